#if canImport(Testing)
  internal import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// Fails the running test with a message, in whichever framework runs it.
enum TestFailure {
  /// Records `message` as a failure of the running test at the given location.
  ///
  /// Inside a Swift Testing test (`Test.current` is set) this records an `Issue`; otherwise it
  /// calls `XCTFail`, which fails the running `XCTestCase` (and, as XCTest does, records nothing
  /// when no test case runs). Built where only one of the frameworks can be imported, it uses
  /// that one. Built where neither can, it has no test to fail: it stops the process with the
  /// message (`fatalError` prints it to standard error with the file and line), so that a
  /// failing scene is never passed over in silence.
  ///
  /// - Parameters:
  ///   - message: What failed: `verifyScene`'s message.
  ///   - fileID: The caller's file ID.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  static func record(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      #if canImport(XCTest)
        guard Test.current != nil else {
          XCTFail(message, file: filePath, line: line)
          return
        }
      #endif
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    #elseif canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      fatalError(message, file: filePath, line: line)
    #endif
  }
}
