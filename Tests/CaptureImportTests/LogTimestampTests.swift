import Testing

@testable import CaptureImport

/// UIKit's timestamps, `YYYY-MM-DD hh:mm:ss.ffffff+hhmm`, as microseconds since 1970 in UTC.
@Suite struct LogTimestampTests {
  static func time(_ text: String) throws -> Int64 {
    let bytes = Array(text.utf8)
    return try LogTimestamp.read(bytes, in: bytes.indices).time
  }

  @Test func daysCountFrom1970() {
    #expect(LogTimestamp.days(year: 1970, month: 1, day: 1) == 0)
    #expect(LogTimestamp.days(year: 2000, month: 3, day: 1) == 11_017)
    #expect(LogTimestamp.days(year: 2024, month: 2, day: 29) == 19_782)
    #expect(LogTimestamp.days(year: 1969, month: 12, day: 31) == -1)
  }

  @Test func timestampsAreUTCMicroseconds() throws {
    #expect(try Self.time("1970-01-01 00:00:00.000001+0000") == 1)
    // 02:00 at +0200 is midnight in UTC.
    #expect(try Self.time("1970-01-01 02:00:00.000000+0200") == 0)
    #expect(try Self.time("1969-12-31 19:00:00-0500") == 0)
    // Across midnight, and across a change of the offset, only the difference counts.
    let before = try Self.time("2024-05-01 23:59:59.900000+0200")
    #expect(try Self.time("2024-05-02 00:00:00.100000+0200") - before == 200_000)
    #expect(
      try Self.time("2024-10-27 02:59:59.500000+0200") + 1_000_000
        == (try Self.time("2024-10-27 02:00:00.500000+0100")))
    // More than six decimals round half away from zero; fewer are fine.
    #expect(try Self.time("1970-01-01 00:00:00.0000005+0000") == 1)
    #expect(try Self.time("1970-01-01 00:00:00.5+0000") == 500_000)
    #expect(try Self.time("1970-01-01 00:00:59.9999999+0000") == 60_000_000)
    // Without a zone (NSLog before iOS 10), and without a fraction.
    #expect(try Self.time("1970-01-01 00:00:01.25 Demo[1:2]") == 1_250_000)
    #expect(try Self.time("1970-01-01 00:01:00") == 60_000_000)
  }

  struct Leading: Sendable, CustomTestStringConvertible {
    var line: String
    var stamp: LogTimestamp.Stamp?
    var testDescription: String { line }
  }

  /// A line's leading timestamp: dated with or without a zone (NSLog of any iOS, `log stream`,
  /// Console.app), a time of day (Xcode's console), after blanks; anything else is none.
  @Test(arguments: [
    Leading(
      line: "2012-03-04 05:06:07.890 App[12:c07] x",
      stamp: .init(clock: .dated, time: 1_330_837_567_890_000, offset: 0)),
    Leading(
      line: "  2024-05-01 09:41:00.123456-0700 App",
      stamp: .init(clock: .dated, time: 1_714_581_660_123_456, offset: 2)),
    Leading(
      line: "09:41:00.1234567 name = x",
      stamp: .init(clock: .timeOfDay, time: 34_860_123_457, offset: 0)),
    Leading(line: "\t23:59:59 x", stamp: .init(clock: .timeOfDay, time: 86_399_000_000, offset: 1)),
    Leading(line: "9:41:00 x", stamp: nil),
    Leading(line: "May 1 09:41:00 App", stamp: nil),
    Leading(line: "userInfo = {", stamp: nil),
  ])
  func aLineStartsWithItsStampOrNone(_ item: Leading) throws {
    let bytes = Array(item.line.utf8)
    #expect(try LogTimestamp.leading(bytes, in: bytes.indices) == item.stamp)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var text: String
    var offset: Int
    var message: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    Bad(
      text: "2024-02-30 00:00:00.0+0000", offset: 8,
      message: "the timestamp's day is 30; it must be from 1 to 29"),
    Bad(
      text: "2024-05-01 24:00:00.0+0000", offset: 11,
      message: "the timestamp's hour is 24; it must be from 0 to 23"),
    Bad(
      text: "2024-05-01 12:00:00.0+2400", offset: 22,
      message: "the timestamp's offset's hours is 24; it must be from 0 to 23"),
    Bad(
      text: "2024-5-01 12:00:00.0+0000", offset: 6,
      message:
        "a timestamp is written YYYY-MM-DD hh:mm:ss.ffffff, with an optional +hhmm zone; this "
        + "one is not"),
  ])
  func badTimestampsPointAtTheirField(_ item: Bad) {
    #expect(throws: LogError(item.message, at: item.offset)) { try Self.time(item.text) }
  }
}
