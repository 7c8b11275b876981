/// Why a capture log could not be imported: its errors, in log order.
package struct ImportFailure: Error, Sendable, Equatable {
  /// The log's path, as the user named it.
  package var path: String
  /// The errors, at most ``CaptureLimits/maximumDiagnostics``.
  package var diagnostics: [ImportDiagnostic]
  /// How many further errors were found but not kept.
  package var omittedCount: Int

  /// Creates a failure.
  package init(path: String, diagnostics: [ImportDiagnostic], omittedCount: Int = 0) {
    self.path = path
    self.diagnostics = diagnostics
    self.omittedCount = omittedCount
  }

  /// Every error as ``ImportDiagnostic/rendered(path:)`` shows it, then a line counting those
  /// left out, if any. Ends with a newline.
  package func rendered() -> String {
    var text = diagnostics.map { $0.rendered(path: path) }.joined()
    if omittedCount > 0 {
      text +=
        "\(path): \(omittedCount) more error\(omittedCount == 1 ? "" : "s") not shown "
        + "(at most \(CaptureLimits.maximumDiagnostics) are reported per log)\n"
    }
    return text
  }
}
