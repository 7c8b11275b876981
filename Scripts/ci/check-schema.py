#!/usr/bin/env python3
"""Checks Schema/scene.schema.json against the scene suite and against kbreplay's loader.

1. Every scene under the given folders (default Scenes) validates against the schema.
2. The schema and the loader know the same keys: the schema's property names are exactly the
   spellings of SceneKey (its `name`, in Sources/SceneLoading/SceneKey.swift), and in every
   kind of mapping a probe scene with each key added is reported as an unknown key by
   `kbreplay lint` exactly when the schema reports it as unexpected.
3. A table of value probes (YAML 1.1 spellings, leading zeros, ranges, exclusive keys, merge
   keys, duplicates...) gets the same verdict from the loader and from the schema.

YAML is read with PyYAML's SafeLoader set up for the YAML 1.2 core schema, as the loader reads
it: `yes`, `on`, `12:30` and `2024-01-01` are strings, `0o17` and `0x1F` are integers. A
number with a leading zero and a non-finite number (`.inf`, `.nan`), which the loader refuses
and JSON cannot hold, are kept as strings, so the schema refuses them wherever a number is due.
Keys written twice in one mapping are an error, as in the loader.

Usage: check-schema.py KBREPLAY_BINARY [SCENES_FOLDER...]
"""

import copy
import json
import math
import os
import re
import subprocess
import sys
import tempfile

import jsonschema
import yaml

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCHEMA_PATH = os.path.join(ROOT, "Schema", "scene.schema.json")
SCENE_KEY_PATH = os.path.join(ROOT, "Sources", "SceneLoading", "SceneKey.swift")


# MARK: YAML 1.2 core schema


class DuplicateKeyError(yaml.constructor.ConstructorError):
    pass


class CoreLoader(yaml.SafeLoader):
    """SafeLoader with the YAML 1.2 core schema's implicit types and duplicate-key errors."""

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen = set()
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    duplicate = key in seen
                    seen.add(key)
                except TypeError:  # a list or mapping as a key: the loader refuses it too
                    raise yaml.constructor.ConstructorError(
                        None, None, "a key must be plain text", key_node.start_mark)
                if duplicate:
                    raise DuplicateKeyError(
                        "while reading a mapping", node.start_mark,
                        "duplicate key %r" % (key,), key_node.start_mark)
        return super().construct_mapping(node, deep)


CoreLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag == "tag:yaml.org,2002:merge"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""])
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"))
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
    list("-+0123456789"))
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
               r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+0123456789."))

LEADING_ZERO = re.compile(r"^[-+]?0[0-9]")


def construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    if LEADING_ZERO.match(text):
        return text  # refused by the loader; a string where a number is due
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text)


def construct_core_float(loader, node):
    text = loader.construct_scalar(node)
    if LEADING_ZERO.match(text) or text.lstrip("+-").lower() in (".inf", ".nan"):
        return text  # refused by the loader, and JSON has no infinity
    return float(text)


def construct_core_bool(loader, node):
    return loader.construct_scalar(node) in ("true", "True", "TRUE")


CoreLoader.add_constructor("tag:yaml.org,2002:int", construct_core_int)
CoreLoader.add_constructor("tag:yaml.org,2002:float", construct_core_float)
CoreLoader.add_constructor("tag:yaml.org,2002:bool", construct_core_bool)


def load_yaml(text):
    return yaml.load(text, Loader=CoreLoader)


# MARK: Schema


def schema_errors(validator, document):
    """Every error, including those inside oneOf/anyOf branches."""
    def walk(errors):
        for error in errors:
            yield error
            yield from walk(error.context or [])
    return list(walk(validator.iter_errors(document)))


def unexpected_keys(errors):
    found = set()
    for error in errors:
        if error.validator == "additionalProperties":
            found.update(re.findall(r"'([^']*)'", error.message.split("(")[-1]))
    return found


