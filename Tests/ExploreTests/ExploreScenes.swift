import Explore
import KeyboardAvoidance
import SceneLoading
import SceneModel
import Testing

/// Scene texts for the explore tests, loaded as the tool loads them.
enum ExploreScenes {
  /// Loads `text` as the scene file `path`, recording an issue when it does not load.
  static func load(
    _ text: String, path: String = "test.yaml", registry: StrategyRegistry = .builtIns,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Scene {
    switch SceneLoader.load(bytes: Array(text.utf8), path: path, strategies: registry) {
    case .success(let scene): return scene
    case .failure(let failure):
      Issue.record(
        "the scene does not load:\n\(failure.rendered())", sourceLocation: sourceLocation)
      throw failure
    }
  }

  /// A form of one field below the middle of an iPhone 15 in a full-screen container, with
  /// `header` lines after `scene:` and the given events and expectations.
  static func form(
    header: String = "", field: String = "textField: email", fieldY: Int = 452,
    events: [String], expect: [String] = []
  ) -> String {
    """
    scene: Form
    \(header)
    layout:
      view: form
      frame: [0, 0, 393, 852]
      keyboardAdaptive: true
      children:
        - \(field)
          frame: [16, \(fieldY), 361, 44]
        - button: done
          frame: [16, 760, 361, 44]
    events:
    \(events.map { "  - " + $0 }.joined(separator: "\n"))
    """
      + (expect.isEmpty
        ? "\n" : "\nexpect:\n" + expect.map { "  - " + $0 }.joined(separator: "\n") + "\n")
  }

  /// The names of `scene`'s variations, in order.
  static func names(_ scene: Scene) -> [String] {
    SceneVariations.variations(of: scene).map(\.name)
  }
}
