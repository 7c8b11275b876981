#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files that atomic writes have in flight, so that an interrupted run can
/// remove them, and the naming that lets a later run recognise leftovers.
///
/// A temporary file is `TARGET.tmp-PID-N` in the target's folder: `login.golden.tmp-4242-7`.
/// It is created while the registry's lock is held, so once ``removeAll()`` has run no new
/// one can appear.
package final class TemporaryFiles: Sendable {
  /// The registry of this process.
  package static let shared = TemporaryFiles()

  /// The marker between a target's name and the owner's process id.
  package static let marker = ".tmp-"

  /// What the lock guards.
  private struct Registry {
    var inFlight: [Int: String] = [:]
    var counter = 0
    var isClosed = false
  }

  private let registry = Lock(Registry())

  /// Creates an empty registry; the process normally uses ``shared``.
  package init() {}

  /// Creates a new temporary file for `target`, open for writing, and records it.
  ///
  /// - Parameter target: The file the temporary one will be renamed to.
  /// - Returns: The file's descriptor, its path and a token for ``release(_:)``, or why it
  ///   cannot be created (`EINTR` once an interruption closed the registry).
  func create(for target: String) -> Result<
    (descriptor: Int32, path: String, token: Int), FileError
  > {
    registry.withLock { registry in
      guard !registry.isClosed else { return .failure(FileError("write", target, code: EINTR)) }
      registry.counter += 1
      let path = "\(target)\(Self.marker)\(getpid())-\(registry.counter)"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      guard descriptor >= 0 else { return .failure(FileError("write", target, code: errno)) }
      registry.inFlight[registry.counter] = path
      return .success((descriptor, path, registry.counter))
    }
  }

  /// Forgets a temporary file that was renamed or removed.
  func release(_ token: Int) {
    registry.withLock { $0.inFlight[token] = nil }
  }

  /// Removes every temporary file in flight and refuses new ones: what an interrupted run does
  /// before it exits.
  ///
  /// - Returns: How many files were removed.
  @discardableResult
  package func removeAll() -> Int {
    registry.withLock { registry in
      registry.isClosed = true
      var removed = 0
      for path in registry.inFlight.values.sorted() where unlink(path) == 0 {
        removed += 1
      }
      registry.inFlight.removeAll()
      return removed
    }
  }

  /// The process that owns a leftover temporary file, from its name.
  ///
  /// - Parameter name: A file name (or path).
  /// - Returns: The owner's process id, or nil when the name is not a temporary file's.
  package static func owner(ofTemporaryFile name: String) -> Int32? {
    parts(ofTemporaryFile: name)?.owner
  }

  /// The name of the file a temporary file was made for: `x.golden` for `x.golden.tmp-12-3`.
  ///
  /// - Parameter name: A file name (or path).
  /// - Returns: The name (or path) without the temporary suffix, or nil when the name is not a
  ///   temporary file's.
  package static func target(ofTemporaryFile name: String) -> Substring? {
    guard let length = parts(ofTemporaryFile: name)?.targetLength else { return nil }
    return name[..<name.utf8.index(name.utf8.startIndex, offsetBy: length)]
  }

  /// The number of bytes of the name (or path) a temporary file was made for, from the bytes
  /// of its name (or path): 8 for `x.golden.tmp-12-3`; nil when it is not a temporary file's.
  package static func targetLength(ofTemporaryFile name: ArraySlice<UInt8>) -> Int? {
    parts(ofTemporaryFile: name)?.targetLength
  }

  private static func parts(ofTemporaryFile name: String) -> (targetLength: Int, owner: Int32)? {
    parts(ofTemporaryFile: Array(name.utf8)[...])
  }

  /// A temporary file's name taken apart: `TARGET.tmp-PID-N`, where PID (above 0) and N are
  /// decimal digits. Worked on bytes: a suite scan asks this of every file it finds.
  private static func parts(
    ofTemporaryFile bytes: ArraySlice<UInt8>
  ) -> (targetLength: Int, owner: Int32)? {
    // From the end: N, a dash, PID, then the marker.
    var index = bytes.count
    func digits() -> Int? {
      var value = 0
      let end = index
      while index > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset: index - 1]) {
        index -= 1
      }
      guard index < end, end - index <= 18 else { return nil }
      for digit in index..<end {
        value = value * 10 + Int(bytes[offset: digit] - UInt8(ascii: "0"))
      }
      return value
    }
    guard digits() != nil, index > 0, bytes[offset: index - 1] == UInt8(ascii: "-") else {
      return nil
    }
    index -= 1
    guard let pid = digits(), pid > 0, let owner = Int32(exactly: pid) else { return nil }
    guard bytes.prefix(index).hasSuffix(Self.marker) else { return nil }
    return (index - Self.marker.utf8.count, owner)
  }

  /// Whether a leftover temporary file may be removed: its owner is no longer running.
  ///
  /// - Parameter name: A temporary file's name or path.
  /// - Returns: True when the name is a temporary file's and its process has ended.
  package static func isAbandoned(_ name: String) -> Bool {
    guard let pid = owner(ofTemporaryFile: name) else { return false }
    if pid == getpid() { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
