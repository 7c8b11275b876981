/// How a run of the tool ended: the process exit status that scripts and CI read.
public enum ExitCode: Int32, Sendable, Equatable {
  /// Everything asked for was done, and every scene passed or was valid.
  case success = 0
  /// Some scene failed: a golden mismatch, a failed expectation or a missing golden.
  case failure = 1
  /// Invalid usage, an invalid scene or an input/output error.
  case invalidInput = 2
}
