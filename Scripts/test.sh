#!/usr/bin/env bash
# Everything CI checks, in order: warning-free builds, the unit tests, formatting, the JSON
# Schema for scenes, and the main job (the scene suite). Run from anywhere; it works from the
# repository root.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# libyaml is the one system library kbreplay needs; a fresh Debian machine may lack it.
if ! pkg-config --exists yaml-0.1 2>/dev/null; then
  echo "== installing libyaml-dev and pkg-config"
  apt-get update -qq && apt-get install -y -qq libyaml-dev pkg-config
fi

# The same -Xswiftc flags everywhere, so no step rebuilds what an earlier one built.
flags=(-Xswiftc -warnings-as-errors)

echo "== swift build (warnings are errors)"
swift build "${flags[@]}"
swift build --build-tests "${flags[@]}"

echo "== swift test"
swift test --skip-build

echo "== swift format lint"
swift format lint --strict -r Sources Tests Package.swift

echo "== schema: Schema/scene.schema.json against the suite and the loader"
KBREPLAY="$(swift build "${flags[@]}" --show-bin-path)/kbreplay" Scripts/check-schema.sh

echo "== kbreplay lint Scenes"
swift run --skip-build kbreplay lint Scenes

echo "== README: its commands, as written, in a fresh clone of the committed HEAD"
Scripts/readme-check.sh

echo "== the scene suite: every scene's expectations (kbreplay run)"
# The main job. Once `kbreplay test` exists it becomes: swift run kbreplay test Scenes
kbreplay="$(swift build "${flags[@]}" --show-bin-path)/kbreplay"
passed=0
failed=0
while IFS= read -r -d '' scene; do
  if "$kbreplay" run "$scene" >/dev/null; then
    passed=$((passed + 1))
  else
    echo "FAIL $scene"
    failed=$((failed + 1))
  fi
done < <(find Scenes -name '.*' -prune -o \( -name '*.yaml' -o -name '*.yml' \) -print0 | sort -z)
echo "scenes: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
