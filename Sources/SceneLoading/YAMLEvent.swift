internal import CYAML

/// One libyaml event and the memory libyaml allocated for it (a scalar's bytes, anchors, tags),
/// freed with `yaml_event_delete` when the event goes away.
///
/// Noncopyable, so that each event is deleted exactly once: there is no copy to delete twice and
/// no path that forgets the one there is. Pointers read from ``raw`` are valid only while the
/// event is.
struct YAMLEvent: ~Copyable {
  /// libyaml's event.
  private(set) var raw = yaml_event_t()

  /// The next event of `parser`, or nil when libyaml finds the input malformed (its error is
  /// then in the parser).
  init?(parsing parser: UnsafeMutablePointer<yaml_parser_t>) {
    // On failure libyaml leaves the event empty; deleting an empty event frees nothing.
    guard yaml_parser_parse(parser, &raw) == 1 else { return nil }
  }

  deinit {
    var event = raw
    yaml_event_delete(&event)
  }

  /// What kind of event this is.
  var type: yaml_event_type_t { raw.type }
}
