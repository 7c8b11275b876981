# Shared by the benchmark scripts (sourced from the repository root).
# require COMMAND PACKAGE: installs the Debian PACKAGE when COMMAND is missing.
require() {
  local command=$1 package=$2
  if ! command -v "$command" >/dev/null; then
    echo "== installing $package"
    apt-get update -qq && apt-get install -y -qq "$package" >/dev/null
  fi
}
