#!/usr/bin/env bash
# Checks, by reading the text of the repository, what would stop it building on a Mac or
# deploying to macOS 14 / iOS 17. It is a best-effort guard, not a macOS build: it reads
# Swift as text (comments and string literals left out), so it can miss what only a compiler
# sees, and a Mac's `swift build` remains the proof. The rules:
#
#   case-collision   no two paths (files, or the folders they imply) differ only in letter
#                    case, nor two targets or modules of the package (`swift package
#                    dump-package`): a Mac's disk is case-insensitive by default, and a clone
#                    there silently merges such paths.
#   libc-import      every `import Glibc`, `Musl` or `Darwin` sits in an `#if canImport(...)`
#                    chain whose `canImport(Darwin)` branch imports Darwin; no `environ`
#                    (Darwin declares none: `_NSGetEnviron()` is Darwin's) and no Glibc spelling
#                    of stat's times (`st_mtim`; Darwin's is `st_mtimespec`) outside an `#if`.
#   forbidden-api    nothing the standard library added after macOS 14 / iOS 17, or that needs
#                    a back-deployment library at run time (each name's reason is printed).
#                    Matched as the standard library's: the project's own types and members of
#                    the same name are not flagged.
#   platforms        every Package.swift declares `// swift-tools-version:6.2` or later and
#                    `platforms: [.macOS(.v14), .iOS(.v17)]`; SwiftPM refuses on a Mac a
#                    dependency that declares less than its dependent.
#   keyboard-avoidance-imports
#                    Sources/KeyboardAvoidance imports only the C library (Darwin, Glibc, Musl,
#                    ucrt) and its target depends on nothing: an app links it on its own.
#   public-name      no top-level public type in Sources/ is named like a module of the package,
#                    or like a type that SwiftUI, UIKit or Foundation export: a file importing
#                    both would find the name ambiguous.
#
# Usage: portability-check.sh [--no-dump] [ROOT]
#   ROOT       the repository to check (default: the one holding this script). In a git
#              checkout the files are the ones git would commit (tracked and untracked, less
#              ignored and deleted); elsewhere every file under ROOT but .build and .git.
#   --no-dump  read the targets from Package.swift's text instead of `swift package
#              dump-package` (for trees without a toolchain; CI uses dump-package).
#
# Prints one line per violation, `path:line: rule: what`, and exits 1 if there is any; prints
# one summary line and exits 0 otherwise; exits 2 when it cannot check (bad arguments, a
# manifest that dump-package rejects).
set -euo pipefail

usage="usage: $(basename "$0") [--no-dump] [ROOT]"
dump=1
root=""
for argument in "$@"; do
  case $argument in
    --no-dump) dump=0 ;;
    -h | --help)
      echo "$usage"
      exit 0
      ;;
    -*)
      echo "$usage" >&2
      exit 2
      ;;
    *)
      if [[ -n $root ]]; then
        echo "$usage" >&2
        exit 2
      fi
      root=$argument
      ;;
  esac
done
if [[ -z $root ]]; then
  root="$(dirname "${BASH_SOURCE[0]}")/../.."
fi
if [[ ! -d $root ]]; then
  echo "portability check: $root is not a folder" >&2
  exit 2
fi
root=$(cd "$root" && pwd)

exec "${PYTHON:-python3}" - "$root" "$dump" <<'PYTHON'
import json
import os
import re
import subprocess
import sys
import unicodedata

ROOT = sys.argv[1]
USE_DUMP = sys.argv[2] == "1"
SWIFT_FOLDERS = ("Sources", "Tests", "Examples", "Fuzz")

findings = set()  # (path, line, rule, message)


def report(path, line, rule, message):
    findings.add((path, line, rule, message))


def fail(message):
    print(f"portability check: {message}", file=sys.stderr)
    sys.exit(2)


# --- The files -----------------------------------------------------------------------------


def repository_files():
    """The paths relative to ROOT that a commit of the work tree would hold."""
    inside = subprocess.run(
        ["git", "-C", ROOT, "rev-parse", "--is-inside-work-tree"],
        capture_output=True, text=True)
    if inside.returncode == 0 and inside.stdout.strip() == "true":
        def listed(*options):
            run = subprocess.run(
                ["git", "-C", ROOT, "ls-files", "-z", *options], capture_output=True, check=True)
            return {p for p in run.stdout.decode("utf-8", "surrogateescape").split("\0") if p}
        paths = listed("--cached", "--others", "--exclude-standard") - listed("--deleted")
    else:
        paths = set()
        for folder, subfolders, names in os.walk(ROOT):
            subfolders[:] = [s for s in subfolders if s not in (".build", ".git")]
            for name in names:
                paths.add(os.path.relpath(os.path.join(folder, name), ROOT))
    return sorted(p for p in paths if ".build" not in p.split("/"))


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as file:
        return file.read()


