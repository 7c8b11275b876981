/// How `kbreplay run` prints a trace.
public enum TraceFormat: String, Sendable, Equatable, CaseIterable {
  /// The versioned, line-oriented text that golden files hold (the default).
  case text
  /// JSON with every sample.
  case json
}
