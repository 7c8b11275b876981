/// Where a scene's golden files live: `X.golden` and the pending `X.golden.new` beside `X.yaml`.
public struct GoldenPaths: Sendable, Equatable, Hashable {
  /// The extension of an accepted golden.
  public static let goldenSuffix = ".golden"
  /// The extension of a pending golden, written for review.
  public static let pendingSuffix = ".golden.new"
  /// The extensions a scene file found in a folder has.
  public static let sceneSuffixes = [".yaml", ".yml"]

  /// The accepted golden, `X.golden`.
  public var golden: String
  /// The pending golden, `X.golden.new`.
  public var pending: String

  /// The golden files of the scene at `scenePath`.
  ///
  /// `X.yaml` and `X.yml` both have `X.golden`; a scene file with another extension (named on
  /// the command line) keeps it: `X.txt` has `X.txt.golden`.
  ///
  /// - Parameter scenePath: The scene file's path.
  public init(scenePath: String) {
    let stem = Self.sceneSuffixes.first { scenePath.hasSuffix($0) }.map {
      String(scenePath.dropLast($0.count))
    }
    golden = (stem ?? scenePath) + Self.goldenSuffix
    pending = golden + ".new"
  }

  /// The scene files that would own a golden or pending file, or nil for other names.
  ///
  /// - Parameter path: A path ending in `.golden` or `.golden.new`.
  /// - Returns: `X.yaml` and `X.yml` for `X.golden` or `X.golden.new`.
  public static func sceneCandidates(forGolden path: String) -> [String]? {
    // On bytes: a full test run asks this of every golden in the suite.
    var path = path
    return path.withUTF8 { path -> [String]? in
      func ends(with suffix: String) -> Bool {
        let suffix = suffix.utf8
        return path.count >= suffix.count && path.suffix(suffix.count).elementsEqual(suffix)
      }
      guard let suffix = [pendingSuffix, goldenSuffix].first(where: ends) else { return nil }
      let stem = path.prefix(path.count - suffix.utf8.count)
      return sceneSuffixes.map { String(decoding: Array(stem) + $0.utf8, as: UTF8.self) }
    }
  }
}
