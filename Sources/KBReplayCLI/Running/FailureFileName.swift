import Golden

/// How explore names the scene file of a breaking variation: `REL--NAME.yaml`
/// (docs/explore.md#written-failures).
enum FailureFileName {
  /// A scene's path relative to its suite root without `.yaml` or `.yml`, folders kept.
  static func stem(ofScene relativePath: String) -> String {
    GoldenPaths.stem(ofScene: relativePath).map(String.init) ?? relativePath
  }

  /// The file's name for `variation` of the scene with `stem`: each character of the
  /// variation's name outside `[A-Za-z0-9.-]` becomes `-`.
  static func name(stem: String, variation: String) -> String {
    let safe = String(
      String.UnicodeScalarView(
        variation.unicodeScalars.map { isKept($0) ? $0 : "-" }))
    return stem + "--" + safe + ".yaml"
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", ".", "-": true
    default: false
    }
  }
}
