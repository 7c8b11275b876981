#!/usr/bin/env bash
# Builds the libFuzzer targets (the package in Fuzz/, with -sanitize=fuzzer,address) and runs
# each in turn for SECONDS, niced, one at a time:
#
#   FuzzSceneLoader   scene bytes -> SceneLoader: an invalid scene must render positioned
#                     diagnostics; a valid one is replayed, and its trace must read back.
#   FuzzCaptureImporter  bytes -> `kbreplay import` (no --device) as a log, as a --layout dump,
#                     and, split at "\n~~~~\n", as LOG --layout DUMP: a refused input renders
#                     diagnostics under its name; an imported scene must load (lint).
#   FuzzTraceDiffer   EXPECTED + "\n~~~~\n" + ACTUAL -> `kbreplay diff` (both files written):
#                     exit 0, 1 or 2, a trace agrees with itself, errors carry a position.
#
#   Scripts/hardening/fuzz.sh SECONDS [TARGET...]
#
# Seeds come from Scenes/ (scenes and goldens), the loader's and the importer's test fixtures
# (every log under Tests/CaptureImportTests/Fixtures/import) and the fuzz
# regression inputs under Tests/*/Fixtures/fuzz/. The corpus each run grows is kept in
# .fuzz/corpus/TARGET (git-ignored), so several runs add up; crashes, leaks and inputs slower
# than 1 s (-timeout=1) land in .fuzz/artifacts/TARGET/. Turn a finding into a regression test
# (the bytes, fed to the loader or the reader, asserting a clean error) and delete the artifact.
#
# Exits 1 when any target found a crash, a leak, a timeout or ran out of memory.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

