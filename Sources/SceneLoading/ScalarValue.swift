import KeyboardAvoidance

/// A plain scalar read by the YAML 1.2 core schema, or a string.
///
/// Unlike YAML 1.1, `yes`/`on` stay strings and `12:30` is no sexagesimal number. A leading
/// zero (`0755`) is refused rather than read as decimal, because YAML 1.1 tools read it as
/// octal and the two would silently disagree.
enum ScalarValue: Equatable {
  case null
  case bool(Bool)
  /// An integer; `text` keeps its spelling for exact time conversion.
  case integer(Int64)
  /// A number with a fraction or exponent, or an integer too large for 64 bits.
  case float(Double)
  /// `.inf`, `-.inf` or `.nan`: numbers the scene format never accepts.
  case nonFinite
  /// A plain scalar that looks like a number with a leading zero.
  case leadingZeroNumber
  case string(String)

  /// Resolves a scalar's text.
  init(text: String, reading: YAMLEvent.ScalarReading) {
    guard reading == .resolved else {
      self = .string(text)
      return
    }
    switch text {
    case "", "~", "null", "Null", "NULL": self = .null
    case "true", "True", "TRUE": self = .bool(true)
    case "false", "False", "FALSE": self = .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan",
      ".NaN", ".NAN":
      self = .nonFinite
    default:
      self = Self.number(text) ?? .string(text)
    }
  }

  /// The numeric value, for scalars that are numbers.
  var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .float(let value): value
    default: nil
    }
  }

  private static func number(_ text: String) -> ScalarValue? {
    let utf8 = Array(text.utf8)
    guard let first = utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        || first == UInt8(ascii: ".") || isDigit(first)
    else { return nil }
    if utf8.count > 2 && utf8[0] == UInt8(ascii: "0") {
      switch utf8[1] {
      case UInt8(ascii: "x"): return Int64(text.dropFirst(2), radix: 16).map { .integer($0) }
      case UInt8(ascii: "o"): return Int64(text.dropFirst(2), radix: 8).map { .integer($0) }
      default: break
      }
    }
    guard let decimal = DecimalNumber(text) else { return nil }
    if decimal.hasLeadingZero { return .leadingZeroNumber }
    if decimal.isInteger, let value = Int64(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else { return .nonFinite }
    return .float(value)
  }
}

/// The parts of a decimal number as written: `[-+]? digits [. digits] [e [-+]? digits]`, the
/// shape of the YAML 1.2 core schema's int and float.
struct DecimalNumber {
  var isNegative: Bool
  /// The digits before and after the point, as written.
  var integerDigits: Substring.UTF8View
  var fractionDigits: Substring.UTF8View
  var exponent: Int
  var hasExponent: Bool

  var isInteger: Bool { !hasExponent && fractionDigits.isEmpty && !hasPoint }
  var hasLeadingZero: Bool { integerDigits.count > 1 && integerDigits.first == UInt8(ascii: "0") }
  private var hasPoint: Bool

  init?(_ text: String) {
    var rest = Substring(text).utf8[...]
    isNegative = rest.first == UInt8(ascii: "-")
    if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") {
      rest = rest.dropFirst()
    }
    integerDigits = rest.prefix(while: isDigit)
    rest = rest.dropFirst(integerDigits.count)
    hasPoint = rest.first == UInt8(ascii: ".")
    if hasPoint { rest = rest.dropFirst() }
    fractionDigits = rest.prefix(while: isDigit)
    rest = rest.dropFirst(fractionDigits.count)
    guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
    hasExponent = rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E")
    exponent = 0
    if hasExponent {
      rest = rest.dropFirst()
      let sign = rest.first == UInt8(ascii: "-") ? -1 : 1
      if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") {
        rest = rest.dropFirst()
      }
      let digits = rest.prefix(while: isDigit)
      guard !digits.isEmpty else { return nil }
      // Seven or more exponent digits overflow or underflow any Double: keep them out of `Int`.
      exponent = sign * (digits.count > 6 ? 999_999 : Int(Substring(digits)) ?? 0)
      rest = rest.dropFirst(digits.count)
    }
    guard rest.isEmpty else { return nil }
  }
}

private func isDigit(_ byte: UInt8) -> Bool {
  byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
