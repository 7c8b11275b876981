#!/usr/bin/env bash
# Suite-scale benchmark: kbreplay against the libyaml floor, whole processes, release build,
# on generated corpora (Scripts/bench/generate-suite.py):
#   standard  six events over 2.5 s per scene: loading weighs most
#   long      6 to 10 events over 3 to 6 s per scene: replaying and writing the trace weigh more
#   scroll    a form in a scroll view, with drags and interactive dismissal
#
#   Scripts/bench/bench.sh                     every corpus, N = 10,000 scenes each (and 10N for
#                                              the scaling check), 20 runs of each command
#   BENCH_CORPUS=standard Scripts/bench/bench.sh      one corpus (standard, long, scroll), or
#                                              both (standard and long) or all (the default)
#   BENCH_SCENES=2000 BENCH_RUNS=5 Scripts/bench/bench.sh
#   BENCH_ROUNDS=1 Scripts/bench/bench.sh      all runs of a command back to back (default: in
#                                              20 rounds)
#   KBREPLAY_BIN=path/to/kbreplay Scripts/bench/bench.sh     time another build
#   BENCH_BASE_BIN=path/to/old/kbreplay Scripts/bench/bench.sh
#                                              also time an earlier build's b, c and d in the
#                                              same rounds (b0, c0, d0), for a before/after table
#                                              (not on the scroll corpus, which an older build
#                                              may not read)
#
# For each corpus, measures with hyperfine, side by side, in rounds of a few runs of each command:
#   (a)  a C program that only runs yaml_parser_parse over every scene (the floor for loading)
#   (a') the same, plus reading every golden fully (the floor for testing)
#   (b)  kbreplay lint                          (c) kbreplay test --jobs 1 --record never
#   (d)  kbreplay test --record never, all cores
# The N suite's files are locked in memory (vmtouch -l) while the rounds run: some kernels
# reclaim page cache that was idle for a while (DAMON's pageout), and a run that reads its files
# back from disk measures the disk.
# Then peak memory of (d) on 2N scenes with /usr/bin/time -v, and (d) on 10N scenes beside (d)
# on N again for the scaling check, one run of each per round (BENCH_SCALING_ROUNDS, 5).
# Prints each corpus's medians (and minimums) and the ratios b/a, c/a', d/a' and
# (d on 10N)/(d on N), checked on medians; beside them, the ratios of minimums and the median of
# each round's own ratio (its runs of the two commands, made seconds apart).
# Targets, on each corpus: b <= 1.2, c <= 2.0, d <= 1.2, memory < 64 MiB at 2N = 20,000,
# 10N <= 11x N. docs/performance.md says how to read the numbers.
# Exits 1 when a target is missed on a corpus, 2 when a program fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scenes=${BENCH_SCENES:-10000}
runs=${BENCH_RUNS:-20}
rounds=${BENCH_ROUNDS:-20}
scaling_rounds=${BENCH_SCALING_ROUNDS:-5}
case ${BENCH_CORPUS:-all} in
  standard | long | scroll) corpora=("$BENCH_CORPUS") ;;
  both) corpora=(standard long) ;;
  all) corpora=(standard long scroll) ;;
  *)
    echo "bench.sh: BENCH_CORPUS is standard, long, scroll, both or all, not '$BENCH_CORPUS'" >&2
    exit 2
    ;;
esac
bench=.bench/suite

source Scripts/lib/require.sh
require_command hyperfine hyperfine
require_command /usr/bin/time time
require_command vmtouch vmtouch

mkdir -p "$bench"
build_yaml_floor "$bench/yaml-parse-only"
if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
kbreplay=$KBREPLAY_BIN
base=${BENCH_BASE_BIN:-}

# suite CORPUS COUNT: a suite of COUNT scenes of CORPUS with recorded goldens, made once per
# generator version, corpus and size; prints its folder.
suite() {
  local corpus=$1 count=$2 dir="$bench/$1-n$2"
  local stamp
  stamp="$(sha256sum Scripts/bench/generate-suite.py | cut -c1-16)"
  if [[ ! -f $dir/.stamp || "$(cat "$dir/.stamp")" != "$stamp" ]]; then
    rm -rf "$dir"
    python3 Scripts/bench/generate-suite.py "$dir" "$count" "$corpus"
    "$kbreplay" test "$dir" --record all >/dev/null || true
    echo "$stamp" >"$dir/.stamp"
  fi
  find "$dir" -name '*.yaml' | LC_ALL=C sort >"$dir.scenes"
  find "$dir" -name '*.golden' | LC_ALL=C sort >"$dir.goldens"
  echo "$dir"
}

# The vmtouch that locks a suite in memory; unlock ends it (and only it).
lock_pid="$bench/vmtouch.pid"
unlock() {
  [[ -f $lock_pid ]] && kill "$(cat "$lock_pid")" 2>/dev/null
  rm -f "$lock_pid"
}
trap unlock EXIT
rm -f "$lock_pid"
status=0

