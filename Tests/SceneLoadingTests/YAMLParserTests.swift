import CYAML
import Testing

@testable import SceneLoading

@Suite struct YAMLParserTests {
  /// A case: a document and how each of its events, after the stream's start, is freed.
  struct ReleaseCase: Sendable, CustomTestStringConvertible {
    var yaml: String
    var releases: [YAMLParser.Release]
    var testDescription: String { yaml }
  }

  /// The events of `yaml` as libyaml parses them, each classified and then freed as
  /// `YAMLParser` frees it (leak-check's valgrind run sees the same paths through the fixtures).
  private func releases(of yaml: String) -> [YAMLParser.Release] {
    var parser = yaml_parser_t()
    #expect(yaml_parser_initialize(&parser) == 1)
    defer { yaml_parser_delete(&parser) }
    var result: [YAMLParser.Release] = []
    Array(yaml.utf8).withUnsafeBufferPointer { input in
      yaml_parser_set_input_string(&parser, input.baseAddress, input.count)
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        let type = event.type
        if type != YAML_STREAM_START_EVENT { result.append(YAMLParser.release(of: event)) }
        yaml_event_delete(&event)
        if type == YAML_STREAM_END_EVENT { break }
      }
    }
    return result
  }

  @Test(arguments: [
    // Document start and end own nothing here, but go to yaml_event_delete (they may own
    // directives); the stream's end too.
    ReleaseCase(
      yaml: "a: 1\n",
      releases: [.delete, .nothing, .scalarBytes, .scalarBytes, .nothing, .delete, .delete]),
    ReleaseCase(
      yaml: "- 'quoted'\n- \"double\"\n- [x]\n",
      releases: [
        .delete, .nothing, .scalarBytes, .scalarBytes, .nothing, .scalarBytes, .nothing,
        .nothing, .delete, .delete,
      ]),
    ReleaseCase(
      yaml: "&m {k: &v 1, t: !!str 2, r: *v}\n",
      releases: [
        .delete, .delete, .scalarBytes, .delete, .scalarBytes, .delete, .scalarBytes, .delete,
        .nothing, .delete, .delete,
      ]),
    ReleaseCase(
      yaml: "%YAML 1.1\n--- !!seq\n- &s [1]\n- !!map {}\n",
      releases: [
        .delete, .delete, .delete, .scalarBytes, .nothing, .delete, .nothing, .nothing, .delete,
        .delete,
      ]),
  ])
  func eachEventIsFreedByWhatItOwns(_ testCase: ReleaseCase) {
    #expect(releases(of: testCase.yaml) == testCase.releases)
  }

  @Test func anEmptySlotFreesNothing() {
    #expect(YAMLParser.release(of: yaml_event_t()) == .nothing)
  }
}
