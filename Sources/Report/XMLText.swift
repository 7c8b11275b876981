/// Text made safe for XML 1.0 element content and attribute values: what the JUnit report and
/// the HTML report (XHTML, so that XML tools can read it) both write.
package enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities; tab, line feed and carriage return
  /// as character references (so attribute values keep them); and the characters XML 1.0
  /// cannot hold at all (other C0 controls, U+FFFE, U+FFFF) as visible `\u{XX}` text.
  ///
  /// - Parameter text: Any text.
  /// - Returns: Text valid in an attribute value between double quotes and in element content.
  package static func escaped(_ text: String) -> String {
    escaped(text, keepsLineBreaks: false)
  }

  /// `text` for element content: as ``escaped(_:)``, but tabs and line feeds stay as they are,
  /// which element content keeps, so that the text reads as it would on a terminal.
  ///
  /// - Parameter text: Any text.
  /// - Returns: Text valid in element content.
  package static func escapedContent(_ text: String) -> String {
    escaped(text, keepsLineBreaks: true)
  }

  private static func escaped(_ text: String, keepsLineBreaks: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t" where keepsLineBreaks, "\n" where keepsLineBreaks:
        result.unicodeScalars.append(scalar)
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
