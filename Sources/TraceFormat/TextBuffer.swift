/// The bytes of a trace's text as it is written: a growable buffer that owns its memory.
///
/// A trace is thousands of short pieces (a digit, a space, an id). Appending each to an `Array`
/// costs a uniqueness check, a capacity check and a generic copy, more than the bytes
/// themselves; here an append is a capacity check and a copy, and only growing is kept out of
/// line. The buffer cannot be copied, so it is passed `inout` to the writers and its memory is
/// freed once, when it goes away.
///
/// ``bytes(capacity:_:)`` writes into the storage of the array it returns, so that the text
/// need not be copied out; the buffer moves to memory of its own only if it outgrows that room.
///
/// Its pointer never leaves it. ``append(atMost:_:)`` lends room for one call as a ``Room``,
/// written by position: the sample rows are written through it (see `SampleRows`), because
/// writing them through the buffer's appends costs more than the bench's `test --jobs 1`
/// target allows (`Scripts/bench/bench.sh`, c/a', long corpus).
struct TextBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  private(set) var count = 0
  /// Whether the bytes are still in the room lent by ``bytes(capacity:_:)``, which the buffer
  /// must not free; false once it has moved to memory of its own, and for a buffer made with
  /// its own.
  private(set) var isInLentRoom = false

  /// Creates an empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  /// Creates an empty buffer that writes into `room` until it needs more than `room` holds.
  ///
  /// - Precondition: `room` has an address and outlives the buffer.
  private init(writingInto room: UnsafeMutableBufferPointer<UInt8>) {
    guard let base = room.baseAddress else { preconditionFailure("room without an address") }
    self.base = base
    capacity = room.count
    isInLentRoom = true
  }

  deinit {
    if !isInLentRoom { base.deallocate() }
  }

  /// The bytes that `write` appends to an empty buffer, written straight into the storage of the
  /// array returned while they fit in `capacity` bytes, else copied out of the buffer's own.
  ///
  /// - Parameters:
  ///   - capacity: The room to write in; pages of it never written cost nothing.
  ///   - write: Appends the bytes.
  /// - Returns: The bytes appended.
  static func bytes(capacity: Int, _ write: (inout TextBuffer) -> Void) -> [UInt8] {
    var moved: [UInt8]?
    let bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, 1)) { room, count in
      var buffer = TextBuffer(writingInto: room)
      write(&buffer)
      if buffer.isInLentRoom { count = buffer.count } else { moved = buffer.bytes }
    }
    return moved ?? bytes
  }

  /// The bytes written, as an array.
  var bytes: [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes written, as text.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// The byte at `index`.
  subscript(index: Int) -> UInt8 {
    precondition(index >= 0 && index < count, "index out of range")
    return base[index]
  }

  /// Removes the last byte.
  mutating func removeLast() {
    precondition(count > 0, "nothing to remove")
    count -= 1
  }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Appends the bytes of a string literal.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends the UTF-8 bytes of a string.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: source, count: bytes.count)
    count &+= bytes.count
  }

  /// Appends a copy of bytes already written.
  mutating func appendCopy(of range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
    reserve(range.count)
    (base + count).initialize(from: base + range.lowerBound, count: range.count)
    count &+= range.count
  }

  /// Appends what `write` appends the first time, recording where in `written`; a copy of
  /// those bytes on every later call with the same `written`.
  mutating func appendOnce(
    rememberingIn written: inout Range<Int>?, _ write: (inout TextBuffer) -> Void
  ) {
    if let written {
      appendCopy(of: written)
    } else {
      let start = count
      write(&self)
      written = start..<count
    }
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    reserve(count)
    (base + self.count).initialize(repeating: UInt8(ascii: " "), count: count)
    self.count &+= count
  }

  /// Makes room for up to `maximum` bytes and lets `write` fill the first of them, through a
  /// room that covers them all (position 0 is the first); `write` returns how many it filled.
  mutating func append(atMost maximum: Int, _ write: (Room) -> Int) {
    reserve(maximum)
    let written = write(Room(UnsafeMutableBufferPointer(start: base + count, count: maximum)))
    precondition(written >= 0 && written <= maximum, "wrote outside the room made")
    count &+= written
  }

  /// Makes room for `extra` more bytes, at least doubling the capacity when it grows.
  private mutating func reserve(_ extra: Int) {
    // Counts of bytes in memory, far from overflowing: the sum wraps rather than checks.
    if count &+ extra > capacity { grow(toHold: extra) }
  }

  /// Moves the bytes to a block with room for `extra` more, at least twice as large.
  @inline(never)
  private mutating func grow(toHold extra: Int) {
    let grown = max(capacity * 2, count + extra)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.moveInitialize(from: base, count: count)
    if !isInLentRoom { base.deallocate() }
    base = moved
    capacity = grown
    isInLentRoom = false
  }
}

