import KeyboardAvoidance
import SceneModel

/// The `keyboardAdaptive` modifier: alignment, animation override and margin.
extension SceneDecoder {
  private static let curveNames: [(name: String, curve: AnimationCurve?)] = [
    ("easeInOut", .easeInOut), ("easeIn", .easeIn), ("easeOut", .easeOut), ("linear", .linear),
    ("keyboard", nil), ("none", nil),
  ]

  /// SwiftUI's default animation duration, used when an override names only a curve.
  private static let defaultAnimationDuration: Microseconds = 350_000

  /// Decodes `keyboardAdaptive: true | false | {align, animation, margin}` of a view, if its
  /// mapping has the key.
  ///
  /// - Parameters:
  ///   - fields: The view's mapping.
  ///   - identity: The view's kind and id, when they are valid: a scroll view cannot be an
  ///     adaptive container (docs/scene-format.md#scroll-views).
  ///   - enclosing: The adaptive container the view is already inside, if any.
  /// - Returns: The container settings, or nil when the view is not (validly) adaptive.
  mutating func adaptiveContainer(
    _ fields: Fields, identity: (kind: ViewNode.Kind, id: String)?, enclosing: String?
  ) -> AdaptiveContainer? {
    guard let (key, node) = fields.entry(.keyboardAdaptive) else { return nil }
    return descend(.key(.keyboardAdaptive)) { decoder in
      decoder.adaptiveContainer(key: key, value: node, identity: identity, enclosing: enclosing)
    }
  }

  private mutating func adaptiveContainer(
    key: YAMLNode, value node: YAMLNode, identity: (kind: ViewNode.Kind, id: String)?,
    enclosing: String?
  ) -> AdaptiveContainer? {
    let container: AdaptiveContainer?
    if case .mapping = document.content(of: node) {
      container = adaptiveSettings(node)
    } else if let isAdaptive = bool(node) {
      container = isAdaptive ? AdaptiveContainer() : nil
    } else {
      container = nil
    }
    guard let container else { return nil }
    if let identity, identity.kind == .scrollView {
      report(
        "keyboardAdaptive cannot be on a scroll view; put it on a view inside or around "
          + "'\(identity.id)'", at: key.location)
      return nil
    }
    if let enclosing {
      report(
        "adaptive containers cannot be nested; this view is inside '\(enclosing)'",
        at: node.location)
      return nil
    }
    if let id = identity?.id {
      declaredViews.markAdaptiveContainer(id)
      containerIDs.append(id)
    }
    return container
  }

  private mutating func adaptiveSettings(_ node: YAMLNode) -> AdaptiveContainer? {
    let allowed: SceneKey.Allowed = [.align, .animation, .margin]
    guard let fields = fields(of: node, allowed: allowed, what: "keyboardAdaptive") else {
      return nil
    }
    var container = AdaptiveContainer()
    let count = problemCount
    if let align = field(.align, of: fields, { $0.alignment($1) }) { container.align = align }
    container.animation = field(.animation, of: fields) { $0.animation($1) }
    if let margin = field(.margin, of: fields, { $0.number($1, atLeast: 0) }) {
      container.margin = margin
    }
    return problemCount == count ? container : nil
  }

  mutating func alignment(_ node: YAMLNode) -> AdaptiveContainer.Alignment? {
    guard let name = text(node, expected: "top, center or bottom") else { return nil }
    if let align = AdaptiveContainer.Alignment(rawValue: name) { return align }
    let names = AdaptiveContainer.Alignment.allCases.map(\.rawValue)
    var message = "unknown alignment '\(name)'; "
    message +=
      Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
      ?? "use top, center or bottom"
    report(message, at: node.location)
    return nil
  }

  /// `animation: {curve, duration}`.
  private mutating func animation(_ node: YAMLNode) -> PaddingAnimation? {
    guard let fields = fields(of: node, allowed: [.curve, .duration], what: "animation") else {
      return nil
    }
    let name = field(.curve, of: fields) { $0.curveName($1) } ?? "easeInOut"
    let duration = field(.duration, of: fields) { $0.time($1) }
    let curve = Self.curveNames.first { $0.name == name }?.curve
    guard let curve else {
      if fields.has(.duration) {
        report(
          "duration does not apply to curve '\(name)'",
          at: fields[.duration]?.location ?? node.location)
      }
      return name == "keyboard" ? .followKeyboard : .immediate
    }
    let resolved = duration ?? Self.defaultAnimationDuration
    return resolved == 0 ? .immediate : .curve(curve, duration: resolved)
  }

  private mutating func curveName(_ node: YAMLNode) -> String? {
    guard let name = text(node, expected: "a curve name") else { return nil }
    let names = Self.curveNames.map(\.name)
    guard !names.contains(name) else { return name }
    report(
      "unknown curve '\(name)'; "
        + (Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
          ?? "use " + names.joined(separator: ", ")),
      at: node.location)
    return nil
  }
}
