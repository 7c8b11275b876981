import Replay
import Testing

@testable import TraceFormat

@Suite struct JSONTextTests {
  @Test func stringsEscapeQuotesBackslashesAndControls() {
    #expect(JSONText.string("a\"b\\c\nd\te\u{1}é") == "\"a\\\"b\\\\c\\nd\\te\\u0001é\"")
    #expect(JSONText.string(nil as String?) == "null")
  }

  @Test func numbersRoundTripAndStayValidJSON() {
    #expect(JSONText.number(0.1) == "0.1")
    #expect(JSONText.number(336) == "336.0")
    #expect(JSONText.number(-0.0) == "0.0")
    #expect(JSONText.number(.nan) == "null")
    #expect(JSONText.number(.infinity) == "null")
    for value in [1.0 / 3, 43.576013399963514, 1e-7, 1e300, -12.73, .leastNonzeroMagnitude] {
      #expect(Double(JSONText.number(value)) == value)
    }
  }

  @Test func blocksPutOneElementPerLine() {
    #expect(JSONText.block([], indent: " ") == "[]")
    #expect(JSONText.block(["1", "2"], indent: "  ") == "[\n  1,\n  2]")
    #expect(JSONText.object([("a", "1"), ("b", "[]")]) == "{\"a\": 1, \"b\": []}")
  }
}
