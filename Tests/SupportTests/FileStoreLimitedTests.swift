import Foundation
import Support
import TestSupport
import Testing

/// Reads with a size limit (`kbreplay import`'s logs): a file above the limit is refused by its
/// size, before it is read.
@Suite struct FileStoreLimitedTests {
  @Test func aFileUpToTheLimitIsReadWhole() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("log", "12345")
    #expect(try FileStore.read(folder.file("log"), limit: 5).get() == .bytes(Array("12345".utf8)))
    #expect(try FileStore.read(folder.file("log"), limit: 4).get() == .tooLarge(size: 5))
    try folder.write("empty", "")
    #expect(try FileStore.read(folder.file("empty"), limit: 0).get() == .bytes([]))
  }

  /// A sparse file of 100 MB takes no room on disk; reading it would take 100 MB of memory.
  /// It is refused by its size, as the system reports it, without a byte read.
  @Test func aHugeFileIsRefusedByItsSize() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.file("huge.log")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 * 1024 * 1024)
    try handle.close()
    #expect(
      try FileStore.read(path, limit: 32 * 1024 * 1024).get() == .tooLarge(size: 104_857_600))
  }

  @Test func aMissingFileOrAFolderCannotBeRead() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let missing = FileStore.read(folder.file("none"), limit: 10)
    #expect(throws: FileError.self) { try missing.get() }
    if case .failure(let error) = missing {
      #expect(error.message == "cannot read \(folder.file("none")): No such file or directory")
    }
    if case .failure(let error) = FileStore.read(folder.path, limit: 10) {
      #expect(error.reason == "Is a directory")
    } else {
      Issue.record("a folder was read")
    }
  }
}
