#!/usr/bin/env python3
"""Checks a suite's goldens against the two complete versions each may hold.

  check-kill-goldens.py SUITE OLD NEW

OLD and NEW are folders with the same relative layout holding the old and the new golden of
every scene. Prints one line: how many goldens are old, new, or neither (truncated, mixed or
missing), and the temporary files of golden writes left in SUITE. Exits 1 if any golden is
neither.
"""
import hashlib
import os
import sys

suite, old, new = sys.argv[1:4]


def digest(path):
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except FileNotFoundError:
        return None


counts = {"old": 0, "new": 0, "neither": 0}
broken = []
temporary = []
for root, _, files in os.walk(old):
    for name in files:
        relative = os.path.relpath(os.path.join(root, name), old)
        found = digest(os.path.join(suite, relative))
        if found == digest(os.path.join(old, relative)):
            counts["old"] += 1
        elif found == digest(os.path.join(new, relative)):
            counts["new"] += 1
        else:
            counts["neither"] += 1
            broken.append(relative)
for root, _, files in os.walk(suite):
    temporary += [os.path.join(root, n) for n in files if ".golden.tmp-" in n or ".new.tmp-" in n]
print(f"old {counts['old']} new {counts['new']} neither {counts['neither']} "
      f"temporary {len(temporary)}")
for path in sorted(temporary):
    print(f"  temporary file: {os.path.relpath(path, suite)}")
for path in broken[:10]:
    print(f"  NEITHER old nor new: {path}")
sys.exit(1 if broken else 0)
