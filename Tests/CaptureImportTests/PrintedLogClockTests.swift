import CaptureImport
import Foundation
import Testing

/// The clocks of printed logs: dated stamps with or without a zone, times of day and their
/// midnight, no stamps at all; one clock per log; and the notifications left out with a
/// warning.
@Suite struct PrintedLogClockTests {
  static func line(_ stamp: String, end y: Int, height: Int = 336) -> String {
    "\(stamp) App[1:2] [AnyHashable(\"UIKeyboardFrameBeginUserInfoKey\"): NSRect: {{0, 852}, "
      + "{393, 336}}, AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, \(y)}, "
      + "{393, \(height)}}, AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, "
      + "AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7]\n"
  }

  /// The times of the scene's events.
  static func times(_ text: String) -> [String] {
    PrintedLogTests.events(text).compactMap { line in
      guard let start = line.range(of: "at: ") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "," })
    }
  }

  struct Clock: Sendable, CustomTestStringConvertible {
    var name: String
    var stamps: [String]
    var times: [String]
    var testDescription: String { name }
  }

  @Test(arguments: [
    Clock(
      name: "dated, with zones (applied)",
      stamps: ["2024-10-27 02:59:59.500000+0200", "2024-10-27 02:00:00.7500004+0100"],
      times: ["0.1", "1.35"]),
    Clock(
      name: "dated, without a zone (NSLog before iOS 10)",
      stamps: ["2012-06-01 10:00:00.120", "2012-06-01 10:00:02.5"], times: ["0.1", "2.48"]),
    Clock(
      name: "times of day across midnight",
      stamps: ["23:59:59.900000", "00:00:00.4000005"], times: ["0.1", "0.600001"]),
  ])
  func stampsGiveTheTimes(_ item: Clock) {
    let log = zip(item.stamps, [516, 852]).map { Self.line($0, end: $1) }.joined()
    let (text, messages) = PrintedLogTests.imported(log)
    #expect(messages == "")
    #expect(Self.times(text) == item.times)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var name: String
    var log: String
    var message: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    Bad(
      name: "a dated stamp, then a time of day",
      log: line("2024-05-01 09:41:00.000", end: 516) + line("09:41:01.000", end: 852),
      message:
        "paste.log:2:1: error: this line's time is a time of day, but line 1's is a dated "
        + "timestamp; a log keeps to one clock"),
    Bad(
      name: "a stamp, then none",
      log: line("09:41:00.000", end: 516) + line("  >>", end: 852),
      message:
        "paste.log:2:1: error: this notification has no timestamp, but line 1's has one; "
        + "either every notification has a timestamp or none has"),
    Bad(
      name: "none, then a stamp",
      log: line("", end: 516) + line("  09:41:00.000", end: 852),
      message:
        "paste.log:2:3: error: this notification has a timestamp, but line 1's has none; "
        + "either every notification has a timestamp or none has"),
    Bad(
      name: "less than 12 hours back",
      log: line("09:41:00.000", end: 516) + line("09:40:59.000", end: 852),
      message:
        "paste.log:2:1: error: this time is earlier than that of the line before (line 1); a "
        + "log's times must not go backwards"),
  ])
  func oneClockPerLog(_ item: Bad) {
    let messages = PrintedLogTests.imported(item.log).messages
    #expect(messages.split(separator: "\n").first.map(String.init) == item.message)
  }

  @Test func withoutStampsPostingsAreOneSecondApart() {
    let log =
      Self.line("", end: 516)
      + Self.line("", end: 516).replacingOccurrences(
        of: "[AnyHashable",
        with: "name = UIKeyboardDidShowNotification, userInfo = Optional([AnyHashable"
      ).replacingOccurrences(of: "7]\n", with: "7])\n") + Self.line("", end: 852)
    let (text, messages) = PrintedLogTests.imported(log)
    #expect(messages == "")
    #expect(Self.times(text) == ["0.1", "1.1"])
    #expect(text.contains("\n  # 0.1 keyboardDidShow 0,852,393,336 -> 0,516,393,336\n"))
    #expect(
      text.contains(
        "# The log has no timestamps: postings are placed one second apart, so the times are "
          + "not the log's\n"))
  }

  @Test func atMost3000UntimedPostings() {
    let pair = Self.line("", end: 516) + Self.line("", end: 852)
    let log = String(repeating: pair, count: 1_500) + Self.line("", end: 516)
    #expect(
      PrintedLogTests.imported(log).messages.hasPrefix(
        "paste.log:3001:1: error: a log without timestamps places its postings one second "
          + "apart, and may have at most 3000 of them; this is one more\n"))
    #expect(PrintedLogTests.imported(String(repeating: pair, count: 1_500)).messages == "")
  }

  /// A run opened on the line before, cut off by the line its first entry is on: reading goes
  /// on after that line (found by the fuzzer: it read the same line again and again).
  @Test func aRunCutByItsOwnLineIsLeftOut() throws {
    let log =
      "userInfo = {\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; "
      + "NSConcreteNotification 0x1\n}\n" + Self.line("", end: 852)
    let (text, messages) = PrintedLogTests.imported(log)
    #expect(
      messages.hasPrefix("paste.log:1:1: warning: this notification is cut off; it is left out\n"))
    #expect(Self.times(text) == ["0.1"])
    let fuzzed = try Data(
      contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(
        path: "Fixtures/fuzz/import-cut-by-its-own-line.log"))
    let answer = CaptureImporter.scene(fromLog: Array(fuzzed), path: "fuzz.log", device: nil)
    #expect((try? answer.get()) != nil || answer.failureText?.isEmpty == false)
  }

  /// A description cut off by the next stamped line, or by the log's end, and one without an
  /// end frame: each a warning at its first line, the rest imported.
  @Test func cutOffAndEndlessNotificationsAreLeftOut() {
    let log =
      "09:41:00.000 NSConcreteNotification 0x60 {name = UIKeyboardWillShowNotification; "
      + "userInfo = {\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n"
      + Self.line("09:41:00.100", end: 516)
      + "09:41:00.200 name = UIKeyboardWillHideNotification, object = nil, userInfo = "
      + "Optional([AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7])\n"
      + "09:41:00.300 NSConcreteNotification 0x61 {name = UIKeyboardWillHideNotification; "
      + "userInfo = {\n"
    let (text, messages) = PrintedLogTests.imported(log)
    #expect(Self.times(text) == ["0.1"])
    #expect(
      messages == """
        paste.log:1:1: warning: this notification is cut off; it is left out
        09:41:00.000 NSConcreteNotification 0x60 {name = UIKeyboardWillShowNotification;...
        ^
        paste.log:4:1: warning: this notification has no UIKeyboardFrameEndUserInfoKey; it is \
        left out
        09:41:00.200 name = UIKeyboardWillHideNotification, object = nil, userInfo = Opt...
        ^
        paste.log:5:1: warning: this notification is cut off; it is left out
        09:41:00.300 NSConcreteNotification 0x61 {name = UIKeyboardWillHideNotification;...
        ^

        """)
  }
}

extension Result where Failure == ImportFailure {
  /// The rendered diagnostics of a failure; nil for a success.
  fileprivate var failureText: String? {
    if case .failure(let failure) = self { return failure.rendered() }
    return nil
  }
}
