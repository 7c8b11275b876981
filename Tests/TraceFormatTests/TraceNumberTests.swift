import Testing

@testable import TraceFormat

@Suite struct TraceNumberTests {
  @Test(arguments: [
    ("0", 0, 0), ("12.50", 1250, 2), ("-0.004", -4, 3), ("336", 336, 0),
    ("123456789.123456789", 123_456_789_123_456_789, 9),
  ])
  func readsPlainDecimals(_ text: String, _ units: Int64, _ decimals: Int) throws {
    let number = try #require(TraceNumber(text))
    #expect(number.units == units)
    #expect(number.decimals == decimals)
    #expect(number.description == text)
  }

  @Test(arguments: [
    "", "-", "+1", ".5", "5.", "1e3", "1,5", "0x10", " 1", "nan", "inf", "1234567890",
    "0.1234567890",
  ])
  func refusesEverythingElse(_ text: String) {
    #expect(TraceNumber(text) == nil)
  }

  @Test func comparesByValueAtACommonScale() throws {
    let one = try #require(TraceNumber("1.0"))
    #expect(one == TraceNumber(units: 100, decimals: 2))
    #expect(one.hashValue == TraceNumber(units: 1, decimals: 0).hashValue)
    #expect(TraceNumber(units: 99, decimals: 2) < one)
    #expect(TraceNumber(units: -5, decimals: 0) < TraceNumber(units: 0, decimals: 3))
  }

  @Test func distancesAreExact() throws {
    // In Double, 1.01 - 1.00 is 0.010000000000000009, above 0.01.
    let distance = TraceNumber.distance(
      try #require(TraceNumber("1.01")), try #require(TraceNumber("1.00")))
    #expect(distance == TraceNumber(units: 1, decimals: 2))
    #expect(
      TraceNumber.distance(TraceNumber(units: -3, decimals: 1), TraceNumber(units: 4, decimals: 2))
        .description == "0.34")
  }

  @Test func zeroHasNoSign() {
    #expect(TraceNumber(units: 0, decimals: 2).description == "0.00")
    #expect(TraceNumber(units: -1, decimals: 2).description == "-0.01")
    #expect(TraceNumber("-0.00")?.description == "0.00")
  }
}
