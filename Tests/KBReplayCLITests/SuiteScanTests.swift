import KBReplay
import Testing

@testable import KBReplayCLI

@Suite struct SuiteScanTests {
  @Test func foldersAreRootsAndFilesHaveTheirFolderAsRoot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in [
      "s/b/x.yaml", "s/a.yml", "s/a.golden", "s/old.golden.new", "s/.hidden/h.golden",
      "s/b/x.golden.tmp-1-2", "s/notes.txt", "other/one.yaml",
    ] {
      try folder.write(name)
    }
    let scan = SuiteScan(paths: [
      folder.path + "/s", folder.path + "/other/one.yaml", folder.path + "/s/a.yml",
    ])
    #expect(scan.problems.isEmpty)
    #expect(
      scan.suites.map(\.root) == [folder.path + "/s", folder.path + "/other", folder.path + "/s"])
    #expect(scan.suites.map(\.isFolder) == [true, false, false])
    #expect(
      scan.scenes.map(\.relativePath) == ["a.yml", "b/x.yaml", "one.yaml"],
      "a scene named twice runs once, in its first suite")
    #expect(scan.scenes.map(\.suite) == [0, 0, 1])
    #expect(
      scan.suites[0].goldens == [folder.path + "/s/a.golden", folder.path + "/s/old.golden.new"])
    #expect(scan.suites[0].temporaryFiles == [folder.path + "/s/b/x.golden.tmp-1-2"])
    #expect(UnreferencedGoldens.find(in: scan.suites) == [folder.path + "/s/old.golden.new"])
  }

  @Test func aYamlAndAYmlSceneCannotShareAGolden() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let yaml = try folder.write("x.yaml", SceneTexts.password)
    let yml = try folder.write("x.yml", SceneTexts.password)
    let run = ToolRun(["test", folder.path])
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        NEW     \(yaml)
        ERROR   \(yml)
          \(yaml) and \(yml) would share the golden \(folder.path)/x.golden; rename one of them
        goldens written: 1 new
        1 passed, 0 failed, 1 error

        """)
  }

  /// A relative path may start with a dot; only a name's does not.
  @Test func foundFilesAreToldApartByTheirEnds() {
    #expect(SuiteScan.kind(ofFound: "./suite/a.yaml") == .scene)
    #expect(SuiteScan.kind(ofFound: ".bench/a.yml") == .scene)
    #expect(SuiteScan.kind(ofFound: ".bench/a.golden") == .golden)
    #expect(SuiteScan.kind(ofFound: "./a.golden.new") == .golden)
    #expect(SuiteScan.kind(ofFound: "./a.golden.tmp-12-3") == .temporaryFile)
  }

  @Test func temporaryGoldenNamesAreRecognised() {
    #expect(isTemporaryGolden("a.golden.tmp-12-3"))
    #expect(isTemporaryGolden("a.golden.new.tmp-12-3"))
    #expect(!isTemporaryGolden("a.yaml.tmp-12-3"))
    #expect(!isTemporaryGolden("a.golden.tmp-x-3"))
    #expect(!isTemporaryGolden("a.golden"))
  }
}

/// `FileName.isTemporaryGolden` for a name given as a string.
private func isTemporaryGolden(_ name: String) -> Bool {
  FileName.isTemporaryGolden(Array(name.utf8)[...])
}
