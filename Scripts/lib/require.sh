# Shared by the scripts that build or measure kbreplay outside `swift build` (sourced from the
# repository root).
# require COMMAND PACKAGE: installs the Debian PACKAGE when COMMAND is missing.
require() {
  local command=$1 package=$2
  if ! command -v "$command" >/dev/null; then
    echo "== installing $package"
    apt-get update -qq && apt-get install -y -qq "$package" >/dev/null
  fi
}

# require_libyaml: installs libyaml's headers and pkg-config when `yaml-0.1` is not found.
require_libyaml() {
  if ! pkg-config --exists yaml-0.1 2>/dev/null; then
    apt-get update -qq && apt-get install -y -qq libyaml-dev pkg-config
  fi
}

# build_yaml_floor OUT: builds the C floor (Scripts/bench/yaml-parse-only.c, libyaml's parser and
# nothing else) as OUT, installing a C compiler and libyaml's headers when they are missing.
build_yaml_floor() {
  require cc gcc
  require_libyaml
  mkdir -p "$(dirname "$1")"
  cc -O2 -Wall -Wextra -o "$1" Scripts/bench/yaml-parse-only.c $(pkg-config --cflags --libs yaml-0.1)
}
