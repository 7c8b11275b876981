#!/usr/bin/env python3
"""Writes a deterministic corpus of valid kbreplay scenes for Scripts/bench/bench-load.sh.

usage: generate-corpus.py OUT_DIR [MIB]   (default 22 MiB, seed 2024)

Scenes look hand-written: a device, a header, one or two keyboard-adaptive containers
(never nested) holding sections of fields and buttons, a timeline of taps, focus and
keyboard changes, and expectations. Sizes range from a few KB to a few tens of KB. The same
arguments always give the same bytes. Each file is parsed back with PyYAML as a sanity check;
the loader itself is the real judge (`kbreplay lint OUT_DIR`).
"""
import os
import random
import sys

import yaml

SEED = 2024
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
DEVICES = {
    "iphone-se": (375, 667, 20, 0, 260),
    "iphone-13-mini": (375, 812, 50, 34, 336),
    "iphone-11": (414, 896, 48, 34, 346),
    "iphone-15": (393, 852, 59, 34, 336),
    "iphone-15-pro-max": (430, 932, 59, 34, 346),
    "ipad": (768, 1024, 20, 0, 313),
}
STRATEGIES = ["none", "naive", "classic", "adaptive"]
WORDS = ["sign in", "checkout", "profile", "search", "chat", "settings", "address", "payment",
         "feedback", "onboarding", "comment", "filter", "booking", "note", "survey"]
FIELDS = ["email", "password", "name", "street", "city", "zip", "phone", "card", "expiry",
          "code", "message", "title", "notes", "query", "amount"]


def seconds(us):
    """Microseconds as a YAML decimal with at most 6 fractional digits."""
    whole, frac = divmod(us, 1_000_000)
    if frac == 0:
        return f"{whole}.0" if whole == 0 else str(whole)
    return f"{whole}." + f"{frac:06d}".rstrip("0")


def frame(x, y, w, h):
    return f"[{x}, {y}, {w}, {h}]"