# --- Swift as text ---------------------------------------------------------------------------

INTERESTING = re.compile(r'//|/\*|#+"|"|\(|\)')


def strip_swift(text, keep_strings=False):
    """The text with comments, and unless keep_strings the contents of string literals
    (interpolations included), turned into spaces; lines and columns stay where they were."""
    out = list(text)
    size = len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    def block_comment(i):
        depth, j = 0, i
        while j < size:
            if text.startswith("/*", j):
                depth, j = depth + 1, j + 2
            elif text.startswith("*/", j):
                depth, j = depth - 1, j + 2
                if depth == 0:
                    break
            else:
                j += 1
        blank(i, j)
        return j

    def string(i):
        j = i
        while text[j] == "#":
            j += 1
        hashes = j - i
        quote = '"""' if text.startswith('"""', j) else '"'
        j += len(quote)
        start, close, escape = j, quote + "#" * hashes, "\\" + "#" * hashes
        while j < size:
            if text.startswith(escape, j):
                k = j + len(escape)
                j = code(k + 1, inside_parenthesis=True) if text.startswith("(", k) else k + 1
            elif text.startswith(close, j):
                break
            elif quote == '"' and text[j] == "\n":
                break  # unterminated: stop at the line's end
            else:
                j += 1
        if not keep_strings:
            blank(start, min(j, size))
        return min(j + len(close), size) if text.startswith(close, j) else j

    def code(i, inside_parenthesis=False):
        depth = 0
        while True:
            match = INTERESTING.search(text, i)
            if not match:
                return size
            token, i = match.group(), match.start()
            if token == "//":
                end = text.find("\n", i)
                end = size if end < 0 else end
                blank(i, end)
                i = end
            elif token == "/*":
                i = block_comment(i)
            elif token.endswith('"'):
                i = string(i)
            elif token == "(":
                depth, i = depth + 1, i + 1
            else:
                if inside_parenthesis and depth == 0:
                    return i + 1
                depth, i = depth - 1, i + 1

    code(0)
    return "".join(out)


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
DARWIN_CONDITION = re.compile(r"canImport\s*\(\s*Darwin\s*\)")
APPLE_CONDITION = re.compile(r"canImport\s*\(\s*Darwin\s*\)|os\s*\(\s*(macOS|iOS|tvOS|watchOS|visionOS)\s*\)")
IMPORT = re.compile(
    r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([\w.]+)")
TYPE_KEYWORDS = ("struct", "enum", "class", "actor", "protocol", "extension")
HEADER_KEYWORD = re.compile(
    r"\b(struct|enum|class|actor|protocol|extension|func|init|deinit|subscript|var|let|if|for|"
    r"while|switch|guard|do|repeat|catch|else|defer|case|get|set|willSet|didSet|in|return)\b"
    r"|(?<![=!<>])=(?![=>])")
TOKEN = re.compile(
    r"[{}()\[\];]"
    r"|\b(struct|enum|class|actor|protocol|typealias|extension|var|let|func|case)\s+([A-Za-z_]\w*)"
    r"|(?<!\w)throws\s*\(")
KEYWORDS = {"func", "var", "let", "class", "struct", "enum", "actor", "protocol", "init", "static",
            "final", "case", "in", "where", "some", "any", "inout", "throws", "async", "indirect"}
ACCESS = re.compile(r"\b(public|open|package|internal|fileprivate|private)\b(?!\s*\(\s*set\s*\))")


class SwiftFile:
    """A Swift file read as text: its lines without comments and strings, the `#if` branch
    each line is in, and what it declares (types and members, with their nesting)."""

    def __init__(self, path, keep_strings=False):
        self.path = path
        text = read(path)
        self.raw = text.split("\n")
        self.text = strip_swift(text, keep_strings)
        self.lines = self.text.split("\n")
        self.line_starts = [0]
        for line in self.lines:
            self.line_starts.append(self.line_starts[-1] + len(line) + 1)
        self.module = module_of(path)
        self._read_branches()
        self._read_declarations()

    def line_of(self, offset):
        low, high = 0, len(self.line_starts) - 1
        while low + 1 < high:
            middle = (low + high) // 2
            if self.line_starts[middle] <= offset:
                low = middle
            else:
                high = middle
        return low + 1

    def source(self, line):
        return self.raw[line - 1].strip()

    def _read_branches(self):
        # chains[c] is an `#if` chain's list of branches, each {"condition", "lines"}; the
        # context of a line is the (chain, branch) pairs it sits in, outermost first.
        self.chains, self.context, stack = [], [], []
        for index, line in enumerate(self.lines):
            directive = DIRECTIVE.match(line)
            if directive:
                kind, condition = directive.group(1), directive.group(2).strip()
                if kind == "if":
                    self.chains.append([{"condition": condition, "lines": []}])
                    stack.append(len(self.chains) - 1)
                elif kind in ("elseif", "else") and stack:
                    self.chains[stack[-1]].append(
                        {"condition": condition if kind == "elseif" else "", "lines": []})
                elif kind == "endif" and stack:
                    stack.pop()
                self.context.append(())
                continue
            self.context.append(tuple((c, len(self.chains[c]) - 1) for c in stack))
            if stack:
                self.chains[stack[-1]][-1]["lines"].append(index)

    def conditions(self, line):
        return [self.chains[c][b]["condition"] for c, b in self.context[line - 1]]

    def imports(self):
        for index, line in enumerate(self.lines):
            match = IMPORT.match(line)
            if match:
                yield index + 1, match.group(1).split(".")[0]

    def _read_declarations(self):
        # Walks the brackets: a `{` opens a type's body (struct, enum, class, actor, protocol,
        # extension) or code. Records every declaration with what encloses it, and every
        # `throws(` that spells a typed-throws function type used as a value.
        self.declarations = []  # dicts: keyword, name, line, top_level, in_type, outer, access
        self.typed_throws_types = []  # lines
        stack = []  # (bracket, kind, type name)
        boundary = 0
        text = self.text
        for match in TOKEN.finditer(text):
            token, start = match.group(), match.start()
            if token == "{":
                header = text[boundary:start]
                keywords = [m.group(1) or "=" for m in HEADER_KEYWORD.finditer(header)]
                if keywords and keywords[-1] in TYPE_KEYWORDS:
                    named = re.findall(r"\b(?:%s)\s+([A-Za-z_]\w*)" % "|".join(TYPE_KEYWORDS), header)
                    stack.append(("{", "type", named[-1] if named else ""))
                else:
                    stack.append(("{", "code", ""))
                boundary = start + 1
            elif token == "}":
                while stack and stack[-1][0] != "{":
                    stack.pop()
                if stack:
                    stack.pop()
                boundary = start + 1
            elif token in "([":
                stack.append((token, "", ""))
            elif token in ")]":
                opener = "(" if token == ")" else "["
                if any(entry[0] == opener for entry in stack):
                    while stack and stack.pop()[0] != opener:
                        pass
            elif token == ";":
                boundary = start + 1
            elif match.group(1):
                keyword, name = match.group(1), match.group(2)
                if name in KEYWORDS:
                    continue
                line = self.line_of(start)
                if IMPORT.match(self.lines[line - 1]):
                    continue  # `import enum Module.Name` names a declaration elsewhere
                braces = [entry for entry in stack if entry[0] == "{"]
                line_text = self.lines[line - 1][: start - self.line_starts[line - 1]]
                access = ACCESS.findall(line_text)
                self.declarations.append({
                    "keyword": keyword, "name": name, "line": line,
                    "top_level": not braces,
                    "in_type": bool(stack) and stack[-1][0] == "{" and stack[-1][1] == "type",
                    "outer": next((b[2] for b in braces if b[1] == "type"), ""),
                    "access": access[0] if access else "internal",
                    "deprecated": self._is_deprecated(line, line_text)})
            else:  # `throws(`
                self._check_typed_throws(start, match.end() - 1, stack)
                stack.append(("(", "", ""))

    def _check_typed_throws(self, start, parenthesis, stack):
        close = matching(self.text, parenthesis)
        if close is None or not re.compile(r"\s*->").match(self.text, close + 1):
            return  # no result type follows: a `do throws(E)` or a closure's `throws(E) in`
        if stack and stack[-1][0] in "([":
            is_value = True  # a parameter's, tuple's or array's type
        else:
            line = self.line_of(start)
            prefix = self.lines[line - 1][: start - self.line_starts[line - 1]]
            prefix = re.split(r"[{};]", prefix)[-1]
            keywords = re.findall(r"\b(let|var|typealias|func|init|subscript|case)\b", prefix)
            is_value = bool(keywords) and keywords[-1] in ("let", "var", "typealias")
        if is_value:
            self.typed_throws_types.append(self.line_of(start))

    def _is_deprecated(self, line, line_text):
        attributes = [line_text]
        index = line - 2
        while index >= 0 and self.lines[index].strip().startswith("@"):
            attributes.append(self.lines[index])
            index -= 1
        return any(re.search(r"@available\s*\([^)]*\bdeprecated\b", a) for a in attributes)


def matching(text, opening):
    """The index of the bracket that closes the one at `opening`, or None."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = []
    index = opening
    while index < len(text):
        character = text[index]
        if character == '"':
            end = text.find('"', index + 1)
            index = len(text) if end < 0 else end + 1
            continue
        if character in pairs:
            stack.append(pairs[character])
        elif stack and character == stack[-1]:
            stack.pop()
            if not stack:
                return index
        index += 1
    return None


def module_of(path):
    """The folder of the module a Swift file belongs to (`Sources/Report`, ...)."""
    parts = path.split("/")
    for index, part in enumerate(parts[:-2]):
        if part in ("Sources", "Tests"):
            return "/".join(parts[: index + 2])
    return "/".join(parts[:-1])


# --- The package's targets -------------------------------------------------------------------

TARGET_CALL = re.compile(
    r"\.(target|executableTarget|testTarget|systemLibrary|binaryTarget|macro|plugin)\s*\(")


def manifest_targets(manifest):
    """The targets that Package.swift's text declares: name, line, dependency names."""
    targets = []
    text = manifest.text
    for call in TARGET_CALL.finditer(text):
        close = matching(text, call.end() - 1) or len(text)
        arguments = text[call.end():close]
        name = re.match(r'\s*name\s*:\s*"([^"]*)"', arguments)
        if not name:
            continue
        dependencies = []
        listed = re.search(r"\bdependencies\s*:\s*\[", arguments)
        if listed:
            opening = call.end() + listed.end() - 1
            inner = text[opening + 1:matching(text, opening) or close]
            dependencies = re.findall(r'"([^"]*)"', inner) or ([inner.strip()] if inner.strip() else [])
        targets.append({"name": name.group(1), "line": manifest.line_of(call.start()),
                        "dependencies": dependencies})
    return targets


def dumped_targets(manifest):
    """The targets as `swift package dump-package` reads them, with their lines in the text."""
    try:
        run = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT,
                             capture_output=True, text=True)
    except FileNotFoundError:
        fail("`swift` is not on the PATH (needed for `swift package dump-package`; "
             "--no-dump reads Package.swift's text instead)")
    if run.returncode != 0:
        fail("`swift package dump-package` failed:\n" + run.stderr.strip())
    try:
        package = json.loads(run.stdout)
    except json.JSONDecodeError:
        fail("`swift package dump-package` printed no JSON:\n" + run.stdout[:400])
    lines = {t["name"]: t["line"] for t in manifest_targets(manifest)}
    targets = []
    for target in package.get("targets", []):
        dependencies = []
        for dependency in target.get("dependencies", []):
            for value in dependency.values():
                dependencies.append(next((v for v in value if isinstance(v, str)), "?"))
        targets.append({"name": target["name"], "line": lines.get(target["name"], 1),
                        "dependencies": dependencies})
    return targets


