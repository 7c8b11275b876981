extension SceneDecoder {
  /// The views declared so far, by id.
  ///
  /// A scene has a handful of views, so they are kept in declaration order and found by
  /// comparing ids: hashing every id cost more than the rest of reading the view. Past a few
  /// dozen a dictionary takes over, so that a scene with ten thousand views is not quadratic.
  /// Ids compare as `String`s either way.
  struct DeclaredViews {
    /// The ids, in declaration order.
    private(set) var ids: [String] = []
    private var views: [DeclaredView] = []
    /// Each id's position in ``ids``, once there are more than ``longestSearch``.
    private var positions: [String: Int]?
    private static let longestSearch = 32

    /// The view declared with `id`, if any.
    subscript(id: String) -> DeclaredView? {
      position(of: id).map { views[$0] }
    }

    /// Declares a view, unless its id is taken.
    ///
    /// - Returns: nil when the view was declared, else the first declaration of the id.
    mutating func declare(_ id: String, _ view: DeclaredView) -> DeclaredView? {
      if let existing = position(of: id) { return views[existing] }
      if ids.isEmpty {
        ids.reserveCapacity(16)
        views.reserveCapacity(16)
      }
      ids.append(id)
      views.append(view)
      if positions != nil {
        positions?[id] = ids.count - 1
      } else if ids.count > Self.longestSearch {
        positions = Dictionary(uniqueKeysWithValues: zip(ids, ids.indices))
      }
      return nil
    }

    /// Records that the view declared with `id`, if any, is an adaptive container.
    mutating func markAdaptiveContainer(_ id: String) {
      if let position = position(of: id) { views[position].isAdaptiveContainer = true }
    }

    private func position(of id: String) -> Int? {
      if let positions { return positions[id] }
      return ids.firstIndex(of: id)
    }
  }
}
