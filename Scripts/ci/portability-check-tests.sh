#!/usr/bin/env bash
# Tests Scripts/ci/portability-check.sh on small packages planted in temporary folders: a
# compliant one must pass (the project's own `Span` type and `span(of:)` function, names in
# comments and strings, a Darwin branch beside each Glibc import), and each planted violation
# must fail the check with its `path:line: rule:` line. The trees are git repositories, so
# that paths are listed by git as in the real repository; a case collision can be planted
# here because Linux's file systems are case-sensitive. Needs git, python3 and swift (the
# check runs `swift package dump-package` on each tree's tiny manifest).
set -euo pipefail

check="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/portability-check.sh"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/portability-check-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
passed=0
failed=0

# new_tree: makes a compliant package in a fresh folder under $scratch, a git repository with
# every file added, and prints the folder's path.
new_tree() {
  local tree
  tree=$(mktemp -d "$scratch/tree.XXXXXX")
  mkdir -p "$tree/Sources/KeyboardAvoidance" "$tree/Sources/Core" "$tree/Sources/Report" \
    "$tree/Tests/CoreTests" "$tree/Examples/Demo/Sources/Demo"

  cat >"$tree/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "Planted",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [.library(name: "Core", targets: ["Core"])],
  targets: [
    .target(name: "KeyboardAvoidance"),
    .target(name: "Core", dependencies: ["KeyboardAvoidance"]),
    .target(name: "Report", dependencies: ["Core"]),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ]
)
SWIFT

  cat >"$tree/Sources/KeyboardAvoidance/Geometry.swift" <<'SWIFT'
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Insets of a rectangle; not `EdgeInsets`, which SwiftUI declares.
public struct Insets: Sendable {
  public var top: Double
}

/// A rectangle: `Rect` is also a classic Mac type, but this one shadows it.
public struct Rect: Sendable {
  public var height: Double
  public func root() -> Double { sqrt(height) }
}
SWIFT

  cat >"$tree/Sources/Core/Bytes.swift" <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes travel as arrays, never as a `Span<UInt8>` or behind a `Mutex` (a comment is not code).
public enum CoreError: Error { case empty }

/// Typed throws on a plain function is fine.
public func firstByte(of bytes: [UInt8]) throws(CoreError) -> UInt8 {
  guard let first = bytes.first else { throw CoreError.empty }
  return first
}

public func describe() -> String { "Span<UInt8>, Int128, environ and x.span in a string are text" }

public func modificationSeconds(of status: stat) -> Int {
  #if canImport(Darwin)
    return Int(status.st_mtimespec.tv_sec)
  #else
    return Int(status.st_mtim.tv_sec)
  #endif
}
SWIFT

  cat >"$tree/Sources/Core/Environment.swift" <<'SWIFT'
#if canImport(Darwin)
  import Darwin
  private var entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { _NSGetEnviron().pointee! }
#elseif canImport(Glibc)
  import Glibc
  private var entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { environ }
#endif
SWIFT

  cat >"$tree/Sources/Core/Renamed.swift" <<'SWIFT'
import KeyboardAvoidance

/// The earlier name of ``Insets``, kept so that older code compiles.
@available(*, deprecated, renamed: "Insets")
public typealias EdgeInsets = Insets
SWIFT

  cat >"$tree/Sources/Report/DragMarks.swift" <<'SWIFT'
import Core

/// Drags drawn as spans: the project's own `Span`, not the standard library's.
struct DragMarks {
  struct Span: Equatable {
    var start: Double
    var end: Double
  }

  private(set) var spans: [Span] = []

  mutating func add(start: Double, end: Double) {
    spans.append(Self.span(of: start, end))
  }

  private static func span(of start: Double, _ end: Double) -> Span {
    Span(start: start, end: end)
  }
}
SWIFT

  cat >"$tree/Sources/Report/DragMarks+Widths.swift" <<'SWIFT'
extension DragMarks {
  /// Each span's width: an extension of DragMarks sees its nested `Span` too.
  func widths() -> [Double] { spans.map { (span: Span) in span.end - span.start } }
}
SWIFT

  cat >"$tree/Tests/CoreTests/CoreTests.swift" <<'SWIFT'
