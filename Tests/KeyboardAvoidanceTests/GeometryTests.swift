import KeyboardAvoidance
import Testing

@Suite struct GeometryTests {
  @Test func containsIncludesMinEdgesAndExcludesMaxEdges() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.contains(Point(x: 10, y: 20)))
    #expect(!rect.contains(Point(x: 40, y: 30)))
    #expect(!rect.contains(Point(x: 20, y: 60)))
    #expect(rect.contains(Point(x: 39.99, y: 59.99)))
  }

  @Test func overlapHeightNeedsOverlapInBothDirections() {
    let field = Rect(x: 16, y: 640, width: 361, height: 44)
    #expect(field.overlapHeight(with: Rect(x: 0, y: 516, width: 393, height: 336)) == 44)
    #expect(field.overlapHeight(with: Rect(x: 0, y: 660, width: 393, height: 336)) == 24)
    #expect(field.overlapHeight(with: Rect(x: 380, y: 600, width: 10, height: 300)) == 0)
    #expect(field.overlapHeight(with: Rect(x: 0, y: 684, width: 393, height: 100)) == 0)
  }
}