# --- case-collision --------------------------------------------------------------------------


def folded(name):
    # A Mac's file system compares names case-insensitively and ignores Unicode normalization.
    return unicodedata.normalize("NFD", name).casefold()


def check_case_collisions(paths, targets):
    everything = set(paths)
    for path in paths:
        parts = path.split("/")
        everything.update("/".join(parts[:n]) for n in range(1, len(parts)))
    groups = {}
    for path in everything:
        groups.setdefault(folded(path), []).append(path)
    for members in groups.values():
        # Report a collision where it starts: among names in one folder. Paths whose folders
        # already collide are the consequence of that collision.
        by_folder = {}
        for member in members:
            by_folder.setdefault(os.path.dirname(member), []).append(member)
        for same_folder in by_folder.values():
            same_folder.sort()
            for other in same_folder[1:]:
                report(other, 1, "case-collision",
                       f"{other} and {same_folder[0]} differ only in letter case")
    # A target's module is its name with what is not an identifier character made `_`
    # (`my-lib` builds `my_lib`), so two targets can differ in more than case and still build
    # modules that collide; when the targets' names collide already, that is the one said.
    groups = {}
    for target in targets:
        module = re.sub(r"\W", "_", target["name"])
        groups.setdefault(folded(module), []).append((target, module))
    for members in groups.values():
        first, first_module = members[0]
        for target, module in members[1:]:
            if folded(target["name"]) == folded(first["name"]):
                what = f"targets {first['name']} and {target['name']}"
            else:
                what = f"modules {first_module} and {module} (of targets {first['name']} and {target['name']})"
            report("Package.swift", target["line"], "case-collision",
                   f"{what} differ only in letter case")


