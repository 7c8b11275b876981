internal import CYAML
import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Receives libyaml's events as the parser reads them.
protocol YAMLEventHandler {
  /// A document starts; returns false to stop reading.
  mutating func documentStart(at location: SourcePosition) -> Bool
  /// A scalar, whose bytes the parser has just appended to the buffer it copies scalars to:
  /// `bytes`, its last ones; returns false to stop reading. The handler may remove them again
  /// (a known key needs no copy).
  ///
  /// `isPlain` says whether its value is read from its bytes with
  /// ``ScalarValue/resolve(plain:)``: true for plain scalars and for those tagged as an integer,
  /// a float, a boolean or null; any other scalar is a string. The handler resolves it, so that
  /// a scalar whose value it does not need costs nothing.
  mutating func scalar(
    _ bytes: Range<Int>, isPlain: Bool, anchor: String?, at location: SourcePosition
  ) -> Bool
  /// A sequence or mapping starts; returns false to stop reading.
  mutating func collectionStart(isMapping: Bool, anchor: String?, at location: SourcePosition)
    -> Bool
  /// The innermost collection ends.
  mutating func collectionEnd()
  /// An alias; returns false to stop reading.
  mutating func alias(_ name: String, at location: SourcePosition) -> Bool
  /// A tag kbreplay does not understand; the node that carries it follows, read as untagged.
  mutating func unsupportedTag(_ tag: String, at location: SourcePosition)
}

/// libyaml's verdict on malformed input.
struct YAMLSyntaxError: Error {
  /// Where libyaml put its problem mark (or the offending byte, for encoding errors).
  var location: SourcePosition
  /// The problem and its context in libyaml's words.
  var message: String
}

