@_spi(Formatting) import DecimalText
import SceneModel

/// The value of a numeric check: a number, or a range `{min: a}`, `{max: b}`, `{min: a, max: b}`.
extension SceneDecoder {
  private static let rangeKeys: SceneKey.Allowed = [.min, .max]

  /// A number, or a range when `node` is a mapping; anything else is reported as a number is.
  mutating func expectedNumber(_ node: YAMLNode) -> ExpectedNumber? {
    guard case .mapping = document.content(of: node) else {
      return number(node).map { .exactly($0) }
    }
    return range(node)
  }

  /// Whether a mapping given to `padding` (or `safeArea`, `offset`, `contentInset`) is a range
  /// rather than a value per view: it has at least one key, every key is `min` or `max` and none
  /// is one of `ids`, the ids of the views of that kind, and there is exactly one such view. Every
  /// mapping that was read per container before ranges existed is still read so, with the same
  /// meaning or the same diagnostics.
  func isRange(_ entries: YAMLDocument.Entries, ids: [String]) -> Bool {
    guard ids.count == 1, !entries.isEmpty else { return false }
    return entries.allSatisfy { entry in
      guard let key = entry.key.key, key == .min || key == .max else { return false }
      return !ids.contains(key.name)
    }
  }

  /// `{min: a}`, `{max: b}` or `{min: a, max: b}`, with numbers as ``number(_:atLeast:)`` reads
  /// them and `a <= b`; nil after reporting anything else.
  private mutating func range(_ node: YAMLNode) -> ExpectedNumber? {
    let count = problemCount
    guard let fields = fields(of: node, allowed: Self.rangeKeys, what: "a range") else {
      return nil
    }
    guard fields.has(.min) || fields.has(.max) else {
      // A mapping with only unknown keys has had each reported.
      if problemCount == count {
        report("\(keyPath) must have min, max or both; found an empty mapping", at: node.location)
      }
      return nil
    }
    let minimum = field(.min, of: fields) { $0.number($1) }
    let maximum = field(.max, of: fields) { $0.number($1) }
    guard problemCount == count else { return nil }
    switch (minimum, maximum) {
    case (let minimum?, let maximum?):
      if maximum < minimum, let maximumNode = fields[.max] {
        descend(.key(.max)) { decoder in
          let text = decoder.document.scalarText(of: maximumNode) ?? ""
          decoder.report(
            "\(decoder.keyPath) must be at least min (\(DecimalFormat.wholeOrRoundTrip(minimum))); found \(text)",
            at: maximumNode.location)
        }
        return nil
      }
      return .between(min: minimum, max: maximum)
    case (let minimum?, nil): return .atLeast(minimum)
    case (nil, let maximum?): return .atMost(maximum)
    case (nil, nil): return nil
    }
  }
}
