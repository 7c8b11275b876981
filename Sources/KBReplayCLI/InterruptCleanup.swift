import Dispatch
import Golden
import Support

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes in-flight temporary files when the process is interrupted, then lets the signal
/// end the process as it would have.
///
/// The signals are handled on a dispatch queue rather than in a signal handler, so the cleanup
/// may take a lock and call anything. A golden is replaced by renaming a complete temporary
/// file over it, so an interruption leaves either the old golden or the new one; this removes
/// the temporary file that would otherwise be left beside it.
enum InterruptCleanup {
  /// Starts handling `SIGINT`, `SIGTERM` and `SIGHUP`.
  ///
  /// - Parameter temporaryFiles: The registry whose files to remove.
  /// - Returns: The signal sources; keep them for as long as the handling should last.
  static func install(temporaryFiles: TemporaryFiles = .shared) -> [any DispatchSourceSignal] {
    let queue = DispatchQueue(label: "kbreplay.interrupt")
    return [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        temporaryFiles.removeAll()
        signal(number, SIG_DFL)
        kill(getpid(), number)
      }
      source.resume()
      return source
    }
  }
}
