@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// Scalars and small values: numbers, times, booleans, text, frames.
extension SceneDecoder {
  /// Reports that a node has the wrong type, saying what was found.
  mutating func reportType(of node: YAMLNode, expected: String) {
    if case .invalid = document.content(of: node) { return }
    let subject = keyPath.isEmpty ? "the document" : keyPath
    report("\(subject) must be \(expected); found \(describe(node))", at: node.location)
  }

  /// A short description of a node for messages: `a list`, `the string 'abc'`, `null`.
  func describe(_ node: YAMLNode) -> String {
    switch document.content(of: node) {
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    case .invalid: return "an invalid value"
    case .scalar(let value):
      let text = document.scalarText(of: node) ?? ""
      switch value {
      case .null: return "null"
      case .bool(let value): return "\(value)"
      case .integer, .float, .nonFinite, .leadingZeroNumber: return "the number \(text)"
      case .string, .mergeKey: return "the string '\(text)'"
      }
    }
  }

  /// Any scalar's text (a title or an id may be written as a number).
  mutating func text(_ node: YAMLNode, expected: String = "text") -> String? {
    guard let text = document.scalarText(of: node) else {
      reportType(of: node, expected: expected)
      return nil
    }
    return text
  }

  /// A scene title: any non-empty scalar.
  mutating func title(_ node: YAMLNode) -> String? {
    guard let title = text(node, expected: "a title") else { return nil }
    guard !title.isEmpty else {
      report("scene needs a title", at: node.location)
      return nil
    }
    return title
  }

  /// `true` or `false`, in the core schema's spellings.
  mutating func bool(_ node: YAMLNode) -> Bool? {
    if case .scalar(.bool(let value)) = document.content(of: node) {
      return value
    }
    if case .scalar(.string) = document.content(of: node),
      let text = document.scalarText(of: node),
      ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    {
      report(
        "\(keyPath) must be true or false; '\(text)' is a string in YAML 1.2", at: node.location)
      return nil
    }
    reportType(of: node, expected: "true or false")
    return nil
  }

  /// A finite number, optionally bounded below, at most ``SceneLimits/maximumMagnitude`` in
  /// magnitude: lengths beyond it would print with more digits than a trace holds.
  mutating func number(_ node: YAMLNode, atLeast minimum: Double? = nil) -> Double? {
    guard let value = finiteNumber(node, atLeast: minimum) else { return nil }
    let limit = SceneLimits.maximumMagnitude
    guard abs(value) <= limit else {
      let lowest =
        minimum.map(DecimalFormat.wholeOrRoundTrip) ?? "-" + DecimalFormat.wholeOrRoundTrip(limit)
      report(
        "\(keyPath) must be from \(lowest) to \(DecimalFormat.wholeOrRoundTrip(limit)); "
          + "found \(document.scalarText(of: node) ?? "")", at: node.location)
      return nil
    }
    return value
  }

  /// A finite number, optionally bounded below; integers and times check their own range.
  private mutating func finiteNumber(_ node: YAMLNode, atLeast minimum: Double? = nil) -> Double? {
    guard case .scalar(let scalar) = document.content(of: node) else {
      reportType(of: node, expected: "a number")
      return nil
    }
    // Text is made only for messages; numbers are read without it.
    var text: String { document.scalarText(of: node) ?? "" }
    switch scalar {
    case .integer, .float:
      let value = scalar.number ?? 0
      if let minimum, value < minimum {
        report(
          "\(keyPath) must be at least \(DecimalFormat.wholeOrRoundTrip(minimum)); found \(text)",
          at: node.location)
        return nil
      }
      return value
    case .nonFinite:
      report("\(keyPath) must be a finite number; found \(text)", at: node.location)
    case .leadingZeroNumber:
      report(
        "\(keyPath) has a leading zero ('\(text)'), which YAML 1.1 reads as octal; "
          + "write it without the zero, or 0o for octal", at: node.location)
    default:
      reportType(of: node, expected: "a number")
    }
    return nil
  }

