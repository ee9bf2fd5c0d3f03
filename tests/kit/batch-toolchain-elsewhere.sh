#!/usr/bin/env bash
# batch-toolchain-elsewhere.sh — a batch whose C++ compiler is installed
# outside the system's folders (LLVM unpacked under /tmp or /opt, a conda
# env) grades with that compiler: the sandbox shows each grading, read-only,
# the folders the compiler lives in and reads (harness/batch/batch_tools.c),
# where it used to hide them (/tmp, /home) and every student failed, or
# the grading quietly took another clang++ found on PATH.
#
# The toolchain here: a copy of the clang driver under the test's temporary
# folder, reached through a link (clang++ -> clang), its resource folder
# beside it (as clang looks for it: BIN/../lib/clang/VERSION) made of links
# to the real one's headers, but stddef.h, which also declares the type
# rg_toolchain_elsewhere.  The student's file is the solution naming that
# type: it compiles with this toolchain alone.
# REDUCE_GRADE_CXX names it, and must reach the gradings too.
# LD_LIBRARY_PATH names the resource folder's lib/linux (where clang's
# runtimes lie): shown first, it must not hide its parent, shown after.
#
# And a tool the sandbox may not show (the compiler in the folder that
# holds the class), or one that does not run at all: the batch stops with
# one line saying so, non-zero, grading nobody.
#
#   batch-toolchain-elsewhere.sh REDUCE_GRADE KIT_ROOT CLANGXX
set -u
rg=$1 kit=$2 cxx=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
[ -n "$cxx" ] || { echo "no clang++: skipped"; exit 77; }
driver=$(readlink -f "$cxx")
rsrc=$("$cxx" -print-resource-dir 2>/dev/null)
[ -d "$rsrc/include" ] || { echo "no resource folder for $cxx: skipped"; exit 77; }
# A driver with LLVM linked in whole is too big to copy for a test.
[ "$(stat -c %s "$driver")" -lt $((64 << 20)) ] || { echo "clang driver over 64 MiB: skipped"; exit 77; }

tc=$tmp/toolchain/llvm
mkdir -p "$tc/bin" "$tc/lib/clang/$(basename "$rsrc")/include"
cp "$driver" "$tc/bin/clang"
ln -s clang "$tc/bin/clang++"
inc=$tc/lib/clang/$(basename "$rsrc")/include
mkdir -p "$tc/lib/clang/$(basename "$rsrc")/lib/linux"
for h in "$rsrc"/include/*; do ln -s "$h" "$inc/"; done
rm "$inc/stddef.h"
printf 'typedef int rg_toolchain_elsewhere;\n#include "%s/include/stddef.h"\n' "$rsrc" >"$inc/stddef.h"
[ "$("$tc/bin/clang++" -print-resource-dir)" = "$tc/lib/clang/$(basename "$rsrc")" ] ||
  { echo "the copied driver does not look beside itself for its resources: skipped"; exit 77; }

mkdir -p "$tmp/alice"
{ cat "$sol"
  printf 'typedef rg_toolchain_elsewhere compiled_by_the_toolchain_given;\n'
} >"$tmp/alice/reduce.cu"

REDUCE_GRADE_CXX=$tc/bin/clang++ \
  LD_LIBRARY_PATH=$tc/lib/clang/$(basename "$rsrc")/lib/linux${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
  "$rg" batch 07 "$tmp/alice" --out "$tmp/out" --sizes 1000 --backend emu --time-limit 60 \
  >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/log"; fail "batch exit $rc"; }
grep -q '^alice,.*,passed,' "$tmp/out/grades.csv" ||
  { cat "$tmp/log" "$tmp/out/alice/report.txt"; cat "$tmp/out/alice/report.txt"; fail "alice did not pass with the toolchain under $tmp"; }
grep -q "shown read-only: .*$tc/bin" "$tmp/out/protection.txt" ||
  { cat "$tmp/out/protection.txt"; fail "protection.txt does not name the toolchain's folder"; }
if grep "shown read-only: " "$tmp/out/protection.txt" | grep -Eq "$tmp/alice|$kit/solutions"; then
  cat "$tmp/out/protection.txt"; fail "the class or the solutions shown as a tool's folder"
fi

# The compiler in the folder that holds the class: showing it would show
# the class.  One line, no grading.
cp "$driver" "$tmp/clang++"
REDUCE_GRADE_CXX=$tmp/clang++ "$rg" batch 07 "$tmp/alice" --out "$tmp/out2" --sizes 1000 \
  --backend emu --time-limit 60 >"$tmp/log2" 2>&1
rc=$?
[ $rc -ne 0 ] || { cat "$tmp/log2"; fail "a compiler beside the class: batch exit 0"; }
[ ! -e "$tmp/out2/grades.csv" ] || { cat "$tmp/log2"; fail "a compiler beside the class: graded"; }
[ "$(grep -c 'cannot be shown their compiler' "$tmp/log2")" -eq 1 ] &&
  grep -q "$tmp: it holds or lies in the class" "$tmp/log2" ||
  { cat "$tmp/log2"; fail "a compiler beside the class: not one line naming the folder"; }
# A compiler that does not run (a library the loader cannot find): every
# compile would fail alike.  One line, no grading.
mkdir -p "$tmp/broken"
printf '#!/bin/sh\necho "clang: error while loading shared libraries: libclang-cpp.so.99" >&2\nexit 127\n' \
  >"$tmp/broken/clang++"
chmod +x "$tmp/broken/clang++"
REDUCE_GRADE_CXX=$tmp/broken/clang++ "$rg" batch 07 "$tmp/alice" --out "$tmp/out3" --sizes 1000 \
  --backend emu --time-limit 60 >"$tmp/log3" 2>&1
rc=$?
[ $rc -ne 0 ] && [ ! -e "$tmp/out3/grades.csv" ] &&
  [ "$(grep -c 'does not run here (-print-resource-dir: clang: error while loading' "$tmp/log3")" -eq 1 ] ||
  { cat "$tmp/log3"; fail "a compiler that does not run: exit $rc, not one line and no grading"; }
echo "ok: graded with a compiler under $tmp; one beside the class, one that does not run refused in one line"