/// Owns a libyaml parser over a byte buffer, and the one event it has handed out, and feeds the
/// events to a handler one at a time.
///
/// Ownership: the `yaml_parser_t` and the `yaml_event_t` live on the heap for the instance's
/// lifetime and are freed in `deinit`. The event slot holds at most one event: ``nextEvent()``
/// releases the event in it (``releaseEvent()``) before libyaml parses the next one into it, and
/// `deinit` releases the last, so every event libyaml allocates is freed exactly once. Releasing
/// a slot that holds no event (libyaml zeroes it before each parse, and a release leaves it
/// without one) frees nothing.
///
/// The parser reads the caller's bytes in place, so an instance lives only for the length of
/// ``parsing(_:_:)``.
final class YAMLParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let event: UnsafeMutablePointer<yaml_event_t>
  private let input: UnsafeBufferPointer<UInt8>

  /// Calls `body` with a parser reading `input` where it lies; the parser must not outlive the
  /// call.
  static func parsing<Result>(_ input: ArraySlice<UInt8>, _ body: (YAMLParser) -> Result)
    -> Result
  {
    input.withUnsafeBufferPointer { body(YAMLParser(input: $0)) }
  }

  private init(input: UnsafeBufferPointer<UInt8>) {
    self.input = input
    parser = .allocate(capacity: 1)
    precondition(yaml_parser_initialize(parser) == 1, "libyaml could not allocate a parser")
    yaml_parser_set_input_string(parser, input.baseAddress, input.count)
    event = .allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
  }

  deinit {
    releaseEvent()
    event.deallocate()
    yaml_parser_delete(parser)
    parser.deallocate()
  }

  /// Releases the current event and parses the next one into its place.
  ///
  /// - Returns: false when libyaml finds the input malformed (its error is then in the parser).
  private func nextEvent() -> Bool {
    releaseEvent()
    return yaml_parser_parse(parser, event) == 1
  }

  /// What freeing an event takes: nothing, its scalar's bytes alone, or `yaml_event_delete`.
  enum Release: Equatable {
    /// The event owns no memory: every end, a collection's start without anchor or tag.
    case nothing
    /// The event owns only its scalar's bytes: a scalar without anchor or tag.
    case scalarBytes
    /// Anything else (anchors, tags, aliases, documents' directives): `yaml_event_delete`.
    case delete
  }

  /// How `event` is freed; see ``releaseEvent()``.
  static func release(of event: yaml_event_t) -> Release {
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      return scalar.anchor == nil && scalar.tag == nil ? .scalarBytes : .delete
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      return start.anchor == nil && start.tag == nil ? .nothing : .delete
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      return start.anchor == nil && start.tag == nil ? .nothing : .delete
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT, YAML_NO_EVENT:
      return .nothing
    default:
      return .delete
    }
  }

  /// Frees what the event in the slot owns and leaves the slot without an event.
  ///
  /// A fast path for the loader, guarded by `Scripts/bench/bench.sh` (b/a, c/a'): nearly every
  /// event of a scene owns nothing or only a scalar's bytes, and `yaml_event_delete` would test
  /// each string an event may own in a call of its own and then clear the whole slot, which
  /// `yaml_parser_parse` clears anyway. Invariant: libyaml allocates every string it hands out
  /// with `malloc` (its `yaml_malloc`), and frees them with `free` (its `yaml_free`), so a
  /// scalar's bytes freed with `free` are freed as `yaml_event_delete` frees them; every event
  /// that owns more goes to `yaml_event_delete`. `YAMLParserTests` check ``release(of:)`` on
  /// every kind of event; `Scripts/hardening/leak-check.sh` runs the fixtures, which have
  /// anchors, tags, aliases and directives, under valgrind.
  private func releaseEvent() {
    switch Self.release(of: event.pointee) {
    case .nothing:
      break
    case .scalarBytes:
      free(event.pointee.data.scalar.value)
      event.pointee.type = YAML_NO_EVENT
    case .delete:
      yaml_event_delete(event)
    }
  }

  /// Feeds every event to `handler` until the stream ends or the handler stops.
  ///
  /// - Parameters:
  ///   - handler: What receives the events.
  ///   - scalarBytes: Where each scalar's bytes are copied before the handler is told of it.
  /// - Returns: Whether the whole stream was read.
  /// - Throws: ``YAMLSyntaxError`` when libyaml finds the input malformed.
  func parse(
    into handler: inout some YAMLEventHandler, copyingScalarsTo scalarBytes: FlatBuffer<UInt8>
  ) throws(YAMLSyntaxError) -> Bool {
    while true {
      guard nextEvent() else { throw syntaxError() }
      if event.pointee.type == YAML_STREAM_END_EVENT { return true }
      guard dispatch(to: &handler, copyingScalarsTo: scalarBytes) else { return false }
    }
  }

  /// Hands the current event to `handler`, a scalar once its bytes are copied to `store`.
  @inline(__always)  // Into the event loop, which runs it for every event.
  private func dispatch(
    to handler: inout some YAMLEventHandler, copyingScalarsTo store: FlatBuffer<UInt8>
  ) -> Bool {
    let location = SourcePosition(mark: event.pointee.start_mark)
    switch event.pointee.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.pointee.data.scalar
      // Copied out of libyaml's event at once: nothing past this type reads libyaml's memory.
      let start = store.count
      store.append(bytes: UnsafeBufferPointer(start: scalar.value, count: scalar.length))
      let bytes = start..<store.count
      var isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
      if let tag = string(scalar.tag) {
        switch tag {
        case "tag:yaml.org,2002:str": isPlain = false
        case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
          "tag:yaml.org,2002:null":
          isPlain = true
        default: handler.unsupportedTag(tag, at: location)
        }
      }
      // Most scalars have no anchor: a literal nil spares releasing an optional string.
      guard let anchor = scalar.anchor else {
        return handler.scalar(bytes, isPlain: isPlain, anchor: nil, at: location)
      }
      return handler.scalar(
        bytes, isPlain: isPlain, anchor: String(cString: anchor), at: location)
    case YAML_SEQUENCE_START_EVENT:
      let start = event.pointee.data.sequence_start
      return collectionStart(
        isMapping: false, anchor: start.anchor, tag: start.tag, at: location, handler: &handler)
    case YAML_MAPPING_START_EVENT:
      let start = event.pointee.data.mapping_start
      return collectionStart(
        isMapping: true, anchor: start.anchor, tag: start.tag, at: location, handler: &handler)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      handler.collectionEnd()
      return true
    case YAML_ALIAS_EVENT:
      return handler.alias(string(event.pointee.data.alias.anchor) ?? "", at: location)
    case YAML_DOCUMENT_START_EVENT:
      return handler.documentStart(at: location)
    default:
      return true  // Stream start and document end carry nothing kbreplay needs.
    }
  }

  /// Hands a collection's start to `handler`, after checking its tag.
  private func collectionStart(
    isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?,
    tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourcePosition,
    handler: inout some YAMLEventHandler
  ) -> Bool {
    if tag != nil {
      let expected = isMapping ? "tag:yaml.org,2002:map" : "tag:yaml.org,2002:seq"
      checkTag(tag, expected: expected, at: location, handler: &handler)
    }
    // Most collections have no anchor: a literal nil spares releasing an optional string.
    guard let anchor else {
      return handler.collectionStart(isMapping: isMapping, anchor: nil, at: location)
    }
    return handler.collectionStart(
      isMapping: isMapping, anchor: String(cString: anchor), at: location)
  }

  private func checkTag(
    _ tag: UnsafeMutablePointer<yaml_char_t>?, expected: String, at location: SourcePosition,
    handler: inout some YAMLEventHandler
  ) {
    if let tag = string(tag), tag != expected { handler.unsupportedTag(tag, at: location) }
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private func syntaxError() -> YAMLSyntaxError {
    let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
    if parser.pointee.error == YAML_READER_ERROR {
      return readerError(problem: problem)
    }
    var message = problem
    if let context = parser.pointee.context.map({ String(cString: $0) }) {
      let mark = SourcePosition(mark: parser.pointee.context_mark)
      message += " (\(context) at line \(mark.line), column \(mark.column))"
    }
    let location = SourcePosition(mark: parser.pointee.problem_mark)
    let line = SourceText(bytes: Array(input)).line(location.line) ?? ""
    if line.unicodeScalars.dropFirst(location.column - 1).first == "\t" {
      message += "; YAML indents with spaces, not tabs"
    }
    return YAMLSyntaxError(location: location, message: message)
  }

  /// Encoding problems carry a byte offset instead of a mark. For UTF-8 problems libyaml points
  /// at whichever byte of a sequence it found wrong; point at the sequence's first byte instead.
  private func readerError(problem: String) -> YAMLSyntaxError {
    var offset = min(parser.pointee.problem_offset, input.count)
    if problem.contains("UTF-8") { offset = Self.firstInvalidUTF8(in: input) ?? offset }
    let location = SourceText(bytes: Array(input)).location(ofByte: offset)
    let byte = offset < input.count ? " (byte 0x\(hex(input[offset])))" : ""
    let message: String
    if problem.contains("UTF-8") {
      message = "the file is not valid UTF-8: \(problem)\(byte)"
    } else if offset < input.count && input[offset] == 0 {
      message = "the file contains a NUL byte; scene files are text"
    } else {
      message = problem + byte
    }
    return YAMLSyntaxError(location: location, message: message)
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence.
  private static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }

  private func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
  }
}

extension SourcePosition {
  /// Converts libyaml's 0-based mark (columns in characters) to a 1-based location.
  ///
  /// For every event: a mark is within the input, which is at most
  /// ``SceneLimits/maximumFileSize`` bytes, so the arithmetic is not checked.
  init(mark: yaml_mark_t) {
    self.init(
      line: Int(truncatingIfNeeded: mark.line) &+ 1,
      column: Int(truncatingIfNeeded: mark.column) &+ 1)
  }
}
