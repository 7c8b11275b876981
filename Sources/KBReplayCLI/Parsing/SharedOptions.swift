import Golden

/// The value options more than one command takes, each declared once.
enum SharedOptions {
  /// `--jobs N`, for the commands that work through many scenes at once.
  static let jobs = ValueOption<Int>.form(
    "--jobs", valueName: "n", help: ["Scenes handled at once (default: the core count)."],
    expected: "a whole number from 1 to 1024"
  ) { Int($0).flatMap { (1...1024).contains($0) ? $0 : nil } }

  /// `--tolerance POINTS`, how far lengths may differ from the expected trace; help as `test`
  /// words it.
  static let tolerance = ValueOption<Tolerance>.form(
    "--tolerance", valueName: "points", help: ["How far lengths may differ from goldens (0.01)."],
    expected: "a non-negative decimal number of points such as 0.01", parse: Tolerance.init)
}
