#!/usr/bin/env bash
# Regenerates docs/img/print-*.png: the first page of each kind of the
# printable kit (schiri print, SPEC §9), rendered by poppler's pdftoppm.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp="$(mktemp -d)"
go build -o "$tmp/schiri" ./cmd/schiri
s="$tmp/schiri"
"$s" print codenames-keys --seed K7F3Q-X9P2M --count 12 --lang en -o "$tmp/codenames-keys.pdf"
"$s" print codenames-board --board-code 4HJ2PA --words de --lang de -o "$tmp/codenames-board-de.pdf"
"$s" print kodiak-pad --players 'Ana,Jörg,Cleo,Ümit' --cycles 2 --youngest Jörg --lang de -o "$tmp/kodiak-pad-de.pdf"
"$s" print instinkt-sheet --paper letter --lang en -o "$tmp/instinkt-sheet-letter.pdf"
for pdf in "$tmp"/*.pdf; do
  name="$(basename "$pdf" .pdf)"
  pdftoppm -r 80 -f 1 -l 1 -png -singlefile "$pdf" "docs/img/print-$name"
done
rm -r "$tmp"
