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
  @inline(__always)  // Into the event loop, for every plain scalar.
  static func resolve(plain bytes: some ScalarBytes) -> ScalarValue {
    guard !bytes.isEmpty else { return .null }
    switch bytes[offset: 0] {
    case UInt8(ascii: "~"):
      return bytes.count == 1 ? .null : .string
    case UInt8(ascii: "n"), UInt8(ascii: "N"):
      return isSpelling(bytes, of: "null") ? .null : .string
    case UInt8(ascii: "t"), UInt8(ascii: "T"):
      return isSpelling(bytes, of: "true") ? .bool(true) : .string
    case UInt8(ascii: "f"), UInt8(ascii: "F"):
      return isSpelling(bytes, of: "false") ? .bool(false) : .string
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."):
      return NumberScanner.resolve(bytes) ?? .string
    case UInt8(ascii: "<"):
      return bytes.count == 2 && bytes[offset: 1] == UInt8(ascii: "<") ? .mergeKey : .string
    default:
      return .string
    }
  }

  /// Whether `bytes` spell a lowercase `word` in one of the core schema's three casings:
  /// `word`, `Word` or `WORD`.
  static func isSpelling(_ bytes: some ScalarBytes, of word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { lower in
      let isCapitalized = bytes[offset: 0] == lower[0] & 0xDF
      var allLower = bytes[offset: 0] == lower[0]
      var allUpper = isCapitalized
      var restLower = true
      for index in 1..<bytes.count {
        restLower = restLower && bytes[offset: index] == lower[index]
        allUpper = allUpper && bytes[offset: index] == lower[index] & 0xDF
      }
      allLower = allLower && restLower
      return allLower || (isCapitalized && restLower) || allUpper
    }
  }
}
