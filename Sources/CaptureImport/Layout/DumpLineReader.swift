import KeyboardAvoidance
import SceneModel

/// Reads one element line of a dump into a ``DumpElement`` (its parent set by the caller).
struct DumpLineReader {
  let bytes: [UInt8]
  /// The end of the line being read.
  let end: Int
  /// Where reading is.
  var index: Int

  /// An XCUITest line: `Type, 0xADDR, {{x, y}, {w, h}}` and then `, key: value` pairs and
  /// flags. The type ends at ` (` or `,`; only `Application` may go without a frame.
  static func xcuiTestElement(
    in bytes: [UInt8], line: DumpLines.Line
  ) throws(LogError) -> (DumpElement, DumpElement.Details?) {
    var reader = DumpLineReader(bytes: bytes, end: line.end, index: line.start)
    while reader.index < line.end && DumpLines.isLetter(bytes[reader.index]) { reader.index += 1 }
    let type = bytes[line.start..<reader.index]
    let role: DumpElement.Role =
      type.elementsEqual(DumpLines.Literal.window)
      ? .window : type.elementsEqual(DumpLines.Literal.keyboard) ? .keyboard : .plain
    var element = DumpElement(
      kind: DumpElement.kind(ofElementType: type), role: role, offset: line.start)
    var names: [Range<Int>?] = [nil, nil, nil]
    while let field = reader.nextField() {
      if bytes[field...].starts(with: DumpLines.Literal.openFrame) {
        reader.index = field
        element.frame = try reader.rect(open: "{", separator: ",", close: "}")
        continue
      }
      guard let (key, value) = reader.attribute(at: field) else { continue }
      if key.elementsEqual(DumpLines.Literal.value) { break }
      // An empty identifier is none: the placeholder or the label names the element.
      guard !value.isEmpty,
        let rank = DumpLines.Literal.names.firstIndex(where: { key.elementsEqual($0) })
      else { continue }
      names[rank] = names[rank] ?? value
    }
    guard element.frame != nil || type.elementsEqual(DumpLines.Literal.application) else {
      throw LogError(
        "this element has no frame {{x, y}, {width, height}} after its address", at: line.start)
    }
    if let name = names.first(where: { $0 != nil }) ?? nil { element.name = name }
    return (element, nil)
  }

  /// A UIKit line: `<Class: 0xADDR; frame = (x y; w h); ...>`, with a scroll view's
  /// `contentSize: {w, h}` and `adjustedContentInset: {top, left, bottom, right}`. An app's
  /// class that maps to nothing by its name maps by its `baseClass`, when printed.
  static func uiKitView(
    in bytes: [UInt8], line: DumpLines.Line
  ) throws(LogError) -> (DumpElement, DumpElement.Details?) {
    var reader = DumpLineReader(bytes: bytes, end: line.end, index: line.start + 1)
    guard let colon = reader.find(Pattern.address) else {
      throw LogError("expected '<Class: 0x...'", at: line.start)
    }
    let name = bytes[(line.start + 1)..<colon]
    var element = DumpElement(
      kind: DumpElement.kind(ofClass: name), role: DumpElement.role(ofClass: name),
      offset: line.start)
    if element.kind == .view && element.role == .plain,
      let base = reader.value(after: Pattern.baseClass)
    {
      element.kind = DumpElement.kind(ofClass: base)
      element.role = DumpElement.role(ofClass: base)
    }
    guard let frame = reader.position(after: Pattern.frame) else {
      throw LogError("this view has no 'frame = (x y; width height)'", at: line.start)
    }
    reader.index = frame - 1
    element.frame = try reader.rect(open: "(", separator: ";", close: ")")
    guard element.kind == .scrollView else { return (element, nil) }
    var details = DumpElement.Details()
    let afterFrame = reader.index
    if let size = reader.position(after: Pattern.contentSize) {
      reader.index = size
      _ = try reader.number(after: nil)
      details.contentHeight = try reader.number(after: ",")
    }
    reader.index = afterFrame
    if let inset = reader.position(after: Pattern.adjustedContentInset) {
      reader.index = inset
      details.insetTop = try reader.number(after: nil)
    }
    return (element, details)
  }

  // MARK: - Pieces

  /// The keys a UIKit line is searched for.
  private enum Pattern {
    static let address = Array(": 0x".utf8)
    static let baseClass = Array("; baseClass = ".utf8)
    static let frame = Array("; frame = (".utf8)
    static let contentSize = Array("; contentSize: {".utf8)
    static let adjustedContentInset = Array("; adjustedContentInset: {".utf8)
  }

