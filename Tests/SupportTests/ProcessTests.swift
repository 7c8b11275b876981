import Foundation
import Support
import TestSupport
import Testing

/// What the running process is given by the system: environment, processors, terminals,
/// the monotonic clock.
@Suite struct ProcessTests {
  @Test func theEnvironmentIsTheProcesssOwn() {
    let variables = Environment.variables
    #expect(variables == ProcessInfo.processInfo.environment)
    #expect(Environment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
    #expect(Environment.value("KBREPLAY_SURELY_NOT_SET_\(getpid())") == nil)
  }

  @Test func processorsOnlineAreCounted() {
    #expect(ProcessorCount.online >= 1)
    if let quota = ProcessorCount.controlGroupQuota {
      #expect(quota.utf8.count <= 63 && !quota.dropLast().contains("\n"))
    }
  }

  @Test func aFileIsNotATerminal() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("file", "")
    let descriptor = open(folder.file("file"), O_RDONLY)
    defer { close(descriptor) }
    #expect(!Terminal.isTerminal(descriptor))
    #expect(!Terminal.isTerminal(-1))
  }

  @Test func theMonotonicClockWaitsAndNeverGoesBack() {
    let start = MonotonicClock.now()
    MonotonicClock.sleep(microseconds: 2_000)
    let end = MonotonicClock.now()
    #expect(end - start >= 2_000)
  }

  @Test func theHandledSignalsAreTheStandardOnes() {
    #expect([Signals.interrupt, Signals.terminate, Signals.hangUp] == [SIGINT, SIGTERM, SIGHUP])
  }
}
