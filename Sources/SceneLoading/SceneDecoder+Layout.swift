import KeyboardAvoidance
import SceneModel

/// The view tree under `layout`.
extension SceneDecoder {
  private static let kindKeys: SceneKey.Allowed = [
    .view, .textField, .textEditor, .button, .scrollView,
  ]
  private static let viewKeys: SceneKey.Allowed = [
    .view, .textField, .textEditor, .button, .scrollView, .frame, .keyboardAdaptive,
    .keyboardSafeArea, .hideKeyboardOnTap, .children, .returnKey, .toolbar, .scrollsIntoView,
    .contentHeight, .keyboardDismissMode,
  ]

  /// One view and its subtree.
  ///
  /// - Parameters:
  ///   - node: The view's mapping.
  ///   - container: The id of the adaptive container it is inside, if any.
  /// - Returns: The view, or nil when it is invalid (problems go to ``diagnostics``).
  mutating func view(_ node: YAMLNode, container: String?) -> ViewNode? {
    viewCount += 1
    guard viewCount <= SceneLimits.maximumViews else {
      if viewCount == SceneLimits.maximumViews + 1 {
        report("a scene has at most \(SceneLimits.maximumViews) views", at: node.location)
      }
      return nil
    }
    guard let fields = fields(of: node, allowed: Self.viewKeys, what: "a view") else { return nil }
    let identity = kindAndID(fields)
    let frame = field(.frame, of: fields) { $0.frame($1) }
    let adaptive = adaptiveContainer(fields, identity: identity, enclosing: container)
    let keyboardSafeArea =
      fields.has(.keyboardSafeArea) || enclosingSafeArea != nil
      ? safeAreaContainer(
        fields, kind: identity?.kind, id: identity?.id, adaptive: adaptive,
        enclosing: (container, enclosingSafeArea, enclosingScrollView))
      : nil
    let hides = field(.hideKeyboardOnTap, of: fields) { $0.bool($1) } ?? false
    let input = textInputSettings(fields, identity: identity)
    let scroll = scrollSettings(fields, identity: identity, frame: frame)
    require([.frame], in: fields, what: "a view")
    // A scroll view's own keyboardSafeArea moves no content: its children are not inside it.
    let children = children(
      fields, container: adaptive == nil ? container : identity?.id ?? container,
      safeArea: keyboardSafeArea != nil && scroll == nil ? identity?.id : nil,
      scrollView: scroll != nil ? identity?.id : nil)
    guard let identity, let frame else { return nil }
    return ViewNode(
      kind: identity.kind, id: identity.id, frame: frame, adaptive: adaptive,
      keyboardSafeArea: keyboardSafeArea, hidesKeyboardOnTap: hides, children: children,
      returnKey: input.returnKey, toolbar: input.toolbar, scroll: scroll,
      scrollsIntoView: input.scrollsIntoView, location: node.location)
  }

  /// The children of a view whose mapping is `fields`, decoded inside the containers and the
  /// scroll view that they are in.
  ///
  /// - Parameters:
  ///   - fields: The view's mapping.
  ///   - container: The adaptive container the children are inside, if any.
  ///   - safeArea: The view's id when it is a safe-area container; nil to keep the one it is
  ///     inside.
  ///   - scrollView: The view's id when it is a scroll view; nil to keep the one it is inside.
  /// - Returns: The valid children.
  private mutating func children(
    _ fields: Fields, container: String?, safeArea: String?, scrollView: String?
  ) -> [ViewNode] {
    // Only a safe-area container or a scroll view changes what its children are inside; the
    // others leave it as it is, without saving it.
    guard safeArea != nil || scrollView != nil else {
      return field(.children, of: fields) { $0.children($1, container: container) } ?? []
    }
    let outer = (safeArea: enclosingSafeArea, scrollView: enclosingScrollView)
    if let safeArea { enclosingSafeArea = safeArea }
    if let scrollView { enclosingScrollView = scrollView }
    defer {
      if safeArea != nil { enclosingSafeArea = outer.safeArea }
      if scrollView != nil { enclosingScrollView = outer.scrollView }
    }
    return field(.children, of: fields) { $0.children($1, container: container) } ?? []
  }

