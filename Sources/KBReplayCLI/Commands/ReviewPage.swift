import Golden
import KBReplay
import SceneCheck
import Support
import TraceFormat

/// What `review` shows of one pending golden: the scene it belongs to, its title, and how the
/// pending trace compares with the golden, in the words `test` uses for a differing golden.
struct ReviewPage: Sendable, Equatable {
  /// The most lines shown of a pending trace that has no golden to be compared with.
  static let firstLineCount = 20

  /// The scene file, or the pending file when no scene is beside it.
  var path: String
  /// The scene's title, from the pending trace's `scene:` line, when it has one.
  var title: String?
  /// The comparison, one line per entry, without indentation.
  var details: [String]

  /// Reads the pending golden and its golden, and compares them with `tolerance`.
  ///
  /// - Parameters:
  ///   - pending: The pending golden, `X.golden.new`.
  ///   - tolerance: How far lengths may differ.
  /// - Returns: The page, or why one of the two files could not be read (a missing pending
  ///   file included; a missing golden is shown as such).
  static func make(pending: String, tolerance: Tolerance) -> Result<ReviewPage, FileError> {
    let golden = GoldenFiles.golden(ofPending: pending)
    let pendingBytes: [UInt8]
    let goldenBytes: [UInt8]?
    switch (FileStore.read(pending), FileStore.read(golden)) {
    case (.failure(let error), _), (_, .failure(let error)):
      return .failure(error)
    case (.success(nil), _):
      return .failure(FileError.noSuchFile("read", pending))
    case (.success(let bytes?), .success(let other)):
      (pendingBytes, goldenBytes) = (bytes, other)
    }
    let details =
      goldenBytes.map {
        comparison(pending: pending, pendingBytes, golden: golden, $0, tolerance: tolerance)
      } ?? firstLines(of: pending, pendingBytes, golden: golden)
    return .success(
      ReviewPage(
        path: scene(of: pending) ?? pending, title: title(of: pendingBytes), details: details))
  }

  /// The page as `review` prints it: the path and the page's place among `count`, then the
  /// title and the comparison indented by two spaces.
  ///
  /// - Parameters:
  ///   - position: The page's place, from 1.
  ///   - count: How many pages there are.
  ///   - style: Plain, or coloured for a terminal.
  /// - Returns: The lines, each ended by a line feed.
  func rendered(position: Int, count: Int, style: TextStyle) -> String {
    var text = style.bold("\(path) (\(position) of \(count))") + "\n"
    if let title { text += "  scene: \(title)\n" }
    for line in details { text += "  " + style.diffLine(line) + "\n" }
    return text
  }

  /// How the pending trace compares with the golden, as `test` and `diff` say it.
  private static func comparison(
    pending: String, _ pendingBytes: [UInt8], golden: String, _ goldenBytes: [UInt8],
    tolerance: Tolerance
  ) -> [String] {
    let verdict: Verdict
    do {
      verdict = try TraceDiffer.compare(
        expected: goldenBytes, actual: pendingBytes, tolerance: tolerance)
    } catch {
      let name = error.side == .expected ? golden : pending
      return ["the golden cannot be compared: " + error.error.rendered(path: name)]
    }
    switch verdict {
    case .identical:
      return ["\(pending) holds the same bytes as \(golden)"]
    case .withinTolerance(let largest):
      var line = "\(pending) agrees with \(golden) within the tolerance of \(tolerance)"
      if let largest, let difference = largest.difference {
        line += "; largest difference \(difference) " + MismatchReport.place(of: largest)
      }
      return [line]
    case .mismatch(let mismatch):
      return ["golden \(golden) differs beyond the tolerance of \(mismatch.tolerance)"]
        + MismatchReport.lines(mismatch, expectedName: golden, actualName: pending)
    }
  }

  /// The first lines of a pending trace that has no golden, indented under a line saying so.
  private static func firstLines(of pending: String, _ bytes: [UInt8], golden: String)
    -> [String]
  {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let shown = lines.prefix(firstLineCount).map { "  " + String(decoding: $0, as: UTF8.self) }
    var details = ["no golden \(golden) yet; its first lines would be:"] + shown
    if lines.count > shown.count {
      let omitted = lines.count - shown.count
      details.append("(\(omitted) more \(omitted == 1 ? "line" : "lines") not shown)")
    }
    return details
  }

  /// The title on a trace's second line, `scene: TITLE`; nil when that line is not one.
  private static func title(of trace: [UInt8]) -> String? {
    let lines = trace.split(
      separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
    let prefix = Array("scene: ".utf8)
    guard lines.count > 2, lines[1].starts(with: prefix) else { return nil }
    return String(decoding: lines[1].dropFirst(prefix.count), as: UTF8.self)
  }

  /// The scene file beside a pending golden: `X.yaml`, `X.yml`, or `X` itself (a scene named
  /// with another extension, whose goldens are `X.golden`...); nil when there is none.
  private static func scene(of pending: String) -> String? {
    guard let stem = GoldenPaths.stem(ofGolden: pending) else { return nil }
    return [stem + ".yaml", stem + ".yml", String(stem)].first {
      FileSystem.kind(of: $0, followsLinks: true) == .file
    }
  }
}
