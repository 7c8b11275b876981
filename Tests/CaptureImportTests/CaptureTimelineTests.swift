import KeyboardAvoidance
import TestSupport
import Testing

@testable import CaptureImport

/// Notifications grouped into postings (docs/capture.md#what-the-scene-holds), and the
/// timeline's times.
@Suite struct CaptureTimelineTests {
  typealias F = SceneFixtures

  static let shown = F.rect(0, 516, 393, 336)
  static let hidden = F.rect(0, 852, 393, 336)

  static func note(
    _ name: KeyboardNotification.Name, _ end: Rect, at time: Microseconds,
    duration: Microseconds = 250_000
  ) -> CaptureEntry {
    CaptureEntry(
      time: time, timeOffset: 0, idOffset: 0,
      content: .notification(
        CaptureEntry.Notification(
          name: name, begin: hidden, end: end, duration: duration, curve: .keyboardSpring,
          endOffset: 0)))
  }

  static func focus(_ id: String?, at time: Microseconds) -> CaptureEntry {
    CaptureEntry(
      time: time, timeOffset: 0, idOffset: 0,
      content: .focus(id: id, frame: F.rect(16, 300, 361, 44)))
  }

  static func timeline(_ entries: [CaptureEntry]) throws -> CaptureTimeline {
    var timeline = CaptureTimeline()
    for (index, entry) in entries.enumerated() {
      try timeline.add(entry, line: index + 1)
    }
    return timeline
  }

  /// The times of the keyboard events.
  static func postings(_ entries: [CaptureEntry]) throws -> [Microseconds] {
    try timeline(entries).events.compactMap {
      guard case .keyboard(_, _, _, let time) = $0 else { return nil }
      return time
    }
  }

  @Test func aShowJoinsTheWillChangeFrameBeforeItWithTheSameEnd() throws {
    // 5 s as written is 0.1 s in the scene; the join takes the first line's time.
    #expect(
      try Self.postings([
        Self.note(.keyboardWillChangeFrame, Self.shown, at: 5_000_000),
        Self.note(.keyboardWillShow, Self.shown, at: 5_000_040),
      ]) == [100_000])
  }

  @Test func focusLinesBetweenDoNotCountButOtherNotificationsDo() throws {
    #expect(
      try Self.postings([
        Self.note(.keyboardWillChangeFrame, Self.shown, at: 0),
        Self.focus("email", at: 10),
        Self.note(.keyboardWillShow, Self.shown, at: 20),
      ]) == [100_000])
    // A did-notification between: the show starts a posting of its own.
    #expect(
      try Self.postings([
        Self.note(.keyboardWillChangeFrame, Self.shown, at: 0),
        Self.note(.keyboardDidChangeFrame, Self.shown, at: 10),
        Self.note(.keyboardWillShow, Self.shown, at: 20),
      ]) == [100_000, 100_020])
  }

  @Test func aShowAfterAnotherFrameOrFirstStartsItsOwnPosting() throws {
    #expect(
      try Self.postings([
        Self.note(.keyboardWillChangeFrame, Self.hidden, at: 0),
        Self.note(.keyboardWillShow, Self.shown, at: 0),
      ]) == [100_000, 100_000])
    // The show first, the frame change after it: the rule joins only after a frame change.
    #expect(
      try Self.postings([
        Self.note(.keyboardWillShow, Self.shown, at: 0),
        Self.note(.keyboardWillChangeFrame, Self.shown, at: 0),
      ]) == [100_000, 100_000])
    // Two frame changes to the same frame are one posting.
    #expect(
      try Self.postings([
        Self.note(.keyboardWillChangeFrame, Self.shown, at: 0),
        Self.note(.keyboardWillChangeFrame, Self.shown, at: 5),
        Self.note(.keyboardWillHide, Self.shown, at: 9),
      ]) == [100_000])
  }

  @Test func thePostingKeepsItsFirstLinesAnimation() throws {
    let timeline = try Self.timeline([
      Self.note(.keyboardWillChangeFrame, Self.shown, at: 0, duration: 400_000),
      Self.note(.keyboardWillShow, Self.shown, at: 0, duration: 250_000),
    ])
    #expect(
      timeline.events == [
        .keyboard(frame: Self.shown, duration: 400_000, curve: .keyboardSpring, at: 100_000)
      ])
  }

  @Test func equalTimesAreFineAndEarlierOnesAreNot() throws {
    var timeline = CaptureTimeline()
    try timeline.add(Self.focus("email", at: 7), line: 1)
    try timeline.add(Self.focus(nil, at: 7), line: 2)
    #expect(throws: TimelineError.self) { try timeline.add(Self.focus("email", at: 6), line: 3) }
    #expect(timeline.lastTime == 100_000)
  }
}