def property_names(node):
    names = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                names.update(value.keys())
            names |= property_names(value)
    elif isinstance(node, list):
        for item in node:
            names |= property_names(item)
    return names


def scene_key_cases():
    """The keys as SceneKey spells them: the `case .key: "spelling"` lines of its `name`."""
    text = open(SCENE_KEY_PATH, encoding="utf-8").read()
    start = text.index("var name: String")
    # The property ends at the first closing brace indented like its declaration.
    body = text[start:text.index("\n  }\n", start)]
    return set(re.findall(r'^\s*case\s+\.\w+:\s*"([^"]+)"', body, re.MULTILINE))


# MARK: Probes

BASE = {
    "scene": "Probe",
    "device": "iphone-15",
    "screen": {"width": 393},
    "safeArea": {"top": 59},
    "keyboard": {"height": 336},
    "strategy": "adaptive",
    "system": {"focusChangeNotifies": False, "keyboard": "model"},
    "sampling": {"fps": 60},
    "layout": {
        "view": "root",
        "frame": [0, 0, 393, 852],
        "keyboardAdaptive": {"align": "bottom", "animation": {"curve": "easeOut", "duration": 0.2}},
        "keyboardSafeArea": {},
        "children": [{"textField": "field", "frame": [16, 640, 361, 44],
                      "returnKey": {"focus": "field"}, "toolbar": 44},
                     {"scrollView": "list", "frame": [0, 100, 393, 400], "contentHeight": 800,
                      "keyboardDismissMode": "onDrag",
                      "children": [{"textEditor": "notes", "frame": [16, 300, 361, 120],
                                    "scrollsIntoView": True}]}],
    },
    "events": [{"at": 0.1, "tap": "field"}, {"at": 0.2, "keyboard": {"height": 300}},
               {"at": 0.3, "key": "return"},
               {"at": 0.4, "drag": {"from": [200, 600], "to": [200, 300], "duration": 0.2}}],
    "expect": [{"at": 0.5, "focus": "field"}, {"always": {"covered": 0}},
               {"at": 0.5, "gap": {"min": -852}}, {"at": 0.5, "offset": 0, "contentInset": 0}],
}

# Each kind of mapping: where it is in BASE, and which schema definition describes it.
CONTEXTS = {
    "scene": ([], None),
    "screen": (["screen"], "screen"),
    "safeArea": (["safeArea"], "safeArea"),
    "keyboard (device)": (["keyboard"], "deviceKeyboard"),
    "system": (["system"], "system"),
    "sampling": (["sampling"], "sampling"),
    "view": (["layout"], "view"),
    "child view": (["layout", "children", 0], "view"),
    "scroll view": (["layout", "children", 1], "view"),
    "scroll view's child": (["layout", "children", 1, "children", 0], "view"),
    "keyboardAdaptive": (["layout", "keyboardAdaptive"], "adaptiveSettings"),
    "keyboardSafeArea": (["layout", "keyboardSafeArea"], "safeAreaSettings"),
    "animation": (["layout", "keyboardAdaptive", "animation"], "animation"),
    "returnKey": (["layout", "children", 0, "returnKey"], "returnKeyFocus"),
    "event": (["events", 0], "event"),
    "keyboard change": (["events", 1, "keyboard"], "keyboardChange"),
    "drag": (["events", 3, "drag"], "drag"),
    "expectation": (["expect", 0], "expectation"),
    "checks": (["expect", 1, "always"], "checks"),
    "range": (["expect", 2, "gap"], "range"),
}


def dig(document, path):
    for step in path:
        document = document[step]
    return document


# Value probes: (what, change to BASE, whether the scene is valid). Each change is a function
# of a deep copy of BASE, or a YAML text replacing the whole scene.
def with_(path, key, value):
    def change(document):
        dig(document, path)[key] = value
    return change


def without(path, key):
    def change(document):
        del dig(document, path)[key]
    return change


