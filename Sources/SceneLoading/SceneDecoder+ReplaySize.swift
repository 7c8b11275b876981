import KeyboardAvoidance

/// The one limit that depends on several keys at once: how much a replay records.
extension SceneDecoder {
  /// Reports a scene whose replay would record more than ``SceneLimits/maximumSampleValues``.
  ///
  /// Each limit of its own allows an hour at 240 fps, four strategies and thousands of adaptive
  /// containers or scroll views; together they would ask for billions of values (tens of gigabytes), so the
  /// product is limited too. The problem points at `sampling` when the scene has it (that is
  /// where it is most easily fixed), else at the scene's mapping.
  ///
  /// - Parameters:
  ///   - fields: The scene's top-level mapping.
  ///   - fps: Samples per second.
  ///   - until: The last sample's time.
  ///   - runs: How many strategies are replayed.
  mutating func checkReplaySize(_ fields: Fields, fps: Int, until: Microseconds, runs: Int) {
    let samples = Int(until * Int64(fps) / microsecondsPerSecond) + 1
    // A scroll view records an offset and an inset.
    let perSample = 3 + containerIDs.count + 2 * scrollViewIDs.count
    // At most 864,001 samples x 4 runs x 20,003: no overflow.
    let values = samples * runs * perSample
    let limit = SceneLimits.maximumSampleValues
    guard values > limit else { return }
    let node = fields[.sampling] ?? fields.node
    let views =
      scrollViewIDs.isEmpty ? " or adaptive containers" : ", adaptive containers or scroll views"
    report(
      "the replay would record \(values) values "
        + "(\(samples) samples x \(runs) \(runs == 1 ? "run" : "runs") x \(perSample) per sample); "
        + "at most \(limit) are allowed: lower sampling.fps or sampling.until, or use fewer "
        + "strategies\(views)", at: node.location)
  }
}
