#!/usr/bin/env bash
# Checks Schema/scene.schema.json: every scene under Scenes/ (or the folders given) validates
# against it, and it knows exactly the keys the loader knows, in every kind of mapping, as
# probe scenes run through both `kbreplay lint` and the schema show. See
# Scripts/schema/check_schema.py for what is compared.
#
# Installs Python's jsonschema and PyYAML with pip when they are missing. Uses the kbreplay
# binary named by $KBREPLAY, or builds one (with the same flags as Scripts/test.sh, so nothing
# is rebuilt after it).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python=${PYTHON:-python3}
if ! command -v "$python" >/dev/null; then
  echo "== installing python3"
  apt-get update -qq && apt-get install -y -qq python3 python3-pip
fi
for module in jsonschema yaml; do
  if ! "$python" -c "import $module" 2>/dev/null; then
    package=$([ "$module" = yaml ] && echo pyyaml || echo "$module")
    echo "== pip install $package"
    "$python" -m pip install --quiet "$package" 2>/dev/null \
      || "$python" -m pip install --quiet --break-system-packages "$package"
  fi
done

if [ -z "${KBREPLAY:-}" ]; then
  swift build -Xswiftc -warnings-as-errors --product kbreplay >/dev/null
  KBREPLAY="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/kbreplay"
fi

exec "$python" Scripts/schema/check_schema.py "$KBREPLAY" "$@"