VALUE_PROBES = [
    ("the base scene", None, True),
    ("yes is a string", "system:\n  focusChangeNotifies: yes\n", False),
    ("True is a boolean", "system:\n  focusChangeNotifies: True\n", True),
    ("a scripted keyboard", with_(["system"], "keyboard", "scripted"), True),
    ("a scripted keyboard that notifies on focus",
     lambda document: document["system"].update(keyboard="scripted", focusChangeNotifies=True),
     False),
    ("a model keyboard that notifies on focus",
     with_(["system"], "focusChangeNotifies", True), True),
    ("an unknown keyboard mode", with_(["system"], "keyboard", "scriptd"), False),
    ("on is a string", "layout:\n  hideKeyboardOnTap: on\n", False),
    ("0x3C is an integer", "sampling:\n  fps: 0x3C\n", True),
    ("0o74 is an integer", "sampling:\n  fps: 0o74\n", True),
    ("060 has a leading zero", "sampling:\n  fps: 060\n", False),
    ("60.0 is a whole number", "sampling:\n  fps: 60.0\n", True),
    ("60.5 is not", "sampling:\n  fps: 60.5\n", False),
    ("fps 241 is too many", "sampling:\n  fps: 241\n", False),
    ("12:30 is a string", "sampling:\n  until: 12:30\n", False),
    ("until 3601 is too long", "sampling:\n  until: 3601\n", False),
    (".inf is not finite", "screen:\n  width: .inf\n", False),
    ("a negative width", "screen:\n  width: -1\n", False),
    ("an unknown device", with_([], "device", "iphone15"), False),
    ("a strategy twice", with_([], "strategy", ["classic", "classic"]), False),
    ("no strategy in the list", with_([], "strategy", []), False),
    ("a list of strategies", with_([], "strategy", ["none", "adaptive"]), True),
    ("an empty title", with_([], "scene", ""), False),
    ("a number as the title", with_([], "scene", 2024), True),
    ("no title", without([], "scene"), False),
    ("no layout", without([], "layout"), False),
    ("a frame of 3 numbers", with_(["layout"], "frame", [0, 0, 1]), False),
    ("a negative frame height", with_(["layout"], "frame", [0, 0, 1, -1]), False),
    ("a negative frame origin", with_(["layout"], "frame", [-10, -10, 1, 1]), True),
    ("no frame", without(["layout", "children", 0], "frame"), False),
    ("two kind keys", with_(["layout"], "button", "b"), False),
    ("no kind key", without(["layout"], "view"), False),
    ("an id starting with a digit", with_(["layout"], "view", "9lives"), False),
    ("a reserved id", with_(["layout"], "view", "keyboard"), False),
    ("an id with dots and dashes", with_(["layout"], "view", "_root.main-1"), True),
    ("keyboardAdaptive false", with_(["layout"], "keyboardAdaptive", False), True),
    ("an unknown alignment", with_(["layout", "keyboardAdaptive"], "align", "middle"), False),
    ("duration with curve none",
     with_(["layout", "keyboardAdaptive"], "animation", {"curve": "none", "duration": 0.1}), False),
    ("curve keyboard alone",
     with_(["layout", "keyboardAdaptive"], "animation", {"curve": "keyboard"}), True),
    ("duration alone", with_(["layout", "keyboardAdaptive"], "animation", {"duration": 0}), True),
    ("an unknown curve",
     with_(["layout", "keyboardAdaptive"], "animation", {"curve": "spring"}), False),
    ("a negative margin", with_(["layout", "keyboardAdaptive"], "margin", -1), False),
    ("an event without action", with_([], "events", [{"at": 0.1}]), False),
    ("an event with two actions",
     with_([], "events", [{"at": 0.1, "tap": "field", "focus": "field"}]), False),
    ("an event without at", with_([], "events", [{"tap": "field"}]), False),
    ("a negative time", with_([], "events", [{"at": -1, "tap": "field"}]), False),
    ("a tap at a point", with_([], "events", [{"at": 0.1, "tap": [10, 20.5]}]), True),
    ("a tap at three numbers", with_([], "events", [{"at": 0.1, "tap": [10, 20, 1]}]), False),
    ("focus none", with_([], "events", [{"at": 0.1, "focus": "none"}]), True),
    ("height and frame",
     with_([], "events", [{"at": 0.1, "keyboard": {"height": 1, "frame": [0, 0, 1, 1]}}]), False),
    ("neither height nor frame", with_([], "events", [{"at": 0.1, "keyboard": {"curve": 3}}]),
     False),
    ("UIKit curve 4", with_([], "events", [{"at": 0.1, "keyboard": {"height": 1, "curve": 4}}]),
     False),
    ("a frame change with a curve",
     with_([], "events", [{"at": 0.1, "keyboard": {"frame": [0, 500, 393, 352], "curve": 0,
                                                   "duration": 0.5}}]), True),
    ("hardwareKeyboard yes", with_([], "events", [{"at": 0.1, "hardwareKeyboard": "yes"}]), False),
    ("at end", with_([], "expect", [{"at": "end", "covered": 0}]), True),
    ("at without checks", with_([], "expect", [{"at": 0.5}]), False),
    ("empty always", with_([], "expect", [{"always": {}}]), False),
    ("checks beside always", with_([], "expect", [{"always": {"covered": 0}, "covered": 0}]),
     False),
    ("at and always", with_([], "expect", [{"at": 0.5, "always": {"covered": 0}}]), False),
    ("an empty padding mapping", with_([], "expect", [{"at": 0.5, "padding": {}}]), True),
    ("keyboardAdaptive with no settings", with_(["layout"], "keyboardAdaptive", {}), True),
    ("events: null", with_([], "events", None), False),
    ("UIKit curve 7.0", with_([], "events", [{"at": 0.1, "keyboard": {"height": 1, "curve": 7.0}}]),
     True),
    ("padding by container id",
     with_([], "expect", [{"settled": {"padding": {"root": 0}}, "tolerance": 0.5}]), True),
    ("a negative tolerance", with_([], "expect", [{"at": 0.5, "covered": 0, "tolerance": -1}]),
     False),
    ("a range of both bounds",
     with_([], "expect", [{"at": 0.5, "keyboard": {"min": 0, "max": 336}}]), True),
    ("a range with min only", with_([], "expect", [{"at": 0.5, "gap": {"min": -10}}]), True),
    ("a range with max only", with_([], "expect", [{"always": {"covered": {"max": 0}}}]), True),
    ("gap as a number", with_([], "expect", [{"settled": {"gap": 8}}]), True),
    ("an empty range", with_([], "expect", [{"at": 0.5, "keyboard": {}}]), False),
    ("an unknown key in a range",
     with_([], "expect", [{"at": 0.5, "covered": {"min": 0, "to": 1}}]), False),
    ("a string as a bound", with_([], "expect", [{"at": 0.5, "gap": {"max": "x"}}]), False),
    ("a non-finite bound", with_([], "expect", [{"at": 0.5, "gap": {"min": float("inf")}}]),
     False),
    ("a list as a range", with_([], "expect", [{"at": 0.5, "gap": [0, 1]}]), False),
    ("a padding range with one container",
     with_([], "expect", [{"at": 0.5, "padding": {"min": 0, "max": 400}}]), True),
    ("a range per container", with_([], "expect", [{"at": 0.5, "padding": {"root": {"max": 400}}}]),
     True),
    ("gap beside always", with_([], "expect", [{"always": {"covered": 0}, "gap": 0}]), False),
    ("keyboardSafeArea true on a view", with_(["layout"], "keyboardSafeArea", True), True),
    ("keyboardSafeArea false on a text field",
     with_(["layout", "children", 0], "keyboardSafeArea", False), True),
    ("keyboardSafeArea on a text field",
     with_(["layout", "children", 0], "keyboardSafeArea", True), False),
    ("keyboardSafeArea's own align on an adaptive container",
     with_(["layout"], "keyboardSafeArea", {"align": "top"}), False),
    ("keyboardSafeArea without align on an adaptive container",
     with_(["layout"], "keyboardSafeArea", {}), True),
    ("an unknown safe-area alignment", """\
scene: Centred
layout:
  view: root
  frame: [0, 0, 393, 852]
  keyboardSafeArea: {align: middle}
""", False),
    ("a safe-area container with its own align", """\
scene: Centred
layout:
  view: root
  frame: [0, 0, 393, 852]
  keyboardSafeArea: {align: center}
  children:
    - {textField: a, frame: [16, 640, 361, 44]}
expect:
  - {at: 0.5, safeArea: 0}
  - {always: {safeArea: {root: {min: 0}}}}
""", True),
    ("a strategy list filter",
     with_([], "expect", [{"at": 0.5, "covered": 0, "strategy": ["adaptive"]}]), True),
    ("returnKey dismiss", with_(["layout", "children", 0], "returnKey", "dismiss"), True),
    ("returnKey newline", with_(["layout", "children", 0], "returnKey", "newline"), True),
    ("an unknown returnKey", with_(["layout", "children", 0], "returnKey", "done"), False),
    ("returnKey focus none",
     with_(["layout", "children", 0], "returnKey", {"focus": "none"}), False),
    ("returnKey without focus", with_(["layout", "children", 0], "returnKey", {}), False),
    ("returnKey on a plain view", with_(["layout"], "returnKey", "dismiss"), False),
    ("a toolbar on a plain view", with_(["layout"], "toolbar", 0), False),
    ("a toolbar of 0", with_(["layout", "children", 0], "toolbar", 0), True),
    ("a negative toolbar", with_(["layout", "children", 0], "toolbar", -1), False),
    ("key enter", with_([], "events", [{"at": 0.1, "key": "enter"}]), False),
    ("key return", with_([], "events", [{"at": 0.1, "key": "return"}]), True),
    ("key with a tap", with_([], "events", [{"at": 0.1, "key": "return", "tap": "field"}]),
     False),
    ("contentHeight on a view", with_(["layout"], "contentHeight", 900), False),
    ("keyboardDismissMode on a text field",
     with_(["layout", "children", 0], "keyboardDismissMode", "none"), False),
    ("an unknown keyboardDismissMode",
     with_(["layout", "children", 1], "keyboardDismissMode", "ondrag"), False),
    ("keyboardDismissMode interactive",
     with_(["layout", "children", 1], "keyboardDismissMode", "interactive"), True),
    ("a negative contentHeight", with_(["layout", "children", 1], "contentHeight", -1), False),
    ("scrollsIntoView on a scroll view",
     with_(["layout", "children", 1], "scrollsIntoView", False), False),
    ("scrollsIntoView on a text field",
     with_(["layout", "children", 0], "scrollsIntoView", False), True),
    ("scrollsIntoView yes", with_(["layout", "children", 0], "scrollsIntoView", "yes"), False),
    ("keyboardAdaptive on a scroll view",
     with_(["layout", "children", 1], "keyboardAdaptive", True), False),
    ("keyboardAdaptive false on a scroll view",
     with_(["layout", "children", 1], "keyboardAdaptive", False), True),
    ("a scroll view's keyboardSafeArea outside containers", """\
scene: Feed
layout:
  scrollView: feed
  frame: [0, 59, 393, 759]
  keyboardSafeArea: true
  children:
    - {view: card, frame: [0, 59, 393, 2000], keyboardAdaptive: true}
expect:
  - {at: 0.5, safeArea: 0, offset: {feed: 0}, contentInset: {max: 0}, padding: 0}
""", True),
    ("a scroll view's keyboardSafeArea with an align", """\
scene: Feed
layout:
  scrollView: feed
  frame: [0, 59, 393, 759]
  keyboardSafeArea: {align: top}
""", False),
    ("a drag with the default duration",
     with_([], "events", [{"at": 0.1, "drag": {"from": [0, 0], "to": [-5, 2000]}}]), True),
    ("a drag of no duration",
     with_([], "events", [{"at": 0.1, "drag": {"from": [0, 0], "to": [0, 1], "duration": 0}}]),
     False),
    ("a drag without to", with_([], "events", [{"at": 0.1, "drag": {"from": [0, 0]}}]), False),
    ("a drag to three numbers",
     with_([], "events", [{"at": 0.1, "drag": {"from": [0, 0], "to": [0, 1, 2]}}]), False),
    ("a drag and a tap",
     with_([], "events", [{"at": 0.1, "drag": {"from": [0, 0], "to": [0, 1]}, "tap": "field"}]),
     False),
    ("offset by scroll view id",
     with_([], "expect", [{"settled": {"offset": {"list": {"min": 0}}}}]), True),
    ("a contentInset range", with_([], "expect", [{"at": 0.5, "contentInset": {"max": 336}}]),
     True),
    ("an empty contentInset range",
     with_([], "expect", [{"at": 0.5, "contentInset": {"list": {}}}]), False),
    ("anchors, aliases and a merge key", """\
scene: Merged
layout:
  view: root
  frame: &full [0, 0, 393, 852]
  children:
    - &field {textField: a, frame: [16, 640, 361, 44]}
    - {<<: *field, textField: b}
    - {view: cover, frame: *full}
""", True),
    ("a duplicate key", """\
scene: Twice
scene: Again
layout: {view: root, frame: [0, 0, 1, 1]}
""", False),
]


