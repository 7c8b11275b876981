#!/usr/bin/env bash
# File-system failures while goldens are written give a clear error and exit status 2, and
# leave no partial golden or temporary file behind. Needs root (it mounts file systems):
#
#   read-only   the suite on a read-only bind mount: `test` recording a missing golden,
#               `test --record failed` over a differing one, `accept` of a pending one
#   full disk   the suite on a 64 KiB tmpfs: `test --record all` runs out of space part way;
#               a JUnit report to a full disk
#   no access   as user nobody (root ignores file modes): a golden folder without write
#               permission, a golden without read permission
#
#   Scripts/hardening/disk-errors.sh
#   KBREPLAY_BIN=path/to/kbreplay Scripts/hardening/disk-errors.sh
#
# Prints each case's exit status and error lines; exits 1 if one is not as expected.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if [[ $(id -u) != 0 ]]; then
  echo "disk-errors.sh: needs root, to mount a read-only bind mount and a small tmpfs" >&2
  exit 2
fi
source Scripts/lib/require.sh
require_libyaml
if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi
KBREPLAY_BIN=$(realpath "$KBREPLAY_BIN")
export SWIFT_BACKTRACE=enable=no

work=$(mktemp -d)
mounts=()
cleanup() {
  for mount in "${mounts[@]}"; do umount "$mount" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
chmod 755 "$work"

scene() { # writes scene $2 (variant $3) into folder $1
  cat >"$1/$2.yaml" <<YAML
scene: Disk errors $2
sampling: {fps: 240, until: 4}
layout:
  view: form
  frame: [0, 59, 393, 759]
  keyboardAdaptive: true
  children:
    - textField: field
      frame: [16, ${3:-640}, 361, 44]
events:
  - {at: 0.1, tap: field}
  - {at: 2, focus: none}
YAML
}

failures=0
# check NAME EXPECTED-STATUS PATTERN FOLDER -- COMMAND...: runs the command, prints its status
# and error lines, and checks the status, that an error line matches PATTERN, and that FOLDER
# holds no temporary file and no empty or partial golden (every .golden reads back).
check() {
  local name=$1 expected=$2 pattern=$3 folder=$4
  shift 5
  local status=0
  "$@" >"$work/out" 2>&1 || status=$?
  echo "== $name: exit $status"
  grep -E 'error|ERROR' "$work/out" | sed 's/^/   /' | head -n 6
  local problems=()
  [[ $status == "$expected" ]] || problems+=("exit status $status, expected $expected")
  grep -qE "$pattern" "$work/out" || problems+=("no error line matches: $pattern")
  if find "$folder" -name '*.tmp-*' | grep -q .; then problems+=("temporary files left"); fi
  while IFS= read -r -d '' golden; do
    "$KBREPLAY_BIN" diff "$golden" "$golden" >/dev/null 2>&1 ||
      problems+=("$golden is not a complete trace")
  done < <(find "$folder" -name '*.golden' -print0)
  if [[ ${#problems[@]} -gt 0 ]]; then
    printf '   FAILED: %s\n' "${problems[@]}"
    failures=$((failures + 1))
  fi
}

# Read-only: goldens recorded first, then the folder is remounted read-only.
ro=$work/read-only
mkdir -p "$ro"
scene "$ro" a && scene "$ro" b
"$KBREPLAY_BIN" test "$ro" --record all >/dev/null
scene "$ro" b 600  # b's trace now differs from its golden
scene "$ro" c      # c has no golden yet
cp "$ro/a.golden" "$ro/a.golden.new"
mount --bind "$ro" "$ro" && mounts+=("$ro")
mount -o remount,ro,bind "$ro"
check "read-only folder, recording a missing golden" 2 \
  "cannot write $ro/c.golden: Read-only file system" "$ro" -- \
  "$KBREPLAY_BIN" test "$ro" --record missing --unreferenced ignore
check "read-only folder, updating a differing golden" 2 \
  "cannot write $ro/b.golden: Read-only file system" "$ro" -- \
  "$KBREPLAY_BIN" test "$ro/b.yaml" --record failed
check "read-only folder, accepting a pending golden" 2 \
  "cannot rename $ro/a.golden.new: Read-only file system" "$ro" -- \
  "$KBREPLAY_BIN" accept "$ro"

# Full disk: a 64 KiB tmpfs; each golden is about 25 KB, so the third does not fit.
full=$work/full
mkdir -p "$full"
mount -t tmpfs -o size=64k tmpfs "$full" && mounts+=("$full")
for name in a b c d e f g h; do scene "$full" "$name"; done
check "full disk, recording goldens" 2 "cannot write $full/[a-h].golden: No space left on device" \
  "$full" -- "$KBREPLAY_BIN" test "$full" --record all --jobs 1
echo "   goldens that fit: $(find "$full" -name '*.golden' | wc -l) of 8; free: $(df --output=avail -k "$full" | tail -n 1 | tr -d ' ') KiB"
filler=$full/filler
head -c $((1024 * 1024)) /dev/zero >"$filler" 2>/dev/null || true
check "full disk, writing the JUnit report" 2 "cannot write $full/report.xml: No space left on device" \
  "$full" -- "$KBREPLAY_BIN" test "$ro/a.yaml" --record never --junit "$full/report.xml"
rm -f "$filler"

# No access, as user nobody: root ignores file modes.
na=$work/no-access
mkdir -p "$na/locked" "$na/secret"
scene "$na/locked" a
scene "$na/secret" s
"$KBREPLAY_BIN" test "$na/secret" --record all >/dev/null
chown -R nobody "$na" && chmod 555 "$na/locked" && chmod 000 "$na/secret/s.golden"
as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all)
check "no write permission on the golden folder (as nobody)" 2 \
  "cannot write $na/locked/a.golden: Permission denied" "$na/locked" -- \
  "${as_nobody[@]}" "$KBREPLAY_BIN" test "$na/locked" --record missing
check "no read permission on a golden (as nobody)" 2 \
  "cannot read $na/secret/s.golden: Permission denied" "$na/secret" -- \
  "${as_nobody[@]}" "$KBREPLAY_BIN" test "$na/secret" --record never

if [[ $failures != 0 ]]; then
  echo "disk-errors.sh: $failures case(s) not as expected" >&2
  exit 1
fi
echo "disk-errors.sh: every file-system failure gave a clear error and exit status 2, and left no partial golden" >&2
