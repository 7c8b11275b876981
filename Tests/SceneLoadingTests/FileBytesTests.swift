import Foundation
import Testing

@testable import SceneLoading

@Suite struct FileBytesTests {
  /// A folder of its own under the temporary folder, removed by `body`'s end.
  private func inFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbreplay-filebytes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  private func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  @Test func filesOfEverySizeUpToTheLimitAreReadWhole() throws {
    try inFolder { folder in
      // Empty, inside the first buffer, exactly its size, across several doublings, and
      // exactly the limit.
      for size in [0, 1, 16_383, 16_384, 16_385, 100_000, 200_000] {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let path = "\(folder)/\(size).yaml"
        try write(bytes, to: path)
        #expect(FileBytes.read(path, limit: 200_000) == .success(bytes), "\(size) bytes")
      }
    }
  }

  @Test func aFileOverTheLimitReportsItsSizeAndFirstBytes() throws {
    try inFolder { folder in
      let bytes = (0..<50_000).map { UInt8(truncatingIfNeeded: $0) }
      let path = "\(folder)/big.yaml"
      try write(bytes, to: path)
      #expect(
        FileBytes.read(path, limit: 20_000)
          == .failure(.tooLarge(size: 50_000, head: Array(bytes.prefix(4096)))))
      #expect(
        FileBytes.read(path, limit: 49_999)
          == .failure(.tooLarge(size: 50_000, head: Array(bytes.prefix(4096)))))
    }
  }

  @Test func aBufferThatHeldALargerFileIsReadIntoAfresh() throws {
    try inFolder { folder in
      let large = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
      let small = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 3) }
      try write(large, to: "\(folder)/large.yaml")
      try write(small, to: "\(folder)/small.yaml")
      let buffer = FlatBuffer<UInt8>(capacity: 16)
      #expect(FileBytes.read("\(folder)/large.yaml", limit: 50_000, into: buffer) == nil)
      #expect(buffer.elements(0..<buffer.count) == large)
      #expect(FileBytes.read("\(folder)/small.yaml", limit: 50_000, into: buffer) == nil)
      #expect(buffer.elements(0..<buffer.count) == small)
      // The buffer has room for more than the limit: no more than one byte over it is read.
      #expect(
        FileBytes.read("\(folder)/large.yaml", limit: 1_000, into: buffer)
          == .tooLarge(size: 40_000, head: Array(large.prefix(1_001))))
    }
  }

  @Test func aFolderOrAMissingFileIsUnreadable() throws {
    try inFolder { folder in
      #expect(FileBytes.read(folder, limit: 1000) == .failure(.unreadable("Is a directory")))
      #expect(
        FileBytes.read("\(folder)/missing.yaml", limit: 1000)
          == .failure(.unreadable("No such file or directory")))
    }
  }
}

extension FileBytes {
  /// The file's bytes, refused when there are more than `limit`: ``read(_:limit:into:)`` into a
  /// buffer of its own.
  fileprivate static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    let buffer = FlatBuffer<UInt8>(capacity: firstCapacity)
    if let failure = read(path, limit: limit, into: buffer) { return .failure(failure) }
    return .success(buffer.elements(0..<buffer.count))
  }
}
