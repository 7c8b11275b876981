import KeyboardAvoidance

extension Trace {
  /// The trace as JSON: every sample, every event and the expectation results of each run.
  ///
  /// Keys come in a fixed order and the output ends in `\n`, so the text is deterministic.
  /// Times are seconds and lengths points, as numbers at full precision; ids that are absent
  /// (no focus, a tap that hit nothing) are `null`.
  ///
  /// - Parameter sourceName: The scene's file name, for the `source` key.
  /// - Returns: A JSON object with `format`, `scene`, `source`, `device`, `fps`, `until` and
  ///   `runs`.
  public func json(sourceName: String) -> String {
    let header = JSONText.object([
      ("format", "1"), ("scene", JSONText.string(title)), ("source", JSONText.string(sourceName)),
      ("device", deviceJSON), ("fps", String(fps)), ("until", Self.seconds(until)),
    ])
    let runsJSON = JSONText.block(runs.map(runJSON), indent: " ")
    return String(header.dropLast()) + ",\n \"runs\": " + runsJSON + "}\n"
  }

  private var deviceJSON: String {
    let insets = device.safeArea
    return JSONText.object([
      ("name", JSONText.string(device.name)),
      ("width", JSONText.number(device.screen.width)),
      ("height", JSONText.number(device.screen.height)),
      (
        "safeArea",
        JSONText.object([
          ("top", JSONText.number(insets.top)), ("bottom", JSONText.number(insets.bottom)),
          ("left", JSONText.number(insets.left)), ("right", JSONText.number(insets.right)),
        ])
      ),
      (
        "keyboard",
        JSONText.object([
          ("height", JSONText.number(device.keyboardHeight)),
          ("accessory", JSONText.number(device.accessoryHeight)),
        ])
      ),
    ])
  }

  private func runJSON(_ run: TraceRun) -> String {
    let events = run.events.map(Self.eventJSON)
    var samples: [String] = []
    samples.reserveCapacity(run.samples.count)
    for sample in run.samples {
      samples.append(sampleJSON(sample))
    }
    let expectations = run.expectations.map { result in
      JSONText.object([
        ("line", String(result.location.line)), ("column", String(result.location.column)),
        ("passed", result.passed ? "true" : "false"), ("message", JSONText.string(result.message)),
      ])
    }
    return "{\"strategy\": " + JSONText.string(run.strategy.rawValue)
      + ",\n  \"events\": " + JSONText.block(events, indent: "   ")
      + ",\n  \"samples\": " + JSONText.block(samples, indent: "   ")
      + ",\n  \"expectations\": " + JSONText.block(expectations, indent: "   ") + "}"
  }

  private func sampleJSON(_ sample: TraceSample) -> String {
    let paddings = zip(containerIDs, sample.paddings).map { ($0, JSONText.number($1)) }
    return JSONText.object([
      ("t", JSONText.number(Self.seconds(of: sample.instant))),
      ("keyboard", JSONText.number(sample.keyboard)),
      ("padding", JSONText.object(paddings)),
      ("focus", JSONText.string(sample.focus)),
      ("covered", JSONText.number(sample.covered)),
      ("settled", sample.isSettled ? "true" : "false"),
    ])
  }

  private static func eventJSON(_ event: TraceEvent) -> String {
    let time = ("t", seconds(event.time))
    switch event.kind {
    case .tap(let point, let hit):
      let hitJSON: String
      switch hit {
      case .view(let id): hitJSON = JSONText.string(id)
      case .keyboard: hitJSON = JSONText.string("keyboard")
      case .nothing: hitJSON = "null"
      }
      return JSONText.object([
        time, ("type", "\"tap\""),
        ("point", JSONText.array([JSONText.number(point.x), JSONText.number(point.y)])),
        ("hit", hitJSON),
      ])
    case .focus(let id):
      return JSONText.object([time, ("type", "\"focus\""), ("id", JSONText.string(id))])
    case .notification(let note):
      return JSONText.object([
        time, ("type", JSONText.string(note.name.rawValue)), ("begin", frameJSON(note.begin)),
        ("end", frameJSON(note.end)), ("duration", seconds(note.timing.duration)),
        ("curve", String(note.timing.curve.uikitRawValue)),
      ])
    }
  }

  private static func frameJSON(_ rect: Rect) -> String {
    JSONText.array([rect.x, rect.y, rect.width, rect.height].map(JSONText.number))
  }

  private static func seconds(_ time: Microseconds) -> String {
    JSONText.number(Double(time) / Double(microsecondsPerSecond))
  }

  /// The instant in seconds, from one correctly rounded division of exact integers.
  private static func seconds(of instant: Instant) -> Double {
    Double(instant.scaledMicroseconds) / (Double(instant.denominator) * 1_000_000)
  }
}
