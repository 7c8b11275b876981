#!/usr/bin/env bash
# The house rules that keep each job in its one module, checked on the text of the sources so
# that they cannot quietly come back. A best-effort guard: it reads text, it does not compile.
#
#   system-call        no module but Support calls the C library's I/O or imports the C library;
#                      KeyboardAvoidance may import it for maths, SceneLoading for libyaml's
#                      buffers (malloc, realloc, free), neither for I/O
#   decimal-formatter  no function outside DecimalText turns a Double into text on its own
#                      (a function taking a Double and returning a String that does not call
#                      DecimalText's formatter), and nothing uses String(format:),
#                      NumberFormatter or .formatted(
#   scalar-writer      no YAML scalar writer (a `func scalar(`, `yamlScalar(` or `quoted(`
#                      returning a String) outside SceneWriting
#   unsafe-pointers    unsafe pointers in at most 10 source files: a fast path lives inside
#                      one type
#   inline-always      @inline(__always) at most 15 times in the sources
#   contract-citation  code and docs cite the project's docs, never the contract's sections
#   file-length        no source file over 400 lines
#
# Usage: house-check.sh [ROOT]   (default: the repository holding this script)
# Prints one line per violation, `path:line: rule: what`, and exits 1 on any; 0 when clean.
set -euo pipefail
root="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
exec python3 - "$root" <<'PYTHON'
import os
import re
import subprocess
import sys

ROOT = sys.argv[1]
MAX_UNSAFE_FILES = 10
MAX_INLINE_ALWAYS = 15
MAX_LINES = 400

violations = []


def report(path, line, rule, what):
    violations.append(f"{path}:{line}: {rule}: {what}")


def files():
    """Tracked and untracked, not ignored (outside git: every file), relative to ROOT."""
    try:
        out = subprocess.run(
            ["git", "-C", ROOT, "ls-files", "--cached", "--others", "--exclude-standard"],
            capture_output=True, text=True, check=True).stdout.split("\n")
        return sorted(p for p in out if p and os.path.isfile(os.path.join(ROOT, p)))
    except (subprocess.CalledProcessError, FileNotFoundError):
        found = []
        for folder, dirs, names in os.walk(ROOT):
            dirs[:] = [d for d in dirs if d not in (".git", ".build")]
            found += [os.path.relpath(os.path.join(folder, n), ROOT) for n in names]
        return sorted(found)


