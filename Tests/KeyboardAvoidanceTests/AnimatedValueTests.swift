import Foundation
import KeyboardAvoidance
import Testing

@Suite struct AnimatedValueTests {
  static let linearSecond = AnimationTiming(curve: .linear, duration: 1_000_000)

  static func at(_ microseconds: Microseconds) -> Instant {
    Instant(microseconds: microseconds)
  }

  @Test func changeWithoutAnimationMovesOnlyTheModel() {
    var value = AnimatedValue(10)
    value.set(40, at: 0, timing: nil)
    #expect(value.model == 40)
    #expect(value.presented(at: Self.at(0)) == 40)
    #expect(value.contributions.isEmpty)
    #expect(value.isSettled(at: Self.at(0)))
  }

  @Test func settingTheSameValueAddsNothing() {
    var value = AnimatedValue(261)
    value.set(261, at: 5, timing: Self.linearSecond)
    #expect(value.contributions.isEmpty)
    #expect(value.isSettled(at: Self.at(5)))
  }

  @Test func zeroLengthBezierDoesNotAnimate() {
    var value = AnimatedValue(0)
    value.set(50, at: 0, timing: AnimationTiming(curve: .easeOut, duration: 0))
    #expect(value.contributions.isEmpty)
    #expect(value.presented(at: Self.at(0)) == 50)
  }

  @Test func linearChangeIsInterpolatedAndEndsExactlyAtItsDuration() {
    var value = AnimatedValue(0)
    value.set(100, at: 0, timing: Self.linearSecond)
    // presented = 100 + (0 - 100) * (1 - t / 1 s)
    #expect(value.presented(at: Self.at(0)) == 0)
    #expect(abs(value.presented(at: Self.at(250_000)) - 25) < 1e-9)
    #expect(!value.isSettled(at: Self.at(999_999)))
    // A Bézier runs while t < t0 + duration.
    #expect(value.isSettled(at: Self.at(1_000_000)))
    #expect(value.presented(at: Self.at(1_000_000)) == 100)
  }

  @Test func retargetingMidAnimationStaysContinuous() {
    var value = AnimatedValue(0)
    value.set(100, at: 0, timing: Self.linearSecond)
    value.set(0, at: 500_000, timing: Self.linearSecond)
    // Contributions: -100 from 0 s and +100 from 0.5 s, both linear over 1 s; model 0.
    // 0.5 s: 0 - 100 * 0.5 + 100 * 1 = 50 (where the first animation was).
    #expect(abs(value.presented(at: Self.at(500_000)) - 50) < 1e-9)
    // 0.75 s: -100 * 0.25 + 100 * 0.75 = 50.
    #expect(abs(value.presented(at: Self.at(750_000)) - 50) < 1e-9)
    // 1.25 s: the first has ended; 100 * (1 - 0.75) = 25.
    #expect(abs(value.presented(at: Self.at(1_250_000)) - 25) < 1e-9)
    #expect(value.contributions.count == 2)
    #expect(value.isSettled(at: Self.at(1_500_000)))
    #expect(value.presented(at: Self.at(1_500_000)) == 0)
  }

  @Test func presentedValueIsNotClamped() {
    var value = AnimatedValue(0)
    value.set(100, at: 0, timing: Self.linearSecond)
    value.set(0, at: 100_000, timing: AnimationTiming(curve: .linear, duration: 100_000))
    // 0.2 s: the quick return has ended, the slow rise still contributes -100 * (1 - 0.2).
    #expect(abs(value.presented(at: Self.at(200_000)) - -80) < 1e-9)
  }

  @Test func springCompletesWhenWhatRemainsIsWithinFiveThousandths() {
    var value = AnimatedValue(852)
    value.set(516, at: 0, timing: .keyboardDefault)
    let w = (1000.0 / 3.0).squareRoot()
    func remaining(_ seconds: Double) -> Double { 336 * (1 + w * seconds) * exp(-w * seconds) }
    // remaining(t) is 0.005 near t = 0.756 s; check the rule on both sides, sample by sample.
    for millisecond in stride(from: 700, through: 900, by: 5) {
      let instant = Self.at(Microseconds(millisecond) * 1000)
      let rest = remaining(Double(millisecond) / 1000)
      #expect(value.isSettled(at: instant) == (rest <= 0.005), "t = \(millisecond) ms")
      let expected = rest > 0.005 ? 516 + rest : 516
      #expect(abs(value.presented(at: instant) - expected) < 1e-9)
    }
  }

