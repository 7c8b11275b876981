import Foundation
import TestSupport
import Testing

@testable import Support

@Suite struct FileStoreTests {
  @Test func writesReplaceAtomicallyAndLeaveNoTemporaryFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileStore.write(Array("one\n".utf8), to: folder.file("a.golden")).get()
    try FileStore.write(Array("two\n".utf8), to: folder.file("a.golden")).get()
    #expect(folder.read("a.golden") == "two\n")
    #expect(folder.names() == ["a.golden"])
    #expect(try FileStore.read(folder.file("a.golden")).get() == Array("two\n".utf8))
    #expect(try FileStore.read(folder.file("none")).get() == nil)
  }

  @Test func failuresNameTheFileAndTheReason() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let result = FileStore.write([1], to: folder.file("missing/a.golden"))
    #expect(throws: FileError.self) { try result.get() }
    if case .failure(let error) = result {
      #expect(
        error.message
          == "cannot write \(folder.file("missing/a.golden")): No such file or directory")
    }
    #expect(try FileStore.remove(folder.file("nothing")).get() == false)
  }

  @Test func anInterruptionRemovesFilesInFlightAndRefusesNewOnes() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let registry = TemporaryFiles()
    let created = try registry.create(for: folder.file("a.golden")).get()
    close(created.descriptor)
    #expect(folder.names().count == 1)
    #expect(created.path.hasPrefix(folder.file("a.golden.tmp-\(getpid())-")))
    #expect(registry.removeAll() == 1)
    #expect(folder.names().isEmpty)
    let refused = FileStore.write([1], to: folder.file("b.golden"), temporaryFiles: registry)
    #expect(throws: FileError.self) { try refused.get() }
    #expect(folder.names().isEmpty)
  }

  @Test func leftoversAreRecognisedByName() {
    #expect(TemporaryFiles.owner(ofTemporaryFile: "a/x.golden.tmp-4242-7") == 4242)
    #expect(TemporaryFiles.owner(ofTemporaryFile: "x.golden.new.tmp-1-1") == 1)
    #expect(TemporaryFiles.owner(ofTemporaryFile: "x.golden") == nil)
    #expect(TemporaryFiles.owner(ofTemporaryFile: "x.golden.tmp-abc-1") == nil)
    for notTemporary in [
      "x.golden.tmp-0-1", "x.golden.tmp-12-", "x.golden.tmp--3", "x.golden.tmp-12",
      "x.golden.tmp-2147483648-1", "x.golden.tm-12-3", "tmp-12-3", "x.golden.tmp-1-2-3",
    ] {
      #expect(TemporaryFiles.owner(ofTemporaryFile: notTemporary) == nil, "\(notTemporary)")
    }
    #expect(TemporaryFiles.target(ofTemporaryFile: "a/x.golden.tmp-4242-7") == "a/x.golden")
    #expect(TemporaryFiles.target(ofTemporaryFile: "é.golden.new.tmp-5-0") == "é.golden.new")
    #expect(TemporaryFiles.target(ofTemporaryFile: ".tmp-5-0") == "")
    #expect(!TemporaryFiles.isAbandoned("x.golden.tmp-\(getpid())-1"))
    // Process ids above the kernel's limit are never running.
    #expect(TemporaryFiles.isAbandoned("x.golden.tmp-2147483646-1"))
  }
}
