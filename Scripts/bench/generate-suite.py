#!/usr/bin/env python3
"""Writes a deterministic suite of N small kbreplay scenes for Scripts/bench/bench.sh.

usage: generate-suite.py OUT_DIR N [standard|long|scroll]

Each scene is what a large app keeps by the thousand: about ten fields and buttons in one
keyboard-adaptive form and two strategies, sampled at 60 fps until 1 s after the last event.
  standard  (the default) six events (taps, a focus change, a keyboard height change), the last
            at 1.5 s: a timeline of 2.5 s
  long      6 to 10 events (taps on fields, a button and the background, focus changes, keyboard
            height changes), the last 1 s before the end of a timeline of 3 to 6 s: more
            samples and inputs for each scene loaded, so that replaying and writing the trace
            weigh more against loading
  scroll    the standard form's fields inside a scroll view with interactive dismissal, its
            content twice the screen's height: taps, a focus change on a field below the fold,
            a drag that scrolls and one that drags the keyboard down (dismissing or restoring
            it), the last at 1.8 s; samples carry an offset and an inset column
The long and scroll scenes have the standard ones' devices and strategies. Scenes go into
folders of 500.
The same arguments always give the same bytes.
"""
import os
import random
import sys

DEVICES = [
    ("iphone-se", 375, 667, 20), ("iphone-13-mini", 375, 812, 50), ("iphone-11", 414, 896, 48),
    ("iphone-15", 393, 852, 59), ("iphone-15-pro-max", 430, 932, 59), ("ipad", 768, 1024, 20),
]
PAIRS = [["classic", "adaptive"], ["naive", "adaptive"], ["classic", "naive"]]


def scene(index, rng):
    name, width, height, top = DEVICES[index % len(DEVICES)]
    lines = [
        f"scene: Generated form {index}",
        f"device: {name}",
        f"strategy: [{', '.join(PAIRS[index % len(PAIRS)])}]",
        "layout:",
        "  view: screen",
        f"  frame: [0, {top}, {width}, {height - top}]",
        "  keyboardAdaptive: true",
        "  hideKeyboardOnTap: true",
        "  children:",
    ]
    fields = []
    y = top + 16
    for item in range(10):
        kind = "button" if item % 4 == 3 else "textField"
        ident = f"{kind}{item}"
        lines.append(f"    - {{{kind}: {ident}, frame: [16, {y}, {width - 32}, 44]}}")
        if kind == "textField":
            fields.append(ident)
        y += rng.randint(52, (height - top - 60) // 10 + 40)
    first, second = rng.sample(fields, 2)
    lines += [
        "events:",
        f"  - {{at: 0.1, tap: {first}}}",
        f"  - {{at: 0.6, focus: {second}}}",
        f"  - {{at: 0.9, keyboard: {{height: {rng.choice([291, 380])}}}}}",
        f"  - {{at: 1.2, tap: button3}}",
        f"  - {{at: 1.4, tap: {first}}}",
        "  - {at: 1.5, tap: [4, 40]}",
        "expect:",
        "  - {at: 0.05, focus: none}",
    ]
    return "\n".join(lines) + "\n"


def long_events(fields, rng):
    """6 to 10 events at distinct tenths of a second: the first a tap on a field at 0.1 s, the
    last 1 s before the end of a timeline of 3 to 6 s."""
    end = rng.randint(30, 60)  # the timeline's length, in tenths
    count = rng.randint(6, 10)
    tenths = [1] + sorted(rng.sample(range(2, end - 10), count - 2)) + [end - 10]
    events = [f"  - {{at: 0.1, tap: {rng.choice(fields)}}}"]
    for tenth in tenths[1:]:
        kind = rng.randrange(6)
        if kind == 0:
            action = f"tap: {rng.choice(fields)}"
        elif kind == 1:
            action = f"focus: {rng.choice(fields)}"
        elif kind == 2:
            action = f"keyboard: {{height: {rng.choice([291, 336, 380])}}}"
        elif kind == 3:
            action = "tap: button3"
        elif kind == 4:
            action = "tap: [4, 40]"
        else:
            action = "focus: none"
        events.append(f"  - {{at: {tenth // 10}.{tenth % 10}, {action}}}")
    return events


def long_scene(text, rng):
    """The standard scene `text` with its events replaced by a long timeline."""
    fields = [line.split(":")[1].split(",")[0].strip()
              for line in text.splitlines() if line.startswith("    - {textField:")]
    head, _, tail = text.partition("events:\n")
    expectations = tail[tail.index("expect:\n"):]
    return head + "events:\n" + "\n".join(long_events(fields, rng)) + "\n" + expectations


def scroll_scene(index, rng):
    """A form that scrolls: the standard scene's fields spread over twice the screen's height
    inside a scroll view with `keyboardDismissMode: interactive`."""
    name, width, height, top = DEVICES[index % len(DEVICES)]
    lines = [
        f"scene: Generated scrolling form {index}",
        f"device: {name}",
        f"strategy: [{', '.join(PAIRS[index % len(PAIRS)])}]",
        "layout:",
        "  view: screen",
        f"  frame: [0, 0, {width}, {height}]",
        "  hideKeyboardOnTap: true",
        "  children:",
        "    - scrollView: form",
        f"      frame: [0, {top}, {width}, {height - top}]",
        "      keyboardDismissMode: interactive",
        "      children:",
    ]
    fields = []
    y = top + 16
    step = 2 * (height - top) // 10
    for item in range(10):
        kind = "button" if item % 4 == 3 else "textField"
        ident = f"{kind}{item}"
        lines.append(f"        - {{{kind}: {ident}, frame: [16, {y}, {width - 32}, 44]}}")
        if kind == "textField":
            fields.append(ident)
        y += rng.randint(step - 20, step + 20)
    first = rng.choice(fields[:3])
    below = rng.choice(fields[-3:])
    middle = width // 2
    release = height - rng.choice([60, 200])  # past the keyboard's middle, or not
    lines += [
        "events:",
        f"  - {{at: 0.1, tap: {first}}}",
        f"  - {{at: 0.5, drag: {{from: [{middle}, {top + 300}], to: [{middle}, {top + 150}]}}}}",
        f"  - {{at: 0.9, focus: {below}}}",
        f"  - {{at: 1.3, drag: {{from: [{middle}, {top + 100}], to: [{middle}, {release}]}}}}",
        f"  - {{at: 1.8, tap: {first}}}",
        "expect:",
        "  - {at: 0.05, focus: none}",
    ]
    return "\n".join(lines) + "\n"


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    corpus = sys.argv[3] if len(sys.argv) > 3 else "standard"
    if corpus not in ("standard", "long", "scroll"):
        sys.exit(f"generate-suite.py: unknown corpus {corpus!r} (standard, long or scroll)")
    rng = random.Random(6)
    timeline = random.Random(7)  # apart, so that the standard scenes stay as they were
    for index in range(count):
        folder = os.path.join(out, f"group{index // 500:03d}")
        os.makedirs(folder, exist_ok=True)
        text = scroll_scene(index, rng) if corpus == "scroll" else scene(index, rng)
        if corpus == "long":
            text = long_scene(text, timeline)
        with open(os.path.join(folder, f"scene{index:06d}.yaml"), "w") as file:
            file.write(text)


if __name__ == "__main__":
    main()
