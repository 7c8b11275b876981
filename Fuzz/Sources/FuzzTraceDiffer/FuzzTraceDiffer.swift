import CLibFuzzer
import FuzzInput
@_spi(Fuzzing) import KBReplay
import KBReplayCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `kbreplay diff` on the input's two traces, as the command line would, with both
/// tolerances the differ treats specially (zero and the default). The status must be 0, 1 or 2;
/// a trace compared with itself must agree; an unreadable one must be reported with its
/// position.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceDiffer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (expected, actual) = split(bytes)
  write(expected, to: expectedPath)
  write(actual, to: actualPath)
  for tolerance in ["0", "0.01"] {
    let console = CapturingConsole()
    let status = KBReplayCommand.run(
      arguments: ["diff", expectedPath, actualPath, "--tolerance", tolerance],
      in: CommandContext(console: console))
    switch status {
    case .success, .failure:
      precondition(expected != actual || status == .success, "a trace differs from itself")
    case .invalidInput:
      precondition(
        console.errors.hasPrefix(expectedPath + ":") || console.errors.hasPrefix(actualPath + ":"),
        "an unreadable trace without a position: \(console.errors)")
    }
  }
  return 0
}

/// The input's two traces, `EXPECTED + "\n~~~~\n" + ACTUAL`, the first keeping its last line
/// feed; an input without the separator is compared with itself.
private func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
  guard let separator = FuzzInput.separatorRange(in: bytes) else { return (bytes, bytes) }
  return (Array(bytes[...separator.lowerBound]), Array(bytes[separator.upperBound...]))
}

private let folder: String = {
  var template = Array("/tmp/kbreplay-fuzz-XXXXXX".utf8CString)
  guard let path = mkdtemp(&template) else { fatalError("cannot create a temporary folder") }
  return String(cString: path)
}()
private let expectedPath = folder + "/expected.golden"
private let actualPath = folder + "/actual.golden"

private func write(_ bytes: [UInt8], to path: String) {
  guard FuzzingHooks.write(bytes, to: path) else { fatalError("cannot write \(path)") }
}

/// Keeps standard error, for the check on positions, and drops standard output.
private final class CapturingConsole: Console, @unchecked Sendable {
  var errors = ""

  func write(_ text: String, to stream: ConsoleStream) {
    if stream == .standardError { errors += text }
  }
}

@main
enum FuzzTraceDifferMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTraceDiffer))
  }
}
