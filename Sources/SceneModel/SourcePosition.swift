/// A 1-based position in a scene file; columns count Unicode scalars.
public struct SourcePosition: Sendable, Equatable, Hashable, Comparable, BitwiseCopyable {
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations as they appear in the file.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
