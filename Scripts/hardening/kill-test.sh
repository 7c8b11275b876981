#!/usr/bin/env bash
# Goldens survive kill -9: runs `kbreplay test --record all` (release build) over 1,000
# scenes whose goldens all change, kills it with SIGKILL at a random moment (seeded), and
# checks after each kill that every golden holds either its old or its new content, complete
# (by SHA-256 of both versions). 20 rounds; before each, the goldens are put back to their old
# content and the temporary files a kill left are kept. Last, a run to completion must leave
# every golden new and no temporary file at all: the leftovers of the killed runs (and a
# planted one whose owner is gone) are removed by it.
#
#   Scripts/hardening/kill-test.sh                  KILL_TEST_SEED=7 KILL_TEST_ROUNDS=20 by default
#   KBREPLAY_BIN=path/to/kbreplay Scripts/hardening/kill-test.sh
#
# Exits 1 if a golden is ever neither old nor new, or the final run leaves anything behind.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

seed=${KILL_TEST_SEED:-7}
rounds=${KILL_TEST_ROUNDS:-20}
count=1000
source Scripts/lib/require.sh
require_libyaml
if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
export SWIFT_BACKTRACE=enable=no

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
generate() { python3 Scripts/hardening/generate-kill-suite.py "$@"; }
record() { "$KBREPLAY_BIN" test "$1" --record all --unreferenced ignore --jobs 2 >/dev/null; }
goldens_of() { # copies the goldens under folder $1 to folder $2, keeping the layout
  mkdir -p "$2"
  (cd "$1" && find . -name '*.golden' -print0 | tar --null -T - -cf -) | tar -C "$2" -xf -
}

echo "== $count scenes: recording their old (version 1) and new (version 2) goldens" >&2
generate "$work/new-suite" "$count" 2 && record "$work/new-suite"
generate "$work/suite" "$count" 1 && record "$work/suite"
goldens_of "$work/suite" "$work/old"
goldens_of "$work/new-suite" "$work/new"
generate "$work/suite" "$count" 2 # the scenes change; their goldens are still the old ones

started=$(date +%s%N)
record "$work/suite"
full_ms=$((($(date +%s%N) - started) / 1000000))
python3 Scripts/hardening/check-kill-goldens.py "$work/suite" "$work/old" "$work/new" >/dev/null || true
echo "== a full run takes ${full_ms} ms; killing at random moments up to $((full_ms * 6 / 5)) ms (seed $seed)" >&2

mapfile -t delays < <(python3 -c "
import random
r = random.Random($seed)
print('\n'.join('%.3f' % (r.uniform(0.0, 1.2) * $full_ms / 1000) for _ in range($rounds)))")

failures=0
printf '%5s %9s %6s  %s\n' round "killed at" status "goldens after the kill"
for round in $(seq 1 "$rounds"); do
  goldens_of "$work/old" "$work/suite"
  mapfile -t earlier < <(find "$work/suite" -name '*.tmp-*')
  "$KBREPLAY_BIN" test "$work/suite" --record all --unreferenced ignore --jobs 2 >/dev/null 2>&1 &
  pid=$!
  sleep "${delays[round - 1]}"
  kill -9 "$pid" 2>/dev/null || true
  status=0
  wait "$pid" 2>/dev/null || status=$?
  set +e
  result=$(python3 Scripts/hardening/check-kill-goldens.py "$work/suite" "$work/old" "$work/new")
  ok=$?
  set -e
  [[ $ok == 0 ]] || failures=$((failures + 1))
  # 137 is 128 + SIGKILL; 0 means the run ended before the kill.
  remaining=0
  for file in "${earlier[@]}"; do [[ -e $file ]] && remaining=$((remaining + 1)); done
  # Leftovers of earlier kills are removed when a run starts; one killed before it got there
  # leaves them to the next.
  cleaned=""
  [[ ${#earlier[@]} == 0 ]] || cleaned="; of ${#earlier[@]} left by earlier kills, $remaining remain"
  printf '%5s %7.0fms %6s  %s%s\n' "$round" \
    "$(awk -v d="${delays[round - 1]}" 'BEGIN { print d * 1000 }')" "$status" \
    "$(head -n 1 <<<"$result")" "$cleaned"
  sed -n '2,$p' <<<"$result" | sed 's/^/                          /'
done

echo "== a run to completion, with a planted leftover of a process that is gone" >&2
sleep 0.1 &
gone=$!
wait "$gone"
planted="$work/suite/group-00/scene-0000.golden.tmp-$gone-1"
echo "half a golden" >"$planted"
left_before=$(find "$work/suite" -name '*.tmp-*' | wc -l)
record "$work/suite"
set +e
result=$(python3 Scripts/hardening/check-kill-goldens.py "$work/suite" "$work/old" "$work/new")
set -e
echo "before: $left_before temporary files; after: $result"
if [[ $result != "old 0 new $count neither 0 temporary 0" ]]; then
  echo "kill-test.sh: the final run should leave every golden new and no temporary file" >&2
  failures=$((failures + 1))
fi
if [[ $failures != 0 ]]; then
  echo "kill-test.sh: FAILED ($failures)" >&2
  exit 1
fi
echo "kill-test.sh: every golden was its old or new content after each of $rounds kills, and the leftovers were cleaned" >&2
