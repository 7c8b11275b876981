// swift-tools-version:6.2
import PackageDescription

// A package as a team would write it to put its own keyboard-avoidance code under test with
// kbreplay: the strategy (KeyboardDistance), which depends on `KeyboardAvoidance` alone so that
// the app links the very same code; a runner with every command of `kbreplay` and the team's
// strategies (`swift run avoidance test Scenes`); and tests that replay the scenes (`swift
// test`), in Swift Testing and in XCTest. It depends on kbreplay by path; a team would use its
// URL. It declares the platforms kbreplay declares: SwiftPM refuses a dependency whose minimum
// is above the dependent's.
let package = Package(
  name: "CustomStrategy",
  platforms: [.macOS(.v14), .iOS(.v17)],
  // The strategy as a product of its own, which the team's app links.
  products: [.library(name: "KeyboardDistance", targets: ["KeyboardDistance"])],
  dependencies: [.package(name: "kbreplay", path: "../..")],
  targets: [
    .target(
      name: "KeyboardDistance",
      dependencies: [.product(name: "KeyboardAvoidance", package: "kbreplay")]),
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
