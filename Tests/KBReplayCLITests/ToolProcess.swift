import Foundation
import Testing

/// The built `kbreplay` tool running as a process of its own, its standard output and error
/// collected as they come, for what only a real process shows: `watch` ended by its signals
/// and its exit status, and `review` reading a pipe.
final class ToolProcess: @unchecked Sendable {
  /// The `kbreplay` executable, built beside the test bundle (`swift build` builds both).
  static var executable: String {
    var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    #if os(macOS)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        folder = bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return folder.appendingPathComponent("kbreplay").path
  }

  private let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var outputData = Data()
  private var errorData = Data()
  private let finishedReading = DispatchGroup()

  /// Starts `kbreplay ARGUMENTS` with only `environment` (and `PATH`) as its environment.
  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    let executable = Self.executable
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: executable])
    }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment.merging(
      ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    ) { own, _ in own }
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    collect(output.fileHandleForReading, isError: false)
    collect(error.fileHandleForReading, isError: true)
  }

  /// Reads `handle` on a thread of its own until it ends.
  private func collect(_ handle: FileHandle, isError: Bool) {
    finishedReading.enter()
    DispatchQueue.global().async { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        lock.withLock {
          if isError { errorData.append(data) } else { outputData.append(data) }
        }
      }
      finishedReading.leave()
    }
  }

  /// Everything written to standard output so far.
  var output: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }
  /// Everything written to standard error so far.
  var error: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }

  /// Writes `text` to the process's standard input, then closes it.
  func answer(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try input.fileHandleForWriting.close()
  }

  /// Waits until standard output has `count` occurrences of `text`, looking every 20 ms.
  ///
  /// - Returns: Whether it did within `seconds`; when not, the output is recorded as an issue.
  @discardableResult
  func waitForOutput(
    _ text: String, count: Int = 1, seconds: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if output.components(separatedBy: text).count > count { return true }
      guard process.isRunning else { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    if output.components(separatedBy: text).count > count { return true }
    Issue.record(
      "no \(count) × '\(text)' in the output:\n\(output)\nstandard error:\n\(error)",
      sourceLocation: sourceLocation)
    return false
  }

  /// Sends `signal` and waits for the process to end.
  ///
  /// - Returns: How it ended, or nil (after killing it) when it did not within `seconds`.
  func stop(with signal: Int32, seconds: Double = 30) -> (
    reason: Process.TerminationReason, status: Int32
  )? {
    kill(process.processIdentifier, signal)
    return waitForExit(seconds: seconds)
  }

  /// Waits for the process to end and its output to be read.
  ///
  /// - Returns: How it ended, or nil (after killing it) when it did not within `seconds`.
  func waitForExit(seconds: Double = 60) -> (reason: Process.TerminationReason, status: Int32)? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    _ = finishedReading.wait(timeout: .now() + 10)
    return (process.terminationReason, process.terminationStatus)
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}
