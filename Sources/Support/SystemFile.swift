#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing file descriptors: the one loop that reads a file whole, the one that
/// writes every byte, and the one `read(2)` that retries when a signal interrupts it.
package enum SystemFile {
  /// `read(2)` of up to `maximum` bytes into `bytes` from index `start` on, the room the caller
  /// made there, retried while a signal interrupts it.
  ///
  /// - Returns: The number of bytes read, 0 at the end of the file, or -1 with `errno` set.
  static func read(
    _ descriptor: Int32, into bytes: inout [UInt8], at start: Int, atMost maximum: Int
  ) -> Int {
    precondition(
      start >= 0 && maximum >= 0 && maximum <= bytes.count - start, "no room to read into")
    return bytes.withUnsafeMutableBytes { room in
      readSome(descriptor, room.baseAddress.map { $0 + start }, maximum)
    }
  }

  /// `read(2)` of up to `count` bytes into `buffer`, retried while a signal interrupts it.
  private static func readSome(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  ) -> Int {
    while true {
      let read = systemRead(descriptor, buffer, count)
      if read < 0 && errno == EINTR { continue }
      return read
    }
  }

  /// Writes every byte of `buffer`, retrying short and interrupted writes.
  ///
  /// - Returns: nil when all was written, else the error number (`EIO` for a write that
  ///   wrote nothing).
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let count = write(descriptor, base + offset, buffer.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count < 0 ? errno : EIO }
      offset += count
    }
    return nil
  }

  /// Writes every byte, retrying short and interrupted writes.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - descriptor: An open file descriptor, such as 1 for standard output.
  /// - Returns: nil when all was written, else the error number.
  @discardableResult
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes the UTF-8 of `text` where it lies (a native string's bytes are not copied),
  /// retrying short and interrupted writes.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - descriptor: An open file descriptor, such as 1 for standard output.
  /// - Returns: nil when all was written, else the error number.
  @discardableResult
  package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// What a whole read found.
  package enum WholeRead: Sendable, Equatable {
    /// The whole file is in the buffer.
    case complete
    /// The file is larger than the limit: the buffer holds its first `limit + 1` bytes; its
    /// size, as the system reports it (or as much as was read, when it does not say).
    case tooLarge(size: Int)
  }

  /// Reads the file at `path` whole into `buffer`, in place of what it held, unless it is
  /// larger than `limit`.
  ///
  /// The file is read until a read returns nothing, into the buffer's room, doubled when full,
  /// without asking the system for its size first: that call costs about as much as a read,
  /// and a folder fails the first read anyway (with "Is a directory"). Only a file found too
  /// large is asked for its size, to report it. At most one byte more than the limit is read.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes.
  ///   - buffer: Where the bytes go; its room is used again and grown as needed.
  /// - Returns: Whether the file was read whole, or why it could not be opened or read.
  package static func readAll(path: String, limit: Int, into buffer: inout FileBuffer)
    -> Result<WholeRead, SystemError>
  {
    // The path's own bytes: passing the string would convert it into a new array first.
    let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return .failure(.current) }
    defer { close(descriptor) }
    return readAll(descriptor, limit: limit, sizeHint: nil, into: &buffer)
  }

  /// The one loop that reads a file whole: from `descriptor` into `buffer` (emptied first),
  /// until the end of the file or one byte past `limit`.
  ///
  /// - Parameters:
  ///   - descriptor: A file open for reading.
  ///   - limit: The largest size accepted, in bytes.
  ///   - sizeHint: The file's size when known: room for all of it at once.
  ///   - buffer: Where the bytes go.
  /// - Returns: Whether the file was read whole, or why a read failed.
  static func readAll(
    _ descriptor: Int32, limit: Int, sizeHint: Int?, into buffer: inout FileBuffer
  ) -> Result<WholeRead, SystemError> {
    // At most one byte more than the limit: that byte shows that the file is too large.
    let most = limit < Int.max ? limit + 1 : Int.max
    buffer.removeAll()
    buffer.reserve(min(sizeHint.map { $0 + 1 } ?? FileBuffer.firstCapacity, most))
    while true {
      let end = min(buffer.capacity, most)
      if buffer.count == end {
        guard buffer.count < most else { break }
        buffer.reserve(min(max(2 * buffer.count, 16), most))
        continue
      }
      let read = buffer.fill(from: descriptor, atMost: end - buffer.count)
      guard read >= 0 else { return .failure(.current) }
      if read == 0 { break }
    }
    guard buffer.count > limit else { return .success(.complete) }
    var status = stat()
    let count = buffer.count
    let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), count) : count
    return .success(.tooLarge(size: size))
  }
}

extension SystemFile {
  /// Whether the rest of `descriptor`'s file holds exactly `bytes`.
  ///
  /// The file is read a chunk at a time, on the stack when the thread has room for it (a
  /// golden's size, usually: a large block from `malloc` costs more to take and give back than
  /// the compare of a small golden), until it ends, differs, or has shown a byte more than
  /// `bytes`; each chunk is compared with `memcmp`. Not asking the file's size first saves a
  /// call that costs about as much as a read. `Scripts/bench/bench.sh` (c/a') guards it.
  ///
  /// - Returns: Whether the contents are equal, or why a read failed.
  static func contents(of descriptor: Int32, equal bytes: [UInt8]) -> Result<Bool, SystemError> {
    bytes.withUnsafeBytes { expected in
      compareChunks(of: descriptor, size: expected.count) { offset, chunk in
        offset + chunk.count <= expected.count
          && equal(UnsafeRawBufferPointer(rebasing: expected[offset..<offset + chunk.count]), chunk)
      }.map { length in length == expected.count }
    }
  }

