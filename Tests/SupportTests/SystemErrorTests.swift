import Foundation
import Support
import Testing

/// The one place that turns an error number into words.
@Suite struct SystemErrorTests {
  @Test func anErrorNumberReadsAsTheSystemsText() {
    #expect(SystemError.text(ENOENT) == "No such file or directory")
    #expect(SystemError(code: EACCES).text == "Permission denied")
    #expect(
      FileError("write", "a.golden", code: EISDIR).message
        == "cannot write a.golden: Is a directory")
  }
}

extension SystemErrorTests {
  @Test func aMissingFilesErrorSaysSo() {
    #expect(
      FileError.noSuchFile("read", "x.pending").message
        == "cannot read x.pending: No such file or directory")
  }
}
