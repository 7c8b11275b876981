import SceneModel

/// One problem found in a scene file.
package struct Diagnostic: Sendable, Equatable {
  /// Where the problem is: libyaml's mark of the offending node, 1-based.
  package var location: SourcePosition
  /// What is wrong, one sentence without a trailing period.
  package var message: String
  /// The key path of the offending node, such as `events[3].keyboard.height`; empty at the root.
  package var keyPath: String

  /// A "did you mean" still to be worked out, appended to the message by
  /// ``resolvingSuggestion()``: only the diagnostics a failure keeps need one, and a hostile
  /// file may name a hundred thousand unknown ids among ten thousand views.
  var pendingSuggestion: PendingSuggestion?

  /// What a suggestion is looked for: the word written and the words it may be a typo of.
  struct PendingSuggestion: Sendable, Equatable {
    var word: String
    var candidates: [String]
  }

  /// Creates a diagnostic.
  package init(location: SourcePosition, message: String, keyPath: String = "") {
    self.location = location
    self.message = message
    self.keyPath = keyPath
  }

  /// The diagnostic with its pending suggestion, if any, looked for and added to the message
  /// as `; did you mean 'X'?`.
  func resolvingSuggestion() -> Diagnostic {
    guard let pending = pendingSuggestion else { return self }
    var resolved = self
    resolved.pendingSuggestion = nil
    if let suggestion = Suggestion.closest(to: pending.word, among: pending.candidates) {
      resolved.message += "; did you mean '\(suggestion)'?"
    }
    return resolved
  }
}

/// Why a scene file could not be loaded: every problem found, in source order.
package struct SceneLoadFailure: Error, Sendable, Equatable {
  /// The path of the file, as given to the loader.
  package var path: String
  /// The problems, at most ``SceneLimits/maximumDiagnostics``, sorted by location.
  package var diagnostics: [Diagnostic]
  /// How many further problems were found but not kept.
  package var omittedCount: Int
  /// The file's text, kept to show source lines; empty when it could not be read.
  package var source: [UInt8]

  /// Creates a failure.
  package init(path: String, diagnostics: [Diagnostic], omittedCount: Int = 0, source: [UInt8]) {
    self.path = path
    self.diagnostics = diagnostics
    self.omittedCount = omittedCount
    self.source = source
  }
}
