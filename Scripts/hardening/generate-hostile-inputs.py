#!/usr/bin/env python3
"""Writes the hostile-input set into a folder, deterministically.

  generate-hostile-inputs.py OUT scenes    scenes, and OUT/base.yaml, whose trace the caller
                                          writes to OUT/base.golden (`kbreplay run`)
  generate-hostile-inputs.py OUT goldens   broken goldens made from OUT/base.golden

Each case is a line of OUT/cases-PART.tsv: name, command, expected outcome, the file the
diagnostic must name, then the command's arguments. Outcomes: `error` (exit 2 with a
FILE:LINE:COL diagnostic), `accept` (exit 0), `fail` (exit 1 with a FILE:LINE:COL diagnostic:
`test` on a scene whose golden is broken), `workload` (a valid input at the limits, measured
but held to no bound).
"""
import os
import sys

out, part = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
cases = []


def write(name, data):
    path = os.path.join(out, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
    return path


def case(name, command, outcome, named, *arguments):
    cases.append("\t".join([name, command, outcome, named, *arguments]))


def scene(name, text, outcome="error", command="lint"):
    path = write(f"scenes/{name}.yaml", text)
    case(name, command, outcome, path, path)


VALID = """scene: Valid
layout:
  view: screen
  frame: [0, 59, 393, 759]
  keyboardAdaptive: true
  children:
    - textField: field
      frame: [16, 640, 361, 44]
events:
  - {at: 0.1, tap: field}
"""


def scenes():
    # Nesting and aliases.
    scene("deep-brackets", "scene: x\nlayout: " + "[" * 100_000 + "]" * 100_000 + "\n")
    scene("deep-braces", "scene: x\nlayout: " + "{a: " * 100_000 + "b" + "}" * 100_000 + "\n")
    scene("deep-block-mappings",
          "scene: x\nlayout:\n" + "".join("  " * (i + 1) + "a:\n" for i in range(2_000)) + "\n")
    lines = ["scene: Alias bomb", "layout:", "  view: root", "  frame: [0, 0, 393, 852]",
             "  children:", "    - &v0 {view: leaf, frame: [0, 0, 1, 1]}"]
    for level in range(1, 10):
        kids = ", ".join([f"*v{level - 1}"] * 10)
        lines.append(f"    - &v{level} {{view: level{level}, frame: [0, 0, 1, 1], children: [{kids}]}}")
    scene("alias-bomb", "\n".join(lines) + "\n")
    scene("alias-deepening",
          "scene: x\na: &a " + "[" * 60 + "]" * 60 + "\nb: " + "[" * 10 + "*a" + "]" * 10 + "\n")
    scene("recursive-anchor",
          "scene: x\nlayout: &a {view: root, frame: [0, 0, 1, 1], children: [*a]}\n")
    scene("unknown-alias", VALID + "  - {at: 0.2, tap: *nowhere}\n")
    # 50,000 events each redefining the anchor &e, and 1,000 aliases to the latest (YAML allows
    # an anchor to be redefined; each alias costs 3 nodes of the 10,000 budget).
    scene("duplicate-anchors",
          VALID + "".join(f"  - &e {{at: 0.{i % 9 + 1}, focus: field}}\n" for i in range(50_000))
          + "  - *e\n" * 1_000, outcome="accept")

    # Size.
    with open(os.path.join(out, "scenes/hundred-megabytes.yaml"), "wb") as f:
        f.write(VALID.encode())
        block = b"# " + b"x" * 1021 + b"\n"
        f.write(block * (100 * 1024 - 1))
    path = os.path.join(out, "scenes/hundred-megabytes.yaml")
    case("hundred-megabytes", "lint", "error", path, path)
    limit = 4 * 1024 * 1024
    body = VALID.encode()
    filler = limit - len(body)
    scene("four-mebibytes-exactly",
          (body + b"#" + b"x" * (filler - 2) + b"\n").decode(), outcome="accept")
    scene("four-mebibytes-and-one", (body + b"#" + b"x" * (filler - 1) + b"\n").decode())
    scene("long-title", "scene: " + "t" * 4_000_000 + "\n" + VALID.split("\n", 1)[1],
          outcome="accept")
    scene("long-line-error-at-end",
          "scene: x\nlayout: {view: a, frame: [0, 0, 1, 1], children: ["
          + ", ".join(f"{{view: v{i}, frame: [0, 0, 1, 1]}}" for i in range(9_000))
          + "], colour: red}\n")
    scene("long-unknown-key", VALID + "k" * 3_000_000 + ": 1\n")
    scene("long-unknown-id", VALID + "  - {at: 0.2, tap: " + "f" * 3_000_000 + "}\n")

    # Encoding.
    path = write("scenes/invalid-utf8.yaml", VALID.encode() + b"  - {at: 0.2, tap: \xff\xfe\xc3(}\n")
    case("invalid-utf8", "lint", "error", path, path)
    scene("nul-byte", VALID + "  - {at: 0.2, tap: fi\0eld}\n")
    path = write("scenes/utf8-bom.yaml", b"\xef\xbb\xbf" + VALID.encode())
    case("utf8-bom", "lint", "accept", path, path)
    path = write("scenes/utf16-bom.yaml", b"\xff\xfe" + VALID.encode("utf-16-le"))
    case("utf16-bom", "lint", "error", path, path)
    scene("crlf", VALID.replace("\n", "\r\n"), outcome="accept")
    scene("tab-indentation", VALID.replace("  frame: [0, 59", "\tframe: [0, 59"))
    scene("tabs-between-flow-items", VALID.replace("[0, 59, 393, 759]", "[0,\t59,\t393,\t759]"),
          outcome="accept")
    scene("binary-garbage", bytes(range(256)).decode("latin-1") * 64)

    # Numbers and times.
    scene("huge-numbers", VALID.replace("[16, 640, 361, 44]", "[1e300, 99999999999999999999, 0x"
                                        + "f" * 40 + ", 1e308]"))
    scene("non-finite-numbers", VALID.replace("[16, 640, 361, 44]", "[.inf, -.inf, .nan, 1e400]"))
    scene("huge-times", VALID + "  - {at: 1e300, focus: field}\n  - {at: 99999999999999999999, "
          "focus: field}\nsampling: {until: 1e30, fps: 1e9}\n")
    scene("too-many-decimals", VALID + "  - {at: 0.0000001, focus: field}\n")

    # Ids, views and events.
    views = "".join(f"    - {{view: v{i}, frame: [0, 0, 1, 1]}}\n" for i in range(100_000))
    scene("hundred-thousand-views",
          "scene: x\nlayout:\n  view: root\n  frame: [0, 0, 393, 852]\n  children:\n" + views)
    views = "".join(f"    - {{view: same, frame: [0, 0, 1, 1]}}\n" for i in range(10_000))
    scene("ten-thousand-duplicate-ids",
          "scene: x\nlayout:\n  view: root\n  frame: [0, 0, 393, 852]\n  children:\n" + views)
    views = "".join(f"    - {{textField: id{i}, frame: [0, 0, 1, 1]}}\n" for i in range(9_999))
    events = "".join(f"  - {{at: 1, tap: di{i}}}\n" for i in range(100_000))
    scene("hundred-thousand-unknown-ids",
          "scene: x\nlayout:\n  view: root\n  frame: [0, 0, 393, 852]\n  children:\n" + views
          + "events:\n" + events)
    events = "".join(f"  - {{at: {i // 1000}.{i % 1000:03d}, focus: field}}\n" for i in range(100_000))
    scene("hundred-thousand-events", VALID.split("events:")[0] + "events:\n" + events,
          outcome="accept")
    scene("hundred-thousand-and-one-events",
          VALID.split("events:")[0] + "events:\n" + events + "  - {at: 100, focus: field}\n")
    scene("events-after-until", VALID.replace("events:\n", "sampling: {until: 0.5}\nevents:\n")
          + "".join("  - {at: 1, focus: field}\n" for _ in range(99_999)))
    scene("hundred-thousand-unknown-keys",
          VALID + "".join(f"unknownKeyNumber{i:06d}: 1\n" for i in range(100_000)))
    scene("hundred-thousand-duplicate-keys", VALID + "scene: again\n" * 100_000)
    scene("hundred-thousand-documents", VALID + "---\n" * 100_000)
    scene("empty", "")
    scene("only-comments", "# nothing here\n" * 10)

    # Return keys, toolbars, the keyboard safe area, scroll views and drags.
    chain = """scene: Chain
layout:
  view: screen
  frame: [0, 59, 393, 759]
  keyboardSafeArea: true
  children:
    - {textField: a, frame: [16, 600, 361, 44], returnKey: {focus: b}, toolbar: 44}
    - {textField: b, frame: [16, 650, 361, 44], returnKey: {focus: a}}
    - {textField: c, frame: [16, 700, 361, 44], returnKey: {focus: c}, toolbar: 1000000}
    - {button: go, frame: [16, 100, 361, 44]}
events:
  - {at: 0.1, tap: a}
"""
    presses = "".join(f"  - {{at: {1 + i // 1000}.{i % 1000:03d}, key: return}}\n" for i in range(99_998))
    scene("looping-return-chain", chain + presses + "  - {at: 200, tap: c}\n",
          outcome="workload", command="run")
    scene("return-with-nothing-focused",
          chain.replace("  - {at: 0.1, tap: a}\n", "") + "  - {at: 0.1, key: return}\n"
          + "  - {at: 0.2, key: return}\n", outcome="accept", command="run")
    scene("huge-toolbar", chain.replace("toolbar: 44", "toolbar: 1e300"))
    scene("negative-toolbar", chain.replace("toolbar: 44", "toolbar: -44"))
    scene("return-key-to-a-button", chain.replace("{focus: b}", "{focus: go}"))
    scene("return-key-to-an-unknown-id", chain.replace("{focus: b}", "{focus: nowhere}"))
    scene("safe-area-align-twice",
          chain.replace("keyboardSafeArea: true", "keyboardSafeArea: {align: top, align: center}"))
    scroll = """scene: Scroll
layout:
  view: screen
  frame: [0, 0, 393, 852]
  children:
    - scrollView: feed
      frame: [0, 59, 393, 759]
      contentHeight: 100000
      keyboardDismissMode: interactive
      children:
        - {textField: message, frame: [16, 770, 361, 40]}
events:
  - {at: 0.1, tap: message}
"""
    nested = "".join(f"{{scrollView: s{i}, frame: [0, 0, 393, 852], children: [" for i in range(20))
    scene("twenty-nested-scroll-views",
          scroll.replace("{textField: message, frame: [16, 770, 361, 40]}",
                         nested + "{textField: deep, frame: [16, 770, 361, 40]}" + "]}" * 20))
    scene("zero-duration-drag", scroll + "  - {at: 1, drag: {from: [196, 300], to: [196, 600], "
          "duration: 0}}\n")
    scene("negative-duration-drag", scroll + "  - {at: 1, drag: {from: [196, 300], to: [196, "
          "600], duration: -1}}\n")
    scene("drag-across-the-limits", scroll + "  - {at: 1, drag: {from: [-1000000, -1000000], "
          "to: [1000000, 1000000], duration: 0.5}}\n", outcome="accept", command="run")
    scene("huge-content-height", scroll.replace("contentHeight: 100000", "contentHeight: 1e300"))
    drags = "".join(f"  - {{at: {1 + i // 100}.{i % 100:02d}, drag: {{from: [196, {300 + i % 400}], "
                    f"to: [196, {900 - i % 700}], duration: 0.005}}}}\n" for i in range(50_000))
    scene("fifty-thousand-drags", scroll + drags, outcome="workload", command="run")

    # Replay: valid scenes at the limits, replayed and printed (`run`).
    heavy = ("strategy: [none, naive, classic, adaptive]\nsampling: {fps: 240, until: 3600}\n"
             + VALID.split("events:")[0].replace("Valid", "An hour at 240 fps, every strategy")
             + "events:\n"
             + "".join(f"  - {{at: {i * 36 // 1000}.{i * 36 % 1000:03d}, "
                       f"{'focus: field' if i % 2 == 0 else 'focus: none'}}}\n"
                       for i in range(100_000)))
    scene("hour-at-240-fps-four-strategies", heavy, outcome="workload", command="run")
    containers = "".join(
        f"    - view: c{i}\n      frame: [0, {i % 800}, 393, 40]\n      keyboardAdaptive: true\n"
        f"      children: [{{textField: f{i}, frame: [0, {i % 800}, 393, 40]}}]\n" for i in range(4_000))
    wide = ("scene: Four thousand containers\nstrategy: classic\nsampling: {fps: 240, until: 3600}\n"
            "layout:\n  view: root\n  frame: [0, 0, 393, 852]\n  children:\n" + containers
            + "events:\n" + "".join(f"  - {{at: {i // 10}.{i % 10}, focus: f{i % 4000}}}\n"
                                    for i in range(30_000)))
    scene("four-thousand-containers-an-hour", wide, command="run")
    write("base.yaml", VALID)




def goldens():
    base = open(os.path.join(out, "base.golden"), "rb").read()
    scene_text = VALID.encode()
    lines = base.split(b"\n")

    def golden(name, data, also_test=True):
        path = write(f"goldens/{name}.golden", data)
        case(name, "diff", "error", path, path, os.path.join(out, "base.golden"))
        if also_test:
            suite = f"goldens/suite-{name}"
            write(f"{suite}/scene.yaml", scene_text)
            golden_path = write(f"{suite}/scene.golden", data)
            case(f"{name} (test)", "test", "fail", golden_path, os.path.join(out, suite))

    golden("golden-empty", b"")
    golden("golden-crlf", base.replace(b"\n", b"\r\n"))
    golden("golden-invalid-utf8", base.replace(b"scene: Valid", b"scene: Val\xffid"))
    golden("golden-nul-byte", base.replace(b"scene: Valid", b"scene: Val\0id"))
    golden("golden-escape-sequence", base.replace(b"scene: Valid", b"scene: \x1b[2J\x1b[31mValid"))
    golden("golden-no-final-line-end", base[:-1])
    golden("golden-version-2", base.replace(b"kbreplay-trace 1", b"kbreplay-trace 2"))
    golden("golden-header-only", b"\n".join(lines[:3]) + b"\n")
    columns = next(i for i, line in enumerate(lines) if line.startswith(b"samples:"))
    rows = [i for i in range(columns + 1, len(lines)) if lines[i].startswith(b"  ")]
    last_row = rows[-1]
    golden("golden-huge-number",
           b"\n".join(lines[:last_row] + [lines[last_row].replace(b"0.00", b"12345678901.00", 1)]
                      + lines[last_row + 1:]))
    golden("golden-nan", b"\n".join(lines[:last_row] + [lines[last_row].replace(b"0.00", b"nan", 1)]
                                    + lines[last_row + 1:]))
    golden("golden-binary-garbage", bytes(range(256)) * 4096)
    # 100 MB each: garbage from the first line; a valid header, then one sample row repeated
    # (the second is out of order); a single line without a line end.
    hundred = 100 * 1024 * 1024
    block = bytes((i * 7919) % 251 for i in range(1 << 16))
    golden("golden-hundred-megabytes-of-garbage", block * (hundred // len(block)))
    header = b"\n".join(lines[:rows[0] + 1]) + b"\n"
    repeated = lines[rows[0]] + b"\n"
    golden("golden-hundred-megabytes-of-rows",
           header + repeated * ((hundred - len(header)) // len(repeated)))
    golden("golden-hundred-megabyte-line", b"kbreplay-trace 1\nscene: " + b"x" * hundred)
    # A trace that is valid but for its last line: read in full before the problem shows.
    big = b"\n".join(lines[:rows[0]]) + b"\n" + b"".join(
        b"  %d.%04d  0.00  0.00  none  0.00\n" % (k // 60, round(k % 60 / 60 * 10_000))
        for k in range(300_000)) + b"  cut short"
    path = write("goldens/golden-large-valid-but-last-line.golden", big)
    case("golden-large-valid-but-last-line", "diff", "workload", path, path,
         os.path.join(out, "base.golden"))


{"scenes": scenes, "goldens": goldens}[part]()
with open(os.path.join(out, f"cases-{part}.tsv"), "w") as f:
    f.write("\n".join(cases) + "\n")
