import Testing

@testable import CaptureImport

/// Times read exactly and rounded half away from zero to microseconds
/// (docs/capture.md#what-the-scene-holds).
@Suite struct LogDecimalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var microseconds: Int64?
    var testDescription: String { text }
  }

  @Test(arguments: [
    Case(text: "12.345678", microseconds: 12_345_678),
    Case(text: "12.3456785", microseconds: 12_345_679),
    Case(text: "12.3456784999", microseconds: 12_345_678),
    Case(text: "-12.3456785", microseconds: -12_345_679),
    Case(text: "0.0000005", microseconds: 1),
    Case(text: "0.00000049", microseconds: 0),
    Case(text: "0.00000005", microseconds: 0),
    Case(text: "-0", microseconds: 0),
    Case(text: "0e999999999", microseconds: 0),
    Case(text: "2.5e2", microseconds: 250_000_000),
    Case(text: "25E-2", microseconds: 250_000),
    Case(text: "1e-7", microseconds: 0),
    Case(text: "5e-7", microseconds: 1),
    Case(text: "007.500", microseconds: 7_500_000),
    Case(text: "1000000000000", microseconds: 1_000_000_000_000_000_000),
    Case(text: "1000000000000.000001", microseconds: nil),
    Case(text: "1e400", microseconds: nil),
  ])
  func secondsRoundToMicroseconds(_ item: Case) throws {
    let decimal = try #require(LogDecimal(Array(item.text.utf8)))
    #expect(decimal.millionths(limit: 1_000_000_000_000_000_000) == item.microseconds)
  }

  @Test(arguments: ["", "-", ".5", "5.", "+1", "1e", "1e+", "inf", "nan", "0x10", "1.2.3", "1 "])
  func notDecimals(_ text: String) {
    #expect(LogDecimal(Array(text.utf8)) == nil)
  }

  @Test func valuesAreTheNearestDoubles() throws {
    #expect(try #require(LogDecimal(Array("289.5".utf8))).value == 289.5)
    #expect(try #require(LogDecimal(Array("0.1".utf8))).value == 0.1)
    #expect(try #require(LogDecimal(Array("-3e2".utf8))).value == -300)
    #expect(try #require(LogDecimal(Array("-0.0".utf8))).value.sign == .minus)
  }
}
