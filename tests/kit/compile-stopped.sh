#!/usr/bin/env bash
# compile-stopped.sh — a grader stopped during a compile takes the compiler
# with it.  The compiler runs in a process group of its own, which a
# SIGTERM aimed at the grader (or its group) does not reach: a compile that
# stalls (a huge constant, a template bomb) ran on for minutes after an
# outer `timeout` had ended the grading.  Checked for SIGTERM and
# SIGKILL (the last by the compiler's parent-death signal); not SIGHUP or
# SIGINT, which the shell that runs the test may have set to be ignored
# (a signal ignored on entry stays ignored, and then the grader lives on).
#
#   compile-stopped.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export REDUCE_GRADE_CACHE=$tmp/cache

# A "compiler" that never finishes a compile: it records its pid and sleeps
# (the -M listing of includes and the backend's probes answer at once).
cat >"$tmp/stalled-cxx" <<SH
#!/bin/bash
case " \$* " in *" -M "*|*" --version "*|*" -dumpversion "*) exit 0 ;; esac
echo \$\$ >>"$tmp/pids"
exec sleep 600
SH
chmod +x "$tmp/stalled-cxx"
export REDUCE_GRADE_CXX=$tmp/stalled-cxx
sub=$tmp/reduce.cu
{ cat "$kit/solutions/01-interleaved/reduce.cu"; echo "// compile-stopped $$"; } >"$sub"

for sig in TERM KILL; do
  rm -f "$tmp/pids"
  "$rg" --backend emu --sizes 1000 --blocks 256 01 "$sub" >"$tmp/out-$sig" 2>&1 &
  grader=$!
  for _ in $(seq 100); do [ -s "$tmp/pids" ] && break; sleep 0.1; done
  [ -s "$tmp/pids" ] || { cat "$tmp/out-$sig"; kill -9 $grader; fail "SIG$sig: the compile never started"; }
  kill -s "$sig" "$grader"
  timeout 20 tail --pid="$grader" -f /dev/null || { kill -9 "$grader"; fail "SIG$sig: the grader did not end"; }
  sleep 1
  for p in $(cat "$tmp/pids"); do
    # a zombie has ended (its new parent may be slow to reap it)
    st=$(ps -o stat= -p "$p" 2>/dev/null)
    if [ -n "$st" ] && [ "${st#Z}" = "$st" ]; then
      kill -9 "$p"
      fail "SIG$sig to the grader: its compiler (pid $p) still runs"
    fi
  done
  echo "SIG$sig: the grader and its $(wc -l <"$tmp/pids") compile(s) ended"
done
echo "compile-stopped: ok"
