extension DecimalFormat {
  /// `value` in fixed point with the fewest digits after the point that read back as the same
  /// `Double` (`-1`, `-0.5`, `1000000000`, `-0.000000000001`), as messages that echo a caller's
  /// number print it; `nan`, `inf` or `-inf` when it is not finite.
  ///
  /// - Parameter value: The number to print.
  /// - Returns: The text, rounded as ``DecimalFormat/fixed(_:decimals:)`` rounds.
  /// - Complexity: One formatting per number of decimals tried; a `Double`'s exact value has at
  ///   most 1074 digits after the point, so the search ends there at the latest.
  public static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return spelling(ofNonFinite: value) }
    var decimals = 0
    while true {
      let text = fixed(value, decimals: decimals)
      if Double(text) == value || decimals >= 1074 { return text }
      decimals += 1
    }
  }
}
