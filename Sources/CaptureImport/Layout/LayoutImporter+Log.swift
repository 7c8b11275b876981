import KeyboardAvoidance
import SceneLoading
import SceneModel

/// A scene made from a log and a dump: the scene, with the log's warnings, and the dump's.
package struct LogAndLayoutScene: Sendable, Equatable {
  /// The scene, its warnings the log's.
  package var scene: ImportedScene
  /// The dump's warnings.
  package var dumpWarnings: [ImportDiagnostic]
}

extension LayoutImporter {
  /// The scene of a log replayed over a dump's layout (docs/capture.md#a-layout-and-a-log):
  /// the log's postings and focus changes, its focused ids naming the layout's inputs.
  ///
  /// The screen is the log's screen line's, else `--device`'s, else the dump's window's (the
  /// frames of a printed log are not asked).
  ///
  /// - Parameters:
  ///   - logBytes: The log's contents.
  ///   - logPath: The log's path as the user named it (`<stdin>` for standard input).
  ///   - logSource: The log's name in the title; by default the last component of `logPath`.
  ///   - dumpBytes: The dump's contents.
  ///   - dumpPath: The dump's path as the user named it.
  ///   - dumpSource: The dump's name in the title; by default the last component of
  ///     `dumpPath`.
  ///   - device: The preset `--device` names, if any.
  /// - Returns: The scene, or the errors of the dump (first) or of the log.
  package static func scene(
    fromLog logBytes: [UInt8], logPath: String, logSource: String? = nil,
    dump dumpBytes: [UInt8], dumpPath: String, dumpSource: String? = nil, device: Device?
  ) -> Result<LogAndLayoutScene, ImportFailure> {
    let layout: DumpLayout
    switch self.layout(fromDump: dumpBytes, path: dumpPath) {
    case .success(let read): layout = read
    case .failure(let failure): return .failure(failure)
    }
    let window = LayoutDevice(screen: layout.screen)
    let log = logSource ?? CaptureImporter.fileName(of: logPath)
    let dump = dumpSource ?? CaptureImporter.fileName(of: dumpPath)
    let (reading, sceneDevice): (LogReading, Device)
    switch CaptureImporter.reading(
      fromLog: logBytes, path: logPath, device: device ?? window.device, source: log)
    {
    case .success(let read): (reading, sceneDevice) = read
    case .failure(let failure): return .failure(failure)
    }
    let match = LayoutFocusMatch(fields: reading.timeline.fields, layout: layout.root)
    let views = layout.viewCount + match.added
    guard views <= SceneLimits.maximumViews else {
      return .failure(
        limitFailure(
          path: logPath,
          "the layout and the fields the log adds would be \(views) views; a scene holds at "
            + "most \(SceneLimits.maximumViews) views (the views limit)"))
    }
    let comments = Self.comments(
      reading: reading, layout: layout, match: match, names: (log, dump),
      window: device == nil && reading.screen == nil ? window : nil)
    let text = SceneText(
      title: "Imported from \(log) and \(dump)", device: sceneDevice, screen: reading.screen,
      timeline: reading.timeline, topComments: comments, layout: match.root,
      focusIDs: match.ids
    ).text
    guard text.utf8.count <= SceneLimits.maximumFileSize else {
      return .failure(
        limitFailure(
          path: logPath,
          "the scene would be \(text.utf8.count) bytes; a scene file may be at most "
            + "\(SceneLimits.maximumFileSize) bytes (the file size limit, 4 MiB)"))
    }
    let scene = ImportedScene(
      text: text, warnings: CaptureImporter.warnings(of: reading, device: sceneDevice),
      keyboardEventCount: reading.timeline.keyboardEventCount,
      focusEventCount: reading.timeline.focusEventCount,
      fieldIDs: DumpLayout.textInputs(of: match.root).map(\.id), deviceName: sceneDevice.name)
    return .success(LogAndLayoutScene(scene: scene, dumpWarnings: layout.warnings))
  }

  /// The scene's first comments: where it came from (the log's reading says so first for
  /// printed notifications), the device the dump's window tells, what the log's reading
  /// inferred, then what the dump left out and how the focused ids were matched.
  private static func comments(
    reading: LogReading, layout: DumpLayout, match: LayoutFocusMatch,
    names: (log: String, dump: String), window: LayoutDevice?
  ) -> [String] {
    var comments = reading.sourceComment.map { [$0] } ?? []
    comments.append(
      reading.hasPrinted
        ? "The layout is from \(names.dump), \(layout.source)"
        : "Imported by kbreplay import from \(names.log) and the layout of \(names.dump), "
          + layout.source)
    if let window { comments.append(window.comment) }
    let matching = reading.timeline.fields.isEmpty ? [] : [match.comment]
    return comments + reading.inferenceComments + layout.comments + matching
  }

  private static func limitFailure(path: String, _ message: String) -> ImportFailure {
    ImportFailure(
      path: path,
      diagnostics: [ImportDiagnostic(severity: .error, location: nil, message: message)])
  }
}
