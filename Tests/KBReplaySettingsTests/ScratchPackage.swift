import TestSupport

/// A scratch folder in which these tests lay out a package or an Xcode project (TestSupport's
/// `ScratchFolder`). Its paths are made at run time, so the tests of this target call the
/// package-level `SceneVerification` and `PackageRoot`, which take the calling file as a
/// `String` (the public API takes a `StaticString`).
typealias ScratchPackage = ScratchFolder

extension ScratchFolder {
  /// The password field below the keyboard, replayed with the built-in `classic`; its
  /// expectation holds, so it passes wherever its golden agrees or is recorded.
  static let scene = """
    scene: Password field below the keyboard
    strategy: classic
    layout:
      view: screen
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom}
      children:
        - textField: password
          frame: [16, 640, 361, 44]
    events:
      - {at: 0.1, tap: password}
    expect:
      - {at: 0.5, focus: password}

    """
}
