#!/usr/bin/env bash
# Runs kbreplay (release build) on a generated set of hostile inputs and tabulates how each is
# answered: deep nesting, alias bombs, recursive and duplicate anchors, 100 MB files, long lines
# and scalars, invalid UTF-8, NUL bytes, BOMs, CRLF, tabs, huge and non-finite numbers, 100,000
# ids, views, events and problems, events after `until`, return-key chains that loop, huge and
# negative toolbars, nested scroll views, drags of no duration or across the limits, replays at
# the limits, and broken goldens given to `kbreplay diff` and `kbreplay test`. Scripts/hardening/generate-hostile-inputs.py writes the
# set (deterministically) under .hostile/ and says what each input must give:
#
#   error     exit 2 and a FILE:LINE:COL diagnostic naming the input
#   accept    exit 0 (the format allows it: a UTF-8 BOM, CRLF, an exactly 4 MiB file...)
#   fail      exit 1 and a FILE:LINE:COL diagnostic (`test` on a scene whose golden is broken)
#   workload  a valid input at the limits: measured and shown, held to no bound
#
# Every input but a workload must be answered within 1 s of wall time and 100 MB of peak
# memory (GNU time's maximum resident set size). Exits 1 if one is not, or gives the wrong
# answer.
#
#   Scripts/hardening/hostile-inputs.sh [NAME-FILTER]
#   KBREPLAY_BIN=path/to/kbreplay Scripts/hardening/hostile-inputs.sh   (measure another build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

filter=${1:-}
wall_limit=1.00
rss_limit_kb=$((100 * 1000))
out=.hostile
source Scripts/lib/require.sh
require_libyaml
require_command /usr/bin/time time

if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
# A crash must show as a crash, quickly: no interactive backtracer.
export SWIFT_BACKTRACE=enable=no

echo "== generating the hostile inputs under $out/" >&2
rm -rf "$out"
python3 Scripts/hardening/generate-hostile-inputs.py "$out" scenes
"$KBREPLAY_BIN" run "$out/base.yaml" >"$out/base.golden"
python3 Scripts/hardening/generate-hostile-inputs.py "$out" goldens

failures=0
printf '%-42s %8s %-5s %4s %6s %9s  %-7s %s\n' input size cmd exit wall "max RSS" verdict \
  "first line of output (the first diagnostic, if any)"
while IFS=$'\t' read -r name command outcome named arguments; do
  [[ -z $filter || $name == *"$filter"* ]] || continue
  read -r -a args <<<"$arguments"
  extra=()
  [[ $command == test ]] && extra=(--record never --unreferenced ignore)
  set +e
  # At most 60 s and 8 GiB of address space, so that a failure shows in the table.
  (
    ulimit -v $((8 * 1024 * 1024))
    exec /usr/bin/time -v -o "$out/time" timeout 60 "$KBREPLAY_BIN" "$command" "${args[@]}" \
      "${extra[@]}"
  ) >"$out/output" 2>&1
  status=$?
  set -e
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$out/time")
  seconds=$(awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.2f", s }' \
    <<<"$wall")
  rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out/time")
  size=$(du -sh --apparent-size "$named" | cut -f1)
  # The first diagnostic naming the input, else the first line.
  pattern="$(printf '%s' "$named" | sed 's/[][\.*^$/]/\\&/g'):[0-9]+:[0-9]+: error: "
  diagnostic=$(head -c 100000 "$out/output" | grep -m1 -E "$pattern" || true)
  first=${diagnostic:-$(head -c 4000 "$out/output" | grep -m1 -v '^[[:space:]]*$' || true)}
  verdict=ok
  case $outcome in
    error) [[ $status == 2 && -n $diagnostic ]] || verdict=WRONG ;;
    fail) [[ $status == 1 && -n $diagnostic ]] || verdict=WRONG ;;
    accept) [[ $status == 0 ]] || verdict=WRONG ;;
    workload) [[ $status == 0 || $status == 2 ]] && verdict=workload || verdict=WRONG ;;
  esac
  if [[ $outcome != workload && $verdict == ok ]]; then
    if awk -v s="$seconds" -v l="$wall_limit" 'BEGIN { exit !(s > l) }'; then verdict=SLOW; fi
    ((rss_kb <= rss_limit_kb)) || verdict=MEMORY
  fi
  [[ $verdict == ok || $verdict == workload ]] || failures=$((failures + 1))
  printf '%-42s %8s %-5s %4s %5ss %6.1f MB  %-7s %s\n' "$name" "$size" "$command" "$status" \
    "$seconds" "$(awk -v k="$rss_kb" 'BEGIN { print k / 1000 }')" "$verdict" \
    "$(cut -c1-150 <<<"${first//$out\//}")"
done < <(cat "$out/cases-scenes.tsv" "$out/cases-goldens.tsv")

if [[ $failures != 0 ]]; then
  echo "hostile-inputs.sh: $failures input(s) answered wrongly, slower than ${wall_limit} s or in more than 100 MB" >&2
  exit 1
fi
echo "hostile-inputs.sh: every input answered as expected within ${wall_limit} s and 100 MB" >&2
