import KeyboardAvoidance
import Replay
import Testing

@testable import Report

/// The small drawings of the screen at settled moments.
@Suite struct ScreenDrawingTests {
  static func drawing(run: Int, moment: Int) throws -> String {
    let trace = try ReportFixtures.trace(of: ReportFixtures.passwordScene())
    let samples = trace.runs[run].samples
    let index = SettledMoments(samples).indices[moment]
    return ScreenDrawing.svg(
      of: samples[index], layout: trace.layout, device: trace.device, number: moment + 1)
  }

  @Test func theScreenIsDrawnInItsOwnPoints() throws {
    let svg = try Self.drawing(run: 0, moment: 0)
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\" viewBox=\"0 0 393 852\" "
          + "width=\"116\" height=\"251\"><title>Screen 1 at 0.0000 s</title>"))
    #expect(svg.contains("<path class=\"s-bg\" d=\"M0 0h393v852h-393z\"/>"))
    // Safe area: the top and bottom insets.
    #expect(svg.contains("<path class=\"s-safe\" d=\"M0 0h393v59h-393zM0 818h393v34h-393z\"/>"))
    #expect(svg.contains("<path class=\"s-container\" d=\"M0 59h393v759h-393z\"/>"))
    #expect(svg.contains("<path class=\"s-button\" d=\"M16 700h361v50h-361z\"/>"))
    // Nothing is focused and the keyboard is off screen.
    #expect(!svg.contains("s-focus"))
    #expect(!svg.contains("s-kb"))
    #expect(!svg.contains("s-covered"))
  }

  @Test func theKeyboardCoversWhatIsUnderIt() throws {
    // none, keyboard shown: password and the button are under it.
    let svg = try Self.drawing(run: 0, moment: 1)
    #expect(svg.contains("<path class=\"s-kb\" d=\"M0 516h393v336h-393z\"/>"))
    #expect(svg.contains("<path class=\"s-focus\" d=\"M16 640h361v44h-361z\"/>"))
    #expect(
      svg.contains(
        "<path class=\"s-covered\" d=\"M16 640h361v44h-361zM16 700h361v50h-361z\"/>"))
  }

  @Test func viewsArePresentedWithTheirPadding() throws {
    // classic, keyboard shown: everything in the form moved up by 261.
    let svg = try Self.drawing(run: 1, moment: 1)
    #expect(svg.contains("<path class=\"s-focus\" d=\"M16 379h361v44h-361z\"/>"))
    #expect(svg.contains("<path class=\"s-input\" d=\"M16 39h361v44h-361zM16 379h361v44h-361z\"/>"))
    #expect(!svg.contains("s-covered"))
  }

  @Test func theFocusedInputsToolbarIsTheKeyboardsTopBand() throws {
    // The password field has a 44 pt toolbar: the keyboard docks at 852 - (336 + 44) = 472,
    // and its top 44 points are the toolbar. The email field has none.
    let scene = ReportFixtures.passwordScene().replacingOccurrences(
      of: "frame: [16, 640, 361, 44]", with: "frame: [16, 640, 361, 44]\n      toolbar: 44")
    let trace = try ReportFixtures.trace(of: scene)
    let samples = trace.runs[0].samples
    let shown = SettledMoments(samples).indices[1]
    let svg = ScreenDrawing.svg(
      of: samples[shown], layout: trace.layout, device: trace.device, number: 2)
    #expect(svg.contains("<path class=\"s-kb\" d=\"M0 472h393v380h-393z\"/>"))
    #expect(
      svg.contains(
        "<path class=\"s-toolbar\" \(ReportStyle.toolbar) d=\"M0 472h393v44h-393z\"/>"))
    // Without a focused toolbar there is no band.
    let plain = try Self.drawing(run: 0, moment: 1)
    #expect(!plain.contains("s-toolbar"))
  }

  /// The drawing of the naive run of ``ReportFixtures/scrollScene(strategies:)`` at a settled
  /// moment: 0 before the tap, 1 with the keyboard shown and the notes field scrolled over the
  /// inset (offset 262), 2 after the first drag (362), 3 after the dismissal.
  static func scrollDrawing(moment: Int) throws -> String {
    let trace = try Replayer.replay(ReportFixtures.scrollScene())
    let samples = trace.runs[0].samples
    let index = try #require(SettledMoments(samples).indices.dropFirst(moment).first)
    return ScreenDrawing.svg(
      of: samples[index], layout: trace.layout, device: trace.device, number: moment + 1)
  }

  @Test func aScrollViewsContentIsClippedToItsViewport() throws {
    let before = try Self.scrollDrawing(moment: 0)
    #expect(
      before.contains(
        "<path class=\"s-scroll\" \(ReportStyle.viewport) d=\"M0 59h393v759h-393z\"/>"))
    // The photo reaches 62 points below the viewport: its visible 38 are drawn. The save button,
    // at 1,300 in the content, is out of view and not drawn at all.
    #expect(
      before.contains("<path class=\"s-view\" d=\"M0 0h393v852h-393zM16 780h361v38h-361z\"/>"))
    #expect(
      before.contains("<path class=\"s-input\" d=\"M16 100h361v44h-361zM16 700h361v44h-361z\"/>"))
    #expect(!before.contains("s-button"))
    #expect(!before.contains("s-inset"))
  }

  @Test func contentMovesUpByItsOffsetAndTheInsetIsABandAtTheViewportsBottom() throws {
    // naive: inset 336 (the keyboard's height), offset 262 to show the notes field above it.
    let shown = try Self.scrollDrawing(moment: 1)
    #expect(
      shown.contains(
        "<path class=\"s-inset\" \(ReportStyle.contentInsetBand) d=\"M0 482h393v336h-393z\"/>"))
    // The name field has scrolled out of view above; the notes field and the photo are in view.
    #expect(shown.contains("<path class=\"s-input\" d=\"M16 438h361v44h-361z\"/>"))
    #expect(shown.contains("<path class=\"s-focus\" d=\"M16 438h361v44h-361z\"/>"))
    #expect(shown.contains("M16 518h361v100h-361z"))
    #expect(shown.contains("<path class=\"s-kb\" d=\"M0 516h393v336h-393z\"/>"))
    // The keyboard covers part of the photo, a plain view, and of the scroll view: neither is
    // an input or a button, so nothing is marked covered.
    #expect(!shown.contains("s-covered"))
    // After the drag the content is 100 points higher.
    let dragged = try Self.scrollDrawing(moment: 2)
    #expect(dragged.contains("<path class=\"s-input\" d=\"M16 338h361v44h-361z\"/>"))
    // Dismissed: no inset, and the content back at offset 0.
    let dismissed = try Self.scrollDrawing(moment: 3)
    #expect(!dismissed.contains("s-inset"))
    #expect(!dismissed.contains("s-kb"))
    #expect(dismissed.contains("M16 100h361v44h-361zM16 700h361v44h-361z"))
  }

  @Test func aShrunkScrollViewClipsAtItsRaisedBottomWithTheInsetAboveIt() throws {
    // A scroll view in the keyboard safe area, shifted by 50: its viewport is 100 to 450, and
    // the 100-point inset sits above the shift. Scrolled by 40, the field is cut at the top and
    // the button at the bottom; the keyboard covers the visible part of the button only.
    let layout = ViewLayout(views: [
      .init(
        id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 393, height: 852), depth: 0,
        container: nil, isContainer: false, alignFactor: 0),
      .init(
        id: "scroll", kind: .scrollView, frame: Rect(x: 0, y: 100, width: 300, height: 400),
        depth: 1, container: nil, isContainer: false, alignFactor: 0,
        isSafeAreaContainer: true),
      .init(
        id: "field", kind: .textField, frame: Rect(x: 10, y: 120, width: 100, height: 50),
        depth: 2, container: nil, isContainer: false, alignFactor: 0, scrollView: 0),
      .init(
        id: "go", kind: .button, frame: Rect(x: 10, y: 480, width: 100, height: 50), depth: 2,
        container: nil, isContainer: false, alignFactor: 0, scrollView: 0),
    ])
    let sample = TraceSample(
      instant: Instant(microseconds: 0), keyboard: 432, paddings: [], focus: "field",
      covered: 0, isSettled: true, keyboardFrame: Rect(x: 0, y: 420, width: 393, height: 432),
      safeAreaShifts: [50], offsets: [40], contentInsets: [100])
    let device = try #require(Device.preset(named: "iphone-15"))
    let svg = ScreenDrawing.svg(of: sample, layout: layout, device: device, number: 1)
    #expect(svg.contains("\(ReportStyle.viewport) d=\"M0 100h300v400h-300z\"/>"))
    #expect(svg.contains("\(ReportStyle.shrunkFrame) d=\"M0 100h300v350h-300z\"/>"))
    #expect(svg.contains("\(ReportStyle.contentInsetBand) d=\"M0 350h300v100h-300z\"/>"))
    #expect(svg.contains("<path class=\"s-input\" d=\"M10 100h100v30h-100z\"/>"))
    #expect(svg.contains("<path class=\"s-focus\" d=\"M10 100h100v30h-100z\"/>"))
    #expect(svg.contains("<path class=\"s-button\" d=\"M10 440h100v10h-100z\"/>"))
    #expect(svg.contains("<path class=\"s-covered\" d=\"M10 440h100v10h-100z\"/>"))
  }
}
