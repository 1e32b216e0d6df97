#!/usr/bin/env bash
# same-outputs.sh BIN OUTDIR [LOGDIR]
#
# Writes everything the command line prints for the project's testdata into
# OUTDIR, one file per command, so that two builds can be compared byte for
# byte (`diff -r OLD NEW`): `encounter replay` (text and --json) of every
# encounter file in testdata and of every file in LOGDIR, `encounter
# forecast` (300 fights, seed 3) of every encounter file in testdata, `derive` (text and
# --json) and `sheet` (the PDF's text and its pages' pixels at 50 dpi) of every character file, and `odds`
# for a spread of each check's inputs, the refused ones included.
#
# LOGDIR holds generated fights; make it once, with the build you compare
# against, by `scripts/same-outputs.sh --logs BIN LOGDIR` (every forecast
# testdata file, 40 seeds × 5 sampled fights).
set -u
if [ "${1:-}" = "--logs" ]; then
  bin=$2 dir=$3
  mkdir -p "$dir"
  for f in $(ls rules/*/testdata/*.json | sort); do
    grep -q 'sessionzero/encounter' "$f" || continue
    for seed in $(seq 1 40); do
      sub="$dir/$(basename "$(dirname "$(dirname "$f")")")-$(basename "$f" .json)-$seed"
      mkdir -p "$sub"
      "$bin" encounter forecast "$f" --runs 5 --seed "$seed" --log-sample "$sub" >/dev/null 2>&1 || rmdir "$sub" 2>/dev/null
    done
  done
  find "$dir" -name '*.json' | wc -l
  exit 0
fi
bin=$1 out=$2 logs=${3:-}
mkdir -p "$out"
run() { # name, args…
  local name=$1; shift
  "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err"; echo "exit $?" >>"$out/$name.err"
}
key() { echo "$1" | tr '/ ' '__'; }
encounters=$(grep -l 'sessionzero/encounter' rules/*/testdata/*.json export/sheets/testdata/*.json 2>/dev/null | sort)
characters=$(grep -L 'sessionzero/encounter' rules/*/testdata/*.json export/sheets/testdata/*.json 2>/dev/null | sort)
for f in $encounters; do
  run "replay-$(key "$f")" encounter replay "$f"
  run "replay-json-$(key "$f")" encounter replay "$f" --json
  run "forecast-$(key "$f")" encounter forecast "$f" --runs 300 --seed 3 --json
done
if [ -n "$logs" ]; then
  for f in $(find "$logs" -name '*.json' | sort); do
    k=$(key "${f#$logs/}")
    run "log-$k" encounter replay "$f"
    run "log-json-$k" encounter replay "$f" --json
  done
fi
tmp=$(mktemp -d)
for f in $characters; do
  run "derive-$(key "$f")" derive "$f"
  run "derive-json-$(key "$f")" derive "$f" --json
  # gofpdf writes its font objects in map order, so two runs differ in
  # bytes: compare what the PDF shows, its text and its pages' pixels.
  if "$bin" sheet "$f" -o "$tmp/s.pdf" >/dev/null 2>&1; then
    pdftotext -layout "$tmp/s.pdf" "$out/sheet-$(key "$f").txt"
    rm -f "$tmp"/p-*.png
    pdftoppm -r 50 -png "$tmp/s.pdf" "$tmp/p"
    (cd "$tmp" && md5sum p-*.png) >"$out/sheet-$(key "$f").pixels"
  fi
done
rm -rf "$tmp"
i=0
while IFS= read -r line; do
  [ -z "$line" ] && continue
  i=$((i+1))
  # shellcheck disable=SC2086
  run "odds-$i" odds $line
  run "odds-json-$i" odds $line --json
done <<'ODDS'
drgn
dvr --pool d8,d6,d6
dvr --pool d8,d6,d6 --difficulty 5 --risk 3
dvr --pool d10,d8,d6,d6 --push 3 --all-or-nothing 2
dvr --pool d6,d6 --gm-buys-ones
dvr --pool d7
dragonhead --score 12
dragonhead --score 12 --difficulty hard --bonus 2 --risk d6,d8 --try harder
dragonhead --score 9 --versus 14 --try hardest
evening --mod 3 --tn 12
evening --mod 5 --tn 15 --adv --mode attack --cover limited --defend
evening --mod 2 --tn 11 --dis --reserve d8 --reroll --post 1 --start strong
evening --mod 200
evening-group --member 3:12 --member 1:10 --member 0:14
evening-contested --a 3 --b 1
evening-challenge --mod 3 --rating 2 --complexity 3 --suitability good
evening-death-saves --failures 1 --successes 1
rollunder --score 12
rollunder --score 14 --adv
rollunder --score 30 --dis
rollunder-attack --attacker d8 --attacker d6:enhanced --armor 1
rollunder-attack --dice d8,d6 --attackers 3 --armor 2
rollunder-harm --dice d8 --hp 4 --str 12 --dodge 13
rollunder-harm --attacker d10:impaired --hp 0 --str 8 --dodge 11 --dodge-adv
ODDS
ls "$out" | wc -l
