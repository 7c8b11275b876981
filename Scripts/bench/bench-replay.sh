#!/usr/bin/env bash
# Replay benchmark: `kbreplay run --format text` (release) on one scene at the loader's limits,
# 100,000 events and `sampling: {fps: 60, until: 3600}` (216,001 samples), timed as a whole
# process with hyperfine, output to /dev/null.
#
#   Scripts/bench/bench-replay.sh
#   BENCH_RUNS=20 Scripts/bench/bench-replay.sh
#   KBREPLAY_BIN=path/to/kbreplay Scripts/bench/bench-replay.sh   (time another build)
#
# Prints the median, minimum, maximum and mean CPU time, the trace's size and the peak memory.
# Exits 1 when the median is 1 s or more, 2 when the scene does not load or replay.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bench=.bench/replay
scene=$bench/scene.yaml
runs=${BENCH_RUNS:-10}
limit=1.0

source Scripts/lib/require.sh
require_command hyperfine hyperfine
require_command /usr/bin/time time
require_command python3 python3
require_libyaml

echo "== scene (regenerated only when the generator changes)"
mkdir -p "$bench"
stamp="$(sha256sum Scripts/bench/generate-replay-scene.py | cut -c1-16)"
if [[ ! -f $scene || ! -f $bench/.stamp || "$(cat "$bench/.stamp")" != "$stamp" ]]; then
  python3 Scripts/bench/generate-replay-scene.py "$scene"
  echo "$stamp" >"$bench/.stamp"
fi

echo "== kbreplay (release)"
if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
command=("$KBREPLAY_BIN" run --format text "$scene")
# Once untimed: the scene must load and replay (exit 0 or 1; it has no expectations, so 0).
"${command[@]}" >"$bench/trace.txt" || {
  echo "bench-replay.sh: kbreplay run failed on $scene" >&2
  exit 2
}
trace_bytes=$(wc -c <"$bench/trace.txt")
trace_lines=$(wc -l <"$bench/trace.txt")
rm -f "$bench/trace.txt"

echo "== timing ($runs runs, after a warm-up)"
hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$bench/hyperfine.json" \
  -n "kbreplay run --format text" "$(printf '%q ' "${command[@]}") >/dev/null"

# Peak resident memory of one run, in KiB, from GNU time.
peak_kib=$(/usr/bin/time -v "${command[@]}" 2>&1 >/dev/null |
  awk -F': ' '/Maximum resident set size/ {print $2}')

python3 - "$bench/hyperfine.json" "$peak_kib" "$trace_bytes" "$trace_lines" "$limit" \
  "$(wc -c <"$scene")" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))["results"][0]
peak, trace_bytes, trace_lines = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
limit, scene_bytes = float(sys.argv[5]), int(sys.argv[6])
cpu = result["user"] + result["system"]
print()
print(f"scene: 100,000 events, until 3600 s at 60 fps, {scene_bytes / 2**20:.1f} MiB; "
      f"trace: {trace_bytes / 2**20:.1f} MiB, {trace_lines} lines")
print(f"{'':28}{'median':>9}{'min':>9}{'max':>9}{'cpu':>9}{'peak RSS':>13}")
print(f"{result['command']:28}{result['median']:>8.3f}s{result['min']:>8.3f}s"
      f"{result['max']:>8.3f}s{cpu:>8.3f}s{peak / 1024:>9.1f} MiB")
ok = result["median"] < limit
print(f"median {result['median']:.3f} s: {'under' if ok else 'NOT under'} the limit of {limit} s")
sys.exit(0 if ok else 1)
PY
