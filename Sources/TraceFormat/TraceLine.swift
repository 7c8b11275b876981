/// One line of a trace cut into words at spaces, each word with its column.
struct TraceLine {
  /// A run of characters other than spaces.
  struct Word {
    /// The characters.
    var text: Substring
    /// The 1-based column of the first character, in Unicode scalars.
    var column: Int
  }

  /// The 1-based line number.
  let number: Int
  /// The line, without its line end.
  let text: String
  /// The words, in order.
  let words: [Word]
  /// How many spaces the line starts with.
  let indentation: Int

  /// Cuts `text` into words.
  init(number: Int, text: String) {
    self.number = number
    self.text = text
    var words: [Word] = []
    var column = 1
    var start: String.Index?
    var startColumn = 1
    var index = text.startIndex
    for scalar in text.unicodeScalars {
      if scalar == " " {
        if let wordStart = start {
          words.append(Word(text: text[wordStart..<index], column: startColumn))
          start = nil
        }
      } else if start == nil {
        start = index
        startColumn = column
      }
      index = text.unicodeScalars.index(after: index)
      column += 1
    }
    if let wordStart = start {
      words.append(Word(text: text[wordStart...], column: startColumn))
    }
    self.words = words
    indentation = text.unicodeScalars.prefix { $0 == " " }.count
  }

  /// An error at `column` of this line.
  func error(_ message: String, column: Int = 1) -> TraceParseError {
    TraceParseError(line: number, column: column, message: message)
  }

  /// An error at `word`, or just past the line's end when the word is missing.
  func error(_ message: String, at word: Int) -> TraceParseError {
    error(message, column: words.indices.contains(word) ? words[word].column : endColumn)
  }

  /// The column just past the last character.
  var endColumn: Int { text.unicodeScalars.count + 1 }

  /// The word at `index`, checked to be exactly `literal`.
  func expect(_ literal: String, at index: Int, after context: String) throws(TraceParseError) {
    guard words.indices.contains(index), words[index].text == literal else {
      throw error("expected '\(literal)' after \(context)", at: index)
    }
  }

  /// The word at `index` read as a number.
  func number(at index: Int, naming what: String) throws(TraceParseError) -> TraceNumber {
    guard words.indices.contains(index) else { throw error("missing \(what)", at: index) }
    return try Self.number(words[index].text, naming: what, line: self, column: words[index].column)
  }

  /// `text` read as a number, for parts of a word such as `196.50` in `196.50,662.00`.
  static func number(
    _ text: Substring, naming what: String, line: TraceLine, column: Int
  ) throws(TraceParseError) -> TraceNumber {
    guard let number = TraceNumber(text) else {
      throw line.error(
        "\(what) must be a decimal number such as 12.50; found '\(text)'", column: column)
    }
    return number
  }

  /// The word at `index` checked to be an id (`[A-Za-z_][A-Za-z0-9_.-]*`).
  func identifier(at index: Int, naming what: String) throws(TraceParseError) -> String {
    guard words.indices.contains(index) else { throw error("missing \(what)", at: index) }
    let word = words[index]
    guard Self.isIdentifier(word.text) else {
      throw error("\(what) must be an id such as 'password'; found '\(word.text)'", at: index)
    }
    return String(word.text)
  }

  /// Whether `text` has the form of a view id.
  static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.isASCIILetter else {
      return false
    }
    return text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCIILetter || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar)
    }
  }

  /// Checks that nothing follows word `count - 1`.
  func expectEnd(after count: Int, of what: String) throws(TraceParseError) {
    guard words.count > count else { return }
    throw error("unexpected '\(words[count].text)' after \(what)", at: count)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is `A`-`Z` or `a`-`z`.
  fileprivate var isASCIILetter: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self)
  }
}