[[ $# -ge 1 && $1 =~ ^[0-9]+$ ]] || { echo "usage: Scripts/hardening/fuzz.sh SECONDS [TARGET...]" >&2; exit 2; }
seconds=$1
shift
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(FuzzSceneLoader FuzzCaptureImporter FuzzTraceDiffer)

source Scripts/lib/require.sh
require_libyaml

echo "== building the fuzz targets (release, -sanitize=fuzzer,address)" >&2
# -parse-as-library is not needed: the entry points are @main types that start libFuzzer's
# driver, which also keeps SwiftPM's renamed `main` happy.
# SwiftPM keeps its build plan while the manifest is unchanged, and would not see source files
# added to the main package since: touching the manifest makes it plan again.
touch Fuzz/Package.swift
(cd Fuzz && nice -n 19 swift build -c release -Xswiftc -sanitize=fuzzer,address >&2)
bin="$(cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer,address --show-bin-path)"

fuzz=.fuzz
mkdir -p "$fuzz"
# libFuzzer reports crashes itself; Swift's backtracer would only slow that down under ASan.
export SWIFT_BACKTRACE=enable=no

seed_scenes() {
  local dir=$fuzz/seeds/FuzzSceneLoader
  rm -rf "$dir" && mkdir -p "$dir"
  find Scenes Tests/SceneLoadingTests/Fixtures -type f \( -name '*.yaml' -o -name '*.yml' \) \
    -print0 | while IFS= read -r -d '' file; do
    cp "$file" "$dir/$(printf '%s' "$file" | sha1sum | cut -c1-16).yaml"
  done
}

seed_logs() {
  local dir=$fuzz/seeds/FuzzCaptureImporter
  rm -rf "$dir" && mkdir -p "$dir"
  find Tests/CaptureImportTests/Fixtures/import Tests/CaptureImportTests/Fixtures/layout -type f \
    ! -name '*.yaml' ! -name '*.diagnostics' -print0 | while IFS= read -r -d '' file; do
    cp "$file" "$dir/$(printf '%s' "$file" | sha1sum | cut -c1-16).log"
  done
  # A log over a dump, as one input.
  local layout=Tests/CaptureImportTests/Fixtures/layout
  { cat "$layout/checkout.jsonl"; printf '\n~~~~\n'; cat "$layout/checkout.xcuitest.txt"; } \
    >"$dir/log-over-dump.log"
}

seed_traces() {
  local dir=$fuzz/seeds/FuzzTraceDiffer
  rm -rf "$dir" && mkdir -p "$dir"
  python3 - "$dir" <<'PY'
import hashlib, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
files = sorted(p for root in ("Scenes", "Tests") for p in pathlib.Path(root).rglob("*")
               if p.is_file() and (p.name.endswith(".golden") or "Fixtures/fuzz" in str(p)
                                   and p.suffix in (".golden", ".trace")))
def keep(data):
    (out / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)
sep = b"\n~~~~\n"
for path in files:
    data = path.read_bytes()[:200_000]
    keep(data)
    # The same trace against itself with one length nudged, and with one row dropped.
    nudged = re.sub(rb"(\n +[0-9.]+ +)([0-9]+)\.([0-9]{2})",
                    lambda m: m.group(1) + m.group(2) + b".99", data, count=3)
    keep(data + sep[1:] + nudged)
    lines = data.split(b"\n")
    if len(lines) > 12:
        keep(data + sep[1:] + b"\n".join(lines[:10] + lines[11:]))
PY
}

status=0
for target in "${targets[@]}"; do
  case $target in
    FuzzSceneLoader) seed_scenes ;;
    FuzzCaptureImporter) seed_logs ;;
    FuzzTraceDiffer) seed_traces ;;
    *)
      echo "fuzz.sh: unknown target $target (FuzzSceneLoader, FuzzCaptureImporter," \
        "FuzzTraceDiffer)" >&2
      exit 2
      ;;
  esac
  corpus=$fuzz/corpus/$target
  artifacts=$fuzz/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  echo "== $target for ${seconds}s (corpus $corpus, findings in $artifacts)" >&2
  deadline=$((SECONDS + seconds))
  log=$fuzz/$target.log
  : >"$log"
  # A timeout is confirmed by running the input again: on a shared, busy machine a niced
  # fuzzer can be starved past 1 s of wall time by inputs that take milliseconds. A confirmed
  # timeout, a crash, a leak or running out of memory stops the target.
  while ((SECONDS < deadline)); do
    started=$SECONDS
    set +e
    # The first folder is the corpus libFuzzer grows; the seeds are read only.
    nice -n 19 "$bin/$target" -max_total_time=$((deadline - SECONDS)) -timeout=1 \
      -rss_limit_mb=1024 -malloc_limit_mb=1024 -max_len=65536 -dict="Fuzz/$target.dict" \
      -artifact_prefix="$artifacts/" -print_final_stats=1 \
      "$corpus" "$fuzz/seeds/$target" >>"$log" 2>&1
    result=$?
    set -e
    # Fuzzing time adds up over runs; .fuzz/history.tsv keeps each run's.
    printf '%s\t%s\t%ss\texit %s\n' "$(date -u +%FT%TZ)" "$target" $((SECONDS - started)) \
      "$result" >>"$fuzz/history.tsv"
    [[ $result != 0 ]] || break
    unit=$(sed -n 's/.*Test unit written to //p' "$log" | tail -n 1)
    if grep -q 'ERROR: libFuzzer: timeout' <(tail -n 200 "$log") && [[ -f $unit ]] &&
      nice -n 19 "$bin/$target" -timeout=1 -runs=3 "$unit" >>"$log" 2>&1; then
      echo "fuzz.sh: $target: $unit timed out once but runs in time again; fuzzing on" >&2
      mkdir -p "$artifacts/spurious" && mv "$unit" "$artifacts/spurious/"
      continue
    fi
    status=1
    echo "fuzz.sh: $target failed (exit $result); see $log:" >&2
    grep -E 'ERROR: |SUMMARY: |Fatal error|Precondition|Test unit written' "$log" | tail -n 6 >&2
    break
  done
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done )' "$log" >&2 || true
done
exit $status
