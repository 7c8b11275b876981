#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
  /// Whether two byte buffers hold the same bytes; `memcmp` rather than the generic
  /// `elementsEqual`, because key matching runs for every mapping key of every scene.
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
    return memcmp(base, otherBase, count) == 0
  }
}
