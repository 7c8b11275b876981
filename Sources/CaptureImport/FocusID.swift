/// The ids a focus line may name: those the scene format accepts for a view, other than its
/// reserved words and the imported scene's root, `screen`.
enum FocusID {
  /// The id of the imported scene's root view.
  static let root = "screen"

  /// Why `id` cannot be a text field's id in the imported scene; nil when it can.
  static func problem(with id: String) -> String? {
    guard let first = id.utf8.first, isLetter(first) || first == UInt8(ascii: "_"),
      id.utf8.dropFirst().allSatisfy({
        isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
          || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
      })
    else {
      return
        "'\(id)' is not a valid id: start with a letter or _, then letters, digits, _, . or -"
    }
    if id == "none" || id == "keyboard" { return "'\(id)' is reserved and cannot be a view id" }
    if id == root {
      return "'\(root)' is the imported scene's root view and cannot be a text field's id"
    }
    return nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}
