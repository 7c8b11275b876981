#!/usr/bin/env bash
# Suite-scale benchmark: kbreplay against the libyaml floor, whole processes, release build.
#
#   Scripts/bench/bench.sh                 N = 10,000 scenes (and 10N for the scaling check),
#                                    20 runs of each command (medians; shared machines are noisy)
#   BENCH_SCENES=2000 BENCH_RUNS=5 Scripts/bench/bench.sh
#   BENCH_ROUNDS=1 Scripts/bench/bench.sh  all runs of a command back to back (default: in 20 rounds)
#
# Measures with hyperfine, in one run, side by side, in rounds of a few runs of each command:
#   (a)  a C program that only runs yaml_parser_parse over every scene (the floor for loading)
#   (a') the same, plus reading every golden fully (the floor for testing)
#   (b)  kbreplay lint                          (c) kbreplay test --jobs 1 --record never
#   (d)  kbreplay test --record never, all cores
# The N suite's files are locked in memory (vmtouch -l) while the rounds run: some kernels
# reclaim page cache that was idle for a while (DAMON's pageout on these machines), and a run
# that reads its files back from disk measures the disk.
# Then peak memory of (d) on 2N scenes with /usr/bin/time -v, and (d) on 10N scenes beside (d)
# on N again for the scaling check, one run of each per round (BENCH_SCALING_ROUNDS, 5). Prints medians (and minimums) and the ratios b/a, c/a', d/a'
# and (d on 10N)/(d on N), checked on medians; beside them, the ratios of minimums and the median
# of each round's own ratio (its runs of the two commands, made seconds apart).
# Targets: b <= 1.2, c <= 2.0, d <= 1.2, memory < 64 MiB at 2N = 20,000, 10N <= 11x N.
# Exits 1 when a target is missed, 2 when a program fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scenes=${BENCH_SCENES:-10000}
runs=${BENCH_RUNS:-20}
rounds=${BENCH_ROUNDS:-20}
scaling_rounds=${BENCH_SCALING_ROUNDS:-5}
bench=.bench/suite

source Scripts/lib/require.sh
require_command hyperfine hyperfine
require_command /usr/bin/time time
require_command vmtouch vmtouch

mkdir -p "$bench"
build_yaml_floor "$bench/yaml-parse-only"
swift build -c release --product kbreplay >&2
kbreplay="$(swift build -c release --show-bin-path)/kbreplay"

# A suite of COUNT scenes with recorded goldens, made once per generator version and size.
suite() {
  local count=$1 dir="$bench/n$1"
  local stamp
  stamp="$(sha256sum Scripts/bench/generate-suite.py | cut -c1-16)"
  if [[ ! -f $dir/.stamp || "$(cat "$dir/.stamp")" != "$stamp" ]]; then
    rm -rf "$dir"
    python3 Scripts/bench/generate-suite.py "$dir" "$count"
    "$kbreplay" test "$dir" --record all >/dev/null || true
    echo "$stamp" >"$dir/.stamp"
  fi
  find "$dir" -name '*.yaml' | LC_ALL=C sort >"$dir.scenes"
  find "$dir" -name '*.golden' | LC_ALL=C sort >"$dir.goldens"
  echo "$dir"
}

small=$(suite "$scenes")
echo "== $scenes scenes, $(nproc) cores" >&2
"$kbreplay" test "$small" --record never >/dev/null || { echo "bench.sh: the suite fails" >&2; exit 2; }

lock_pid="$bench/vmtouch.pid"
vmtouch -q -l -d -P "$lock_pid" "$small" </dev/null >/dev/null 2>&1
trap 'kill "$(cat "$lock_pid" 2>/dev/null)" 2>/dev/null || true' EXIT

# In rounds: hyperfine runs one command's runs back to back, so a busy spell on a shared
# machine would land on one command and move its ratio; a few runs of each command per round,
# round after round, spread it over all of them.
# The first round warms up (the files are locked in memory already); the others measure only.
rm -f "$bench"/hyperfine-round-*.json
for round in $(seq 1 "$rounds"); do
  hyperfine --style basic --warmup $((round == 1 ? 1 : 0)) --runs $(((runs + rounds - 1) / rounds)) \
    --export-json "$bench/hyperfine-round-$round.json" \
    -n "a: libyaml parse" "$bench/yaml-parse-only -l $small.scenes" \
    -n "a': parse + read goldens" "$bench/yaml-parse-only -l $small.scenes -r $small.goldens" \
    -n "b: kbreplay lint" "$kbreplay lint $small" \
    -n "c: test --jobs 1" "$kbreplay test $small --jobs 1 --record never" \
    -n "d: test (all cores)" "$kbreplay test $small --record never" >&2
