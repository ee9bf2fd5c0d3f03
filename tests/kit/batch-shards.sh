#!/usr/bin/env bash
# batch-shards.sh — a class split into shards (as a Slurm job array runs it)
# and merged: every student graded once, grades.csv lists them all, and the
# --slurm script names one array task per shard.
#
#   batch-shards.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT
set -u
# Two sizes (a partial block, several blocks) instead of --quick's dozen:
# what is under test is the batch around the gradings, not the gradings.
sizes=1000,4097
rg=$1 mk=$2 root=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$tmp/class"
cp "$root/solutions/01-interleaved/reduce.cu" "$tmp/class/ann.cu"
for m in ben:wrong-loop-bound cai:no-zero-padding; do
  "$mk" "$root/solutions/01-interleaved/reduce.cu" "$root/tests/mutants/01-interleaved/${m#*:}.mutant" \
    "$tmp/class/${m%%:*}.cu" || fail "${m#*:}.mutant does not apply"
done
printf 'not cuda\n' >"$tmp/class/dee.cu"
opts=(--quick --sizes "$sizes" --backend emu --case-timeout 10)

"$rg" batch 01 "$tmp/class" --out "$tmp/out" --slurm --shards 2 >"$tmp/slurm.log" 2>&1 ||
  { cat "$tmp/slurm.log"; fail "--slurm exit $?"; }
script=$(ls "$tmp"/out/*.slurm 2>/dev/null | head -1)
[ -n "$script" ] || fail "--slurm wrote no script"
grep -q -- '--array=' "$script" || fail "the script has no job array: $(cat "$script")"

for k in 0 1; do
  "$rg" batch 01 "$tmp/class" --out "$tmp/out" --shard "$k/2" "${opts[@]}" >"$tmp/s$k.log" 2>&1 ||
    { cat "$tmp/s$k.log"; fail "shard $k/2 exit $?"; }
done
graded=$(cat "$tmp"/s0.log "$tmp"/s1.log | grep -oE '^graded [0-9]+' | awk '{n += $2} END {print n}')
[ "$graded" = 4 ] || fail "the two shards graded $graded students, not 4 (each once)"
"$rg" batch-merge "$tmp/out" >"$tmp/merge.log" 2>&1 || { cat "$tmp/merge.log"; fail "merge exit $?"; }
for id in ann ben cai dee; do
  grep -q "^$id," "$tmp/out/grades.csv" || fail "$id missing from grades.csv: $(cat "$tmp/out/grades.csv")"
done
[ "$(grep -c '^ann,' "$tmp/out/grades.csv")" = 1 ] || fail "ann listed twice"
grep -q '^ann,.*passed' "$tmp/out/grades.csv" || fail "ann's solution did not pass"
echo ok
