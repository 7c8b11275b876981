import CLibFuzzer
@_spi(Fuzzing) import KBReplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most samples (over all runs) replayed for one input, so that a valid scene of an hour at
/// 240 fps does not count as a slow input: the loader is what is fuzzed, replay only checks
/// that what it accepts can be replayed and read back.
private let replayedSampleLimit = 20_000

/// Loads the bytes as a scene. An invalid scene must render positioned diagnostics; a valid one
/// must replay, and its text trace must read back and agree with itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch FuzzingHooks.loadScene(bytes: bytes, path: "fuzz.yaml") {
  case .invalid(let diagnosticCount, let rendered):
    precondition(diagnosticCount > 0, "a failure without diagnostics")
    precondition(rendered.hasPrefix("fuzz.yaml:"), "a diagnostic without a position")
  case .scene(let scene):
    replay(scene)
  }
  return 0
}

private func replay(_ scene: Scene) {
  let samples = (scene.until / 1_000_000 + 1) * Int64(scene.fps) * Int64(scene.strategies.count)
  guard samples <= replayedSampleLimit else { return }
  let trace: Trace
  do {
    trace = try replayScene(scene)
  } catch {
    // The loader checked the names, and the built-ins' paddings are finite.
    fatalError("a valid scene does not replay with the built-ins: \(error)")
  }
  let text = trace.textUTF8(sourceName: "fuzz.yaml")
  _ = trace.jsonUTF8(sourceName: "fuzz.yaml")
  let document: TraceDocument
  do {
    document = try TraceDocument(parsing: text)
  } catch {
    fatalError("the trace of a valid scene does not read back: \(error)")
  }
  guard FuzzingHooks.agreeWithinTolerance(expected: document, actual: document) else {
    fatalError("a trace differs from itself")
  }
}

@main
enum FuzzSceneLoaderMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzSceneLoader))
  }
}
