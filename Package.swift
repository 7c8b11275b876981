// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "kbreplay",
  // A package that depends on this one declares at least these platforms.
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "kbreplay", targets: ["KBReplayTool"]),
    // The strategies alone, for the app itself: standard library and libc maths only.
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "KBReplay", targets: ["KBReplay"]),
    .library(name: "KBReplayTesting", targets: ["KBReplayTesting"]),
    .library(name: "KBReplayCLI", targets: ["KBReplayCLI"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "KeyboardAvoidance"),
    .target(name: "Support"),
    // The one fixed-point formatter (and reader) of decimals, used by every writer.
    .target(name: "DecimalText"),
    .target(name: "SceneModel", dependencies: ["KeyboardAvoidance"]),
    .target(
      name: "SceneLoading", dependencies: ["SceneModel", "Support", "CYAML", "DecimalText"]),
    // A `Scene` as canonical scene text that loads back to the same scene; `import` writes
    // through it.
    .target(
      name: "SceneWriting", dependencies: ["KeyboardAvoidance", "SceneModel", "DecimalText"]),
    .target(name: "Replay", dependencies: ["KeyboardAvoidance", "SceneModel", "DecimalText"]),
    // `kbreplay import`: a capture log's bytes in, a scene's text or positioned errors out.
    .target(
      name: "CaptureImport",
      dependencies: [
        "KeyboardAvoidance", "SceneModel", "SceneLoading", "SceneWriting", "DecimalText",
      ]),
    // `kbreplay explore`: a scene's variations and the verdict of each run; no I/O.
    .target(
      name: "Explore",
      dependencies: ["KeyboardAvoidance", "SceneModel", "Replay", "DecimalText"]),
    .target(
      name: "TraceFormat", dependencies: ["KeyboardAvoidance", "Replay", "Support", "DecimalText"]),
    .target(name: "Golden", dependencies: ["KeyboardAvoidance", "TraceFormat", "Support"]),
    // One scene's test, as `kbreplay test` and `verifyScene` both run it: replay, expectations,
    // the golden checked or recorded, the message; and which goldens a path names or a suite
    // leaves without a scene.
    .target(
      name: "SceneCheck",
      dependencies: [
        "KeyboardAvoidance", "SceneModel", "SceneLoading", "Replay", "TraceFormat", "Golden",
      ]),
    .target(
      name: "Report",
      dependencies: [
        "KeyboardAvoidance", "SceneModel", "Replay", "TraceFormat", "Golden", "DecimalText",
      ]),
    .target(
      name: "KBReplay",
      dependencies: [
        "KeyboardAvoidance", "SceneModel", "SceneLoading", "Replay", "TraceFormat", "Golden",
        "SceneCheck", "Support", "DecimalText", "CaptureImport",
      ]),
    .target(name: "KBReplayTesting", dependencies: ["KBReplay"]),
    .target(
      name: "KBReplayCLI",
      dependencies: [
        "KBReplay", "SceneLoading", "Replay", "TraceFormat", "Golden", "SceneCheck", "Report",
        "Support", "CaptureImport", "SceneWriting", "DecimalText", "Explore",
      ]),
    // The product `kbreplay`. The target has another name: a Mac's disk folds letter case, so
    // `Sources/kbreplay` and `Sources/KBReplay` would be one folder there.
    .executableTarget(
      name: "KBReplayTool", dependencies: ["KBReplayCLI"],
      // On Linux the release tool carries the Swift runtime inside it: it starts without loading
      // and relocating the runtime's shared libraries, which a suite run on all cores feels
      // (`Scripts/bench/bench.sh` guards it), and it runs on machines without a Swift toolchain.
      // (Apple platforms ship the runtime with the system and do not link it statically.)
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]),
    // Helpers shared by the test targets (scene builders, traces written by the real writer,
    // queries on a trace, a scratch folder); used by test targets only.
    .target(
      name: "TestSupport",
      dependencies: ["KeyboardAvoidance", "SceneModel", "SceneLoading", "Replay", "TraceFormat"],
      path: "Tests/TestSupport"),
    .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"]),
    .testTarget(name: "DecimalTextTests", dependencies: ["DecimalText"]),
    .testTarget(
      name: "SceneLoadingTests", dependencies: ["SceneLoading", "CYAML"], exclude: ["Fixtures"]),
    .testTarget(name: "SupportTests", dependencies: ["Support", "TestSupport"]),
    .testTarget(
      name: "SceneWritingTests",
      dependencies: [
        "SceneWriting", "SceneModel", "SceneLoading", "Replay", "TraceFormat", "KeyboardAvoidance",
        "TestSupport",
      ]),
    .testTarget(name: "ReplayTests", dependencies: ["Replay", "TestSupport"]),
    .testTarget(
      name: "TraceFormatTests",
      dependencies: [
        "TraceFormat", "Replay", "SceneLoading", "Support", "TestSupport", "DecimalText",
      ]),
    .testTarget(
      name: "GoldenTests",
      dependencies: ["Golden", "TraceFormat", "SceneLoading", "Replay", "TestSupport"]),
    .testTarget(
      name: "ReportTests",
      dependencies: ["Report", "Replay", "TraceFormat", "SceneLoading", "Golden"]),
    .testTarget(
      name: "KBReplayCLITests",
      dependencies: [
        "KBReplayCLI", "KBReplay", "Golden", "Report", "SceneLoading", "SceneWriting",
        "TraceFormat", "Support", "DecimalText",
      ]),
    .testTarget(name: "KBReplayTests", dependencies: ["KBReplay", "KBReplayTesting"]),
    // How verifyScene decides its record mode, tolerance and package root, with the environment
    // and the calling file given at run time through package-level API (KBReplayTests keeps to
    // the public API, as a user would).
    .testTarget(
      name: "KBReplaySettingsTests", dependencies: ["KBReplay", "KBReplayTesting", "TestSupport"]),
    .testTarget(
      name: "ExploreTests",
      dependencies: [
        "Explore", "KeyboardAvoidance", "SceneModel", "SceneLoading", "SceneWriting", "Replay",
        "TestSupport",
      ]),
    .testTarget(
      name: "CaptureImportTests",
      dependencies: [
        "CaptureImport", "KeyboardAvoidance", "SceneModel", "SceneLoading", "Replay", "TestSupport",
      ],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
