import KeyboardAvoidance
import SceneLoading
import SceneModel
import SceneWriting

/// The scene a dump makes without a log (docs/capture.md#a-layout-without-a-log): the dump's
/// layout, each text input focused in turn one second apart from 0.1 s and then none, under the
/// model keyboard and strategy `none`, so that its first run shows how much of each input the
/// keyboard covers.
struct LayoutScene {
  var layout: DumpLayout
  /// The dump's file name, for the title.
  var name: String
  /// The preset the command names; nil to take the dump's window's.
  var device: Device?

  /// The name of the device the scene names.
  var deviceName: String {
    (device ?? LayoutDevice(screen: layout.screen).device).name
  }

  /// The first focus, and the time between two.
  static let start: Microseconds = 100_000
  static let step: Microseconds = 1_000_000

  /// The most text inputs such a scene can focus: the last `focus: none` and a second after it
  /// must fit within a scene's `until` limit.
  static let maximumInputs = Int(
    (Int64(SceneLimits.maximumUntilSeconds) * 1_000_000 - start - step) / step)

  /// A scene limit the scene would pass, said in a sentence.
  struct LimitError: Error {
    var message: String
  }

  /// The scene's text, or the limit it would pass.
  func text() -> Result<String, LimitError> {
    let inputs = layout.textInputs
    guard inputs.count <= Self.maximumInputs else {
      return .failure(
        LimitError(
          message:
            "the layout has \(inputs.count) text inputs; focused one second apart they would "
            + "take the scene past its until limit (\(SceneLimits.maximumUntilSeconds) s), "
            + "which allows \(Self.maximumInputs): import a smaller part of the screen"))
    }
    let (device, stated, comments) = self.setting()
    var events = inputs.enumerated().map { index, input in
      SceneEvent(at: Self.start + Int64(index) * Self.step, action: .focus(input.id))
    }
    let last = Self.start + Int64(inputs.count) * Self.step
    events.append(SceneEvent(at: last, action: .focus(nil)))
    let scene = Scene(
      title: "Imported from " + name, path: "", device: device, strategies: ["none"],
      focusChangeNotifies: false, keyboardMode: .model, fps: 60, until: last + Self.step,
      root: layout.root, events: events, expectations: [])
    let text = SceneWriter(stating: stated).text(scene, comments: SceneComments(top: comments))
    guard text.utf8.count <= SceneLimits.maximumFileSize else {
      return .failure(
        LimitError(
          message:
            "the scene would be \(text.utf8.count) bytes; a scene file may be at most "
            + "\(SceneLimits.maximumFileSize) bytes (the file size limit, 4 MiB): import a "
            + "smaller part of the screen"))
    }
    return .success(text)
  }

  /// The scene's device, the settings written out, and the comments before the `scene:` key.
  private func setting() -> (Device, SceneWriter.Stated, [String]) {
    var comments = ["Imported by kbreplay import from the layout of \(name), \(layout.source)"]
    var stated: SceneWriter.Stated = []
    var device: Device
    if let given = self.device {
      device = given
    } else {
      let window = LayoutDevice(screen: layout.screen)
      device = window.device
      comments.append(window.comment)
      if window.match != .preset { stated.insert(.screen) }
    }
    if let height = layout.keyboardHeight {
      device.keyboardHeight = height
      comments.append(
        "The keyboard's height, \(SceneWriter.length(height)), is the dump's keyboard's")
    }
    comments += layout.comments
    comments.append(
      "Without a log, the events focus each text input in turn and then none, under the "
        + "model keyboard and strategy none: a first run shows how much of each input the "
        + "keyboard covers")
    return (device, stated, comments)
  }
}
