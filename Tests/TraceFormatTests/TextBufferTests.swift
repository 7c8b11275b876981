import Replay
import Testing

@testable import TraceFormat

@Suite struct TextBufferTests {
  // A buffer cannot be copied, so what it holds is read into values before `#expect`.

  @Test(arguments: [1, 4, 5, 9, 10, 64])
  func bytesAreWhatWasAppendedWhetherOrNotTheyFitTheRoom(capacity: Int) {
    var inRoom: [Bool] = []
    let bytes = TextBuffer.bytes(capacity: capacity) { buffer in
      buffer.append("abcde")
      inRoom.append(buffer.isInLentRoom)
      buffer.append("fghij")
      inRoom.append(buffer.isInLentRoom)
    }
    #expect(bytes == Array("abcdefghij".utf8))
    // The bytes move to the buffer's own memory only once they outgrow the room.
    #expect(inRoom == [capacity >= 5, capacity >= 10])
  }

  @Test func aBufferOfItsOwnIsNeverInLentRoom() {
    var buffer = TextBuffer(capacity: 16)
    buffer.append("0123456789abcdefghij")
    let inRoom = buffer.isInLentRoom
    let text = buffer.text
    #expect(!inRoom)
    #expect(text == "0123456789abcdefghij")
  }

  @Test func appendOnceWritesTheFirstTimeAndCopiesAfter() {
    var buffer = TextBuffer(capacity: 4)
    var written: Range<Int>?
    var calls = 0
    for label in ["a", "b", "c"] {
      buffer.append(utf8: label)
      buffer.appendOnce(rememberingIn: &written) { output in
        calls += 1
        output.append("[shared]")
      }
    }
    let text = buffer.text
    #expect(calls == 1)
    #expect(written == 1..<9)
    #expect(text == "a[shared]b[shared]c[shared]")
  }

  @Test func spacesOfAnyCountAreAppended() {
    for count in [0, 1, 2, 63, 64, 65, 200] {
      var bytes = TextBuffer(capacity: 16)
      bytes.append(UInt8(ascii: "x"))
      bytes.appendSpaces(count)
      #expect(
        bytes.bytes == [UInt8(ascii: "x")] + Array(repeating: UInt8(ascii: " "), count: count))
    }
  }

  @Test func aTextBufferGrowsAndKeepsEveryPiece() {
    var bytes = TextBuffer(capacity: 16)
    for index in 0..<1_000 {
      bytes.append("piece ")
      bytes.append(utf8: "é\(index)")
      bytes.append(UInt8(ascii: ";"))
    }
    #expect(bytes.text == (0..<1_000).map { "piece é\($0);" }.joined())
  }

  @Test func aTextBufferCopiesWhatItHoldsWhileGrowing() {
    var bytes = TextBuffer(capacity: 16)
    bytes.append("0123456789")
    for _ in 0..<5 { bytes.appendCopy(of: 2..<9) }
    #expect(bytes.text == "0123456789" + String(repeating: "2345678", count: 5))
  }

  /// The room a buffer lends, written by position, against the same writes into a plain array.
  @Test func roomWritesWhatAnArrayWouldHold() {
    var expected = [UInt8](repeating: UInt8(ascii: "-"), count: 24)
    expected.replaceSubrange(0..<6, with: "abcdef".utf8)
    expected.replaceSubrange(6..<12, with: expected[0..<6])
    expected.replaceSubrange(12..<15, with: repeatElement(UInt8(ascii: " "), count: 3))
    expected.replaceSubrange(15..<19, with: "é!!".utf8)
    expected.replaceSubrange(19..<23, with: "0742".utf8)
    expected[23] = UInt8(ascii: "\n")

    var buffer = TextBuffer(capacity: 16)
    buffer.append("xy")
    buffer.append(atMost: 30) { room in
      #expect(room.count == 30)
      room.fill(0..<24, with: UInt8(ascii: "-"))
      #expect(room.write(utf8: "abcdef", at: 0) == 6)
      room.copy(6, from: 0, to: 6)
      room.fill(12..<15, with: UInt8(ascii: " "))
      #expect(room.write(utf8: "é!!", at: 15) == 19)
      let digits = Array("0742".utf8)
      room.storeFourBytes(
        TextBuffer.Room.fourBytes(digits[0], digits[1], digits[2], digits[3]), at: 19)
      room[23] = UInt8(ascii: "\n")
      #expect(room[23] == UInt8(ascii: "\n"))
      return 24
    }
    #expect(buffer.bytes == Array("xy".utf8) + expected)
  }

  /// A copy of any length, short runs word by word and others by the library, copies exactly
  /// the run: the bytes around the destination stay as they were.
  @Test func roomCopiesRunsOfEveryLengthExactly() {
    for count in 0...140 {
      let source = (0..<count).map { UInt8(truncatingIfNeeded: 65 &+ $0 % 26) }
      let expected = source + [UInt8(ascii: "|")] + source + [UInt8(ascii: "|")]
      var buffer = TextBuffer(capacity: 16)
      buffer.append(atMost: 2 * count + 2) { room in
        room.fill(0..<(2 * count + 2), with: UInt8(ascii: "|"))
        for (offset, byte) in source.enumerated() { room[offset] = byte }
        room.copy(count, from: 0, to: count + 1)
        return 2 * count + 2
      }
      #expect(buffer.bytes == expected, "a run of \(count) bytes")
    }
  }
}
