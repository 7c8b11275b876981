/// Left-aligned text columns, as in help and the device list.
enum TextTable {
  /// Lays out `rows` in columns separated by `gap` spaces, each line indented by `indent`.
  ///
  /// Every column but the last is padded to its widest cell, so no line has trailing spaces
  /// unless its last cell does. Widths count characters.
  ///
  /// - Parameters:
  ///   - rows: The cells of each row; rows may have fewer cells than others.
  ///   - indent: Spaces before each line.
  ///   - gap: Spaces between columns.
  /// - Returns: One line per row, without newlines.
  static func lines(_ rows: [[String]], indent: Int = 0, gap: Int = 2) -> [String] {
    let columnCount = rows.map(\.count).max() ?? 0
    let widths = (0..<columnCount).map { column in
      rows.map { column < $0.count - 1 ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      var line = String(repeating: " ", count: indent)
      for (column, cell) in row.enumerated() {
        if column == row.count - 1 {
          line += cell
        } else {
          line += cell + String(repeating: " ", count: widths[column] - cell.count + gap)
        }
      }
      return line
    }
  }

  /// Breaks `text` at spaces into lines of at most `width` characters (a longer word keeps a
  /// line of its own).
  ///
  /// - Parameters:
  ///   - text: Words separated by single spaces.
  ///   - width: The most characters on a line.
  /// - Returns: The lines, without newlines.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return line.isEmpty ? lines : lines + [line]
  }
}
