import Foundation
import Support
import TestSupport
import Testing

/// The one whole-file read (`SystemFile.readAll`), the scene loader's: into a buffer used again
/// from file to file, refusing a file larger than a limit having read at most one byte past it.
@Suite struct SystemFileTests {
  private func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// The file's bytes, refused when there are more than `limit`, read into a buffer of its own.
  private func read(_ path: String, limit: Int) -> Result<[UInt8], SystemError>? {
    var buffer = FileBuffer()
    switch SystemFile.readAll(path: path, limit: limit, into: &buffer) {
    case .success(.complete): return .success(buffer.takeBytes())
    case .success(.tooLarge): return nil
    case .failure(let error): return .failure(error)
    }
  }

  @Test func filesOfEverySizeUpToTheLimitAreReadWhole() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // Empty, inside the first buffer, exactly its size, across several doublings, and
    // exactly the limit.
    for size in [0, 1, 16_383, 16_384, 16_385, 100_000, 200_000] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = folder.file("\(size).yaml")
      try write(bytes, to: path)
      #expect(read(path, limit: 200_000) == .success(bytes), "\(size) bytes")
    }
  }

  @Test func aFileOverTheLimitReportsItsSizeAndKeepsOneByteMore() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let bytes = (0..<50_000).map { UInt8(truncatingIfNeeded: $0) }
    let path = folder.file("big.yaml")
    try write(bytes, to: path)
    for limit in [20_000, 49_999] {
      var buffer = FileBuffer()
      #expect(
        SystemFile.readAll(path: path, limit: limit, into: &buffer)
          == .success(.tooLarge(size: 50_000)))
      #expect(Array(buffer.bytes) == Array(bytes.prefix(limit + 1)))
    }
  }

  @Test func aBufferThatHeldALargerFileIsReadIntoAfresh() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let large = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let small = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 3) }
    try write(large, to: folder.file("large.yaml"))
    try write(small, to: folder.file("small.yaml"))
    var buffer = FileBuffer(capacity: 16)
    #expect(
      SystemFile.readAll(path: folder.file("large.yaml"), limit: 50_000, into: &buffer)
        == .success(.complete))
    #expect(Array(buffer.bytes) == large)
    #expect(
      SystemFile.readAll(path: folder.file("small.yaml"), limit: 50_000, into: &buffer)
        == .success(.complete))
    #expect(Array(buffer.bytes) == small)
    // The buffer has room for more than the limit: no more than one byte over it is read.
    #expect(
      SystemFile.readAll(path: folder.file("large.yaml"), limit: 1_000, into: &buffer)
        == .success(.tooLarge(size: 40_000)))
    #expect(Array(buffer.bytes) == Array(large.prefix(1_001)))
  }

  @Test func anEmptiedBufferKeepsAtMostTheRoomAsked() throws {
    var buffer = FileBuffer(capacity: 100_000)
    buffer.removeAll(keepingAtMost: 1_000)
    #expect(buffer.count == 0 && buffer.capacity == 1_000)
    buffer.removeAll(keepingAtMost: 5_000)
    #expect(buffer.capacity == 1_000)
  }

  @Test func aFolderOrAMissingFileIsUnreadable() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    #expect(read(folder.path, limit: 1000) == .failure(SystemError(code: EISDIR)))
    #expect(read(folder.file("missing.yaml"), limit: 1000) == .failure(SystemError(code: ENOENT)))
    #expect(SystemError(code: EISDIR).text == "Is a directory")
  }

  @Test func aFileIsReadAChunkAtATime() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("trace", "abcdefg")
    let file = try ReadingFile.open(folder.file("trace")).get()
    defer { file.close() }
    var bytes = Array(">".utf8)
    #expect(file.read(atMost: 4, appendingTo: &bytes) == .success(4))
    #expect(file.read(atMost: 4, appendingTo: &bytes) == .success(3))
    #expect(file.read(atMost: 4, appendingTo: &bytes) == .success(0))
    #expect(bytes == Array(">abcdefg".utf8))
    guard case .failure(let error) = ReadingFile.open(folder.file("missing")) else {
      Issue.record("a missing file was opened")
      return
    }
    #expect(error.message == "cannot read \(folder.file("missing")): No such file or directory")
  }

  @Test func everyByteIsWrittenToADescriptor() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.file("out")
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    #expect(descriptor >= 0)
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    #expect(SystemFile.writeAll(bytes, to: descriptor) == nil)
    #expect(SystemFile.writeAll("é\n", to: descriptor) == nil)
    close(descriptor)
    #expect(try FileStore.read(path).get() == bytes + Array("é\n".utf8))
    // A descriptor that is not open: the system's error number.
    #expect(SystemFile.writeAll("x", to: -1) == EBADF)
  }
}
