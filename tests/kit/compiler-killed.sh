#!/usr/bin/env bash
# compiler-killed.sh — a compiler killed from outside the grading (the
# kernel's OOM killer, a limit of the machine's: SIGKILL to it or to the
# linker it starts) is not the student's compile error.  Killed once, the
# compile runs again and the grading goes on; killed twice, the grading ends
# with one line saying there is no verdict, and the cache keeps no failure.
#
#   compiler-killed.sh REDUCE_GRADE KIT_ROOT CXX
set -u
rg=$1 kit=$2 cxx=${3:-}
[ -n "$cxx" ] || { echo "no emulator compiler (clang++): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export REDUCE_GRADE_CACHE=$tmp/cache

# CXX, except that a compile (not the -M listing of includes) is killed
# while the file named by $2 holds a number above 0, which each kill lowers.
cat >"$tmp/killed-cxx" <<SH
#!/bin/bash
case " \$* " in *" -M "*) exec "$cxx" "\$@" ;; esac
n=\$(cat "$tmp/kills")
if [ "\$n" -gt 0 ]; then echo \$((n - 1)) >"$tmp/kills"; kill -9 \$\$; fi
exec "$cxx" "\$@"
SH
chmod +x "$tmp/killed-cxx"
export REDUCE_GRADE_CXX=$tmp/killed-cxx
sub=$tmp/reduce.cu
{ cat "$kit/solutions/01-interleaved/reduce.cu"; echo "// compiler-killed $$"; } >"$sub"
grade() { "$rg" --backend emu --sizes 1,1000 --blocks 256 01 "$sub" >"$tmp/out" 2>&1; }

# Killed once: compiled again, graded.
echo 1 >"$tmp/kills"
grade
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/out"; fail "killed once: exit $rc, not 0"; }
[ "$(cat "$tmp/kills")" = 0 ] || fail "the wrapper never killed the compile"

# Killed every time: no verdict, one line, exit 1, never a compile error.
rm -rf "$tmp/cache"
echo 9 >"$tmp/kills"
grade
rc=$?
[ $rc -eq 1 ] || { cat "$tmp/out"; fail "killed twice: exit $rc, not 1"; }
grep -q "no verdict on .*killed (SIGKILL) twice" "$tmp/out" ||
  { cat "$tmp/out"; fail "killed twice: no line saying there is no verdict"; }
grep -qi "compile error\|does not compile\|FAILED" "$tmp/out" &&
  { cat "$tmp/out"; fail "killed twice: reported as the student's compile error"; }
# ... and nothing cached: the same file compiles once the machine lets it.
echo 0 >"$tmp/kills"
grade
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/out"; fail "after the kills: exit $rc, not 0 (a failure was cached?)"; }
echo "compiler-killed: ok"