# --- libc-import -----------------------------------------------------------------------------

LIBC = {"Glibc", "Musl", "Darwin"}


def check_libc(file):
    def darwin_branch(chain, needs):
        for branch in file.chains[chain]:
            if DARWIN_CONDITION.search(branch["condition"]) and any(
                    re.search(needs, file.lines[i]) for i in branch["lines"]):
                return True
        return False

    for line, module in file.imports():
        if module not in LIBC:
            continue
        context = file.context[line - 1]
        chain = context[-1][0] if context else None
        if chain is None or not darwin_branch(chain, r"^\s*import\s+Darwin\b"):
            report(file.path, line, "libc-import",
                   f"import {module} outside an #if canImport chain with a canImport(Darwin) "
                   f"branch importing Darwin: {file.source(line)}")
    has_darwin_environ = any(darwin_branch(c, r"\b_NSGetEnviron\b") for c in range(len(file.chains)))
    for index, text in enumerate(file.lines):
        line = index + 1
        if not has_darwin_environ and re.search(r"(?<!\w)environ(?!\w)", text):
            report(file.path, line, "libc-import",
                   "environ is Glibc's; Darwin declares none (use _NSGetEnviron().pointee in a "
                   f"canImport(Darwin) branch): {file.source(line)}")
        stat = re.search(r"(?<!\w)(st_[amc]tim)(?!\w)", text)
        conditions = file.conditions(line)
        if stat and (not conditions or APPLE_CONDITION.search(conditions[-1])):
            report(file.path, line, "libc-import",
                   f"{stat.group(1)} is Glibc's spelling (Darwin's is {stat.group(1)}espec): "
                   f"keep each in its own #if branch: {file.source(line)}")


