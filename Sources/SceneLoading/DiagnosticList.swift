import SceneModel

/// The problems of one file as they are found: the first few in source order, and how many
/// there were in all.
///
/// Only ``SceneLimits/maximumDiagnostics`` problems are ever shown, and a hostile file can have
/// a hundred thousand (an unknown id in every event); keeping only those that can still be
/// shown keeps memory flat, whatever the file.
struct DiagnosticList {
  /// A kept problem and when it was found, which orders problems at the same point.
  private struct Entry {
    var diagnostic: Diagnostic
    var order: Int

    func precedes(_ other: Entry) -> Bool {
      (diagnostic.location, order) < (other.diagnostic.location, other.order)
    }
  }

  /// How many problems are kept.
  let capacity: Int
  /// How many problems were found, kept or not.
  private(set) var count = 0
  private var entries: [Entry] = []

  /// Creates an empty list that keeps the first `capacity` problems in source order.
  init(capacity: Int = SceneLimits.maximumDiagnostics) {
    precondition(capacity > 0, "a diagnostic list keeps at least one problem")
    self.capacity = capacity
  }

  /// Whether no problem was found.
  var isEmpty: Bool { count == 0 }

  /// The kept problems, in source order (problems at the same point in the order found).
  var sorted: [Diagnostic] {
    entries.sorted { $0.precedes($1) }.map(\.diagnostic)
  }

  /// Counts a problem, and keeps it while it is among the first `capacity` in source order.
  ///
  /// - Complexity: O(`capacity`).
  mutating func append(_ diagnostic: Diagnostic) {
    insert(Entry(diagnostic: diagnostic, order: count))
    count += 1
  }

  /// Counts every problem of `other` as found after this list's.
  mutating func append(contentsOf other: DiagnosticList) {
    for entry in other.entries {
      insert(Entry(diagnostic: entry.diagnostic, order: count + entry.order))
    }
    count += other.count
  }

  private mutating func insert(_ entry: Entry) {
    guard entries.count == capacity else {
      entries.append(entry)
      return
    }
    var last = 0
    for index in entries.indices where entries[last].precedes(entries[index]) {
      last = index
    }
    if entry.precedes(entries[last]) { entries[last] = entry }
  }
}
