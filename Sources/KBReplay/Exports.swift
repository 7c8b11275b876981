// What a strategy or a test needs, with one `import KBReplay`: the strategy protocol and the
// values it sees (KeyboardAvoidance), the scene (SceneModel), replays and their traces, with
// the trace's text written and read (TraceFormat), and the record modes. None of these modules
// declares a name that Testing declares, so a file may import both without qualifying any name.
@_exported public import KeyboardAvoidance
@_exported public import Replay
@_exported public import SceneModel
@_exported public import TraceFormat

@_exported public import enum Golden.RecordMode
