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

  @Test func aFolderOrAMissingFileIsUnreadable() throws {
    try inFolder { folder in
      #expect(FileBytes.read(folder, limit: 1000) == .failure(.unreadable("Is a directory")))
      #expect(
        FileBytes.read("\(folder)/missing.yaml", limit: 1000)
          == .failure(.unreadable("No such file or directory")))
    }
  }
}
