import SceneModel

/// The ids of an imported layout's views (docs/capture.md#ids): derived from XCUITest's
/// identifier, placeholder or label as ASCII, else numbered per kind, then made unique.
enum LayoutIDs {
  /// The ids of `views`, in document order (the root, `screen`, not among them).
  ///
  /// - Parameter views: Each view's kind as written and the text its id is derived from.
  /// - Returns: One id a view, each valid, none reserved, none `screen`, all distinct.
  static func ids(for views: [(kind: ViewNode.Kind, name: String?)]) -> [String] {
    var numbers: [ViewNode.Kind: Int] = [:]
    let base = views.map { view -> String in
      let derived = view.name.map(folded) ?? ""
      guard derived.isEmpty else {
        return reserved.contains(derived) ? derived + "-view" : derived
      }
      let number = (numbers[view.kind] ?? 0) + 1
      numbers[view.kind] = number
      return "\(prefix(view.kind))-\(number)"
    }
    var taken = Set(base)
    taken.insert(FocusID.root)
    var used: Set<String> = []
    return base.map { id in
      guard used.contains(id) else {
        used.insert(id)
        return id
      }
      var suffix = 2
      while taken.contains("\(id)-\(suffix)") { suffix += 1 }
      let unique = "\(id)-\(suffix)"
      taken.insert(unique)
      used.insert(unique)
      return unique
    }
  }

  /// Words that cannot be a view's id: the scene's reserved ids and the root's.
  static let reserved: Set<String> = ["none", "keyboard", FocusID.root]

  /// `name` as an id: ASCII letters and digits kept (accented Latin letters folded to theirs,
  /// combining marks dropped), every run of anything else one `-`, no `-` at either end, `_`
  /// before a leading digit; empty when nothing is left.
  static func folded(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      if (0x300...0x36F).contains(scalar.value) { continue }
      let letters: Substring
      if scalar.isASCII && (DumpLines.isLetter(UInt8(scalar.value)) || isDigit(scalar)) {
        letters = Substring(String(scalar))
      } else if let ascii = latin[scalar] {
        letters = ascii
      } else {
        pendingDash = true
        continue
      }
      if pendingDash && !result.isEmpty { result += "-" }
      pendingDash = false
      result += letters
    }
    if let first = result.unicodeScalars.first, isDigit(first) { result = "_" + result }
    return result
  }

  /// The id prefix of a kind's numbered views.
  static func prefix(_ kind: ViewNode.Kind) -> String {
    switch kind {
    case .textField: "text-field"
    case .textEditor: "text-editor"
    case .button: "button"
    case .scrollView: "scroll-view"
    case .view: "view"
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  /// Latin letters with diacritics (Latin-1 and Latin Extended-A), and the ligatures, as ASCII.
  private static let latin: [Unicode.Scalar: Substring] = {
    let groups: [(String, Substring)] = [
      ("ÀÁÂÃÄÅĀĂĄ", "A"), ("àáâãäåāăą", "a"), ("ÇĆĈĊČ", "C"), ("çćĉċč", "c"), ("ĎĐÐ", "D"),
      ("ďđð", "d"), ("ÈÉÊËĒĔĖĘĚ", "E"), ("èéêëēĕėęě", "e"), ("ĜĞĠĢ", "G"), ("ĝğġģ", "g"),
      ("ĤĦ", "H"), ("ĥħ", "h"), ("ÌÍÎÏĨĪĬĮİ", "I"), ("ìíîïĩīĭįı", "i"), ("Ĵ", "J"), ("ĵ", "j"),
      ("Ķ", "K"), ("ķ", "k"), ("ĹĻĽĿŁ", "L"), ("ĺļľŀł", "l"), ("ÑŃŅŇ", "N"), ("ñńņň", "n"),
      ("ÒÓÔÕÖØŌŎŐ", "O"), ("òóôõöøōŏő", "o"), ("ŔŖŘ", "R"), ("ŕŗř", "r"), ("ŚŜŞŠ", "S"),
      ("śŝşš", "s"), ("ŢŤŦ", "T"), ("ţťŧ", "t"), ("ÙÚÛÜŨŪŬŮŰŲ", "U"), ("ùúûüũūŭůűų", "u"),
      ("Ŵ", "W"), ("ŵ", "w"), ("ÝŶŸ", "Y"), ("ýÿŷ", "y"), ("ŹŻŽ", "Z"), ("źżž", "z"),
      ("Æ", "AE"), ("æ", "ae"), ("Œ", "OE"), ("œ", "oe"), ("ß", "ss"), ("Þ", "Th"), ("þ", "th"),
    ]
    var table: [Unicode.Scalar: Substring] = [:]
    for (letters, ascii) in groups {
      for scalar in letters.unicodeScalars { table[scalar] = ascii }
    }
    return table
  }()
}