# --- forbidden-api ---------------------------------------------------------------------------

SPAN = "needs macOS 26 / iOS 26 (Swift 6.2 standard library), or a back-deployment library at run time"
STDLIB_62 = "needs macOS 26 / iOS 26 (Swift 6.2 standard library)"
STDLIB_60 = "needs macOS 15 / iOS 18 (Swift 6.0 standard library)"
SYNCHRONIZATION = "needs macOS 15 / iOS 18 (the Synchronization module)"
CONCURRENCY_62 = "needs macOS 26 / iOS 26 (Swift 6.2 concurrency runtime)"

# Types: a bare name is the standard library's unless the project declares a type of that name
# where the use can see it; `Swift.Name` always is.
FORBIDDEN_TYPES = {
    "Span": SPAN, "RawSpan": SPAN, "MutableSpan": SPAN, "MutableRawSpan": SPAN,
    "OutputSpan": SPAN, "OutputRawSpan": SPAN,
    "UTF8Span": STDLIB_62, "InlineArray": STDLIB_62,
    "Mutex": SYNCHRONIZATION, "Atomic": SYNCHRONIZATION,
    "Int128": STDLIB_60, "UInt128": STDLIB_60, "RangeSet": STDLIB_60,
}
# Properties: `value.name` is the standard library's unless the project declares a member of
# that name. A call (`.span(of:)`) or an implicit member (`.span` on its own) never is.
FORBIDDEN_PROPERTIES = {
    "span": SPAN, "mutableSpan": SPAN, "mutableBytes": SPAN, "utf8Span": STDLIB_62,
}
# Methods: the standard library's unless the project declares a function of that name.
FORBIDDEN_METHODS = {
    "removeSubranges(": (r"removeSubranges\s*\(", STDLIB_60),
    "moveSubranges(": (r"moveSubranges\s*\(", STDLIB_60),
    "indices(where:": (r"indices\s*\(\s*where\s*:", STDLIB_60),
}
# Spellings that only the standard library, the toolchain or the runtime give.
FORBIDDEN_SPELLINGS = [
    ("import Synchronization", r"^\s*(?:@\w+\s+)*(?:\w+\s+)?import\s+Synchronization\b", SYNCHRONIZATION),
    ("String(validating:as:)", r"\bString\s*(?:\.\s*init\s*)?\(\s*validating\s*:", STDLIB_60),
    ("Task.immediate", r"\bTask\s*(?:<[^>]*>\s*)?\.\s*immediate\b|\baddImmediateTask\w*\s*\(", CONCURRENCY_62),
    ("Task(name:)", r"\bTask\s*(?:<[^>]*>\s*)?(?:\.\s*detached\s*)?\(\s*name\s*:|\baddTask\w*\s*\(\s*name\s*:", CONCURRENCY_62),
    ("isolated deinit", r"\bisolated\s+deinit\b", CONCURRENCY_62),
]
TYPED_THROWS = ("a typed-throws function type used as a value needs macOS 15 / iOS 18 "
                "(Swift 6.0 runtime; typed throws on a plain function is fine)")


class Shields:
    """Where the project's own declarations hide a standard-library name: a top-level type
    or member in its module (in every module when public or package), a nested type in the
    files of its module that declare or extend the type it is nested in."""

    def __init__(self, files):
        self.entries = {}  # (kind, name) -> list of predicates on a file
        extenders = {}
        for file in files:
            for d in file.declarations:
                if d["top_level"] and d["keyword"] in TYPE_KEYWORDS:
                    extenders.setdefault((file.module, d["name"]), set()).add(file.path)
        for file in files:
            for d in file.declarations:
                everywhere = d["access"] in ("public", "open", "package")
                module = file.module
                if d["keyword"] in ("struct", "enum", "class", "actor", "protocol", "typealias"):
                    if d["top_level"] or not d["outer"]:
                        scope = (lambda f: True) if everywhere else (lambda f, m=module: f.module == m)
                    else:
                        paths = extenders.get((module, d["outer"]), {file.path}) | {file.path}
                        scope = lambda f, p=paths: f.path in p
                    self.entries.setdefault(("type", d["name"]), []).append(scope)
                elif d["in_type"] and d["keyword"] in ("var", "let", "case", "func"):
                    kind = "function" if d["keyword"] == "func" else "member"
                    scope = (lambda f: True) if everywhere else (lambda f, m=module: f.module == m)
                    self.entries.setdefault((kind, d["name"]), []).append(scope)

    def hides(self, kind, name, file):
        return any(scope(file) for scope in self.entries.get((kind, name), []))