  /// A whole number within a range.
  mutating func integer(_ node: YAMLNode, in range: ClosedRange<Int>) -> Int? {
    guard let value = finiteNumber(node) else { return nil }
    guard value == value.rounded(), let whole = Int(exactly: value) else {
      report(
        "\(keyPath) must be a whole number; found \(document.scalarText(of: node) ?? "")",
        at: node.location)
      return nil
    }
    guard range.contains(whole) else {
      report(
        "\(keyPath) must be from \(range.lowerBound) to \(range.upperBound); found \(whole)",
        at: node.location)
      return nil
    }
    return whole
  }

  /// A time or duration in seconds, converted exactly to microseconds.
  mutating func time(_ node: YAMLNode) -> Microseconds? {
    guard finiteNumber(node, atLeast: 0) != nil else { return nil }
    let maximum = Int64(SceneLimits.maximumUntilSeconds)
    do throws(TimeConversionError) {
      if let decimal = document.withScalarBytes(of: node, { DecimalLiteral($0) }) {
        return try decimal.microseconds(maximumSeconds: maximum)
      }
      // Hexadecimal and octal integers count whole seconds.
      guard case .integer(let whole) = node.value, whole <= maximum else { throw .tooLarge }
      return whole * microsecondsPerSecond
    } catch {
      let text = document.scalarText(of: node) ?? ""
      report(timeMessage(error, text: text, maximum: maximum), at: node.location)
      return nil
    }
  }

  private func timeMessage(_ error: TimeConversionError, text: String, maximum: Int64) -> String {
    switch error {
    case .tooManyDecimals:
      "\(keyPath) has more than 6 decimals ('\(text)'); times are kept in whole microseconds"
    case .notWholeMicroseconds:
      "\(keyPath) is not a whole number of microseconds ('\(text)')"
    case .negative: "\(keyPath) must not be negative; found \(text)"
    case .tooLarge: "\(keyPath) must be at most \(maximum) s; found \(text)"
    }
  }

  /// A frame `[x, y, width, height]` with finite values and non-negative size.
  mutating func frame(_ node: YAMLNode) -> Rect? {
    validFrame(node) ?? frameItemByItem(node)
  }

  /// A frame read item by item, each in its step of the key path, so that every bad item is
  /// reported: the plain reading, and the reference that ``validFrame(_:)`` is tested against.
  mutating func frameItemByItem(_ node: YAMLNode) -> Rect? {
    guard case .sequence(let items) = document.content(of: node), items.count == 4 else {
      reportType(of: node, expected: "a list of 4 numbers [x, y, width, height]")
      return nil
    }
    // Every item is read, so that each bad one is reported.
    let x = descend(.index(0)) { $0.number(items[0]) }
    let y = descend(.index(1)) { $0.number(items[1]) }
    let width = descend(.index(2)) { $0.number(items[2], atLeast: 0) }
    let height = descend(.index(3)) { $0.number(items[3], atLeast: 0) }
    guard let x, let y, let width, let height else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The frame, when it has no problem: four numbers (``validNumber(_:)``) and a size that is
  /// not negative; nil for anything else, which ``frameItemByItem(_:)`` reads to report what
  /// is wrong.
  ///
  /// Nearly every frame is valid, and read this way it takes no steps in the key path and makes
  /// no checks that only word a problem. It accepts exactly the frames that the item-by-item
  /// reading accepts without a problem, with the same values (a test compares the two).
  func validFrame(_ node: YAMLNode) -> Rect? {
    guard case .sequence(let items) = document.content(of: node), items.count == 4,
      let x = Self.validNumber(items[0]), let y = Self.validNumber(items[1]),
      let width = Self.validNumber(items[2]), !(width < 0),
      let height = Self.validNumber(items[3]), !(height < 0)
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The value of a node that ``number(_:atLeast:)`` accepts without a minimum: an integer or a
  /// float of at most ``SceneLimits/maximumMagnitude``; nil for any other node.
  static func validNumber(_ node: YAMLNode) -> Double? {
    guard node.kind == .scalar, let value = node.value.number,
      abs(value) <= SceneLimits.maximumMagnitude
    else { return nil }
    return value
  }
}
