/// A JSON value read from one line of a log, with the offset of its first byte in the log, so
/// that a problem with it is reported where it is written.
struct JSONValue {
  /// An object's member: its key, where the key is written, and its value.
  struct Member {
    var key: String
    var keyOffset: Int
    var value: JSONValue
  }

  /// What the value is.
  indirect enum Kind {
    case object([Member])
    case array([JSONValue])
    case string(String)
    /// A number, kept as its exact decimal and as written.
    case number(LogDecimal, text: String)
    case bool(Bool)
    case null
  }

  var kind: Kind
  /// Where the value starts in the log's bytes.
  var offset: Int

  /// A short description for messages: `a list`, `the string 'abc'`, `null`, as the loader
  /// describes YAML values.
  var description: String {
    switch kind {
    case .object: "an object"
    case .array: "a list"
    case .string(let text): "the string '\(text)'"
    case .number(_, let text): "the number \(text)"
    case .bool(let value): "\(value)"
    case .null: "null"
    }
  }
}
