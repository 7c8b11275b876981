import Dispatch
import Support
import Testing

@Suite struct LockTests {
  @Test func threadsTakingTurnsLoseNoUpdate() {
    let counts = Lock([Int: Int]())
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for step in 0..<1_000 {
        counts.withLock { $0[step % 10, default: 0] += 1 }
      }
    }
    #expect(counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 800) }))
  }
}
