// One import for a test file: `import KBReplayTesting` brings `KBReplay` (the strategy types,
// `verifyScene`, `withSceneTesting`, `RecordMode`) with it, so that a file importing only
// `XCTest` and `KBReplayTesting` can write and test a strategy. KBReplay declares no name that
// Testing or XCTest declares, so the three imports together need no qualified names.
@_exported public import KBReplay
