/// What pressing the return key does while a text input is focused (its `returnKey`).
public enum ReturnKeyAction: Sendable, Equatable {
  /// Ends editing: the input resigns, as a `focus: none` event does.
  case dismiss
  /// Inserts a line break: nothing the model sees changes.
  case newline
  /// Moves focus to the text input with this id, as a `focus: ID` event does.
  case focus(String)

  /// What the return key does in an input of `kind` that does not say: `dismiss` for a
  /// `textField` (SwiftUI's `TextField` ends editing), `newline` for a `textEditor`.
  ///
  /// - Parameter kind: The input's kind; other kinds have no return key and get `newline`.
  /// - Returns: The default action.
  public static func defaultAction(for kind: ViewNode.Kind) -> ReturnKeyAction {
    kind == .textField ? .dismiss : .newline
  }
}
