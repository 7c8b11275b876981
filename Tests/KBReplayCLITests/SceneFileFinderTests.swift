import KBReplay
import Testing

@testable import KBReplayCLI

@Suite struct SceneFileFinderTests {
  @Test func searchesFoldersRecursivelyForYAMLFilesInByteOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["b.yaml", "a.yml", "B.yaml", "sub/c.yaml", "sub-a.yaml", "sub/deeper/d.yml"] {
      try folder.write(name)
    }
    let finder = SceneFileFinder(searching: [folder.path])
    // '-' (0x2D) sorts before '/' (0x2F), and capitals before small letters.
    let expected = ["B.yaml", "a.yml", "b.yaml", "sub-a.yaml", "sub/c.yaml", "sub/deeper/d.yml"]
    #expect(finder.files == expected.map { folder.path + "/" + $0 })
    #expect(finder.problems.isEmpty)
    #expect(finder.foldersWithoutScenes.isEmpty)
  }

  @Test func skipsHiddenEntriesOtherExtensionsAndLinkedFolders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let names = [
      "scene.yaml", ".hidden.yaml", ".build/x.yaml", ".git/y.yaml", ".hidden/z.yaml",
      "notes.txt", "upper.YAML", "scene.yaml.bak", "yaml", "outside/o.yaml",
    ]
    for name in names {
      try folder.write(name)
    }
    try folder.makeFolder("empty.yaml")
    try folder.makeFolder("suite")
    try folder.link("suite/linked.yaml", to: folder.path + "/outside/o.yaml")
    try folder.link("suite/loop", to: folder.path)
    try folder.link("suite/dangling.yaml", to: folder.path + "/missing.yaml")
    let finder = SceneFileFinder(searching: [folder.path + "/"])
    #expect(
      finder.files == [
        folder.path + "/outside/o.yaml", folder.path + "/scene.yaml",
        folder.path + "/suite/linked.yaml",
      ])
  }

  @Test func takesNamedFilesWhateverTheirNameAndKeepsArgumentOrderWithoutRepeats() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = try folder.write("notes.txt")
    let hidden = try folder.write(".hidden.yaml")
    let scene = try folder.write("suite/a.yaml")
    let finder = SceneFileFinder(searching: [text, folder.path + "/suite", hidden, scene, text])
    #expect(finder.files == [text, scene, hidden])
  }

  @Test func reportsMissingPathsAndFoldersWithoutScenes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("empty/readme.md")
    let missing = folder.path + "/nope"
    let finder = SceneFileFinder(searching: [missing, folder.path + "/empty"])
    #expect(finder.files.isEmpty)
    #expect(finder.problems == [.noSuchPath(missing)])
    #expect(finder.foldersWithoutScenes == [folder.path + "/empty"])
    #expect(finder.problems.map(\.message) == ["no such file or folder: \(missing)"])
  }

  @Test func sortsByBytesNotByCanonicalEquivalence() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let composed = "\u{E9}.yaml"  // é as one scalar: bytes C3 A9
    let decomposed = "e\u{301}.yaml"  // e and a combining accent: bytes 65 CC 81
    // String's `<` finds these equal.
    try folder.write(composed)
    try folder.write(decomposed)
    let finder = SceneFileFinder(searching: [folder.path])
    #expect(finder.files == [decomposed, composed].map { folder.path + "/" + $0 })
  }

  /// Each folder's entries are sorted on their own, a folder's name as if followed by `/`; the
  /// paths must still come out in the order of their bytes, whichever name starts another.
  @Test func nestedPathsComeOutInTheOrderOfTheirBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let names = [
      "sub.yaml", "sub/a.yaml", "sub-x/b.yaml", "sub0.yaml", "sub.d/c.yaml", "sub/sub/e.yml",
      "su.yaml", "sub/.yml", "shared-prefix-long-1.yaml", "shared-prefix-long-0/z.yaml",
      "shared-prefix-long/y.yaml", "shared-prefix-long.yaml", "shared-prefix-lonG.yaml",
      "shared-prefix-long/deeper-and-deeper/x.yaml", "shared-prefix-long0/w.yaml",
    ]
    for name in names {
      try folder.write(name)
    }
    let finder = SceneFileFinder(searching: [folder.path])
    let expected = names.filter { !$0.hasSuffix("/.yml") }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    #expect(finder.files == expected.map { folder.path + "/" + $0 })
  }

  @Test(arguments: [
    ("a.yaml", true), ("a.yml", true), ("a.YAML", false), (".a.yaml", false), ("a.json", false),
    ("yaml", false),
  ])
  func recognisesSceneFileNames(name: String, isScene: Bool) {
    #expect(FileName.isScene(Array(name.utf8)[...]) == isScene)
  }
}
