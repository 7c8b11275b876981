import Foundation
import Testing

@testable import KBReplayCLI

/// `explore --write-failures DIR`: each breaking variation as a scene file that fails the same
/// check under `kbreplay test`, named after the scene and the variation, never overwriting.
@Suite struct ExploreFailuresTests {
  @Test(arguments: [
    ("form.yaml", "keyboard.height=398", "form--keyboard.height-398.yaml"),
    ("sub/dir/form.yml", "events[12]+0.125", "sub/dir/form--events-12--0.125.yaml"),
    ("a b.yaml", "safeArea.bottom=0", "a b--safeArea.bottom-0.yaml"),
    ("x.scene", "hardwareKeyboard", "x.scene--hardwareKeyboard.yaml"),
  ])
  func namesAFileAfterTheSceneAndTheVariation(_ scene: String, _ name: String, _ file: String) {
    #expect(
      FailureFileName.name(stem: FailureFileName.stem(ofScene: scene), variation: name) == file)
  }

  @Test func writesEachBreakingVariationAsASceneThatFailsTheSameCheck() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("suite/forms/form.yaml", ExploreCommandTests.taller)
    let out = folder.path + "/out"
    let run = ToolRun(["explore", folder.path + "/suite", "--write-failures", out])
    #expect(run.status == .failure)
    #expect(run.error == "")
    let names = try FileManager.default.contentsOfDirectory(atPath: out + "/forms").sorted()
    #expect(
      names == [
        "form--keyboard.height-398.yaml", "form--toolbar-44.yaml", "form--toolbar-58.yaml",
      ])
    let written = try String(contentsOfFile: out + "/forms/form--toolbar-44.yaml", encoding: .utf8)
    #expect(
      written == """
        # kbreplay explore: \(folder.path)/suite/forms/form.yaml, variation toolbar=44
        # It breaks the run classic; 'kbreplay test' on this file shows how.
        scene: Form
        device: iphone-15
        screen: {width: 393, height: 852}
        safeArea: {top: 59, bottom: 34, left: 0, right: 0}
        keyboard: {height: 336, accessory: 55}
        system: {focusChangeNotifies: false, keyboard: model}
        strategy: classic
        sampling: {fps: 60, until: 1.2}
        layout:
          view: form
          frame: [0, 0, 393, 852]
          keyboardAdaptive: true
          children:
            - textField: email
              frame: [16, 452, 361, 44]
              toolbar: 44
        events:
          - {at: 0.2, tap: email}
        expect:
          - {settled: {covered: 0}}

        """)
    let test = ToolRun(["test", out, "--record", "never"])
    #expect(test.status == .failure)
    #expect(
      test.outputLines.contains(
        "  \(out)/forms/form--toolbar-44.yaml:22:5: error: settled: 15 of 27 settled samples "
          + "differ; first at 0.9667: covered is 24.00, expected 0.00 within 0.01 (run classic)"))
  }

  @Test func neverOverwritesAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("suite/form.yaml", ExploreCommandTests.taller)
    let kept = try folder.write("out/form--toolbar-44.yaml", "kept\n")
    let run = ToolRun(["explore", scene, "--write-failures", folder.path + "/out"])
    #expect(run.status == .invalidInput)
    #expect(
      run.error
        == "kbreplay: error: '\(kept)' already exists; kbreplay explore never overwrites a file\n")
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "kept\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted()
    #expect(names.count == 3)
  }

  @Test func aSecondVariationWithTheSameFileNameIsAnErrorForItAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // form.yaml and form.yml share the stem `form`: the second's files collide with the first's.
    try folder.write("suite/form.yaml", ExploreCommandTests.taller)
    try folder.write(
      "suite/form.yml",
      ExploreCommandTests.taller.replacingOccurrences(of: "[16, 452,", with: "[16, 466,"))
    let out = folder.path + "/out"
    let run = ToolRun(["explore", folder.path + "/suite", "--write-failures", out])
    #expect(run.status == .invalidInput)
    #expect(
      run.error.split(separator: "\n").map(String.init)
        == ["keyboard.height-398", "toolbar-44", "toolbar-58"].map { name in
          "kbreplay: error: not writing \(out)/form--\(name).yaml: an earlier variation of this "
            + "run was written there"
        })
    // The second scene's row that collides with nothing is written.
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      names == [
        "form--keyboard.height-346.yaml", "form--keyboard.height-398.yaml", "form--toolbar-44.yaml",
        "form--toolbar-58.yaml",
      ])
    let first = try String(contentsOfFile: out + "/form--toolbar-58.yaml", encoding: .utf8)
    #expect(first.contains("[16, 452, 361, 44]"))
  }
}
