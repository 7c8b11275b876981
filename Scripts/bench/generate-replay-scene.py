#!/usr/bin/env python3
"""Writes the one large scene that Scripts/bench/bench-replay.sh replays.

usage: generate-replay-scene.py OUT_FILE [EVENTS]   (default 100,000 events)

The scene runs to the loader's limits: `sampling: {fps: 60, until: 3600}` (216,001 samples)
and, by default, 100,000 events, one every 36 ms, under the 4 MiB file limit thanks to flow
mappings and short ids. The timeline is a deterministic mix (a fixed linear congruential
generator, not Python's `random`, so the bytes do not depend on the Python version) of taps on
fields, on a button and on the background (which dismisses the keyboard), programmatic focus
changes, keyboard height changes, an occasional floating keyboard, hardware keyboard
attach/detach, and drags in the form's scroll view (which dismisses the keyboard
interactively), in a four-event cycle that shows and hides the keyboard about every 144 ms.
Every event names a real id, so the loader accepts the scene.
"""
import sys

LIMIT = 4 * 1024 * 1024
STEP_MS = 36
FIELDS = ["a", "b", "c", "d", "e"]
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
        - scrollView: list
          frame: [0, 59, 393, 759]
          keyboardDismissMode: interactive
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
            - textField: e
              frame: [16, 1300, 361, 44]
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


def field(rng):
    return FIELDS[rng.below(len(FIELDS))]


def action(rng, slot, hardware):
    """The action for a slot of the four-event cycle; `hardware` holds the hardware keyboard's
    state in a one-element list.

    The cycle keeps the keyboard busy, as a stress test should: a field is tapped (the keyboard
    shows), the keyboard changes (height, floating frame or hardware keyboard) or focus moves,
    another field or the button is tapped, and the background is tapped (which dismisses, since
    the root has `hideKeyboardOnTap`), a drag scrolls the form (down past the keyboard's top
    half the time), or focus is dropped.
    """
    roll = rng.below(100)
    if slot == 0:
        return f"tap: {field(rng)}"
    if slot == 1:
        if roll < 60:
            return f"keyboard: {{height: {HEIGHTS[rng.below(len(HEIGHTS))]}}}"
        if roll < 70:
            return f"keyboard: {{frame: [{rng.below(40)}, {300 + rng.below(200)}, 320, 260]}}"
        if roll < 85:
            hardware[0] = not hardware[0]
            return f"hardwareKeyboard: {'true' if hardware[0] else 'false'}"
        return f"focus: {field(rng)}"
    if slot == 2:
        if roll < 50:
            return f"tap: {field(rng)}"
        return "tap: ok" if roll < 75 else f"focus: {field(rng)}"
    if roll < 60:
        return f"tap: [{20 + rng.below(350)}, {60 + rng.below(40)}]"
    if roll < 85:
        start, end = 100 + rng.below(300), 300 + rng.below(550)
        return f"drag: {{from: [196, {start}], to: [196, {end}], duration: 0.0{1 + rng.below(3)}}}"
    return "focus: none"


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
        lines.append(f"- {{at: {seconds(index * STEP_MS)}, {action(rng, index % 4, hardware)}}}\n")
    text = "".join(lines)
    data = text.encode()
    if len(data) > LIMIT:
        sys.exit(f"the scene is {len(data)} bytes, over the loader's limit of {LIMIT}")
    with open(out, "wb") as file:
        file.write(data)
    print(f"{out}: {count} events, {len(data)} bytes")


if __name__ == "__main__":
    main()
