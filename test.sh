#!/usr/bin/env bash
# Runs every module's tests against real engines: the reference, an embedded PostgreSQL and an
# in-process Neo4j, each started once per test JVM. Extra arguments go to Maven.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/jdk.sh
exec mvn -B verify "$@"
