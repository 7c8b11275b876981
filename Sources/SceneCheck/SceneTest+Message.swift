import SceneLoading

extension SceneTest {
  /// Loads the scene at `file` and tests it, for `verifyScene`: the message is what
  /// `kbreplay test` prints for the scene.
  ///
  /// - Parameters:
  ///   - file: Where the scene file is: read, and its goldens read and written beside it.
  ///   - path: The scene file's path as printed, in the message and in the trace.
  /// - Returns: nil when the scene passed (its golden possibly just recorded or updated);
  ///   otherwise the text `kbreplay test` prints for it without the last line feed.
  package func message(forSceneAt file: String, path: String) -> String? {
    var loaded = SceneLoader.load(contentsOf: file, strategies: strategies)
    switch loaded {
    case .success(var scene):
      scene.path = path
      loaded = .success(scene)
    case .failure(var failure):
      failure.path = path
      loaded = .failure(failure)
    }
    let outcome = test(loaded, path: path, filePath: file)
    guard !outcome.status.passes else { return nil }
    var text = SceneTestText.utf8(status: outcome.status, path: path, details: outcome.details)
    text.removeLast()
    return String(decoding: text, as: UTF8.self)
  }
}
