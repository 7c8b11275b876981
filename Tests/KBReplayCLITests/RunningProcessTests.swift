import Testing

@testable import KBReplayCLI

@Suite struct RunningProcessTests {
  @Test(
    arguments: [
      (8, nil, 8), (8, "max 100000\n", 8), (8, "200000 100000\n", 2), (8, "150000 100000", 2),
      (8, "50000 100000\n", 1), (2, "800000 100000\n", 2), (0, nil, 1), (8, "garbage", 8),
    ] as [(Int, String?, Int)])
  func allCoresMeansTheOnlineProcessorsWithinTheCPUQuota(
    online: Int, cpuMax: String?, expected: Int
  ) {
    #expect(RunningProcess.processors(online: online, cpuMax: cpuMax) == expected)
  }

  @Test func theEnvironmentIsReadFromTheProcess() {
    let environment = RunningProcess.environment
    #expect(environment["PATH"] != nil)
    #expect(environment.keys.allSatisfy { !$0.contains("=") })
  }
}
