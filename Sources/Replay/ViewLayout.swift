import KeyboardAvoidance
import SceneModel

/// A scene's views, flattened in document order, with what it takes to place each one on
/// screen at any sample: its layout frame, the container that moves it and the scroll view
/// that scrolls it.
///
/// This is the rule of the replay itself (a view inside a container moves up by the container's
/// align factor times its padding and shift, and by its scroll view's content offset), so a
/// picture drawn from it shows what the trace measured.
public struct ViewLayout: Sendable, Equatable {
  /// One view of the tree.
  public struct View: Sendable, Equatable {
    /// The view's id.
    public var id: String
    /// The view's kind.
    public var kind: ViewNode.Kind
    /// The layout frame, as authored.
    public var frame: Rect
    /// How many ancestors the view has; the root has none.
    public var depth: Int
    /// The index of the adaptive container the view is a strict descendant of, in the
    /// trace's `containerIDs` order; nil when no container moves it.
    public var container: Int?
    /// Whether the view is an adaptive container itself.
    public var isContainer: Bool
    /// The part of its container's padding (and keyboard safe-area shift) by which the view
    /// moves up (1, 0.5 or 0).
    public var alignFactor: Double
    /// The index of the keyboard safe-area container the view is a strict descendant of, in
    /// the trace's `safeAreaIDs` order; nil when none moves it.
    public var safeArea: Int?
    /// Whether the view is a keyboard safe-area container itself.
    public var isSafeAreaContainer: Bool
    /// The height of the toolbar shown above the keyboard while this text input is focused; 0
    /// for none and for other views.
    public var toolbar: Double
    /// The index of the scroll view the view is a strict descendant of, in the trace's
    /// `scrollViewIDs` order; nil when none scrolls it.
    public var scrollView: Int?

    /// Creates a view.
    public init(
      id: String, kind: ViewNode.Kind, frame: Rect, depth: Int, container: Int?,
      isContainer: Bool, alignFactor: Double, safeArea: Int? = nil,
      isSafeAreaContainer: Bool = false, toolbar: Double = 0, scrollView: Int? = nil
    ) {
      self.toolbar = toolbar
      self.id = id
      self.kind = kind
      self.frame = frame
      self.depth = depth
      self.container = container
      self.isContainer = isContainer
      self.alignFactor = alignFactor
      self.safeArea = safeArea
      self.isSafeAreaContainer = isSafeAreaContainer
      self.scrollView = scrollView
    }
  }

  /// The views in document (pre-)order: a parent before its children, later siblings later.
  public let views: [View]
  private let indexByID: IDIndex

  /// Creates a layout; an id used twice resolves to its first view.
  ///
  /// - Parameter views: The views in document order.
  public init(views: [View]) {
    self.init(views: views, indexByID: IDIndex(views.map(\.id)))
  }

  /// Creates a layout whose id index is already known (the replay's own, built by the same
  /// first-view-wins rule).
  init(views: [View], indexByID: IDIndex) {
    self.views = views
    self.indexByID = indexByID
  }

  /// The index of the view with this id, if there is one.
  ///
  /// - Parameter id: A view's id.
  /// - Returns: Its index in ``views``.
  public func index(of id: String) -> Int? {
    indexByID[id]
  }

  /// Where the view is presented when its container's padding is as in `paddings`.
  ///
  /// - Parameters:
  ///   - index: The view's index in ``views``.
  ///   - paddings: Each container's padding, in container order, such as a sample's presented
  ///     ``TraceSample/paddings`` (a slice whose indices need not start at 0).
  /// - Returns: The layout frame moved up by `alignFactor * padding`.
  public func frame(ofViewAt index: Int, paddings: ArraySlice<Double>) -> Rect {
    let view = views[index]
    guard let container = view.container else { return view.frame }
    return view.frame.offsetBy(
      dy: -view.alignFactor * paddings[paddings.startIndex + container])
  }

  /// Where the view is presented at `sample`: moved by its container's padding and keyboard
  /// safe-area shift and by its scroll view's content offset, as the sample has them.
  ///
  /// - Parameters:
  ///   - index: The view's index in ``views``.
  ///   - sample: A sample of a run of this layout's scene.
  /// - Returns: The layout frame moved up by `alignFactor * (padding + shift) + offset`.
  public func frame(ofViewAt index: Int, at sample: TraceSample) -> Rect {
    let view = views[index]
    var frame = view.frame
    if let safeArea = view.safeArea {
      let padding = view.container.map { sample.paddings[sample.paddings.startIndex + $0] } ?? 0
      let shift = sample.safeAreaShifts[sample.safeAreaShifts.startIndex + safeArea]
      frame = frame.offsetBy(dy: -view.alignFactor * (padding + shift))
    } else if view.container != nil {
      frame = self.frame(ofViewAt: index, paddings: sample.paddings)
    }
    guard let scrollView = view.scrollView else { return frame }
    return frame.offsetBy(dy: -sample.offsets[sample.offsets.startIndex + scrollView])
  }
}

extension World {
  /// The run's views as a public ``ViewLayout``.
  var layout: ViewLayout {
    ViewLayout(views: views, indexByID: nodeIndexByID)
  }
}
