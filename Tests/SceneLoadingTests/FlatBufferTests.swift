import Testing

@testable import SceneLoading

/// ``FlatBuffer`` against `Array`, the plain buffer it stands in for.
@Suite struct FlatBufferTests {
  @Test func appendsAndRemovalsKeepWhatAnArrayKeeps() {
    let buffer = FlatBuffer<Int32>(capacity: 16)
    var reference: [Int32] = []
    for step in 0..<2_000 {
      switch step % 7 {
      case 3:
        #expect(buffer.removeLast() == reference.removeLast())
      case 5:
        let run = (0..<Int32(step % 40)).map { $0 &* 31 &+ Int32(step) }
        run.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        reference += run
      default:
        buffer.append(Int32(step))
        reference.append(Int32(step))
      }
    }
    #expect(buffer.elements(0..<buffer.count) == reference)
    buffer.removeAll(from: 100)
    #expect(buffer.elements(0..<buffer.count) == Array(reference.prefix(100)))
    buffer.shrink(toCapacity: 128)
    #expect(buffer.capacity == 128 && buffer.elements(0..<100) == Array(reference.prefix(100)))
  }

  @Test func appendingAnotherBufferFromAnIndexCopiesItsTail() {
    let source = FlatBuffer<Int32>(capacity: 16)
    for value in 0..<50 { source.append(Int32(value)) }
    let target = FlatBuffer<Int32>(capacity: 16)
    target.append(-1)
    target.append(contentsOf: source, from: 30)
    #expect(target.elements(0..<target.count) == [-1] + (30..<50).map { Int32($0) })
  }

  /// Byte runs of every length to 40 (word copies, byte copies and `memcpy`), appended where
  /// they fit and where they make the buffer grow, against `Array`.
  @Test func appendingBytesKeepsWhatAnArrayKeeps() {
    let buffer = FlatBuffer<UInt8>(capacity: 16)
    var reference: [UInt8] = []
    for round in 0..<3 {
      for length in 0...40 {
        let run = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length &+ round) }
        run.withUnsafeBufferPointer { buffer.append(bytes: $0) }
        reference += run
        #expect(buffer.count == reference.count, "length \(length)")
      }
    }
    #expect(buffer.elements(0..<buffer.count) == reference)
  }
}
