#!/usr/bin/env python3
"""Writes a deterministic suite of N small kbreplay scenes for Scripts/bench/bench.sh.

usage: generate-suite.py OUT_DIR N

Each scene is what a large app keeps by the thousand: about ten fields and buttons in one
keyboard-adaptive form, six events (taps, a focus change, a keyboard height change) and two
strategies, sampled for 2.5 s. Scenes go into folders of 500. The same arguments always give
the same bytes.
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


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    rng = random.Random(6)
    for index in range(count):
        folder = os.path.join(out, f"group{index // 500:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"scene{index:06d}.yaml"), "w") as file:
            file.write(scene(index, rng))


if __name__ == "__main__":
    main()
