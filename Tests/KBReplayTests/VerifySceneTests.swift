import Foundation
import KBReplay
import Testing

/// `verifyScene` in each record mode, with a strategy of the test's own.
@Suite struct VerifySceneTests {
  let lift: [any AvoidanceStrategy] = [LiftAboveKeyboard()]

  func verify(_ path: String, record: RecordMode, tolerance: Double = 0.01) -> String? {
    verifyScene(
      path, strategies: lift, record: record, tolerance: tolerance,
      filePath: TestPackage.sourceFile)
  }

  @Test func neverFailsOnAMissingGoldenAndWritesNothing() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    let golden = package.path("login.golden")
    #expect(
      verify(scene, record: .never) == """
        FAIL    \(scene)
          no golden \(golden); record it with 'kbreplay test --record missing \(scene)' \
        (or KBREPLAY_RECORD=missing)
        """)
    #expect(package.text("login.golden") == nil)
  }

  @Test func missingRecordsTheGoldenAndPasses() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(verify(scene, record: .missing) == nil)
    let golden = try #require(package.text("login.golden"))
    #expect(golden.hasPrefix("kbreplay-trace 1\n"))
    #expect(golden.contains("run: lift "))
    #expect(verify(scene, record: .never) == nil)
  }

  @Test func missingFailsOnADifferentGoldenAndWritesItForReview() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(verify(scene, record: .missing) == nil)
    let recorded = package.text("login.golden")
    try package.write("login.yaml", SceneTexts.password(fieldY: 600))
    let message = try #require(verify(scene, record: .missing))
    let golden = package.path("login.golden")
    let pending = package.path("login.golden.new")
    #expect(
      message.hasPrefix(
        """
        FAIL    \(scene)
          golden \(golden) differs beyond the tolerance of 0.01
          first difference: at 0.1000 in tap.y (run lift): expected 662.00, actual 622.00, \
        difference 40.00

        """))
    #expect(
      message.hasSuffix(
        """

          wrote \(pending); review it, then run 'kbreplay accept \(scene)' or \
        'kbreplay reject \(scene)'
        """))
    #expect(package.text("login.golden") == recorded)
    #expect(package.text("login.golden.new") != nil)
  }

  @Test func neverFailsOnADifferentGoldenAndWritesNothing() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(verify(scene, record: .missing) == nil)
    try package.write("login.yaml", SceneTexts.password(fieldY: 600))
    let message = try #require(verify(scene, record: .never))
    #expect(message.hasPrefix("FAIL    \(scene)\n  golden \(package.path("login.golden")) differs"))
    #expect(!message.contains("wrote"))
    #expect(package.text("login.golden.new") == nil)
  }

  @Test func failedUpdatesADifferentGoldenAndPasses() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(verify(scene, record: .missing) == nil)
    let before = package.text("login.golden")
    try package.write("login.yaml", SceneTexts.password(fieldY: 600))
    #expect(verify(scene, record: .failed) == nil)
    #expect(package.text("login.golden") != before)
    #expect(verify(scene, record: .never) == nil)
  }

  @Test func allRewritesAGoldenThatAgreesOnlyWithinTheTolerance() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(verify(scene, record: .missing) == nil)
    let recorded = try #require(package.text("login.golden"))
    // A hand-edited golden, off by 0.01 at its last padding: within the tolerance.
    let edited = recorded.replacingOccurrences(of: "336.00  178.00", with: "336.00  178.01")
    #expect(edited != recorded)
    try package.write("login.golden", edited)
    #expect(verify(scene, record: .failed) == nil)
    #expect(package.text("login.golden") == edited)
    #expect(verify(scene, record: .all) == nil)
    #expect(package.text("login.golden") == recorded)
  }

  @Test func aFailedExpectationFailsInEveryMode() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let text = SceneTexts.password() + "  - {at: 0.9, padding: 0}\n"
    let scene = try package.write("login.yaml", text)
    for mode in [RecordMode.missing, .never] {
      let message = try #require(verify(scene, record: mode))
      #expect(message.hasPrefix("FAIL    \(scene)\n  \(scene):14:5: error: "))
      #expect(message.contains("(run lift)"))
    }
  }

  @Test func relativePathsNeedAPackageRoot() {
    let message = verifyScene(
      "Scenes/login.yaml", record: .never, filePath: "/nowhere/Tests/File.swift")
    #expect(
      message
        == "cannot resolve 'Scenes/login.yaml': no Package.swift, *.xcodeproj or *.xcworkspace "
        + "above /nowhere/Tests/File.swift; pass an absolute path")
  }

  @Test func aMissingSceneIsNamed() throws {
    let package = try TestPackage()
    defer { package.remove() }
    #expect(
      verify("runs/no-such-folder/login.yaml", record: .never)
        == "no such file or folder: runs/no-such-folder/login.yaml")
  }

  @Test(arguments: [
    (-1, "-1"), (-0.25, "-0.25"), (-1e-12, "-0.000000000001"), (Double.nan, "nan"),
    (-Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
  ])
  func aToleranceThatIsNegativeOrNotFiniteIsNamed(tolerance: Double, printed: String) throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(
      verify(scene, record: .never, tolerance: tolerance)
        == "tolerance must be a finite number at least 0; found \(printed)")
    #expect(package.text("login.golden") == nil)
  }

  @Test(arguments: [(1e9, "1000000000"), (1.5e9, "1500000000")])
  func aToleranceTooLargeForATraceIsNamed(tolerance: Double, printed: String) throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    #expect(
      verify(scene, record: .never, tolerance: tolerance)
        == "tolerance must be less than 1000000000; found \(printed)")
  }
}
