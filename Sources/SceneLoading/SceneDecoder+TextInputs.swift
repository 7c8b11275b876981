import KeyboardAvoidance
import SceneModel

/// The keys only text inputs have: `returnKey` and `toolbar`
/// (docs/scene-format.md#text-inputs-returnkey-and-toolbar), and `scrollsIntoView`
/// (docs/scene-format.md#scroll-views).
extension SceneDecoder {
  /// What a text input's own keys say; nil or 0 where the key is not written.
  struct TextInputSettings {
    /// The authored return-key action; nil for the kind's default.
    var returnKey: ReturnKeyAction?
    /// The toolbar's height; 0 for none.
    var toolbar: Double = 0
    /// Whether the input scrolls into view, as authored; nil for the kind's default.
    var scrollsIntoView: Bool?
  }

  /// An id that `returnKey: {focus: ID}` names and the key path it was read at (a struct rather
  /// than a tuple, whose array type would be made at run time for every decoder).
  struct ReturnKeyTarget {
    var node: YAMLNode
    var path: [PathComponent]
  }

  /// The names `returnKey` takes as plain text; `{focus: ID}` is its mapping form.
  private static let returnKeyNames = ["dismiss", "newline"]

  /// A view's `returnKey`, `toolbar` and `scrollsIntoView`, checked against its kind.
  ///
  /// - Parameters:
  ///   - fields: The view's mapping.
  ///   - identity: The view's kind and id, when they are valid.
  /// - Returns: The authored settings; their defaults when the keys are not written.
  mutating func textInputSettings(
    _ fields: Fields, identity: (kind: ViewNode.Kind, id: String)?
  ) -> TextInputSettings {
    guard fields.has(.returnKey) || fields.has(.toolbar) || fields.has(.scrollsIntoView) else {
      return TextInputSettings()
    }
    if let identity, !identity.kind.isTextInput {
      for key in [SceneKey.returnKey, .toolbar, .scrollsIntoView] {
        guard let entry = fields.entry(key) else { continue }
        report(
          "\(key.name) is only for text inputs (textField, textEditor); "
            + "'\(identity.id)' is a \(identity.kind.rawValue)", at: entry.key.location)
      }
      return TextInputSettings()
    }
    return TextInputSettings(
      returnKey: field(.returnKey, of: fields) { $0.returnKeyAction($1) },
      toolbar: field(.toolbar, of: fields) { $0.number($1, atLeast: 0) } ?? 0,
      scrollsIntoView: field(.scrollsIntoView, of: fields) { $0.bool($1) })
  }

  /// `dismiss`, `newline` or `{focus: ID}`.
  private mutating func returnKeyAction(_ node: YAMLNode) -> ReturnKeyAction? {
    switch document.content(of: node) {
    case .mapping:
      guard let fields = fields(of: node, allowed: [.focus], what: "returnKey") else {
        return nil
      }
      require([.focus], in: fields, what: "returnKey")
      return field(.focus, of: fields) { $0.returnKeyTarget($1) }
    case .scalar(.string):
      if document.isScalar(node, spelling: "dismiss") { return .dismiss }
      if document.isScalar(node, spelling: "newline") { return .newline }
      let name = document.scalarText(of: node) ?? ""
      let hint =
        Suggestion.closest(to: name, among: Self.returnKeyNames).map { "did you mean '\($0)'?" }
        ?? "use dismiss, newline or {focus: ID}"
      report("unknown returnKey '\(name)'; \(hint)", at: node.location)
      return nil
    default:
      reportType(of: node, expected: "dismiss, newline or {focus: ID}")
      return nil
    }
  }

  /// The id in `returnKey: {focus: ID}`, kept to be checked once every view is declared
  /// (``checkReturnKeyTargets()``).
  private mutating func returnKeyTarget(_ node: YAMLNode) -> ReturnKeyAction? {
    guard node.kind == .scalar, let id = document.scalarText(of: node) else {
      reportType(of: node, expected: "a text input's id")
      return nil
    }
    if document.isScalar(node, spelling: "none") {
      report(
        "returnKey's focus needs a text input's id; to resign, write returnKey: dismiss",
        at: node.location)
      return nil
    }
    returnKeyTargets.append(ReturnKeyTarget(node: node, path: pathComponents))
    return .focus(id)
  }

  /// The current key path, outermost step first, to come back to with ``descend(along:_:)``.
  var pathComponents: [PathComponent] {
    (0..<path.count).map { path[$0] }
  }

  /// Runs `body` with `components` added to the key path.
  mutating func descend<T>(along components: [PathComponent], _ body: (inout SceneDecoder) -> T)
    -> T
  {
    for component in components { path.append(component) }
    defer { for _ in components { _ = path.removeLast() } }
    return body(&self)
  }

  /// Checks that every id a `returnKey` names is a declared text input, each problem reported
  /// at the id with its own key path; an unknown id gets a suggestion, as in events.
  mutating func checkReturnKeyTargets() {
    guard !returnKeyTargets.isEmpty else { return }
    let targets = returnKeyTargets
    returnKeyTargets = []
    for target in targets {
      descend(along: target.path) { decoder in
        guard let (id, view) = decoder.knownView(target.node), !view.kind.isTextInput else {
          return
        }
        decoder.report(
          "returnKey's focus needs a text input; '\(id)' is a \(view.kind.rawValue)",
          at: target.node.location)
      }
    }
  }
}
