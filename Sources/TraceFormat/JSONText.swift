/// The pieces of JSON text the trace writer (and explore's) needs, written by hand for
/// determinism.
package enum JSONText {
  /// A string literal, with quotes, backslashes and control characters escaped.
  package static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// An optional string, or `null`.
  package static func string(_ text: String?) -> String {
    text.map(string) ?? "null"
  }

  /// An object from key and already-encoded value pairs, keys in the given order.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  /// An array of already-encoded values on one line.
  package static func array(_ values: [String]) -> String {
    "[" + values.joined(separator: ", ") + "]"
  }

  /// An array with one element per line, indented, for readable diffs of long lists.
  package static func block(_ values: [String], indent: String) -> String {
    guard !values.isEmpty else { return "[]" }
    return "[\n" + values.map { indent + $0 }.joined(separator: ",\n") + "]"
  }
}