# measure CORPUS: times the commands on CORPUS and prints its table and target checks; sets
# status to 1 when a target is missed.
measure() {
  local corpus=$1 out="$bench/$1"
  local small double large peak_kib
  small=$(suite "$corpus" "$scenes")
  echo "== $corpus corpus: $scenes scenes, $(nproc) cores" >&2
  "$kbreplay" test "$small" --record never >/dev/null ||
    { echo "bench.sh: the $corpus suite fails" >&2; exit 2; }

  vmtouch -q -l -d -P "$lock_pid" "$small" </dev/null >/dev/null 2>&1
  # In rounds: hyperfine runs one command's runs back to back, so a busy spell on a shared
  # machine would land on one command and move its ratio; a few runs of each command per round,
  # round after round, spread it over all of them.
  # The first round warms up (the files are locked in memory already); the others measure only.
  rm -rf "$out" && mkdir -p "$out"
  local base_commands=()
  if [[ -n $base && $corpus != scroll ]]; then
    base_commands=(
      -n "b0: base lint" "$base lint $small"
      -n "c0: base test --jobs 1" "$base test $small --jobs 1 --record never"
      -n "d0: base test (all cores)" "$base test $small --record never")
  fi
  for round in $(seq 1 "$rounds"); do
    hyperfine --style basic --warmup $((round == 1 ? 1 : 0)) \
      --runs $(((runs + rounds - 1) / rounds)) --export-json "$out/round-$round.json" \
      -n "a: libyaml parse" "$bench/yaml-parse-only -l $small.scenes" \
      -n "a': parse + read goldens" "$bench/yaml-parse-only -l $small.scenes -r $small.goldens" \
      -n "b: kbreplay lint" "$kbreplay lint $small" \
      -n "c: test --jobs 1" "$kbreplay test $small --jobs 1 --record never" \
      -n "d: test (all cores)" "$kbreplay test $small --record never" \
      "${base_commands[@]}" >&2
  done
  unlock

  double=$(suite "$corpus" $((scenes * 2)))
  peak_kib=$(/usr/bin/time -v "$kbreplay" test "$double" --record never 2>&1 >/dev/null |
    awk -F': ' '/Maximum resident set size/ {print $2}')

  large=$(suite "$corpus" $((scenes * 10)))
  # Warmed up like the runs on N: a cold first pass over 10N's files measures the disk, not
  # kbreplay. N is timed again beside 10N, one run of each per round, so that a change in the
  # machine's load between the first measurements and these, or during them, does not move the
  # ratio. (10N is not locked: one mapping per file would pass the kernel's limit.)
  for round in $(seq 1 "$scaling_rounds"); do
    hyperfine --style basic --warmup $((round == 1 ? 1 : 0)) --runs 1 \
      --export-json "$out/10x-round-$round.json" \
      -n "d: test (all cores) on N" "$kbreplay test $small --record never" \
      -n "d: test (all cores) on 10N" "$kbreplay test $large --record never" >&2
  done

  python3 - "$out" "$peak_kib" "$scenes" "$(nproc)" "$corpus" <<'PY' || status=1
import glob, json, statistics, sys
out, corpus = sys.argv[1], sys.argv[5]
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
results = {name.split(":")[0]: r for name, r in merged(f"{out}/round-*.json").items()}
def paired(numerator, denominator):
    """The median over the rounds of each round's own ratio of the two commands' median times."""
    ratios = []
    for path in glob.glob(f"{out}/round-*.json"):
        times = {r["command"].split(":")[0]: statistics.median(r["times"])
                 for r in json.load(open(path))["results"]}
        ratios.append(times[numerator] / times[denominator])
    return statistics.median(ratios)
beside, large = merged(f"{out}/10x-round-*.json").values()
peak_mib = int(sys.argv[2]) / 1024
n, cores = int(sys.argv[3]), int(sys.argv[4])
print(f"\n{corpus} corpus: {n} scenes, {cores} cores; whole processes, "
      f"{len(results['a']['times'])} runs each, in rounds")
print(f"{'':28}{'median':>9}{'min':>9}{'cpu':>9}")
for key in ["a", "a'", "b", "c", "d", "b0", "c0", "d0"]:
    if key not in results:
        continue
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
if "c0" in results:
    print("before (base) and after, the same ratios in the same rounds:")
    for new, floor in [("b", "a"), ("c", "a'"), ("d", "a'")]:
        old = new + "0"
        print(f"{new + '/' + floor:>18}: base {m[old] / m[floor]:5.2f} ({paired(old, floor):5.2f})"
              f"  after {m[new] / m[floor]:5.2f} ({paired(new, floor):5.2f})"
              f"  after/base {paired(new, old):5.2f}")
print(f"{corpus} corpus: {'every target held' if ok else 'a target was MISSED'}")
sys.exit(0 if ok else 1)
PY
}

for corpus in "${corpora[@]}"; do
  measure "$corpus"
done
exit $status
