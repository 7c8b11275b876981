import Foundation
import KBReplay

/// Tells which record mode and tolerance are in force where a verification runs, from what the
/// verification does to goldens made beforehand, so that tests of scopes and traits can say
/// `probe.mode { verifyScene($0, ...) } == "never"`.
///
/// Its two scenes are set up in the test's own folder of ``TestPackage``, their goldens recorded
/// with an explicit mode and tolerance (which beat any scope): `differing.yaml` has since moved
/// its field by 40 points, so its golden differs beyond any smaller tolerance; `close.golden`
/// has been edited by 0.01 at one padding, so it agrees with its trace within a tolerance of
/// 0.01 or more, but not byte for byte. A probe observes once: observing may rewrite the
/// goldens.
struct ModeProbe: Sendable {
  let package: TestPackage
  let lift: [any AvoidanceStrategy] = [LiftAboveKeyboard()]
  /// The scene whose golden differs beyond the tolerance.
  let differing: String
  /// The scene whose golden agrees only within a tolerance of 0.01.
  let close: String

  init() throws {
    package = try TestPackage()
    differing = try package.write("differing.yaml", SceneTexts.password())
    close = try package.write("close.yaml", SceneTexts.password())
    for scene in [differing, close] {
      if let message = verifyScene(
        scene, strategies: lift, record: .missing, tolerance: 0.01,
        filePath: TestPackage.sourceFile)
      {
        throw ProbeError(message: message)
      }
    }
    try package.write("differing.yaml", SceneTexts.password(fieldY: 600))
    let recorded = package.text("close.golden") ?? ""
    let edited = recorded.replacingOccurrences(of: "336.00  178.00", with: "336.00  178.01")
    guard edited != recorded else { throw ProbeError(message: "no padding of 178.00 to edit") }
    try package.write("close.golden", edited)
  }

  /// The record mode `verify` applies, as its name (`never`, `missing`, `failed`, `all`), or
  /// the message it returned when that is not a scene's failure. The tolerance in force must
  /// be at least 0.01, for `failed` to keep the close golden.
  ///
  /// - Parameter verify: Verifies the scene at the path it is given, as the test's code would.
  /// - Returns: The mode's name, or the unexpected message.
  func mode(_ verify: (String) -> String?) -> String {
    if let message = verify(differing) {
      guard message.hasPrefix("FAIL    ") else { return message }
      return package.text("differing.golden.new") == nil ? "never" : "missing"
    }
    let before = package.text("close.golden")
    if let message = verify(close) { return message }
    return package.text("close.golden") == before ? "failed" : "all"
  }

  /// The tolerance `verify` applies, as the failure message names it (`0.01`, `0.5`): any below
  /// the 40 points the differing scene's field moved; `verify` is expected to pass
  /// `record: .never`.
  ///
  /// - Parameter verify: Verifies the scene at the path it is given, as the test's code would.
  /// - Returns: The tolerance as the message prints it, or the unexpected message.
  func tolerance(_ verify: (String) -> String?) -> String {
    guard let message = verify(differing) else { return "none: the scene passed" }
    let marker = "differs beyond the tolerance of "
    guard let range = message.range(of: marker) else { return message }
    return String(message[range.upperBound...].prefix { $0 != "\n" })
  }

  /// Removes the probe's folder.
  func remove() {
    package.remove()
  }

  /// The probe could not be set up.
  struct ProbeError: Error {
    var message: String
  }
}
