#!/usr/bin/env bash
# Runs the README's commands as written, in order, in a fresh clone of this repository in a
# temporary folder, and fails if any of them fails.
#
# The commands are the lines that start with "$ " inside the README's ```sh blocks (the lines
# after them show output and are not run). Each runs with bash from the clone's root. A
# command that is meant to fail ends with a comment "# exits N"; it must exit with N. The
# tour is a developer's: CI, GITHUB_ACTIONS and KBREPLAY_RECORD are unset while it runs, so
# `--record auto` means `missing` as it does on a laptop.
#
# The clone is of the committed HEAD: commit before checking. It builds from scratch.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
readme=${1:-$root/README.md}

commands=$(awk '
  /^```sh[[:space:]]*$/ { inside = 1; next }
  /^```/ { inside = 0; next }
  inside && /^\$ / { sub(/^\$ /, ""); print }
' "$readme")
if [ -z "$commands" ]; then
  echo "readme-check: no \"\$ \" commands in \`\`\`sh blocks of $readme" >&2
  exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kbreplay-readme.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/kbreplay"
cd "$work/kbreplay"

count=0
while IFS= read -r command; do
  count=$((count + 1))
  expected=0
  if [[ $command =~ \#\ exits\ ([0-9]+)[[:space:]]*$ ]]; then
    expected=${BASH_REMATCH[1]}
  fi
  status=0
  env -u CI -u GITHUB_ACTIONS -u KBREPLAY_RECORD bash -c "$command" \
    </dev/null >"$work/output" 2>&1 || status=$?
  if [ "$status" -ne "$expected" ]; then
    echo "readme-check: FAIL \$ $command" >&2
    echo "readme-check: exit status $status, expected $expected; its output:" >&2
    tail -n 40 "$work/output" >&2
    exit 1
  fi
  echo "readme-check: ok (exit $status) \$ $command"
done <<<"$commands"
echo "readme-check: all $count README commands ran as written in a fresh clone"
