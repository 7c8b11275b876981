#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the running process is given by the system: its environment and the processors it may
/// run on.
///
/// Read here with the C library rather than through Foundation, so that the tool does not
/// load Foundation (and its Unicode data) at every start: a suite run of a few hundred
/// milliseconds would spend several of them on that alone.
enum RunningProcess {
  /// The environment variables, `NAME=value` split at the first `=`; a later repeat of a name
  /// wins.
  static var environment: [String: String] {
    var variables: [String: String] = [:]
    // Darwin's headers do not declare `environ` to Swift; `_NSGetEnviron()` is its way.
    #if canImport(Darwin)
      guard var entry = _NSGetEnviron()?.pointee else { return variables }
    #else
      var entry = environ
    #endif
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }

  /// How many jobs "all cores" means: the processors online, or fewer when the process's
  /// control group has a CPU quota (a container limited to 2 CPUs on a 64-core host runs 2).
  static var availableProcessors: Int {
    var quota: String?
    if let file = fopen("/sys/fs/cgroup/cpu.max", "r") {
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 64)
      if fgets(&line, Int32(line.count), file) != nil {
        quota = String(
          decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
    return processors(online: sysconf(Int32(_SC_NPROCESSORS_ONLN)), cpuMax: quota)
  }

  /// The processors to use: `online`, capped by the quota in a cgroup's `cpu.max` text
  /// (`QUOTA PERIOD` in microseconds, or `max` for none) rounded up, and at least 1.
  static func processors(online: Int, cpuMax: String?) -> Int {
    var count = max(1, online)
    let fields = cpuMax?.split(whereSeparator: { $0 == " " || $0 == "\n" }) ?? []
    if fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0,
      period > 0
    {
      count = min(count, (quota + period - 1) / period)
    }
    return max(1, count)
  }
}
