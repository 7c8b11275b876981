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
  /// `read(2)` of up to `count` bytes into `buffer`, retried while a signal interrupts it.
  ///
  /// - Returns: The number of bytes read, 0 at the end of the file, or -1 with `errno` set.
  static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  {
    while true {
      let read = read(descriptor, buffer, count)
      if read < 0 && errno == EINTR { continue }
      return read
    }
  }

  /// Writes every byte of `buffer`, retrying short and interrupted writes.
  ///
  /// - Returns: nil when all was written, else the error number (`EIO` for a write that
  ///   wrote nothing).
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
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
    let start = count
    precondition(maximum >= 0 && start + maximum <= storage.count, "FileBuffer has no room")
    let read = storage.withUnsafeMutableBytes { room in
      SystemFile.readSome(descriptor, room.baseAddress.map { $0 + start }, maximum)
    }
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
    let count = bytes.withUnsafeMutableBytes { room in
      SystemFile.readSome(descriptor, room.baseAddress.map { $0 + old }, maximum)
    }
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

// The C library's `open` and `close` under names of their own: `ReadingFile`'s own
// `open(_:)` and `close()` hide them.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
