/// A binary min-heap; equal elements come out in no particular order, so callers give their
/// elements a total order (a sequence number) when ties matter.
struct MinHeap<Element: Comparable & Sendable>: Sendable {
  private var storage: [Element] = []

  /// The smallest element, if any.
  var minimum: Element? { storage.first }

  /// Whether the heap holds nothing.
  var isEmpty: Bool { storage.isEmpty }

  /// Adds an element in O(log n).
  mutating func insert(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child] < storage[parent] else { break }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest element in O(log n).
  @discardableResult
  mutating func removeMinimum() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let smallest = storage.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallestChild = parent
      if left < storage.count, storage[left] < storage[smallestChild] { smallestChild = left }
      if right < storage.count, storage[right] < storage[smallestChild] { smallestChild = right }
      if smallestChild == parent { return smallest }
      storage.swapAt(parent, smallestChild)
      parent = smallestChild
    }
  }
}
