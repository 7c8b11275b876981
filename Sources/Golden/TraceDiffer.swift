import TraceFormat

/// Compares two traces within a tolerance.
///
/// Structure must match exactly: the runs and their strategies, the columns, the event log
/// (each event's name and time). Lengths (sample values, tap points, keyboard frames, the
/// device's size) may differ by up to the tolerance; a difference equal to it passes. Other
/// numbers (times, durations, curves, fps) and texts (title, source, ids) must be equal.
/// Sample rows are printed only on change, so each row holds until the next one, and the two
/// traces are compared at every sample time that either prints a row for.
package enum TraceDiffer {
  /// The most diff lines a mismatch keeps.
  package static let standardDiffLineLimit = 40

  /// Compares the expected (golden) trace with the actual (replayed) one.
  ///
  /// - Parameters:
  ///   - expected: The golden.
  ///   - actual: The replayed trace.
  ///   - tolerance: How far apart two lengths may be.
  ///   - diffLineLimit: The most diff lines to keep in a mismatch.
  /// - Returns: ``Verdict/withinTolerance(largestDifference:)`` or ``Verdict/mismatch(_:)``;
  ///   never ``Verdict/identical``, which only comparing bytes can tell.
  /// - Complexity: Linear in the number of lines, apart from aligning event logs that differ.
  package static func compare(
    expected: TraceDocument, actual: TraceDocument, tolerance: Tolerance = .standard,
    diffLineLimit: Int = standardDiffLineLimit
  ) -> Verdict {
    var log = DifferenceLog(expected: expected, actual: actual, tolerance: tolerance)
    log.compareHeader(expected, actual)
    for index in 0..<max(expected.runs.count, actual.runs.count) {
      let expectedRun = expected.runs.indices.contains(index) ? expected.runs[index] : nil
      let actualRun = actual.runs.indices.contains(index) ? actual.runs[index] : nil
      log.compareRun(expectedRun, actualRun)
    }
    guard let first = log.first else {
      return .withinTolerance(largestDifference: log.largest)
    }
    let diff = DiffBuilder.diff(
      log.items, expected: expected, actual: actual, lineLimit: diffLineLimit)
    return .mismatch(
      Mismatch(
        tolerance: tolerance, firstDivergence: first, largestDifference: log.largest,
        differingSampleCount: log.differingSamples, sampleCount: log.sampleCount, diff: diff))
  }

  /// Compares two trace texts: identical bytes first, then parsed and compared.
  ///
  /// - Parameters:
  ///   - expected: The golden's bytes.
  ///   - actual: The replayed trace's bytes.
  ///   - tolerance: How far apart two lengths may be.
  /// - Returns: The verdict.
  /// - Throws: ``TraceFileError`` naming the side that is not a valid trace.
  package static func compare(
    expected: [UInt8], actual: [UInt8], tolerance: Tolerance = .standard
  ) throws(TraceFileError) -> Verdict {
    if expected == actual { return .identical }
    let expectedDocument: TraceDocument
    let actualDocument: TraceDocument
    do {
      expectedDocument = try TraceDocument(parsing: expected)
    } catch {
      throw TraceFileError(side: .expected, error: error)
    }
    do {
      actualDocument = try TraceDocument(parsing: actual)
    } catch {
      throw TraceFileError(side: .actual, error: error)
    }
    return compare(expected: expectedDocument, actual: actualDocument, tolerance: tolerance)
  }
}

/// A trace that could not be read, and which of the two compared it was.
package struct TraceFileError: Error, Sendable, Equatable {
  /// Which of two compared traces.
  package enum Side: Sendable, Equatable {
    /// The golden, or the first file of `kbreplay diff`.
    case expected
    /// The replayed trace, or the second file.
    case actual
  }

  /// Which trace could not be read.
  package var side: Side
  /// Why.
  package var error: TraceParseError
}
