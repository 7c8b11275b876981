import Testing

@testable import Report

/// Coordinates rounded to tenths and printed without trailing zeros.
@Suite struct SVGNumberTests {
  @Test(arguments: [
    (0.0, "0"), (12.34, "12.3"), (12.35, "12.4"), (-0.04, "0"), (-0.05, "-0.1"), (20, "20"),
    (-7.25, "-7.3"), (1e12, "10000000"), (-Double.infinity, "-10000000"), (Double.nan, "0"),
  ])
  func valuesPrintAsRoundedTenths(value: Double, text: String) {
    #expect(SVGNumber.text(value) == text)
  }

  @Test func tenthsPrintAsDecimals() {
    #expect(SVGNumber.text(tenths: 1234) == "123.4")
    #expect(SVGNumber.text(tenths: -5) == "-0.5")
    #expect(SVGNumber.text(tenths: 20) == "2")
    #expect(SVGNumber.text(tenths: 0) == "0")
  }
}
