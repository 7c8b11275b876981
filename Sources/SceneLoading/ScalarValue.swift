/// What a scalar means, decided once when libyaml hands it over.
///
/// Plain scalars follow the YAML 1.2 core schema: unlike YAML 1.1, `yes`/`on` stay strings and
/// `12:30` is no sexagesimal number. A leading zero (`0755`) is refused rather than read as
/// decimal, because YAML 1.1 tools read it as octal and the two would silently disagree. Quoted
/// and block scalars are always strings.
enum ScalarValue: Equatable {
  /// Text: the node's string is the value.
  case string
  case null
  case bool(Bool)
  /// An integer that fits 64 bits.
  case integer(Int64)
  /// A number with a fraction or exponent, or an integer too large for 64 bits.
  case float(Double)
  /// `.inf`, `-.inf`, `.nan`, or a number too large for a `Double`.
  case nonFinite
  /// A number with a leading zero, such as `0755`.
  case leadingZeroNumber
  /// A plain `<<`: the merge key.
  case mergeKey

  /// The numeric value, for scalars that are numbers.
  var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .float(let value): value
    default: nil
    }
  }

  /// Resolves a plain scalar from its UTF-8 bytes, without allocating.
  static func resolve(plain bytes: UnsafeBufferPointer<UInt8>) -> ScalarValue {
    guard let first = bytes.first else { return .null }
    switch first {
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
      return matches(bytes, ["~", "null", "Null", "NULL"]) ? .null : .string
    case UInt8(ascii: "t"), UInt8(ascii: "T"):
      return matches(bytes, ["true", "True", "TRUE"]) ? .bool(true) : .string
    case UInt8(ascii: "f"), UInt8(ascii: "F"):
      return matches(bytes, ["false", "False", "FALSE"]) ? .bool(false) : .string
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."):
      return NumberScanner.resolve(bytes) ?? .string
    case UInt8(ascii: "<"):
      return matches(bytes, ["<<"]) ? .mergeKey : .string
    default:
      return .string
    }
  }

  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [StaticString])
    -> Bool
  {
    words.contains { word in
      word.utf8CodeUnitCount == bytes.count
        && word.withUTF8Buffer { $0.elementsEqual(bytes) }
    }
  }
}
