/// Reads a printed notification or userInfo, once ``PrintedExtent`` has found where it ends:
/// dictionaries in Objective-C's spelling (`{key = value; ...}`) and Swift's (`[AnyHashable(
/// "key"): value, ...]`, in `Optional(...)` or not), quoted and bare values. Objects in `<...>`
/// and lists are skipped whole.
struct PrintedParser {
  private let bytes: [UInt8]
  private var index: Int
  private let end: Int
  private var depth = 0

  /// The deepest nesting of dictionaries and `Optional(...)` read; a userInfo needs two.
  static let maximumDepth = 16
  /// The most entries a dictionary or a run may have; a userInfo has about ten. It bounds the
  /// memory a hostile line costs.
  static let maximumEntries = 1_000

  private init(bytes: [UInt8], index: Int, end: Int) {
    self.bytes = bytes
    self.index = index
    self.end = end
  }

  /// The dictionary whose bracket (`{` or `[`) is at `open`, which closes before `end`.
  ///
  /// - Throws: ``LogError`` at the first byte that does not fit.
  static func dictionary(in bytes: [UInt8], open: Int, end: Int) throws(LogError) -> [PrintedEntry]
  {
    var parser = PrintedParser(bytes: bytes, index: open, end: end)
    guard case .dictionary(let entries, _) = try parser.value() else {
      throw LogError("expected a dictionary", at: open)
    }
    return entries
  }

  /// The entries from `start` to `end` that no bracket encloses: Swift's `name = X, object =
  /// Y, userInfo = Z`, or a run of userInfo entries. Reading stops after the entry `lastKey`.
  ///
  /// - Throws: ``LogError`` at the first byte that does not fit.
  static func entries(in bytes: [UInt8], from start: Int, to end: Int, lastKey: String? = nil)
    throws(LogError) -> [PrintedEntry]
  {
    var parser = PrintedParser(bytes: bytes, index: start, end: end)
    return try parser.entries(closer: nil, lastKey: lastKey)
  }

  /// The word after `name =` from `start` (where `name` is written), if it is written so.
  static func name(in bytes: [UInt8], at start: Int, end: Int) -> String? {
    nameAndEnd(in: bytes, at: start, end: end)?.name
  }

  /// The word after `name =` from `start`, and where it ends.
  static func nameAndEnd(in bytes: [UInt8], at start: Int, end: Int) -> (name: String, end: Int)? {
    var parser = PrintedParser(bytes: bytes, index: start, end: end)
    guard parser.peek("name") else { return nil }
    parser.index += 4
    parser.skipBlanks(acrossLines: false)
    guard parser.peek == UInt8(ascii: "=") else { return nil }
    parser.index += 1
    parser.skipBlanks(acrossLines: false)
    guard let name = try? parser.key() else { return nil }
    return (name, parser.index)
  }

  /// Whether a key and its `=` or `:` are written from `start`.
  static func isEntry(in bytes: [UInt8], at start: Int, end: Int) -> Bool {
    var parser = PrintedParser(bytes: bytes, index: start, end: end)
    guard (try? parser.key()) != nil else { return false }
    parser.skipBlanks(acrossLines: false)
    return parser.peek == UInt8(ascii: "=") || parser.peek == UInt8(ascii: ":")
  }

  private var peek: UInt8? { index < end ? bytes[index] : nil }

  private func peek(_ word: String) -> Bool {
    let word = word.utf8
    return index + word.count <= end && bytes[index..<index + word.count].elementsEqual(word)
  }

  private mutating func skipBlanks(acrossLines: Bool) {
    while let byte = peek,
      byte == 0x20 || byte == 0x09 || byte == 0x0D || (acrossLines && byte == 0x0A)
    {
      index += 1
    }
  }

  private mutating func entries(closer: UInt8?, lastKey: String? = nil) throws(LogError)
    -> [PrintedEntry]
  {
    var entries: [PrintedEntry] = []
    while true {
      skipBlanks(acrossLines: true)
      guard let byte = peek else {
        guard let closer else { return entries }
        throw LogError("expected '\(Character(Unicode.Scalar(closer)))'", at: index)
      }
      if byte == closer {
        index += 1
        return entries
      }
      // A closing bracket after a run's entry ends the run.
      if closer == nil && Self.isCloser(byte) { return entries }
      // Swift's empty dictionary, `[:]`.
      if byte == UInt8(ascii: ":") && closer == UInt8(ascii: "]") && entries.isEmpty {
        index += 1
        continue
      }
      let keyOffset = index
      guard entries.count < Self.maximumEntries else {
        throw LogError("this has more than \(Self.maximumEntries) entries", at: keyOffset)
      }
      let key = try self.key()
      skipBlanks(acrossLines: false)
      guard peek == UInt8(ascii: "=") || peek == UInt8(ascii: ":") else {
        throw LogError("expected '=' or ':' after \(key)", at: index)
      }
      index += 1
      skipBlanks(acrossLines: false)
      entries.append(PrintedEntry(key: key, keyOffset: keyOffset, value: try value()))
      if key == lastKey { return entries }
      skipBlanks(acrossLines: false)
      switch peek {
      case UInt8(ascii: ";"), UInt8(ascii: ","): index += 1
      case nil, UInt8(ascii: "\n"): break
      case let byte? where Self.isCloser(byte): break
      default: throw LogError("expected ';' or ',' after the value of \(key)", at: index)
      }
    }
  }

