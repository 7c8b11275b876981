#!/usr/bin/env bash
# Tests of Scripts/ci/house-check.sh: a small clean tree passes, and each rule, planted once in
# a copy of it, fails the check with exactly its `path:line: rule:` line.
set -euo pipefail
check="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/house-check.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# A tree that keeps every rule: Support does the I/O, DecimalText the numbers, SceneWriting the
# scalars, KeyboardAvoidance imports the C library for maths only.
clean_tree() {
  local tree="$1"
  mkdir -p "$tree"/Sources/{Support,DecimalText,SceneWriting,KeyboardAvoidance,Replay,Report} \
    "$tree/docs"
  cat > "$tree/Sources/Support/FileRead.swift" <<'SWIFT'
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

func readAll(_ path: String) -> Int32 { open(path, O_RDONLY) }
SWIFT
  cat > "$tree/Sources/DecimalText/DecimalText.swift" <<'SWIFT'
enum DecimalText {
  static func fixed(_ value: Double, decimals: Int) -> String { String(value) }
}
SWIFT
  cat > "$tree/Sources/SceneWriting/ScalarText.swift" <<'SWIFT'
enum ScalarText {
  static func scalar(_ text: String) -> String { text }
}
SWIFT
  cat > "$tree/Sources/KeyboardAvoidance/Curve.swift" <<'SWIFT'
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

func ease(_ t: Double) -> Double { sin(t) }
SWIFT
  cat > "$tree/Sources/Replay/Messages.swift" <<'SWIFT'
// Prints through DecimalText, so it is no formatter of its own.
func padding(_ value: Double) -> String {
  "padding " + DecimalText.fixed(value, decimals: 2)
}

// Reads a file through Support; `write(` here is this file's own function.
func write(_ text: String) -> Int { text.count }
func save() -> Int { write("x") }
SWIFT
  cat > "$tree/Sources/Report/Markup.swift" <<'SWIFT'
// Writes its coordinates through SVGNumber, which writes its digits through DecimalText.
func circle(x: Double) -> String {
  "<circle cx=\"" + SVGNumber.text(x) + "\"/>"
}
SWIFT
  printf '# Notes\n\nThe rules are in the project docs.\n' > "$tree/docs/notes.md"
}

# expect NAME TREE EXPECTED: the check fails on TREE and prints EXPECTED as a line prefix.
expect() {
  local name="$1" tree="$2" expected="$3" output status=0
  output="$("$check" "$tree" 2>/dev/null)" || status=$?
  if [ "$status" -eq 1 ] && grep -qF -- "$expected" <<<"$output"; then
    passed=$((passed + 1))
    echo "ok: $name"
  else
    failed=$((failed + 1))
    echo "FAILED: $name (exit $status, expected a line starting '$expected'):"
    echo "$output"
  fi
}

# plant NAME: a fresh copy of the clean tree in $work/NAME.
plant() {
  rm -rf "${work:?}/$1"
  clean_tree "$work/$1"
  echo "$work/$1"
}

tree="$(plant clean)"
if output="$("$check" "$tree" 2>&1)"; then
  passed=$((passed + 1))
  echo "ok: a clean tree passes"
else
  failed=$((failed + 1))
  echo "FAILED: a clean tree fails:"
  echo "$output"
fi

tree="$(plant c-import)"
printf 'import Glibc\n\nfunc now() -> Int { 0 }\n' > "$tree/Sources/Replay/Clock.swift"
expect "the C library imported outside Support" "$tree" \
  "Sources/Replay/Clock.swift:1: system-call: imports Glibc"

tree="$(plant io-call)"
cat > "$tree/Sources/KeyboardAvoidance/Log.swift" <<'SWIFT'
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

func log(_ fd: Int32) { _ = write(fd, "x", 1) }
SWIFT
expect "a system call where the C library is allowed for maths only" "$tree" \
  "Sources/KeyboardAvoidance/Log.swift:7: system-call: calls write()"

tree="$(plant foundation-io)"
printf 'import Foundation\n\nlet names = FileManager.default\n' > "$tree/Sources/Replay/Files.swift"
expect "Foundation's file I/O outside Support" "$tree" \
  "Sources/Replay/Files.swift:3: system-call: file I/O outside Support"

tree="$(plant formatter)"
cat > "$tree/Sources/Replay/Length.swift" <<'SWIFT'
func length(_ value: Double) -> String {
  let hundredths = (value * 100).rounded()
  return String(Int(hundredths) / 100)
}
SWIFT
expect "a number formatter of its own" "$tree" \
  "Sources/Replay/Length.swift:1: decimal-formatter: turns a Double into text"

tree="$(plant string-format)"
printf 'import Foundation\n\nlet text = String(format: "%%.2f", 1.0)\n' > "$tree/Sources/Replay/Format.swift"
expect "String(format:)" "$tree" "Sources/Replay/Format.swift:3: decimal-formatter: formats a number"

tree="$(plant scalar-writer)"
printf 'func scalar(_ text: String) -> String { "\\"" + text + "\\"" }\n' \
  > "$tree/Sources/Replay/Quote.swift"
expect "a YAML scalar writer outside SceneWriting" "$tree" \
  "Sources/Replay/Quote.swift:1: scalar-writer: writes a YAML scalar"

tree="$(plant unsafe)"
for n in $(seq 1 11); do
  printf 'func f%s(_ a: [UInt8]) -> Int {\n  a.withUnsafeBufferPointer { $0.count }\n}\n' "$n" \
    > "$tree/Sources/Replay/Unsafe$n.swift"
done
expect "unsafe pointers in 11 files" "$tree" \
  "Sources/Replay/Unsafe1.swift:2: unsafe-pointers: one of 11 files"

tree="$(plant inline)"
for n in $(seq 1 16); do printf '@inline(__always)\nfunc g%s() {}\n' "$n"; done \
  > "$tree/Sources/Replay/Inline.swift"
expect "@inline(__always) 16 times" "$tree" \
  "Sources/Replay/Inline.swift:1: inline-always: one of 16 uses"

tree="$(plant citation)"
printf '// The rule of SPEC 12.1.\nlet x = 1\n' > "$tree/Sources/Replay/Cite.swift"
expect "a citation of the contract's sections" "$tree" \
  "Sources/Replay/Cite.swift:1: contract-citation:"

tree="$(plant long-file)"
{ for n in $(seq 1 401); do echo "let v$n = $n"; done; } > "$tree/Sources/Replay/Long.swift"
expect "a source file of 401 lines" "$tree" \
  "Sources/Replay/Long.swift:401: file-length: 401 lines"

echo "house-check tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
