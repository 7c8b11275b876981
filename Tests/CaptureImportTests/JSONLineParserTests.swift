import Testing

@testable import CaptureImport

/// One JSON object per line, every value knowing the byte it starts at.
@Suite struct JSONLineParserTests {
  static func parse(_ line: String) throws(LogError) -> JSONValue {
    let bytes = Array(line.utf8)
    return try JSONLineParser.object(in: bytes, range: bytes.indices)
  }

  @Test func membersKeepTheirOffsetsAndValues() throws {
    let object = try Self.parse(
      #" {"t": -1.5e1, "s": "a\"\u00e9\ud83d\ude00", "n": null, "l": [true, false, []]} "#)
    guard case .object(let members) = object.kind else {
      Issue.record("not an object")
      return
    }
    #expect(object.offset == 1)
    #expect(members.map(\.key) == ["t", "s", "n", "l"])
    #expect(members.map(\.keyOffset) == [2, 15, 45, 56])
    guard case .number(let number, let text) = members[0].value.kind else {
      Issue.record("t is not a number")
      return
    }
    #expect(number.value == -15 && text == "-1.5e1" && members[0].value.offset == 7)
    guard case .string(let string) = members[1].value.kind else {
      Issue.record("s is not a string")
      return
    }
    #expect(string == "a\"é😀")
    guard case .null = members[2].value.kind, case .array(let items) = members[3].value.kind
    else {
      Issue.record("n or l has the wrong kind")
      return
    }
    #expect(items.map(\.offset) == [62, 68, 75])
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var line: String
    var offset: Int
    var message: String
    var testDescription: String { line }
  }

  @Test(arguments: [
    Bad(
      line: "", offset: 0,
      message: "expected a JSON object ('{'): each line of a JSON-lines log is one object"),
    Bad(line: #"{"a" 1}"#, offset: 5, message: "expected ':' after the key 'a'"),
    Bad(
      line: #"{"a": [1, 2"#, offset: 11,
      message: "the list is not closed: expected ',' or ']'; the line ends"),
    Bad(
      line: #"{"a": nul}"#, offset: 6,
      message: "expected a value (a number, a string, a list, true, false or null)"),
    Bad(
      line: #"{"a": nullx}"#, offset: 6,
      message: "expected a value (a number, a string, a list, true, false or null)"),
    Bad(line: #"{"a": 1.}"#, offset: 6, message: "'1.' is not a JSON number"),
    Bad(line: #"{"a": -}"#, offset: 6, message: "'-' is not a JSON number"),
    Bad(line: #"{"a": 1e5x}"#, offset: 6, message: "'1e5x' is not a JSON number"),
    Bad(line: #"{"a": "\ud83d"}"#, offset: 7, message: "'\\u' escapes a lone surrogate"),
    Bad(line: #"{"a": "\u12"}"#, offset: 7, message: "'\\u' needs four hexadecimal digits"),
    Bad(
      line: "{\"a\": \"tab\there\"}", offset: 10,
      message: "a control character in a string must be escaped"),
    Bad(
      line: "{\"a\": " + String(repeating: "[", count: 8), offset: 13,
      message: "nested more than 8 levels deep"),
  ])
  func problemsPointAtTheirByte(_ item: Bad) {
    #expect(throws: LogError(item.message, at: item.offset)) { try Self.parse(item.line) }
  }

  /// A line of a hundred thousand `[` is an error at the ninth, not a deep recursion.
  @Test func deepNestingIsRefusedEarly() {
    let line = "{\"a\": " + String(repeating: "[", count: 100_000)
    #expect(throws: LogError("nested more than 8 levels deep", at: 13)) { try Self.parse(line) }
  }
}
