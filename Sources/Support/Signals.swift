#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals a run handles, and ending the process.
package enum Signals {
  /// `SIGINT`: an interruption from the terminal (Control-C).
  package static let interrupt = SIGINT
  /// `SIGTERM`: a request to end.
  package static let terminate = SIGTERM
  /// `SIGHUP`: the terminal went away.
  package static let hangUp = SIGHUP

  /// Ignores signal `number`, so that only a dispatch source sees it.
  package static func ignore(_ number: Int32) {
    _ = signal(number, SIG_IGN)
  }

  /// Gives signal `number` back its default action and sends it to this process: ends it as the
  /// signal would have.
  package static func restoreAndRaise(_ number: Int32) {
    _ = signal(number, SIG_DFL)
    kill(getpid(), number)
  }

  /// Ends the process with `status` (`exit`).
  package static func exitProcess(_ status: Int32) -> Never {
    exit(status)
  }
}
