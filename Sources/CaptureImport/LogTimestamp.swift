import KeyboardAvoidance

/// The timestamp that starts each line of UIKit's log (`NSLog`):
/// `YYYY-MM-DD hh:mm:ss.ffffff+hhmm`, read as microseconds since 1970-01-01 00:00 UTC.
///
/// Only differences between timestamps matter to an import; counting from a fixed day in UTC
/// keeps them right across midnight and a change of the offset.
enum LogTimestamp {
  /// Whether the bytes from `offset` start like a timestamp: `dddd-dd-dd dd:dd:dd`.
  static func starts(in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    let pattern = Array("0000-00-00 00:00:00".utf8)
    guard offset + pattern.count <= end else { return false }
    for (index, expected) in pattern.enumerated() {
      let byte = bytes[offset + index]
      let matches = expected == UInt8(ascii: "0") ? isDigit(byte) : byte == expected
      guard matches else { return false }
    }
    return true
  }

  /// The timestamp at the start of `range`, and where it ends.
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
    let hour = try reader.number(digits: 2, then: ":", in: 0...23, field: "hour")
    let minute = try reader.number(digits: 2, then: ":", in: 0...59, field: "minute")
    let second = try reader.number(digits: 2, then: nil, in: 0...60, field: "second")
    let fraction = try reader.fraction()
    let offset = try reader.zoneOffset()
    let days = Self.days(year: year, month: month, day: day)
    let seconds = ((days * 24 + Int64(hour)) * 60 + Int64(minute)) * 60 + Int64(second)
    return (seconds * microsecondsPerSecond + fraction - offset, reader.index)
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

  private static let format = "YYYY-MM-DD hh:mm:ss.ffffff+hhmm"

  private struct Reader {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    private var peek: UInt8? { index < end ? bytes[index] : nil }

    private func mismatch() -> LogError {
      LogError(
        "a notification line starts with its timestamp, \(LogTimestamp.format); this one does "
          + "not", at: index)
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

    /// `+hhmm` or `-hhmm`, in microseconds east of UTC.
    mutating func zoneOffset() throws(LogError) -> Microseconds {
      guard let sign = peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
        throw mismatch()
      }
      index += 1
      let hours = try number(digits: 2, then: nil, in: 0...23, field: "offset's hours")
      let minutes = try number(digits: 2, then: nil, in: 0...59, field: "offset's minutes")
      let offset = Int64(hours * 60 + minutes) * 60 * microsecondsPerSecond
      return sign == UInt8(ascii: "-") ? -offset : offset
    }
  }
}
