import CLibFuzzer
@_spi(Fuzzing) import KBReplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Imports the bytes as a log. A refused log must render positioned diagnostics (or one about
/// the log as a whole), every warning too; an imported one must be a scene that loads (lints).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCaptureImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch FuzzingHooks.importLog(bytes: bytes, path: "fuzz.log") {
  case .refused(let diagnosticCount, let rendered):
    precondition(diagnosticCount > 0, "a refusal without diagnostics")
    precondition(rendered.hasPrefix("fuzz.log:"), "a diagnostic without the log's name")
  case .scene(let text, let warnings):
    precondition(warnings.isEmpty || warnings.hasPrefix("fuzz.log"), "a warning without a name")
    switch FuzzingHooks.loadScene(bytes: Array(text.utf8), path: "imported.yaml") {
    case .scene: break
    case .invalid(_, let rendered):
      fatalError("an imported scene does not load:\n\(rendered)\n\(text)")
    }
  }
  return 0
}

@main
enum FuzzCaptureImporterMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzCaptureImporter))
  }
}
