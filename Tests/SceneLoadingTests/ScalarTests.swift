import SceneModel
import Testing

@testable import SceneLoading

/// YAML 1.2 core-schema scalars and exact times.
@Suite struct ScalarTests {
  private func resolve(_ text: String) -> ScalarValue {
    ScalarValue.resolve(plain: Array(text.utf8))
  }

  @Test(arguments: [
    ("true", ScalarValue.bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)),
    ("yes", .string), ("on", .string), ("~", .null), ("", .null), ("null", .null),
    ("42", .integer(42)), ("-7", .integer(-7)), ("+3", .integer(3)), ("0", .integer(0)),
    ("0x1F", .integer(31)), ("0o17", .integer(15)), ("0755", .leadingZeroNumber),
    ("12:30", .string), ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("2.", .float(2)),
    ("1e3", .float(1000)), ("2.5E-1", .float(0.25)), (".inf", .nonFinite), ("-.Inf", .nonFinite),
    (".nan", .nonFinite), ("1e999", .nonFinite), ("1e", .string), (".", .string),
    ("0b101", .string), ("1_000", .string), ("-.nan", .string), (".NaN", .nonFinite),
    (".Nan", .string), ("tRUE", .string),
    ("NULL", .null), ("nULL", .string), ("False", .bool(false)), ("FaLSE", .string),
    ("<<", .mergeKey),
    ("0.1", .float(0.1)), ("123456.789", .float(123456.789)), ("-0.000001", .float(-0.000001)),
    ("12345678901234567890", .float(1.234_567_890_123_456_7e19)), ("1e-300", .float(1e-300)),
    ("0xFFFFFFFFFFFFFFFFF", .float(2.951_479_051_793_528_3e20)), ("nullish", .string),
  ])
  func plainScalarsResolveByTheCoreSchema(text: String, expected: ScalarValue) {
    #expect(resolve(text) == expected)
  }

  /// The tree builder looks a mapping key up before resolving it, which is right only if every
  /// key the format knows is text when written plain.
  @Test func everyKeyOfTheFormatIsPlainText() {
    for key in SceneKey.allCases {
      #expect(resolve(key.name) == .string, "\(key.name)")
    }
  }

  @Test(arguments: [
    ("0.1", Int64(100_000)), ("2", 2_000_000), ("0.000001", 1), ("1.5e-3", 1_500),
    ("100e-8", 1), ("2.5E+1", 25_000_000), ("0e-9", 0), ("3600", 3_600_000_000),
    ("1.000000", 1_000_000), ("1000000000000000000000e-18", 1_000_000_000),
  ])
  func timesConvertExactlyToMicroseconds(text: String, microseconds: Int64) throws {
    let decimal = try #require(DecimalLiteral(text))
    #expect(try decimal.microseconds(maximumSeconds: 3_600) == microseconds)
  }

  @Test(arguments: [
    ("0.1000000", TimeConversionError.tooManyDecimals), ("1e-7", .notWholeMicroseconds),
    ("1.0000005e0", .notWholeMicroseconds), ("3600.000001", .tooLarge), ("1e30", .tooLarge),
    ("99999999999999999999", .tooLarge), ("1.0000000000000000000001e3", .notWholeMicroseconds),
  ])
  func impreciseOrHugeTimesAreRefused(text: String, error: TimeConversionError) throws {
    let decimal = try #require(DecimalLiteral(text))
    #expect(throws: error) { try decimal.microseconds(maximumSeconds: 3_600) }
  }
}
