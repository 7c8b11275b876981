@_spi(Formatting) import DecimalText
import Testing

/// The local number formatters that `DecimalText` replaced, each copied here as it was and held
/// byte for byte to the call that took its place, over many values, and then to literal texts.
@Suite struct ReplacedFormatterTests {
  /// Whole, fractional, negative, tiny, huge and non-finite lengths, with `-0`, and random ones.
  static let lengths: [Double] = {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.1, 0.25, 12.5, 12.05, 99.999, -3.1, 0.005, -0.005, -0.004,
      1 / 3, 47.33, 320.5, 480.25, 1e-5, 1e-4, -1e-7, 123_456.789, 1e14, 1e15 - 1, 1e15, -1e15,
      1e15 + 0.5, 1e16, 2e16, 0x1p53, 0x1p54, 1e20, 1e23, -1e22, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity,
    ]
    var state: UInt64 = 0x6B62_7265_706C_6179
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for _ in 0..<20_000 {
      let hundredths = Double(Int64(bitPattern: next()) % 200_000_000) / 100
      values += [hundredths, Double(Int64(bitPattern: next()) % 1_000_000) / 1_000]
      values.append(Double(bitPattern: next()))
    }
    return values
  }()

  static let times: [Int64] = {
    var values: [Int64] = [
      0, 1, 10, 100_000, 250_000, 400_150, 999_999, 1_000_000, 1_000_010, 2_500_000,
      3_600_000_000, -1, -250_000, -1_000_000, -2_500_000, .max, .min + 1,
    ]
    for step in stride(from: Int64(0), to: 5_000_000, by: 997) { values += [step, -step] }
    return values
  }()

  // MARK: DevicesCommand.length → DecimalFormat.compact

  /// `DevicesCommand.length` as it was (KBReplayCLI): it rounded the floating-point product
  /// `value * 100`, where `compact` rounds the exact value. The two differ only for a value
  /// within the product's rounding error of a half hundredth, which no device preset nor the
  /// starter scene's numbers (all whole) come near.
  private static func devicesLength(_ value: Double) -> String {
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    let magnitude = Int64(abs(hundredths))
    let sign = hundredths < 0 && magnitude != 0 ? "-" : ""
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 {
      return "\(sign)\(whole)"
    }
    let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
    return "\(sign)\(whole).\(digits.hasSuffix("0") ? String(digits.dropLast()) : digits)"
  }

  @Test func devicesLengthIsCompact() {
    // The old function took finite lengths below 10^15 only (a precondition).
    for value in Self.lengths where value.isFinite && abs(value) < 1e15 {
      // Where rounding the product and the exact value could disagree, they may.
      let product = value * 100
      let nearHalf = abs(product - product.rounded(.down) - 0.5) < 1e-6 * max(1, abs(product))
      if !nearHalf {
        #expect(DecimalFormat.compact(value) == Self.devicesLength(value), "\(value)")
      }
    }
    for device: Double in [
      375.0, 667, 812, 414, 896, 393, 852, 430, 932, 768, 1024, 20, 0, 50, 34, 48, 59, 260,
      336, 346, 313, 55, 44, 336 - 34, 852 - 336, 932 - 346,
    ] {
      #expect(DecimalFormat.compact(device) == Self.devicesLength(device))
    }
  }

  @Test(
    arguments: [
      (375.0, "375"), (0, "0"), (-0.0, "0"), (-0.004, "0"), (0.005, "0.01"), (-0.005, "-0.01"),
      (12.5, "12.5"), (12.05, "12.05"), (99.999, "100"), (-3.1, "-3.1"), (0.125, "0.13"),
      (1 / 3, "0.33"), (200.999, "201"), (44.1, "44.1"), (480.25, "480.25"),
    ] as [(Double, String)])
  func devicesLengths(_ value: Double, _ text: String) {
    #expect(DecimalFormat.compact(value) == text)
  }

  // MARK: SceneDecoder.seconds → DecimalFormat.seconds(microseconds:minimumDecimals: 0)

  /// `SceneDecoder.seconds` as it was (SceneLoading); it trapped on a negative time that was
  /// not whole, which the loader never passed it.
  private static func sceneDecoderSeconds(_ time: Int64) -> String {
    let whole = time / 1_000_000
    var fraction = String(time % 1_000_000)
    guard fraction != "0" else { return String(whole) }
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(whole).\(fraction)"
  }

  @Test func sceneDecoderSecondsAreSecondsWithNoMinimum() {
    for time in Self.times where time >= 0 || time % 1_000_000 == 0 {
      #expect(
        DecimalFormat.seconds(microseconds: time, minimumDecimals: 0)
          == Self.sceneDecoderSeconds(time), "\(time)")
    }
  }

  @Test(
    arguments: [
      (0, "0"), (2_500_000, "2.5"), (1, "0.000001"), (3_000_000, "3"),
      (400_150, "0.40015"), (-1_000_000, "-1"), (-250_000, "-0.25"),
    ] as [(Int64, String)])
  func sceneDecoderSeconds(_ time: Int64, _ text: String) {
    #expect(DecimalFormat.seconds(microseconds: time, minimumDecimals: 0) == text)
  }

  // MARK: SceneText.seconds → DecimalFormat.seconds(microseconds:minimumDecimals: 1)

  /// `SceneText.seconds` as it was (CaptureImport).
  private static func sceneTextSeconds(_ time: Int64) -> String {
    let sign = time < 0 ? "-" : ""
    let magnitude = time.magnitude
    var fraction = String(magnitude % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.count > 1 && fraction.last == "0" { fraction.removeLast() }
    return "\(sign)\(magnitude / 1_000_000).\(fraction)"
  }

  @Test func sceneTextSecondsAreSecondsWithOneDecimalAtLeast() {
    for time in Self.times {
      #expect(
        DecimalFormat.seconds(microseconds: time, minimumDecimals: 1)
          == Self.sceneTextSeconds(time), "\(time)")
    }
  }

  @Test(
    arguments: [
      (0, "0.0"), (100_000, "0.1"), (400_150, "0.40015"), (2_000_000, "2.0"),
      (-250_000, "-0.25"), (-1, "-0.000001"),
    ] as [(Int64, String)])
  func sceneTextSeconds(_ time: Int64, _ text: String) {
    #expect(DecimalFormat.seconds(microseconds: time, minimumDecimals: 1) == text)
  }

  // MARK: SceneText.length and SceneDecoder.format → DecimalFormat.wholeOrRoundTrip

  /// `SceneText.length` (CaptureImport) and `SceneDecoder.format` (SceneLoading) as they were:
  /// the same function twice.
  private static func sceneLength(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  @Test func sceneLengthsAreWholeOrRoundTrip() {
    for value in Self.lengths {
      #expect(DecimalFormat.wholeOrRoundTrip(value) == Self.sceneLength(value), "\(value)")
    }
    #expect(DecimalFormat.wholeOrRoundTrip(-.nan) == Self.sceneLength(-.nan))
  }

  @Test(
    arguments: [
      (393.0, "393"), (-0.0, "0"), (12.5, "12.5"), (0.1, "0.1"), (-3.25, "-3.25"),
      (1e-5, "1e-05"), (1e15, "1000000000000000.0"), (1e17, "1e+17"), (1e15 - 1, "999999999999999"),
      (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ] as [(Double, String)])
  func sceneLengths(_ value: Double, _ text: String) {
    #expect(DecimalFormat.wholeOrRoundTrip(value) == text)
  }

  // MARK: JSONText.number → DecimalFormat.jsonNumber

  /// `JSONText.number` as it was (TraceFormat).
  private static func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value.magnitude < 1e15, value == value.rounded(.towardZero) {
      return String(Int64(value)) + ".0"
    }
    return value.description
  }

  @Test func jsonNumbersAreRoundTrip() {
    for value in Self.lengths {
      #expect(DecimalFormat.jsonNumber(value) == Self.jsonNumber(value), "\(value)")
      if value.isFinite { #expect(Double(DecimalFormat.jsonNumber(value)) == value) }
    }
  }

  @Test(
    arguments: [
      (336.0, "336.0"), (-0.0, "0.0"), (0.1, "0.1"), (-12.5, "-12.5"), (1e-5, "1e-05"),
      (1e15, "1000000000000000.0"), (1e17, "1e+17"), (0.1 + 0.2, "0.30000000000000004"),
      (.nan, "null"), (.infinity, "null"),
      (-.infinity, "null"),
    ] as [(Double, String)])
  func jsonNumbers(_ value: Double, _ text: String) {
    #expect(DecimalFormat.jsonNumber(value) == text)
  }

  // MARK: SVGNumber.append(tenths:to:) → DecimalFormat.compact(scaled:decimals: 1)

  /// `SVGNumber.append(tenths:to:)` as it was (Report).
  private static func svgTenths(_ tenths: Int) -> String {
    var output = tenths < 0 ? "-" : ""
    let magnitude = tenths.magnitude
    output.append(String(magnitude / 10))
    let fraction = magnitude % 10
    if fraction != 0 { output += "." + String(fraction) }
    return output
  }

  @Test func svgCoordinatesAreTenthsWithoutTrailingZeros() {
    // The report clamps its coordinates to 10^8 tenths.
    let tenths = Array(-100_000...100_000) + [-100_000_000, 99_999_999, 100_000_000]
    for value in tenths {
      let text = DecimalFormat.compact(scaled: Int64(value), decimals: 1)
      #expect(text == Self.svgTenths(value), "\(value)")
    }
  }

  @Test(
    arguments: [
      (1234, 1, "123.4"), (20, 1, "2"), (-5, 1, "-0.5"), (0, 1, "0"), (-10, 1, "-1"),
      (12_500, 3, "12.5"), (7, 0, "7"), (-100, 2, "-1"),
    ] as [(Int64, Int, String)])
  func compactScaledNumbers(_ scaled: Int64, _ decimals: Int, _ text: String) {
    #expect(DecimalFormat.compact(scaled: scaled, decimals: decimals) == text)
  }
}
