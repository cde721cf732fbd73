#!/usr/bin/env bash
# Renders the HTML report of one scale factor in headless Chromium and saves a screenshot:
#   scripts/screenshot.sh RESULTS_DIR SF OUT.png
# The page is written to a temporary folder; the results folder is left as it was.
# SCREENSHOT_SIZE=WIDTH,HEIGHT sets the window (default 1400,3000); CHROMIUM names the browser.
set -euo pipefail
if [[ $# -ne 3 ]]; then
  echo "usage: $0 RESULTS_DIR SF OUT.png" >&2
  exit 2
fi
results=$1 sf=$2 out=$3
project=$(cd "$(dirname "$0")/.." && pwd)

browser=${CHROMIUM:-}
if [[ -z $browser ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then
      browser=$(command -v "$candidate")
      break
    fi
  done
fi
if [[ -z $browser ]]; then
  echo "no Chromium found: install it (on Debian: apt-get install -y chromium) or set CHROMIUM" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
page=$work/report-sf$sf.html
"$project/bench" report --sf "$sf" --output "$results" --html "$page" >/dev/null

# A fresh profile and no background traffic: the page needs no network, and Chromium should not try.
if ! timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
    --user-data-dir="$work/profile" --window-size="${SCREENSHOT_SIZE:-1400,3000}" \
    --screenshot="$(realpath -m "$out")" "file://$page" >"$work/chromium.log" 2>&1; then
  cat "$work/chromium.log" >&2
  echo "Chromium failed to render $page" >&2
  exit 1
fi
if [[ ! -s $out ]]; then
  cat "$work/chromium.log" >&2
  echo "Chromium wrote no screenshot to $out" >&2
  exit 1
fi
echo "$out"
