#!/usr/bin/env bash
# Regenerates the screenshots of `schiri serve` in docs/img. The browser
# audit (internal/web/audit_test.go) photographs every page, role, language
# and colour scheme at 360 px; the live tests add a few moments of play
# (a refused clue, a refused round). This runs them with chromium and
# axe-core (see .ci/run) and copies a chosen few here; the whole gallery
# stays in the printed directory.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
SCHIRI_SCREENSHOTS="$out" go test -count=1 -run 'TestBrowser(Audit|KodiakLive|Codenames)$' ./internal/web/
# gallery name → docs/img/serve-NAME.png
while read -r from to; do
  cp "$out/$from.png" "docs/img/serve-$to.png"
done <<'LIST'
kodiak-view-en-light kodiak-view
kodiak-view-de-dark kodiak-view-dark
codenames-spymaster-red-en-light codenames-spymaster
codenames-board-en-dark codenames-board-revealed
codenames-spymaster-refused codenames-spymaster-refused
kodiak-scorer-refused kodiak-scorer-refused
instinkt-view-de-light instinkt-view
rules-de-light rules-index
rule-clause-en-dark rule-clause-dark
LIST
echo "the whole gallery: $out"
