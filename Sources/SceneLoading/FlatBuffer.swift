#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable buffer of plain values with reference semantics, for the tree builder's hot paths.
///
/// The builder appends every node, child link and scalar byte of every scene, and the buffers
/// are shared by the builder, the document and the loader that keeps them between loads. An
/// append here is a capacity check and a store (or a `memcpy`), with no uniqueness check as an
/// `Array` shared that way would make. The memory comes from `malloc` and grows with `realloc`,
/// which moves a large block's pages instead of copying them: growing a buffer that fills most of
/// a 4 MiB scene's worth of nodes does not need the old and the new copy at once.
///
/// Invariants: `count <= capacity`, and the first `count` elements are initialised. The buffer
/// hands out its memory only for the length of a call (``withUnsafeBufferPointer(_:)``). A buffer is filled by one builder and only read once the
/// document is made, so sharing it between copies of a document is safe; a ``SceneLoader`` keeps
/// its buffers from one load to the next (``LoadBuffers``), emptied.
final class FlatBuffer<Element: BitwiseCopyable> {
  fileprivate private(set) var storage: UnsafeMutablePointer<Element>
  /// How many elements there is room for.
  private(set) var capacity: Int
  /// How many elements are held.
  private(set) var count = 0

  /// Creates an empty buffer with room for `capacity` elements.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    storage = Self.reallocate(nil, capacity: self.capacity)
  }

  deinit {
    free(storage)
  }

  /// Whether the buffer holds no elements.
  var isEmpty: Bool { count == 0 }

  /// The last element, if any.
  var last: Element? { count == 0 ? nil : storage[count &- 1] }

  subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "FlatBuffer index out of range")
      return storage[index]
    }
    set {
      precondition(index >= 0 && index < count, "FlatBuffer index out of range")
      storage[index] = newValue
    }
  }

  // The count stays within the capacity, so adding to it cannot overflow.
  func append(_ element: Element) {
    if count == capacity { grow(toHold: count + 1) }
    (storage + count).initialize(to: element)
    count &+= 1
  }

  func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    guard let source = elements.baseAddress, !elements.isEmpty else { return }
    if elements.count > capacity - count { grow(toHold: count + elements.count) }
    (storage + count).initialize(from: source, count: elements.count)
    count &+= elements.count
  }

  /// Appends the elements of an array.
  func append(contentsOf elements: [Element]) {
    elements.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Appends the elements of `other`, another buffer, from index `start` on.
  func append(contentsOf other: FlatBuffer<Element>, from start: Int) {
    // Growing would move the elements being copied if they were this buffer's own.
    precondition(other !== self, "FlatBuffer cannot append its own elements")
    precondition(start >= 0 && start <= other.count, "FlatBuffer index out of range")
    let length = other.count - start
    append(contentsOf: UnsafeBufferPointer(start: other.storage + start, count: length))
  }

  /// Removes and returns the last element; the buffer must not be empty.
  func removeLast() -> Element {
    precondition(count > 0, "FlatBuffer is empty")
    count &-= 1
    return storage[count]
  }

  /// Removes the elements from index `start` on (all of them by default), keeping the room.
  func removeAll(from start: Int = 0) {
    precondition(start >= 0 && start <= count, "FlatBuffer index out of range")
    count = start
  }

  /// Makes room for at least `minimumCapacity` elements in all.
  func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { grow(toHold: minimumCapacity) }
  }

  /// Gives the room back to the system down to `capacity` elements, when there is more; the
  /// elements must fit.
  func shrink(toCapacity capacity: Int) {
    precondition(count <= capacity, "FlatBuffer shrunk below its count")
    guard self.capacity > capacity else { return }
    self.capacity = max(capacity, 16)
    storage = Self.reallocate(storage, capacity: self.capacity)
  }

  /// The elements in `range`, read in place through the buffer.
  subscript(range: Range<Int>) -> Slice {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= count, "FlatBuffer range out of range")
    return Slice(base: self, startIndex: range.lowerBound, endIndex: range.upperBound)
  }

  /// A copy of the elements in `range`.
  func elements(_ range: Range<Int>) -> [Element] {
    withUnsafeBufferPointer { Array($0[range]) }
  }

  /// Calls `body` with the elements, valid only during the call.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result)
    -> Result
  {
    body(UnsafeBufferPointer(start: storage, count: count))
  }

  @inline(never)  // Rare: kept out of the inlined appends.
  private func grow(toHold needed: Int) {
    capacity = max(needed, 2 * capacity)
    storage = Self.reallocate(storage, capacity: capacity)
  }

  /// `realloc` for `capacity` elements; the elements are plain bytes, so moving them is safe.
  private static func reallocate(_ pointer: UnsafeMutablePointer<Element>?, capacity: Int)
    -> UnsafeMutablePointer<Element>
  {
    let (size, overflow) = MemoryLayout<Element>.stride.multipliedReportingOverflow(by: capacity)
    guard !overflow, let memory = realloc(pointer, size) else {
      fatalError("out of memory for \(capacity) elements")
    }
    return memory.bindMemory(to: Element.self, capacity: capacity)
  }
}

