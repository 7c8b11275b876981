public import SceneModel

/// One problem found in a scene file.
public struct Diagnostic: Sendable, Equatable {
  /// Where the problem is: libyaml's mark of the offending node, 1-based.
  public var location: SourceLocation
  /// What is wrong, one sentence without a trailing period.
  public var message: String
  /// The key path of the offending node, such as `events[3].keyboard.height`; empty at the root.
  public var keyPath: String

  /// Creates a diagnostic.
  public init(location: SourceLocation, message: String, keyPath: String = "") {
    self.location = location
    self.message = message
    self.keyPath = keyPath
  }
}

/// Why a scene file could not be loaded: every problem found, in source order.
public struct SceneLoadFailure: Error, Sendable, Equatable {
  /// The path of the file, as given to the loader.
  public var path: String
  /// The problems, at most ``SceneLimits/maximumDiagnostics``, sorted by location.
  public var diagnostics: [Diagnostic]
  /// How many further problems were found but not kept.
  public var omittedCount: Int
  /// The file's text, kept to show source lines; empty when it could not be read.
  public var source: [UInt8]

  /// Creates a failure.
  public init(path: String, diagnostics: [Diagnostic], omittedCount: Int = 0, source: [UInt8]) {
    self.path = path
    self.diagnostics = diagnostics
    self.omittedCount = omittedCount
    self.source = source
  }
}
