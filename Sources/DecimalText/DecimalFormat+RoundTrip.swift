extension DecimalFormat {
  /// `value` as the shortest decimal that reads back as the same `Double`, the way Swift's
  /// `description` writes it (`12.5`, `0.1`, `1e-05`, `1e+16`, `nan`, `inf`), except that a
  /// whole number below 10^15 is its digits and `.0` (`393.0`) and zero is `0.0`, never `-0.0`.
  public static func roundTrip(_ value: Double) -> String {
    // Whole numbers of moderate size are common (frames, settled values) and quick to write.
    if value.magnitude < 1e15, value == value.rounded(.towardZero) {
      return String(Int64(value)) + ".0"
    }
    return value.description
  }

  /// A number in JSON: ``roundTrip(_:)``'s text at full precision, and `null` for a value that
  /// is not finite, which JSON cannot hold.
  public static func jsonNumber(_ value: Double) -> String {
    value.isFinite ? roundTrip(value) : "null"
  }

  /// A whole number below 10^15 as its digits alone (`393`; `0` for `-0.0`), any other finite
  /// value as ``roundTrip(_:)`` writes it (`12.5`, `1000000000000000.0`, `1e+17`): how an
  /// imported scene writes a length and how the scene loader's messages echo a limit, as a user
  /// would write the number. A value that is not finite is `inf`, `-inf`, or a NaN with its sign
  /// and payload (`nan`, `-nan(0x1)`), as Swift's text output stream writes it.
  public static func wholeOrRoundTrip(_ value: Double) -> String {
    if value.magnitude < 1e15, value == value.rounded(.towardZero) { return String(Int64(value)) }
    // The stream's text, which is `description` for every finite value.
    return "\(value)"
  }
}
