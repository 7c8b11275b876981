import Foundation
import Testing

@testable import KBReplayCLI

/// The bundled scenes whose purpose is explore: their goldens pass, and explore finds what
/// breaks them, exactly as docs/explore.md and their comments say.
@Suite struct BundledExploreTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func exploreFindsWhatTheBundledScenesAreAbout() {
    let run = ToolRun(["explore", Self.root + "/Scenes/explore", "--jobs", "1"])
    #expect(run.status == .failure)
    #expect(run.error == "")
    #expect(
      run.output.replacingOccurrences(of: Self.root + "/", with: "") == """
        explore Scenes/explore/refocus-while-hiding.yaml
          baseline                  classic PASS  adaptive PASS
          keyboard.height=216       classic PASS  adaptive PASS
          keyboard.height=291       classic PASS  adaptive PASS
          keyboard.height=301       classic PASS  adaptive PASS
          keyboard.height=336       classic PASS  adaptive PASS
          keyboard.height=346       classic PASS  adaptive PASS
          keyboard.height=398       classic PASS  adaptive PASS
          hardwareKeyboard          classic PASS  adaptive PASS
          toolbar=44                classic PASS  adaptive PASS
          toolbar=58                classic PASS  adaptive PASS
          focusChangeNotifies=true  classic PASS  adaptive PASS
          safeArea.bottom=34        classic FAIL  adaptive PASS
            Scenes/explore/refocus-while-hiding.yaml:28:5: error: \
        always: 79 of 157 samples differ; \
        first at 0.5000: covered is 2.61, expected 0.00 within 0.01 (run classic)
          events[1]+0               classic PASS  adaptive PASS
          events[1]+0.05            classic PASS  adaptive PASS
          events[1]+0.125           classic PASS  adaptive PASS
          events[2]+0               classic PASS  adaptive PASS
          events[2]+0.05            classic FAIL  adaptive PASS
            Scenes/explore/refocus-while-hiding.yaml:28:5: error: always: 3 of 157 samples differ; \
        first at 1.0500: covered is 44.00, expected 0.00 within 0.01 (run classic)
          events[2]+0.125           classic FAIL  adaptive PASS
            Scenes/explore/refocus-while-hiding.yaml:28:5: error: always: 1 of 157 samples differ; \
        first at 1.1333: covered is 23.69, expected 0.00 within 0.01 (run classic)
          18 variations: classic breaks in 3, adaptive breaks in 0
        explore Scenes/explore/taller-keyboard.yaml
          baseline                  classic PASS  adaptive PASS
          keyboard.height=216       classic PASS  adaptive PASS
          keyboard.height=260       classic PASS  adaptive PASS
          keyboard.height=291       classic PASS  adaptive PASS
          keyboard.height=301       classic PASS  adaptive PASS
          keyboard.height=346       classic PASS  adaptive PASS
          keyboard.height=398       classic FAIL  adaptive PASS
            Scenes/explore/taller-keyboard.yaml:26:5: error: \
        settled: 15 of 27 settled samples differ; \
        first at 0.9667: covered is 34.00, expected 0.00 within 0.01 (run classic)
          hardwareKeyboard          classic PASS  adaptive PASS
          toolbar=44                classic FAIL  adaptive PASS
            Scenes/explore/taller-keyboard.yaml:26:5: error: \
        settled: 15 of 27 settled samples differ; \
        first at 0.9667: covered is 24.00, expected 0.00 within 0.01 (run classic)
          toolbar=58                classic FAIL  adaptive PASS
            Scenes/explore/taller-keyboard.yaml:26:5: error: \
        settled: 15 of 27 settled samples differ; \
        first at 0.9667: covered is 34.00, expected 0.00 within 0.01 (run classic)
          focusChangeNotifies=true  classic PASS  adaptive PASS
          safeArea.bottom=0         classic PASS  adaptive PASS
          12 variations: classic breaks in 3, adaptive breaks in 0
        2 scenes, 30 variations, 6 break

        """)
  }

  @Test func theirGoldensPass() {
    let run = ToolRun(["test", Self.root + "/Scenes/explore", "--record", "never"])
    #expect(run.status == .success)
    #expect(run.outputLines.last == "2 passed, 0 failed")
  }
}