  /// Whether the rest of the file at `first` holds the same bytes as the rest of the one at
  /// `second`, both `size` bytes long, read a chunk at a time; a failed read of `second` counts
  /// as a difference.
  ///
  /// - Returns: Whether the contents are equal, or why a read of `first` failed.
  static func contents(of first: Int32, equalContentsOf second: Int32, size: Int) -> Result<
    Bool, SystemError
  > {
    var other = [UInt8](repeating: 0, count: chunkSize)
    return compareChunks(of: first, size: size) { _, chunk in
      var filled = 0
      while filled < chunk.count {
        let count = read(second, into: &other, at: filled, atMost: chunk.count - filled)
        guard count > 0 else { return false }
        filled += count
      }
      return other.withUnsafeBytes {
        equal(UnsafeRawBufferPointer(rebasing: $0[..<chunk.count]), chunk)
      }
    }.map { $0 != nil }
  }

  private static let chunkSize = 65_536

  /// Reads the file a chunk at a time, asking `matches(offset, chunk)` of each; stops at the
  /// first that does not match. Returns the number of bytes read when every chunk matched,
  /// nil when one did not. `size` (the size expected) only bounds the buffer: a small file is
  /// read with a small one, whose bytes need no zeroing.
  private static func compareChunks(
    of descriptor: Int32, size: Int, _ matches: (Int, UnsafeRawBufferPointer) -> Bool
  ) -> Result<Int?, SystemError> {
    withUnsafeTemporaryAllocation(byteCount: min(chunkSize, size + 1), alignment: 1) { chunk in
      var offset = 0
      while true {
        let count = readSome(descriptor, chunk.baseAddress, chunk.count)
        guard count >= 0 else { return .failure(.current) }
        if count == 0 { return .success(offset) }
        guard matches(offset, UnsafeRawBufferPointer(rebasing: chunk[..<count])) else {
          return .success(nil)
        }
        offset += count
      }
    }
  }

  /// Whether two buffers of the same length hold the same bytes.
  private static func equal(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer)
    -> Bool
  {
    guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
      return first.count == second.count
    }
    return first.count == second.count && memcmp(firstBase, secondBase, first.count) == 0
  }
}

/// Room for a file's bytes that reads fill in place, kept from one read to the next so that
/// reading many files allocates it about once.
///
/// The bytes are the first count of an array whose length is the room: the room is zeroed
/// once, when it grows, and a read writes into it directly, so a file's bytes are copied from
/// the system once and not again.
package struct FileBuffer {
  /// The room; its first count bytes are the file's.
  private var storage: [UInt8]
  /// How many bytes are held.
  package private(set) var count = 0

  /// The room a buffer starts with when none is given: more than nearly every scene needs.
  package static let firstCapacity = 16_384

  /// Creates an empty buffer with room for `capacity` bytes.
  package init(capacity: Int = firstCapacity) {
    storage = [UInt8](repeating: 0, count: max(capacity, 0))
  }

  /// How many bytes there is room for.
  package var capacity: Int { storage.count }

  /// The bytes held, in place.
  package var bytes: ArraySlice<UInt8> { storage[..<count] }

  /// Empties the buffer, keeping at most `capacity` bytes of room.
  package mutating func removeAll(keepingAtMost capacity: Int) {
    count = 0
    if storage.count > capacity { storage = [UInt8](repeating: 0, count: max(capacity, 0)) }
  }

  /// The bytes held, as an array of their own (the room past them is let go, not copied).
  package consuming func takeBytes() -> [UInt8] {
    var bytes = storage
    bytes.removeSubrange(count...)
    return bytes
  }

  mutating func removeAll() {
    count = 0
  }

  /// Makes room for at least `capacity` bytes in all.
  mutating func reserve(_ capacity: Int) {
    if capacity > storage.count {
      storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }
  }

  /// Reads up to `maximum` bytes from `descriptor` into the room after the last byte (there
  /// must be room for them), keeping what was read.
  ///
  /// - Returns: The number read, 0 at the end, or -1 with `errno` set.
  mutating func fill(from descriptor: Int32, atMost maximum: Int) -> Int {
    let read = SystemFile.read(descriptor, into: &storage, at: count, atMost: maximum)
    if read > 0 { count += read }
    return read
  }
}

/// A file open for reading a chunk at a time, such as a trace too large to hold whole.
package struct ReadingFile: Sendable {
  private let descriptor: Int32

  /// Opens `path` for reading.
  ///
  /// - Returns: The file, or why it cannot be opened (as a `read` failure).
  package static func open(_ path: String) -> Result<ReadingFile, FileError> {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(FileError("read", path, code: errno)) }
    return .success(ReadingFile(descriptor: descriptor))
  }

  /// Reads up to `maximum` bytes of what follows and appends them to `bytes`.
  ///
  /// - Returns: How many were read, 0 at the end of the file, or why the read failed (then
  ///   `bytes` is as it was).
  package func read(atMost maximum: Int, appendingTo bytes: inout [UInt8]) -> Result<
    Int, SystemError
  > {
    let old = bytes.count
    bytes += repeatElement(0, count: maximum)
    let count = SystemFile.read(descriptor, into: &bytes, at: old, atMost: maximum)
    guard count >= 0 else {
      let error = SystemError.current
      bytes.removeLast(maximum)
      return .failure(error)
    }
    bytes.removeLast(maximum - count)
    return .success(count)
  }

  /// Closes the file.
  package func close() {
    _ = systemClose(descriptor)
  }
}

// The C library's `open`, `close` and `read` under names of their own: `ReadingFile`'s own
// `open(_:)` and `close()` and `SystemFile.read` hide them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
