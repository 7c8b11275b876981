@_spi(Formatting) import DecimalText
@_spi(Formatting) import Replay

/// A decimal number read from a trace, held exactly as `units / 10^decimals`.
///
/// Traces print rounded decimals (`261.00`, `0.1167`); comparing them as `Double`s would make
/// `1.01 - 1.00` come out a hair above `0.01`, so a difference equal to the tolerance would fail.
/// Held exactly, differences and comparisons are integer arithmetic at a common scale.
public struct TraceNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The most digits accepted after the point.
  public static let maximumDecimals = 9
  /// The most digits accepted before the point.
  public static let maximumIntegerDigits = 9

  /// The value times `10^decimals`.
  public let units: Int64
  /// How many digits follow the point, as written.
  public let decimals: Int

  /// Creates the number `units / 10^decimals`.
  ///
  /// - Precondition: `decimals` is in `0...maximumDecimals` and the value's whole part has at
  ///   most ``maximumIntegerDigits`` digits.
  public init(units: Int64, decimals: Int) {
    precondition((0...Self.maximumDecimals).contains(decimals), "decimals out of range")
    precondition(units.magnitude / Self.power(decimals).magnitude < Self.power(9).magnitude)
    self.units = units
    self.decimals = decimals
  }

  /// Reads `-?[0-9]+(\.[0-9]+)?`: no `+`, no exponent, no bare point, nothing around it.
  ///
  /// Fails when the text is not such a number or has too many digits.
  ///
  /// - Parameter text: The number as written.
  public init?<Text: StringProtocol>(_ text: Text) {
    var bytes = Substring(text).utf8[...]
    let isNegative = bytes.first == UInt8(ascii: "-")
    if isNegative { bytes = bytes.dropFirst() }
    let integerPart = bytes.prefix { $0 != UInt8(ascii: ".") }
    var fractionPart = bytes.dropFirst(integerPart.count)
    if !fractionPart.isEmpty {
      fractionPart = fractionPart.dropFirst()
      guard !fractionPart.isEmpty else { return nil }
    }
    guard !integerPart.isEmpty, integerPart.count <= Self.maximumIntegerDigits,
      fractionPart.count <= Self.maximumDecimals
    else { return nil }
    var units: Int64 = 0
    for byte in integerPart.concatenated(with: fractionPart) {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      units = units * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    self.init(units: isNegative ? -units : units, decimals: fractionPart.count)
  }

  /// The number as written, with its own number of decimals; zero never carries a sign.
  public var description: String {
    DecimalFormat.text(scaled: units.magnitude, decimals: decimals, negative: units < 0)
  }

  /// `|lhs - rhs|`, with as many decimals as the finer of the two.
  ///
  /// - Parameters:
  ///   - lhs: One number.
  ///   - rhs: The other.
  /// - Returns: The exact distance between them.
  public static func distance(_ lhs: TraceNumber, _ rhs: TraceNumber) -> TraceNumber {
    let scale = max(lhs.decimals, rhs.decimals)
    let difference = lhs.scaledUnits(to: scale) - rhs.scaledUnits(to: scale)
    return TraceNumber(units: Int64(difference.magnitude), decimals: scale)
  }

  /// The nearest `Double`, for drawing; comparisons stay exact.
  public var doubleValue: Double {
    Double(units) / Double(Self.power(decimals))
  }

  /// Orders numbers by value; `1.0` and `1.00` are equal.
  public static func < (lhs: TraceNumber, rhs: TraceNumber) -> Bool {
    let scale = max(lhs.decimals, rhs.decimals)
    return lhs.scaledUnits(to: scale) < rhs.scaledUnits(to: scale)
  }

  /// Whether two numbers have the same value, however many decimals each was written with.
  public static func == (lhs: TraceNumber, rhs: TraceNumber) -> Bool {
    let scale = max(lhs.decimals, rhs.decimals)
    return lhs.scaledUnits(to: scale) == rhs.scaledUnits(to: scale)
  }

  /// Hashes the value, so that numbers equal by value hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(scaledUnits(to: Self.maximumDecimals))
  }

  /// The value times `10^scale`; exact because whole parts have at most 9 digits.
  func scaledUnits(to scale: Int) -> Int64 {
    precondition(scale >= decimals && scale <= Self.maximumDecimals)
    return units * Self.power(scale - decimals)
  }

  /// The value rounded half away from zero to a whole number.
  var rounded: Int64 {
    let divisor = Self.power(decimals)
    let (quotient, remainder) = units.magnitude.quotientAndRemainder(dividingBy: divisor.magnitude)
    let whole = Int64(quotient) + (remainder * 2 >= divisor.magnitude ? 1 : 0)
    return units < 0 ? -whole : whole
  }

  /// `10^exponent` for exponents up to 18.
  static func power(_ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}

extension Collection where Element == UInt8 {
  /// The elements of `self`, then those of `other`.
  fileprivate func concatenated<Other: Collection<UInt8>>(with other: Other) -> [UInt8] {
    Array(self) + Array(other)
  }
}
