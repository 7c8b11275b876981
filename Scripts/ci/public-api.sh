#!/usr/bin/env bash
# The public API of the modules behind the library products, listed one declaration a line in
# api/MODULE.txt, so that every change of it shows in review (docs/api.md#the-public-api-listed-and-checked).
#
#   Scripts/ci/public-api.sh            check: exit 1, printing `+ line` / `- line`, on a change
#   Scripts/ci/public-api.sh --update   rewrite api/*.txt
#
# It builds the package (debug), runs the toolchain's `swift symbolgraph-extract` on the built
# .swiftmodule files with `-minimum-access-level public` (SPI symbols and members synthesized
# from protocols left out) and writes each symbol as `Path.to.member: declaration`, sorted
# bytewise (LC_ALL=C).
#
# Files: api/KeyboardAvoidance.txt, api/KBReplayTesting.txt and api/KBReplayCLI.txt are those
# products' own modules. What `import KBReplay` offers is api/KBReplay.txt (the module's own
# declarations) together with the modules it re-exports: api/KeyboardAvoidance.txt,
# api/Replay.txt, api/SceneModel.txt, api/TraceFormat.txt, and `RecordMode`, the one
# declaration re-exported from Golden (api/Golden.txt lists Golden's public API, which is that
# enum alone). A symbol graph lists a module's extensions of another module's types under the
# extending module (`Trace.text(sourceName:)` is in api/TraceFormat.txt).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export LC_ALL=C

mode=check
case "${1:-}" in
  "") ;;
  --update) mode=update ;;
  *) echo "usage: Scripts/ci/public-api.sh [--update]" >&2; exit 2 ;;
esac

modules=(KeyboardAvoidance KBReplay KBReplayTesting KBReplayCLI Replay SceneModel TraceFormat Golden)

swift build -Xswiftc -warnings-as-errors >&2
bin="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

status=0
for module in "${modules[@]}"; do
  out="$work/$module"
  mkdir -p "$out"
  swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -I Sources/CYAML -minimum-access-level public -skip-synthesized-members \
    -output-dir "$out" >&2
  python3 - "$out" >"$work/$module.txt" <<'PY'
import json, pathlib, sys

lines = set()
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.symbols.json")):
    graph = json.loads(path.read_text())
    for symbol in graph["symbols"]:
        if symbol.get("spi") or symbol.get("accessLevel") != "public":
            continue
        # Members of types declared in another module start with that type's name.
        name = ".".join(symbol["pathComponents"])
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        declaration = " ".join(declaration.split())
        lines.add(f"{name}: {declaration}")
for line in sorted(lines, key=lambda text: text.encode()):
    print(line)
PY
  listing="api/$module.txt"
  if [[ $mode == update ]]; then
    mkdir -p api
    cp "$work/$module.txt" "$listing"
    echo "wrote $listing ($(wc -l <"$listing") declarations)" >&2
  elif [[ ! -f $listing ]]; then
    echo "public API of $module: $listing is missing; run Scripts/ci/public-api.sh --update" >&2
    status=1
  elif ! cmp -s "$listing" "$work/$module.txt"; then
    echo "public API of $module differs from $listing (+ added, - removed):" >&2
    comm -13 "$listing" "$work/$module.txt" | sed 's/^/+ /' >&2
    comm -23 "$listing" "$work/$module.txt" | sed 's/^/- /' >&2
    status=1
  fi
done
if [[ $status -ne 0 ]]; then
  echo "review the change, then run Scripts/ci/public-api.sh --update and commit api/*.txt" >&2
fi
exit "$status"
