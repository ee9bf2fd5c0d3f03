#!/usr/bin/env bash
# batch-speed.sh — how long `reduce-grade batch` takes for a class of 100.
#
#   bash bench/batch-speed.sh BUILD_DIR [EXERCISE] [batch options...]
#
# Makes 100 submissions of EXERCISE (default 07): 24 hostile submissions of
# tests/hostile/ (they are written for 07) and 6 known-wrong kernels of the
# exercise (a .cu, or a .mutant applied by build/mkmutant), the rest
# copies of the solution that differ by a comment (so none hits the compile
# cache).  Grades them once with the options given (default: --quick
# --backend emu, the 2-core target) and prints the wall time, the mean per
# submission and the count per status.  The target (README, issue 6): 100
# submissions in 15 minutes on 2 cores with the emulator in --quick mode,
# 10 minutes on one GPU.
set -u
build=${1:?usage: batch-speed.sh BUILD_DIR [EXERCISE] [batch options...]}
ex=${2:-07}
shift $(($# >= 2 ? 2 : 1))
opts=("$@")
[ ${#opts[@]} -gt 0 ] || opts=(--quick --backend emu)
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sol=$(ls "$root"/solutions/"$ex"-*/reduce.cu 2>/dev/null | head -1)
[ -n "$sol" ] || { echo "batch-speed: no solution for exercise $ex"; exit 2; }
exdir=$(basename "$(dirname "$sol")")
class=$tmp/class
mkdir -p "$class"
count=0
add() { cp "$1" "$class/$2.cu" && count=$((count + 1)); }
# RG_BATCH_N: the class size (default 100); a smaller class on a GPU whose
# time is scarce, with the per-submission mean scaled up in the notes.
class_size=${RG_BATCH_N:-100}
# A class's mix, whatever the kit's test folders hold (309 attacks and 90
# known-wrong kernels of 07 by now): RG_BATCH_HOSTILE attacks (default 24;
# the endless loop and the fork bomb, the slowest, always among them, the
# rest spread evenly over the sorted list) and RG_BATCH_WRONG known-wrong
# kernels (default 6, spread the same way); copies of the solution fill
# the rest.  The same files every run.
spread() { # spread K FILE... : K of the files, evenly spaced, in order
  local k=$1; shift
  local n=$#
  [ "$k" -ge "$n" ] && { printf '%s\n' "$@"; return; }
  local files=("$@") i
  for ((i = 0; i < k; i++)); do printf '%s\n' "${files[$((i * n / k))]}"; done
}
if [ "$ex" = 07 ]; then
  must=("$root"/tests/hostile/endless-loop.cu "$root"/tests/hostile/fork-bomb.cu)
  others=()
  for f in "$root"/tests/hostile/*.cu; do
    # Not a second hang beside the endless loop: hang-beside-wrong-part
    # (tests/kit/hang-beside-wrong.sh) would add its limit to the batch.
    case " ${must[*]} $root/tests/hostile/hang-beside-wrong-part.cu " in *" $f "*) ;; *) others+=("$f") ;; esac
  done
  for f in "${must[@]}" $(spread $((${RG_BATCH_HOSTILE:-24} - ${#must[@]})) "${others[@]}"); do
    [ -f "$f" ] && add "$f" "hostile-$(basename "$f" .cu)"
  done
fi
for f in $(spread "${RG_BATCH_WRONG:-6}" "$root"/tests/mutants/"$exdir"/*); do
  [ -f "$f" ] || continue
  name=mutant-$(basename "${f%.*}")
  case $f in
    *.cu) add "$f" "$name" ;;
    *.mutant) "$build/mkmutant" "$sol" "$f" "$tmp/p.cu" >/dev/null 2>&1 && add "$tmp/p.cu" "$name" ;;
  esac
done
while [ $count -lt "$class_size" ]; do
  n=$(printf '%03d' $count)
  { cat "$sol"; echo "// student $n"; } >"$class/student-$n.cu"
  count=$((count + 1))
done
echo "batch-speed: exercise $exdir, $count submissions ($(ls "$class" | grep -c '^hostile-') hostile," \
     "$(ls "$class" | grep -c '^mutant-') known-wrong), options: ${opts[*]}"
echo "machine: $(nproc) cores, $(uname -m)"
t0=$(date +%s.%N)
# The batch's own lines go by as they come (indented), so that a run cut
# off by a time limit still shows how far it got and what each took.
"$build/reduce-grade" batch "$ex" "$class" --out "$tmp/out" "${opts[@]}" 2>&1 |
  tee "$tmp/log" | sed -u 's/^/  | /'
rc=${PIPESTATUS[0]}
t1=$(date +%s.%N)
python3 - "$tmp/out/grades.csv" <<'PY' 2>/dev/null || echo "statuses: (no grades.csv)"
import collections, csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
print('statuses:', ', '.join(f'{k} {v}' for k, v in sorted(collections.Counter(r['status'] for r in rows).items())))
PY
awk -v a="$t0" -v b="$t1" -v n="$count" -v rc="$rc" 'BEGIN {
  printf "wall %.1f s (%.1f min), %.2f s per submission, batch exit %d\n", b - a, (b - a) / 60, (b - a) / n, rc }'
