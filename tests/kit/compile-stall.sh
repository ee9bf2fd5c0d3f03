#!/usr/bin/env bash
# compile-stall.sh — a submission built to make its compile take minutes
# ends in seconds, refused with the cause at its line: text that macros
# multiply (too-large, harness/build/pp_size.h: the tests/hostile/ files
# below and a generated file of 200,000 lines) and a local array past the
# stack, which the emulator's build fills with clang's pattern for minutes
# (stack-frame, harness/build/stack_frame.h), and a front end that computes
# for long (templates: compile-stall, at the front end's CPU or memory
# limit, harness/build/front_end.h; this test lowers the CPU limit to
# FRONT_CPU_S, default 0.5 s, through REDUCE_GRADE_FRONT_CPU_S, so that each
# costs it about a second: the limit and half of it for the stack-frame
# pass on the emulator; at 1 s they took 2 of the test's 10 CPU s more).
# Each compile runs, under a
# wall limit far below the 300 s compile limit it used to
# reach (STALL_LIMIT_S, default 90: a loaded CI machine).
#
#   compile-stall.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
limit=${STALL_LIMIT_S:-90}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v clang++ >/dev/null || { echo "no clang++ for the emulator's build: skipped"; exit 77; }
# One cache for all (the shim's precompiled header built once); each file's
# text is new to it, so each compile runs.
export REDUCE_GRADE_CACHE=$tmp/cache

# 200,000 lines of statements: 3 MB of the submission's own text.
big=$tmp/two-hundred-thousand-lines.cu
{
  echo '#include <cstddef>'
  echo 'template <typename T> void sum_atomic(const T *, T *result, size_t, int) {'
  echo '  volatile T acc = 0;'
  yes '  acc = acc + 1;' | head -n 200000 # one pipe, not 2000 seq processes (3 CPU s)
  echo '  (void)result; }'
  echo 'template <typename T> void sum_two_phase(const T *, T *, size_t, int) {}'
} >"$big"

# FILE TAG BACKEND: refused with TAG within the limit.
check() {
  local file=$1 tag=$2 backend=$3 rc
  shift 3
  local t0=$SECONDS
  timeout "$limit" "$rg" --backend "$backend" "$@" --compile-only --sizes 1000 --blocks 256 07 \
    "$file" >"$tmp/out" 2>&1
  rc=$?
  [ $rc -ne 124 ] || fail "$file ($backend): the compile did not end within $limit s"
  [ $rc -eq 1 ] || { tail -n 20 "$tmp/out"; fail "$file ($backend): exit $rc, expected 1"; }
  grep -q "error: $tag: " "$tmp/out" || { tail -n 20 "$tmp/out"; fail "$file ($backend): not refused as $tag"; }
  echo "ok: $(basename "$file") ($backend) refused as $tag in $((SECONDS - t0)) s"
}

h=$kit/tests/hostile
for f in string-literal-compile-stall static-table-macro-list; do
  check "$h/$f.cu" too-large emu
done
check "$big" too-large emu
for f in stack-array-compile-stall host-int-array-stack kernel-local-array-huge; do
  check "$h/$f.cu" stack-frame emu
done
export REDUCE_GRADE_FRONT_CPU_S=${FRONT_CPU_S:-0.5}
for f in template-grid-compile-stall index-sequence-pack-compile-stall; do
  check "$h/$f.cu" compile-stall emu
done
# nvcc's build: the same text refused before it expands it (no GPU needed),
# and the pack stopped at the same limit (nvcc's front end refuses the
# grid's recursion by itself).
if command -v nvcc >/dev/null || [ -x /usr/local/cuda/bin/nvcc ]; then
  check "$h/index-sequence-pack-compile-stall.cu" compile-stall gpu --arch sm_75
  unset REDUCE_GRADE_FRONT_CPU_S
  check "$h/string-literal-compile-stall.cu" too-large gpu --arch sm_75
  check "$big" too-large gpu --arch sm_75
fi
unset REDUCE_GRADE_FRONT_CPU_S
exit 0
