@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneLoading
import SceneModel

/// Makes a scene from a log captured on a device (`kbreplay import`, docs/capture.md): bytes in,
/// the scene's text or positioned errors out, with no file system and no clock.
///
/// The log is JSON lines (docs/capture.md) when its first line that is not blank starts with
/// `{`, else UIKit's log of `NSConcreteNotification` descriptions.
package enum CaptureImporter {
  /// The scene a capture log describes.
  ///
  /// - Parameters:
  ///   - bytes: The log's contents.
  ///   - path: The log's path as the user named it: diagnostics repeat it, and the scene's
  ///     title names its last component.
  ///   - device: The preset the scene names (a screen line in the log overrides its screen and
  ///     safe area).
  /// - Returns: The scene's text with any warnings, or every error found (at most
  ///   ``CaptureLimits/maximumDiagnostics``, in log order).
  /// - Complexity: Linear in the size of the log. A log above ``CaptureLimits/maximumLogSize``
  ///   is refused before any reading, and bytes that are not text stop it at the first bad one.
  package static func scene(fromLog bytes: [UInt8], path: String, device: Device)
    -> Result<ImportedScene, ImportFailure>
  {
    guard bytes.count <= CaptureLimits.maximumLogSize else {
      return .failure(ImportFailure(path: path, diagnostics: [tooLarge(bytes.count)]))
    }
    let (text, problem) = LogText.scan(bytes)
    if let problem {
      return .failure(ImportFailure(path: path, diagnostics: [notText(problem, in: text)]))
    }
    var reading = LogReading(text: text)
    if isJSONLines(text) {
      reading.readJSONLines()
    } else {
      reading.readUIKitLog()
    }
    guard reading.errors.isEmpty else {
      return .failure(
        ImportFailure(path: path, diagnostics: reading.errors, omittedCount: reading.omitted))
    }
    let timeline = reading.timeline
    guard timeline.lastTime != nil else {
      return .failure(ImportFailure(path: path, diagnostics: [nothingToImport]))
    }
    let scene = SceneText(
      title: "Imported from " + fileName(of: path), device: device, screen: reading.screen,
      timeline: timeline
    ).text
    guard scene.utf8.count <= SceneLimits.maximumFileSize else {
      return .failure(ImportFailure(path: path, diagnostics: [sceneTooLarge(scene.utf8.count)]))
    }
    let screenWidth = reading.screen?.size.width ?? device.screen.width
    let warnings = timeline.firstEnd.flatMap { first in
      widthWarning(
        first.frame.width, screenWidth: screenWidth, device: device,
        hasScreenLine: reading.screen != nil
      ).map { text.diagnostic($0, atByte: first.offset, severity: .warning) }
    }
    return .success(
      ImportedScene(
        text: scene, warnings: warnings.map { [$0] } ?? [],
        keyboardEventCount: timeline.keyboardEventCount,
        focusEventCount: timeline.focusEventCount, fieldIDs: timeline.fields.map(\.id)))
  }

  /// The message for a log larger than ``CaptureLimits/maximumLogSize``, which is refused
  /// before it is read: the command asks the file's size first.
  package static func tooLarge(_ size: Int) -> ImportDiagnostic {
    ImportDiagnostic(
      severity: .error, location: nil,
      message:
        "the log is \(size) bytes; kbreplay import reads logs of at most "
        + "\(CaptureLimits.maximumLogSize) bytes (32 MiB): cut it to the part to replay")
  }

  /// Whether the log is JSON lines: its first line with more than spaces starts with `{`.
  private static func isJSONLines(_ text: LogText) -> Bool {
    for line in 1...text.lineCount {
      let range = text.lineRange(line)
      guard let first = text.bytes[range].first(where: { $0 != 0x20 && $0 != 0x09 }) else {
        continue
      }
      return first == UInt8(ascii: "{")
    }
    return false
  }

  private static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func notText(_ problem: LogText.Problem, in text: LogText) -> ImportDiagnostic {
    switch problem {
    case .nul(let offset):
      return text.diagnostic(
        "the log is not text: a NUL byte here (is it a binary file?)", atByte: offset)
    case .invalidUTF8(let offset):
      let byte = String(text.bytes[offset], radix: 16, uppercase: true)
      return text.diagnostic(
        "the log is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" : "")\(byte) here is not "
          + "part of a UTF-8 character", atByte: offset)
    case .utf16:
      return ImportDiagnostic(
        severity: .error, location: SourcePosition(line: 1, column: 1),
        message: "logs must be UTF-8; this one starts with a UTF-16 byte-order mark")
    }
  }

  private static let nothingToImport = ImportDiagnostic(
    severity: .error, location: nil,
    message:
      "the log has no keyboard notification and no focus change: expected JSON lines "
      + "(docs/capture.md) or UIKit's NSConcreteNotification lines")

  private static func sceneTooLarge(_ size: Int) -> ImportDiagnostic {
    ImportDiagnostic(
      severity: .error, location: nil,
      message:
        "the scene would be \(size) bytes; a scene file may be at most "
        + "\(SceneLimits.maximumFileSize) bytes (4 MiB): import a shorter log")
  }

  /// The warning for a first end frame narrower or wider than the screen, naming the presets
  /// as wide as it; nil when the widths agree.
  private static func widthWarning(
    _ width: Double, screenWidth: Double, device: Device, hasScreenLine: Bool
  ) -> String? {
    guard width != screenWidth else { return nil }
    let source = hasScreenLine ? "the log's screen line" : device.name
    let matching = Device.presets.filter { $0.screen.width == width }.map(\.name)
    let advice =
      matching.isEmpty
      ? "with that device's --device (kbreplay devices lists the presets)"
      : "with " + matching.map { "--device \($0)" }.joined(separator: " or ")
    return
      "the first keyboard frame is \(DecimalFormat.wholeOrRoundTrip(width)) pt wide, but the screen is "
      + "\(DecimalFormat.wholeOrRoundTrip(screenWidth)) pt wide (\(source)); if the log comes from another "
      + "device, import it \(advice)"
  }
}

