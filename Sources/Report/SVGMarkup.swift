/// The few SVG elements the report writes, with their text escaped.
enum SVGMarkup {
  /// A `text` element.
  ///
  /// - Parameters:
  ///   - content: The text, escaped here.
  ///   - x: The anchor's x, in pixels.
  ///   - y: The baseline, in pixels.
  ///   - className: The CSS class.
  ///   - anchor: `middle` or `end`; nil for the start.
  /// - Returns: The markup.
  static func text(
    _ content: String, x: Double, y: Double, className: String, anchor: String? = nil
  ) -> String {
    var markup = "<text class=\"\(className)\" x=\"\(SVGNumber.text(x))\" "
    markup += "y=\"\(SVGNumber.text(y))\""
    if let anchor { markup += " text-anchor=\"\(anchor)\"" }
    return markup + ">\(XMLText.escapedContent(content))</text>"
  }

  /// A `path` element; nothing when `data` is empty.
  ///
  /// - Parameters:
  ///   - className: The CSS class (or classes).
  ///   - data: The `d` attribute, which holds only numbers and path letters.
  /// - Returns: The markup.
  static func path(_ className: String, _ data: String) -> String {
    data.isEmpty ? "" : "<path class=\"\(className)\" d=\"\(data)\"/>"
  }

  /// A `path` element with presentation attributes; nothing when `data` is empty.
  ///
  /// - Parameters:
  ///   - className: The CSS class (or classes).
  ///   - data: The `d` attribute, which holds only numbers and path letters.
  ///   - attributes: Presentation attributes, written as they are (`stroke="#7c3aed"`).
  /// - Returns: The markup.
  static func path(_ className: String, _ data: String, attributes: String) -> String {
    data.isEmpty ? "" : "<path class=\"\(className)\" \(attributes) d=\"\(data)\"/>"
  }
}
