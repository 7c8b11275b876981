// swift-tools-version:6.0
import PackageDescription

// A package as a team would write it to put its own keyboard-avoidance code under test with
// kbreplay: the strategy (KeyboardDistance), a runner with every command of `kbreplay` and the
// team's strategies (`swift run avoidance test Scenes`), and Swift Testing tests that replay
// the scenes (`swift test`). It depends on kbreplay by path; a team would use its URL.
let package = Package(
  name: "CustomStrategy",
  dependencies: [.package(name: "kbreplay", path: "../..")],
  targets: [
    .target(
      name: "KeyboardDistance", dependencies: [.product(name: "KBReplay", package: "kbreplay")]),
    .executableTarget(
      name: "avoidance",
      dependencies: ["KeyboardDistance", .product(name: "KBReplayCLI", package: "kbreplay")]),
    .testTarget(
      name: "KeyboardDistanceTests",
      dependencies: [
        "KeyboardDistance",
        .product(name: "KBReplay", package: "kbreplay"),
        .product(name: "KBReplayTesting", package: "kbreplay"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
