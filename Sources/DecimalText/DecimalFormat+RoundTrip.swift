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

  /// A whole number below 10^15 as its digits alone (`393`; `0` for `-0.0`), any other value as
  /// ``roundTrip(_:)`` writes it (`12.5`, `1e+15`, `nan`): how an imported scene writes a length
  /// and how the scene loader's messages echo a limit, as a user would write the number.
  public static func wholeOrRoundTrip(_ value: Double) -> String {
    if value.magnitude < 1e15, value == value.rounded(.towardZero) { return String(Int64(value)) }
    return roundTrip(value)
  }
}
