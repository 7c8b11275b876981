@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// Scroll views (docs/scene-format.md#scroll-views): the `scrollView` kind, its own keys, and
/// the `offset` and `contentInset` checks.
extension SceneDecoder {
  /// The words `keyboardDismissMode` takes, in the order messages list them.
  private static let dismissModeNames = ScrollSettings.DismissMode.allCases.map(\.rawValue)

  /// Registers a scroll view's id for the `offset` and `contentInset` checks, reporting it at
  /// `node`, its id, when it is inside another scroll view.
  mutating func declareScrollView(_ id: String, at node: YAMLNode) {
    if let outer = enclosingScrollView {
      report(
        "scroll views cannot be nested; this scroll view is inside '\(outer)'", at: node.location)
    }
    scrollViewIDs.append(id)
  }

  /// A view's `contentHeight` and `keyboardDismissMode`, checked against its kind.
  ///
  /// - Parameters:
  ///   - fields: The view's mapping.
  ///   - identity: The view's kind and id, when they are valid.
  ///   - frame: The view's frame, when it is valid: the content is at least as high as it.
  /// - Returns: The settings of a scroll view (with the defaults of keys not written); nil for
  ///   every other kind.
  mutating func scrollSettings(
    _ fields: Fields, identity: (kind: ViewNode.Kind, id: String)?, frame: Rect?
  ) -> ScrollSettings? {
    guard let identity, identity.kind == .scrollView else {
      if fields.has(.contentHeight) || fields.has(.keyboardDismissMode), let identity {
        reportScrollViewKeys(fields, on: identity)
      }
      return nil
    }
    var settings = ScrollSettings()
    settings.contentHeight = field(.contentHeight, of: fields) { decoder, value in
      decoder.contentHeight(value, viewport: frame)
    }
    if let mode = field(.keyboardDismissMode, of: fields, { $0.dismissMode($1) }) {
      settings.dismissMode = mode
    }
    return settings
  }

  /// Reports each scroll-view key of a view of another kind, at the key.
  private mutating func reportScrollViewKeys(
    _ fields: Fields, on identity: (kind: ViewNode.Kind, id: String)
  ) {
    for key in [SceneKey.contentHeight, .keyboardDismissMode] {
      guard let entry = fields.entry(key) else { continue }
      report(
        "\(key.name) is only for scroll views (scrollView); '\(identity.id)' is a "
          + "\(identity.kind.rawValue)", at: entry.key.location)
    }
  }

  /// A length at least the viewport's height, when the viewport is known; else at least 0.
  ///
  /// A number below the viewport's height, negative ones included, is told that rule; one out
  /// of every length's range is told the range from the viewport's height.
  private mutating func contentHeight(_ node: YAMLNode, viewport: Rect?) -> Double? {
    guard let viewport, case .scalar(let scalar) = document.content(of: node),
      let height = scalar.number, height < viewport.height
    else { return number(node, atLeast: viewport?.height ?? 0) }
    report(
      "\(keyPath) must be at least the frame's height (\(DecimalFormat.wholeOrRoundTrip(viewport.height))); "
        + "found \(document.scalarText(of: node) ?? "")", at: node.location)
    return nil
  }

  /// `none`, `onDrag` or `interactive`, with a suggestion when misspelt.
  private mutating func dismissMode(_ node: YAMLNode) -> ScrollSettings.DismissMode? {
    guard let name = text(node, expected: "none, onDrag or interactive") else { return nil }
    if let mode = ScrollSettings.DismissMode(rawValue: name) { return mode }
    let hint =
      Suggestion.closest(to: name, among: Self.dismissModeNames).map { "did you mean '\($0)'?" }
      ?? "use none, onDrag or interactive"
    report("unknown keyboardDismissMode '\(name)'; \(hint)", at: node.location)
    return nil
  }

  /// `offset: N` or a range with one scroll view, or `offset: {id: N or range}`.
  mutating func offsetChecks(_ node: YAMLNode) -> [SceneExpectation.Check]? {
    perContainerChecks(node, key: .offset, ids: scrollViewIDs, kind: "scroll view") {
      .offset(scrollView: $0, $1)
    }
  }

  /// `contentInset: N` or a range with one scroll view, or `contentInset: {id: N or range}`.
  mutating func contentInsetChecks(_ node: YAMLNode) -> [SceneExpectation.Check]? {
    perContainerChecks(node, key: .contentInset, ids: scrollViewIDs, kind: "scroll view") {
      .contentInset(scrollView: $0, $1)
    }
  }
}