import Testing

@testable import Core

@Test func firstByteOfNothingThrows() {
  #expect(throws: CoreError.empty) { try firstByte(of: []) }
}
SWIFT

  cat >"$tree/Examples/Demo/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "Demo",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Planted", path: "../..")],
  targets: [
    .executableTarget(name: "Demo", dependencies: [.product(name: "Core", package: "Planted")])
  ]
)
SWIFT

  cat >"$tree/Examples/Demo/Sources/Demo/main.swift" <<'SWIFT'
import Core

print(describe())
SWIFT

  git -C "$tree" init --quiet
  git -C "$tree" add --all
  echo "$tree"
}

# plant TREE PATH: writes standard input to TREE/PATH and adds it to git.
plant() {
  mkdir -p "$(dirname "$1/$2")"
  cat >"$1/$2"
  git -C "$1" add --all
}

# insert_line TREE PATH N TEXT: makes TEXT line N of TREE/PATH. replace_line and delete_line
# change or remove line N.
insert_line() { edit_line "$@" 'NR == n { print text } { print }'; }
replace_line() { edit_line "$@" 'NR == n { print text; next } { print }'; }
delete_line() { edit_line "$1" "$2" "$3" "" 'NR == n { next } { print }'; }
edit_line() {
  awk -v n="$3" -v text="$4" "$5" "$1/$2" >"$1/$2.edited"
  mv "$1/$2.edited" "$1/$2"
  git -C "$1" add --all
}

# run_check ARGUMENTS...: runs the check; its output lands in $output, its status in $status.
run_check() {
  status=0
  output=$("$check" "$@" 2>&1) || status=$?
}

# result NAME PROBLEM: counts a test as passed when PROBLEM is empty, else prints why it failed.
result() {
  if [[ -z $2 ]]; then
    passed=$((passed + 1))
    echo "ok: $1"
  else
    failed=$((failed + 1))
    printf 'FAILED: %s: %s\n%s\n' "$1" "$2" "$output" | sed '2,$s/^/    /'
  fi
}

# expect_clean NAME TREE [OPTIONS...]: the check passes on TREE and says so in one line.
expect_clean() {
  local name=$1 tree=$2
  shift 2
  run_check "$@" "$tree"
  local problem=""
  if [[ $status -ne 0 ]]; then
    problem="exit status $status, expected 0"
  elif [[ ! $output =~ ^portability\ check:\ [0-9]+\ files,\ no\ violations$ ]]; then
    problem="expected only the summary line"
  fi
  result "$name" "$problem"
}

