import KeyboardAvoidance
import Testing

@Suite struct KeyboardPostingTests {
  static let screen = Size(width: 393, height: 852)
  static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
  static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
  static let timing = AnimationTiming(curve: .easeIn, duration: 300_000)

  @Test func showAnnouncesChangeFrameThenShow() {
    let posting = KeyboardPosting(begin: Self.hidden, end: Self.shown, timing: Self.timing)
    #expect(
      posting.willNotifications(on: Self.screen).map(\.name) == [
        .keyboardWillChangeFrame, .keyboardWillShow,
      ])
    #expect(
      posting.didNotifications(on: Self.screen).map(\.name) == [
        .keyboardDidChangeFrame, .keyboardDidShow,
      ])
    for note in posting.willNotifications(on: Self.screen)
      + posting.didNotifications(on: Self.screen)
    {
      #expect(note.begin == Self.hidden && note.end == Self.shown && note.timing == Self.timing)
    }
  }

  @Test func hidingAndUndockingAreAnnouncedAsHides() {
    let hide = KeyboardPosting(begin: Self.shown, end: Self.hidden, timing: Self.timing)
    #expect(
      hide.willNotifications(on: Self.screen).map(\.name) == [
        .keyboardWillChangeFrame, .keyboardWillHide,
      ])
    #expect(
      hide.didNotifications(on: Self.screen).map(\.name) == [
        .keyboardDidChangeFrame, .keyboardDidHide,
      ])
    let floating = Rect(x: 20, y: 300, width: 300, height: 200)
    let undock = KeyboardPosting(begin: Self.shown, end: floating, timing: Self.timing)
    #expect(
      undock.willNotifications(on: Self.screen).map(\.name) == [
        .keyboardWillChangeFrame, .keyboardWillHide,
      ])
  }

  /// Shown, hidden and floating end frames.
  static let ends = [shown, hidden, Rect(x: 20, y: 300, width: 300, height: 200)]

  @Test(arguments: KeyboardPostingTests.ends)
  func namesAreThoseOfTheLists(end: Rect) {
    let posting = KeyboardPosting(begin: Self.shown, end: end, timing: Self.timing)
    let will = posting.willNotificationNames(on: Self.screen)
    let did = posting.didNotificationNames(on: Self.screen)
    #expect(posting.willNotifications(on: Self.screen).map(\.name) == [will.first, will.second])
    #expect(posting.didNotifications(on: Self.screen).map(\.name) == [did.first, did.second])
    #expect(posting.notification(will.second).end == end)
  }

  @Test func notificationNamesAndPhases() {
    #expect(
      KeyboardNotification.Name.allCases.filter(\.isWill) == [
        .keyboardWillChangeFrame, .keyboardWillShow, .keyboardWillHide,
      ])
    #expect(KeyboardNotification.Name.keyboardDidHide.rawValue == "keyboardDidHide")
  }
}
