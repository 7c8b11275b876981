import Testing

@testable import Report

/// Value-to-pixel maps and round tick steps.
@Suite struct PlotScaleTests {
  @Test(arguments: [
    (0.0833, 0.001, 0.1), (0.1375, 0.001, 0.2), (107, 1, 200), (40, 1, 50), (3.2, 1, 5),
    (1, 1, 1), (0.3, 1, 1), (450, 0.001, 500), (2_000, 1, 2_000),
  ])
  func stepsAreOneTwoOrFiveTimesAPowerOfTen(span: Double, minimum: Double, step: Double) {
    #expect(PlotScale.roundStep(atLeast: span, minimum: minimum) == step)
  }

  @Test func valuesMapLinearlyEitherWay() {
    let down = PlotScale(lower: 500, upper: 900, start: 40, end: 200)
    #expect(down.pixel(500) == 40)
    #expect(down.pixel(700) == 120)
    #expect(down.tenths(900) == 2000)
    let up = PlotScale(lower: 0, upper: 300, start: 260, end: 200)
    #expect(up.pixel(150) == 230)
    let flat = PlotScale(lower: 1, upper: 1, start: 10, end: 20)
    #expect(flat.pixel(5) == 10)
  }

  @Test func ticksAreTheMultiplesOfTheStepInside() {
    let scale = PlotScale(lower: 495, upper: 905, start: 0, end: 1, tickStep: 100)
    #expect(scale.ticks() == [500, 600, 700, 800, 900])
    let time = PlotScale(lower: 0, upper: 1.1, start: 0, end: 1, tickStep: 0.2)
    #expect(time.ticks().count == 6)
    #expect(PlotScale(lower: 0, upper: 1, start: 0, end: 1).ticks().isEmpty)
    #expect(PlotScale(lower: 0, upper: 1e9, start: 0, end: 1, tickStep: 1).ticks().count == 50)
  }
}
