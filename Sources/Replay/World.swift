import KeyboardAvoidance
import SceneModel

/// The unchanging part of a replay: the scene's view tree flattened in document order, its
/// adaptive containers, keyboard safe-area containers and scroll views, the device and the
/// events. Built once per replay and shared by its runs,
/// whose strategy is part of their state (``SystemState/strategy``).
///
/// Nodes are numbered in pre-order, so the root is 0 and every ancestor precedes its
/// descendants. A validated scene is assumed; ids that are not unique resolve to the first node.
struct World: Sendable {
  /// One view, flattened: plain values only, so that reading or copying one retains nothing
  /// (its id is ``World/id(of:)``).
  struct Node: Sendable {
    var kind: ViewNode.Kind
    var layoutFrame: Rect
    var parent: Int?
    /// The last child, where hit testing starts; nil for a leaf.
    var lastChild: Int?
    /// The sibling before this node, where hit testing goes next; nil for a first child.
    var previousSibling: Int?
    /// The adaptive container this node is a strict descendant of, as a container index.
    var container: Int?
    var hidesKeyboardOnTap: Bool
    /// The keyboard safe-area container this node is a strict descendant of, as an index of
    /// ``World/safeAreas``; nil in every scene without such containers.
    var safeArea: Int?
    /// The height of the toolbar shown above the keyboard while this input is focused; 0 for
    /// none and for views that are not text inputs.
    var toolbar: Double = 0
    /// What the return key does while this input is focused.
    var returnKey = ReturnKey.newline
    /// The scroll view this node is a strict descendant of, as an index of
    /// ``World/scrollViews``; nil in every scene without scroll views.
    var scrollView: Int?
    /// Whether this text input scrolls into view when focused inside a scroll view.
    var scrollsIntoView = false
  }

  /// The containers and the scroll view a node's descendants are inside, as indices.
  private struct Enclosing {
    var container: Int?
    var safeArea: Int?
    var scrollView: Int?
  }

  /// A text input's `returnKey: {focus: ID}`, to be resolved once every node is numbered (a
  /// struct rather than a tuple, whose array type would be made at run time for every replay).
  private struct ReturnKeyTarget {
    var node: Int
    var id: String
  }

  /// What the return key does in a text input, its target resolved to a node.
  enum ReturnKey: Sendable, Equatable {
    /// The input resigns.
    case dismiss
    /// Nothing changes; also the action of views that are not text inputs, and of a target
    /// that is unknown or not a text input (which only a hand-built scene names).
    case newline
    /// Focus moves to this text input's node.
    case focus(Int)
  }

  /// One adaptive container.
  struct Container: Sendable {
    var id: String
    var node: Int
    var frame: Rect
    var alignFactor: Double
    var margin: Double
    var animation: PaddingAnimation?
    /// The keyboard safe-area container on the same node, as an index of ``World/safeAreas``.
    var safeArea: Int?
  }

  /// One keyboard safe-area container (docs/semantics.md#swiftuis-keyboard-safe-area).
  struct SafeArea: Sendable {
    var id: String
    var node: Int
    var frame: Rect
    /// The part of the shift (and of the padding, when it is also an adaptive container) by
    /// which its content moves up.
    var alignFactor: Double
    /// The adaptive container on the same node, as a container index.
    var container: Int?
  }

  /// One scroll view (docs/semantics.md#scroll-views-and-drags).
  struct ScrollView: Sendable {
    var id: String
    var node: Int
    /// The viewport's layout frame.
    var frame: Rect
    /// The height of the scrolled content: as authored, or the lowest edge of the descendants
    /// below the viewport's top; at least the viewport's height.
    var contentHeight: Double
    var dismissMode: ScrollSettings.DismissMode
    /// The scroll view's own keyboard safe-area shift, as an index of ``World/safeAreas``: its
    /// viewport's bottom rises by it, and its content does not move.
    var safeArea: Int?
  }

  let device: Device
  let focusChangeNotifies: Bool
  /// Whether the system's rules post, or only `keyboard: {frame}` events
  /// (docs/semantics.md#scripted-keyboards).
  let keyboardMode: KeyboardMode
  private(set) var nodes: [Node] = []
  /// The nodes as the trace's ``ViewLayout`` has them, made in the same pass.
  private(set) var views: [ViewLayout.View] = []
  private(set) var containers: [Container] = []
  /// The containers' ids, in container order: the trace's padding columns, and what `padding.`
  /// checks name.
  private(set) var containerIDs: [String] = []
  /// The keyboard safe-area containers, in document order; empty in most scenes.
  private(set) var safeAreas: [SafeArea] = []
  /// Their ids: the trace's safe-area columns, and what `safeArea.` checks name.
  private(set) var safeAreaIDs: [String] = []
  /// The scroll views, in document order; empty in most scenes.
  private(set) var scrollViews: [ScrollView] = []
  /// Their ids: the trace's offset and content-inset columns, and what `offset.` and
  /// `contentInset.` checks name.
  private(set) var scrollViewIDs: [String] = []
  /// The nodes' ids, in node order, and the node of each.
  private(set) var nodeIndexByID = IDIndex([])
  /// The scene's events in delivery order, their ids resolved against ``nodes``.
  private(set) var events: [TimelineEvent] = []

