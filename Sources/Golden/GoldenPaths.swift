/// Where a scene's golden files live: `X.golden` and the pending `X.golden.new` beside `X.yaml`.
package struct GoldenPaths: Sendable, Equatable, Hashable {
  /// The extension of an accepted golden.
  package static let goldenSuffix = ".golden"
  /// The extension of a pending golden, written for review.
  package static let pendingSuffix = ".golden.new"
  /// The extensions a scene file found in a folder has.
  package static let sceneSuffixes = [".yaml", ".yml"]

  /// The accepted golden, `X.golden`.
  package var golden: String
  /// The pending golden, `X.golden.new`.
  package var pending: String

  /// The golden files of the scene at `scenePath`.
  ///
  /// `X.yaml` and `X.yml` both have `X.golden`; a scene file with another extension (named on
  /// the command line) keeps it: `X.txt` has `X.txt.golden`.
  ///
  /// - Parameter scenePath: The scene file's path.
  package init(scenePath: String) {
    // One array of bytes, made with room for the longest path, and each string decoded from
    // it: every scene of a test run asks for its paths, and joining strings costs more.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scenePath.utf8.count + Self.pendingSuffix.utf8.count)
    bytes += scenePath.utf8
    if let suffix = Self.sceneSuffixes.first(where: { bytes.hasSuffix($0) }) {
      bytes.removeLast(suffix.utf8.count)
    }
    bytes += Self.goldenSuffix.utf8
    golden = String(decoding: bytes, as: UTF8.self)
    // `.golden.new` continues `.golden`.
    bytes += Self.pendingSuffix.utf8.dropFirst(Self.goldenSuffix.utf8.count)
    pending = String(decoding: bytes, as: UTF8.self)
  }

  /// What a scene's path and its goldens' share: the scene's path without `.yaml` or `.yml`.
  ///
  /// - Parameter path: A scene file's path.
  /// - Returns: `a/x` for `a/x.yaml` or `a/x.yml`; nil for a path with another extension.
  package static func stem(ofScene path: String) -> Substring? {
    stem(of: path, droppingOneOf: sceneSuffixes)
  }

  /// What a golden's path and its scene's share: the golden's path without `.golden` or
  /// `.golden.new`.
  ///
  /// - Parameter path: A golden or pending golden file's path.
  /// - Returns: `a/x` for `a/x.golden` or `a/x.golden.new`; nil for other paths.
  package static func stem(ofGolden path: String) -> Substring? {
    stem(of: path, droppingOneOf: [pendingSuffix, goldenSuffix])
  }

  /// `path` without the first of `suffixes` it ends with, or nil when it ends with none.
  /// Compared on bytes: a full test run asks this of every scene and golden in the suite.
  private static func stem(of path: String, droppingOneOf suffixes: [String]) -> Substring? {
    let bytes = path.utf8
    guard let suffix = suffixes.first(where: { bytes.hasSuffix($0) }) else { return nil }
    return path[..<bytes.index(bytes.endIndex, offsetBy: -suffix.utf8.count)]
  }
}
