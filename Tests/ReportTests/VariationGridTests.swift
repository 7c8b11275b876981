import Testing

@testable import Report

/// Explore's grid of variations and runs, as markup.
@Suite struct VariationGridTests {
  @Test func drawsARowPerVariationAndLinksTheBreakingOnes() {
    let grid = VariationGrid(
      path: "Scenes/a&b.yaml", anchor: "scene-1", strategies: ["classic", "adaptive"],
      rows: [
        VariationGrid.Row(name: "baseline", verdicts: [.passed, .passed]),
        VariationGrid.Row(
          name: "toolbar=44", verdicts: [.failed, .error], anchor: "scene-1-variation-2"),
      ])
    #expect(
      HTMLReport.variations(grid) == """
        <section class="scene" id="scene-1">
        <h2>explore <code>Scenes/a&amp;b.yaml</code></h2>
        <table class="summary">
        <thead><tr><th>variation</th><th>classic</th><th>adaptive</th></tr></thead>
        <tbody>
        <tr><td>baseline</td><td><span class="status st-pass">PASS</span></td>\
        <td><span class="status st-pass">PASS</span></td></tr>
        <tr><td><a href="#scene-1-variation-2">toolbar=44</a></td>\
        <td><span class="status st-fail">FAIL</span></td>\
        <td><span class="status st-error">ERROR</span></td></tr>
        </tbody>
        </table>
        </section>

        """)
  }
}
