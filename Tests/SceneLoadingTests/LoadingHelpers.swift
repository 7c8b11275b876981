import SceneLoading
import SceneModel
import Testing

/// Loads YAML text as a scene named `scene.yaml`.
func load(_ yaml: String) -> Result<Scene, SceneLoadFailure> {
  SceneLoader.load(bytes: Array(yaml.utf8), path: "scene.yaml")
}

/// Loads YAML text that must be valid, recording a failure with the diagnostics otherwise.
func loadScene(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scene?
{
  switch load(yaml) {
  case .success(let scene): return scene
  case .failure(let failure):
    Issue.record("unexpected diagnostics:\n\(failure.rendered())", sourceLocation: sourceLocation)
    return nil
  }
}

/// The rendered diagnostics of YAML text that must be invalid.
func diagnostics(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> String
{
  switch load(yaml) {
  case .success:
    Issue.record("the scene loaded, but problems were expected", sourceLocation: sourceLocation)
    return ""
  case .failure(let failure): return failure.rendered()
  }
}

/// A minimal valid scene with one adaptive container, to which a test appends lines.
let minimalScene = """
  scene: Minimal
  layout:
    view: screen
    frame: [0, 59, 393, 759]
    keyboardAdaptive: true
    children:
      - textField: email
        frame: [16, 300, 361, 44]
      - textField: password
        frame: [16, 640, 361, 44]
      - button: submit
        frame: [16, 700, 361, 50]

  """