def apply(change):
    """The probe's YAML text: BASE, BASE changed, a whole scene, or BASE with one value of a
    top-level mapping written as raw YAML (`section:\n  key: raw\n`), so that the core
    schema's reading of `raw` is what is tested."""
    if change is None:
        return dump(BASE)
    if isinstance(change, str):
        if change.startswith("scene:"):
            return change
        section, entry = change.strip().splitlines()
        key, raw = entry.strip().split(": ", 1)
        return replace_in_section(dump(BASE), section.rstrip(":"), key, raw)
    document = copy.deepcopy(BASE)
    change(document)
    return dump(document)


def replace_in_section(text, section, key, raw):
    """Sets `section.key: raw` in a block-style dump, keeping `raw` exactly as written."""
    lines = text.splitlines()
    start = lines.index(section + ":")
    end = start + 1
    while end < len(lines) and lines[end].startswith(" "):
        end += 1
    for index in range(start + 1, end):
        if lines[index].startswith("  " + key + ":"):
            lines[index] = "  %s: %s" % (key, raw)
            break
    else:
        lines.insert(start + 1, "  %s: %s" % (key, raw))
    return "\n".join(lines) + "\n"


def dump(document):
    return yaml.safe_dump(document, sort_keys=False, default_flow_style=False, width=1000)


