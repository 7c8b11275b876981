/// Where printed notifications start on a line, and where they end: a description runs on
/// over any number of lines up to its closing bracket, unless a line that starts with a
/// timestamp, or on which another notification starts, comes first (docs/capture.md#cut-off-notifications).
enum PrintedExtent {
  /// A notification's start, as it is printed.
  enum Start: Equatable {
    /// Objective-C's `{name = NAME; ...}`: the `{`.
    case objectiveC(open: Int)
    /// Swift's `name = NAME, object = ..., userInfo = ...`: where `name` is written.
    case swift(name: Int)
    /// A bare userInfo: its first entry, and the bracket before it, if any.
    case bare(first: Int, open: Int?)
  }

  /// How a printed thing ends.
  enum Mode {
    /// At the bracket that closes the one it starts with.
    case bracketed
    /// At the end of the line, or of the line where its brackets are all closed.
    case line
    /// At the first line that is not an entry, or at a closing bracket it did not open.
    case entryLines
  }

  /// Why a description has no end.
  enum CutOff: Error, Equatable {
    /// This line starts before the description is closed.
    case nextLine(Int)
    case endOfLog
  }

  private static let marker = Array("NSConcreteNotification".utf8)
  private static let keyboardName = Array("name = UIKeyboard".utf8)
  private static let nameWord = Array("name".utf8)
  private static let keyboardWord = Array("UIKeyboard".utf8)
  private static let hashable = Array("AnyHashable(".utf8)

  /// The first notification that starts on the line `range`, and where.
  static func start(in bytes: [UInt8], range: Range<Int>, previousLine: Range<Int>?) -> Start? {
    var found: Start?
    var position = range.upperBound
    if let at = bytes[range].firstIndex(of: marker) {
      var index = at + marker.count
      skipAddress(in: bytes, from: &index, end: range.upperBound)
      if index < range.upperBound, bytes[index] == UInt8(ascii: "{") {
        (found, position) = (.objectiveC(open: index), at)
      } else if PrintedParser.name(in: bytes, at: index, end: range.upperBound) != nil {
        (found, position) = (.swift(name: index), at)
      }
    }
    if let (start, at) = nameStart(in: bytes, range: range.lowerBound..<position) {
      (found, position) = (start, at)
    }
    if let (start, at) = bareStart(
      in: bytes, range: range.lowerBound..<position, previousLine: previousLine)
    {
      (found, position) = (start, at)
    }
    return found
  }

  /// `name =` at a word's start: after `{`, Objective-C's; followed by `NAME ,`, Swift's.
  private static func nameStart(in bytes: [UInt8], range: Range<Int>) -> (Start, Int)? {
    var index = range.lowerBound
    while let at = bytes[index..<range.upperBound].firstIndex(of: nameWord) {
      index = at + 1
      guard at == range.lowerBound || !PrintedParser.isWordByte(bytes[at - 1]),
        var (_, after) = PrintedParser.nameAndEnd(in: bytes, at: at, end: range.upperBound)
      else { continue }
      var before = at
      while before > range.lowerBound, bytes[before - 1] == 0x20 { before -= 1 }
      if before > range.lowerBound, bytes[before - 1] == UInt8(ascii: "{") {
        return (.objectiveC(open: before - 1), before - 1)
      }
      // Swift's: the name is followed by `,`.
      while after < range.upperBound, bytes[after] == 0x20 { after += 1 }
      if after < range.upperBound, bytes[after] == UInt8(ascii: ",") {
        return (.swift(name: at), at)
      }
    }
    return nil
  }

