/// Renders comparison results as the lines `test` and `diff` print.
package enum MismatchReport {
  /// The lines describing a mismatch: first and largest difference, the count of differing
  /// samples, then the unified diff.
  ///
  /// - Parameters:
  ///   - mismatch: The comparison's result.
  ///   - expectedName: The expected side's name for the diff's `---` line.
  ///   - actualName: The actual side's name for the `+++` line.
  /// - Returns: The lines, without line ends or indentation.
  package static func lines(_ mismatch: Mismatch, expectedName: String, actualName: String)
    -> [String]
  {
    var lines = ["first difference: " + describe(mismatch.firstDivergence)]
    if let largest = mismatch.largestDifference, let difference = largest.difference {
      lines.append("largest difference: \(difference) " + place(of: largest))
    }
    lines.append("samples differing: \(mismatch.differingSampleCount) of \(mismatch.sampleCount)")
    lines += ["--- \(expectedName)", "+++ \(actualName)"] + mismatch.diff.renderedLines
    let omitted = mismatch.diff.omittedLineCount
    if omitted > 0 {
      lines.append("(\(omitted) more diff \(omitted == 1 ? "line" : "lines") not shown)")
    }
    return lines
  }

  /// A divergence in one line: `at 0.2667 in padding.form (run classic): expected 266.00,
  /// actual 261.00, difference 5.00`.
  package static func describe(_ divergence: Divergence) -> String {
    var text = place(of: divergence)
    text += ": expected \(divergence.expected), actual \(divergence.actual)"
    if let difference = divergence.difference {
      text += ", difference \(difference)"
    }
    return text
  }

  /// Where a divergence is: `at TIME in COLUMN (run STRATEGY)`, the parts it has.
  package static func place(of divergence: Divergence) -> String {
    var parts: [String] = []
    if let time = divergence.time { parts.append("at \(time)") }
    parts.append("in \(divergence.column)")
    if let run = divergence.run { parts.append("(run \(run))") }
    return parts.joined(separator: " ")
  }
}
