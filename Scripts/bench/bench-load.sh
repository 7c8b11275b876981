#!/usr/bin/env bash
# Load-speed benchmark: `kbreplay lint` (release) against a C program that only runs libyaml's
# parser over the same files, both timed as whole processes with hyperfine.
#
#   Scripts/bench/bench-load.sh            corpus of 22 MiB, 10 timed runs each
#   BENCH_CORPUS_MIB=40 BENCH_RUNS=20 Scripts/bench/bench-load.sh
#   KBREPLAY_BIN=path/to/kbreplay Scripts/bench/bench-load.sh   (time another build)
#
# Prints the medians, the ratio kbreplay/C (target: at most 1.5; the ratio of CPU times is
# shown too, as it suffers less from a busy machine) and each one's peak memory.
# Exits 1 when the ratio is above the target, 2 when either program rejects the corpus.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bench=.bench
corpus=$bench/corpus
mib=${BENCH_CORPUS_MIB:-22}
runs=${BENCH_RUNS:-10}
target=1.5

source Scripts/lib/require.sh
require_command hyperfine hyperfine
require_command /usr/bin/time time
require_python_module yaml pyyaml

echo "== corpus ($mib MiB, regenerated only when the generator or size changes)"
stamp="$(sha256sum Scripts/bench/generate-corpus.py | cut -c1-16)-$mib"
if [[ ! -f $corpus/.stamp || "$(cat "$corpus/.stamp")" != "$stamp" ]]; then
  rm -rf "$corpus"
  python3 Scripts/bench/generate-corpus.py "$corpus" "$mib"
  echo "$stamp" >"$corpus/.stamp"
fi
find "$corpus" -type f -name '*.yaml' | LC_ALL=C sort >"$bench/files.txt"
files=$(wc -l <"$bench/files.txt")
bytes=$(xargs -a "$bench/files.txt" -d '\n' cat | wc -c)
echo "$files files, $bytes bytes"

echo "== C baseline (libyaml parse only)"
build_yaml_floor "$bench/yaml-parse-only"
baseline=("$bench/yaml-parse-only" -l "$bench/files.txt")
"${baseline[@]}" || { echo "bench-load.sh: libyaml rejects the corpus" >&2; exit 2; }

echo "== kbreplay (release)"
if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
kbreplay=("$KBREPLAY_BIN" lint "$corpus")
"${kbreplay[@]}" || { echo "bench-load.sh: kbreplay lint rejects the corpus" >&2; exit 2; }

echo "== timing ($runs runs each, after a warm-up)"
hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$bench/hyperfine.json" \
  -n "C (libyaml parse only)" "$(printf '%q ' "${baseline[@]}")" \
  -n "kbreplay lint" "$(printf '%q ' "${kbreplay[@]}")"

# Peak resident memory of one run, in KiB, from GNU time.
peak_kib() {
  /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {print $2}'
}
c_peak=$(peak_kib "${baseline[@]}")
kb_peak=$(peak_kib "${kbreplay[@]}")

python3 - "$bench/hyperfine.json" "$c_peak" "$kb_peak" "$target" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
peaks = [int(sys.argv[2]), int(sys.argv[3])]
target = float(sys.argv[4])
print()
print(f"{'':24}{'median':>9}{'min':>9}{'max':>9}{'cpu':>9}{'peak RSS':>13}")
for r, peak in zip(results, peaks):
    cpu = r["user"] + r["system"]
    print(f"{r['command']:24}{r['median']:>8.3f}s{r['min']:>8.3f}s{r['max']:>8.3f}s"
          f"{cpu:>8.3f}s{peak / 1024:>9.1f} MiB")
c, kb = results
ratio = kb["median"] / c["median"]
cpu_ratio = (kb["user"] + kb["system"]) / (c["user"] + c["system"])
verdict = "within" if ratio <= target else "ABOVE"
print(f"ratio kbreplay/C: {ratio:.2f} of medians ({verdict} the target of {target}); "
      f"{cpu_ratio:.2f} of mean CPU time")
sys.exit(0 if ratio <= target else 1)
PY