def code_of(line):
    """The line without a `//` comment or the text of simple string literals."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def module_of(path):
    parts = path.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else None


C_LIBRARY = re.compile(r"^\s*import\s+(Glibc|Darwin|Musl|ucrt)\b")
IO_CALL = re.compile(
    r"(?<![.\w])(read|write|open|close|fstat|stat|lstat|opendir|readdir|closedir|fopen|fclose|"
    r"fgets|fputs|strerror|unlink|rename|mkstemp|fsync|isatty|getenv|setenv|kill|signal|"
    r"nanosleep|usleep|clock_gettime|sysconf|pthread_mutex_lock)\s*\(")
FOUNDATION_IO = re.compile(r"\b(FileManager|FileHandle|Data\(contentsOf|String\(contentsOfFile)")
FORMATTING = re.compile(r"String\(format:|\bNumberFormatter\b|\.formatted\(")
DOUBLE_TO_TEXT = re.compile(
    r"\bfunc\s+\w+\s*(<[^>]*>)?\s*\([^)]*:\s*Double(?![?\w])[^)]*\)[^{]*->\s*String(?![?\w])")
# A function reaches DecimalText directly, or through Report's SVGNumber, which rounds a plot's
# coordinates to tenths and writes their digits with DecimalText (its own functions are checked
# like any other).
ROUTES_TO_DECIMAL_TEXT = re.compile(r"\bDecimal(Text|Format)\b|\bSVGNumber\.")
SCALAR_WRITER = re.compile(
    r"\bfunc\s+(scalar|yamlScalar|quoted)\s*\([^)]*\)[^{]*->\s*String(?![?\w])")
UNSAFE = re.compile(
    r"Unsafe[A-Za-z]*Pointer|withUnsafe|unsafeBitCast|Unmanaged|unsafeUninitializedCapacity|"
    r"unowned\(unsafe\)")
CITATION = re.compile(r"SPEC ?[0-9]|SPEC section|\bthe SPEC\b")


def function_body(lines, start):
    """The lines of the declaration at `start` up to its closing brace (a rough count)."""
    depth, body = 0, []
    for line in lines[start:]:
        body.append(line)
        depth += code_of(line).count("{") - code_of(line).count("}")
        if depth <= 0 and "{" in "".join(body):
            break
    return "\n".join(body)


def check_swift(path, lines):
    module = module_of(path)
    if module is None:
        return
    # A call such as `write(` is the C library's only where the C library is imported (the
    # import itself is reported); elsewhere it is one of the file's own functions.
    imports_c = any(C_LIBRARY.match(code_of(line)) for line in lines)
    for number, line in enumerate(lines, 1):
        code = code_of(line)
        if module != "Support":
            found = C_LIBRARY.match(code)
            if found and module not in ("KeyboardAvoidance", "SceneLoading"):
                report(path, number, "system-call",
                       f"imports {found.group(1)}; the C library is Support's")
            call = IO_CALL.search(code) if imports_c else None
            if call and not re.search(r"\bfunc\s+" + call.group(1) + r"\b", code):
                report(path, number, "system-call",
                       f"calls {call.group(1)}(); system calls belong in Support")
            if FOUNDATION_IO.search(code):
                report(path, number, "system-call", "file I/O outside Support")
        if module != "DecimalText":
            if FORMATTING.search(code):
                report(path, number, "decimal-formatter",
                       "formats a number outside DecimalText")
            signature = " ".join(code_of(l) for l in lines[number - 1:number + 3])
            signature = signature.split("{", 1)[0] + "{"
            if re.match(r"\s*(\w+\s+)*func\b", code) and DOUBLE_TO_TEXT.search(signature):
                body = function_body(lines, number - 1)
                if not ROUTES_TO_DECIMAL_TEXT.search(body):
                    report(path, number, "decimal-formatter",
                           "turns a Double into text without DecimalText")
        if module != "SceneWriting" and SCALAR_WRITER.search(code):
            report(path, number, "scalar-writer", "writes a YAML scalar outside SceneWriting")
    if len(lines) > MAX_LINES:
        report(path, MAX_LINES + 1, "file-length",
               f"{len(lines)} lines; a source file has at most {MAX_LINES}")


def main():
    unsafe_files, inline_always = [], []
    for path in files():
        full = os.path.join(ROOT, path)
        if "/.build" in path or path.startswith(".build") or path.endswith(".golden"):
            continue
        try:
            with open(full, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
        except (UnicodeDecodeError, OSError):
            continue
        if lines and lines[-1] == "":
            lines.pop()
        if path.endswith(".swift") or path.endswith(".md") or path.endswith(".sh") \
                or path.endswith(".py") or path.endswith(".yaml"):
            if path != "Scripts/ci/house-check.sh" and "house-check-tests" not in path:
                for number, line in enumerate(lines, 1):
                    if CITATION.search(line):
                        report(path, number, "contract-citation",
                               "cite the project's docs (docs/*.md#anchor) instead")
        if not (path.startswith("Sources/") and path.endswith(".swift")):
            continue
        check_swift(path, lines)
        first_unsafe = next((n for n, l in enumerate(lines, 1) if UNSAFE.search(code_of(l))), None)
        if first_unsafe:
            unsafe_files.append((path, first_unsafe))
        inline_always += [(path, n) for n, l in enumerate(lines, 1)
                          if "@inline(__always)" in code_of(l)]
    if len(unsafe_files) > MAX_UNSAFE_FILES:
        for path, line in unsafe_files:
            report(path, line, "unsafe-pointers",
                   f"one of {len(unsafe_files)} files with unsafe pointers; at most "
                   f"{MAX_UNSAFE_FILES} may have them")
    if len(inline_always) > MAX_INLINE_ALWAYS:
        for path, line in inline_always:
            report(path, line, "inline-always",
                   f"one of {len(inline_always)} uses of @inline(__always); at most "
                   f"{MAX_INLINE_ALWAYS}")
    for line in violations:
        print(line)
    if violations:
        print(f"house check: {len(violations)} violations", file=sys.stderr)
        sys.exit(1)
    print("house check: no violations")


main()
PYTHON