  /// The first entry of a bare userInfo: a `UIKeyboard...UserInfoKey` key, bare, quoted or in
  /// `AnyHashable("...")`, followed by `=` or `:`.
  private static func bareStart(in bytes: [UInt8], range: Range<Int>, previousLine: Range<Int>?)
    -> (Start, Int)?
  {
    var index = range.lowerBound
    while let at = bytes[index..<range.upperBound].firstIndex(of: keyboardWord) {
      index = at + 1
      var first = at
      if first > range.lowerBound, bytes[first - 1] == UInt8(ascii: "\"") {
        first -= 1
        if first - hashable.count >= range.lowerBound,
          bytes[first - hashable.count..<first].elementsEqual(hashable)
        {
          first -= hashable.count
        }
      } else if first > range.lowerBound, PrintedParser.isWordByte(bytes[first - 1]) {
        continue
      }
      var keyEnd = at
      while keyEnd < range.upperBound, PrintedParser.isWordByte(bytes[keyEnd]) { keyEnd += 1 }
      guard bytes[at..<keyEnd].reversed().starts(with: "UserInfoKey".utf8.reversed()),
        PrintedParser.isEntry(in: bytes, at: first, end: range.upperBound)
      else { continue }
      let open = openingBracket(
        in: bytes, before: first, range: range, previousLine: previousLine)
      return (.bare(first: first, open: open), first)
    }
    return nil
  }

  /// The `{` or `[` just before a run's first entry, on its line or ending the line before.
  private static func openingBracket(
    in bytes: [UInt8], before first: Int, range: Range<Int>, previousLine: Range<Int>?
  ) -> Int? {
    // The last byte of `span` that is not a space or a tab.
    func lastVisible(in span: Range<Int>) -> Int? {
      span.last { bytes[$0] != 0x20 && bytes[$0] != 0x09 }
    }
    guard
      let last = lastVisible(in: range.lowerBound..<first)
        ?? previousLine.flatMap(lastVisible(in:))
    else { return nil }
    return bytes[last] == UInt8(ascii: "{") || bytes[last] == UInt8(ascii: "[") ? last : nil
  }

  /// Where the printed thing from `start` ends (the offset after its last byte).
  static func end(in text: LogText, from start: Int, mode: Mode) -> Result<Int, CutOff> {
    let bytes = text.bytes
    var depth = 0
    var angles = 0
    var isInString = false
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        isInString = false
        if depth == 0 && angles == 0 && mode != .bracketed {
          if mode == .line || isBreakLine(bytes, at: index + 1)
            || !isEntryLine(bytes, at: index + 1)
          {
            return .success(index)
          }
        } else if isBreakLine(bytes, at: index + 1) {
          return .failure(.nextLine(text.line(ofByte: index + 1)))
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
      } else if byte == UInt8(ascii: "\"") {
        isInString = true
      } else if byte == UInt8(ascii: "<") {
        angles = 1
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(")
      {
        depth += 1
      } else if PrintedParser.isCloser(byte) {
        depth -= 1
        if depth == 0 && mode == .bracketed { return .success(index + 1) }
        if depth < 0 { return .success(index) }
      }
      index += 1
    }
    return depth == 0 && angles == 0 && mode != .bracketed
      ? .success(bytes.count) : .failure(.endOfLog)
  }

  /// Whether the line from `offset` starts with a timestamp or starts a notification.
  static func isBreakLine(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    if LogTimestamp.starts(in: bytes, at: index, end: bytes.count) { return true }
    var lineEnd = index
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    return bytes[index..<lineEnd].firstIndex(of: marker) != nil
      || bytes[index..<lineEnd].firstIndex(of: keyboardName) != nil
  }

  /// Whether the line from `offset` holds an entry, after blanks.
  private static func isEntryLine(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    var lineEnd = index
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    return PrintedParser.isEntry(in: bytes, at: index, end: lineEnd)
  }

  /// Skips blanks, an object's address (`0x600000c4c2a0`) and blanks.
  private static func skipAddress(in bytes: [UInt8], from index: inout Int, end: Int) {
    while index < end, bytes[index] == 0x20 { index += 1 }
    if index + 1 < end, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == 0x78 {
      index += 2
      while index < end, isHexDigit(bytes[index]) { index += 1 }
      while index < end, bytes[index] == 0x20 { index += 1 }
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}