extension TextBuffer {
  /// Room in a buffer, lent for the length of one call (``TextBuffer/append(atMost:_:)``) and
  /// written by position, from 0 to ``count``.
  ///
  /// Positions are checked only in debug builds, like an array's unchecked ones: every writer
  /// computes them within the room it asked for, as its comments say. The room is written
  /// where it lies, so a copy of a `Room` writes the same bytes.
  struct Room {
    private let bytes: UnsafeMutableBufferPointer<UInt8>

    fileprivate init(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    /// How many bytes the room holds.
    var count: Int { bytes.count }

    /// The byte at `position`.
    subscript(position: Int) -> UInt8 {
      get { bytes[position] }
      nonmutating set { bytes[position] = newValue }
    }

    /// Copies the `count` bytes at `source` to `destination`; the two runs must not overlap.
    ///
    /// A row of a trace is a few dozen bytes, copied once per row written: eight bytes at a
    /// time, the last eight ending where the run ends (rewriting a few bytes already copied),
    /// so that the copy costs no call. Longer and shorter runs are copied by the library.
    func copy(_ count: Int, from source: Int, to destination: Int) {
      assert(
        source >= 0 && destination >= 0 && count >= 0 && source &+ count <= bytes.count
          && destination &+ count <= bytes.count, "copy outside the room")
      guard let base = bytes.baseAddress else { return }
      guard count >= 8 && count <= 128 else {
        (base + destination).initialize(from: base + source, count: count)
        return
      }
      let from = UnsafeRawPointer(base + source)
      let to = UnsafeMutableRawPointer(base + destination)
      var offset = 0
      while offset < count &- 8 {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
          as: UInt64.self)
        offset &+= 8
      }
      let last = count &- 8
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: last, as: UInt64.self), toByteOffset: last,
        as: UInt64.self)
    }

    /// Sets every byte in `range` to `byte`.
    func fill(_ range: Range<Int>, with byte: UInt8) {
      assert(range.lowerBound >= 0 && range.upperBound <= bytes.count, "outside the room")
      guard let base = bytes.baseAddress else { return }
      (base + range.lowerBound).update(repeating: byte, count: range.count)
    }

    /// Writes the UTF-8 bytes of `text` from `position` on, and returns where they end.
    func write(utf8 text: String, at position: Int) -> Int {
      var text = text
      return text.withUTF8 { text in
        assert(
          position >= 0 && text.count <= bytes.count &- position, "text outside the room")
        _ = UnsafeMutableBufferPointer(rebasing: bytes[position..<position + text.count])
          .update(fromContentsOf: text)
        return position + text.count
      }
    }

    /// Writes the four bytes of `word`, least significant first, from `position` on: four
    /// characters made by ``fourBytes(_:_:_:_:)`` in one store.
    func storeFourBytes(_ word: UInt32, at position: Int) {
      assert(position >= 0 && position <= bytes.count &- 4, "word outside the room")
      UnsafeMutableRawPointer(bytes.baseAddress.unsafelyUnwrapped + position).storeBytes(
        of: word.littleEndian, as: UInt32.self)
    }

    /// The word that ``storeFourBytes(_:at:)`` writes as the bytes `first` to `fourth`.
    static func fourBytes(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8)
      -> UInt32
    {
      UInt32(first) | UInt32(second) << 8 | UInt32(third) << 16 | UInt32(fourth) << 24
    }
  }
}
