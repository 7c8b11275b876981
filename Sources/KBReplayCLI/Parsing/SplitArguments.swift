/// The command line cut into options, values and the `--` terminator, before any command's
/// options are known, in the manner of swift-argument-parser's `SplitArguments`.
///
/// Whether a value belongs to the option before it is decided later, by the command's
/// interface; splitting only classifies each argument by its spelling.
struct SplitArguments: Equatable {
  /// What one argument is, judged by its spelling alone.
  enum Element: Equatable {
    /// `--name`, `--name=value` or `-h`; `attachedValue` is the text after the first `=`.
    case option(name: String, attachedValue: String?)
    /// Anything else, and everything after `--`.
    case value(String)
    /// The first `--`: every later argument is a value, even when it starts with a dash.
    case terminator
  }

  /// One argument and where it stood.
  struct Argument: Equatable {
    /// The argument's classification.
    var element: Element
    /// Its position on the command line, counting from 1 after the program name.
    var position: Int
  }

  /// The arguments, in command-line order.
  var arguments: [Argument]

  /// Splits `arguments` (without the program name).
  init(_ arguments: [String]) {
    var split: [Argument] = []
    var isAfterTerminator = false
    for (index, text) in arguments.enumerated() {
      let element: Element
      if isAfterTerminator {
        element = .value(text)
      } else if text == "--" {
        element = .terminator
        isAfterTerminator = true
      } else {
        element = Self.classify(text)
      }
      split.append(Argument(element: element, position: index + 1))
    }
    self.arguments = split
  }

  /// Whether `--help` or `-h` appears as an option (before any `--`).
  var requestsHelp: Bool {
    arguments.contains { argument in
      guard case .option(let name, nil) = argument.element else { return false }
      return OptionDefinition.help.matches(name)
    }
  }

  /// Classifies one argument that comes before the terminator.
  ///
  /// A lone `-` and dash-prefixed numbers such as `-1` or `-.5` are values, so that a future
  /// option can take a negative number.
  private static func classify(_ text: String) -> Element {
    if text.hasPrefix("--") {
      let body = text.dropFirst(2)
      if let equals = body.firstIndex(of: "="), equals != body.startIndex {
        let value = String(body[body.index(after: equals)...])
        return .option(name: String(text[..<equals]), attachedValue: value)
      }
      return .option(name: text, attachedValue: nil)
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 2, scalars[0] == "-" else { return .value(text) }
    if scalars[1] == "." || ("0"..."9").contains(scalars[1]) {
      return .value(text)
    }
    return .option(name: text, attachedValue: nil)
  }
}
