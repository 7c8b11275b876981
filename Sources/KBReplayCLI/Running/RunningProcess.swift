import Support

/// What the running process is given by the system: its environment and the processors it may
/// run on.
///
/// Read with the C library (through `Support`) rather than through Foundation, so that the
/// tool does not load Foundation (and its Unicode data) at every start: a suite run of a few
/// hundred milliseconds would spend several of them on that alone.
enum RunningProcess {
  /// The environment variables, `NAME=value` split at the first `=`; a later repeat of a name
  /// wins.
  static var environment: [String: String] {
    Environment.variables
  }

  /// How many jobs "all cores" means: the processors online, or fewer when the process's
  /// control group has a CPU quota (a container limited to 2 CPUs on a 64-core host runs 2).
  static var availableProcessors: Int {
    processors(online: ProcessorCount.online, cpuMax: ProcessorCount.controlGroupQuota)
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
