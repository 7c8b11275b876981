import CaptureImport
import KeyboardAvoidance
import Testing

@testable import CaptureImport

/// Lines, positions and the answers to logs that are not text or too large: each found without
/// reading past the first bad byte, and a too-large log without reading at all.
@Suite struct LogTextTests {
  static let device = Device.presets[3]

  static func failure(_ bytes: [UInt8]) -> String {
    switch CaptureImporter.scene(fromLog: bytes, path: "log", device: device) {
    case .success: "imported"
    case .failure(let failure): failure.rendered()
    }
  }

  @Test func linesDropTheirBreaksAndAByteOrderMark() {
    let (text, problem) = LogText.scan(Array("\u{FEFF}ab\r\ncé\n\nz\n".utf8))
    #expect(problem == nil)
    #expect(text.lineCount == 4)
    #expect(
      (1...4).map { String(decoding: text.bytes[text.lineRange($0)], as: UTF8.self) } == [
        "ab", "cé", "", "z",
      ])
    // "é" is two bytes and one column.
    #expect(text.position(ofByte: 9) == .init(line: 2, column: 3))
    #expect(text.position(ofByte: 3) == .init(line: 1, column: 1))
  }

  @Test func theFirstBadByteStopsTheScan() {
    let (text, problem) = LogText.scan(Array("ok\nfine\nbad\u{0}\nnever\n".utf8))
    #expect(problem == .nul(11))
    #expect(text.lineCount == 3)
    #expect(LogText.scan([0x61, 0xC3, 0x28]).problem == .invalidUTF8(1))
    #expect(LogText.scan([0xED, 0xA0, 0x80]).problem == .invalidUTF8(0))  // A surrogate.
    #expect(LogText.scan([0xF0, 0x9F, 0x98]).problem == .invalidUTF8(0))  // Cut short.
    #expect(LogText.scan([0xC0, 0x80]).problem == .invalidUTF8(0))  // Overlong.
    #expect(LogText.scan(Array("😀é€".utf8)).problem == nil)
  }

  /// Ten megabytes of zeros and no line break: the answer is at the first byte, and its excerpt
  /// shows only the start of the endless line.
  @Test func aBinaryLogIsAnsweredAtItsFirstByte() {
    let zeros = [UInt8](repeating: 0, count: 10 * 1024 * 1024)
    #expect(
      Self.failure(zeros) == """
        log:1:1: error: the log is not text: a NUL byte here (is it a binary file?)
        \(String(repeating: "\u{2400}", count: 80))...
        ^

        """)
  }

  /// A log above 32 MiB is refused by its size alone (the command asks the file system for it,
  /// and does not read such a file at all).
  @Test func aLogAboveTheLimitIsRefusedBySize() {
    let bytes = [UInt8](repeating: UInt8(ascii: "{"), count: CaptureLimits.maximumLogSize + 1)
    #expect(
      Self.failure(bytes) == """
        log: error: the log is 33554433 bytes; kbreplay import reads logs of at most 33554432 \
        bytes (32 MiB): cut it to the part to replay

        """)
  }

  /// Past 20 errors, the rest are counted.
  @Test func atMostTwentyErrorsAreShown() {
    let log = String(repeating: "{\"t\": 1, \"focus\": 2}\n", count: 25)
    let rendered = Self.failure(Array(log.utf8))
    #expect(rendered.components(separatedBy: ": error: ").count == 21)
    #expect(rendered.hasSuffix("log: 5 more errors not shown (at most 20 are reported per log)\n"))
  }
}
