import SceneModel

/// SwiftUI's keyboard safe area (docs/scene-format.md#keyboardsafearea-swiftuis-own-avoidance):
/// the `keyboardSafeArea` key of a view and the `safeArea` check.
extension SceneDecoder {
  /// The containers a view is inside: the adaptive one and the keyboard safe-area one, and the
  /// scroll view it is inside, by id.
  typealias EnclosingContainers = (adaptive: String?, safeArea: String?, scrollView: String?)

  /// Decodes `keyboardSafeArea: true | false | {align}` of a view whose mapping is `fields`.
  ///
  /// - Parameters:
  ///   - fields: The view's mapping, which has the key.
  ///   - kind: The view's kind, when it is valid: only a `view` may be a safe-area container,
  ///     and a `scrollView` may take `keyboardSafeArea` without `align` when it is inside no
  ///     container (docs/scene-format.md#scroll-views).
  ///   - id: The view's id, when it is valid.
  ///   - adaptive: The view's own `keyboardAdaptive` settings, when it is an adaptive
  ///     container: its `align` is then the one that applies.
  ///   - enclosing: The containers the view is already inside.
  /// - Returns: The container settings, or nil when the view is not (validly) a safe-area
  ///   container.
  mutating func safeAreaContainer(
    _ fields: Fields, kind: ViewNode.Kind?, id: String?, adaptive: AdaptiveContainer?,
    enclosing: EnclosingContainers
  ) -> SafeAreaContainer? {
    checkAdaptiveOutsideSafeArea(fields, adaptive: adaptive, enclosing: enclosing)
    guard let (key, value) = fields.entry(.keyboardSafeArea) else { return nil }
    let count = problemCount
    let isScrollView = kind == .scrollView
    let settings = descend(.key(.keyboardSafeArea)) { decoder -> SafeAreaContainer? in
      decoder.safeAreaSettings(value, adaptive: adaptive, isScrollView: isScrollView)
    }
    guard let settings else { return nil }
    if let kind, kind != .view, !isScrollView {
      report(
        "keyboardSafeArea can only be on a view or a scrollView; '\(id ?? "")' is a "
          + "\(kind.rawValue)", at: key.location)
    }
    descend(.key(.keyboardSafeArea)) { decoder in
      decoder.checkSafeAreaPlace(value, isScrollView: isScrollView, enclosing: enclosing)
    }
    guard problemCount == count else { return nil }
    if let id { safeAreaIDs.append(id) }
    return settings
  }

  /// Reports a `keyboardSafeArea` (whose value is `value`) where it may not be: a safe-area
  /// container inside another container or a scroll view, or a scroll view's inside a container.
  private mutating func checkSafeAreaPlace(
    _ value: YAMLNode, isScrollView: Bool, enclosing: EnclosingContainers
  ) {
    if isScrollView {
      // Its content does not move: it is no container for the nesting rule, but its viewport
      // would move with a container's content.
      guard let outer = enclosing.safeArea ?? enclosing.adaptive else { return }
      report(
        "a scroll view with keyboardSafeArea cannot be inside a container; this scroll view is "
          + "inside '\(outer)'", at: value.location)
    } else if let outer = enclosing.scrollView {
      report(
        "a safe-area container cannot be inside a scroll view; this view is inside '\(outer)'",
        at: value.location)
    } else if let outer = enclosing.safeArea {
      report(
        "safe-area containers cannot be nested; this view is inside '\(outer)'",
        at: value.location)
    } else if let outer = enclosing.adaptive {
      report(
        "a safe-area container cannot be inside an adaptive container; this view is inside "
          + "'\(outer)'", at: value.location)
    }
  }

  /// The value: `true` (bottom, or the adaptive container's alignment), `false` (nil), or
  /// `{align}`, whose `align` neither an adaptive container nor a scroll view may give.
  private mutating func safeAreaSettings(
    _ node: YAMLNode, adaptive: AdaptiveContainer?, isScrollView: Bool
  ) -> SafeAreaContainer? {
    guard case .mapping = document.content(of: node) else {
      guard let isOn = bool(node), isOn else { return nil }
      return SafeAreaContainer(align: adaptive?.align ?? .bottom)
    }
    guard let fields = fields(of: node, allowed: [.align], what: "keyboardSafeArea") else {
      return nil
    }
    let count = problemCount
    let align = field(.align, of: fields) { $0.alignment($1) }
    if let key = fields.entry(.align)?.key {
      if let adaptive {
        descend(.key(.align)) { decoder in
          decoder.report(
            "keyboardSafeArea on an adaptive container moves content by its keyboardAdaptive "
              + "align (\(adaptive.align.rawValue)); remove this align", at: key.location)
        }
      } else if isScrollView {
        descend(.key(.align)) { decoder in
          decoder.report(
            "keyboardSafeArea on a scroll view moves no content, so it takes no align; "
              + "write keyboardSafeArea: true", at: key.location)
        }
      }
    }
    guard problemCount == count else { return nil }
    return SafeAreaContainer(align: adaptive?.align ?? align ?? .bottom)
  }

  /// Reports an adaptive container inside a safe-area container that is not itself adaptive
  /// (one inside an adaptive container has the message of nested adaptive containers).
  private mutating func checkAdaptiveOutsideSafeArea(
    _ fields: Fields, adaptive: AdaptiveContainer?, enclosing: EnclosingContainers
  ) {
    guard adaptive != nil, enclosing.adaptive == nil, let outer = enclosing.safeArea,
      let value = fields[.keyboardAdaptive]
    else { return }
    descend(.key(.keyboardAdaptive)) { decoder in
      decoder.report(
        "an adaptive container cannot be inside a safe-area container; this view is inside "
          + "'\(outer)'", at: value.location)
    }
  }
}

extension SceneDecoder {
  /// `safeArea: N` or a range with one safe-area container, or `safeArea: {id: N or range}`.
  mutating func safeAreaChecks(_ node: YAMLNode) -> [SceneExpectation.Check]? {
    perContainerChecks(node, key: .safeArea, ids: safeAreaIDs, kind: "safe-area container") {
      .safeArea(container: $0, $1)
    }
  }
}
