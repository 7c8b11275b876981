/// The description UIKit's log prints for a notification, `{name = X; userInfo = {K = V;
/// ...}}`, as a tree of entries that know where they are written.
///
/// It is Foundation's old property-list style: a dictionary holds `key = value;` entries
/// (the last `;` may be left out), and a value is a dictionary, a quoted string, a bare word
/// or number, or an object's description in `<...>` or a list in `(...)`, which an import has
/// no use for and skips whole.
struct NotificationDescription {
  /// A value of the description.
  enum Value {
    case dictionary([Entry], offset: Int)
    /// A quoted string: its text, and where the text between the quotes is (nil when it has
    /// escapes, so that its bytes are not its text).
    case string(String, offset: Int, content: Range<Int>?)
    case word(String, offset: Int)
    /// `<...>` or `(...)`.
    case skipped(offset: Int)

    var offset: Int {
      switch self {
      case .dictionary(_, let offset), .string(_, let offset, _), .word(_, let offset),
        .skipped(let offset):
        offset
      }
    }
  }

  /// One `key = value` entry.
  struct Entry {
    var key: String
    var keyOffset: Int
    var value: Value
  }

  /// Why a description cannot be delimited.
  enum Unclosed: Error, Equatable {
    /// The next log line (a line that starts with a timestamp) comes first.
    case nextLogLine(Int)
    case endOfLog
  }

  /// The offset of the `}` that closes the brace at `open`, across lines; the description
  /// must end before the next line that starts with a timestamp, and before the log ends.
  static func closingBrace(in text: LogText, from open: Int) -> Result<Int, Unclosed> {
    let bytes = text.bytes
    var depth = 0
    var angles = 0
    var isInString = false
    var index = open
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        // A quoted string does not run on past its line.
        isInString = false
        if LogTimestamp.starts(in: bytes, at: index + 1, end: bytes.count) {
          return .failure(.nextLogLine(text.line(ofByte: index + 1)))
        }
      } else if isInString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
      } else if angles > 0 {
        if byte == UInt8(ascii: "<") { angles += 1 }
        if byte == UInt8(ascii: ">") { angles -= 1 }
      } else {
        switch byte {
        case UInt8(ascii: "\""): isInString = true
        case UInt8(ascii: "<"): angles = 1
        case UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return .success(index) }
        default: break
        }
      }
      index += 1
    }
    return .failure(.endOfLog)
  }

  private let bytes: [UInt8]
  private var index: Int
  private let end: Int

  /// The dictionary from `open` (a `{`) to `close` (its `}`, from ``closingBrace(in:from:)``).
  ///
  /// - Throws: ``LogError`` at the first byte that does not fit.
  static func dictionary(in bytes: [UInt8], open: Int, close: Int) throws(LogError) -> Value {
    var parser = NotificationDescription(bytes: bytes, index: open, end: close + 1)
    return try parser.dictionary()
  }

  /// The word after `name =` at the start of the dictionary at `open`, if it starts so.
  static func leadingName(in bytes: [UInt8], open: Int, end: Int) -> String? {
    var parser = NotificationDescription(bytes: bytes, index: open + 1, end: end)
    parser.skipSpaces()
    guard case .word("name", _)? = try? parser.key() else { return nil }
    parser.skipSpaces()
    guard parser.peek == UInt8(ascii: "=") else { return nil }
    parser.index += 1
    parser.skipSpaces()
    guard case .word(let name, _)? = try? parser.word() else { return nil }
    return name
  }

  private init(bytes: [UInt8], index: Int, end: Int) {
    self.bytes = bytes
    self.index = index
    self.end = end
  }

  private var peek: UInt8? { index < end ? bytes[index] : nil }

  private mutating func skipSpaces() {
    while let byte = peek,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  private mutating func dictionary() throws(LogError) -> Value {
    let start = index
    index += 1
    var entries: [Entry] = []
    while true {
      skipSpaces()
      guard let byte = peek else { throw LogError("expected '}'", at: index) }
      if byte == UInt8(ascii: "}") {
        index += 1
        return .dictionary(entries, offset: start)
      }
      let keyOffset = index
      let key = try key()
      let name: String
      switch key {
      case .word(let text, _), .string(let text, _, _): name = text
      default: throw LogError("expected a key", at: keyOffset)
      }
      skipSpaces()
      guard peek == UInt8(ascii: "=") else {
        throw LogError("expected '=' after \(name)", at: index)
      }
      index += 1
      skipSpaces()
      let value = try value()
      entries.append(Entry(key: name, keyOffset: keyOffset, value: value))
      skipSpaces()
      switch peek {
      case UInt8(ascii: ";"): index += 1
      case UInt8(ascii: "}"): break
      default: throw LogError("expected ';' or '}' after the value of \(name)", at: index)
      }
    }
  }

  private mutating func key() throws(LogError) -> Value {
    peek == UInt8(ascii: "\"") ? try string() : try word()
  }

  private mutating func value() throws(LogError) -> Value {
    switch peek {
    case UInt8(ascii: "{"): return try dictionary()
    case UInt8(ascii: "\""): return try string()
    case UInt8(ascii: "<"): return try skip(from: UInt8(ascii: "<"), to: UInt8(ascii: ">"))
    case UInt8(ascii: "("): return try skip(from: UInt8(ascii: "("), to: UInt8(ascii: ")"))
    default: return try word()
    }
  }

  /// A bare word or number: everything up to a space or a delimiter.
  private mutating func word() throws(LogError) -> Value {
    let start = index
    while let byte = peek, !Self.endsWord(byte) { index += 1 }
    guard index > start else { throw LogError("expected a value", at: start) }
    return .word(String(decoding: bytes[start..<index], as: UTF8.self), offset: start)
  }

  private static func endsWord(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: "("):
      true
    default: false
    }
  }

  private mutating func string() throws(LogError) -> Value {
    let start = index
    index += 1
    let contentStart = index
    var hasEscape = false
    var text: [UInt8] = []
    while let byte = peek, byte != UInt8(ascii: "\n") {
      if byte == UInt8(ascii: "\"") {
        let content = hasEscape ? nil : contentStart..<index
        index += 1
        return .string(String(decoding: text, as: UTF8.self), offset: start, content: content)
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

  private mutating func skip(from open: UInt8, to close: UInt8) throws(LogError) -> Value {
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
}
