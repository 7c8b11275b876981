#!/usr/bin/env bash
# Renders an HTML report to PNG with headless Chromium, to look at the plots and drawings.
#
#   Scripts/ci/report-screenshot.sh [REPORT.html [OUT.png [WIDTH HEIGHT]]]
#
# Without a report it makes one: 'kbreplay test' over a copy of Scenes/ plus a scene whose
# golden was edited, so the picture shows a passing scene and a failing one (golden dashed,
# first divergence marked). Default output: .build/report-screenshot.png (git-ignored).
# Installs the Debian package chromium when it is missing (Scripts/lib/require.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

report="${1:-}"
out="${2:-.build/report-screenshot.png}"
width="${3:-1280}"
height="${4:-5200}"

source Scripts/lib/require.sh
require_libyaml
require_command chromium chromium

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

if [ -z "$report" ]; then
  swift build -Xswiftc -warnings-as-errors >/dev/null
  cp -R Scenes "$scratch/Scenes"
  # A scene whose golden no longer matches: the padding of 'classic' was recorded 12 pt higher
  # from 0.2 s on, as if the code had changed.
  mkdir -p "$scratch/Scenes/zz-changed"
  cp Scenes/sign-in/password-below-keyboard.yaml "$scratch/Scenes/zz-changed/password.yaml"
  swift run --skip-build kbreplay run "$scratch/Scenes/zz-changed/password.yaml" \
    | LC_ALL=C awk '/^run: classic/ {classic = 1} /^run: adaptive/ {classic = 0}
           classic && $1 >= 0.2 && NF == 5 && $3 ~ /^[0-9.]+$/ && $3 > 0 {
             $3 = sprintf("%.2f", $3 + 12); printf "  %s  %s  %s  %s  %s\n", $1, $2, $3, $4, $5; next }
           {print}' > "$scratch/Scenes/zz-changed/password.golden"
  report="$scratch/report.html"
  status=0
  CI=true swift run --skip-build kbreplay test "$scratch/Scenes" --report "$report" \
    > "$scratch/output.txt" || status=$?
  if [ "$status" -ne 1 ]; then
    cat "$scratch/output.txt"
    echo "expected exit status 1 (the scene with the edited golden), got $status" >&2
    exit 1
  fi
fi

mkdir -p "$(dirname "$out")"
flags=(--headless --disable-gpu --hide-scrollbars --force-device-scale-factor=1)
flags+=(--window-size="$width,$height" --screenshot="$(realpath -m "$out")")
if [ "$(id -u)" -eq 0 ]; then flags+=(--no-sandbox); fi
chromium "${flags[@]}" "file://$(realpath "$report")" >/dev/null 2>&1
echo "wrote $out (${width}x${height}) from $report"
