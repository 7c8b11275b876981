# shellcheck shell=bash
# The one place the scripts install what they need. Source it from the repository root:
#
#   source Scripts/lib/require.sh
#   require_command hyperfine hyperfine     # a command, from the Debian package that has it
#   require_libyaml                         # libyaml's headers and pkg-config
#   require_python_module jsonschema        # a Python module, with pip
#
# Missing Debian packages are installed with apt-get, which runs `apt-get update` once per
# script, and only when something is missing. On a machine without apt-get (macOS), a missing
# package is an error naming it.

# apt_install PACKAGE...: installs the Debian packages (all at once), updating the package
# lists first, once per script.
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "missing: $* (install it with your package manager; apt-get is not available)" >&2
    return 1
  fi
  echo "== installing $*" >&2
  if [[ -z ${KBREPLAY_APT_UPDATED:-} ]]; then
    apt-get update -qq >&2
    KBREPLAY_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# require_command COMMAND PACKAGE [COMMAND PACKAGE...]: installs each PACKAGE whose COMMAND is
# not found (a name on the PATH, or a path such as /usr/bin/time).
require_command() {
  local missing=()
  while [[ $# -ge 2 ]]; do
    command -v "$1" >/dev/null 2>&1 || missing+=("$2")
    shift 2
  done
  [[ ${#missing[@]} == 0 ]] || apt_install "${missing[@]}"
}

# require_libyaml: installs libyaml's headers and pkg-config when `yaml-0.1` is not found.
require_libyaml() {
  pkg-config --exists yaml-0.1 2>/dev/null || apt_install libyaml-dev pkg-config
}

# require_python_module MODULE [PIP_PACKAGE]: installs a Python module for $PYTHON (default
# python3) with pip when it cannot be imported. python3 itself comes from apt when missing.
require_python_module() {
  local python=${PYTHON:-python3} module=$1 package=${2:-$1}
  require_command "$python" python3
  if ! "$python" -c "import $module" 2>/dev/null; then
    "$python" -m pip --version >/dev/null 2>&1 || apt_install python3-pip
    echo "== pip install $package" >&2
    "$python" -m pip install --quiet "$package" 2>/dev/null ||
      "$python" -m pip install --quiet --break-system-packages "$package"
  fi
}

# build_yaml_floor OUT: builds the C floor (Scripts/bench/yaml-parse-only.c, libyaml's parser
# and nothing else) as OUT, installing a C compiler and libyaml's headers when they are missing.
build_yaml_floor() {
  require_command cc gcc
  require_libyaml
  mkdir -p "$(dirname "$1")"
  # shellcheck disable=SC2046 # pkg-config's flags are words
  cc -O2 -Wall -Wextra -o "$1" Scripts/bench/yaml-parse-only.c $(pkg-config --cflags --libs yaml-0.1)
}
