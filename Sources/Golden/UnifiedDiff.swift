/// Differing lines of two texts in unified-diff form, limited to the hunks that matter.
package struct UnifiedDiff: Sendable, Equatable {
  /// One line of a hunk.
  package struct Line: Sendable, Equatable {
    /// Whether the line is in both texts, only the expected, or only the actual one.
    package enum Kind: Sendable, Equatable {
      /// In both (shown with a leading space).
      case context
      /// Only in the expected text (`-`).
      case removed
      /// Only in the actual text (`+`).
      case added
    }

    /// Which side the line is from.
    package var kind: Kind
    /// The line's text, without a line end.
    package var text: String

    /// The line as a unified diff prints it: a marker, then the text.
    package var rendered: String {
      switch kind {
      case .context: " " + text
      case .removed: "-" + text
      case .added: "+" + text
      }
    }
  }

  /// A run of changes with its context.
  package struct Hunk: Sendable, Equatable {
    /// The first expected line shown (1-based; the line before when none is shown).
    package var expectedStart: Int
    /// How many expected lines the hunk shows (context and removed).
    package var expectedCount: Int
    /// The first actual line shown (1-based; the line before when none is shown).
    package var actualStart: Int
    /// How many actual lines the hunk shows (context and added).
    package var actualCount: Int
    /// The lines.
    package var lines: [Line]

    /// `@@ -start,count +start,count @@`.
    package var header: String {
      "@@ -\(expectedStart),\(expectedCount) +\(actualStart),\(actualCount) @@"
    }
  }

  /// The hunks kept, in order.
  package var hunks: [Hunk]
  /// How many hunk lines were left out to keep the output short.
  package var omittedLineCount: Int

  /// Creates a diff.
  package init(hunks: [Hunk], omittedLineCount: Int = 0) {
    self.hunks = hunks
    self.omittedLineCount = omittedLineCount
  }

  /// Every hunk's header and lines, in order, without line ends.
  package var renderedLines: [String] {
    hunks.flatMap { [$0.header] + $0.lines.map(\.rendered) }
  }
}
