import Testing

@_spi(Formatting) @testable import DecimalText
@_spi(Formatting) @testable import Replay
@_spi(Formatting) @testable import TraceFormat

/// The trace writer's digits, written into its buffer, against ``DecimalFormat``'s text.
@Suite struct DecimalFormatWritingTests {
  /// The quick ways (rounding the floating-point product, 64-bit integers) must print what the
  /// exact digits do, most of all next to the halves, where the product's own rounding could
  /// tip it over.
  @Test(arguments: [2, 4])
  func quickScalingAgreesWithExactScaling(decimals: Int) {
    var generator = SplitMix64(seed: 0x6B62_7265_706C_6179)
    var values: [Double] = [0, -0.0, 0.005, 1.005, 2.675, 0x1p40 / 100, -0x1p40 / 100]
    for _ in 0..<20_000 {
      let magnitude = Double(generator.next() % 2_000_000) / 1_000
      values.append(generator.next() % 2 == 0 ? magnitude : -magnitude)
      values.append(Double(bitPattern: generator.next() >> 2))
    }
    // Halves of the last printed digit, and their floating-point neighbours.
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    for whole in stride(from: 0, to: 100_000, by: 7) {
      let half = (Double(whole) + 0.5) / scale
      values += [half, half.nextUp, half.nextDown, -half, -half.nextUp, -half.nextDown]
    }
    for value in values {
      var quick = TextBuffer()
      DecimalFormat.append(value, decimals: decimals, to: &quick)
      #expect(quick.text == DecimalFormat.exactly(value, decimals: decimals), "\(value)")
      #expect(DecimalFormat.fixed(value, decimals: decimals) == quick.text, "\(value)")
    }
  }

  /// Lengths at the edges of rounding print alike whichever way they are written: halves,
  /// values that round to zero (never `-0.00`), whole values and those too large for 64 bits.
  @Test(arguments: [
    0.125, -0.125, 1.005, 2.675, 0.005, -0.005, -0.004, -0.0, 0, 9.999, -1e-300, 336, 852,
    -5, 0.999, -0.995, 12.5, 1e15, 1e19, 1e23, -1e22, .greatestFiniteMagnitude, .nan,
    .infinity, -.infinity,
  ])
  func compactAndFixedLengthsAgree(_ value: Double) {
    var compact = TextBuffer()
    DecimalFormat.appendCompact(value, to: &compact)
    #expect(compact.text == DecimalFormat.compact(value))
    var fixed = TextBuffer()
    DecimalFormat.append(value, decimals: 2, to: &fixed)
    #expect(fixed.text == DecimalFormat.fixed(value, decimals: 2))
  }

  @Test func secondsAndFractionsAgree() {
    for microseconds: Int64 in [0, 1, 50, 250_000, 1_000_000, 1_000_010, -250_000, 123_456] {
      var bytes = TextBuffer()
      DecimalFormat.appendSeconds(microseconds: microseconds, to: &bytes)
      #expect(bytes.text == DecimalFormat.seconds(microseconds: microseconds, minimumDecimals: 0))
    }
    for (numerator, denominator): (Int64, Int64) in [(7, 60), (1, 8), (-1, 8), (-1, 1000)] {
      var bytes = TextBuffer()
      DecimalFormat.append(numerator: numerator, denominator: denominator, decimals: 4, to: &bytes)
      #expect(
        bytes.text
          == DecimalFormat.fixed(numerator: numerator, denominator: denominator, decimals: 4))
    }
  }

  @Test func integersPrintWithTheirSign() {
    for (value, text) in [(0, "0"), (7, "7"), (-42, "-42"), (Int64.min, "-9223372036854775808")] {
      var bytes = TextBuffer()
      DecimalFormat.append(integer: value, to: &bytes)
      #expect(bytes.text == text)
    }
  }
}

/// A small deterministic generator (SplitMix64), so that the random cases are the same each run.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