class Scene:
    def __init__(self, rng, index, events_wanted):
        self.rng = rng
        self.index = index
        self.events_wanted = events_wanted
        self.lines = []
        self.inputs = []       # ids of text inputs
        self.buttons = []      # ids of buttons
        self.views = []        # every id
        self.containers = []   # ids of adaptive containers

    def emit(self, text=""):
        self.lines.append(text)

    def node(self, indent, kind, node_id, rect, extra=()):
        pad = " " * indent
        self.emit(f"{pad}- {kind}: {node_id}")
        self.emit(f"{pad}  frame: {frame(*rect)}")
        for line in extra:
            self.emit(f"{pad}  {line}")
        self.views.append(node_id)
        if kind in ("textField", "textEditor"):
            self.inputs.append(node_id)
        elif kind == "button":
            self.buttons.append(node_id)

    def header(self):
        rng = self.rng
        self.device = rng.choice(sorted(DEVICES))
        self.width, self.height, self.top, self.bottom, _ = DEVICES[self.device]
        title = f"{rng.choice(WORDS).capitalize()} form {self.index}, {rng.choice(WORDS)} variant"
        self.emit(f"# Generated benchmark scene {self.index} (seed {SEED}).")
        self.emit(f"scene: {title}")
        self.emit(f"device: {self.device}")
        if rng.random() < 0.2:
            self.emit(f"keyboard: {{height: {rng.choice([291, 301, 336, 346])}, accessory: 55}}")
        if rng.random() < 0.1:
            self.emit(f"safeArea: {{top: {self.top}, bottom: {self.bottom}}}")
        count = rng.randint(1, 4)
        self.strategies = rng.sample(STRATEGIES, count)
        if count == 1 and rng.random() < 0.5:
            self.emit(f"strategy: {self.strategies[0]}")
        else:
            self.emit(f"strategy: [{', '.join(self.strategies)}]")
        if rng.random() < 0.3:
            self.emit("system: {focusChangeNotifies: true}")

    def layout(self):
        rng, w, h = self.rng, self.width, self.height
        self.emit("layout:")
        self.emit("  view: screen")
        self.emit(f"  frame: {frame(0, 0, w, h)}")
        if rng.random() < 0.5:
            self.emit("  hideKeyboardOnTap: true")
        self.emit("  children:")
        self.node(4, "view", "header", (0, self.top, w, 44))
        toolbar = rng.random() < 0.4
        content_bottom = h - self.bottom - (50 if toolbar else 0)
        content_top = self.top + 44
        self.container(4, "content", (0, content_top, w, content_bottom - content_top))
        self.emit("      children:")
        y = content_top + 8
        for section in range(rng.randint(2, 6)):
            y = self.section(8, section, y)
        if toolbar:
            self.container(4, "toolbar", (0, content_bottom, w, 50))
            self.emit("      children:")
            self.node(8, "textField", "toolbar.search", (8, content_bottom + 3, w - 70, 44))
            self.node(8, "button", "toolbar.send", (w - 56, content_bottom + 3, 48, 44))

    def container(self, indent, node_id, rect):
        rng = self.rng
        pad = " " * indent
        self.emit(f"{pad}- view: {node_id}")
        self.emit(f"{pad}  frame: {frame(*rect)}")
        style = rng.choice(["true", "{align: bottom}", "{align: center}", "{align: top}",
                            "{align: bottom, margin: 8}",
                            "{animation: {curve: easeOut, duration: 0.16}}",
                            "{align: bottom, animation: {curve: keyboard}}",
                            "{animation: {curve: linear, duration: 0}}"])
        self.emit(f"{pad}  keyboardAdaptive: {style}")
        self.views.append(node_id)
        self.containers.append(node_id)

    def section(self, indent, number, y):
        rng = self.rng
        items = rng.randint(2, 6)
        height = items * 52 + 8
        pad = " " * indent
        section_id = f"section{number}"
        self.emit(f"{pad}- view: {section_id}")
        self.emit(f"{pad}  frame: {frame(0, y, self.width, height)}")
        if rng.random() < 0.3:
            self.emit(f"{pad}  hideKeyboardOnTap: true")
        self.emit(f"{pad}  children:")
        self.views.append(section_id)
        for item in range(items):
            rect = (16, y + 8 + item * 52, self.width - 32, 44)
            kind = rng.choices(["textField", "textEditor", "button", "view"], [6, 1, 2, 1])[0]
            name = f"{section_id}.{rng.choice(FIELDS)}{item}"
            extra = ["hideKeyboardOnTap: true"] if rng.random() < 0.15 else []
            self.node(indent + 4, kind, name, rect, extra)
        return y + height + 12

    def events(self):
        rng = self.rng
        self.emit("events:")
        at = 0
        point_anchor = None
        for number in range(self.events_wanted):
            at += rng.randint(20, 700) * 1000 + rng.choice([0, 0, 0, 500, 250])
            action = self.action(number, point_anchor)
            if action.startswith("tap: &"):
                point_anchor = action.split("&")[1].split(" ")[0]
            if rng.random() < 0.1:
                self.emit(f"  - at: {seconds(at)}")
                self.emit(f"    {action}")
            else:
                self.emit(f"  - {{at: {seconds(at)}, {action}}}")
        self.last_event = at

    def action(self, number, point_anchor):
        rng = self.rng
        kind = rng.choices(
            ["tapInput", "tapButton", "tapPoint", "focus", "height", "frame", "hardware"],
            [30, 8, 10, 20, 12, 5, 5])[0]
        if kind == "tapInput" and self.inputs:
            return f"tap: {rng.choice(self.inputs)}"
        if kind == "tapButton" and self.buttons:
            return f"tap: {rng.choice(self.buttons)}"
        if kind == "focus":
            target = rng.choice(self.inputs) if self.inputs and rng.random() < 0.8 else "none"
            return f"focus: {target}"
        if kind == "height":
            extra = rng.choice(["", ", duration: 0.25", ", duration: 0.3, curve: 0",
                                ", curve: 7", ", duration: 0, curve: 3"])
            return f"keyboard: {{height: {rng.choice([260, 291, 301, 336, 346, 380])}{extra}}}"
        if kind == "frame":
            x, y = rng.randint(0, 100), rng.randint(200, self.height)
            return f"keyboard: {{frame: [{x}, {y}, {self.width - 2 * x}, 300], curve: 1}}"
        if kind == "hardware":
            return f"hardwareKeyboard: {rng.choice(['true', 'false'])}"
        if point_anchor and rng.random() < 0.3:
            return f"tap: *{point_anchor}"
        point = f"[{rng.randint(0, self.width - 1)}, {rng.randint(0, self.height - 1)}]"
        if rng.random() < 0.2:
            return f"tap: &p{number} {point}"
        return f"tap: {point}"

    def sampling(self):
        rng = self.rng
        if rng.random() < 0.3:
            self.until = self.last_event + rng.randint(1, 20) * 100_000
            self.emit(f"sampling: {{fps: {rng.choice([30, 60, 120])}, until: {seconds(self.until)}}}")
        else:
            self.until = self.last_event + 1_000_000
            if rng.random() < 0.3:
                self.emit("sampling: {fps: 60}")

    def checks(self):
        rng = self.rng
        checks = []
        if self.containers and rng.random() < 0.6:
            if len(self.containers) == 1:
                checks.append(f"padding: {rng.randint(0, 300)}")
            else:
                pairs = ", ".join(f"{c}: {rng.randint(0, 300)}" for c in self.containers)
                checks.append(f"padding: {{{pairs}}}")
        if rng.random() < 0.5:
            checks.append(f"keyboard: {rng.choice([0, 55, 291, 336])}")
        if rng.random() < 0.4:
            checks.append(f"covered: {rng.choice([0, 0, 12.5, 44])}")
        if not checks or rng.random() < 0.4:
            target = rng.choice(self.inputs) if self.inputs and rng.random() < 0.7 else "none"
            checks.append(f"focus: {target}")
        return checks

    def expectations(self, count):
        rng = self.rng
        self.emit("expect:")
        for _ in range(count):
            checks = ", ".join(self.checks())
            scope = ""
            if rng.random() < 0.3:
                scope = f", strategy: {rng.choice(self.strategies)}"
            if rng.random() < 0.15:
                scope += ", tolerance: 0.5"
            moment = rng.choices(["at", "end", "always", "settled"], [6, 1, 1, 1])[0]
            if moment == "at":
                self.emit(f"  - {{at: {seconds(rng.randint(0, self.until // 1000) * 1000)}, "
                          f"{checks}{scope}}}")
            elif moment == "end":
                self.emit(f"  - {{at: end, {checks}{scope}}}")
            else:
                self.emit(f"  - {{{moment}: {{{checks}}}{scope}}}")

    def text(self):
        self.header()
        self.layout()
        self.events()
        self.sampling()
        self.expectations(max(2, self.events_wanted // 6))
        return "\n".join(self.lines) + "\n"


def main():
    out = sys.argv[1]
    target = int(float(sys.argv[2]) * 1024 * 1024) if len(sys.argv) > 2 else 22 * 1024 * 1024
    rng = random.Random(SEED)
    total, index = 0, 0
    while total < target:
        events = rng.choice([rng.randint(5, 40), rng.randint(40, 150), rng.randint(150, 800)])
        text = Scene(rng, index, events).text()
        folder = os.path.join(out, f"group{index % 16:02d}")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"scene{index:05d}.yaml")
        data = text.encode()
        assert len(data) < 4 * 1024 * 1024, path
        yaml.load(text, Loader=LOADER)
        with open(path, "wb") as file:
            file.write(data)
        total += len(data)
        index += 1
    print(f"{index} scenes, {total} bytes in {out}")


if __name__ == "__main__":
    main()
