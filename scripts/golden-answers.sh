#!/usr/bin/env bash
# Rewrites the reference engine's golden answers, which GoldenAnswersTest checks the reference against:
# every call of every phase at SF 0.01, seed 42, the hops under both path rules. Run it only when a change
# alters an answer on purpose (a new workload, a changed query, a changed generator) and say why in the
# commit; a change that alters one by accident is what the test is there to catch.
set -euo pipefail
cd "$(dirname "$0")/.."
golden=bench-phases/src/test/resources/golden
file=answers-reference-sf0.01.jsonl
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Every call made, whatever its timing: the file's calls are the same at every rewrite.
./bench run --engines reference --sf 0.01 --seed 42 --calls 20 --precision 0 --warmup 2 --warmup-seconds 0 \
  --threads 2 --duration 1 --sweep 1,2 --hops-people 10 --answers --plans false --output "$out" >/dev/null
cp "$out"/runs/*/"$file" "$golden/$file"
(cd "$golden" && sha256sum "$file" >"$file.sha256")
echo "rewrote $golden/$file ($(wc -l <"$golden/$file") lines); commit it with the reason"
