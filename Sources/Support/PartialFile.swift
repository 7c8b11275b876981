#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written in pieces, then put in place at once: the bytes go to a temporary file beside
/// the target (`TARGET.tmp-PID-N`, registered with ``TemporaryFiles`` so that an interruption
/// removes it), which ``commit()`` renames over the target.
///
/// Writes are not buffered: each ``append(_:)`` is one `write(2)` loop. The first failure is
/// kept and later appends do nothing, so a writer may append freely and ask once, at
/// ``commit()``, whether everything was written. Not thread-safe: use it from one thread at a
/// time.
package final class PartialFile {
  /// The file that ``commit()`` replaces.
  package let target: String
  private let temporaryFiles: TemporaryFiles
  private let temporaryPath: String
  private let token: Int
  private var descriptor: Int32?
  private var failure: FileError?

  /// Creates the temporary file for `target`, empty and open for writing.
  ///
  /// - Parameters:
  ///   - target: The file to write.
  ///   - temporaryFiles: Where the temporary file is registered while in flight.
  /// - Returns: The file, or why its temporary file cannot be created.
  package static func create(
    for target: String, temporaryFiles: TemporaryFiles = .shared
  ) -> Result<PartialFile, FileError> {
    temporaryFiles.create(for: target).map { created in
      PartialFile(
        target: target, temporaryFiles: temporaryFiles, descriptor: created.descriptor,
        temporaryPath: created.path, token: created.token)
    }
  }

  private init(
    target: String, temporaryFiles: TemporaryFiles, descriptor: Int32, temporaryPath: String,
    token: Int
  ) {
    self.target = target
    self.temporaryFiles = temporaryFiles
    self.descriptor = descriptor
    self.temporaryPath = temporaryPath
    self.token = token
  }

  deinit {
    discard()
  }

  /// Appends bytes, unless an earlier write failed or the file was committed or discarded.
  ///
  /// - Parameter bytes: The bytes to add at the end.
  package func append(_ bytes: [UInt8]) {
    guard failure == nil, let descriptor else { return }
    if let code = SystemFile.writeAll(bytes, to: descriptor) {
      failure = FileError("write", target, code: code)
    }
  }

  /// Appends the UTF-8 bytes of `text`.
  ///
  /// - Parameter text: The text to add at the end.
  package func append(_ text: String) {
    append(Array(text.utf8))
  }

  /// Appends everything written to `other` so far, read back from its temporary file in
  /// chunks, so that a large part never has to be in memory at once.
  ///
  /// - Parameter other: Another open file; it is left as it is.
  package func append(contentsOf other: PartialFile) {
    guard failure == nil, descriptor != nil else { return }
    if let problem = other.failure {
      failure = problem
      return
    }
    let source = open(other.temporaryPath, O_RDONLY)
    guard source >= 0 else {
      failure = FileError("read", other.temporaryPath, code: errno)
      return
    }
    defer { close(source) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while failure == nil {
      let count = SystemFile.read(source, into: &chunk, at: 0, atMost: chunk.count)
      guard count >= 0 else {
        failure = FileError("read", other.temporaryPath, code: errno)
        return
      }
      if count == 0 { return }
      append(Array(chunk[..<count]))
    }
  }

  /// Closes the temporary file and renames it over the target; on any failure, now or in an
  /// earlier append, removes it instead.
  ///
  /// - Returns: Success, or the first thing that went wrong.
  @discardableResult
  package func commit() -> Result<Void, FileError> {
    guard let descriptor else {
      return .failure(failure ?? FileError("write", target, code: EBADF))
    }
    self.descriptor = nil
    defer { temporaryFiles.release(token) }
    if close(descriptor) != 0, failure == nil {
      failure = FileError("write", target, code: errno)
    }
    if failure == nil, rename(temporaryPath, target) != 0 {
      failure = FileError("write", target, code: errno)
    }
    if let failure {
      unlink(temporaryPath)
      return .failure(failure)
    }
    return .success(())
  }

  /// Closes and removes the temporary file, leaving the target as it was; does nothing after
  /// ``commit()``.
  package func discard() {
    guard let descriptor else { return }
    self.descriptor = nil
    close(descriptor)
    unlink(temporaryPath)
    temporaryFiles.release(token)
  }
}
