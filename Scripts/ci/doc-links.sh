#!/usr/bin/env bash
# Checks every link to a Markdown file in the repository: `[text](path#anchor)` in Markdown
# (relative to the file's folder; `#anchor` alone is the same file) and bare `<path>.md#<anchor>`
# anywhere else (code comments, scripts, scene comments; relative to the repository root, or
# else to the file's folder). The file must exist and the anchor must be one of its headings,
# spelt as GitHub spells them: lowercase, punctuation dropped, spaces as `-`. Prints
# `path:line: broken link: TARGET` for each broken one and exits 1 if there is any.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

git ls-files -z | python3 -c '
import os, re, sys

files = [f for f in sys.stdin.read().split("\0") if f and not f.endswith(".golden")]

def anchors(path, cache={}):
    """The anchors of a Markdown file: one per heading outside fenced code blocks."""
    if path not in cache:
        found, counts, fence = set(), {}, None
        with open(path, encoding="utf-8") as text:
            for line in text:
                stripped = line.lstrip()
                marker = re.match(r"(`{3,}|~{3,})", stripped)
                if marker:
                    if fence is None:
                        fence = marker.group(1)[0] * len(marker.group(1))
                    elif stripped.startswith(fence):
                        fence = None
                    continue
                heading = re.match(r" {0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
                if fence is not None or not heading:
                    continue
                title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.group(1))
                slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
                n = counts.get(slug, 0)
                counts[slug] = n + 1
                found.add(slug if n == 0 else f"{slug}-{n}")
        cache[path] = found
    return cache[path]

def broken(target, bases):
    """Why `target` (path#anchor) resolves nowhere, or None when it resolves from a base."""
    path, _, anchor = target.partition("#")
    for base in bases:
        full = os.path.normpath(os.path.join(base, path)) if path else base
        if os.path.isfile(full):
            if not anchor or not full.endswith(".md") or anchor in anchors(full):
                return False
    return True

link = re.compile(r"\]\(([^()\s]+)\)")
bare = re.compile(r"(?<![\w./#-])((?:\.{1,2}/)*(?:[\w.-]+/)*[\w.-]+\.md#[\w-]+)")
problems = 0
for name in files:
    try:
        with open(name, encoding="utf-8") as text:
            lines = text.read().split("\n")
    except (UnicodeDecodeError, IsADirectoryError, FileNotFoundError):
        continue
    folder = os.path.dirname(name) or "."
    for number, line in enumerate(lines, 1):
        targets = []
        if name.endswith(".md"):
            for match in link.finditer(line):
                target = match.group(1)
                if re.match(r"[a-z]+:", target):
                    continue
                if target.startswith("#"):
                    targets.append((target, [name]))
                elif target.partition("#")[0].endswith(".md"):
                    targets.append((target, [folder]))
            line = link.sub("]()", line)
        for match in bare.finditer(line):
            targets.append((match.group(1), [".", folder]))
        for target, bases in targets:
            if broken(target, bases):
                print(f"{name}:{number}: broken link: {target}")
                problems += 1
sys.exit(1 if problems else 0)
'