def lint(binary, folder):
    """The files `kbreplay lint` found invalid, and the unknown keys it named in each."""
    result = subprocess.run([binary, "lint", folder], capture_output=True, text=True)
    if result.returncode not in (0, 2):
        sys.exit("kbreplay lint failed to run (%d):\n%s" % (result.returncode, result.stderr))
    invalid = set()
    unknown = {}
    for line in result.stderr.splitlines():
        match = re.match(r"^(.+?):\d+:\d+: error: (.*)$", line)
        if not match:
            continue
        path = os.path.basename(match.group(1))
        invalid.add(path)
        key = re.match(r"unknown key '([^']*)'", match.group(2))
        if key:
            unknown.setdefault(path, set()).add(key.group(1))
    return invalid, unknown


# MARK: Checks


def check_scenes(validator, folders):
    problems = []
    count = 0
    for folder in folders:
        for directory, subdirectories, files in os.walk(folder):
            subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
            for name in sorted(files):
                if name.startswith(".") or not name.endswith((".yaml", ".yml")):
                    continue
                path = os.path.join(directory, name)
                count += 1
                try:
                    document = load_yaml(open(path, encoding="utf-8-sig").read())
                except yaml.YAMLError as error:
                    problems.append("%s: %s" % (path, error))
                    continue
                for error in sorted(validator.iter_errors(document), key=lambda e: e.path):
                    where = "/".join(str(step) for step in error.absolute_path) or "(top)"
                    problems.append("%s: %s: %s" % (path, where, error.message))
    return count, problems


