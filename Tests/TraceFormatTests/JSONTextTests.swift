@_spi(Formatting) import DecimalText
import Replay
import Testing

@testable import TraceFormat

@Suite struct JSONTextTests {
  @Test func stringsEscapeQuotesBackslashesAndControls() {
    #expect(JSONText.string("a\"b\\c\nd\te\u{1}é") == "\"a\\\"b\\\\c\\nd\\te\\u0001é\"")
    #expect(JSONText.string(nil as String?) == "null")
  }

  @Test func numbersRoundTripAndStayValidJSON() {
    #expect(DecimalFormat.jsonNumber(0.1) == "0.1")
    #expect(DecimalFormat.jsonNumber(336) == "336.0")
    #expect(DecimalFormat.jsonNumber(-0.0) == "0.0")
    #expect(DecimalFormat.jsonNumber(.nan) == "null")
    #expect(DecimalFormat.jsonNumber(.infinity) == "null")
    for value in [1.0 / 3, 43.576013399963514, 1e-7, 1e300, -12.73, .leastNonzeroMagnitude] {
      #expect(Double(DecimalFormat.jsonNumber(value)) == value)
    }
  }

  @Test func blocksPutOneElementPerLine() {
    #expect(JSONText.block([], indent: " ") == "[]")
    #expect(JSONText.block(["1", "2"], indent: "  ") == "[\n  1,\n  2]")
    #expect(JSONText.object([("a", "1"), ("b", "[]")]) == "{\"a\": 1, \"b\": []}")
  }
}
