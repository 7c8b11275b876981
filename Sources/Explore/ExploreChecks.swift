import SceneModel

/// The checks explore applies to every variation of a scene (docs/explore.md#the-checks).
package struct ExploreChecks: Sendable, Equatable {
  /// Which of a scene's own expectations are checked.
  package enum Selection: String, Sendable, Equatable, CaseIterable {
    /// `always:` and `settled:` items: what must hold whatever the timing.
    case invariants
    /// Every item, `at:` items too.
    case all
  }

  /// The check a scene gets when none of its own is selected: a settled focused input is not
  /// covered.
  package static let defaultCheck = SceneExpectation(
    moment: .settled, checks: [.covered(.exactly(0))],
    location: SourcePosition(line: 0, column: 0))

  /// The position printed for a failure of ``defaultCheck``, where a scene's own item prints
  /// `line:column`.
  package static let defaultCheckPosition = "(default check)"

  /// The expectations checked, in the scene's order.
  package var expectations: [SceneExpectation]
  /// Whether ``expectations`` is ``defaultCheck`` alone, because the scene had none selected.
  package var isDefault: Bool

  /// The checks `selection` picks from `scene`, or the default check when it picks none.
  ///
  /// - Parameters:
  ///   - scene: The scene as written.
  ///   - selection: Which of its expectations count.
  package init(of scene: Scene, selection: Selection) {
    let chosen = scene.expectations.filter { expectation in
      switch expectation.moment {
      case .always, .settled: true
      case .at: selection == .all
      }
    }
    isDefault = chosen.isEmpty
    expectations = chosen.isEmpty ? [Self.defaultCheck] : chosen
  }
}
