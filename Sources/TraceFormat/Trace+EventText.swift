@_spi(Formatting) import DecimalText
import KeyboardAvoidance
@_spi(Formatting) import Replay

/// The text of an event's line after its time, and the escaping of the header's names: the
/// pieces ``Trace/textUTF8(sourceName:)`` writes with.
extension Trace {
  /// An event's line after its time, with the views that `viewIDs` names.
  static func appendDescription(
    of kind: TraceEvent.Kind, viewIDs: [String], to output: inout TextBuffer
  ) {
    switch kind {
    case .tap(let point, let hit):
      appendTap(at: point, hitting: hit, viewIDs: viewIDs, to: &output)
    case .focus(let view): appendFocus(view, viewIDs: viewIDs, to: &output)
    case .returnKey(let view): appendReturn(view, viewIDs: viewIDs, to: &output)
    case .notification(let note):
      appendName(of: note, to: &output)
      appendDetails(of: note, to: &output)
    case .drag(let from, let to, let duration, let scrollView):
      output.append("drag ")
      appendPoint(from, to: &output)
      output.append(" -> ")
      appendPoint(to, to: &output)
      output.append(UInt8(ascii: " "))
      DecimalFormat.appendSeconds(microseconds: duration, to: &output)
      output.append(" -> ")
      if let scrollView { output.append(utf8: viewIDs[scrollView]) } else { output.append("none") }
    case .release(let release):
      output.append("release ")
      output.append(utf8: release.rawValue)
    }
  }

  /// `X,Y`, each with two decimals, as a tap's or a drag's point.
  static func appendPoint(_ point: Point, to output: inout TextBuffer) {
    DecimalFormat.append(point.x, decimals: 2, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.append(point.y, decimals: 2, to: &output)
  }

  /// The notification's name, as its raw value spells it, written from a literal: the raw value
  /// is a `String` that would be made, read and released for every line.
  static func appendName(of note: KeyboardNotification, to output: inout TextBuffer) {
    switch note.name {
    case .keyboardWillChangeFrame: output.append("keyboardWillChangeFrame")
    case .keyboardWillShow: output.append("keyboardWillShow")
    case .keyboardWillHide: output.append("keyboardWillHide")
    case .keyboardDidChangeFrame: output.append("keyboardDidChangeFrame")
    case .keyboardDidShow: output.append("keyboardDidShow")
    case .keyboardDidHide: output.append("keyboardDidHide")
    }
  }

  /// `tap X,Y -> ID|keyboard|none`, the id that of `viewIDs` the hit names.
  static func appendTap(
    at point: Point, hitting hit: TraceEvent.Hit, viewIDs: [String],
    to output: inout TextBuffer
  ) {
    output.append("tap ")
    appendPoint(point, to: &output)
    output.append(" -> ")
    switch hit {
    case .view(let view): output.append(utf8: viewIDs[view])
    case .keyboard: output.append("keyboard")
    case .nothing: output.append("none")
    }
  }

  /// `focus ID|none`, the id that of `viewIDs` at index `view`.
  static func appendFocus(
    _ view: Int?, viewIDs: [String], to output: inout TextBuffer
  ) {
    output.append("focus ")
    if let view { output.append(utf8: viewIDs[view]) } else { output.append("none") }
  }

  /// `return ID|none`, the id that of `viewIDs` at index `view`: the input focused when the
  /// return key was pressed.
  static func appendReturn(
    _ view: Int?, viewIDs: [String], to output: inout TextBuffer
  ) {
    output.append("return ")
    if let view { output.append(utf8: viewIDs[view]) } else { output.append("none") }
  }

  /// A frame and where its text was written in the output.
  typealias WrittenFrame = (frame: Rect, bytes: Range<Int>)

  /// What follows a notification's name: ` BEGIN -> END DURATION curve RAW`; returns where the
  /// end frame was written.
  ///
  /// A begin frame equal to `known`'s frame is copied from its text: a posting's begin frame is
  /// usually the end frame of the posting before. Equal frames print alike (only `0` and `-0`,
  /// which both print `0`, are equal and differ).
  @discardableResult
  static func appendDetails(
    of note: KeyboardNotification, reusing known: WrittenFrame? = nil,
    to output: inout TextBuffer
  ) -> WrittenFrame {
    output.append(UInt8(ascii: " "))
    if let known, known.frame == note.begin {
      output.appendCopy(of: known.bytes)
    } else {
      appendFrame(note.begin, to: &output)
    }
    output.append(" -> ")
    let endStart = output.count
    appendFrame(note.end, to: &output)
    let end = (note.end, endStart..<output.count)
    output.append(UInt8(ascii: " "))
    DecimalFormat.appendSeconds(microseconds: note.timing.duration, to: &output)
    output.append(" curve ")
    DecimalFormat.append(integer: Int64(note.timing.curve.uikitRawValue), to: &output)
    return end
  }

  static func appendFrame(_ rect: Rect, to output: inout TextBuffer) {
    DecimalFormat.appendCompact(rect.x, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.appendCompact(rect.y, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.appendCompact(rect.width, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.appendCompact(rect.height, to: &output)
  }

  /// Appends `text` as ``escaped(_:)`` makes it: as it is, unless a byte needs escaping.
  static func appendEscaped(_ text: String, to output: inout TextBuffer) {
    var text = text
    let isPlain = text.withUTF8 { bytes in
      // A plain loop over the bytes, which the compiler keeps tight (`utf8.contains(where:)`
      // goes through the string's generic view for every byte).
      for byte in bytes where needsEscaping(byte) { return false }
      return true
    }
    if isPlain { output.append(utf8: text) } else { output.append(utf8: escaped(text)) }
  }

  /// Whether `byte` is escaped: a backslash or an ASCII control character.
  static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\")
  }

  /// The text with backslashes and control characters escaped, so that it stays on one line.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: needsEscaping) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension KeyboardNotification {
  /// Whether the two print the same after their names: same frames and animation.
  func hasSameDetails(as other: Self) -> Bool {
    begin == other.begin && end == other.end && timing == other.timing
  }
}
