#!/usr/bin/env bash
# The first hostile inputs (100,000 nested brackets, a billion-laughs alias bomb, a file over
# the 4 MiB limit) are now part of Scripts/hostile-inputs.sh, with many more; this runs it.
#
#   KBREPLAY_BIN=path/to/kbreplay Scripts/measure-limits.sh [NAME-FILTER]
exec "$(dirname "${BASH_SOURCE[0]}")/hostile-inputs.sh" "$@"
