extension SceneLoadFailure {
  /// The diagnostics as a user reads them: `path:line:col: error: message`, the source line and
  /// a caret under the point, for each problem; then a line counting omitted problems, if any.
  public func rendered() -> String {
    fatalError("TODO")
  }
}
