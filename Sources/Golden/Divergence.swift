import TraceFormat

/// One place where two traces disagree, or where they differ most.
package struct Divergence: Sendable, Equatable {
  /// The run's strategy; nil for the header (title, source, the list of runs).
  package var run: String?
  /// The time as printed (`0.2167`); nil for parts that have no time, such as a `run:` line.
  package var time: String?
  /// What differs: a sample column (`padding.form`), an event field (`keyboardWillShow.end.y`)
  /// or a part of the header (`scene`, `runs`, `device.width`).
  package var column: String
  /// The expected (golden) value as printed.
  package var expected: String
  /// The actual (replayed) value as printed.
  package var actual: String
  /// `|expected - actual|` when both are numbers.
  package var difference: TraceNumber?
  /// The line in the expected trace, when there is one.
  package var expectedLine: Int?
  /// The line in the actual trace, when there is one.
  package var actualLine: Int?

  /// Creates a divergence.
  package init(
    run: String?, time: String?, column: String, expected: String, actual: String,
    difference: TraceNumber? = nil, expectedLine: Int? = nil, actualLine: Int? = nil
  ) {
    self.run = run
    self.time = time
    self.column = column
    self.expected = expected
    self.actual = actual
    self.difference = difference
    self.expectedLine = expectedLine
    self.actualLine = actualLine
  }
}
