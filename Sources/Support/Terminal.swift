#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a file descriptor is a terminal.
package enum Terminal {
  /// Whether `descriptor` (0, 1 or 2 for the standard streams) is a terminal (`isatty`).
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
