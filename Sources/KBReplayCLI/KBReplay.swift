/// The command-line tool's entry point.
public enum KBReplay {
  /// Runs the tool with the given arguments (without the program name) and returns the exit status.
  public static func main(arguments: [String]) -> Int32 { 0 }
}
