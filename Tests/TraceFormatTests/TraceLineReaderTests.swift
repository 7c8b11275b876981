import Foundation
import Support
import TestSupport
import Testing

@testable import TraceFormat

/// Reading trace files a chunk at a time: the same lines and errors as from memory, and a
/// malformed file of any size refused at its first bad line.
@Suite struct TraceLineReaderTests {
  static func lines(_ bytes: [UInt8]) throws -> [String] {
    var reader = TraceLineReader(bytes: bytes)
    var lines: [String] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  @Test func peekingDoesNotConsume() throws {
    var reader = TraceLineReader(bytes: Array("a\nb\n".utf8))
    #expect(try reader.peek() == "a")
    #expect(reader.nextLineNumber == 1)
    #expect(try reader.next() == "a")
    #expect(try reader.next() == "b")
    #expect(try reader.next() == nil)
  }

  @Test func aLineLongerThan8MiBIsRefused() throws {
    let bytes = Array(repeating: UInt8(ascii: "x"), count: TraceLineReader.maximumLineLength + 1)
    #expect(
      throws: TraceParseError(
        line: 1, message: "the line is longer than 8388608 bytes; this is not a trace")
    ) {
      try Self.lines(bytes + [UInt8(ascii: "\n")])
    }
  }

  @Test func aFileReadsAsItsBytesDo() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let text = TraceFixtures.text()
    try folder.write("x.golden", text)
    #expect(try TraceDocument(contentsOf: folder.file("x.golden")) == TraceDocument(parsing: text))
  }

  @Test func linesAcrossChunksReadAsFromMemory() throws {
    // 20,000 sample rows, about 700 KB: lines cross the reader's 64 KiB chunks (a refill once
    // made it skip the line end at a chunk's edge, merging two lines).
    var text = String(TraceFixtures.text().split(separator: "samples:")[0])
    text += "samples: t keyboard padding.form focus covered\n"
    for sample in 0..<20_000 {
      // k / 60 s with 4 decimals, rounded half away from zero.
      let fraction = ((sample % 60) * 20_000 + 60) / 120
      let decimals = String(10_000 + fraction).dropFirst()
      text += "  \(sample / 60).\(decimals)  0.00  0.00  none  0.00\n"
    }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("x.golden", text)
    let fromFile = try TraceDocument(contentsOf: folder.file("x.golden"))
    #expect(fromFile == (try TraceDocument(parsing: text)))
    #expect(fromFile.runs.first?.rows.count == 20_000)
  }

  @Test func aLargeFileOfGarbageIsRefusedAtItsFirstLine() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // 20 MB of short lines: the reader stops at line 1, after one chunk.
    try Data(repeating: UInt8(ascii: "\n"), count: 20_000_000).write(
      to: URL(fileURLWithPath: folder.file("x.golden")))
    #expect(
      throws: TraceReadError.trace(
        TraceParseError(
          line: 1, message: "not a kbreplay trace: the first line must be 'kbreplay-trace 1'"))
    ) {
      try TraceDocument(contentsOf: folder.file("x.golden"))
    }
  }

  @Test func aMissingFileIsAFileError() throws {
    #expect(throws: TraceReadError.file(FileError("read", "/nonexistent/x.golden", code: ENOENT))) {
      try TraceDocument(contentsOf: "/nonexistent/x.golden")
    }
  }
}
