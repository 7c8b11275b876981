import Foundation
import TestSupport
import Testing

@testable import Support

@Suite struct PartialFileTests {
  @Test func piecesAppearOnlyWhenCommitted() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("report.html", "old\n")
    let file = try PartialFile.create(for: folder.file("report.html")).get()
    file.append("one\n")
    file.append(Array("two\n".utf8))
    #expect(folder.read("report.html") == "old\n")
    #expect(folder.names().count == 2)
    try file.commit().get()
    #expect(folder.read("report.html") == "one\ntwo\n")
    #expect(folder.names() == ["report.html"])
    // Appends after the commit change nothing; a second commit says so.
    file.append("three\n")
    #expect(folder.read("report.html") == "one\ntwo\n")
    #expect(throws: FileError.self) { try file.commit().get() }
  }

  @Test func anotherFilesPartIsCopiedInChunks() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let part = try PartialFile.create(for: folder.file("part")).get()
    // More than one 64 KiB chunk.
    let big = (0..<20_000).map { "line \($0)\n" }.joined()
    part.append(big)
    let whole = try PartialFile.create(for: folder.file("whole")).get()
    whole.append("head\n")
    whole.append(contentsOf: part)
    whole.append("tail\n")
    part.discard()
    try whole.commit().get()
    #expect(folder.read("whole") == "head\n" + big + "tail\n")
    #expect(folder.names() == ["whole"])
  }

  @Test func discardingOrDroppingLeavesTheTargetAlone() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("report.html", "old\n")
    let file = try PartialFile.create(for: folder.file("report.html")).get()
    file.append("new\n")
    file.discard()
    #expect(folder.names() == ["report.html"])
    do {
      let dropped = try PartialFile.create(for: folder.file("report.html")).get()
      dropped.append("new\n")
    }
    #expect(folder.names() == ["report.html"])
    #expect(folder.read("report.html") == "old\n")
  }

  @Test func anInterruptionRemovesTheTemporaryFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let registry = TemporaryFiles()
    let file = try PartialFile.create(for: folder.file("report.html"), temporaryFiles: registry)
      .get()
    file.append("partial\n")
    #expect(registry.removeAll() == 1)
    #expect(folder.names().isEmpty)
    #expect(throws: FileError.self) { try file.commit().get() }
    #expect(folder.names().isEmpty)
  }

  @Test func failuresNameTheTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let result = PartialFile.create(for: folder.file("missing/report.html"))
    #expect(throws: FileError.self) { try result.get() }
    if case .failure(let error) = result {
      #expect(
        error.message
          == "cannot write \(folder.file("missing/report.html")): No such file or directory")
    }
  }
}
