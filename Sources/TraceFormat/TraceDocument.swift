/// A text trace (format 1) read back: what a golden file holds, with the line of every part.
///
/// ``init(parsing:)`` is strict: anything the trace writer would not have written, apart from
/// the width of the spaces between fields and the number of decimals in a number, is an error
/// naming its line. That is what lets a golden be edited by hand (`261.004`) yet not be
/// silently misread.
public struct TraceDocument: Sendable, Equatable {
  /// One strategy's block: its `run:` line, event log and sample rows.
  public struct Run: Sendable, Equatable {
    /// The line of `run:`.
    public var line: Int
    /// The strategy's name.
    public var strategy: String
    /// The rest of the `run:` line: `device`, `device.width`, `device.height`,
    /// `device.safe.top`, `device.safe.bottom`, `device.keyboard` and `fps`.
    public var fields: [Field]
    /// Samples per second, also the last of ``fields``.
    public var fps: Int
    /// The event log, in order.
    public var events: [Event]
    /// The line of `samples:`.
    public var columnsLine: Int
    /// The column names: `t`, `keyboard`, `padding.ID`..., `safeArea.ID`..., `focus`,
    /// `covered`.
    public var columns: [String]
    /// The sample rows, in order of time; each holds until the next.
    public var rows: [Row]
  }

  /// One entry of an event log.
  public struct Event: Sendable, Equatable {
    /// The line it is on.
    public var line: Int
    /// When it happened, in seconds as printed.
    public var time: TraceNumber
    /// What happened: a name (`tap`, `focus`, `return`, `drag`, `release`, a notification's)
    /// and its fields.
    public var name: String
    /// The fields in printed order, each a number or a text.
    public var fields: [Field]
  }

  /// A labelled value of an event, such as a tap's `x` or a notification's `end.y`.
  public struct Field: Sendable, Equatable {
    /// The field's name within its event.
    public var label: String
    /// The value.
    public var value: Cell
    /// Whether the value is a length in points, compared within the tolerance; other numbers
    /// (durations, curves) are compared exactly.
    public var isLength: Bool
  }

  /// One sample row: a time and a cell per column after `t`.
  public struct Row: Sendable, Equatable {
    /// The line it is on.
    public var line: Int
    /// The sample's index `k` (its time is `k / fps`).
    public var sample: Int
    /// The time as printed.
    public var time: TraceNumber
    /// The cells after `t`, one per column: numbers, and the focus as text.
    public var cells: [Cell]
  }

  /// A printed value: a number or a word.
  public enum Cell: Sendable, Hashable, CustomStringConvertible {
    /// A number, such as a length.
    case number(TraceNumber)
    /// A word, such as an id or `none`.
    case text(String)

    /// The value as printed.
    public var description: String {
      switch self {
      case .number(let number): number.description
      case .text(let text): text
      }
    }
  }

  /// The scene's title, as printed (escapes kept).
  public var title: String
  /// The scene's file name, as printed.
  public var source: String
  /// The runs, in the scene's strategy order.
  public var runs: [Run]
  /// Every line of the text, without line ends, for showing differences.
  public var lines: [String]

  /// The text of line `number` (1-based), or an empty string past the end.
  public func text(ofLine number: Int) -> String {
    lines.indices.contains(number - 1) ? lines[number - 1] : ""
  }
}
