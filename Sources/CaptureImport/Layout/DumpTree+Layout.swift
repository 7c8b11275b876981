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
    var marks = Marks(count: elements.count)
    markKept(&marks)
    let hasScrollView = markKinds(&marks)
    try checkLimits(root, depth: 0, count: 1)
    let (written, children) = try writtenViews(marks)
    let ids = LayoutIDs.ids(
      for: written.map { index in
        let name = elements[index].name
        return (
          marks.kinds[index], name.isEmpty ? nil : String(decoding: bytes[name], as: UTF8.self)
        )
      })
    var idOf: [Int: String] = [root: FocusID.root]
    for (index, id) in zip(written, ids) { idOf[index] = id }
    let view = node(root, marks: marks, ids: idOf, children: children)
    return Layout(root: view, viewCount: written.count + 1, hasScrollView: hasScrollView)
  }

  /// What the layout knows of each element, indexed as the elements.
  private struct Marks {
    /// Whether it is kept: for itself, or on the way to one kept.
    var isKept: [Bool]
    /// How many of its children are kept.
    var keptChildren: [Int32]
    /// The kind it is written as.
    var kinds: [ViewNode.Kind]
    /// Whether it is written with `keyboardSafeArea: true`.
    var hasSafeArea: [Bool]

    init(count: Int) {
      isKept = Array(repeating: false, count: count)
      keptChildren = Array(repeating: 0, count: count)
      kinds = Array(repeating: .view, count: count)
      hasSafeArea = Array(repeating: false, count: count)
    }
  }

  /// The root's subtree, in document order.
  private var subtree: Range<Int> { root..<Int(ends[root]) }

  /// Marks what is kept, children before parents.
  private func markKept(_ marks: inout Marks) {
    for index in subtree.reversed() {
      marks.isKept[index] = isKeptItself(index) || marks.keptChildren[index] > 0
      if marks.isKept[index], index != root, let parent = elements[index].parent {
        marks.keptChildren[parent] += 1
      }
    }
  }

  /// Marks each kept element's kind as written and its safe area, parents before children.
  ///
  /// - Returns: Whether a scroll view is kept.
  private func markKinds(_ marks: inout Marks) -> Bool {
    // Whether an element has a scroll view or a hosting view above it, below the root.
    var inScroll = [Bool](repeating: false, count: elements.count)
    var inHosting = [Bool](repeating: false, count: elements.count)
    var hasScrollView = false
    for index in subtree where marks.isKept[index] {
      let element = elements[index]
      if index != root, let parent = element.parent {
        inScroll[index] =
          inScroll[parent] || (parent != root && elements[parent].kind == .scrollView)
        inHosting[index] =
          inHosting[parent]
          || (elements[parent].role == .hosting && marks.kinds[parent] == .view)
      }
      let isNested = element.kind == .scrollView && inScroll[index]
      marks.kinds[index] = index == root || isNested ? .view : element.kind
      hasScrollView = hasScrollView || (index != root && element.kind == .scrollView)
      // Only a view may be a safe-area container: an input or a button whose class names a
      // hosting view stays what it is.
      marks.hasSafeArea[index] =
        element.role == .hosting && marks.kinds[index] == .view && !inScroll[index]
        && !inHosting[index]
    }
    return hasScrollView
  }

  /// The views written below the root, in document order, and each written view's written
  /// children: a kept `view` with one kept child and no key of its own is not written, its
  /// child takes its place.
  private func writtenViews(_ marks: Marks) throws(LogError) -> ([Int], [Int: [Int]]) {
    var nearestWritten = [Int32](repeating: Int32(root), count: elements.count)
    var depth = [Int32](repeating: 0, count: elements.count)
    var children = [Int: [Int]]()
    var written: [Int] = []
    for index in subtree.dropFirst() where marks.isKept[index] {
      let parent = elements[index].parent ?? root
      let isCollapsed =
        marks.kinds[index] == .view && marks.keptChildren[index] == 1
        && !marks.hasSafeArea[index]
      nearestWritten[index] = isCollapsed ? nearestWritten[parent] : Int32(index)
      guard !isCollapsed else { continue }
      let above = Int(nearestWritten[parent])
      depth[index] = depth[above] + 1
      try checkLimits(index, depth: Int(depth[index]), count: written.count + 2)
      children[above, default: []].append(index)
      written.append(index)
    }
    return (written, children)
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
    _ index: Int, marks: Marks, ids: [Int: String], children: [Int: [Int]]
  ) -> ViewNode {
    let frame =
      index == root
      ? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
      : elements[index].frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    var node = ViewNode(kind: marks.kinds[index], id: ids[index] ?? FocusID.root, frame: frame)
    if marks.hasSafeArea[index] { node.keyboardSafeArea = SafeAreaContainer() }
    if marks.kinds[index] == .scrollView {
      node.scroll = ScrollSettings(
        contentHeight: details[index]?.contentHeight.map { max($0, frame.height) })
    }
    node.children = (children[index] ?? []).map {
      self.node($0, marks: marks, ids: ids, children: children)
    }
    return node
  }
}
