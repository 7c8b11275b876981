#!/usr/bin/env python3
"""Writes logs and view dumps for `kbreplay import` at and past its 32 MiB limit into a folder.

  generate-import-logs.py OUT

Each log is deterministic. Printed notifications of every shape, repeated up to just under
the limit (answered: imported, or refused by a limit with a positioned error), ordinary lines
around two notifications (imported), and inputs meant
to be slow or large to read: one unclosed description, a bare run of entries without end, a
line of a million `name =`, nothing but line breaks, brackets nested without end, a file one
byte past the limit. View dumps (`*.dump`, for `--layout`) of each shape, large and deep, and
one byte past the limit.
"""
import os
import sys

LIMIT = 32 * 1024 * 1024
out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def fill(name, unit, head=b"", tail=b""):
    """HEAD, UNIT repeated, TAIL: as many units as keep the file at most LIMIT bytes."""
    count = (LIMIT - len(head) - len(tail)) // len(unit)
    with open(os.path.join(out, name), "wb") as f:
        f.write(head + unit * count + tail)


def objc(stamp, name, begin, end):
    return (
        f"{stamp}App[1:2] NSConcreteNotification 0x6000 {{name = {name}; userInfo = {{\n"
        "    UIKeyboardAnimationCurveUserInfoKey = 7;\n"
        '    UIKeyboardAnimationDurationUserInfoKey = "0.25";\n'
        f'    UIKeyboardFrameBeginUserInfoKey = "NSRect: {{{{0, {begin}}}, {{393, 336}}}}";\n'
        f'    UIKeyboardFrameEndUserInfoKey = "NSRect: {{{{0, {end}}}, {{393, 336}}}}";\n'
        "}}\n"
    )


# Untimed Objective-C descriptions: past 3,000 postings, an error at the 3,001st.
fill("objc-untimed.log", (objc("", "UIKeyboardWillShowNotification", 852, 516)
                          + objc("", "UIKeyboardWillHideNotification", 516, 852)).encode())
# Time-of-day Swift descriptions, 1 ms apart (they wrap past midnight in this pattern's
# place): imported up to the scene's limits, or refused by one.
swift = "".join(
    f"{h:02d}:{m:02d}:{s:02d}.{ms:03d} name = UIKeyboardWillChangeFrameNotification, object = nil, "
    f'userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{{{0, {y}}}, '
    '{393, 336}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])\n'
    for i, (h, m, s, ms, y) in enumerate(
        [(10, i // 60000 % 60, i // 1000 % 60, i % 1000, 516 if i % 2 else 852)
         for i in range(2000)]))
fill("swift-timed.log", swift.encode())
# Bare userInfo runs, with duplicates.
fill("bare-runs.log", (
    "{\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n}\n"
    "[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 852}, {393, 336}}]\n").encode())
# Ordinary log lines around two notifications: imported.
fill("noise.log", b"2024-05-01 09:41:00.500000+0200 App[1:2] [Network] request finished in 12 ms\n",
     head=objc("2024-05-01 09:41:00.000000+0200 ", "UIKeyboardWillShowNotification", 852,
               516).encode(),
     tail=objc("2024-05-01 09:41:01.000000+0200 ", "UIKeyboardWillHideNotification", 516,
               852).encode())
# One description that never closes: a warning, and nothing to import.
fill("unclosed.log", b"    UIKeyboardAnimationCurveUserInfoKey = 7;\n",
     head=b"NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {\n")
# A bare run of entries without end.
fill("endless-run.log", b'UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";\n')
# One line: a Swift description with a million entries.
fill("wide-line.log", b" a = b,",
     head=b"name = UIKeyboardWillShowNotification, object = nil,", tail=b"\n")
# Nothing but line breaks; brackets nested without end; `name` over and over.
fill("line-breaks.log", b"\n")
fill("deep-brackets.log", b"{", head=b"UIKeyboardFrameEndUserInfoKey = ")
fill("names.log", b"name name = x ")
# One byte past the limit: refused by its size before it is read.
with open(os.path.join(out, "past-limit.log"), "wb") as f:
    f.truncate(LIMIT + 1)

# View dumps for `import --layout` (*.dump): the same limit, the same answer within time and
# memory. A UIKit window whose screen repeats a form of text fields and buttons (refused past
# the scene's view limit, with the limit named); an XCUITest tree of the same; a dump whose every
# line is a tiny element; views nested without end; a dump printed as one escaped string; the
# same with an unreadable line at its end; one byte past the limit.
fill("uikit.dump", (
    "   |    | <UITextField: 0x7fa1; frame = (16 100; 361 44); text = ''; layer = <CALayer: 0x6>>\n"
    "   |    | <UIButton: 0x7fa2; frame = (16 160; 361 44); layer = <CALayer: 0x6>>\n"
    "   |    | <UILabel: 0x7fa3; frame = (16 220; 361 20); text = 'Hint'; layer = <CALayer: 0x6>>\n"
).encode(), head=(
    "<UIWindow: 0x7fa0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x6>>\n"
    "   | <UIView: 0x7fa9; frame = (0 0; 393 852); layer = <CALayer: 0x6>>\n").encode())
fill("xcuitest.dump", (
    "        TextField, 0x6001, {{16.0, 100.0}, {361.0, 44.0}}, identifier: 'email'\n"
    "        Button, 0x6002, {{16.0, 160.0}, {361.0, 44.0}}, label: 'Next'\n"
    "        StaticText, 0x6003, {{16.0, 220.0}, {361.0, 20.0}}, label: 'Hint'\n"
).encode(), head=(
    "Element subtree:\n"
    " →Application, 0x6000, pid: 1, label: 'Shop'\n"
    "    Window (Main), 0x6000, {{0.0, 0.0}, {393.0, 852.0}}\n"
    "      Other, 0x6000, {{0.0, 0.0}, {393.0, 852.0}}\n").encode())
fill("tiny-elements.dump", b"  Other, 0x1, {{0, 0}, {1, 1}}\n",
     head=b" Window, 0x0, {{0, 0}, {393, 852}}\n")
deep = b"".join(b"   | " * depth + b"<UIView: 0x1; frame = (0 0; 393 852)>\n" for depth in range(64))
fill("deep-views.dump", deep, head=b"<UIWindow: 0x0; frame = (0 0; 393 852)>\n")
escaped_line = "   | <UITextField: 0x7fa1; frame = (16 100; 361 44); text = \\'\\'>\\n"
fill("escaped.dump", escaped_line.encode(),
     head=b'"<UIWindow: 0x7fa0; frame = (0 0; 393 852)>\\n', tail=b'"\n')
fill("escaped-error.dump", escaped_line.encode(),
     head=b'"<UIWindow: 0x7fa0; frame = (0 0; 393 852)>\\n',
     tail=b'   | <UITextField: 0x7fa1; frame = (16 x; 361 44)>\\n"\n')
with open(os.path.join(out, "past-limit.dump"), "wb") as f:
    f.truncate(LIMIT + 1)
