import Golden
import Replay
import Testing
import TraceFormat

@testable import Report

/// A golden's rows read back as held samples.
@Suite struct GoldenRunTests {
  @Test func heldRowsGiveBackEverySampleAsPrinted() throws {
    let trace = try ReportFixtures.trace(of: ReportFixtures.passwordScene())
    let golden = try TraceDocument(parsing: trace.text(sourceName: "scene.yaml"))
    for run in trace.runs {
      let held = try #require(
        GoldenRun(golden, strategy: run.strategy, containerIDs: trace.containerIDs))
      #expect(held.fps == 60)
      #expect(held.sampleCount == run.samples.count)
      var visited = 0
      held.forEachSample { index, sample in
        let actual = run.samples[index]
        #expect(sample.keyboard == (actual.keyboard * 100).rounded() / 100, "\(index)")
        #expect(sample.paddings == [(actual.paddings.first.map { ($0 * 100).rounded() / 100 })])
        visited += 1
      }
      #expect(visited == run.samples.count)
    }
  }

  @Test func columnsAreMatchedByName() throws {
    let trace = try ReportFixtures.trace(of: ReportFixtures.passwordScene())
    let golden = try TraceDocument(parsing: trace.text(sourceName: "scene.yaml"))
    #expect(GoldenRun(golden, strategy: "naive", containerIDs: ["form"]) == nil)
    let renamed = try #require(
      GoldenRun(golden, strategy: "none", containerIDs: ["other", "form"]))
    var first: GoldenRun.Sample?
    renamed.forEachSample { index, sample in if index == 0 { first = sample } }
    #expect(first?.paddings == [nil, 0])
  }

  @Test func offsetAndInsetColumnsFollowTheShifts() throws {
    let trace = try Replayer.replay(ReportFixtures.scrollScene())
    let golden = try TraceDocument(parsing: trace.text(sourceName: "scroll.yaml"))
    for run in trace.runs {
      let held = try #require(
        GoldenRun(golden, strategy: run.strategy, containerIDs: [], scrollViewIDs: ["list"]))
      #expect(held.sampleCount == run.samples.count)
      held.forEachSample { index, sample in
        let actual = run.samples[index]
        let expected = [actual.offsets.first, actual.contentInsets.first].map {
          $0.map { ($0 * 100).rounded() / 100 }
        }
        #expect(sample.paddings == expected, "\(run.strategy) \(index)")
      }
    }
    // A scroll view the golden does not have has no values.
    let other = try #require(
      GoldenRun(golden, strategy: "naive", containerIDs: [], scrollViewIDs: ["other"]))
    var first: GoldenRun.Sample?
    other.forEachSample { index, sample in if index == 0 { first = sample } }
    #expect(first?.paddings == [nil, nil])
  }
}
