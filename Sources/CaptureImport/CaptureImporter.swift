@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneLoading
import SceneModel

/// Makes a scene from a log captured on a device (`kbreplay import`, docs/capture.md): bytes in,
/// the scene's text or positioned errors out, with no file system and no clock.
///
/// The log is JSON lines (docs/capture.md#the-json-lines-format) when its first line that is not blank
/// starts with `{`, else a printed log: keyboard notifications as Xcode's console, NSLog or
/// `print` wrote them, wherever they start on a line, among JSON lines or not
/// (docs/capture.md#printed-notifications).
package enum CaptureImporter {
  /// The scene a capture log describes.
  ///
  /// - Parameters:
  ///   - bytes: The log's contents.
  ///   - path: The log's path as the user named it (`<stdin>` for standard input):
  ///     diagnostics repeat it.
  ///   - device: The preset `--device` names, if any: a log of JSON lines without it is
  ///     imported for the default preset, a printed log for the screen its frames tell. A
  ///     screen line in the log overrides its screen and safe area.
  ///   - source: The log's name in the scene's title; by default the last component of
  ///     `path`.
  /// - Returns: The scene's text with any warnings, or every error found (at most
  ///   ``CaptureLimits/maximumDiagnostics``, in log order, with the warnings among them).
  /// - Complexity: Linear in the size of the log. A log above ``CaptureLimits/maximumLogSize``
  ///   is refused before any reading, and bytes that are not text stop it at the first bad one.
  package static func scene(
    fromLog bytes: [UInt8], path: String, device: Device?, source: String? = nil
  ) -> Result<ImportedScene, ImportFailure> {
    let source = source ?? fileName(of: path)
    let reading: LogReading
    let sceneDevice: Device
    switch self.reading(fromLog: bytes, path: path, device: device, source: source) {
    case .success(let read): (reading, sceneDevice) = read
    case .failure(let failure): return .failure(failure)
    }
    let timeline = reading.timeline
    let scene = SceneText(
      title: "Imported from " + source, device: sceneDevice, screen: reading.screen,
      timeline: timeline, topComments: reading.topComments
    ).text
    guard scene.utf8.count <= SceneLimits.maximumFileSize else {
      return .failure(ImportFailure(path: path, diagnostics: [sceneTooLarge(scene.utf8.count)]))
    }
    let warnings = Self.warnings(of: reading, device: sceneDevice)
    return .success(
      ImportedScene(
        text: scene, warnings: warnings, keyboardEventCount: timeline.keyboardEventCount,
        focusEventCount: timeline.focusEventCount, fieldIDs: timeline.fields.map(\.id),
        deviceName: sceneDevice.name))
  }

  /// A log read and assembled into its timeline, with the device its scene names; the
  /// errors of a log that cannot be imported.
  static func reading(
    fromLog bytes: [UInt8], path: String, device: Device?, source: String
  ) -> Result<(LogReading, Device), ImportFailure> {
    guard bytes.count <= CaptureLimits.maximumLogSize else {
      return .failure(ImportFailure(path: path, diagnostics: [tooLarge(bytes.count)]))
    }
    let (text, problem) = LogText.scan(bytes)
    if let problem {
      return .failure(ImportFailure(path: path, diagnostics: [notText(problem, in: text)]))
    }
    var reading = LogReading(text: text)
    var sceneDevice = device ?? Device.defaultPreset
    if isJSONLines(text) {
      reading.readJSONLines()
    } else {
      reading.readPrintedLog()
      if let assembled = reading.assemble(device: device, source: source) {
        sceneDevice = assembled
      }
    }
    guard reading.errors.isEmpty else { return .failure(failure(of: reading, path: path)) }
    guard reading.timeline.lastTime != nil else {
      var reading = reading
      reading.errors.append(nothingToImport)
      return .failure(failure(of: reading, path: path))
    }
    return .success((reading, sceneDevice))
  }

  /// The warnings about a log imported, in log order: the reading's, and, unless the frames
  /// told the screen, the one about a first keyboard frame of another width than the screen's.
  static func warnings(of reading: LogReading, device: Device) -> [ImportDiagnostic] {
    var warnings = reading.warnings
    if !reading.isScreenInferred, let first = reading.timeline.firstEnd,
      let warning = widthWarning(
        first.frame.width, screenWidth: reading.screen?.size.width ?? device.screen.width,
        device: device, hasScreenLine: reading.screen != nil)
    {
      warnings.append(reading.text.diagnostic(warning, atByte: first.offset, severity: .warning))
    }
    // Reading and assembling the log each warn in line order, one after the other.
    warnings = inLogOrder(warnings)
    if reading.omittedWarnings > 0 {
      warnings.append(
        ImportDiagnostic(
          severity: .warning, location: nil,
          message: "\(reading.omittedWarnings) more warnings not shown"))
    }
    return warnings
  }

  /// The errors and warnings of a reading that failed, in log order (those about the log as
  /// a whole last).
  private static func failure(of reading: LogReading, path: String) -> ImportFailure {
    let all = inLogOrder(reading.errors + reading.warnings)
    return ImportFailure(
      path: path, diagnostics: Array(all.prefix(CaptureLimits.maximumDiagnostics)),
      omittedCount: reading.omitted + reading.omittedWarnings
        + max(0, all.count - CaptureLimits.maximumDiagnostics))
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

  /// Whether the log is JSON lines: its first line with more than blanks starts with `{` and
  /// a quoted key (a bare userInfo printed by NSLog starts with a `{` of its own).
  private static func isJSONLines(_ text: LogText) -> Bool {
    for line in 1...text.lineCount {
      let range = text.lineRange(line)
      guard !range.isEmpty else { continue }
      let bytes = text.bytes[range]
      guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      guard bytes[first] == UInt8(ascii: "{") else { return false }
      let next = bytes[(first + 1)...].first { $0 != 0x20 && $0 != 0x09 }
      return next == UInt8(ascii: "\"")
    }
    return false
  }

  /// `diagnostics` by line and column, those about the log as a whole last; the order given
  /// where they tie.
  private static func inLogOrder(_ diagnostics: [ImportDiagnostic]) -> [ImportDiagnostic] {
    diagnostics.enumerated().sorted {
      let left = $0.element.location.map { ($0.line, $0.column) } ?? (Int.max, 0)
      let right = $1.element.location.map { ($0.line, $0.column) } ?? (Int.max, 0)
      return (left.0, left.1, $0.offset) < (right.0, right.1, $1.offset)
    }.map(\.element)
  }

  static func fileName(of path: String) -> String {
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
