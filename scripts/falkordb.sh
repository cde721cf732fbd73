#!/usr/bin/env bash
# Makes a local FalkorDB available to graph-bench: valkey-server 8 from Debian bookworm-backports
# (FalkorDB needs the Redis 7.2 line or newer; Debian 12's redis-server is 7.0) and falkordb.so
# from the npm package @falkordblite/linux-x64, kept in a per-user cache folder. Idempotent and
# quick once installed. Root is needed only for apt-get. Prints where the module is.
#
#   scripts/falkordb.sh            install what is missing, then check it answers a query
#   scripts/falkordb.sh --check    install nothing: exit 0 when both are there and checked, else 1
set -euo pipefail

FALKORDB_VERSION=4.16.3
NPM_PACKAGE=@falkordblite/linux-x64@8.2.3-falkordb.${FALKORDB_VERSION}
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/graph-bench/falkordb/${FALKORDB_VERSION}
MODULE=$CACHE/falkordb.so
CHECKED=$CACHE/checked

fail() {
  echo "scripts/falkordb.sh: $*" >&2
  exit 1
}

valkey_major() { # the major version of the valkey-server on the PATH, or nothing
  command -v valkey-server >/dev/null 2>&1 || return 0
  valkey-server --version 2>/dev/null | sed -n 's/.* v=\([0-9]*\)\..*/\1/p'
}

has_valkey() {
  local major
  major=$(valkey_major)
  [[ -n $major && $major -ge 8 ]]
}

# The Debian mirror this machine already uses for bookworm, so that backports come from the same place.
debian_mirror() {
  local uri
  uri=$(awk '/^URIs:/ {uri=$2} /^Suites:/ && / bookworm( |$)/ {print uri; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  if [[ -z $uri ]]; then
    uri=$(awk '$1 == "deb" && $3 == "bookworm" {print $2; exit}' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true)
  fi
  echo "$uri"
}

install_valkey() {
  command -v apt-get >/dev/null 2>&1 \
    || fail "valkey-server 8 is missing and there is no apt-get to install it: install valkey-server 8 or newer (Debian 12: from bookworm-backports) and run this again"
  [[ $(id -u) -eq 0 ]] \
    || fail "valkey-server 8 is missing and installing it with apt-get needs root: run 'sudo scripts/falkordb.sh' once"
  if ! grep -qs 'bookworm-backports' /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; then
    local mirror
    mirror=$(debian_mirror)
    [[ -n $mirror ]] || fail "no Debian bookworm source in /etc/apt to add bookworm-backports beside: add it and run this again"
    echo "adding the bookworm-backports source ($mirror)" >&2
    printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "$mirror" >/etc/apt/sources.list.d/graph-bench-backports.sources
  fi
  echo "installing valkey-server from bookworm-backports..." >&2
  apt-get update -qq >&2 || fail "apt-get update failed"
  # policy-rc.d would be the way to keep the package's service from starting; graph-bench starts its own.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -t bookworm-backports valkey-server >/dev/null \
    || fail "apt-get could not install valkey-server from bookworm-backports"
  has_valkey || fail "apt-get installed valkey-server $(valkey_major), not 8 or newer"
}

install_module() {
  command -v npm >/dev/null 2>&1 \
    || fail "falkordb.so is missing and there is no npm to fetch it: install npm (Debian: apt-get install npm) and run this again"
  local work
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  echo "fetching falkordb.so ${FALKORDB_VERSION} ($NPM_PACKAGE)..." >&2
  (cd "$work" && npm pack --silent "$NPM_PACKAGE" >/dev/null 2>"$work/npm.log") \
    || fail "npm pack $NPM_PACKAGE failed: $(tail -1 "$work/npm.log")"
  tar -xzf "$work"/*.tgz -C "$work" package/bin/falkordb.so \
    || fail "the npm package $NPM_PACKAGE holds no package/bin/falkordb.so"
  mkdir -p "$CACHE"
  install -m 0755 "$work/package/bin/falkordb.so" "$MODULE.partial"
  mv "$MODULE.partial" "$MODULE"
}

# A free loopback port: valkey-server exits at once when its port is taken, so try another.
check_module() {
  local work port pid answer tries=0
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  while :; do
    port=$(( 20000 + RANDOM % 40000 ))
    valkey-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --dir "$work" \
      --loadmodule "$MODULE" >"$work/valkey.log" 2>&1 &
    pid=$!
    for _ in $(seq 50); do
      answer=$(valkey-cli -p "$port" GRAPH.QUERY graph-bench-check "RETURN 1" 2>/dev/null | head -2 | tail -1) || true
      [[ $answer == 1 ]] && break
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [[ $answer == 1 ]] && break
    tries=$(( tries + 1 ))
    if (( tries == 5 )) || ! grep -q 'Address already in use' "$work/valkey.log"; then
      fail "valkey-server with $MODULE did not answer GRAPH.QUERY 'RETURN 1': $(grep -m1 -iE 'error|fail|fatal|could not' "$work/valkey.log" || tail -1 "$work/valkey.log")"
    fi
  done
  echo "valkey $(valkey-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p') falkordb.so ${FALKORDB_VERSION}" >"$CHECKED"
}

is_checked() {
  [[ -f $MODULE && -f $CHECKED ]] && has_valkey \
    && [[ $(cat "$CHECKED") == "valkey $(valkey-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p') falkordb.so ${FALKORDB_VERSION}" ]]
}

if [[ ${1:-} == --check ]]; then
  is_checked
  exit
fi
if is_checked; then
  echo "$MODULE"
  exit 0
fi
has_valkey || install_valkey
[[ -f $MODULE ]] || install_module
check_module
echo "FalkorDB ${FALKORDB_VERSION} on valkey $(valkey-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p') answers queries" >&2
echo "$MODULE"
