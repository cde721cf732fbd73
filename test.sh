#!/usr/bin/env bash
# Runs every module's tests against real engines: the reference, an embedded PostgreSQL, an
# in-process Neo4j and a local FalkorDB, each started once per test JVM. Extra arguments go to Maven.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/jdk.sh
# FalkorDB's tests run against the real module: install valkey-server and falkordb.so when missing.
scripts/falkordb.sh >/dev/null
# The javadoc jars are for `mvn install`; the tests do not need them.
exec mvn -B verify -Dmaven.javadoc.skip=true "$@"