  @Test func tinySpringChangeCompletesAtOnce() {
    var value = AnimatedValue(0)
    value.set(0.004, at: 0, timing: .keyboardDefault)
    #expect(value.isSettled(at: Self.at(0)))
    #expect(value.presented(at: Self.at(0)) == 0.004)
  }

  @Test func completedContributionsAreDropped() {
    var value = AnimatedValue(0)
    value.set(10, at: 0, timing: Self.linearSecond)
    value.removeCompleted(at: Self.at(999_999))
    #expect(value.contributions.count == 1)
    value.removeCompleted(at: Self.at(1_000_000))
    #expect(value.contributions.isEmpty)
    value.set(20, at: 2_000_000, timing: Self.linearSecond)
    value.set(30, at: 3_500_000, timing: Self.linearSecond)
    #expect(value.contributions.map(\.start) == [3_500_000])
  }

  @Test func readingMatchesPresentedAndForgetsWhatHasCompleted() {
    var value = AnimatedValue(0)
    value.set(100, at: 0, timing: Self.linearSecond)
    value.set(50, at: 500_000, timing: Self.linearSecond)
    // 0.75 s: model 50, contributions -100 * 0.25 and +50 * 0.75: 50 - 25 + 37.5 = 62.5.
    let early = value.read(at: Self.at(750_000))
    #expect(abs(early.presented - 62.5) < 1e-9 && !early.isSettled)
    #expect(value.contributions.count == 2)
    // 1.25 s: the first has completed and is dropped; 50 + 50 * 0.25 = 62.5 again.
    let later = value.read(at: Self.at(1_250_000))
    #expect(abs(later.presented - 62.5) < 1e-9 && !later.isSettled)
    #expect(value.contributions.map(\.start) == [500_000])
    #expect(value.read(at: Self.at(1_500_000)) == (presented: 50, isSettled: true))
    #expect(value.contributions.isEmpty)
  }

  @Test func rectangleAnimatesComponentByComponent() {
    var frame = AnimatedRect(Rect(x: 0, y: 852, width: 393, height: 336))
    frame.set(Rect(x: 100, y: 400, width: 193, height: 200), at: 0, timing: Self.linearSecond)
    let half = frame.presented(at: Self.at(500_000))
    // Each component halfway: x 50, y 626, width 293, height 268.
    #expect(half == Rect(x: 50, y: 626, width: 293, height: 268))
    #expect(!frame.isSettled(at: Self.at(500_000)))
    #expect(frame.isSettled(at: Self.at(1_000_000)))
    #expect(frame.model == Rect(x: 100, y: 400, width: 193, height: 200))
    var reader = frame
    #expect(reader.read(at: Self.at(500_000)) == (presented: half, isSettled: false))
    #expect(reader.read(at: Self.at(1_000_000)).isSettled)
  }

  @Test func rectangleMatchesFourValuesWhenSpringsCompleteApart() {
    // Spring contributions complete by what remains of them, so the components of one change
    // (here y moves 336 pt, height 36 pt) finish at different samples; a second change starts
    // mid-flight. The rectangle must give exactly what four separate values give.
    let changes = [
      (Rect(x: 0, y: 516, width: 393, height: 300), Microseconds(0)),
      (Rect(x: 0, y: 852, width: 393, height: 300), Microseconds(200_000)),
    ]
    let start = Rect(x: 0, y: 852, width: 393, height: 336)
    var frame = AnimatedRect(start)
    var values = [start.x, start.y, start.width, start.height].map { AnimatedValue($0) }
    for (rect, time) in changes {
      frame.set(rect, at: time, timing: .keyboardDefault)
      for (index, value) in [rect.x, rect.y, rect.width, rect.height].enumerated() {
        values[index].set(value, at: time, timing: .keyboardDefault)
      }
    }
    for millisecond in stride(from: 200, through: 1_500, by: 5) {
      let instant = Self.at(Microseconds(millisecond) * 1000)
      var reads: [(presented: Double, isSettled: Bool)] = []
      for index in values.indices {
        reads.append(values[index].read(at: instant))
      }
      let expected = Rect(
        x: reads[0].presented, y: reads[1].presented, width: reads[2].presented,
        height: reads[3].presented)
      #expect(frame.presented(at: instant) == expected, "t = \(millisecond) ms")
      #expect(frame.isSettled(at: instant) == reads.allSatisfy(\.isSettled))
      let read = frame.read(at: instant)
      #expect(read.presented == expected && read.isSettled == reads.allSatisfy(\.isSettled))
    }
  }
}
