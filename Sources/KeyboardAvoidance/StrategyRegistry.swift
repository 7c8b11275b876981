/// The strategies scenes may name: the four built-ins, then those a team registers.
public struct StrategyRegistry: Sendable {
  /// Every strategy, built-ins first, then the registered ones in registration order.
  public let strategies: [any AvoidanceStrategy]

  /// The built-ins alone.
  public static let builtIns = StrategyRegistry(checked: BuiltInStrategy.allCases)

  /// The built-ins and `registered`, after checking every registered name.
  ///
  /// - Throws: ``StrategyRegistrationError`` for the first name that does not match
  ///   `[a-z][a-z0-9-]*`, belongs to a built-in, or is registered twice.
  public init(registering registered: [any AvoidanceStrategy]) throws(StrategyRegistrationError) {
    var all: [any AvoidanceStrategy] = BuiltInStrategy.allCases
    for strategy in registered {
      let name = strategy.name
      guard Self.isValidName(name) else { throw .invalidName(name) }
      if let builtIn = BuiltInStrategy(rawValue: name) {
        throw .builtInName(builtIn.name, registeredBy: Self.typeName(strategy))
      }
      if let first = all.first(where: { $0.name == name }) {
        throw .duplicateName(name, first: Self.typeName(first), second: Self.typeName(strategy))
      }
      all.append(strategy)
    }
    strategies = all
  }

  private init(checked strategies: [any AvoidanceStrategy]) {
    self.strategies = strategies
  }

  /// The strategies' names, in order.
  public var names: [String] { strategies.map(\.name) }

  /// The strategy named `name`, if there is one.
  public func strategy(named name: String) -> (any AvoidanceStrategy)? {
    strategies.first { $0.name == name }
  }

  /// Whether `name` matches `[a-z][a-z0-9-]*`.
  public static func isValidName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, isLowercaseLetter(first) else { return false }
    return bytes.dropFirst().allSatisfy {
      isLowercaseLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-")
    }
  }

  private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func typeName(_ strategy: any AvoidanceStrategy) -> String {
    String(describing: type(of: strategy))
  }
}

/// Why a list of strategies cannot be registered.
public enum StrategyRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name does not match `[a-z][a-z0-9-]*`.
  case invalidName(String)
  /// The name is a built-in's; the type that tried to register it.
  case builtInName(String, registeredBy: String)
  /// Two strategies have the name; their types, in registration order.
  case duplicateName(String, first: String, second: String)

  /// The message a runner prints after `kbreplay: error: `.
  public var description: String {
    switch self {
    case .invalidName(let name):
      "strategy name '\(name)' must match [a-z][a-z0-9-]*"
    case .builtInName(let name, let type):
      "strategy name '\(name)' belongs to a built-in strategy (registered by \(type))"
    case .duplicateName(let name, let first, let second):
      "two strategies are named '\(name)' (\(first) and \(second))"
    }
  }
}