  private mutating func children(_ node: YAMLNode, container: String?) -> [ViewNode] {
    guard case .sequence(let items) = document.content(of: node) else {
      reportType(of: node, expected: "a list of views")
      return []
    }
    var views: [ViewNode] = []
    views.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if let view = descend(.index(index), { $0.view(item, container: container) }) {
        views.append(view)
      }
    }
    return views
  }

  /// The single kind key and its id, registered for events and expectations.
  private mutating func kindAndID(_ fields: Fields) -> (kind: ViewNode.Kind, id: String)? {
    let first = exclusiveEntry(of: fields, among: Self.kindKeys) {
      "a view has one kind key; this one is already a \($0.name)"
    }.flatMap { entry in
      Self.viewKind(entry.key).map { (key: entry.key, kind: $0, value: entry.value) }
    }
    guard let first else {
      if !isTruncated {
        report(
          "a view needs one kind key: view, textField, textEditor, button or scrollView",
          at: fields.node.location)
      }
      return nil
    }
    let value = first.value
    let declared = DeclaredView(
      kind: first.kind, isAdaptiveContainer: false, location: value.location)
    let id = descend(.key(first.key)) { decoder -> String? in
      let id = decoder.declareView(value, declared, view: fields.node)
      if first.kind == .scrollView, let id { decoder.declareScrollView(id, at: value) }
      return id
    }
    guard let id else { return nil }
    return (first.kind, id)
  }

  private static func viewKind(_ key: SceneKey) -> ViewNode.Kind? {
    switch key {
    case .view: .view
    case .textField: .textField
    case .textEditor: .textEditor
    case .button: .button
    case .scrollView: .scrollView
    default: nil
    }
  }

  /// Checks a view's id and registers it; nil when it is invalid or taken.
  ///
  /// - Parameters:
  ///   - node: The id's scalar.
  ///   - declared: What to remember about the view.
  ///   - view: The view's mapping: where an alias that repeats a whole view is reported.
  /// - Returns: The id, or nil when it is invalid or already taken.
  private mutating func declareView(_ node: YAMLNode, _ declared: DeclaredView, view: YAMLNode)
    -> String?
  {
    guard let id = text(node, expected: "an id") else { return nil }
    guard let hash = document.withScalarBytes(of: node, Self.validIDHash) else {
      report(
        "'\(id)' is not a valid id: start with a letter or _, then letters, digits, _, . or -",
        at: node.location)
      return nil
    }
    // Valid ids are ASCII: equal as strings exactly when their bytes are.
    let isReserved =
      document.isScalar(node, spelling: "none") || document.isScalar(node, spelling: "keyboard")
    guard !isReserved else {
      report("'\(id)' is reserved and cannot be a view id", at: node.location)
      return nil
    }
    if let first = declaredViews.declare(id, hash: hash, declared) {
      if first.location == node.location {
        // The same id node reached again through an alias of its view.
        report(
          "duplicate id '\(id)': this alias repeats the view declared at line "
            + "\(first.location.line)", at: view.location)
      } else {
        report("duplicate id '\(id)' (first at line \(first.location.line))", at: node.location)
      }
      return nil
    }
    return id
  }

  /// The ``DeclaredViews/asciiHash(of:)`` of an id's UTF-8 bytes, or nil when they do not match
  /// `[A-Za-z_][A-Za-z0-9_.-]*`: one pass over the bytes checks and hashes them.
  static func validIDHash(_ id: some ScalarBytes) -> UInt64? {
    guard let first = id.first, isLetter(first) || first == UInt8(ascii: "_") else { return nil }
    var hash = DeclaredViews.hashing(first, into: DeclaredViews.hashBasis)
    for byte in id.dropFirst() {
      guard isIDByte(byte) else { return nil }
      hash = DeclaredViews.hashing(byte, into: hash)
    }
    return hash
  }

  /// Whether an id may hold `byte` after its first (`A-Z a-z 0-9 _ . -`): a few comparisons,
  /// which a table in a `static let` would cost as much as, with its lazy initialisation checked
  /// at every byte of every id.
  private static func isIDByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}