def check_forbidden(file, shields):
    def flag(line, label, reason):
        report(file.path, line, "forbidden-api", f"{label} {reason}: {file.source(line)}")

    for index, text in enumerate(file.lines):
        line = index + 1
        if not text.strip() or DIRECTIVE.match(text):
            continue
        for name, reason in FORBIDDEN_TYPES.items():
            pattern = r"(?<![\w.])((?:Swift|Synchronization)\s*\.\s*)?%s(?!\w)" % name
            for use in re.finditer(pattern, text):
                declared = re.search(
                    r"\b(struct|enum|class|actor|protocol|typealias|case|func|var|let)\s+$",
                    text[: use.start()])
                if use.group(1) or not (declared or shields.hides("type", name, file)):
                    flag(line, name, reason)
                    break
        for name, reason in FORBIDDEN_PROPERTIES.items():
            if re.search(r"[\w)\]?!]\.%s(?!\w)(?!\s*\()" % name, text) and not shields.hides(
                    "member", name, file):
                flag(line, "." + name, reason)
        for label, (pattern, reason) in FORBIDDEN_METHODS.items():
            name = label.split("(")[0]
            if re.search(r"(?<![\w])%s" % pattern, text) and not re.search(
                    r"\bfunc\s+%s" % pattern, text) and not shields.hides("function", name, file):
                flag(line, label, reason)
        for label, pattern, reason in FORBIDDEN_SPELLINGS:
            if re.search(pattern, text):
                flag(line, label, reason)
    for line in file.typed_throws_types:
        report(file.path, line, "forbidden-api", f"{TYPED_THROWS}: {file.source(line)}")


# --- platforms -------------------------------------------------------------------------------

TOOLS_VERSION = re.compile(r"^//\s*swift-tools-version\s*:\s*(\d+)(?:\.(\d+))?")


def check_manifest(path):
    raw = read(path)
    first = raw.split("\n", 1)[0]
    version = TOOLS_VERSION.match(first)
    if not version:
        report(path, 1, "platforms", "the first line must be `// swift-tools-version:6.2` "
               f"(or later): {first.strip()}")
    elif (int(version.group(1)), int(version.group(2) or 0)) < (6, 2):
        report(path, 1, "platforms", f"swift-tools-version {version.group(1)}."
               f"{version.group(2) or 0} is older than 6.2: {first.strip()}")
    manifest = SwiftFile(path, keep_strings=True)
    text = manifest.text
    package = re.search(r"\bPackage\s*\(", text)
    if not package:
        report(path, 1, "platforms", "no `Package(` declaration found")
        return manifest
    close = matching(text, package.end() - 1) or len(text)
    platforms = None
    depth = 0
    for index in range(package.end(), close):
        character = text[index]
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith("platforms", index) and re.match(
                r"platforms\s*:", text[index:]) and not re.match(r"\w", text[index - 1]):
            platforms = index
            break
    wanted = "platforms: [.macOS(.v14), .iOS(.v17)]"
    if platforms is None:
        line = manifest.line_of(package.start())
        report(path, line, "platforms", f"Package declares no platforms; it needs {wanted}")
        return manifest
    opening = text.find("[", platforms)
    listed = re.sub(r"\s", "", text[opening:(matching(text, opening) or close) + 1])
    missing = [p for p in (".macOS(.v14)", ".iOS(.v17)") if p not in listed]
    if missing:
        line = manifest.line_of(platforms)
        report(path, line, "platforms",
               f"platforms lack {' and '.join(missing)} ({wanted}): {manifest.source(line)}")
    return manifest


# --- keyboard-avoidance-imports --------------------------------------------------------------

C_LIBRARY = {"Darwin", "Glibc", "Musl", "ucrt"}


def check_keyboard_avoidance(file):
    for line, module in file.imports():
        if module not in C_LIBRARY:
            report(file.path, line, "keyboard-avoidance-imports",
                   f"imports {module}; KeyboardAvoidance may import only the C library "
                   f"(Darwin, Glibc, Musl, ucrt), so that an app can link it alone: "
                   f"{file.source(line)}")
        elif module == "ucrt" and not any("canImport" in c for c in file.conditions(line)):
            report(file.path, line, "keyboard-avoidance-imports",
                   f"import ucrt outside an #if canImport branch: {file.source(line)}")