  /// A key: `AnyHashable("K")`, `"K"` or a bare word.
  private mutating func key() throws(LogError) -> String {
    if peek("AnyHashable(") {
      index += "AnyHashable(".count
      guard peek == UInt8(ascii: "\"") else { throw LogError("expected a quoted key", at: index) }
      guard let key = try string().text else { throw LogError("expected a key", at: index) }
      guard peek == UInt8(ascii: ")") else { throw LogError("expected ')'", at: index) }
      index += 1
      return key
    }
    if peek == UInt8(ascii: "\"") {
      guard let key = try string().text else { throw LogError("expected a key", at: index) }
      return key
    }
    let start = index
    while let byte = peek, Self.isWordByte(byte) { index += 1 }
    guard index > start else { throw LogError("expected a key", at: start) }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func value() throws(LogError) -> PrintedValue {
    let start = index
    switch peek {
    case UInt8(ascii: "\""): return try string()
    case UInt8(ascii: "{") where opensDictionary():
      try enter()
      defer { depth -= 1 }
      index += 1
      return .dictionary(try entries(closer: UInt8(ascii: "}")), offset: start)
    case UInt8(ascii: "[") where opensDictionary():
      try enter()
      defer { depth -= 1 }
      index += 1
      return .dictionary(try entries(closer: UInt8(ascii: "]")), offset: start)
    case UInt8(ascii: "["): return try skip(from: UInt8(ascii: "["), to: UInt8(ascii: "]"))
    case UInt8(ascii: "<"): return try skip(from: UInt8(ascii: "<"), to: UInt8(ascii: ">"))
    case UInt8(ascii: "("): return try skip(from: UInt8(ascii: "("), to: UInt8(ascii: ")"))
    case UInt8(ascii: "O") where peek("Optional("):
      try enter()
      defer { depth -= 1 }
      index += "Optional(".count
      skipBlanks(acrossLines: true)
      let inner = try value()
      skipBlanks(acrossLines: true)
      guard peek == UInt8(ascii: ")") else {
        throw LogError("expected ')' to close Optional(", at: index)
      }
      index += 1
      return inner
    default: return try bare()
    }
  }

  /// Goes one level deeper, within ``maximumDepth``; the caller comes back up.
  private mutating func enter() throws(LogError) {
    guard depth < Self.maximumDepth else {
      throw LogError("this is nested more than \(Self.maximumDepth) deep", at: index)
    }
    depth += 1
  }

  /// Whether the bracket at the index opens a dictionary rather than a frame's `{{0, 0}, ...}`
  /// or a list: a key, or the bracket's end, comes first.
  private func opensDictionary() -> Bool {
    var next = index + 1
    while next < end, bytes[next] <= 0x20 { next += 1 }
    guard next < end else { return false }
    let byte = bytes[next]
    if bytes[index] == UInt8(ascii: "[") {
      return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ":")
        || bytes[next..<min(end, next + 12)].elementsEqual("AnyHashable(".utf8)
    }
    return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "}")
      || (Self.isWordByte(byte) && !Self.isNumberStart(byte))
  }

  /// A value written bare: up to `;`, `,`, the line's end or a closing bracket that it did
  /// not open, without the blanks before that.
  private mutating func bare() throws(LogError) -> PrintedValue {
    let start = index
    var open = 0
    while let byte = peek, byte != UInt8(ascii: "\n") {
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        open += 1
      } else if Self.isCloser(byte) {
        if open == 0 { break }
        open -= 1
      } else if open == 0 && (byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")) {
        break
      }
      index += 1
    }
    var last = index
    while last > start,
      bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D
    {
      last -= 1
    }
    guard last > start else { throw LogError("expected a value", at: start) }
    return .text(
      String(decoding: bytes[start..<last], as: UTF8.self), offset: start, content: start..<last)
  }

  private mutating func string() throws(LogError) -> PrintedValue {
    let start = index
    index += 1
    let contentStart = index
    var hasEscape = false
    var text: [UInt8] = []
    while let byte = peek, byte != UInt8(ascii: "\n") {
      if byte == UInt8(ascii: "\"") {
        let content = hasEscape ? nil : contentStart..<index
        index += 1
        return .text(String(decoding: text, as: UTF8.self), offset: start, content: content)
      }
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        hasEscape = true
        index += 1
        let escaped = bytes[index]
        text.append(escaped == UInt8(ascii: "n") ? UInt8(ascii: "\n") : escaped)
      } else {
        text.append(byte)
      }
      index += 1
    }
    throw LogError("the string is not closed: no '\"' before the line ends", at: start)
  }

  private mutating func skip(from open: UInt8, to close: UInt8) throws(LogError) -> PrintedValue {
    let start = index
    var depth = 0
    while let byte = peek {
      if byte == open { depth += 1 }
      if byte == close {
        depth -= 1
        if depth == 0 {
          index += 1
          return .skipped(offset: start)
        }
      }
      index += 1
    }
    throw LogError("expected '\(Character(Unicode.Scalar(close)))' to close this", at: start)
  }

  static func isCloser(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
  }

  /// Letters, digits, `_` and `.`: what a bare key or a notification's name is made of.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  private static func isNumberStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
  }
}
