#!/usr/bin/env python3
"""Writes COUNT scenes (deterministic, all different) into a suite folder.

  generate-kill-suite.py FOLDER COUNT VERSION

VERSION 1 and 2 differ in the keyboard's height, so that every trace, and so every golden,
differs between them.
"""
import os
import sys

folder, count, version = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
height = 336 if version == 1 else 301
for index in range(count):
    group = os.path.join(folder, f"group-{index // 100:02d}")
    os.makedirs(group, exist_ok=True)
    y = 300 + index % 400
    text = f"""scene: Kill test scene {index}
strategy: [classic, adaptive]
keyboard: {{height: {height}}}
sampling: {{fps: 120, until: 3}}
layout:
  view: form
  frame: [0, 59, 393, 759]
  keyboardAdaptive: true
  hideKeyboardOnTap: true
  children:
    - textField: first
      frame: [16, {y}, 361, 44]
    - textField: second
      frame: [16, {y + 60}, 361, 44]
events:
  - {{at: 0.{index % 9 + 1}, tap: first}}
  - {{at: 1.2, focus: second}}
  - {{at: 1.6, keyboard: {{height: {height - 40}}}}}
  - {{at: 2.{index % 5}, tap: [200, 70]}}
"""
    with open(os.path.join(group, f"scene-{index:04d}.yaml"), "w") as f:
        f.write(text)
