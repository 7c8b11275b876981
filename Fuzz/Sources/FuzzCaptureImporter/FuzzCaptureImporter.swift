import CLibFuzzer
import FuzzInput
@_spi(Fuzzing) import KBReplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Imports the bytes as a log and as a view-hierarchy dump, and, when they hold the separator
/// (`LOG + "\n~~~~\n" + DUMP`), the part before it as a log over the part after it as a dump.
/// A refused input must render its diagnostics under its name, every warning too; an imported
/// one must be a scene that loads (lints).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCaptureImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  check(FuzzingHooks.importLog(bytes: bytes, path: "fuzz.log"), names: ["fuzz.log"])
  check(FuzzingHooks.importDump(bytes: bytes, path: "fuzz.txt"), names: ["fuzz.txt"])
  if let split = FuzzInput.separatorRange(in: bytes) {
    let imported = FuzzingHooks.importLog(
      Array(bytes[..<split.lowerBound]), logPath: "fuzz.log",
      overDump: Array(bytes[split.upperBound...]), dumpPath: "fuzz.txt")
    check(imported, names: ["fuzz.log", "fuzz.txt"])
  }
  return 0
}

/// Checks one import: diagnostics and warnings under one of `names`, a scene that loads.
private func check(_ result: FuzzingHooks.ImportResult, names: [String]) {
  switch result {
  case .refused(let diagnosticCount, let rendered):
    precondition(diagnosticCount > 0, "a refusal without diagnostics")
    precondition(names.contains { rendered.hasPrefix($0 + ":") }, "a diagnostic without a name")
  case .scene(let text, let warnings):
    precondition(
      warnings.isEmpty || names.contains { warnings.hasPrefix($0) }, "a warning without a name")
    switch FuzzingHooks.loadScene(bytes: Array(text.utf8), path: "imported.yaml") {
    case .scene: break
    case .invalid(_, let rendered):
      fatalError("an imported scene does not load:\n\(rendered)\n\(text)")
    }
  }
}

@main
enum FuzzCaptureImporterMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzCaptureImporter))
  }
}
