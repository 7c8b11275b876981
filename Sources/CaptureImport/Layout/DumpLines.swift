/// The element lines of a dump: which tool printed it, and for each element line where its
/// element starts and how deep it is indented once the prefix every element line shares (a
/// comment's `//`, a debugger prompt, blanks) is dropped. Other lines are skipped.
///
/// Found in two passes over the text, so that no list of lines is kept: the first tells the
/// shape and the shared prefix, ``forEach(in:_:)`` then hands out the lines one by one.
struct DumpLines {
  /// One element line.
  struct Line {
    /// Its 1-based line number.
    var number: Int
    /// The offset of the element's first byte (`<` or the type's first letter).
    var start: Int
    /// The offset of the line's end.
    var end: Int
    /// How deep it is: XCUITest's columns of indentation (`→` counts as one), UIKit's count
    /// of `|` marks.
    var indent: Int
  }

  /// Which tool printed the dump.
  var shape: DumpText.Shape
  /// How many element lines there are.
  var count: Int
  /// How many bytes at the start of every element line are dropped.
  private var dropped: Int
  /// The last line the tree may be on.
  private var lastLine: Int

  private static let arrow: [UInt8] = [0xE2, 0x86, 0x92]
  private static let prompts: [[UInt8]] = [
    Array("(lldb)".utf8), Array("(gdb)".utf8), Array("cy#".utf8),
  ]

  /// The element lines of `text`; nil when it has none. XCUITest's tree ends at its
  /// `Path to element:` or `Query chain:` line.
  static func find(in text: LogText) -> DumpLines? {
    var shape: DumpText.Shape?
    var first: (lineStart: Int, start: Int) = (0, 0)
    var common = 0
    var count = 0
    var lastLine = text.lineCount
    for number in 1...text.lineCount {
      let range = text.lineRange(number)
      let start = leadEnd(in: text.bytes, range: range)
      if shape == .xcuiTest && endsTree(text.bytes, at: start, end: range.upperBound) {
        lastLine = number - 1
        break
      }
      guard let lineShape = self.shape(of: text.bytes, at: start, end: range.upperBound),
        shape == nil || shape == lineShape
      else { continue }
      if shape == nil {
        shape = lineShape
        first = (range.lowerBound, start)
        common = start - range.lowerBound
      }
      var length = 0
      let limit = min(common, start - range.lowerBound)
      while length < limit
        && text.bytes[range.lowerBound + length] == text.bytes[first.lineStart + length]
      {
        length += 1
      }
      common = length
      count += 1
    }
    guard let shape else { return nil }
    let dropped = droppable(text.bytes[first.lineStart..<(first.lineStart + common)])
    return DumpLines(shape: shape, count: count, dropped: dropped, lastLine: lastLine)
  }

  /// Calls `body` with each element line, in order.
  func forEach(in text: LogText, _ body: (Line) -> Void) {
    guard lastLine >= 1 else { return }
    for number in 1...lastLine {
      let range = text.lineRange(number)
      let start = Self.leadEnd(in: text.bytes, range: range)
      guard Self.shape(of: text.bytes, at: start, end: range.upperBound) == shape else { continue }
      let lead = text.bytes[min(range.lowerBound + dropped, start)..<start]
      body(
        Line(
          number: number, start: start, end: range.upperBound,
          indent: Self.indent(of: lead, shape: shape)))
    }
  }

  /// Where the element of a line would start: past blanks, `/`, `|`, `→` and prompts.
  private static func leadEnd(in bytes: [UInt8], range: Range<Int>) -> Int {
    var index = range.lowerBound
    scanning: while index < range.upperBound {
      switch bytes[index] {
      case 0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: "|"):
        index += 1
        continue scanning
      case 0xE2 where bytes[index..<range.upperBound].starts(with: arrow):
        index += 3
        continue scanning
      default:
        for prompt in prompts where bytes[index..<range.upperBound].starts(with: prompt) {
          index += prompt.count
          continue scanning
        }
        break scanning
      }
    }
    return index
  }

  /// How long a prefix every element line shares may be dropped: blanks and `/`, or blanks, a
  /// prompt and blanks.
  private static func droppable(_ prefix: ArraySlice<UInt8>) -> Int {
    var index = prefix.startIndex
    while index < prefix.endIndex && (prefix[index] == 0x20 || prefix[index] == 0x09) { index += 1 }
    if let prompt = prompts.first(where: { prefix[index...].starts(with: $0) }) {
      index += prompt.count
      while index < prefix.endIndex && (prefix[index] == 0x20 || prefix[index] == 0x09) {
        index += 1
      }
      return index - prefix.startIndex
    }
    while index < prefix.endIndex
      && (prefix[index] == 0x20 || prefix[index] == 0x09 || prefix[index] == UInt8(ascii: "/"))
    {
      index += 1
    }
    return index - prefix.startIndex
  }

  private static func indent(of lead: ArraySlice<UInt8>, shape: DumpText.Shape) -> Int {
    switch shape {
    case .uiKit: lead.reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
    // Columns: every byte that starts a character.
    case .xcuiTest: lead.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }
  }

  /// `<Class: 0x` (UIKit), or `Type, 0x`, `Type (Detail), 0x` or `Application, pid:`
  /// (XCUITest).
  private static func shape(of bytes: [UInt8], at start: Int, end: Int) -> DumpText.Shape? {
    guard start < end else { return nil }
    if bytes[start] == UInt8(ascii: "<") {
      var index = start + 1
      while index < end && bytes[index] != UInt8(ascii: ";") {
        if bytes[index] == UInt8(ascii: ":") {
          return index > start + 1 && bytes[(index + 1)..<end].starts(with: Literal.spaceAddress)
            ? .uiKit : nil
        }
        index += 1
      }
      return nil
    }
    var index = start
    while index < end && isLetter(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    if bytes[index..<end].starts(with: Literal.openDetail) {
      guard let close = bytes[index..<end].firstIndex(of: UInt8(ascii: ")")) else { return nil }
      index = close + 1
    }
    let rest = bytes[index..<end]
    if rest.starts(with: Literal.address) { return .xcuiTest }
    if bytes[start..<index].elementsEqual(Literal.application) && rest.starts(with: Literal.pid) {
      return .xcuiTest
    }
    return nil
  }

  private static func endsTree(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
    let rest = bytes[start..<end]
    return rest.starts(with: Literal.pathToElement) || rest.starts(with: Literal.queryChain)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// The bytes the lines are compared with.
  enum Literal {
    static let spaceAddress = Array(" 0x".utf8)
    static let openDetail = Array(" (".utf8)
    static let address = Array(", 0x".utf8)
    static let application = Array("Application".utf8)
    static let pid = Array(", pid:".utf8)
    static let pathToElement = Array("Path to element:".utf8)
    static let queryChain = Array("Query chain:".utf8)
    static let window = Array("Window".utf8)
    static let keyboard = Array("Keyboard".utf8)
    static let openFrame = Array("{{".utf8)
    static let colonSpace = Array(": ".utf8)
    static let value = Array("value".utf8)
    /// The keys an id is taken from, first found first.
    static let names = ["identifier", "placeholderValue", "label"].map { Array($0.utf8) }
  }
}
