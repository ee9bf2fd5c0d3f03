#!/usr/bin/env bash
# grading-cost.sh — the CPU time (user + system, the grader and every
# process it waited for) of emulator gradings, split into the submission's
# compile and the run of its cases, for one or more source trees side by
# side (a revision before a change and one after it, each built in its
# build/ folder).  CPU, not wall: the machine may be shared.
#
#   bench/grading-cost.sh TREE [TREE...]
#
# Each file is graded as its kit test grades it (--backend emu --quick),
# the trees taking turns, RUNS times (default 5); the medians are printed
# per file and summed.  Modes (MODES, default "cold warm"):
#   cold     the submission's compile not cached (its exercise's glue,
#            precompiled shim and link objects are: CI builds those once)
#   warm     the compile cached: the run of the cases alone
#   compile  --compile-only, the compile alone
# FILES: "NN:path" entries relative to each tree (default: 04's solution
# and three correct variants).  Each tree gets a compile cache of its own
# in a temporary folder (REDUCE_GRADE_CACHE), removed at the end.
set -u
[ $# -ge 1 ] || { sed -n '2,21p' "$0"; exit 2; }
RUNS=${RUNS:-5}
MODES=${MODES:-"cold warm"}
FILES=${FILES:-"04:solutions/04-unrolled-last-warp/reduce.cu
07:tests/correct/07-multi-block/arch-chosen-unroll.cu
09:tests/correct/09-atomics/activemask-leader.cu
12:tests/correct/12-mean-variance/block-local-two-pass.cu"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# CPU seconds of one command: user + system of it and its waited children.
cpu() {
  /usr/bin/time -f '%U %S' -o "$work/t" "$@" >/dev/null 2>&1
  awk '{ printf "%.3f\n", $1 + $2 }' "$work/t"
}

# A cache per tree with every file's glue, shim and link built, and no
# submission's build: what a cold compile of a submission finds in CI.
t=0
for tree in "$@"; do
  t=$((t + 1))
  for f in $FILES; do
    REDUCE_GRADE_CACHE="$work/base-$t" "$tree/build/reduce-grade" --backend emu --quick \
      --compile-only "${f%%:*}" "$tree/${f#*:}" >/dev/null 2>&1
  done
  rm -rf "$work/base-$t"/[0-9][0-9]-*
done

for run in $(seq "$RUNS"); do
  for f in $FILES; do
    num=${f%%:*} rel=${f#*:}
    t=0
    for tree in "$@"; do
      t=$((t + 1))
      rg="$tree/build/reduce-grade"
      for m in $MODES; do
        c="$work/cache-$t"
        rm -rf "$c"
        cp -a "$work/base-$t" "$c"
        export REDUCE_GRADE_CACHE="$c"
        case $m in
          cold) s=$(cpu nice "$rg" --backend emu --quick "$num" "$tree/$rel") ;;
          compile) s=$(cpu nice "$rg" --backend emu --quick --compile-only "$num" "$tree/$rel") ;;
          warm) "$rg" --backend emu --quick --compile-only "$num" "$tree/$rel" >/dev/null 2>&1
                s=$(cpu nice "$rg" --backend emu --quick "$num" "$tree/$rel") ;;
        esac
        unset REDUCE_GRADE_CACHE
        echo "$t $m $(basename "$rel") $s" >>"$work/all"
      done
    done
  done
done

# Medians per tree, mode and file, then their sums.
printf '%-44s' "file"
for m in $MODES; do for t in $(seq $#); do printf ' %9s' "$m/$t"; done; done
echo
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for f in $FILES; do
  b=$(basename "${f#*:}")
  printf '%-44s' "${f%%:*} $b"
  for m in $MODES; do for t in $(seq $#); do
    v=$(awk -v t="$t" -v m="$m" -v b="$b" '$1 == t && $2 == m && $3 == b { print $4 }' "$work/all" | median)
    echo "$t $m $v" >>"$work/med"
    printf ' %9.3f' "$v"
  done; done
  echo
done
printf '%-44s' "sum"
for m in $MODES; do for t in $(seq $#); do
  awk -v t="$t" -v m="$m" '$1 == t && $2 == m { s += $3 } END { printf " %9.3f", s }' "$work/med"
done; done
echo
t=0
for tree in "$@"; do t=$((t + 1)); echo "tree $t: $tree ($(git -C "$tree" log -1 --format=%h 2>/dev/null))"; done