def check_keys(binary, schema, validator, scratch):
    problems = []
    cases = scene_key_cases()
    in_schema = property_names(schema)
    if in_schema != cases:
        problems.append("schema properties and SceneKey differ: only in the schema %s, only in "
                        "SceneKey %s" % (sorted(in_schema - cases), sorted(cases - in_schema)))
    probes = {}
    candidates = sorted(cases) + ["bogus", "Frame"]
    for context, (path, _) in CONTEXTS.items():
        for key in candidates:
            if key in dig(BASE, path):
                continue
            document = copy.deepcopy(BASE)
            dig(document, path)[key] = None
            name = "key-%s-%s.yaml" % (re.sub(r"\W", "_", context), key)
            with open(os.path.join(scratch, name), "w", encoding="utf-8") as file:
                file.write(dump(document))
            probes[name] = (context, key, document)
    _, unknown = lint(binary, scratch)
    definitions = schema["definitions"]
    allowed_by_loader = {}
    for name, (context, key, document) in sorted(probes.items()):
        loader_unknown = key in unknown.get(name, set())
        schema_unknown = key in unexpected_keys(schema_errors(validator, document))
        if loader_unknown != schema_unknown:
            problems.append("key '%s' in %s: the loader %s it, the schema %s it" % (
                key, context, "refuses" if loader_unknown else "knows",
                "refuses" if schema_unknown else "knows"))
        if not loader_unknown:
            allowed_by_loader.setdefault(context, set()).add(key)
    for context, (path, definition) in CONTEXTS.items():
        loader_keys = allowed_by_loader.get(context, set()) | set(dig(BASE, path).keys())
        node = definitions[definition] if definition else schema
        schema_keys = set(node.get("properties", {}).keys())
        if loader_keys != schema_keys:
            problems.append("%s: the loader allows %s, the schema %s" % (
                context, sorted(loader_keys), sorted(schema_keys)))
    return len(probes), problems


