#!/usr/bin/env bash
# Runs `kbreplay lint` over the loader's fixtures (valid and invalid scenes) under valgrind and
# fails on any definite leak or memory error. lint itself exits 0 or 2 (some fixtures are
# meant to be invalid); valgrind's own verdict is exit status 1.
#
#   Scripts/hardening/leak-check.sh [PATH...]      default: Tests/SceneLoadingTests/Fixtures
#   KBREPLAY_BIN=path/to/kbreplay Scripts/hardening/leak-check.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

source Scripts/lib/require.sh
require_libyaml
require_command valgrind valgrind
paths=("$@")
[[ ${#paths[@]} -gt 0 ]] || paths=(Tests/SceneLoadingTests/Fixtures)

if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi

log=.bench/leak-check.log
mkdir -p .bench
set +e
# Only definite leaks count: the Swift runtime keeps metadata caches alive on purpose, which
# valgrind would otherwise call "possibly lost".
valgrind --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \
  --error-exitcode=1 --log-file="$log" "$KBREPLAY_BIN" lint "${paths[@]}" >/dev/null 2>&1
status=$?
set -e

if grep -q "definitely lost" "$log"; then
  grep "definitely lost" "$log" | tail -n 1 | sed 's/^==[0-9]*== *//'
else
  grep -E "All heap blocks were freed|ERROR SUMMARY" "$log" | head -n 1 | sed 's/^==[0-9]*== *//'
fi
grep "ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== *//'
case $status in
  0 | 2) echo "leak-check: no definite leaks or memory errors (lint exited $status)" ;;
  1) echo "leak-check: valgrind found leaks or memory errors; see $log" >&2; exit 1 ;;
  *) echo "leak-check: kbreplay exited $status under valgrind; see $log" >&2; exit "$status" ;;
esac
