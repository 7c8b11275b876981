import Dispatch
import Golden
import Support

/// Removes in-flight temporary files when the process is interrupted, then lets the signal
/// end the process as it would have, or, for a command that runs until it is stopped
/// (`watch`), ends it with status 0.
///
/// The signals are handled on a dispatch queue rather than in a signal handler, so the cleanup
/// may take a lock and call anything. A golden is replaced by renaming a complete temporary
/// file over it, so an interruption leaves either the old golden or the new one; this removes
/// the temporary file that would otherwise be left beside it.
enum InterruptCleanup {
  /// Starts handling `SIGINT`, `SIGTERM` and `SIGHUP`.
  ///
  /// - Parameters:
  ///   - temporaryFiles: The registry whose files to remove.
  ///   - endsSuccessfully: Whether `SIGINT` and `SIGTERM` then exit with status 0 instead of
  ///     ending the process as the signal does (`SIGHUP` always does).
  /// - Returns: The signal sources; keep them for as long as the handling should last.
  static func install(
    temporaryFiles: TemporaryFiles = .shared, endsSuccessfully: Bool = false
  ) -> [any DispatchSourceSignal] {
    let queue = DispatchQueue(label: "kbreplay.interrupt")
    return [Signals.interrupt, Signals.terminate, Signals.hangUp].map { number in
      Signals.ignore(number)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        temporaryFiles.removeAll()
        if endsSuccessfully && number != Signals.hangUp { Signals.exitProcess(0) }
        Signals.restoreAndRaise(number)
      }
      source.resume()
      return source
    }
  }
}