def check_keyboard_avoidance_target(targets):
    for target in targets:
        if target["name"] == "KeyboardAvoidance" and target["dependencies"]:
            report("Package.swift", target["line"], "keyboard-avoidance-imports",
                   f"target KeyboardAvoidance depends on {', '.join(target['dependencies'])}; "
                   "it must depend on nothing")


# --- public-name -----------------------------------------------------------------------------

# Types that an app file importing SwiftUI, UIKit or Foundation sees at top level. A public
# type of ours with one of these names is ambiguous in that file. UIKit's own types start
# with UI; what it and SwiftUI re-export from Foundation, Core Graphics and Core Animation
# starts with NS, CG or CA, or is in the Foundation list: those prefixes are checked as
# prefixes.
#
# The classic Mac types Rect, Point and Size (MacTypes.h, visible through Darwin) are not
# listed: KeyboardAvoidance declares its own and imports Darwin, and Swift prefers a module's
# own declarations, and those of a module it imports, over the ones of the modules that module
# imports, so the names resolve to ours wherever KeyboardAvoidance is imported.
SWIFTUI = """
  AccessibilityActionKind AccessibilityTraits Alert Alignment AlignmentID Anchor Angle
  AngularGradient Animatable AnimatableModifier AnimatablePair Animation AnyGesture AnyLayout
  AnyShape AnyShapeStyle AnyTransition AnyView App AppStorage AsyncImage Axis BackgroundStyle
  Bindable Binding BlendMode Button ButtonBorderShape ButtonRole ButtonStyle Canvas Capsule
  Circle Color ColorPicker ColorScheme ColorSchemeContrast Commands CommandGroup CommandMenu
  ContainerRelativeShape ContentMode ContentShapeKinds ContentTransition
  ContentUnavailableView ControlGroup ControlSize DatePicker DisclosureGroup Divider
  DocumentGroup DragGesture DynamicProperty DynamicTypeSize DynamicViewContent Edge EdgeInsets
  EditButton EditMode Ellipse EllipticalGradient EmptyView Environment EnvironmentKey
  EnvironmentObject EnvironmentValues EquatableView EventModifiers ExclusiveGesture FillStyle
  FocusState FocusedBinding FocusedValue FocusedValues Font ForEach ForegroundStyle Form
  FormStyle Gauge GaugeStyle GeometryProxy GeometryReader Gesture GestureMask GestureState
  Gradient GraphicsContext Grid GridItem GridRow Group GroupBox GroupBoxStyle HStack
  HierarchicalShapeStyle HorizontalAlignment HorizontalEdge Image ImagePaint ImageRenderer
  InsettableShape KeyEquivalent KeyPress KeyboardShortcut Label LabelStyle LabeledContent
  Layout LayoutDirection LayoutProperties LayoutSubview LayoutSubviews LayoutValueKey LazyHGrid
  LazyHStack LazyVGrid LazyVStack LegibilityWeight LinearGradient Link List ListStyle
  LocalizedStringKey LongPressGesture MagnificationGesture MagnifyGesture Material Menu
  MenuStyle ModifiedContent Namespace NavigationLink NavigationPath NavigationSplitView
  NavigationStack NavigationView NavigationViewStyle Observable ObservableObject ObservedObject
  OutlineGroup PasteButton Path Picker PickerStyle PreferenceKey PreviewProvider
  PrimitiveButtonStyle ProgressView ProgressViewStyle Prominence ProposedViewSize Published
  RadialGradient Rectangle RedactionReasons RenameButton RotateGesture RotationGesture
  RoundedCornerStyle RoundedRectangle Scene SceneBuilder ScenePhase SceneStorage ScaledMetric
  ScrollPosition ScrollView ScrollViewProxy ScrollViewReader SearchFieldPlacement SecureField
  SensoryFeedback SequenceGesture Settings Shape ShapeStyle ShareLink SimultaneousGesture
  Slider Spacer SpatialTapGesture Spring State StateObject Stepper StrokeStyle SubmitLabel
  SubmitTriggers SymbolRenderingMode SymbolVariants Tab TabView TabViewStyle Table TableColumn
  TableRow TapGesture Text TextAlignment TextEditor TextField TextFieldStyle TimelineView
  Toggle ToggleStyle ToolbarContent ToolbarItem ToolbarItemGroup ToolbarItemPlacement
  ToolbarPlacement Transaction Transition TruncationMode TupleView UnevenRoundedRectangle
  UnitCurve UnitPoint VStack VectorArithmetic VerticalAlignment VerticalEdge View ViewBuilder
  ViewDimensions ViewModifier ViewThatFits Visibility Window WindowGroup ZStack
"""
FOUNDATION = """
  AffineTransform AttributeContainer AttributeScopes AttributedString AttributedSubstring
  BlockOperation Bundle ByteCountFormatter Calendar CharacterSet CocoaError ComparisonResult
  ContiguousBytes CustomNSError Data DataProtocol Date DateComponents DateComponentsFormatter
  DateFormatter DateInterval DateIntervalFormatter Decimal Dimension DispatchData
  DispatchGroup DispatchQoS DispatchQueue DispatchSemaphore DispatchSource DispatchTime
  DispatchTimeInterval DispatchWallTime DispatchWorkItem EnergyFormatter Expression
  FileAttributeKey FileHandle FileManager FileWrapper FormatStyle Formatter HTTPCookie
  HTTPURLResponse Host ISO8601DateFormatter IndexPath IndexSet InputStream JSONDecoder
  JSONEncoder JSONSerialization KeyPathComparator LengthFormatter ListFormatter
  LocalizedError LocalizedStringResource Locale MassFormatter Measurement MeasurementFormatter
  MutableDataProtocol Notification NotificationCenter NotificationQueue NumberFormatter
  Operation OperationQueue OutputStream ParseStrategy PersonNameComponents
  PersonNameComponentsFormatter Pipe Port Predicate Process ProcessInfo Progress
  PropertyListDecoder PropertyListEncoder PropertyListSerialization POSIXError
  RecoverableError ReferenceConvertible RelativeDateTimeFormatter RunLoop Scanner
  SortComparator SortDescriptor Stream Thread TimeInterval TimeZone Timer URL URLCache
  URLComponents URLError URLQueryItem URLRequest URLResource URLResourceKey URLResourceValues
  URLResponse URLSession URLSessionConfiguration URLSessionDataTask URLSessionTask UUID
  UndoManager Unit UnitAngle UnitDuration UnitLength UnitMass UnitSpeed UnitTemperature
  UserDefaults ValueTransformer XMLParser
"""
EXPORTED = {name: "SwiftUI" for name in SWIFTUI.split()}
EXPORTED.update({name: "Foundation" for name in FOUNDATION.split()})
EXPORTED_PREFIXES = {"UI": "UIKit", "NS": "Foundation", "CG": "Core Graphics",
                     "CA": "Core Animation"}

