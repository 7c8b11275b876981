import Foundation
import KBReplayCLI

/// A console that keeps what is written, per stream, for tests to compare.
final class RecordingConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var output = ""
  private var error = ""

  /// Everything written to standard output.
  var standardOutput: String { lock.withLock { output } }
  /// Everything written to standard error.
  var standardError: String { lock.withLock { error } }

  func write(_ text: String, to stream: ConsoleStream) {
    lock.withLock {
      switch stream {
      case .standardOutput: output += text
      case .standardError: error += text
      }
    }
  }
}
