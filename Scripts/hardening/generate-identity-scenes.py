#!/usr/bin/env python3
"""Writes N deterministic kbreplay scenes that vary every setting a trace depends on.

usage: generate-identity-scenes.py OUT_DIR N

Each scene picks a device (sometimes with overrides), one to four strategies, an fps from 1 to
240, one or two adaptive containers with an align, animation override and margin, nested views,
text fields, editors and buttons with hideKeyboardOnTap, toolbars and return keys, containers in
the keyboard safe area, scroll views (with content heights and dismiss modes), and a timeline of
taps (on views and points), focus changes, keyboard height and frame changes, hardware keyboard
toggles, return presses and drags, with expectations (values, ranges, gaps) that pass and fail.
A few scenes are invalid on purpose. Same arguments, same bytes.
"""
import os
import random
import sys

DEVICES = [
    ("iphone-se", 375, 667, 20, 0), ("iphone-13-mini", 375, 812, 50, 34),
    ("iphone-11", 414, 896, 48, 34), ("iphone-15", 393, 852, 59, 34),
    ("iphone-15-pro-max", 430, 932, 59, 34), ("ipad", 768, 1024, 20, 0),
]
STRATEGIES = ["none", "naive", "classic", "adaptive"]
CURVES = ["easeOut", "easeIn", "easeInOut", "linear", "keyboard", "none"]


def num(rng, low, high):
    value = rng.uniform(low, high)
    return str(round(value, rng.choice([0, 0, 1, 2])))