# Names of ours that SwiftUI also exports, kept on purpose, each with the reason. Keep this
# list short: every entry is a name a user may have to qualify.
KEPT = {
    # SceneModel's scene, the word every part of the tool is about. It is reached through
    # KBReplay, which needs libyaml and so never goes into an app; a macOS test file that
    # imports SwiftUI as well writes `KBReplay.Scene`. KeyboardAvoidance, which apps import
    # beside SwiftUI, has no such name.
    "Scene": "Sources/SceneModel",
}


def check_public_names(file, modules):
    for d in file.declarations:
        public = d["access"] in ("public", "open")
        if not (public and d["top_level"]) or d["keyword"] not in (
                "struct", "enum", "class", "actor", "protocol", "typealias"):
            continue
        if d["keyword"] == "typealias" and d["deprecated"]:
            continue  # an old name kept so that earlier code compiles, warning its users
        name, line = d["name"], d["line"]
        exporter = EXPORTED.get(name) or next(
            (who for prefix, who in EXPORTED_PREFIXES.items()
             if re.match(prefix + r"[A-Z]", name)), None)
        what = f"public {d['keyword']} {name}"
        if name in modules:
            report(file.path, line, "public-name",
                   f"{what} has the name of the module {name}: {file.source(line)}")
        if exporter and KEPT.get(name) != file.module:
            report(file.path, line, "public-name",
                   f"{what} has the name of a type {exporter} exports, so a file importing "
                   f"both finds it ambiguous: {file.source(line)}")


# --- The run ---------------------------------------------------------------------------------


def main():
    paths = repository_files()
    existing = [p for p in paths if os.path.isfile(os.path.join(ROOT, p))]
    manifests = [p for p in existing if os.path.basename(p) == "Package.swift"]
    targets = []
    for path in manifests:
        manifest = check_manifest(path)
        if path == "Package.swift":
            targets = dumped_targets(manifest) if USE_DUMP else manifest_targets(manifest)
    check_case_collisions(paths, targets)
    check_keyboard_avoidance_target(targets)

    swift = [SwiftFile(p) for p in existing
             if p.endswith(".swift") and p.split("/")[0] in SWIFT_FOLDERS
             and os.path.basename(p) != "Package.swift"]
    shields = Shields(swift)
    modules = {t["name"] for t in targets}
    for file in swift:
        check_libc(file)
        check_forbidden(file, shields)
        if file.path.startswith("Sources/KeyboardAvoidance/"):
            check_keyboard_avoidance(file)
        if file.path.startswith("Sources/"):
            check_public_names(file, modules)

    for path, line, rule, message in sorted(findings):
        print(f"{path}:{line}: {rule}: {message}")
    if findings:
        count = len(findings)
        print(f"portability check: {count} violation{'' if count == 1 else 's'} in {len(paths)} files")
        sys.exit(1)
    print(f"portability check: {len(paths)} files, no violations")


main()
PYTHON
