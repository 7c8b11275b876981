/// The bounds the loader enforces before doing work, so hostile input cannot hang or exhaust it.
package enum SceneLimits {
  /// The largest scene file, in bytes (4 MiB).
  package static let maximumFileSize = 4 * 1024 * 1024
  /// The deepest nesting of YAML collections.
  package static let maximumDepth = 64
  /// The most nodes that aliases may expand to, in total.
  package static let maximumAliasExpansion = 10_000
  /// The most views in a scene.
  package static let maximumViews = 10_000
  /// The most events in a scene.
  package static let maximumEvents = 100_000
  /// The latest `until`, in seconds.
  package static let maximumUntilSeconds = 3_600
  /// The slowest and fastest sampling rates.
  package static let fpsRange = 1...240
  /// The largest magnitude of a length or another number that is not a time or a count
  /// (points): traces print lengths with at most 9 digits before the point, and a screen a
  /// thousand times the largest device leaves room for every sum the replay makes.
  package static let maximumMagnitude: Double = 1_000_000
  /// The most values a replay may record: samples x runs x (keyboard, focus, covered, one
  /// padding per adaptive container, and an offset and an inset per scroll view). An hour at 240 fps with four strategies and two
  /// containers fits; thousands of containers on top would need tens of gigabytes.
  package static let maximumSampleValues = 20_000_000
  /// The most problems reported for one file.
  package static let maximumDiagnostics = 20
}
