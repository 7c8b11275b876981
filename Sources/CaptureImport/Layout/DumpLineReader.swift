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
    let type = Substring(decoding: bytes[line.start..<reader.index], as: UTF8.self)
    var element = DumpElement(
      kind: DumpElement.kind(ofElementType: type),
      role: type == "Window" ? .window : type == "Keyboard" ? .keyboard : .plain,
      offset: line.start)
    var names = (identifier: String?.none, placeholder: String?.none, label: String?.none)
    while let field = reader.nextField() {
      if bytes[field...].starts(with: "{{".utf8) {
        reader.index = field
        element.frame = try reader.rect(open: "{", separator: ",", close: "}")
        continue
      }
      guard let (key, value) = reader.attribute(at: field) else { continue }
      if key == "value" { break }
      // An empty identifier is none: the placeholder or the label names the element.
      guard !value.isEmpty else { continue }
      switch key {
      case "identifier": names.identifier = names.identifier ?? value
      case "placeholderValue": names.placeholder = names.placeholder ?? value
      case "label": names.label = names.label ?? value
      default: break
      }
    }
    guard element.frame != nil || type == "Application" else {
      throw LogError(
        "this element has no frame {{x, y}, {width, height}} after its address", at: line.start)
    }
    let name = names.identifier ?? names.placeholder ?? names.label
    return (element, name.map { DumpElement.Details(name: $0) })
  }

  /// A UIKit line: `<Class: 0xADDR; frame = (x y; w h); ...>`, with a scroll view's
  /// `contentSize: {w, h}` and `adjustedContentInset: {top, left, bottom, right}`. An app's
  /// class that maps to nothing by its name maps by its `baseClass`, when printed.
  static func uiKitView(
    in bytes: [UInt8], line: DumpLines.Line
  ) throws(LogError) -> (DumpElement, DumpElement.Details?) {
    var reader = DumpLineReader(bytes: bytes, end: line.end, index: line.start + 1)
    guard let colon = reader.find(": 0x") else {
      throw LogError("expected '<Class: 0x...'", at: line.start)
    }
    var name = Substring(decoding: bytes[(line.start + 1)..<colon], as: UTF8.self)
    if DumpElement.kind(ofClass: name) == .view && DumpElement.role(ofClass: name) == .plain,
      let base = reader.value(after: "; baseClass = ")
    {
      name = base
    }
    var element = DumpElement(
      kind: DumpElement.kind(ofClass: name), role: DumpElement.role(ofClass: name),
      offset: line.start)
    guard let frame = reader.position(after: "; frame = (") else {
      throw LogError("this view has no 'frame = (x y; width height)'", at: line.start)
    }
    reader.index = frame - 1
    element.frame = try reader.rect(open: "(", separator: ";", close: ")")
    guard element.kind == .scrollView else { return (element, nil) }
    var details = DumpElement.Details()
    let afterFrame = reader.index
    if let size = reader.position(after: "; contentSize: {") {
      reader.index = size
      _ = try reader.number(after: nil)
      details.contentHeight = try reader.number(after: ",")
    }
    reader.index = afterFrame
    if let inset = reader.position(after: "; adjustedContentInset: {") {
      reader.index = inset
      details.insetTop = try reader.number(after: nil)
    }
    return (element, details)
  }

  // MARK: - Pieces

  /// The offset just past the first `text` from ``index`` on, or nil.
  private func position(after text: String) -> Int? {
    let pattern = Array(text.utf8)
    var start = index
    while start + pattern.count <= end {
      if bytes[start] == pattern[0] && bytes[start..<end].starts(with: pattern) {
        return start + pattern.count
      }
      start += 1
    }
    return nil
  }

  /// The offset of the first `text` from ``index`` on, or nil.
  private func find(_ text: String) -> Int? {
    position(after: text).map { $0 - text.utf8.count }
  }

  /// The word after `text` (up to `;` or `>`), or nil.
  private func value(after text: String) -> Substring? {
    guard let start = position(after: text) else { return nil }
    var stop = start
    while stop < end && bytes[stop] != UInt8(ascii: ";") && bytes[stop] != UInt8(ascii: ">") {
      stop += 1
    }
    return Substring(decoding: bytes[start..<stop], as: UTF8.self)
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
  private mutating func attribute(at start: Int) -> (Substring, String)? {
    var colon = start
    while colon < end && DumpLines.isLetter(bytes[colon]) { colon += 1 }
    guard colon > start, bytes[colon..<end].starts(with: ": ".utf8) else { return nil }
    let key = Substring(decoding: bytes[start..<colon], as: UTF8.self)
    let valueStart = colon + 2
    guard valueStart < end, bytes[valueStart] == UInt8(ascii: "'") else {
      index = valueStart
      return (key, "")
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
    return (key, String(decoding: bytes[(valueStart + 1)..<min(close, end)], as: UTF8.self))
  }

  /// A frame: `{{x, y}, {w, h}}` (open `{`, separator `,`) or `(x y; w h)` (open `(`,
  /// separator `;`, the two numbers of a pair apart by blanks). Reading starts at `open`.
  private mutating func rect(
    open: Character, separator: Character, close: Character
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

  private mutating func expect(_ character: Character) throws(LogError) {
    skipBlanks()
    guard index < end, let ascii = character.asciiValue, bytes[index] == ascii else {
      throw LogError(
        "expected '\(character)' in this frame, which reads {{x, y}, {width, height}} in "
          + "XCUITest's dumps and (x y; width height) in UIKit's", at: min(index, end))
    }
    index += 1
  }

  /// A finite number, after the separator `separator` when one is given.
  private mutating func number(after separator: Character?) throws(LogError) -> Double {
    if let separator { try expect(separator) }
    skipBlanks()
    let start = index
    while index < end && !" ,;{}()".utf8.contains(bytes[index]) { index += 1 }
    guard let value = DumpNumber.value(of: bytes[start..<index]) else {
      let shown = start == index && index < end ? index + 1 : index
      let text = String(decoding: bytes[start..<shown], as: UTF8.self)
      throw LogError("expected a number here; found '\(text)'", at: start)
    }
    return value
  }
}
