/// Text as a YAML scalar that the scene loader reads back as the same string.
///
/// A scalar is written plain when it is plainly safe: it starts with an ASCII letter or `_`,
/// holds only ASCII letters, digits, spaces and `._-()+@/`, does not end with a space and is
/// not a word the loader reads as a boolean or null (`true`, `false`, `null`, in any case).
/// Such a scalar can never be a number, start with an indicator character or hold `: ` or
/// ` #`. Anything else is double-quoted: `"` and `\` escaped, every control character (C0,
/// DEL, C1) as `\xNN`, and the line and paragraph separators and the byte-order mark as
/// `\uNNNN`, so the scalar stays on one line and keeps every character.
package enum YAMLScalar {
  /// `text` written as a plain or double-quoted scalar.
  package static func text(_ text: String) -> String {
    if isPlainSafe(text) { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      default: quoted += escape(scalar) ?? String(scalar)
      }
    }
    return quoted + "\""
  }

  /// `text` as the body of a comment line: every character that would end the line or that the
  /// loader refuses in a comment (a control character other than tab, the line and paragraph
  /// separators, the byte-order mark) written as a double-quoted scalar would write it, so that
  /// a file name holding a line break cannot start a line of YAML.
  package static func commentText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      result += scalar == "\t" ? "\t" : escape(scalar) ?? String(scalar)
    }
    return result
  }

  /// The escape of a scalar that cannot stand as itself inside a one-line scalar or comment:
  /// C0 and C1 controls and DEL as `\xNN`; the line and paragraph separators and the byte-order
  /// mark as `\uNNNN`; nil for any other.
  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: "\\x" + hex(scalar.value, digits: 2)
    case 0x2028, 0x2029, 0xFEFF: "\\u" + hex(scalar.value, digits: 4)
    default: nil
    }
  }

  /// Whether `text` reads back unchanged as a plain scalar (see ``YAMLScalar``).
  package static func isPlainSafe(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, isASCIILetter(first) || first == "_", text.last != " "
    else { return false }
    guard !["true", "false", "null"].contains(text.lowercased()) else { return false }
    return scalars.allSatisfy {
      isASCIILetter($0) || ("0"..."9").contains($0) || " ._-()+@/".unicodeScalars.contains($0)
    }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
