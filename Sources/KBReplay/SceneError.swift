/// Why a scene could not be loaded or replayed, with the text `kbreplay` prints for it.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// The strategies could not be registered: an invalid name, a built-in's name, or a name
    /// given twice.
    case registration
    /// A relative path with no `Package.swift`, `*.xcodeproj` or `*.xcworkspace` above the
    /// calling file to resolve it against.
    case path
    /// The scene file could not be read, or is not a valid scene.
    case invalidScene
    /// The replay stopped: a strategy returned a padding that is not finite, or the scene
    /// names a strategy that was not registered.
    case replay
  }

  /// What went wrong.
  public var kind: Kind
  /// The text `kbreplay` prints for it: for ``Kind/invalidScene`` each diagnostic as
  /// `path:line:column: error: message` with the source line and a caret, each line ended by a
  /// line feed; for ``Kind/replay`` `PATH: error: MESSAGE`; otherwise the message that follows
  /// `kbreplay: error: `.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: The text `kbreplay` prints for it.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
