import Testing

@testable import SceneLoading

@Suite struct FlatBufferTests {
  /// Short runs are copied as overlapping words (``FlatBuffer/append(bytes:)``): every length,
  /// at every offset, with the buffer full or not, must come out as `append(contentsOf:)` does.
  @Test func bytesOfEveryLengthAreAppendedWhole() {
    let source = (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for capacity in [16, 24, 64] {
      for offset in 0..<8 {
        for length in 0...source.count - offset {
          let buffer = FlatBuffer<UInt8>(capacity: capacity)
          let prefix: [UInt8] = Array(repeating: 0xAA, count: offset)
          prefix.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
          let run = Array(source[offset..<offset + length])
          run.withUnsafeBufferPointer { buffer.append(bytes: $0) }
          #expect(
            buffer.elements(0..<buffer.count) == prefix + run,
            "capacity \(capacity), offset \(offset), length \(length)")
        }
      }
    }
  }

  /// The decoder keeps its key path in a buffer's room and grows it, rarely, from there.
  @Test func growingTheRoomKeepsWhatItHolds() {
    let buffer = FlatBuffer<Int>(capacity: 16)
    let room = buffer.room(minimumCapacity: 20)
    #expect(room.count >= 20 && buffer.count == 0)
    for index in 0..<20 { room[index] = index * 7 }
    let grown = buffer.room(minimumCapacity: 2 * room.count)
    #expect(grown.count >= 2 * room.count)
    #expect((0..<20).map { grown[$0] } == (0..<20).map { $0 * 7 })
  }
}
