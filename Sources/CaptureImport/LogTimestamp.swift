import KeyboardAvoidance

/// The timestamps a printed log's lines start with, read as microseconds: dated ones
/// (`YYYY-MM-DD hh:mm:ss.ffffff`, with an optional `+hhmm` zone, as NSLog, `log stream` and
/// Console.app write them) since 1970-01-01 00:00 UTC, and Xcode's times of day (`hh:mm:ss.fff`)
/// since the day's midnight.
///
/// Only differences between timestamps matter to an import; counting from a fixed day in UTC
/// keeps them right across midnight and a change of the offset.
enum LogTimestamp {
  /// Which clock a stamp is of: a log keeps to one.
  enum Clock: Equatable {
    case dated
    case timeOfDay
  }

  /// A timestamp found at the start of a line.
  struct Stamp: Equatable {
    var clock: Clock
    var time: Microseconds
    /// Where it is written.
    var offset: Int
  }

  private static let datedPattern = Array("0000-00-00 00:00:00".utf8)
  private static let timePattern = Array("00:00:00".utf8)

  /// Whether the bytes from `offset` start like a timestamp: `dddd-dd-dd dd:dd:dd` or
  /// `dd:dd:dd`.
  static func starts(in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    matches(datedPattern, bytes, at: offset, end: end)
      || matches(timePattern, bytes, at: offset, end: end)
  }

  /// The timestamp the line `range` starts with, after blanks; nil when it starts otherwise.
  ///
  /// - Throws: ``LogError`` at a field out of range (a month 13), or at a zone cut short.
  static func leading(_ bytes: [UInt8], in range: Range<Int>) throws(LogError) -> Stamp? {
    var start = range.lowerBound
    while start < range.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    if matches(datedPattern, bytes, at: start, end: range.upperBound) {
      let time = try read(bytes, in: start..<range.upperBound).time
      return Stamp(clock: .dated, time: time, offset: start)
    }
    guard matches(timePattern, bytes, at: start, end: range.upperBound) else { return nil }
    var reader = Reader(bytes: bytes, index: start, end: range.upperBound)
    let seconds = try reader.clockTime()
    let time = seconds * microsecondsPerSecond + (try reader.fraction())
    return Stamp(clock: .timeOfDay, time: time, offset: start)
  }

  /// The dated timestamp at the start of `range`, and where it ends.
  ///
  /// - Throws: ``LogError`` at the first byte that does not fit, or at a field out of range.
  static func read(_ bytes: [UInt8], in range: Range<Int>) throws(LogError) -> (
    time: Microseconds, end: Int
  ) {
    var reader = Reader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
    let year = try reader.number(digits: 4, then: "-")
    let month = try reader.number(digits: 2, then: "-", in: 1...12, field: "month")
    let daysInMonth = Self.daysInMonth(month, year: year)
    let day = try reader.number(digits: 2, then: " ", in: 1...daysInMonth, field: "day")
    let seconds = try reader.clockTime()
    let fraction = try reader.fraction()
    let offset = try reader.zoneOffset()
    let days = Self.days(year: year, month: month, day: day)
    return ((days * 86_400 + seconds) * microsecondsPerSecond + fraction - offset, reader.index)
  }

  private static func matches(_ pattern: [UInt8], _ bytes: [UInt8], at offset: Int, end: Int)
    -> Bool
  {
    guard offset + pattern.count <= end else { return false }
    for (index, expected) in pattern.enumerated() {
      let byte = bytes[offset + index]
      let matches = expected == UInt8(ascii: "0") ? isDigit(byte) : byte == expected
      guard matches else { return false }
    }
    return true
  }

  /// The days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
  /// `days_from_civil`).
  static func days(year: Int, month: Int, day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = Int64((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1)
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static let format = "YYYY-MM-DD hh:mm:ss.ffffff"

  private struct Reader {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    private var peek: UInt8? { index < end ? bytes[index] : nil }

    private func mismatch() -> LogError {
      LogError(
        "a timestamp is written \(LogTimestamp.format), with an optional +hhmm zone; this one "
          + "is not", at: index)
    }

    /// A field of `digits` digits within `range`, followed by `separator`.
    mutating func number(
      digits: Int, then separator: Character?, in range: ClosedRange<Int>? = nil,
      field: String = ""
    ) throws(LogError) -> Int {
      let start = index
      var value = 0
      for _ in 0..<digits {
        guard let byte = peek, isDigit(byte) else { throw mismatch() }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        index += 1
      }
      if let range, !range.contains(value) {
        throw LogError(
          "the timestamp's \(field) is \(value); it must be from \(range.lowerBound) to "
            + "\(range.upperBound)", at: start)
      }
      if let separator {
        guard let byte = peek, Character(Unicode.Scalar(byte)) == separator else {
          throw mismatch()
        }
        index += 1
      }
      return value
    }

    /// `.` and one or more digits, as microseconds rounded half away from zero; 0 without.
    mutating func fraction() throws(LogError) -> Microseconds {
      guard peek == UInt8(ascii: ".") else { return 0 }
      index += 1
      let start = index
      while let byte = peek, isDigit(byte) { index += 1 }
      guard index > start,
        let decimal = LogDecimal([UInt8(ascii: "0"), UInt8(ascii: ".")] + bytes[start..<index])
      else { throw mismatch() }
      return decimal.millionths(limit: microsecondsPerSecond) ?? microsecondsPerSecond
    }

    /// `hh:mm:ss`, in seconds since midnight.
    mutating func clockTime() throws(LogError) -> Int64 {
      let hour = try number(digits: 2, then: ":", in: 0...23, field: "hour")
      let minute = try number(digits: 2, then: ":", in: 0...59, field: "minute")
      let second = try number(digits: 2, then: nil, in: 0...60, field: "second")
      return (Int64(hour) * 60 + Int64(minute)) * 60 + Int64(second)
    }

    /// `+hhmm` or `-hhmm`, in microseconds east of UTC; 0 without (a zone is written only when
    /// a sign and a digit follow the time).
    mutating func zoneOffset() throws(LogError) -> Microseconds {
      guard let sign = peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
        index + 1 < end, LogTimestamp.isDigit(bytes[index + 1])
      else { return 0 }
      index += 1
      let hours = try number(digits: 2, then: nil, in: 0...23, field: "offset's hours")
      let minutes = try number(digits: 2, then: nil, in: 0...59, field: "offset's minutes")
      let offset = Int64(hours * 60 + minutes) * 60 * microsecondsPerSecond
      return sign == UInt8(ascii: "-") ? -offset : offset
    }
  }
}
