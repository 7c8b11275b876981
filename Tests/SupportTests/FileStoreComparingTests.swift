import Foundation
import TestSupport
import Testing

@testable import Support

@Suite struct FileStoreComparingTests {
  @Test func aFileEqualsItsBytesOnly() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    try Data(bytes).write(to: URL(fileURLWithPath: folder.file("a")))
    #expect(try FileStore.contents(of: folder.file("a"), equal: bytes).get() == true)
    var changed = bytes
    changed[150_000] ^= 1
    #expect(try FileStore.contents(of: folder.file("a"), equal: changed).get() == false)
    #expect(
      try FileStore.contents(of: folder.file("a"), equal: Array(bytes.dropLast())).get() == false)
    #expect(try FileStore.contents(of: folder.file("a"), equal: bytes + [0]).get() == false)
    #expect(try FileStore.contents(of: folder.file("a"), equal: []).get() == false)
    try Data().write(to: URL(fileURLWithPath: folder.file("empty")))
    #expect(try FileStore.contents(of: folder.file("empty"), equal: []).get() == true)
    #expect(try FileStore.contents(of: folder.file("empty"), equal: [0]).get() == false)
    #expect(try FileStore.contents(of: folder.file("missing"), equal: bytes).get() == nil)
  }

  @Test func twoFilesAreComparedChunkByChunk() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    var changed = bytes
    changed[199_999] ^= 1
    try Data(bytes).write(to: URL(fileURLWithPath: folder.file("a")))
    try Data(bytes).write(to: URL(fileURLWithPath: folder.file("b")))
    try Data(changed).write(to: URL(fileURLWithPath: folder.file("c")))
    #expect(try FileStore.haveSameContents(folder.file("a"), folder.file("b")).get())
    #expect(try !FileStore.haveSameContents(folder.file("a"), folder.file("c")).get())
    #expect(try FileStore.size(of: folder.file("c")).get() == 200_000)
    #expect(try FileStore.size(of: folder.file("missing")).get() == nil)
  }

  @Test func aFolderIsNotAFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    #expect(
      throws: FileError("read", folder.path, code: EISDIR)
    ) {
      try FileStore.contents(of: folder.path, equal: []).get()
    }
  }
}
