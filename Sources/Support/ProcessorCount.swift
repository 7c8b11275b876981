#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processors the running process may use, as the system reports them.
package enum ProcessorCount {
  /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`).
  package static var online: Int {
    sysconf(Int32(_SC_NPROCESSORS_ONLN))
  }

  /// The first line of the process's control group's CPU quota (`/sys/fs/cgroup/cpu.max`),
  /// line end included, as `fgets` would give it into 64 bytes; nil when there is none.
  package static var controlGroupQuota: String? {
    guard case .success(let file) = ReadingFile.open("/sys/fs/cgroup/cpu.max") else { return nil }
    defer { file.close() }
    var bytes: [UInt8] = []
    guard case .success(let count) = file.read(atMost: 63, appendingTo: &bytes), count > 0 else {
      return nil
    }
    if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) { bytes.removeSubrange((end + 1)...) }
    return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }
}
