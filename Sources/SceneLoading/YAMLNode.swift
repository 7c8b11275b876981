import SceneModel

/// A thin YAML node tree that keeps libyaml's marks: what the scene decoder walks.
///
/// Aliases are already expanded (within the alias budget) and merge keys already applied, so the
/// decoder sees plain mappings, sequences and scalars.
struct YAMLNode {
  /// A node's content.
  enum Content {
    /// A scalar's text and what it means.
    case scalar(String, ScalarValue)
    case sequence([YAMLNode])
    case mapping([Entry])
    /// A node that could not be built (an unknown alias); already reported, so never reported
    /// again.
    case invalid
  }

  /// One key-value pair of a mapping.
  struct Entry {
    var key: YAMLNode
    var value: YAMLNode
  }

  var content: Content
  /// libyaml's start mark of the node.
  var location: SourceLocation

  /// The text of a scalar node, or nil for collections.
  var scalarText: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }
}
