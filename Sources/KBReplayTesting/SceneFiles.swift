import KBReplay

/// The scene files under `folder`, as `kbreplay test` finds them, sorted bytewise, as paths
/// relative to the package root: one test per scene with `@Test(arguments:)`.
///
/// ```swift
/// @Test(arguments: sceneFiles(under: "Scenes"))
/// func everyScene(_ path: String) { assertScene(path, strategies: [LiftAboveKeyboard()]) }
/// ```
///
/// A folder is searched recursively for `*.yaml` and `*.yml` files, skipping names that start
/// with a dot; links to folders are not followed.
///
/// - Parameters:
///   - folder: A folder (or a scene file) relative to the package root, the first folder above
///     `filePath`, walking up, that holds a `Package.swift`, an `*.xcodeproj` or an
///     `*.xcworkspace`; or an absolute path.
///   - filePath: The calling file, whose package root relative paths are resolved against.
/// - Returns: The paths, relative to the package root (absolute when `folder` is). A folder
///   that cannot be found or read gives its message as the one element, so that the test it
///   feeds fails with it rather than vanishing.
public func sceneFiles(under folder: String, filePath: StaticString = #filePath) -> [String] {
  switch SceneFileList.files(under: folder, sourceFile: "\(filePath)") {
  case .success(let files): files
  case .failure(let problem): [problem.message]
  }
}
