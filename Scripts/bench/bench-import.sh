#!/usr/bin/env bash
# `kbreplay import` (release) on logs and view dumps (`--layout`) at its 32 MiB limit, and past
# it: each must be answered (imported, or refused with a diagnostic) in at most 2 s of wall time
# and 200 MiB of peak memory (GNU time's maximum resident set size).
# Scripts/bench/generate-import-logs.py writes the logs and dumps under .bench/import/; a log
# past the limit is also piped to `kbreplay import -`.
#
#   Scripts/bench/bench-import.sh
#   KBREPLAY_BIN=path/to/kbreplay Scripts/bench/bench-import.sh   (measure another build)
#
# Exits 1 when a log is answered too slowly, with too much memory, or not at all.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

source Scripts/lib/require.sh
require_libyaml
require_command /usr/bin/time time
wall_limit=2.00
rss_limit_kb=$((200 * 1024))
out=.bench/import

if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
export SWIFT_BACKTRACE=enable=no
rm -rf "$out" && mkdir -p "$out"
python3 Scripts/bench/generate-import-logs.py "$out"

failures=0
printf '%-22s %9s %4s %6s %9s  %-7s %s\n' log bytes exit wall "max RSS" verdict "first line"
measure() {
  local name=$1 input=$2 size=$3
  shift 3
  set +e
  /usr/bin/time -v -o "$out/time" "$@" <"$input" >"$out/output" 2>&1
  local status=$?
  set -e
  local wall seconds rss_kb first verdict=ok
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$out/time")
  seconds=$(awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.2f", s }' \
    <<<"$wall")
  rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out/time")
  first=$(grep -m1 -E ': (error|warning): ' "$out/output" || head -n 1 "$out/output")
  [[ $status == 0 || $status == 2 ]] || verdict=WRONG
  if awk -v s="$seconds" -v l="$wall_limit" 'BEGIN { exit !(s > l) }'; then verdict=SLOW; fi
  ((rss_kb <= rss_limit_kb)) || verdict=MEMORY
  [[ $verdict == ok ]] || failures=$((failures + 1))
  printf '%-22s %9s %4s %6s %7s MB  %-7s %.90s\n' "$name" "$size" "$status" \
    "$seconds" "$((rss_kb / 1000))" "$verdict" "$first"
}
for log in "$out"/*.log; do
  measure "$(basename "$log")" /dev/null "$(stat -c %s "$log")" "$KBREPLAY_BIN" import "$log"
done
for dump in "$out"/*.dump; do
  measure "$(basename "$dump")" /dev/null "$(stat -c %s "$dump")" \
    "$KBREPLAY_BIN" import --layout "$dump"
done
measure "noise.log + uikit.dump" /dev/null \
  "$(($(stat -c %s "$out/noise.log") + $(stat -c %s "$out/uikit.dump")))" \
  "$KBREPLAY_BIN" import "$out/noise.log" --layout "$out/uikit.dump"
# Standard input: a file redirected to it is measured first; a pipe is read to one byte past.
measure "past-limit.log (<)" "$out/past-limit.log" "$(stat -c %s "$out/past-limit.log")" \
  "$KBREPLAY_BIN" import -
measure "past-limit.log (|)" /dev/null $((32 * 1024 * 1024 + 4096)) bash -c \
  "head -c $((32 * 1024 * 1024 + 4096)) /dev/zero | '$KBREPLAY_BIN' import -"
measure "bare-runs.log (|)" /dev/null "$(stat -c %s "$out/bare-runs.log")" bash -c "cat '$out/bare-runs.log' | '$KBREPLAY_BIN' import -"
if ((failures > 0)); then
  echo "bench-import: $failures log(s) not answered within ${wall_limit} s and 200 MiB" >&2
  exit 1
fi
