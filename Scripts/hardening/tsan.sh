#!/usr/bin/env bash
# Runs kbreplay and its test suite under ThreadSanitizer: a debug build with
# `--sanitize=thread` (in .build-tsan, apart from the normal build), then
#
#   kbreplay test with --jobs 4 over Scenes/ and 300 generated scenes: recording every golden
#   (parallel atomic writes), comparing them, and with --junit; kbreplay lint --jobs 4;
#   and `swift test` (the unit tests, which run their suites in parallel), but for the
#   largest scene's single-threaded replay, which ThreadSanitizer slows past its time limit.
#
# TSAN_OPTIONS makes the first report fatal (exit status 66). Exits 1 if anything reports a
# data race or fails.
#
#   Scripts/hardening/tsan.sh [--no-unit-tests]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

unit_tests=yes
[[ ${1:-} == --no-unit-tests ]] && unit_tests=no
source Scripts/lib/require.sh
require_libyaml
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1"
export SWIFT_BACKTRACE=enable=no
build=(--scratch-path .build-tsan --sanitize=thread)

echo "== swift build --sanitize=thread" >&2
swift build "${build[@]}" --product kbreplay >&2
bin="$(swift build "${build[@]}" --show-bin-path)/kbreplay"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Scenes "$work/Scenes"
python3 Scripts/hardening/generate-kill-suite.py "$work/generated" 300 1

run() {
  echo "== $*" >&2
  local status=0
  "$@" >"$work/out" 2>&1 || status=$?
  tail -n 1 "$work/out" >&2
  if grep -q "ThreadSanitizer" "$work/out" || [[ $status == 66 ]]; then
    sed -n '/WARNING: ThreadSanitizer/,/SUMMARY/p' "$work/out" | head -n 60 >&2
    echo "tsan.sh: ThreadSanitizer reported a problem in: $*" >&2
    exit 1
  fi
  if [[ $status != 0 ]]; then
    cat "$work/out" >&2
    echo "tsan.sh: exit status $status from: $*" >&2
    exit 1
  fi
}

run "$bin" test "$work/Scenes" "$work/generated" --jobs 4 --record all
run "$bin" test "$work/Scenes" "$work/generated" --jobs 4 --record never --junit "$work/report.xml"
run "$bin" test Scenes --jobs 4 --record never
run "$bin" lint "$work/Scenes" "$work/generated" --jobs 4
if [[ $unit_tests == yes ]]; then
  echo "== swift test --sanitize=thread" >&2
  status=0
  # The largest scene's replay is skipped: it runs on one thread, so it has no race to find,
  # and ThreadSanitizer slows it 5 to 15 times, past its one-minute limit.
  swift test "${build[@]}" --skip largestSceneReplaysWhole >"$work/tests" 2>&1 || status=$?
  grep -E "Test run with|passed after|failed after" "$work/tests" | tail -n 2 >&2
  if grep -q "ThreadSanitizer" "$work/tests" || [[ $status != 0 ]]; then
    sed -n '/WARNING: ThreadSanitizer/,/SUMMARY/p' "$work/tests" | head -n 60 >&2
    grep -E "✘" "$work/tests" | head -n 20 >&2
    echo "tsan.sh: the unit tests failed or raced under ThreadSanitizer (exit $status)" >&2
    exit 1
  fi
fi
echo "tsan.sh: no data race reported" >&2