  init(scene: borrowing Scene) {
    device = scene.device
    focusChangeNotifies = scene.focusChangeNotifies
    keyboardMode = scene.keyboardMode
    // Room for the root and its children, which is the whole of a flat form; deeper trees grow.
    nodes.reserveCapacity(1 + scene.root.children.count)
    views.reserveCapacity(1 + scene.root.children.count)
    // The ids, collected as the views are added: mapping the views to their ids copied each
    // whole view.
    var ids: [String] = []
    ids.reserveCapacity(1 + scene.root.children.count)
    var returnKeyTargets: [ReturnKeyTarget] = []
    _ = add(
      [scene.root], at: 0, parent: nil, previousSibling: nil, enclosing: Enclosing(), depth: 0,
      ids: &ids, returnKeyTargets: &returnKeyTargets)
    nodeIndexByID = IDIndex(ids)
    for pending in returnKeyTargets {
      guard let target = nodeIndexByID[pending.id], nodes[target].kind.isTextInput else {
        continue
      }
      nodes[pending.node].returnKey = .focus(target)
    }
    containerIDs = containers.map(\.id)
    if !safeAreas.isEmpty { safeAreaIDs = safeAreas.map(\.id) }
    if !scrollViews.isEmpty { scrollViewIDs = scrollViews.map(\.id) }
    events = TimelineEvent.timeline(of: scene.events, index: nodeIndexByID, nodes: nodes)
  }

  /// Adds the view `siblings[position]`, at `depth` below the root, and its descendants in
  /// pre-order, appending their ids to `ids` and the return-key targets to resolve to
  /// `returnKeyTargets`, and returns the view's node index.
  ///
  /// The view is read field by field where it lies in its parent's array: taken out of the
  /// array as a value, each view would be copied (retaining its strings and arrays) and the
  /// copy destroyed, for every view of every replay.
  private mutating func add(
    _ siblings: [ViewNode], at position: Int, parent: Int?, previousSibling: Int?,
    enclosing: Enclosing, depth: Int, ids: inout [String],
    returnKeyTargets: inout [ReturnKeyTarget]
  ) -> Int {
    let index = nodes.count
    let (container, safeArea, scrollView) =
      (enclosing.container, enclosing.safeArea, enclosing.scrollView)
    ids.append(siblings[position].id)
    nodes.append(
      Node(
        kind: siblings[position].kind, layoutFrame: siblings[position].frame, parent: parent,
        lastChild: nil,
        previousSibling: previousSibling, container: container,
        hidesKeyboardOnTap: siblings[position].hidesKeyboardOnTap, safeArea: safeArea,
        scrollView: scrollView))
    if siblings[position].kind.isTextInput {
      nodes[index].scrollsIntoView =
        siblings[position].scrollsIntoView
        ?? ViewNode.scrollsIntoViewByDefault(siblings[position].kind)
      nodes[index].toolbar = siblings[position].toolbar
      switch siblings[position].returnKey ?? .defaultAction(for: siblings[position].kind) {
      case .dismiss: nodes[index].returnKey = .dismiss
      case .newline: break
      case .focus(let id): returnKeyTargets.append(ReturnKeyTarget(node: index, id: id))
      }
    }
    views.append(
      ViewLayout.View(
        id: siblings[position].id, kind: siblings[position].kind, frame: siblings[position].frame,
        depth: depth,
        container: container,
        isContainer: siblings[position].adaptive != nil,
        alignFactor: safeArea.map { safeAreas[$0].alignFactor }
          ?? container.map { containers[$0].alignFactor } ?? 0,
        safeArea: safeArea, isSafeAreaContainer: siblings[position].keyboardSafeArea != nil,
        toolbar: siblings[position].kind.isTextInput ? siblings[position].toolbar : 0,
        scrollView: scrollView))
    var inner = enclosing
    if let adaptive = siblings[position].adaptive {
      inner.container = containers.count
      containers.append(
        Container(
          id: siblings[position].id, node: index, frame: siblings[position].frame,
          alignFactor: adaptive.align.factor,
          margin: adaptive.margin, animation: adaptive.animation))
    }
    if let settings = siblings[position].keyboardSafeArea {
      addSafeArea(settings, id: siblings[position].id, node: index, frame: siblings[position].frame)
      // A scroll view's own shift raises its viewport's bottom; its content does not move.
      if siblings[position].kind != .scrollView { inner.safeArea = safeAreas.count - 1 }
    }
    if siblings[position].kind == .scrollView {
      let scroll = siblings[position].scroll ?? ScrollSettings()
      inner.scrollView = scrollViews.count
      scrollViews.append(
        ScrollView(
          id: siblings[position].id, node: index, frame: siblings[position].frame,
          contentHeight: 0, dismissMode: scroll.dismissMode,
          safeArea: siblings[position].keyboardSafeArea == nil ? nil : safeAreas.count - 1))
    }
    var lastChild: Int?
    for child in siblings[position].children.indices {
      lastChild = add(
        siblings[position].children, at: child, parent: index, previousSibling: lastChild,
        enclosing: inner,
        depth: depth + 1, ids: &ids, returnKeyTargets: &returnKeyTargets)
    }
    nodes[index].lastChild = lastChild
    // Set once its descendants, the nodes after it, are all added.
    if let scrollView = inner.scrollView, scrollView != enclosing.scrollView {
      scrollViews[scrollView].contentHeight = contentHeight(
        of: scrollViews[scrollView], authored: siblings[position].scroll?.contentHeight)
    }
    return index
  }

