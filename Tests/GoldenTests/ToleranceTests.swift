import Testing
import TraceFormat

@testable import Golden

@Suite struct ToleranceTests {
  @Test func aDifferenceEqualToTheToleranceIsAccepted() {
    // In Double, 1.01 - 1.00 is 0.010000000000000009, above 0.01.
    #expect(
      Tolerance.standard.accepts(
        TraceNumber(units: 101, decimals: 2), TraceNumber(units: 1, decimals: 0)))
    #expect(
      !Tolerance.standard.accepts(
        TraceNumber(units: 1011, decimals: 3), TraceNumber(units: 1, decimals: 0)))
  }

  @Test(arguments: [("0.01", "0.01"), ("0", "0"), ("2.5", "2.5"), ("0.004", "0.004")])
  func tolerancesReadPlainNonNegativeDecimals(_ text: String, _ printed: String) {
    #expect(Tolerance(text)?.description == printed)
  }

  @Test(arguments: ["-0.01", "-0", "abc", "", "1e-2", "0.0000000001"])
  func tolerancesRefuseOtherText(_ text: String) {
    #expect(Tolerance(text) == nil)
  }
}
