import Golden

/// Tests on the bytes of a file's name or path, as a folder walk gives them: a suite scan asks
/// them of every file it finds, where making a string of each name would cost more than the
/// tests.
enum FileName {
  /// Whether `bytes` end with the bytes of `suffix`.
  static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: String) -> Bool {
    var suffix = suffix
    return suffix.withUTF8 { suffix in
      let start = bytes.count - suffix.count
      return start >= 0 && suffix.indices.allSatisfy { bytes[start + $0] == suffix[$0] }
    }
  }

  /// Whether a name found in a folder is a scene file's: it ends in `.yaml` or `.yml` and does
  /// not start with a dot.
  static func isScene(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    name.first != UInt8(ascii: ".") && hasSceneExtension(name)
  }

  /// Whether a name or path ends in `.yaml` or `.yml`.
  static func hasSceneExtension(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    hasSuffix(name, ".yaml") || hasSuffix(name, ".yml")
  }

  /// Whether a name (or path) is a temporary file of an atomic golden write:
  /// `x.golden.tmp-PID-N` or `x.golden.new.tmp-PID-N`.
  static func isTemporaryGolden(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let length = TemporaryFiles.targetLength(ofTemporaryFile: name) else { return false }
    let target = UnsafeBufferPointer(rebasing: name[..<length])
    return hasSuffix(target, GoldenPaths.goldenSuffix)
      || hasSuffix(target, GoldenPaths.pendingSuffix)
  }
}
