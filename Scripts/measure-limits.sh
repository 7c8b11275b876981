#!/usr/bin/env bash
# Runs `kbreplay lint` (release) on hostile inputs and tabulates how it copes: each must end
# quickly, in little memory, with a clear error (exit status 2), never a crash or a hang.
#
#   deep-brackets.yaml   100,000 nested [ ] under `layout:` (limit: depth 64)
#   alias-bomb.yaml      a view tree whose children alias the level below, ten at a time,
#                        nine levels deep: 10^9 views if expanded (limit: 10,000 nodes)
#   six-megabytes.yaml   a 6 MB scene of ordinary events (limit: 4 MiB)
#
#   KBREPLAY_BIN=path/to/kbreplay Scripts/measure-limits.sh   (measure another build)
#
# Exits 1 unless every input was rejected with exit status 2.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=.bench/limits
mkdir -p "$out"
command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time; }

python3 - "$out" <<'PY'
import sys
out = sys.argv[1]

depth = 100_000
with open(f"{out}/deep-brackets.yaml", "w") as f:
    f.write("scene: Deep brackets\nlayout: " + "[" * depth + "]" * depth + "\n")

lines = ["scene: Alias bomb", "layout:", "  view: root", "  frame: [0, 0, 393, 852]",
         "  children:", "    - &v0 {view: leaf, frame: [0, 0, 1, 1]}"]
for level in range(1, 10):
    kids = ", ".join([f"*v{level - 1}"] * 10)
    lines.append(f"    - &v{level} {{view: level{level}, frame: [0, 0, 1, 1], children: [{kids}]}}")
with open(f"{out}/alias-bomb.yaml", "w") as f:
    f.write("\n".join(lines) + "\n")

head = ("scene: Six megabytes\nlayout:\n  view: root\n  frame: [0, 0, 393, 852]\n"
        "  children:\n    - textField: name\n      frame: [16, 640, 361, 44]\nevents:\n")
with open(f"{out}/six-megabytes.yaml", "w") as f:
    f.write(head)
    size, ms = len(head), 0
    while size < 6_000_000:
        ms += 1
        line = f"  - {{at: {ms // 1000}.{ms % 1000:03d}, focus: name}}\n"
        f.write(line)
        size += len(line)
PY

if [[ -z ${KBREPLAY_BIN:-} ]]; then
  swift build -c release --product kbreplay >&2
  KBREPLAY_BIN="$(swift build -c release --show-bin-path)/kbreplay"
fi

failures=0
printf '%-20s %9s %6s %8s %11s  %s\n' input size exit wall "max RSS" "first lines of output"
for name in deep-brackets alias-bomb six-megabytes; do
  file=$out/$name.yaml
  set +e
  # At most 60 s and 8 GiB of address space, so a failure shows in the table, not the machine.
  (
    ulimit -v $((8 * 1024 * 1024))
    exec /usr/bin/time -v -o "$out/$name.time" timeout 60 "$KBREPLAY_BIN" lint "$file"
  ) >"$out/$name.out" 2>&1
  status=$?
  set -e
  [[ $status == 2 ]] || failures=$((failures + 1))
  [[ $status == 124 ]] && status="124 (timeout)"
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$out/$name.time")
  rss=$(awk -F': ' '/Maximum resident set size/ {printf "%.1f MiB", $2 / 1024}' "$out/$name.time")
  size=$(du -h "$file" | cut -f1)
  first=$(head -c 4000 "$out/$name.out" | grep -v '^[[:space:]]*$' | head -n 3 | cut -c1-100)
  printf '%-20s %9s %6s %8s %11s  %s\n' "$name.yaml" "$size" "$status" "$wall" "$rss" \
    "$(sed -n 1p <<<"$first")"
  sed -n '2,$p' <<<"$first" | while IFS= read -r line; do
    printf '%-60s  %s\n' "" "$line"
  done
done
[[ $failures == 0 ]] || { echo "measure-limits.sh: $failures input(s) not rejected with status 2" >&2; exit 1; }