def scene(index, rng):
    name, width, height, top, bottom = rng.choice(DEVICES)
    lines = [f"scene: Variant {index}", f"device: {name}"]
    if rng.random() < 0.2:
        height = rng.choice([700, 800, 900])
        lines.append(f"screen: {{height: {height}}}")
    if rng.random() < 0.15:
        top, bottom = rng.choice([(20, 0), (47, 34), (59, 21)])
        lines.append(f"safeArea: {{top: {top}, bottom: {bottom}}}")
    if rng.random() < 0.2:
        lines.append(f"keyboard: {{height: {rng.choice([216, 291, 300, 346])}, accessory: 44}}")
    strategies = rng.sample(STRATEGIES, rng.randint(1, 4))
    lines.append(f"strategy: [{', '.join(strategies)}]" if len(strategies) > 1 or rng.random() < 0.5
                 else f"strategy: {strategies[0]}")
    if rng.random() < 0.3:
        lines.append("system: {focusChangeNotifies: true}")
    fps = rng.choice([1, 7, 24, 30, 60, 60, 60, 120, 240])
    until = rng.choice([None, None, 2, 3.5])
    lines.append(f"sampling: {{fps: {fps}" + (f", until: {until}" if until else "") + "}")
    containers = 2 if rng.random() < 0.25 else 1
    inputs, buttons, views = [], [], []
    lines += ["layout:", "  view: root", f"  frame: [0, 0, {width}, {height}]", "  children:"]
    band = (height - top - bottom) / containers
    for c in range(containers):
        cy = top + c * band
        cid = f"form{c}"
        views.append(cid)
        lines.append(f"    - view: {cid}")
        lines.append(f"      frame: [0, {cy:.0f}, {width}, {band:.0f}]")
        options = []
        if rng.random() < 0.5:
            options.append("align: " + rng.choice(["bottom", "center", "top"]))
        if rng.random() < 0.4:
            curve = rng.choice(CURVES)
            anim = f"curve: {curve}"
            if curve not in ("none", "keyboard") and rng.random() < 0.7:
                anim += f", duration: {rng.choice([0, 0.1, 0.25, 0.35, 0.5])}"
            options.append(f"animation: {{{anim}}}")
        if rng.random() < 0.3:
            options.append(f"margin: {rng.choice([0, 8, 16.5])}")
        lines.append("      keyboardAdaptive: " + (f"{{{', '.join(options)}}}" if options else "true"))
        if rng.random() < 0.2:
            lines.append("      keyboardSafeArea: true")
        if rng.random() < 0.6:
            lines.append("      hideKeyboardOnTap: true")
        lines.append("      children:")
        indent = " " * 8
        if rng.random() < 0.25:  # the container's content in a scroll view
            sid = f"scroll{c}"
            views.append(sid)
            lines.append(f"        - scrollView: {sid}")
            lines.append(f"          frame: [0, {cy:.0f}, {width}, {band:.0f}]")
            if rng.random() < 0.5:
                lines.append(f"          contentHeight: {band * rng.choice([1, 1.5, 3]):.0f}")
            if rng.random() < 0.7:
                lines.append("          keyboardDismissMode: " + rng.choice(["none", "onDrag", "interactive"]))
            lines.append("          children:")
            indent = " " * 12
        y = cy + 10
        for item in range(rng.randint(2, 7)):
            kind = rng.choice(["textField", "textField", "textEditor", "button", "view"])
            ident = f"{kind}{c}_{item}"
            h = 120 if kind == "textEditor" else 44
            extra = ", hideKeyboardOnTap: true" if rng.random() < 0.2 else ""
            if kind in ("textField", "textEditor"):
                if rng.random() < 0.2:
                    extra += f", toolbar: {rng.choice([0, 44, 50.5])}"
                if rng.random() < 0.3:
                    target = rng.choice(inputs) if inputs and rng.random() < 0.7 else None
                    extra += ", returnKey: " + (f"{{focus: {target}}}" if target else rng.choice(["dismiss", "newline"]))
                if indent == " " * 12 and rng.random() < 0.3:
                    extra += f", scrollsIntoView: {rng.choice(['true', 'false'])}"
            lines.append(f"{indent}- {{{kind}: {ident}, frame: [16, {y:.0f}, {width - 32}, {h}]{extra}}}")
            (inputs if kind in ("textField", "textEditor") else buttons if kind == "button" else views).append(ident)
            y += rng.randint(h + 4, max(h + 5, int(band / 3)))
    if not inputs:
        lines.append(f"        - {{textField: lone, frame: [16, {height - 200}, {width - 32}, 44]}}")
        inputs.append("lone")
    lines.append("events:")
    t = 0.0
    last = 0.0
    hardware = False
    for _ in range(rng.randint(1, 10)):
        t += rng.choice([0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8])
        at = round(t, rng.choice([1, 2, 3, 6]))
        last = at
        kind = rng.random()
        if kind < 0.35:
            action = f"tap: {rng.choice(inputs + buttons + views)}"
        elif kind < 0.45:
            action = f"tap: [{num(rng, 0, width)}, {num(rng, 0, height)}]"
        elif kind < 0.6:
            action = f"focus: {rng.choice(inputs + ['none'])}"
        elif kind < 0.72:
            extra = ""
            if rng.random() < 0.5:
                extra = f", duration: {rng.choice([0, 0.1, 0.25, 0.4])}, curve: {rng.choice([0, 1, 2, 3, 7])}"
            action = f"keyboard: {{height: {rng.choice([216, 260, 291, 336, 380])}{extra}}}"
        elif kind < 0.76:
            action = "key: return"
        elif kind < 0.8:
            duration = rng.choice([0.05, 0.2, 0.4])
            x = num(rng, 0, width)
            action = (f"drag: {{from: [{x}, {num(rng, 0, height)}], to: [{x}, {num(rng, 0, height + 50)}], "
                      f"duration: {duration}}}")
            last = round(at + duration, 6)
        elif kind < 0.84:
            fw = rng.choice([width, width - 40, 320])
            fy = rng.choice([height - 300, height - 100, height, height + 10, 200])
            action = f"keyboard: {{frame: [{rng.choice([0, 20])}, {fy}, {fw}, {rng.choice([260, 336])}]}}"
        else:
            hardware = not hardware if rng.random() < 0.8 else hardware
            action = f"hardwareKeyboard: {'true' if hardware else 'false'}"
        lines.append(f"  - {{at: {at}, {action}}}")
    if until and last > until:
        lines = [l for l in lines if not l.startswith("sampling")]
    lines.append("expect:")
    lines.append(f"  - {{at: {round(rng.uniform(0, min(last + 0.5, until or 99)), 3)}, focus: {rng.choice(inputs + ['none'])}}}")
    lines.append(f"  - {{always: {{covered: 0}}, tolerance: {rng.choice([0.01, 1, 50])}}}")
    if rng.random() < 0.4:
        low, high = rng.choice([(-100, 0), (0, 50), (10, 400), (-300, 300)])
        lines.append(f"  - {{at: end, gap: {{min: {low}, max: {high}}}}}")
    if containers == 1:
        lines.append(f"  - {{settled: {{padding: {rng.choice([0, 100, 261])}}}, strategy: {strategies[0]}}}")
    else:
        lines.append(f"  - {{at: end, padding: {{form0: 0, form1: {rng.choice([0, 50])}}}, keyboard: 0}}")
    text = "\n".join(lines) + "\n"
    if index % 37 == 5:  # invalid on purpose: a typo, a bad value or a bad reference
        text = text.replace("frame:", rng.choice(["frmae:", "frame: [1]\n      frame:", "frame:"]), 1)
        text = text.replace("events:", "events:\n  - {at: 0.1, tap: nosuchview}", 1)
    return text


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    rng = random.Random(16)
    os.makedirs(out, exist_ok=True)
    for index in range(count):
        with open(os.path.join(out, f"variant{index:04d}.yaml"), "w") as file:
            file.write(scene(index, rng))


if __name__ == "__main__":
    main()