def check_values(binary, validator, scratch):
    problems = []
    names = {}
    for index, (what, change, valid) in enumerate(VALUE_PROBES):
        name = "value-%02d.yaml" % index
        text = apply(change)
        with open(os.path.join(scratch, name), "w", encoding="utf-8") as file:
            file.write(text)
        names[name] = (what, valid, text)
    invalid, _ = lint(binary, scratch)
    for name, (what, valid, text) in sorted(names.items()):
        loader_valid = name not in invalid
        try:
            schema_valid = not schema_errors(validator, load_yaml(text))
        except yaml.YAMLError:
            schema_valid = False
        if loader_valid != valid or schema_valid != valid:
            problems.append("%s: expected %s, the loader says %s, the schema %s" % (
                what, verdict(valid), verdict(loader_valid), verdict(schema_valid)))
    return len(names), problems


def verdict(valid):
    return "valid" if valid else "invalid"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    folders = sys.argv[2:] or [os.path.join(ROOT, "Scenes")]
    schema = json.load(open(SCHEMA_PATH, encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    scene_count, scene_problems = check_scenes(validator, folders)
    with tempfile.TemporaryDirectory() as keys_folder, \
            tempfile.TemporaryDirectory() as values_folder:
        key_count, key_problems = check_keys(binary, schema, validator, keys_folder)
        value_count, value_problems = check_values(binary, validator, values_folder)
    problems = scene_problems + key_problems + value_problems
    for problem in problems:
        print("check-schema: error: " + problem)
    print("check-schema: %d scenes valid against the schema; %d key probes and %d value probes "
          "run through the schema and kbreplay lint; %d disagreements or problems"
          % (scene_count, key_count, value_count, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