done

kill "$(cat "$lock_pid")" 2>/dev/null || true

double=$(suite $((scenes * 2)))
peak_kib=$(/usr/bin/time -v "$kbreplay" test "$double" --record never 2>&1 >/dev/null \
  | awk -F': ' '/Maximum resident set size/ {print $2}')

large=$(suite $((scenes * 10)))
# Warmed up like the runs on N: a cold first pass over 10N's files measures the disk, not kbreplay.
# N is timed again beside 10N, one run of each per round, so that a change in the machine's
# load between the first measurements and these, or during them, does not move the ratio.
rm -f "$bench"/hyperfine-10x-round-*.json
for round in $(seq 1 "$scaling_rounds"); do
  hyperfine --style basic --warmup $((round == 1 ? 1 : 0)) --runs 1 \
    --export-json "$bench/hyperfine-10x-round-$round.json" \
    -n "d: test (all cores) on N" "$kbreplay test $small --record never" \
    -n "d: test (all cores) on 10N" "$kbreplay test $large --record never" >&2
done

python3 - "$bench" "$peak_kib" "$scenes" "$(nproc)" <<'PY'
import glob, json, statistics, sys
def merged(pattern):
    """Every round's runs of each command together: their median, minimum and mean CPU time."""
    results = {}
    for path in sorted(glob.glob(pattern)):
        for r in json.load(open(path))["results"]:
            merged = results.setdefault(r["command"], {"command": r["command"], "times": [], "cpu": []})
            merged["times"] += r["times"]
            merged["cpu"] += [r["user"] + r["system"]] * len(r["times"])
    for r in results.values():
        r["median"], r["min"] = statistics.median(r["times"]), min(r["times"])
        r["user_system"] = statistics.mean(r["cpu"])
    return results
results = {name.split(":")[0]: r for name, r in merged(f"{sys.argv[1]}/hyperfine-round-*.json").items()}
def paired(numerator, denominator):
    """The median over the rounds of each round's own ratio of the two commands' median times."""
    ratios = []
    for path in glob.glob(f"{sys.argv[1]}/hyperfine-round-*.json"):
        times = {r["command"].split(":")[0]: statistics.median(r["times"])
                 for r in json.load(open(path))["results"]}
        ratios.append(times[numerator] / times[denominator])
    return statistics.median(ratios)
beside, large = merged(f"{sys.argv[1]}/hyperfine-10x-round-*.json").values()
peak_mib = int(sys.argv[2]) / 1024
n, cores = int(sys.argv[3]), int(sys.argv[4])
print(f"\n{n} scenes, {cores} cores; whole processes, {len(results['a']['times'])} runs each, in rounds")
print(f"{'':28}{'median':>9}{'min':>9}{'cpu':>9}")
for key in ["a", "a'", "b", "c", "d"]:
    r = results[key]
    print(f"{r['command']:28}{r['median']:>8.3f}s{r['min']:>8.3f}s{r['user_system']:>8.3f}s")
for r in (beside, large):
    print(f"{r['command']:28}{r['median']:>8.3f}s{r['min']:>8.3f}s")
m = {k: r["median"] for k, r in results.items()}
low = {k: r["min"] for k, r in results.items()}
# Targets are checked on medians; the ratio of minimums is printed beside them because on a
# shared machine a burst of load during one command's runs moves its median.
checks = [
    ("b/a", m["b"] / m["a"], low["b"] / low["a"], paired("b", "a"), 1.2),
    ("c/a'", m["c"] / m["a'"], low["c"] / low["a'"], paired("c", "a'"), 2.0),
    ("d/a'", m["d"] / m["a'"], low["d"] / low["a'"], paired("d", "a'"), 1.2),
    ("10N/N", large["median"] / beside["median"], large["min"] / beside["min"], None, 11.0),
]
ok = True
print(f"{'':>18}  {'medians':>8}  {'minimums':>8}  {'rounds':>8}")
for name, value, of_minimums, of_rounds, target in checks:
    verdict = "ok" if value <= target else "MISSED"
    ok &= value <= target
    rounds = f"{of_rounds:8.2f}" if of_rounds is not None else f"{'':8}"
    print(f"{name:>18}: {value:8.2f}  {of_minimums:8.2f}  {rounds}   target <= {target:<6} {verdict}")
verdict = "ok" if peak_mib <= 64 else "MISSED"
ok &= peak_mib <= 64
print(f"{f'peak MiB at {2 * n}':>18}: {peak_mib:8.2f}{'':20}   target <= 64     {verdict}")
sys.exit(0 if ok else 1)
PY
