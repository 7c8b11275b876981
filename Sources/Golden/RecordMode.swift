/// When a test run writes golden files.
public enum RecordMode: String, Sendable, Equatable, CaseIterable {
  /// Write nothing: a missing or differing golden fails (what CI does).
  case never
  /// Record missing goldens (reported NEW, passing) and write `X.golden.new` beside a
  /// differing one (which fails) for review.
  case missing
  /// Also overwrite differing goldens (reported UPDATED, passing).
  case failed
  /// Rewrite every golden whose bytes differ from the new trace, even within the tolerance.
  case all
}

/// The record mode as asked for: a mode, or `auto`, which depends on where the run happens.
package enum RecordSetting: Sendable, Equatable, RawRepresentable, CaseIterable {
  /// `missing` on a developer's machine, `never` on CI.
  case auto
  /// This mode, wherever the run happens.
  case mode(RecordMode)

  /// Every setting, `auto` first, in the order help lists them.
  package static let allCases: [RecordSetting] = [.auto] + RecordMode.allCases.map(Self.mode)

  /// The names accepted, in the order help lists them.
  package static let names = allCases.map(\.rawValue)

  /// The environment variable that sets the mode when `--record` is not given.
  package static let environmentVariable = "KBREPLAY_RECORD"

  /// Reads `auto`, `never`, `missing`, `failed` or `all` (exactly, lowercase).
  ///
  /// Fails for any other text.
  ///
  /// - Parameter rawValue: The value of `--record` or of `KBREPLAY_RECORD`.
  package init?(rawValue: String) {
    if rawValue == "auto" {
      self = .auto
    } else if let mode = RecordMode(rawValue: rawValue) {
      self = .mode(mode)
    } else {
      return nil
    }
  }

  /// The setting's name: `auto` or the mode's.
  package var rawValue: String {
    switch self {
    case .auto: "auto"
    case .mode(let mode): mode.rawValue
    }
  }

  /// The mode to use: the explicit one, or for `auto` `never` on CI and `missing` elsewhere.
  ///
  /// - Parameter isContinuousIntegration: Whether the run happens on CI.
  /// - Returns: The mode.
  package func resolved(isContinuousIntegration: Bool) -> RecordMode {
    switch self {
    case .auto: isContinuousIntegration ? .never : .missing
    case .mode(let mode): mode
    }
  }

  /// The record mode for a run, decided once at its start.
  ///
  /// `--record` beats `KBREPLAY_RECORD`; an empty variable counts as unset; without either the
  /// setting is `auto`. CI is detected with ``isContinuousIntegration(_:)``.
  ///
  /// - Parameters:
  ///   - option: The value of `--record`, already read, if it was given.
  ///   - environment: The process environment.
  /// - Returns: The mode, or the variable's value when it is not a setting.
  package static func resolve(option: RecordSetting?, environment: [String: String]) -> Result<
    RecordMode, InvalidRecordSetting
  > {
    var setting = option ?? .auto
    if option == nil, let text = environment[environmentVariable], !text.isEmpty {
      guard let fromEnvironment = RecordSetting(rawValue: text) else {
        return .failure(InvalidRecordSetting(value: text))
      }
      setting = fromEnvironment
    }
    return .success(setting.resolved(isContinuousIntegration: isContinuousIntegration(environment)))
  }

  /// Whether the environment says the run happens on CI: `CI` is set to anything but empty,
  /// `0` or `false` (in any case), as most CI services set it to `true` or `1`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: True on CI.
  package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }
}

/// A `KBREPLAY_RECORD` value that names no record setting.
package struct InvalidRecordSetting: Error, Sendable, Equatable {
  /// The value found.
  package var value: String

  /// Creates the error for a value.
  package init(value: String) {
    self.value = value
  }
}
