#!/bin/sh
# Mutation testing of the referee, scoring and the store: how many small changes
# to the code their own tests notice. Too slow for every CI run (about 1–2 s per
# mutant, some 2,300 mutants); run it by hand after changing tests or code of
# those packages. See docs/testing.md for what it counts and the last figures.
#
#   scripts/mutants.sh                       # every package below
#   scripts/mutants.sh ./referee/kodiak      # one package
#   OUT=/tmp/m.jsonl scripts/mutants.sh ...  # keep one JSON line per mutant
#   FLAGS='-ops boundary,negation,remove' scripts/mutants.sh ./internal/store
#   FLAGS='-sample 60' scripts/mutants.sh ./referee/kodiak   # a fresh random sample each run
#   FLAGS='-sample 60 -seed N' scripts/mutants.sh ...        # the sample of an earlier run again
#
# One package at a time, one mutant at a time, at the lowest CPU priority.
set -eu
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
	set -- ./scoring/kodiak ./scoring/instinkt ./internal/store ./referee/kodiak \
		./referee/katzundmaus ./referee/codenames ./referee/instinkt ./referee/refereetest
fi
out=${OUT:-}
go build -o "${TMPDIR:-/tmp}/schiri-mutants" scripts/mutants/main.go
status=0
for pkg in "$@"; do
	# shellcheck disable=SC2086
	nice -n 19 "${TMPDIR:-/tmp}/schiri-mutants" ${out:+-out "$out"} ${FLAGS:-} "$pkg" || status=1
done
exit $status
