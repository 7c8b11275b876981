/// Bytes the loader reads by position: a scalar's, read in place in the document's bytes
/// (``FlatBuffer/Slice``), or an array's. Positions count from the first byte
/// (`bytes[offset: 0]`), whatever index the collection starts at.
protocol ScalarBytes: RandomAccessCollection
where Element == UInt8, Index == Int, SubSequence: ScalarBytes {}

extension FlatBuffer.Slice: ScalarBytes where Element == UInt8 {}
extension Array: ScalarBytes where Element == UInt8 {}
extension ArraySlice: ScalarBytes where Element == UInt8 {}
extension Slice: ScalarBytes where Base: ScalarBytes {}
