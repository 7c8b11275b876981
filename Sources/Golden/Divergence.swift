import TraceFormat

/// One place where two traces disagree, or where they differ most.
public struct Divergence: Sendable, Equatable {
  /// The run's strategy; nil for the header (title, source, the list of runs).
  public var run: String?
  /// The time as printed (`0.2167`); nil for parts that have no time, such as a `run:` line.
  public var time: String?
  /// What differs: a sample column (`padding.form`), an event field (`keyboardWillShow.end.y`)
  /// or a part of the header (`scene`, `runs`, `device.width`).
  public var column: String
  /// The expected (golden) value as printed.
  public var expected: String
  /// The actual (replayed) value as printed.
  public var actual: String
  /// `|expected - actual|` when both are numbers.
  public var difference: TraceNumber?
  /// The line in the expected trace, when there is one.
  public var expectedLine: Int?
  /// The line in the actual trace, when there is one.
  public var actualLine: Int?

  /// Creates a divergence.
  public init(
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
