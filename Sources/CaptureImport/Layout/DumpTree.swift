import KeyboardAvoidance
import SceneModel

/// What a dump's elements say about the layout, computed over the whole tree in document order
/// without recursion (a dump may nest far deeper than a scene): window positions, what lies
/// inside a text input or the keyboard, the root, and which views are kept and written.
struct DumpTree {
  /// The elements, their frames in window coordinates once the root is chosen.
  private(set) var elements: [DumpElement]
  let details: [Int: DumpElement.Details]
  let shape: DumpText.Shape
  /// The dump's text, which the elements' names point into.
  let bytes: [UInt8]
  /// The index after each element's last descendant.
  private(set) var ends: [Int32] = []
  /// Whether an element lies inside a text input or the keyboard.
  private(set) var isExcluded: [Bool] = []
  /// The root's index.
  private(set) var root = 0

  init(
    elements: [DumpElement], details: [Int: DumpElement.Details], shape: DumpText.Shape,
    bytes: [UInt8]
  ) {
    self.elements = elements
    self.bytes = bytes
    self.details = details
    self.shape = shape
    ends = elements.indices.map { Int32(clamping: $0 + 1) }
    for index in elements.indices.reversed() {
      if let parent = elements[index].parent { ends[parent] = max(ends[parent], ends[index]) }
    }
    isExcluded = Array(repeating: false, count: elements.count)
    for (index, element) in elements.enumerated() {
      guard let parent = element.parent else { continue }
      isExcluded[index] =
        isExcluded[parent] || elements[parent].kind.isTextInput
        || elements[parent].role == .keyboard
    }
  }

  /// Whether an element is kept for itself: a text input, a button or a scroll view that is
  /// not inside a text input or the keyboard.
  func isKeptItself(_ index: Int) -> Bool {
    elements[index].kind != .view && !isExcluded[index] && elements[index].frame != nil
  }

  /// Chooses the root: XCUITest's first window that holds an element kept for itself,
  /// UIKit's first element. Then places every element in window coordinates.
  ///
  /// - Returns: False when there is nothing to keep under a root.
  mutating func chooseRoot() -> Bool {
    var keptBefore: [Int32] = [0]
    keptBefore.reserveCapacity(elements.count + 1)
    for index in elements.indices {
      keptBefore.append(keptBefore[index] + (isKeptItself(index) ? 1 : 0))
    }
    func holdsKept(_ index: Int) -> Bool {
      keptBefore[Int(ends[index])] - keptBefore[index + 1] > 0
    }
    switch shape {
    case .uiKit:
      root = 0
      guard holdsKept(0) else { return false }
    case .xcuiTest:
      guard
        let window = elements.indices.first(where: {
          elements[$0].role == .window && elements[$0].frame != nil && holdsKept($0)
        })
      else { return false }
      root = window
    }
    placeInWindow()
    return true
  }

  /// UIKit's frames summed up the tree, content inside a scroll view at rest (below its
  /// `adjustedContentInset.top`); the root at (0, 0); XCUITest's as printed.
  private mutating func placeInWindow() {
    guard shape == .uiKit else { return }
    for index in elements.indices {
      guard var frame = elements[index].frame else { continue }
      if index == root {
        frame.x = 0
        frame.y = 0
      } else if let parent = elements[index].parent, let outer = elements[parent].frame {
        let isScroll = elements[parent].kind == .scrollView
        let rest = isScroll ? details[parent]?.insetTop ?? 0 : 0
        frame.x += outer.x
        frame.y += outer.y + rest
      }
      elements[index].frame = frame
    }
  }

  /// The screen's size: the root's.
  var screen: Size {
    let frame = elements[root].frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return Size(width: frame.width, height: frame.height)
  }

  /// The keyboard's height: the first keyboard element, in any window, whose bottom is the
  /// screen's and whose top is on it; nil when there is none.
  var keyboardHeight: Double? {
    let bottom = screen.height
    for (index, element) in elements.enumerated()
    where element.role == .keyboard && !isExcluded[index] {
      // Its top on the screen too: a keyboard is never taller than the screen.
      if let frame = element.frame, frame.y + frame.height == bottom, frame.y >= 0 {
        return frame.height
      }
    }
    return nil
  }
}
