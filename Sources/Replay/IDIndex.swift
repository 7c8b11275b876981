/// The position of the first of a list of ids equal to a given one.
///
/// A short list is scanned: for the dozen views of a typical scene, comparing a few ids costs
/// less than hashing every id into a dictionary, which only a long list gets (built once).
struct IDIndex: Sendable, Equatable {
  /// Lists up to this long are scanned.
  static let scanLimit = 32

  /// The ids, in order.
  let ids: [String]
  /// Each id's first position, for lists longer than ``scanLimit``.
  private let positions: [String: Int]?

  /// Indexes `ids`; an id listed twice resolves to its first position.
  init(_ ids: [String]) {
    self.ids = ids
    positions =
      ids.count <= Self.scanLimit
      ? nil : Dictionary(zip(ids, ids.indices), uniquingKeysWith: { first, _ in first })
  }

  /// The first position of `id`, or nil when it is not listed.
  subscript(id: String) -> Int? {
    guard let positions else { return ids.firstIndex(of: id) }
    return positions[id]
  }
}
