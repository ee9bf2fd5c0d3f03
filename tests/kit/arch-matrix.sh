#!/usr/bin/env bash
# arch-matrix.sh — every reference solution compiles for every GPU
# architecture the kit supports (Turing's sm_75, the T4 of Colab, up to
# Blackwell's sm_100), through `reduce-grade --compile-only --backend gpu
# --arch LIST`: no GPU needed, only nvcc.  The first solution's graded
# build is made for both ends of the list, and the graded build of each
# other solution that uses an architecture's feature (below) for its oldest
# end (what compiles for the oldest and the newest compiles between: CUDA adds
# intrinsics, it does not take them away; the architectures between are
# the GPU tables' work).  Every architecture of the list must still be one
# this nvcc knows.  One build holds code for both ends (one -gencode each:
# nvcc compiles the device code once per architecture and the host code
# once).  Then a submission that uses an sm_80 intrinsic must fail: the
# matrix catches a kernel that needs a newer GPU.
#
# Of the other solutions only those whose source uses a feature that
# depends on the architecture are built (arch_features below: doubles, whose
# atomicAdd needs sm_60; a grid-wide sync under a cooperative launch, sm_60;
# cache-hinted loads and stores; anything named for sm_80 and later, inline
# PTX or __CUDA_ARCH__): today 07, 08, 12 and 15.  The rest use what every
# architecture nvcc 13 builds for has (shuffles, __syncwarp, float atomics,
# fences, vector loads), so their sm_75 build asks nothing the list's ends do
# not: the GPU's `arch` step (bench/gpu-check.sh) builds and runs every
# solution at sm_75, and each solution-NN test compiles it for the
# emulator.  A solution that starts using such a feature is picked up here
# by its source.  Their builds took 41 of this test's 62 s (one build at a
# time, a loaded 2-core machine).
#
# The other builds a profiled GPU grading makes (the -G one, CUB's
# baseline, the CUPTI collectors) are not made here: they are the kit's
# and the toolkit's code, the same for every submission, and the GPU's
# `arch` step (bench/gpu-check.sh) grades every solution with --arch sm_75,
# which builds them for it and runs them.  Here they cost 58 s of a CI run
# for a question the GPU answers.
#
#   arch-matrix.sh REDUCE_GRADE KIT_ROOT
#
# SKIP (77) only where nvcc is absent.  RG_ARCH_MATRIX overrides the list;
# RG_ARCH_JOBS sets the builds at once (default: the cores, at most 4).
set -u
rg=$1 kit=$2
archs=${RG_ARCH_MATRIX:-sm_75,sm_80,sm_86,sm_89,sm_90,sm_100}

# nvcc as reduce-grade finds it: CUDA_HOME, PATH, the usual place.
nvcc=
if [ -n "${CUDA_HOME:-}" ] && [ -x "$CUDA_HOME/bin/nvcc" ]; then nvcc=$CUDA_HOME/bin/nvcc
elif command -v nvcc >/dev/null 2>&1; then nvcc=$(command -v nvcc)
elif [ -x /usr/local/cuda/bin/nvcc ]; then nvcc=/usr/local/cuda/bin/nvcc
fi
if [ -z "$nvcc" ]; then
  echo "skip: no nvcc (CUDA toolkit) on this machine: the GPU builds cannot be checked"
  exit 77
fi
echo "nvcc: $nvcc ($("$nvcc" --version | grep -o 'release [0-9.]*'))"

# Every architecture of the list must be one this nvcc builds for; the
# kit's oldest (sm_75) above all.
codes=$("$nvcc" --list-gpu-code 2>/dev/null | tr '\n' ' ')
for a in ${archs//,/ }; do
  case " $codes " in
    *" $a "*) ;;
    *) echo "FAIL: this nvcc cannot build for $a (it lists: $codes)"; exit 1 ;;
  esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
start=$(date +%s)
fails=0
# The emulator's build of the same file (the checked run's) is left out
# (REDUCE_GRADE_CXX=none): the solution tests build it, and here only the
# GPU builds are in question.
# The two ends of the list, in the list's own order.
first=${archs%%,*} last=${archs##*,}
ends=$first; [ "$last" = "$first" ] || ends="$first,$last"
compile() { # NN FILE LOG [OPTION...]: one --compile-only (--arch LIST among the options)
  local ex=$1 file=$2 log=$3
  shift 3
  REDUCE_GRADE_CXX=none "$rg" --compile-only --backend gpu "$@" "$ex" "$file" >"$log" 2>&1
}

# The first solution's graded build for both ends of the list; beside it,
# two at a time, the others' with --sizes, for the oldest architecture:
# the graded build, which is what must compile there.  What a solution's
# kernels need is the oldest end's question (a newer GPU adds intrinsics,
# none of ours was taken away); the newest end's is the glue's, the same
# code for every exercise, which the first solution's build answers.  They
# run one case at block 128, which is never timed, so they build no CUB
# baseline (grade_run.c).  (Graders building the same glue at once wait for
# one build of it: compile_glue.c.)
sols=()
for d in "$kit"/solutions/[0-9][0-9]-*/; do sols+=("$(basename "$d")"); done
[ ${#sols[@]} -gt 0 ] || { echo "FAIL: no solution under $kit/solutions"; exit 1; }
# Features whose availability depends on the architecture (the header):
# the first solution is always built, at both ends; the others only if
# their source names one of these.
arch_features='\bdouble\b|__half|__nv_bfloat|__nv_fp8|__reduce_[a-z]+_sync|this_grid|grid_group|cluster|memcpy_async|cuda::|__CUDA_ARCH__|\basm\b|__nanosleep|__ld(cg|cs|lu|cv)\b|__st(cg|cs|wt)\b|\batomic[A-Z][A-Za-z]*_(block|system)\b|__match_(any|all)_sync'
picked=("${sols[0]}") left=()
for s in "${sols[@]:1}"; do
  grep -qE "$arch_features" "$kit/solutions/$s/reduce.cu"
  case $? in
    0) picked+=("$s") ;;
    1) left+=("$s") ;;
    *) echo "FAIL: grep could not read $s's solution with the features' pattern"; exit 1 ;;
  esac
