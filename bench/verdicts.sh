#!/usr/bin/env bash
# verdicts.sh — the verdict of every solution and every mutant on one
# backend, one line each: file, expected cause, exit code, causes reported.
#
#   bash bench/verdicts.sh BUILD_DIR gpu|emu
#
# Run it on a GPU machine and here; the two tables side by side are the
# GPU/emulator agreement table (bench/results.md).  The mutants are made
# from their .mutant patches by BUILD_DIR/mkmutant (full .cu copies not
# converted yet are graded as they are).
set -u
build=${1:?usage: verdicts.sh BUILD_DIR gpu|emu}
backend=${2:?usage: verdicts.sh BUILD_DIR gpu|emu}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
causes() { tr -d '\n ' <"$1" 2>/dev/null | grep -o '"causes":\[[^]]*\]' | cut -d: -f2; }
for sol in "$root"/solutions/*/reduce.cu; do
  ex=$(basename "$(dirname "$sol")")
  "$build/reduce-grade" --backend "$backend" --quick "${ex%%-*}" "$sol" --json "$tmp/r.json" >/dev/null 2>&1
  printf '%-58s %-20s %-4s %s\n' "solutions/$ex" pass "$?" "$(causes "$tmp/r.json")"
done
"$build/mkmutant" --all "$root" "$tmp/mutants" >/dev/null || exit 1
for m in "$tmp"/mutants/*/*.cu "$root"/tests/mutants/*/*.cu; do
  [ -e "$m" ] || continue
  ex=$(basename "$(dirname "$m")")
  want=$(head -1 "$m" | grep -o "$backend=[a-z-]*" | cut -d= -f2)
  args=$(head -1 "$m" | sed -n 's/.*args=\([^ ]*\).*/\1/p')
  opts=(--quick)
  [ -z "$args" ] || IFS=, read -r -a opts <<<"$args"
  rm -f "$tmp/r.json"
  name=$ex/$(basename "$m")
  if [ "$want" = none ]; then
    printf '%-58s %-20s %-4s %s\n' "$name" none - "(not run on this backend)"
    continue
  fi
  "$build/reduce-grade" --backend "$backend" "${opts[@]}" "${ex%%-*}" "$m" --json "$tmp/r.json" >/dev/null 2>&1
  printf '%-58s %-20s %-4s %s\n' "$name" "$want" "$?" "$(causes "$tmp/r.json")"
done
