import Support

/// Hands out a trace's lines one at a time, from bytes in memory or from a file read in chunks,
/// checking each line as it goes: valid UTF-8, no carriage return before its line end, not
/// longer than ``maximumLineLength``, and a line end after the last one.
///
/// Reading a file this way, the reader of a malformed file stops at the first bad line having
/// held only the lines before it: a 100 MB file of garbage costs one chunk, not 100 MB.
struct TraceLineReader {
  /// The longest line accepted, in bytes. Trace lines are short; the longest a valid scene can
  /// give are its title (the scene file is at most 4 MiB) and the rows of a scene with
  /// thousands of adaptive containers.
  static let maximumLineLength = 8 * 1024 * 1024

  /// Where bytes come from: all at once, or a file descriptor (owned, closed at the end).
  private enum Source {
    case memory
    case file(ReadingFile)
  }

  private var source: Source
  /// Bytes read but not yet handed out, from `start` on.
  private var buffer: [UInt8]
  private var start = 0
  private var isExhausted: Bool
  private var peeked: String?
  /// How many lines were handed out (or peeked at, for the next one's number).
  private(set) var lineCount = 0
  /// Whether any byte was read at all: an empty input is its own error.
  private(set) var isEmpty = true
  /// The system's error number when reading the file failed (the error thrown then is about
  /// the file, not its contents).
  private(set) var readErrorCode: Int32?

  /// Reads lines from bytes in memory.
  init(bytes: [UInt8]) {
    source = .memory
    buffer = bytes
    isExhausted = true
    isEmpty = bytes.isEmpty
  }

  /// Reads lines from an open file; the reader closes it with ``close()``.
  init(file: ReadingFile) {
    source = .file(file)
    buffer = []
    isExhausted = false
  }

  /// Closes the file, if there is one.
  mutating func close() {
    if case .file(let file) = source {
      file.close()
      source = .memory
    }
  }

  /// The number the next line will have.
  var nextLineNumber: Int { lineCount + (peeked == nil ? 1 : 0) }

  /// The next line without consuming it; nil at the end.
  mutating func peek() throws(TraceParseError) -> String? {
    if peeked == nil { peeked = try readLine() }
    return peeked
  }

  /// The next line, consumed; nil at the end.
  mutating func next() throws(TraceParseError) -> String? {
    if let line = peeked {
      peeked = nil
      return line
    }
    return try readLine()
  }

  private mutating func readLine() throws(TraceParseError) -> String? {
    // Counted from `start`, which a refill moves (it drops the bytes before it).
    var scanned = 0
    while true {
      if let end = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
        guard end - start <= Self.maximumLineLength else { throw tooLong() }
        lineCount += 1
        let line = try Self.text(buffer[start..<end], number: lineCount)
        start = end + 1
        return line
      }
      scanned = buffer.count - start
      guard scanned <= Self.maximumLineLength else { throw tooLong() }
      guard try fill() else { break }
    }
    guard start < buffer.count else { return nil }
    lineCount += 1
    let text = try Self.text(buffer[start...], number: lineCount)
    throw TraceParseError(
      line: lineCount, column: text.unicodeScalars.count + 1,
      message: "the last line has no line end; every line of a trace ends with '\\n'")
  }

  private func tooLong() -> TraceParseError {
    TraceParseError(
      line: lineCount + 1,
      message: "the line is longer than \(Self.maximumLineLength) bytes; this is not a trace")
  }

  /// Reads the next chunk of the file into the buffer; false at the end.
  private mutating func fill() throws(TraceParseError) -> Bool {
    guard case .file(let file) = source, !isExhausted else { return false }
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let count: Int
    switch file.read(atMost: 1 << 16, appendingTo: &buffer) {
    case .success(let read): count = read
    case .failure(let error):
      readErrorCode = error.code
      throw TraceParseError(line: lineCount + 1, message: "cannot read the file: \(error.text)")
    }
    if count > 0 { isEmpty = false }
    isExhausted = count == 0
    return count > 0
  }

  /// A line's text, checked to be UTF-8 without a carriage return at its end.
  private static func text(_ bytes: ArraySlice<UInt8>, number: Int) throws(TraceParseError)
    -> String
  {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      throw TraceParseError(
        line: number, column: firstInvalidColumn(bytes), message: "the line is not valid UTF-8")
    }
    if bytes.last == UInt8(ascii: "\r") {
      throw TraceParseError(
        line: number, column: text.unicodeScalars.count,
        message: "the line ends with CR LF; traces use '\\n' line ends only "
          + "(check the file's Git attributes or editor settings)")
    }
    return text
  }

  /// The column of the first byte that does not decode, counting the scalars before it.
  private static func firstInvalidColumn(_ bytes: ArraySlice<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var column = 1
    while case .scalarValue = decoder.decode(&iterator) {
      column += 1
    }
    return column
  }
}
