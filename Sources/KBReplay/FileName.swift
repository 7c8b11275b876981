import Golden
import Support

/// Tests on the bytes of a file's name or path, as a folder walk gives them: a suite scan asks
/// them of every file it finds, where making a string of each name would cost more than the
/// tests.
package enum FileName {
  /// Whether a name found in a folder is a scene file's: it ends in `.yaml` or `.yml` and does
  /// not start with a dot.
  package static func isScene(_ name: ArraySlice<UInt8>) -> Bool {
    (name.first != UInt8(ascii: ".")) && hasSceneExtension(name)
  }

  /// Whether a name or path ends in `.yaml` or `.yml` (`GoldenPaths.sceneSuffixes`, spelled out:
  /// going through that array for every file costs more than the test).
  package static func hasSceneExtension(_ name: ArraySlice<UInt8>) -> Bool {
    name.hasSuffix(".yaml") || name.hasSuffix(".yml")
  }

  /// ``hasSceneExtension(_:)`` for a path as a string, read where its bytes lie.
  package static func hasSceneExtension(path: String) -> Bool {
    path.utf8.hasSuffix(".yaml") || path.utf8.hasSuffix(".yml")
  }

  /// Whether a name (or path) is a temporary file of an atomic golden write:
  /// `x.golden.tmp-PID-N` or `x.golden.new.tmp-PID-N`.
  package static func isTemporaryGolden(_ name: ArraySlice<UInt8>) -> Bool {
    guard let length = TemporaryFiles.targetLength(ofTemporaryFile: name) else { return false }
    let target = name.prefix(length)
    return target.hasSuffix(GoldenPaths.goldenSuffix) || target.hasSuffix(GoldenPaths.pendingSuffix)
  }
}
