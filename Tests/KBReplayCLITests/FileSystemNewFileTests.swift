import Foundation
import KBReplay
import Support
import Testing

@testable import KBReplayCLI

/// Creating files that must not exist yet, and folders on the way.
@Suite struct FileSystemNewFileTests {
  @Test func createsAFileWithTheContents() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/new.yaml"
    #expect(failure(of: FileSystem.createNewFile(at: path, contents: "scene: é\n")) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "scene: é\n")
  }

  @Test func leavesAnythingAlreadyThereAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("taken.yaml", "old")
    try folder.makeFolder("folder.yaml")
    try folder.link("dangling.yaml", to: folder.path + "/nowhere")
    for path in [file, folder.path + "/folder.yaml", folder.path + "/dangling.yaml"] {
      #expect(failure(of: FileSystem.createNewFile(at: path, contents: "new")) == .exists)
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/nowhere"))
  }

  @Test func reportsAMissingFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = FileSystem.createNewFile(at: folder.path + "/no/such.yaml", contents: "")
    #expect(failure(of: result) == .failed(reason: "No such file or directory"))
  }

  @Test func makesFoldersLikeMkdirDashP() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(failure(of: FileSystem.makeFolders(folder.path + "/a/b//c")) == nil)
    #expect(FileSystem.kind(of: folder.path + "/a/b/c", followsLinks: true) == .folder)
    #expect(failure(of: FileSystem.makeFolders(folder.path + "/a/b")) == nil)
    #expect(failure(of: FileSystem.makeFolders("")) == nil)
    let file = try folder.write("file", "x")
    #expect(
      failure(of: FileSystem.makeFolders(file + "/sub"))
        == FileSystem.ReadError(path: file + "/sub", reason: "Not a directory"))
  }

  @Test func resolvesLinksAndDots() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.makeFolder("real/inner")
    try folder.link("alias", to: folder.path + "/real")
    let resolved = try #require(FileSystem.resolvedPath(folder.path + "/alias/inner/.."))
    #expect(resolved.hasSuffix("/real"))
    #expect(!resolved.contains("alias"))
    #expect(FileSystem.resolvedPath(folder.path + "/missing") == nil)
  }

  private func failure<E: Error>(of result: Result<Void, E>) -> E? {
    if case .failure(let error) = result { return error }
    return nil
  }
}
