#!/usr/bin/env python3
"""Writes the one large scene that Scripts/bench-replay.sh replays.

usage: generate-replay-scene.py OUT_FILE [EVENTS]   (default 100,000 events)

The scene runs to the loader's limits: `sampling: {fps: 60, until: 3600}` (216,001 samples)
and, by default, 100,000 events, one every 36 ms, under the 4 MiB file limit thanks to flow
mappings and short ids. The timeline is a deterministic mix (a fixed linear congruential
generator, not Python's `random`, so the bytes do not depend on the Python version) of taps on
fields, on a button and on the background (which dismisses the keyboard), programmatic focus
changes, keyboard height changes, an occasional floating keyboard, and hardware keyboard
attach/detach. Every event names a real id, so the loader accepts the scene.
"""
import sys

LIMIT = 4 * 1024 * 1024
STEP_MS = 36
FIELDS = ["a", "b", "c", "d"]
HEIGHTS = [291, 336, 380]

HEADER = """\
scene: Replay benchmark, 100k events over an hour
device: iphone-15
strategy: adaptive
sampling: {fps: 60, until: 3600}
layout:
  view: root
  frame: [0, 0, 393, 852]
  hideKeyboardOnTap: true
  children:
    - view: form
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom, margin: 8}
      children:
        - textField: a
          frame: [16, 120, 361, 44]
        - textField: b
          frame: [16, 420, 361, 44]
        - textField: c
          frame: [16, 640, 361, 44]
        - textEditor: d
          frame: [16, 700, 361, 88]
        - button: ok
          frame: [16, 180, 361, 50]
events:
"""


class LCG:
    """Numerical Recipes' 32-bit linear congruential generator: small, fixed, portable."""

    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (1664525 * self.state + 1013904223) % 2**32
        return (self.state >> 8) % n


def seconds(ms):
    whole, frac = divmod(ms, 1000)
    return f"{whole}.{frac:03d}".rstrip("0").rstrip(".") if frac else str(whole)


def action(rng, hardware):
    """One action; `hardware` is a one-element list holding the hardware keyboard's state."""
    roll = rng.below(100)
    if roll < 40:
        return f"tap: {FIELDS[rng.below(len(FIELDS))]}"
    if roll < 50:
        return "tap: ok"
    if roll < 60:
        return f"tap: [{20 + rng.below(350)}, {60 + rng.below(40)}]"
    if roll < 75:
        target = rng.below(len(FIELDS) + 1)
        return "focus: none" if target == len(FIELDS) else f"focus: {FIELDS[target]}"
    if roll < 90:
        return f"keyboard: {{height: {HEIGHTS[rng.below(len(HEIGHTS))]}}}"
    if roll < 93:
        return f"keyboard: {{frame: [{rng.below(40)}, {300 + rng.below(200)}, 320, 260]}}"
    hardware[0] = not hardware[0]
    return f"hardwareKeyboard: {'true' if hardware[0] else 'false'}"


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[2])
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 100_000
    if (count - 1) * STEP_MS > 3_600_000:
        sys.exit("too many events for one every 36 ms by until = 3600 s")
    rng = LCG(2024)
    hardware = [False]
    lines = [HEADER]
    for index in range(count):
        # Top-level `- ` items: a block sequence may sit at its key's indentation.
        lines.append(f"- {{at: {seconds(index * STEP_MS)}, {action(rng, hardware)}}}\n")
    text = "".join(lines)
    data = text.encode()
    if len(data) > LIMIT:
        sys.exit(f"the scene is {len(data)} bytes, over the loader's limit of {LIMIT}")
    with open(out, "wb") as file:
        file.write(data)
    print(f"{out}: {count} events, {len(data)} bytes")


if __name__ == "__main__":
    main()