/// The reading of a log's lines into a timeline, collecting errors as they come (in log
/// order): the first ``CaptureLimits/maximumDiagnostics`` are kept, the rest counted.
private struct LogReading {
  let text: LogText
  var timeline = CaptureTimeline()
  var screen: CapturedScreen?
  var errors: [ImportDiagnostic] = []
  var omitted = 0
  /// Whether a limit was passed: nothing more is read.
  var isStopped = false

  init(text: LogText) {
    self.text = text
  }

  mutating func readJSONLines() {
    for line in 1...text.lineCount {
      guard !isStopped else { return }
      let range = text.lineRange(line)
      guard text.bytes[range].contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      let object: JSONValue
      do {
        object = try JSONLineParser.object(in: text.bytes, range: range)
      } catch {
        report(error)
        continue
      }
      switch JSONLogReader.read(object, line: line) {
      case .problems(let problems):
        for problem in problems { report(problem) }
      case .entry(let entry): add(entry, line: line)
      case .screen(let found):
        if let screen {
          report(
            LogError(
              "a log has one screen line; the first is line \(screen.line)", at: object.offset))
        } else {
          screen = found
        }
      }
    }
  }

  mutating func readUIKitLog() {
    var line = 1
    while line <= text.lineCount && !isStopped {
      switch UIKitLogReader.read(line: line, in: text) {
      case .ignored:
        line += 1
      case .entry(let entry, let lastLine):
        add(entry, line: line)
        line = lastLine + 1
      case .failure(let problems, let lastLine):
        for problem in problems { report(problem) }
        line = lastLine + 1
      }
    }
  }

  private mutating func add(_ entry: CaptureEntry, line: Int) {
    do {
      try timeline.add(entry, line: line)
    } catch {
      report(error.error)
      if error.severity == .fatal { isStopped = true }
    }
  }

  private mutating func report(_ error: LogError) {
    guard errors.count < CaptureLimits.maximumDiagnostics else {
      omitted += 1
      return
    }
    errors.append(text.diagnostic(error.message, atByte: error.offset))
  }
}
