/// The text `kbreplay test` prints for one scene: a line with its status and path, then each
/// detail indented by two spaces.
package enum SceneTestText {
  /// The scene's lines, each ended by a line feed, as UTF-8.
  ///
  /// - Parameters:
  ///   - status: The scene's result.
  ///   - path: The scene file's path as printed.
  ///   - details: The lines under the result line, without indentation.
  /// - Returns: The bytes `test` writes to standard output for the scene.
  package static func utf8(status: SceneStatus, path: String, details: [String]) -> [UInt8] {
    // Made as bytes in one array: joining strings made a new one for each piece.
    let label = status.rawValue.utf8
    var text: [UInt8] = []
    text.reserveCapacity(9 + path.utf8.count + details.reduce(0) { $0 + 3 + $1.utf8.count })
    text += label
    text += repeatElement(UInt8(ascii: " "), count: 8 - label.count)
    text += path.utf8
    text.append(UInt8(ascii: "\n"))
    for line in details {
      text += "  ".utf8
      text += line.utf8
      text.append(UInt8(ascii: "\n"))
    }
    return text
  }
}
