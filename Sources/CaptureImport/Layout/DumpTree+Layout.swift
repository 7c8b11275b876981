import KeyboardAvoidance
import SceneLoading
import SceneModel

extension DumpTree {
  /// The view tree a scene holds.
  struct Layout {
    /// The root, `view: screen`.
    var root: ViewNode
    /// How many views it holds, the root included.
    var viewCount: Int
    /// Whether a scroll view is kept (written as one or, inside another, as a view).
    var hasScrollView: Bool
  }

  /// The deepest a view may be nested below the root: each level is a `children:` list and
  /// a mapping, and the deepest view's frame one more level, within the loader's nesting
  /// limit.
  static let maximumViewDepth = (SceneLimits.maximumDepth - 4) / 2

  /// The kept tree as a scene's views: every text input, button and scroll view under the root
  /// and every view on the way to one; a view with one child and no key of its own replaced
  /// by that child; a scroll view inside another written as a view; `keyboardSafeArea` on the
  /// outermost hosting views in no scroll view.
  ///
  /// - Throws: ``LogError`` at the first view past a scene's limits (views, nesting, lengths).
  func layout() throws(LogError) -> Layout {
    let range = root..<Int(ends[root])
    var keptChildren = [Int32](repeating: 0, count: elements.count)
    var isKept = [Bool](repeating: false, count: elements.count)
    for index in range.reversed() {
      isKept[index] = isKeptItself(index) || keptChildren[index] > 0
      if isKept[index], index != root, let parent = elements[index].parent {
        keptChildren[parent] += 1
      }
    }
    // Whether an element has a scroll view or a hosting view above it, below the root.
    var inScroll = [Bool](repeating: false, count: elements.count)
    var inHosting = [Bool](repeating: false, count: elements.count)
    var kinds = [ViewNode.Kind](repeating: .view, count: elements.count)
    var hasSafeArea = [Bool](repeating: false, count: elements.count)
    var hasScrollView = false
    for index in range where isKept[index] {
      let element = elements[index]
      if index != root, let parent = element.parent {
        inScroll[index] =
          inScroll[parent] || (parent != root && elements[parent].kind == .scrollView)
        inHosting[index] =
          inHosting[parent] || (elements[parent].role == .hosting && kinds[parent] == .view)
      }
      kinds[index] =
        index == root || (element.kind == .scrollView && inScroll[index]) ? .view : element.kind
      hasScrollView = hasScrollView || (index != root && element.kind == .scrollView)
      // Only a view may be a safe-area container: an input or a button whose class names a
      // hosting view stays what it is.
      hasSafeArea[index] =
        element.role == .hosting && kinds[index] == .view && !inScroll[index] && !inHosting[index]
    }
    try checkLimits(root, depth: 0, count: 1)
    var nearestWritten = [Int32](repeating: Int32(root), count: elements.count)
    var depth = [Int32](repeating: 0, count: elements.count)
    var children = [Int: [Int]]()
    var written: [Int] = []
    for index in range.dropFirst() where isKept[index] {
      let parent = elements[index].parent ?? root
      let isCollapsed = kinds[index] == .view && keptChildren[index] == 1 && !hasSafeArea[index]
      nearestWritten[index] = isCollapsed ? nearestWritten[parent] : Int32(index)
      guard !isCollapsed else { continue }
      let above = Int(nearestWritten[parent])
      depth[index] = depth[above] + 1
      try checkLimits(index, depth: Int(depth[index]), count: written.count + 2)
      children[above, default: []].append(index)
      written.append(index)
    }
    let ids = LayoutIDs.ids(
      for: written.map { index in
        let name = elements[index].name
        return (kinds[index], name.isEmpty ? nil : String(decoding: bytes[name], as: UTF8.self))
      })
    var idOf: [Int: String] = [root: FocusID.root]
    for (index, id) in zip(written, ids) { idOf[index] = id }
    let view = node(
      root, kinds: kinds, ids: idOf, children: children, hasSafeArea: hasSafeArea)
    return Layout(root: view, viewCount: written.count + 1, hasScrollView: hasScrollView)
  }

  private func checkLimits(_ index: Int, depth: Int, count: Int) throws(LogError) {
    let offset = elements[index].offset
    guard count <= SceneLimits.maximumViews else {
      throw LogError(
        "this view would be the layout's view number \(count); a scene holds at most "
          + "\(SceneLimits.maximumViews) views (the views limit)", at: offset)
    }
    guard depth <= Self.maximumViewDepth else {
      throw LogError(
        "this view would be nested \(depth) views deep; a scene's nesting depth limit "
          + "(\(SceneLimits.maximumDepth)) allows \(Self.maximumViewDepth) below the root",
        at: offset)
    }
    let frame = elements[index].frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let lengths = [frame.x, frame.y, frame.width, frame.height, details[index]?.contentHeight ?? 0]
    guard lengths.allSatisfy({ abs($0) <= SceneLimits.maximumMagnitude }) else {
      throw LogError(
        "this view's frame in window coordinates is beyond the limit for lengths in a scene "
          + "(\(Int(SceneLimits.maximumMagnitude)) pt)", at: offset)
    }
  }

  /// The scene's node for `index` and, recursively, its written children (as deep as the
  /// nesting limit allows).
  private func node(
    _ index: Int, kinds: [ViewNode.Kind], ids: [Int: String], children: [Int: [Int]],
    hasSafeArea: [Bool]
  ) -> ViewNode {
    let frame =
      index == root
      ? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
      : elements[index].frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    var node = ViewNode(kind: kinds[index], id: ids[index] ?? FocusID.root, frame: frame)
    if hasSafeArea[index] { node.keyboardSafeArea = SafeAreaContainer() }
    if kinds[index] == .scrollView {
      node.scroll = ScrollSettings(
        contentHeight: details[index]?.contentHeight.map { max($0, frame.height) })
    }
    node.children = (children[index] ?? []).map {
      self.node($0, kinds: kinds, ids: ids, children: children, hasSafeArea: hasSafeArea)
    }
    return node
  }
}