  /// The content height of `scrollView`, whose descendants are the nodes after its own: the
  /// authored one, or else the lowest descendant's bottom edge below the viewport's top, and
  /// never less than the viewport's height.
  private func contentHeight(of scrollView: ScrollView, authored: Double?) -> Double {
    let viewport = scrollView.frame
    if let authored { return max(authored, viewport.height) }
    var lowest = viewport.height
    for node in nodes[(scrollView.node + 1)...] {
      lowest = max(lowest, node.layoutFrame.maxY - viewport.minY)
    }
    return lowest
  }

  /// Adds the safe-area container at `node`, linked with the adaptive container on the same
  /// node when the last one added is there.
  private mutating func addSafeArea(
    _ settings: SafeAreaContainer, id: String, node: Int, frame: Rect
  ) {
    let sameNode = containers.indices.last.flatMap { containers[$0].node == node ? $0 : nil }
    if let sameNode { containers[sameNode].safeArea = safeAreas.count }
    safeAreas.append(
      SafeArea(
        id: id, node: node, frame: frame, alignFactor: settings.align.factor,
        container: sameNode))
  }

  /// The id of node `node`.
  func id(of node: Int) -> String {
    nodeIndexByID.ids[node]
  }

  /// The node's layout frame moved up by `alignFactor * padding(container)` when it is inside
  /// an adaptive container, and by `alignFactor * (padding + shift(safeArea))` when it is
  /// inside a keyboard safe-area container (whose padding is that of the adaptive container on
  /// the same node, if any); then by `offset(scrollView)` when it is inside a scroll view.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - padding: An adaptive container's padding, by container index.
  ///   - shift: A safe-area container's shift, by index of ``safeAreas``.
  ///   - offset: A scroll view's content offset, by index of ``scrollViews``.
  /// - Returns: The node's frame moved as its container and its scroll view move it.
  ///
  /// Inlined into its callers, so that the closures are too: `Simulation.record` asks it at
  /// every sample with a focus; `Scripts/bench/bench.sh` (`test --jobs 1`) guards it.
  @inline(__always)
  func frame(
    of node: Int, padding: (Int) -> Double, shift: (Int) -> Double, offset: (Int) -> Double
  ) -> Rect {
    var frame = nodes[node].layoutFrame
    if let safeArea = nodes[node].safeArea {
      let container = safeAreas[safeArea]
      let lift = (container.container.map(padding) ?? 0) + shift(safeArea)
      frame = frame.offsetBy(dy: -container.alignFactor * lift)
    } else if let container = nodes[node].container {
      frame = frame.offsetBy(dy: -containers[container].alignFactor * padding(container))
    }
    guard let scrollView = nodes[node].scrollView else { return frame }
    return frame.offsetBy(dy: -offset(scrollView))
  }

  /// Whether `node` is a strict descendant of `ancestor`.
  func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
    var current = nodes[node].parent
    while let index = current {
      if index == ancestor { return true }
      current = nodes[index].parent
    }
    return false
  }

  /// Whether `node` or one of its ancestors carries `hideKeyboardOnTap`.
  func hidesKeyboardInChain(_ node: Int) -> Bool {
    var current: Int? = node
    while let index = current {
      if nodes[index].hidesKeyboardOnTap { return true }
      current = nodes[index].parent
    }
    return false
  }

  /// The index of the container with this id, if it is one.
  func containerIndex(id: String) -> Int? {
    containers.firstIndex { $0.id == id }
  }
}
