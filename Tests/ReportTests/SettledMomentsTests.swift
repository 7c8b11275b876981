import Replay
import Testing

@testable import Report

/// The settled moments a run's drawings show.
@Suite struct SettledMomentsTests {
  @Test func eachSettledStateIsAMomentOnce() throws {
    let trace = try ReportFixtures.trace(of: ReportFixtures.passwordScene())
    for run in trace.runs {
      let moments = SettledMoments(run.samples)
      // Before the tap, with the keyboard shown, and after it has gone again.
      #expect(moments.indices.count == 3, "\(run.strategy)")
      #expect(moments.indices.first == 0)
      #expect(moments.omitted == 0)
      for index in moments.indices {
        #expect(run.samples[index].isSettled)
        // The sample before a moment (if any) was animating or looked different.
        if index > 0 {
          let previous = run.samples[index - 1]
          #expect(
            !previous.isSettled || previous.keyboardFrame != run.samples[index].keyboardFrame
              || previous.focus != run.samples[index].focus)
        }
      }
      let shown = run.samples[moments.indices[1]]
      #expect(shown.focus == "password")
      #expect(shown.keyboard == 336)
      #expect(run.samples[moments.indices[2]].focus == nil)
    }
  }

  @Test func pastTheLimitMomentsAreCounted() throws {
    let trace = try ReportFixtures.trace(of: ReportFixtures.passwordScene())
    let moments = SettledMoments(trace.runs[1].samples, limit: 1)
    #expect(moments.indices == [0])
    #expect(moments.omitted == 2)
  }

  @Test func aScrolledStateIsAMomentOfItsOwn() throws {
    // naive: before, shown (offset 262), scrolled by the first drag (362) with nothing else
    // changed, then dismissed; no moment during the finger's hold of the keyboard.
    let trace = try Replayer.replay(ReportFixtures.scrollScene())
    let samples = trace.runs[0].samples
    let moments = SettledMoments(samples)
    #expect(moments.indices.map { samples[$0].offsets.first } == [0, 262, 362, 0])
    #expect(moments.indices.map { samples[$0].contentInsets.first } == [0, 336, 336, 0])
    #expect(moments.indices[2] == 90)
    #expect(!moments.indices.contains { (120...138).contains($0) })
    #expect(samples[moments.indices[3]].keyboard == 0)
  }
}
