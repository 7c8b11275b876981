#!/usr/bin/env bash
# Explore against test on the bundled suite, whole processes, release build:
#   (t)  kbreplay test Scenes --jobs 1 --record never
#   (e)  kbreplay explore Scenes --jobs 1
# in paired rounds: each round runs t then e back to back, and the figure is the median of the
# rounds' own ratios e/t, which a machine busy with other work disturbs least. Then the peak
# memory (maximum resident set) of each, with /usr/bin/time -v.
#
#   Scripts/bench/bench-explore.sh                 30 rounds
#   BENCH_ROUNDS=100 Scripts/bench/bench-explore.sh
#   KBREPLAY_BIN=path/to/kbreplay Scripts/bench/bench-explore.sh     time another build
#
# Targets (docs/performance.md): median e/t at most 40; explore's peak memory within test's
# bound (under 64 MiB). Exits 1 when a target is missed, 2 when a program fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

rounds=${BENCH_ROUNDS:-30}
source Scripts/lib/require.sh
require_command /usr/bin/time time

if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
kbreplay=$KBREPLAY_BIN

# nanoseconds COMMAND...: runs the command with its output discarded, prints its wall time.
# Exit status 1 from explore (a run breaks) is its normal answer on this suite.
nanoseconds() {
  local start end status=0
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || status=$?
  end=$(date +%s%N)
  if ((status > 1)); then
    echo "bench-explore.sh: '$*' exited with $status" >&2
    exit 2
  fi
  echo $((end - start))
}

# peak_kib COMMAND...: the command's maximum resident set in KiB.
peak_kib() {
  { /usr/bin/time -v "$@" 2>&1 >/dev/null || true; } |
    awk -F': ' '/Maximum resident set size/ { print $2 }'
}

test_command=("$kbreplay" test Scenes --jobs 1 --record never)
explore_command=("$kbreplay" explore Scenes --jobs 1)
"${test_command[@]}" >/dev/null
"${explore_command[@]}" >/dev/null || [[ $? -eq 1 ]]

ratios=()
tests=()
explores=()
for ((round = 1; round <= rounds; round++)); do
  t=$(nanoseconds "${test_command[@]}")
  e=$(nanoseconds "${explore_command[@]}")
  tests+=("$t")
  explores+=("$e")
  ratios+=("$(awk -v e="$e" -v t="$t" 'BEGIN { printf "%.3f", e / t }')")
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ms() { awk -v n="$1" 'BEGIN { printf "%.1f ms", n / 1e6 }'; }

ratio=$(median "${ratios[@]}")
test_memory=$(peak_kib "${test_command[@]}")
explore_memory=$(peak_kib "${explore_command[@]}")
variations=$("${explore_command[@]}" | tail -n 1 || true)

echo "bundled suite: $(find Scenes -name '*.yaml' | wc -l) scenes; explore: $variations"
echo "rounds: $rounds (each: test, then explore)"
echo "test    --jobs 1  median $(ms "$(median "${tests[@]}")")  peak $((test_memory / 1024)) MiB"
echo "explore --jobs 1  median $(ms "$(median "${explores[@]}")")  peak $((explore_memory / 1024)) MiB"
echo "median of the rounds' ratios explore/test: $ratio (target at most 40)"

status=0
if ! awk -v r="$ratio" 'BEGIN { exit !(r <= 40) }'; then
  echo "bench-explore.sh: MISSED: explore takes $ratio times test" >&2
  status=1
fi
if ((explore_memory >= 64 * 1024)); then
  echo "bench-explore.sh: MISSED: explore's peak memory is $((explore_memory / 1024)) MiB" >&2
  status=1
fi
exit $status
