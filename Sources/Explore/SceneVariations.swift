@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// The variations explore replays a scene under, in their fixed order
/// (docs/explore.md#the-variations): the baseline first, then keyboard heights, a hardware
/// keyboard, toolbars, the other focus-change setting, the other bottom safe area, and each event
/// moved closer to the one before it.
package enum SceneVariations {
  /// The keyboard heights tried, in points: docked keyboards of the presets and of other
  /// locales and input modes (docs/explore.md#keyboard-height).
  package static let keyboardHeights: [Double] = [216, 260, 291, 301, 336, 346, 398]
  /// The toolbar heights given to inputs without one: UIKit's bar and iOS 26's taller one.
  package static let toolbarHeights: [Double] = [44, 58]
  /// The bottom safe area tried when the scene's is 0: a home-indicator iPhone's.
  package static let homeIndicatorInset: Double = 34
  /// The gaps after the previous event an event is moved to: at once, then 50 ms and 125 ms
  /// later, times in which the keyboard is still moving.
  package static let eventGaps: [Microseconds] = [0, 50_000, 125_000]

  /// The baseline and every variation of `scene` that differs from it, in order.
  ///
  /// A variation is left out when it changes nothing, and the ones that vary the model
  /// keyboard are left out of a scene whose keyboard is scripted.
  ///
  /// - Parameter scene: The scene as written.
  /// - Returns: The variations, the baseline first.
  /// - Complexity: O(v x s), for v variations of a scene of size s.
  package static func variations(of scene: Scene) -> [Variation] {
    var result = [Variation(name: Variation.baselineName, scene: scene)]
    func add(_ name: String, _ change: (inout Scene) -> Void) {
      var changed = scene
      change(&changed)
      if changed != scene { result.append(Variation(name: name, scene: changed)) }
    }
    if scene.keyboardMode == .model {
      addKeyboardVariations(of: scene, add: add)
    }
    let bottom = scene.device.safeArea.bottom > 0 ? 0 : homeIndicatorInset
    add("safeArea.bottom=" + DecimalFormat.shortest(bottom)) { $0.device.safeArea.bottom = bottom }
    for (index, gap, time) in eventMoves(of: scene) {
      let seconds = DecimalFormat.seconds(microseconds: gap, minimumDecimals: 0)
      add("events[\(index)]+" + seconds) { $0.events[index].at = time }
    }
    return result
  }

  /// Adds the variations of the model keyboard: heights, a hardware keyboard, toolbars and the
  /// focus-change setting.
  private static func addKeyboardVariations(
    of scene: Scene, add: (String, (inout Scene) -> Void) -> Void
  ) {
    for height in keyboardHeights where height != scene.device.keyboardHeight {
      add("keyboard.height=" + DecimalFormat.shortest(height)) {
        $0.device.keyboardHeight = height
      }
    }
    let hasHardwareEvent = scene.events.contains {
      if case .hardwareKeyboard = $0.action { return true }
      return false
    }
    if !hasHardwareEvent {
      add("hardwareKeyboard") {
        $0.events.insert(SceneEvent(at: 0, action: .hardwareKeyboard(true)), at: 0)
      }
    }
    for height in toolbarHeights {
      add("toolbar=" + DecimalFormat.shortest(height)) {
        $0.root = giveToolbars(height, in: $0.root)
      }
    }
    let notifies = !scene.focusChangeNotifies
    add("focusChangeNotifies=\(notifies)") { $0.focusChangeNotifies = notifies }
  }

  /// `node` with every text input whose toolbar is 0 given one `height` tall.
  private static func giveToolbars(_ height: Double, in node: ViewNode) -> ViewNode {
    var node = node
    if node.kind.isTextInput && node.toolbar == 0 { node.toolbar = height }
    node.children = node.children.map { giveToolbars(height, in: $0) }
    return node
  }

  /// Each event move explore tries, in order: the event's index in the scene's list, the gap
  /// after the event processed just before it, and the event's new time.
  ///
  /// An event is moved only earlier, and only where it is still processed after the one
  /// before it: at the same time that needs the moved event later in the file.
  ///
  /// - Parameter scene: The scene as written.
  /// - Returns: The moves, in processing order of the events, then by gap.
  package static func eventMoves(of scene: Scene) -> [(Int, Microseconds, Microseconds)] {
    let order = scene.events.indices.sorted {
      (scene.events[$0].at, $0) < (scene.events[$1].at, $1)
    }
    var moves: [(Int, Microseconds, Microseconds)] = []
    for (position, index) in order.enumerated() where position > 0 {
      let previous = order[position - 1]
      for gap in eventGaps {
        let time = scene.events[previous].at + gap
        guard time < scene.events[index].at, gap > 0 || previous < index else { continue }
        moves.append((index, gap, time))
      }
    }
    return moves
  }
}
