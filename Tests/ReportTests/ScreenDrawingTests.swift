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
}