  /// The offset just past the first `text` from ``index`` on, or nil.
  private func position(after pattern: [UInt8]) -> Int? {
    find(pattern).map { $0 + pattern.count }
  }

  /// The offset of the first `pattern` from ``index`` on, or nil.
  private func find(_ pattern: [UInt8]) -> Int? {
    bytes[index..<end].firstIndex(of: pattern)
  }

  /// The word after `text` (up to `;` or `>`), or nil.
  private func value(after pattern: [UInt8]) -> ArraySlice<UInt8>? {
    guard let start = position(after: pattern) else { return nil }
    var stop = start
    while stop < end && bytes[stop] != UInt8(ascii: ";") && bytes[stop] != UInt8(ascii: ">") {
      stop += 1
    }
    return bytes[start..<stop]
  }

  /// The start of the next `, `-separated field, or nil at the line's end.
  private mutating func nextField() -> Int? {
    while index < end {
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        while index < end && bytes[index] == 0x20 { index += 1 }
        return index < end ? index : nil
      }
      index += 1
    }
    return nil
  }

  /// `key: 'quoted'` or `key: bare`; the quoted text ends at a `'` followed by `,` or the
  /// line's end (XCUITest does not escape quotes inside it). Leaves ``index`` after it.
  private mutating func attribute(at start: Int) -> (ArraySlice<UInt8>, Range<Int>)? {
    var colon = start
    while colon < end && DumpLines.isLetter(bytes[colon]) { colon += 1 }
    guard colon > start, bytes[colon..<end].starts(with: DumpLines.Literal.colonSpace) else {
      return nil
    }
    let key = bytes[start..<colon]
    let valueStart = colon + 2
    guard valueStart < end, bytes[valueStart] == UInt8(ascii: "'") else {
      index = valueStart
      return (key, valueStart..<valueStart)
    }
    var close = valueStart + 1
    while close < end {
      if bytes[close] == UInt8(ascii: "'")
        && (close + 1 == end || bytes[close + 1] == UInt8(ascii: ","))
      {
        break
      }
      close += 1
    }
    index = min(close + 1, end)
    return (key, (valueStart + 1)..<min(close, end))
  }

  /// A frame: `{{x, y}, {w, h}}` (open `{`, separator `,`) or `(x y; w h)` (open `(`,
  /// separator `;`, the two numbers of a pair apart by blanks). Reading starts at `open`.
  private mutating func rect(
    open: Unicode.Scalar, separator: Unicode.Scalar, close: Unicode.Scalar
  ) throws(LogError) -> Rect {
    let isBraced = open == "{"
    try expect(open)
    if isBraced { try expect("{") }
    let x = try number(after: nil)
    let y = try number(after: isBraced ? "," : nil)
    if isBraced { try expect("}") }
    try expect(separator)
    if isBraced { try expect("{") }
    skipBlanks()
    let sizeStart = index
    let width = try number(after: nil)
    let height = try number(after: isBraced ? "," : nil)
    if isBraced { try expect("}") }
    try expect(close)
    guard width >= 0, height >= 0 else {
      throw LogError("a frame's width and height must not be negative", at: sizeStart)
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  private mutating func skipBlanks() {
    while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
  }

  private mutating func expect(_ character: Unicode.Scalar) throws(LogError) {
    skipBlanks()
    guard index < end, bytes[index] == UInt8(ascii: character) else {
      throw LogError(
        "expected '\(character)' in this frame, which reads {{x, y}, {width, height}} in "
          + "XCUITest's dumps and (x y; width height) in UIKit's", at: min(index, end))
    }
    index += 1
  }

  /// A finite number, after the separator `separator` when one is given.
  private mutating func number(after separator: Unicode.Scalar?) throws(LogError) -> Double {
    if let separator { try expect(separator) }
    skipBlanks()
    let start = index
    while index < end && !Self.endsNumber(bytes[index]) { index += 1 }
    guard let value = LogDecimal(bytes[start..<index])?.value, value.isFinite else {
      let shown = start == index && index < end ? index + 1 : index
      let text = String(decoding: bytes[start..<shown], as: UTF8.self)
      throw LogError("expected a number here; found '\(text)'", at: start)
    }
    return value
  }

  private static func endsNumber(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "("), UInt8(ascii: ")"):
      true
    default: false
    }
  }
}