extension FlatBuffer<UInt8> {
  /// Appends bytes, such as a scalar's; the same as ``append(contentsOf:)``.
  ///
  /// A fast path for the tree builder, which appends the bytes of every scalar that is not a
  /// known key, mostly a few bytes long: up to 16 are copied as two words that may overlap (the
  /// first and the last 8 bytes, or 4), or as the first, middle and last byte below 4, instead
  /// of a call to `memcpy`; longer runs, and any that would grow the buffer, go to
  /// ``append(contentsOf:)``. Invariant: every load and store stays within the `length` bytes
  /// of the source and of the room checked above it. Reference: `FlatBufferTests` compare it
  /// with `Array` at every length to 40. `Scripts/bench/bench.sh` (b/a, c/a') guards it.
  @inline(__always)  // For every scalar that is not a known key.
  func append(bytes: UnsafeBufferPointer<UInt8>) {
    let length = bytes.count
    guard length <= 16, let source = bytes.baseAddress, length <= capacity &- count else {
      append(contentsOf: bytes)
      return
    }
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(storage + count)
    switch length {
    case 8...16: Self.copyHeadAndTail(UInt64.self, length: length, from: from, to: to)
    case 4..<8: Self.copyHeadAndTail(UInt32.self, length: length, from: from, to: to)
    case 1..<4:
      // The first, middle and last bytes are all of them.
      let middle = length >> 1
      let last = length &- 1
      to.storeBytes(of: source[0], as: UInt8.self)
      to.storeBytes(of: source[middle], toByteOffset: middle, as: UInt8.self)
      to.storeBytes(of: source[last], toByteOffset: last, as: UInt8.self)
    default:
      return  // No bytes.
    }
    count &+= length
  }

  /// Copies `length` bytes, from one to two words' worth, as the first word and the last,
  /// which overlap when `length` is less than two words.
  private static func copyHeadAndTail<Word: FixedWidthInteger>(
    _: Word.Type, length: Int, from: UnsafeRawPointer, to: UnsafeMutableRawPointer
  ) {
    let last = length &- MemoryLayout<Word>.size
    let head = from.loadUnaligned(as: Word.self)
    let tail = from.loadUnaligned(fromByteOffset: last, as: Word.self)
    to.storeBytes(of: head, as: Word.self)
    to.storeBytes(of: tail, toByteOffset: last, as: Word.self)
  }
}

extension FlatBuffer {
  /// A run of a buffer's elements, such as a scalar's bytes, read in place: the buffer and a
  /// range of its indices, checked against the buffer's count when the slice is made. Its
  /// indices are the buffer's.
  ///
  /// The buffer is not retained, so that making and passing a slice costs no reference
  /// counting: the tree builder makes one for every scalar and the decoder one for every id and
  /// number (`Scripts/bench/bench.sh`, c/a', guards it). Invariant: a slice is read only while its buffer lives and keeps its
  /// elements; the builder and the decoder make slices of buffers they hold and store none.
  struct Slice: RandomAccessCollection {
    unowned(unsafe) let base: FlatBuffer
    let startIndex: Int
    let endIndex: Int

    subscript(index: Int) -> Element {
      precondition(index >= startIndex && index < endIndex, "FlatBuffer.Slice index out of range")
      // Within the buffer: the slice's range was checked against the buffer's count when it
      // was made, and no element is removed from a buffer while a slice of it is read.
      return base.storage[index]
    }
  }
}
