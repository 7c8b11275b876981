// swift-tools-version:6.2
import PackageDescription

// libFuzzer targets, kept in a package of their own so that the main package never needs the
// fuzzer flags. Build and run them with Scripts/hardening/fuzz.sh, which passes
// `-sanitize=fuzzer,address`: each target exports `LLVMFuzzerTestOneInput`, and its `@main`
// type starts libFuzzer's driver.
let package = Package(
  name: "KBReplayFuzz",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "kbreplay", path: "..")],
  targets: [
    .systemLibrary(name: "CLibFuzzer"),
    // What the targets share: how one input holds two.
    .target(name: "FuzzInput"),
    .executableTarget(
      name: "FuzzSceneLoader",
      dependencies: ["CLibFuzzer", .product(name: "KBReplay", package: "kbreplay")]),
    .executableTarget(
      name: "FuzzCaptureImporter",
      dependencies: [
        "CLibFuzzer", "FuzzInput", .product(name: "KBReplay", package: "kbreplay"),
      ]),
    .executableTarget(
      name: "FuzzTraceDiffer",
      dependencies: [
        "CLibFuzzer", "FuzzInput",
        .product(name: "KBReplay", package: "kbreplay"),
        .product(name: "KBReplayCLI", package: "kbreplay"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