done
all=${#sols[@]}
sols=("${picked[@]}")

one() { # NAME SLUG [OPTION...]: compile one solution, record its exit status and time
  local name=$1 s=$2 t0=$(date +%s)
  shift 2
  compile "${s:0:2}" "$kit/solutions/$s/reduce.cu" "$tmp/$name.log" "$@"
  echo "$? $(( $(date +%s) - t0 ))" >"$tmp/$name.rc"
}
# RG_ARCH_JOBS: builds at once (meson's test sets 1: it runs beside the
# other tests, one core's load like theirs).
jobs=${RG_ARCH_JOBS:-$(nproc 2>/dev/null || echo 2)}
[ "$jobs" -gt 4 ] && jobs=4
[ "$jobs" -lt 1 ] && jobs=1
# The matrix must be able to fail: __reduce_add_sync exists from sm_80 on,
# so a solution using it compiles for sm_80 and not for the list.
# The call goes first in the first kernel's body (a thread that never exists).
# Built in the pool, not after it: alone at the end it held one core.
awk '!done && /__global__/ { print; while ($0 !~ /\{/) { getline; print }
       print "  if (threadIdx.x == 1u << 30) __reduce_add_sync(~0u, 1u);"; done = 1; next }
     { print }' "$kit/solutions/01-interleaved/reduce.cu" >"$tmp/needs-sm80.cu"
grep -q __reduce_add_sync "$tmp/needs-sm80.cu" || { echo "FAIL: no kernel in 01's solution"; exit 1; }
neg() { compile 01 "$tmp/needs-sm80.cu" "$tmp/neg.log" --arch "$ends" --sizes 1024; echo $? >"$tmp/neg.rc"; }

# The largest builds (the later exercises) first, so that no long one is
# left alone at the end.
order=(ends neg)
for ((i = ${#sols[@]} - 1; i >= 1; i--)); do order+=("${sols[i]}"); done
running=0
for s in "${order[@]}"; do
  if [ $running -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
  case $s in
    ends) one ends "${sols[0]}" --arch "$ends" --sizes 1024 --blocks 128 & ;;
    neg) neg & ;;
    *) one "$s" "$s" --arch "$first" --sizes 1024 --blocks 128 & ;;
  esac
  running=$((running + 1))
done
wait

for s in ends "${sols[@]:1}"; do
  read -r rc secs <"$tmp/$s.rc"
  if [ "$rc" -eq 0 ]; then
    what="graded build, $first"
    [ "$s" = ends ] && what="${sols[0]}'s graded build, $ends"
    echo "ok    $s  ($what, ${secs} s)"
  elif [ "$rc" -eq 77 ] && grep -q "needs NCCL" "$tmp/$s.log"; then
    # 16 on a machine without NCCL: its build needs nccl.h; say so loudly.
    echo "NOT CHECKED $s: $(grep -m1 'needs NCCL' "$tmp/$s.log")"
  else
    echo "FAIL  $s: exit $rc"
    sed 's/^/      /' "$tmp/$s.log" | head -20
    fails=$((fails + 1))
  fi
done

read -r rc <"$tmp/neg.rc"
if [ $rc -ne 1 ] || ! grep -q "__reduce_add_sync" "$tmp/neg.log"; then
  echo "FAIL: a kernel using __reduce_add_sync (sm_80 and later) was not rejected for"
  echo "      $archs (exit $rc):"
  sed 's/^/      /' "$tmp/neg.log" | head -10
  fails=$((fails + 1))
else
  echo "ok    a kernel that needs sm_80 fails for the list: $(grep -m1 -o 'error.*' "$tmp/neg.log" | cut -c1-100)"
fi

# Without a GPU and without --arch there is no architecture to build for:
# --compile-only says to pass one (exit 77), rather than guessing.
if ! { command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; }; then
  "$rg" --compile-only --backend gpu 01 "$kit/solutions/01-interleaved/reduce.cu" >"$tmp/noarch.log" 2>&1
  rc=$?
  if [ $rc -ne 77 ] || ! grep -q -- "--compile-only builds without one for --arch" "$tmp/noarch.log"; then
    echo "FAIL: --compile-only --backend gpu without a GPU nor --arch: exit $rc, expected 77 and"
    echo "      a hint to pass --arch:"; sed 's/^/      /' "$tmp/noarch.log"
    fails=$((fails + 1))
  else
    echo "ok    no GPU, no --arch: $(head -1 "$tmp/noarch.log" | cut -c1-110)..."
  fi
fi

echo "left to the GPU's arch step (no architecture-dependent feature in their source): ${left[*]:-none}"
echo "${#sols[@]} of $all solutions for $first, the first's graded build for ${ends//,/ } too (of ${archs//,/ }): $(( $(date +%s) - start )) s"
[ $fails -eq 0 ] || { echo "FAIL: $fails of the checks above"; exit 1; }
