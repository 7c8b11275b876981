import Replay

extension TraceEvent.Kind {
  /// The entry as the text trace prints it after the time.
  ///
  /// - Parameter viewIDs: The ids the entry's view indices name: the run's
  ///   ``TraceRun/viewIDs``.
  /// - Returns: `tap 196.50,662.00 -> password`, `focus none`,
  ///   `keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7`.
  public func description(viewIDs: [String]) -> String {
    var text = TextBuffer()
    Trace.appendDescription(of: self, viewIDs: viewIDs, to: &text)
    return text.text
  }
}
