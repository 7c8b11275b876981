#!/usr/bin/env bash
# Identity check: a new build prints the same bytes and exit status as a base build for every
# output a user sees, so that a change meant to keep behaviour (a refactoring, a fast path made
# plain) can be shown to keep it.
#
#   Scripts/hardening/identity-check.sh BASE_BINARY NEW_BINARY
#   Scripts/hardening/identity-check.sh --base-rev REV [NEW_BINARY]
#       builds REV of this repository (release, in a temporary clone) as the base; NEW_BINARY
#       defaults to a release build of the working tree
#   IDENTITY_VARIANTS=1000 Scripts/hardening/identity-check.sh ...    (default 400)
#
# Scenes: the bundled suite (Scenes/), every *.yaml under Tests/, and IDENTITY_VARIANTS generated
# variants (generate-identity-scenes.py beside this script: every device, strategy mix, fps 1 to
# 240, align, animation, margin, keyboard heights and frames, hardware keyboards, safe-area
# containers, scroll views, toolbars, return keys, drags, failing and invalid scenes). Outputs per scene: `run` as text, json and html (stdout, stderr, status), and
# `lint`; then `test` over the bundled suite with --record never (stdout, stderr, status). Each
# binary's path is replaced by KBREPLAY in its output. A scene that only the new build accepts
# (it uses a key the base does not know) is new behaviour, not kept behaviour: it is left out and
# counted, and `test` runs over the bundled scenes both accept. Prints IDENTICAL and the number of
# outputs compared, or DIFFERENT with the first differing outputs; exits 1 when one differs, 2 on a
# usage or build error.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
variants=${IDENTITY_VARIANTS:-400}

usage() {
  echo "usage: Scripts/hardening/identity-check.sh BASE_BINARY NEW_BINARY" >&2
  echo "       Scripts/hardening/identity-check.sh --base-rev REV [NEW_BINARY]" >&2
  exit 2
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# release_build FOLDER: builds kbreplay in the package at FOLDER (release) and prints its path.
release_build() {
  (
    set -e
    cd "$1"
    source "$repo/Scripts/lib/require.sh"
    require_libyaml
    swift build -c release --product kbreplay >&2
    echo "$(swift build -c release --show-bin-path)/kbreplay"
  ) || { echo "identity-check.sh: the build in $1 failed" >&2; exit 2; }
}

if [[ ${1:-} == --base-rev ]]; then
  [[ $# == 2 || $# == 3 ]] || usage
  echo "== building the base, $2, in a temporary clone" >&2
  if ! git clone --quiet "$repo" "$work/base-src" ||
    ! git -C "$work/base-src" checkout --quiet --detach "$2"; then
    echo "identity-check.sh: cannot check out $2" >&2
    exit 2
  fi
  base=$(release_build "$work/base-src") || exit 2
  if [[ $# == 3 ]]; then
    new=$3
  else
    echo "== building the working tree" >&2
    new=$(release_build "$repo") || exit 2
  fi
else
  [[ $# == 2 ]] || usage
  base=$1 new=$2
fi
for binary in "$base" "$new"; do
  [[ -x $binary ]] || { echo "identity-check.sh: $binary is not an executable" >&2; exit 2; }
done
base=$(realpath "$base") new=$(realpath "$new")

mkdir -p "$work/scenes"
cp -r "$repo/Scenes" "$work/scenes/bundled"
find "$repo/Tests" -name '*.yaml' | LC_ALL=C sort | while read -r f; do
  cp "$f" "$work/scenes/fixture-$(echo "${f#"$repo"/}" | md5sum | cut -c1-8)-$(basename "$f")"
done
python3 "$here/generate-identity-scenes.py" "$work/scenes/variants" "$variants"
cd "$work/scenes" || exit 2
mapfile -t scenes < <(find . -name '*.yaml' | LC_ALL=C sort)
outputs=0 differ=0
compare() { # LABEL COMMAND...: runs both binaries with the arguments and compares their output
  local label=$1
  shift
  local a b
  a=$( { "$base" "$@" 2>&1; echo "status $?"; } | sed "s#$base#KBREPLAY#g")
  b=$( { "$new" "$@" 2>&1; echo "status $?"; } | sed "s#$new#KBREPLAY#g")
  outputs=$((outputs + 1))
  if [[ "$a" != "$b" ]]; then
    differ=$((differ + 1))
    if ((differ <= 5)); then
      echo "DIFFERENT: $label"
      diff <(echo "$a") <(echo "$b") | head -10
    fi
  fi
}
newonly=()
for s in "${scenes[@]}"; do
  if ! "$base" lint "$s" >/dev/null 2>&1 && "$new" lint "$s" >/dev/null 2>&1; then
    newonly+=("$s")
    continue
  fi
  for format in text json html; do compare "run $format $s" run "$s" --format "$format"; done
  compare "lint $s" lint "$s"
done
# The bundled suite without the scenes only the new build accepts (and their goldens).
for s in "${newonly[@]}"; do
  [[ $s == ./bundled/* ]] && rm -f "$s" "${s%.*}.golden"
done
compare "test bundled" test bundled --record never --jobs 2
compared=$((${#scenes[@]} - ${#newonly[@]}))
if ((differ)); then
  echo "DIFFERENT: $differ of $outputs outputs"
  exit 1
fi
echo "IDENTICAL: $outputs outputs over $compared scenes (${#newonly[@]} left out: only the new build accepts them)"
