#!/usr/bin/env bash
# edit-to-verdict.sh — how long a student waits on the emulator between an
# edit and the verdict: `reduce-grade --backend emu NN FILE` with the default
# matrix (not --quick), FILE a copy of the solution that differs by a comment
# so that the compile cache misses.  One line per exercise: wall seconds,
# CPU seconds (user + system, every process), the verdict's exit code and
# the target (4 s, 8 s for 16: issue "the emulator at the speed of thought").
#
#   bash bench/edit-to-verdict.sh BUILD_DIR [EXERCISE...]   (default: 01..16)
#
# The machine is shared: the CPU column is the steadier of the two when other
# jobs run; the load average is printed before and after.
set -u
build=${1:?usage: edit-to-verdict.sh BUILD_DIR [EXERCISE...]}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
exs=("$@")
[ ${#exs[@]} -gt 0 ] || exs=(01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
printf '%-4s %7s %7s %4s %s\n' ex wall_s cpu_s rc target_s
fail=0
for ex in "${exs[@]}"; do
  sol=$(ls "$root"/solutions/"$ex"-*/reduce.cu 2>/dev/null | head -1)
  [ -n "$sol" ] || { echo "edit-to-verdict: no solution for exercise $ex" >&2; exit 2; }
  cp "$sol" "$tmp/$ex.cu"
  # a fresh comment each run: the compile cache must miss
  echo "// edited $(date +%s%N) $$" >>"$tmp/$ex.cu"
  target=4
  [ "$ex" = 16 ] && target=8
  /usr/bin/time -f '%e %U %S' -o "$tmp/time" \
    "$build/reduce-grade" --backend emu "$ex" "$tmp/$ex.cu" >"$tmp/out" 2>&1
  rc=$?
  read -r wall user sys <"$tmp/time"
  cpu=$(echo "$user + $sys" | bc)
  printf '%-4s %7.2f %7.2f %4s %s\n' "$ex" "$wall" "$cpu" "$rc" "$target"
  [ "$rc" = 0 ] || { fail=1; tail -5 "$tmp/out"; }
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $fail
