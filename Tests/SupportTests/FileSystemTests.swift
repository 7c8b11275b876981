import Foundation
import Support
import TestSupport
import Testing

/// What a path refers to, and a folder's listing.
@Suite struct FileSystemTests {
  @Test func aPathsKindFollowsLinksOnlyWhenAsked() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("file", "x")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link"), withDestinationPath: folder.file("file"))
    #expect(FileSystem.kind(of: folder.path, followsLinks: true) == .folder)
    #expect(FileSystem.kind(of: folder.file("file"), followsLinks: false) == .file)
    #expect(FileSystem.kind(of: folder.file("link"), followsLinks: false) == .symbolicLink)
    #expect(FileSystem.kind(of: folder.file("link"), followsLinks: true) == .file)
    #expect(FileSystem.kind(of: folder.file("missing"), followsLinks: true) == nil)
  }

  @Test func aListingNamesEveryEntryButDotAndDotDot() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("a.yaml", "")
    try folder.write(".hidden", "")
    try FileManager.default.createDirectory(
      atPath: folder.file("sub"), withIntermediateDirectories: false)
    let listing = try FileSystem.listing(ofFolder: folder.path).get()
    var found: [String: FileSystem.EntryKind?] = [:]
    for (range, kind) in listing.entries {
      found[String(decoding: listing.names[range], as: UTF8.self)] = kind
    }
    #expect(found.keys.sorted() == [".hidden", "a.yaml", "sub"])
    for (name, kind) in found {
      // The listing's kind, when the file system gives one, is the path's own.
      if let kind { #expect(kind == FileSystem.kind(of: folder.file(name), followsLinks: false)) }
    }
  }

  @Test func aMissingFolderCannotBeListed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let missing = folder.file("missing")
    guard case .failure(let error) = FileSystem.listing(ofFolder: missing) else {
      Issue.record("a missing folder was listed")
      return
    }
    #expect(error == FileSystem.ReadError(path: missing, reason: "No such file or directory"))
  }
}
