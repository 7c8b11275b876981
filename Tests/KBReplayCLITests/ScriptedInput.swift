import Foundation
import KBReplayCLI

/// Answers given a line at a time, as a pipe gives them. Before each read it calls `onRead`,
/// so that a test can look at the files at the moment a question is asked.
final class ScriptedInput: LineInput, @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String]
  private let onRead: @Sendable () -> Void

  /// Whether the input is a terminal: never, it is a script.
  let isTerminal = false

  /// An input that gives `lines`, then ends.
  init(_ lines: [String], onRead: @escaping @Sendable () -> Void = {}) {
    self.lines = lines
    self.onRead = onRead
  }

  func readLine() -> String? {
    onRead()
    return lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
  }
}