# expect_violations NAME TREE PREFIX... [-- OPTIONS...]: the check fails on TREE with status 1,
# prints a line starting with each PREFIX, and no other line but its summary.
expect_violations() {
  local name=$1 tree=$2 prefixes=() options=()
  shift 2
  while [[ $# -gt 0 && $1 != -- ]]; do
    prefixes+=("$1")
    shift
  done
  [[ $# -gt 0 ]] && shift
  options=("$@")
  run_check "${options[@]}" "$tree"
  local problem="" prefix
  if [[ $status -ne 1 ]]; then
    problem="exit status $status, expected 1"
  fi
  for prefix in "${prefixes[@]}"; do
    if ! has_line_starting "$prefix"; then
      problem+="${problem:+; }no line starts with '$prefix'"
    fi
  done
  local line expected
  while IFS= read -r line; do
    expected=0
    [[ $line =~ ^portability\ check:\ [0-9]+\ violations?\ in ]] && expected=1
    for prefix in "${prefixes[@]}"; do
      [[ $line == "$prefix"* ]] && expected=1
    done
    if [[ $expected -eq 0 ]]; then
      problem+="${problem:+; }unexpected line '$line'"
    fi
  done <<<"$output"
  result "$name" "$problem"
}

# has_line_starting PREFIX: whether a line of the last check's output starts with PREFIX.
has_line_starting() {
  local line
  while IFS= read -r line; do
    [[ $line == "$1"* ]] && return 0
  done <<<"$output"
  return 1
}

# refute_output NAME TEXT: the last check's output does not contain TEXT.
refute_output() {
  local problem=""
  if [[ $output == *"$2"* ]]; then
    problem="the output mentions '$2'"
  fi
  result "$1" "$problem"
}

echo "== a compliant tree"
tree=$(new_tree)
expect_clean "a compliant tree passes" "$tree"
expect_clean "a compliant tree passes without dump-package" "$tree" --no-dump

echo "== case-collision"
tree=$(new_tree)
plant "$tree" Sources/Core/bytes.swift <<<'public let other = 1'
expect_violations "two files differing only in case" "$tree" \
  "Sources/Core/bytes.swift:1: case-collision:"

tree=$(new_tree)
plant "$tree" Sources/core/Extra.swift <<<'public let extra = 1'
expect_violations "two folders differing only in case" "$tree" "Sources/core:1: case-collision:"

tree=$(new_tree)
insert_line "$tree" Package.swift 11 '    .target(name: "core", path: "Sources/Lowercase"),'
plant "$tree" Sources/Lowercase/Lower.swift <<<'public let lower = 1'
expect_violations "two targets differing only in case (dump-package)" "$tree" \
  "Package.swift:11: case-collision:"
expect_violations "two targets differing only in case (Package.swift's text)" "$tree" \
  "Package.swift:11: case-collision:" -- --no-dump

echo "== libc-import"
tree=$(new_tree)
plant "$tree" Sources/Core/Bare.swift <<'SWIFT'
import Glibc

func now() -> Int { Int(time(nil)) }
SWIFT
expect_violations "a bare import Glibc" "$tree" "Sources/Core/Bare.swift:1: libc-import:"

tree=$(new_tree)
plant "$tree" Sources/Core/LinuxOnly.swift <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#endif
SWIFT
expect_violations "an import Glibc in a chain without a Darwin branch" "$tree" \
  "Sources/Core/LinuxOnly.swift:2: libc-import:"

tree=$(new_tree)
plant "$tree" Sources/Core/Variables.swift <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func variables() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { environ }
SWIFT
expect_violations "environ without a Darwin branch using _NSGetEnviron" "$tree" \
  "Sources/Core/Variables.swift:7: libc-import:"

tree=$(new_tree)
plant "$tree" Sources/Core/Stat.swift <<'SWIFT'
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func seconds(of status: stat) -> Int { Int(status.st_mtim.tv_sec) }
SWIFT
expect_violations "st_mtim outside an #if branch" "$tree" "Sources/Core/Stat.swift:7: libc-import:"

echo "== forbidden-api"
tree=$(new_tree)
plant "$tree" Sources/Core/Scan.swift <<'SWIFT'
/// Counts the zeros.
func zeros(in bytes: Span<UInt8>) -> Int {
  var count = 0
  for index in bytes.indices where bytes[index] == 0 { count += 1 }
  return count
}
SWIFT
expect_violations "a Span<UInt8> parameter" "$tree" \
  "Sources/Core/Scan.swift:2: forbidden-api: Span needs macOS 26"
refute_output "the project's own Span and span(of:) are not flagged" "DragMarks"

tree=$(new_tree)
insert_line "$tree" Sources/Report/DragMarks+Widths.swift 4 \
  '  func count(_ bytes: Swift.Span<UInt8>) -> Int { bytes.count }'
expect_violations "Swift.Span where the project's Span is visible" "$tree" \
  "Sources/Report/DragMarks+Widths.swift:4: forbidden-api: Span"

tree=$(new_tree)
plant "$tree" Sources/Core/View.swift <<'SWIFT'
func count(_ bytes: [UInt8]) -> Int {
  let view = bytes.span
  return view.count
}
SWIFT
expect_violations "the .span property" "$tree" "Sources/Core/View.swift:2: forbidden-api: .span"

tree=$(new_tree)
plant "$tree" Sources/Core/Counter.swift <<'SWIFT'
import Synchronization

let counter = Mutex(0)
SWIFT
expect_violations "Synchronization's Mutex" "$tree" \
  "Sources/Core/Counter.swift:1: forbidden-api: import Synchronization" \
  "Sources/Core/Counter.swift:3: forbidden-api: Mutex"

tree=$(new_tree)
plant "$tree" Sources/Core/Wide.swift <<<'let wide: Int128 = 1'
expect_violations "Int128" "$tree" "Sources/Core/Wide.swift:1: forbidden-api: Int128"

tree=$(new_tree)
plant "$tree" Sources/Core/Handlers.swift <<'SWIFT'
let handler: (Int) throws(CoreError) -> Void = { _ in }

func run(_ body: () throws(CoreError) -> Void) throws(CoreError) {
  try body()
}
SWIFT
expect_violations "a typed-throws function type stored or passed as a value" "$tree" \
  "Sources/Core/Handlers.swift:1: forbidden-api: a typed-throws function type" \
  "Sources/Core/Handlers.swift:3: forbidden-api: a typed-throws function type"

tree=$(new_tree)
plant "$tree" Sources/Core/Newer.swift <<'SWIFT'
func newer(_ bytes: [UInt8], _ text: String) async {
  Task.immediate { print(1) }
  Task(name: "named") { print(2) }
  _ = String(validating: bytes, as: UTF8.self)
  var numbers = [1, 2, 3]
  numbers.removeSubranges(RangeSet(0..<1))
  let pair: InlineArray<2, Int> = [1, 2]
  _ = text.utf8Span
}

@MainActor final class Owner {
  isolated deinit {}
}
SWIFT
expect_violations "the other names newer than macOS 14" "$tree" \
  "Sources/Core/Newer.swift:2: forbidden-api: Task.immediate" \
  "Sources/Core/Newer.swift:3: forbidden-api: Task(name:)" \
  "Sources/Core/Newer.swift:4: forbidden-api: String(validating:as:)" \
  "Sources/Core/Newer.swift:6: forbidden-api: RangeSet" \
  "Sources/Core/Newer.swift:6: forbidden-api: removeSubranges(" \
  "Sources/Core/Newer.swift:7: forbidden-api: InlineArray" \
  "Sources/Core/Newer.swift:8: forbidden-api: .utf8Span" \
  "Sources/Core/Newer.swift:12: forbidden-api: isolated deinit"

echo "== platforms"
tree=$(new_tree)
delete_line "$tree" Package.swift 6
expect_violations "a Package.swift without platforms" "$tree" "Package.swift:4: platforms:"

tree=$(new_tree)
replace_line "$tree" Examples/Demo/Package.swift 1 '// swift-tools-version:6.0'
expect_violations "an example's Package.swift with tools version 6.0" "$tree" \
  "Examples/Demo/Package.swift:1: platforms:"

echo "== keyboard-avoidance-imports"
tree=$(new_tree)
insert_line "$tree" Sources/KeyboardAvoidance/Geometry.swift 10 'import Foundation'
expect_violations "KeyboardAvoidance importing Foundation" "$tree" \
  "Sources/KeyboardAvoidance/Geometry.swift:10: keyboard-avoidance-imports:"

tree=$(new_tree)
replace_line "$tree" Package.swift 9 \
  '    .target(name: "KeyboardAvoidance", dependencies: ["Shared"]), .target(name: "Shared"),'
expect_violations "the KeyboardAvoidance target with a dependency" "$tree" \
  "Package.swift:9: keyboard-avoidance-imports:"

echo "== public-name"
tree=$(new_tree)
plant "$tree" Sources/Core/Report.swift <<'SWIFT'
/// A report's format.
public enum Report: Sendable { case text }
SWIFT
expect_violations "a public type named like a module" "$tree" \
  "Sources/Core/Report.swift:2: public-name:"

tree=$(new_tree)
insert_line "$tree" Sources/KeyboardAvoidance/Geometry.swift 15 \
  'public struct EdgeInsets: Sendable { public var top: Double }'
expect_violations "public struct EdgeInsets" "$tree" \
  "Sources/KeyboardAvoidance/Geometry.swift:15: public-name:"

echo "portability-check tests: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
