#!/usr/bin/env bash
# Checks Schema/scene.schema.json: every scene under Scenes/ (or the folders given) validates
# against it, and it knows exactly the keys the loader knows, in every kind of mapping, as
# probe scenes run through both `kbreplay lint` and the schema show. See
# Scripts/ci/check-schema.py for what is compared.
#
# Installs Python's jsonschema and PyYAML with pip when they are missing (Scripts/lib/require.sh). Uses the kbreplay
# binary named by $KBREPLAY, or builds one (with the same flags as Scripts/ci/test.sh, so nothing
# is rebuilt after it).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

source Scripts/lib/require.sh
require_python_module jsonschema
require_python_module yaml pyyaml

if [ -z "${KBREPLAY:-}" ]; then
  swift build -Xswiftc -warnings-as-errors --product kbreplay >/dev/null
  KBREPLAY="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/kbreplay"
fi

exec "${PYTHON:-python3}" Scripts/ci/check-schema.py "$KBREPLAY" "$@"
