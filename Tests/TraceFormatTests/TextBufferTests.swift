import Testing

@testable import Replay

@Suite struct TextBufferTests {
  // A buffer cannot be copied, so what it holds is read into values before `#expect`.

  @Test func aBufferWritesIntoLentRoomUntilItOutgrowsIt() {
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 8)
    defer { room.deallocate() }
    var buffer = TextBuffer(writingInto: room)
    buffer.append("abcde")
    var inRoom = buffer.isInLentRoom
    #expect(inRoom)
    #expect(Array(room.prefix(5)) == Array("abcde".utf8))
    buffer.append("fgh")
    inRoom = buffer.isInLentRoom
    #expect(inRoom)
    // One byte more than the room holds: the bytes move to the buffer's own memory.
    buffer.append("ij")
    inRoom = buffer.isInLentRoom
    var text = buffer.text
    #expect(!inRoom)
    #expect(text == "abcdefghij")
    buffer.append(UInt8(ascii: "k"))
    text = buffer.text
    #expect(text == "abcdefghijk")
    #expect(Array(room) == Array("abcdefgh".utf8))
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
}
