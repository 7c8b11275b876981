import Testing

@testable import SceneLoading

/// ``NumberScanner`` reads short integers and short decimals on fast paths of its own; these
/// tests compare it with the plain reading (the standard library's `Int64` and `Double`
/// parsers) over many literals.
@Suite struct NumberScannerTests {
  /// What the core schema makes of a decimal literal, read the plain way: the standard
  /// library's parsers, correctly rounded.
  private func plainDecimal(_ text: String) -> ScalarValue? {
    guard let literal = DecimalLiteral(text) else { return nil }
    let digits = text.drop { $0 == "-" || $0 == "+" }.prefix { $0.isASCII && $0.isNumber }
    if digits.count > 1 && digits.first == "0" { return .leadingZeroNumber }
    if literal.isInteger && literal.significantDigits <= 18, let value = Int64(text) {
      return .integer(value)
    }
    guard let value = Double(text) else { return nil }
    return value.isFinite ? .float(value) : .nonFinite
  }

  private func scanned(_ text: String) -> ScalarValue? {
    NumberScanner.resolve(Array(text.utf8))
  }

  /// A deterministic generator, so that a failure can be reproduced.
  private struct SplitMix {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Literals like those scenes hold and their edges: up to 20 digits, a point anywhere, an
  /// exponent of up to three digits, either sign.
  private func literals(count: Int) -> [String] {
    var random = SplitMix(state: 16)
    var literals: [String] = []
    for _ in 0..<count {
      var text = ["", "-", "+"][random.next(below: 3)]
      let digitCount = 1 + random.next(below: 20)
      let point = random.next(below: digitCount + 3)
      for index in 0..<digitCount {
        if index == point && index > 0 { text += "." }
        // Mostly no leading zero, as authors write them; some, for the leading-zero rule.
        let digit =
          index == 0 && random.next(below: 8) > 0
          ? 1 + random.next(below: 9) : random.next(below: 10)
        text += String(digit)
      }
      if random.next(below: 4) == 0 {
        text += ["e", "E", "e-", "e+"][random.next(below: 4)] + String(random.next(below: 340))
      }
      literals.append(text)
    }
    return literals
  }

  @Test func decimalsReadAsThePlainReadingReadsThem() {
    for text in literals(count: 20_000) {
      #expect(scanned(text) == plainDecimal(text), "\(text)")
    }
  }

  @Test(arguments: [
    "0", "7", "343", "999999999999999999", "1000000000000000000", "9223372036854775807",
    "9223372036854775808", "-0", "+12", "0.1", "0.3", "2.5", "1e22", "1e23", "123456789012345.6",
    "1234567890123456.7", "4.35", "1e-7", "1.5e-3", "007", "00.5", "1.7976931348623157e308",
    "1e309", "5e-324", "2e-400",
  ])
  func edgesReadAsThePlainReadingReadsThem(_ text: String) {
    #expect(scanned(text) == plainDecimal(text))
  }
}
