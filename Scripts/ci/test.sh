#!/usr/bin/env bash
# Everything CI checks, in order: the portability check (what text can show of a Mac build, with
# the check's own tests first), the house check (where system calls, number formatting, scalar
# writing and fast paths may live; its tests first), warning-free builds, the unit tests,
# formatting, the links to the docs' headings, the JSON Schema for scenes, the README's tour in a
# fresh clone, a JUnit report and an HTML report checked by xmllint, the example package of a
# team's own strategy (its tests and its runner), and the main job (testing the scene suite
# against its goldens).
# Run from anywhere; it works from the repository root.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# libyaml is the one system library kbreplay needs, xmllint checks the reports; a fresh Debian
# machine may lack both.
source Scripts/lib/require.sh
require_libyaml
require_command xmllint libxml2-utils

echo "== portability check"
Scripts/ci/portability-check-tests.sh
Scripts/ci/portability-check.sh

echo "== house check"
Scripts/ci/house-check-tests.sh
Scripts/ci/house-check.sh

# The same -Xswiftc flags everywhere, so no step rebuilds what an earlier one built.
flags=(-Xswiftc -warnings-as-errors)

echo "== swift build (warnings are errors)"
swift build "${flags[@]}"
swift build --build-tests "${flags[@]}"

echo "== swift test"
swift test --skip-build

echo "== public API listing"
Scripts/ci/public-api.sh

echo "== swift format lint"
swift format lint --strict -r Sources Tests Package.swift Examples Fuzz/Package.swift Fuzz/Sources

echo "== doc links"
Scripts/ci/doc-links.sh

echo "== schema: Schema/scene.schema.json against the suite and the loader"
KBREPLAY="$(swift build "${flags[@]}" --show-bin-path)/kbreplay" Scripts/ci/check-schema.sh

echo "== README: its commands, as written, in a fresh clone of the committed HEAD"
Scripts/ci/readme-check.sh

echo "== JUnit and HTML reports (xmllint)"
# The bundled suite plus, as a second suite root in a temporary folder, a scene that fails
# (an expectation, and no golden) and whose file name, repeated in the failure messages, needs
# escaping: a quote, '&', '<' and a control character. CI=true, so that nothing is written
# under either root.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/failing"
cat > "$scratch/failing/quote\"s & <tags> "$'\x01'".yaml" <<'YAML'
scene: Fails on purpose
layout:
  view: screen
  frame: [0, 59, 393, 759]
  keyboardAdaptive: true
  children:
    - textField: field
      frame: [16, 640, 361, 44]
events:
  - {at: 0.1, tap: field}
expect:
  - {at: end, covered: 44}
YAML
status=0
CI=true swift run --skip-build kbreplay test Scenes "$scratch/failing" \
  --junit "$scratch/report.xml" --report "$scratch/report.html" > "$scratch/output.txt" \
  || status=$?
if [ "$status" -ne 1 ]; then
  cat "$scratch/output.txt"
  echo "expected exit status 1 (the deliberately failing scene), got $status" >&2
  exit 1
fi
xmllint --noout "$scratch/report.xml"
scenes=$(find Scenes -name '.*' -prune -o \( -name '*.yaml' -o -name '*.yml' \) -print | wc -l)
grep -q "tests=\"$((scenes + 1))\" failures=\"1\" errors=\"0\"" "$scratch/report.xml"
echo "report.xml: well-formed, $((scenes + 1)) tests, 1 failure"
# The HTML report is XHTML: well-formed, a section per scene, the failing one first.
xmllint --noout "$scratch/report.html"
sections="$(grep -c '<section class="scene"' "$scratch/report.html")"
if [ "$sections" -ne "$((scenes + 1))" ]; then
  echo "report.html has $sections scene sections for $((scenes + 1)) scenes" >&2
  exit 1
fi
first="$(grep -m1 -A1 '<section class="scene"' "$scratch/report.html" | tail -1)"
case "$first" in
  *"Fails on purpose"*) ;;
  *) echo "the failing scene is not first in report.html" >&2; exit 1 ;;
esac
echo "report.html: well-formed, $sections scenes, the failing one first"

echo "== Examples/CustomStrategy: a team's package (its tests, its runner's test Scenes)"
# A package as a user writes it, depending on this one by path: it must build without
# warnings, its Swift Testing tests (assertScene over its scenes) must pass, and so must its
# runner, `kbreplay` with the team's strategies, on the same scenes. With CI set, neither
# writes a golden.
(
  cd Examples/CustomStrategy
  # The strategy's target is what the app links: it must depend on KeyboardAvoidance alone,
  # and the package build below proves that this is enough.
  swift package dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
deps = [d.get("product", [None])[0] for d in targets["KeyboardDistance"]["dependencies"]]
sys.exit(0 if deps == ["KeyboardAvoidance"] else f"KeyboardDistance depends on {deps}")'
  swift build "${flags[@]}"
  swift build --build-tests "${flags[@]}"
  swift test --skip-build
  swift run --skip-build avoidance test Scenes
)

echo "== kbreplay test Scenes"
# The main job. On CI (CI set) nothing is recorded: a missing or differing golden fails.
swift run --skip-build kbreplay test Scenes
