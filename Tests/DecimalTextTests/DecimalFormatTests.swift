import Testing

@_spi(Formatting) @testable import DecimalText

@Suite struct DecimalFormatTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var value: Double
    var decimals: Int
    var text: String
    var testDescription: String { "\(value) to \(decimals)" }
  }

  @Test(arguments: [
    // 0.125 is exact in binary: a true half, rounded away from zero.
    Case(value: 0.125, decimals: 2, text: "0.13"),
    Case(value: -0.125, decimals: 2, text: "-0.13"),
    Case(value: 2.5, decimals: 0, text: "3"),
    Case(value: -2.5, decimals: 0, text: "-3"),
    Case(value: 0.5, decimals: 0, text: "1"),
    // 1.005 is stored as 1.00499999999999989..., below the half.
    Case(value: 1.005, decimals: 2, text: "1.00"),
    // 2.675 is stored as 2.67499999999999982...
    Case(value: 2.675, decimals: 2, text: "2.67"),
    // 0.005 is stored as 0.00500000000000000010..., above the half.
    Case(value: 0.005, decimals: 2, text: "0.01"),
    Case(value: 9.999, decimals: 2, text: "10.00"),
    Case(value: 43.576013399963514, decimals: 2, text: "43.58"),
    Case(value: 336, decimals: 2, text: "336.00"),
    // Never "-0.00".
    Case(value: -0.004, decimals: 2, text: "0.00"),
    Case(value: -0.0, decimals: 2, text: "0.00"),
    Case(value: -1e-300, decimals: 4, text: "0.0000"),
    Case(value: -0.005, decimals: 2, text: "-0.01"),
    Case(value: .leastNonzeroMagnitude, decimals: 2, text: "0.00"),
    // 1234567.891 is stored as 1234567.89100000006146...; too wide for 64-bit arithmetic at
    // 4 decimals, so the big-number path does it.
    Case(value: 1_234_567.891, decimals: 4, text: "1234567.8910"),
    Case(value: 4_503_599_627_370_497, decimals: 2, text: "4503599627370497.00"),
    Case(value: 1e20, decimals: 2, text: "100000000000000000000.00"),
    // 1e23 is stored as 99999999999999991611392 exactly.
    Case(value: 1e23, decimals: 2, text: "99999999999999991611392.00"),
    Case(value: -1e22, decimals: 2, text: "-10000000000000000000000.00"),
    Case(value: 18_446_744_073_709_551_616, decimals: 2, text: "18446744073709551616.00"),
    Case(value: .nan, decimals: 2, text: "nan"),
    Case(value: -.infinity, decimals: 2, text: "-inf"),
  ])
  func fixedPointRoundsHalfAwayFromZeroFromTheExactValue(_ item: Case) {
    #expect(DecimalFormat.fixed(item.value, decimals: item.decimals) == item.text)
  }

  @Test func largestDoublePrintsAllItsDigits() {
    let text = DecimalFormat.fixed(.greatestFiniteMagnitude, decimals: 2)
    // (2 - 2^-52) * 2^1023 has 309 integer digits.
    #expect(text.hasPrefix("179769313486231570814527423731704356798070567525844996598917"))
    #expect(text.hasSuffix("026184124858368.00"))
    #expect(text.count == 309 + 3)
  }

  @Test func fractionsRoundExactly() {
    // 7/60 = 0.116666...
    #expect(DecimalFormat.fixed(numerator: 7, denominator: 60, decimals: 4) == "0.1167")
    #expect(DecimalFormat.fixed(numerator: 1, denominator: 8, decimals: 2) == "0.13")
    #expect(DecimalFormat.fixed(numerator: -1, denominator: 8, decimals: 2) == "-0.13")
    #expect(DecimalFormat.fixed(numerator: -1, denominator: 1000, decimals: 2) == "0.00")
    // 50 us is exactly half of the fourth decimal; 49 us is below it.
    #expect(DecimalFormat.fixed(numerator: 50, denominator: 1_000_000, decimals: 4) == "0.0001")
    #expect(DecimalFormat.fixed(numerator: 49, denominator: 1_000_000, decimals: 4) == "0.0000")
    #expect(DecimalFormat.fixed(numerator: 864_000, denominator: 240, decimals: 4) == "3600.0000")
  }

  @Test func secondsAndCompactLengthsDropTrailingZeros() {
    #expect(DecimalFormat.seconds(microseconds: 250_000, minimumDecimals: 0) == "0.25")
    #expect(DecimalFormat.seconds(microseconds: 1_000_000, minimumDecimals: 0) == "1")
    #expect(DecimalFormat.seconds(microseconds: 0, minimumDecimals: 0) == "0")
    #expect(DecimalFormat.seconds(microseconds: -250_000, minimumDecimals: 0) == "-0.25")
    #expect(DecimalFormat.seconds(microseconds: 1_000_010, minimumDecimals: 0) == "1.00001")
    #expect(DecimalFormat.seconds(microseconds: 123_456) == "0.123456")
    #expect(DecimalFormat.seconds(microseconds: 100_000) == "0.1000")
    #expect(DecimalFormat.compact(393) == "393")
    #expect(DecimalFormat.compact(12.5) == "12.5")
    #expect(DecimalFormat.compact(0.125) == "0.13")
    #expect(DecimalFormat.compact(-0.001) == "0")
  }

  /// Whole values take a shortcut past the fixed-point code; it must print what that code would.
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-5, "-5"), (852, "852"), (1e15, "1000000000000000"),
    (-9_007_199_254_740_992, "-9007199254740992"), (1e19, "10000000000000000000"),
    (0.999, "1"), (-0.995, "-0.99"),
  ])
  func compactWholeValuesPrintWithoutAPoint(_ value: Double, _ text: String) {
    #expect(DecimalFormat.compact(value) == text)
  }
}
