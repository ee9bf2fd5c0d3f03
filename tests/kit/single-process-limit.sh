#!/usr/bin/env bash
# single-process-limit.sh — single mode (`reduce-grade 07 FILE`, no batch
# sandbox around it) against a fork bomb and a thread explosion that stop
# themselves at 300 (tests/hostile/process-bomb-{fork,thread}.cu): the
# graded process may hold RG_CHILD_TASKS (128) processes and threads at
# once (harness/run/process_limit.c), and nothing it started outlives the
# grading.
#  - where a cgroup can be made (root, a writable pids hierarchy): each bomb
#    starts 127 (itself the 128th), and its cases fail as process-limit;
#  - a user (or, as root, the same grading run as uid 65534): RLIMIT_NPROC,
#    seen from outside as the most tasks the grading held at once (under
#    200: the uid's other tasks come and go meanwhile, the bomb's 300 do
#    not pass).
#  - root where no cgroup can be made (forced: REDUCE_GRADE_NO_CGROUP=1):
#    each graded process runs as a uid of its own (harness/run/own_uid.c),
#    whose RLIMIT_NPROC binds: the bomb starts 127, its cases fail as
#    process-limit within seconds, nothing is left; and a right kernel that
#    prints still passes, its text in the grading's printed file (which
#    that uid must be able to write), none of it in the report.
# Root that can neither make a cgroup nor become another uid (a user
# namespace that maps no other) has no limit (the kernel ignores
# RLIMIT_NPROC for uid 0): skipped.  Each grading runs inside a pids
# cgroup of the test's own where it can make one (at most 1000 tasks: the
# bombs' 300 must not reach the machine even when the grader fails to stop
# them), which also measures what the grading held at its peak.
#
#   single-process-limit.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
net=
if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  own=$(sed -n 's/^0:://p' /proc/self/cgroup)
  net=/sys/fs/cgroup${own%/}/rg-test-net.$$
else
  own=$(awk -F: '$2 ~ /(^|,)pids(,|$)/ { print $3 }' /proc/self/cgroup)
  net=/sys/fs/cgroup/pids${own%/}/rg-test-net.$$
fi
{ mkdir "$net" && echo 1000 >"$net/pids.max"; } 2>/dev/null || { rmdir "$net" 2>/dev/null; net=; }
gone() { # every task of the net's cgroup and those below it ended, the cgroups removed
  [ -n "$net" ] && [ -d "$net" ] || return 0
  for _ in 1 2 3; do
    for p in $(find "$net" -name cgroup.procs -exec cat {} +); do kill -9 "$p" 2>/dev/null; done
    find "$net" -depth -type d -exec rmdir {} + 2>/dev/null
    [ -d "$net" ] || return 0
    sleep 0.2
  done
}
trap 'gone; rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
switches=false # can root become another uid here?
[ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null &&
  setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null && switches=true
if [ "$(id -u)" -eq 0 ] && [ -z "$net" ] && ! $switches; then
  echo "root with no writable pids cgroup and no other uid: the graded process has no process limit here: skipped"
  exit 77
fi
left() { ps -eo comm= | grep -c '^rg-bomb-left$'; }
[ "$(left)" -eq 0 ] || fail "rg-bomb-left processes running before the test"
# One worker: one graded process at a time, so that the peak is one bomb's.
grade() { # LOG [COMMAND PREFIX...] -- FILE
  local log=$1; shift
  ( [ -z "$net" ] || echo "$BASHPID" >"$net/cgroup.procs" || exit 99
    REDUCE_GRADE_WORKERS=1 exec "$@" --backend emu --quick --sizes=1000 --blocks=256 \
      07 "$file" ) >"$log" 2>&1
}
peak() { [ -n "$net" ] && cat "$net/pids.peak" 2>/dev/null || echo 0; }

for b in fork thread; do
  file=$kit/tests/hostile/process-bomb-$b.cu
  grade "$tmp/$b.log" "$rg"
  rc=$?
  [ $rc -eq 1 ] || { cat "$tmp/$b.log"; fail "$b: exit $rc, not 1 (failed)"; }
  printed=$(sed -n 's/^what your code printed is in //p' "$tmp/$b.log")
  started=$([ -n "$printed" ] && sed -n 's/^started \([0-9]*\) .*/\1/p' "$printed" | sort -n | tail -1)
  [ -n "$started" ] || { cat "$tmp/$b.log"; fail "$b: never said what it started, nothing tested"; }
  # A user's limit is over the uid's tasks, which other programs of that
  # user start and end meanwhile: room for them.
  [ "$started" -lt "$([ "$(id -u)" -eq 0 ] && echo 128 || echo 200)" ] ||
    { cat "$printed"; fail "$b: started $started, past the limit of 128"; }
  if [ "$(id -u)" -eq 0 ]; then # the grader's own cgroup: it knows the limit was hit
    grep -q "^FAILED .*process-limit" "$tmp/$b.log" && grep -q "more than 128 processes" "$tmp/$b.log" ||
      { cat "$tmp/$b.log"; fail "$b: no process-limit verdict naming the limit"; }
  fi
  [ "$(left)" -eq 0 ] || fail "$b: $(left) process(es) of the bomb outlived the grading"
  if [ -n "$net" ]; then
    [ -z "$(find "$net" -mindepth 1 -type d)" ] || fail "$b: cgroups left: $(find "$net" -mindepth 1 -type d)"
    [ "$(peak)" -lt 160 ] || fail "$b: the grading held $(peak) tasks at once"
  fi
  echo "$b: started $started, refused; at most $(peak) tasks at once; none left"
done

# A bomb that never stops (tests/hostile/fork-bomb.cu: it forks on after
# every refusal, its children too) times out in each case: its cases fail
# as process-limit too, and each killed bomb's processes are reaped as it
# is ended (the grader's worker is their subreaper), not kept as zombies
# until the grading ends: then the gradings' peak grew by 128 a case.
# (--timeout 0.5: each hung case spins out its limit; at 1 s, a CPU second
# more for the same two causes.)
if [ -n "$net" ] && [ "$(id -u)" -eq 0 ]; then
  file=$kit/tests/hostile/fork-bomb.cu
  grade "$tmp/endless.log" "$rg" --timeout 0.5
  grep -q "^FAILED .*timeout, process-limit" "$tmp/endless.log" ||
    { cat "$tmp/endless.log"; fail "fork-bomb: its cases are not timeout and process-limit"; }
  [ "$(peak)" -lt 160 ] || fail "fork-bomb: the grading held $(peak) tasks at once"
  [ -z "$(find "$net" -mindepth 1 -type d)" ] || fail "fork-bomb: cgroups left"
  echo "fork-bomb: timed out, refused; at most $(peak) tasks at once; none left"
fi

# Root where no cgroup can be made: a uid of its own per graded process.
if $switches; then
  file=$kit/tests/hostile/process-bomb-fork.cu
  t0=$(date +%s)
  grade "$tmp/own.log" env REDUCE_GRADE_NO_CGROUP=1 "$rg"
  rc=$? took=$(($(date +%s) - t0))
  printed=$(sed -n 's/^what your code printed is in //p' "$tmp/own.log")
  started=$([ -n "$printed" ] && sed -n 's/^started \([0-9]*\) .*/\1/p' "$printed" | sort -n | tail -1)
  [ $rc -eq 1 ] && [ -n "$started" ] || { cat "$tmp/own.log"; fail "root, no cgroup: exit $rc, or the bomb never said what it started"; }
  [ "$started" -lt 128 ] || fail "root, no cgroup: started $started, past the limit of 128"
  grep -q "^FAILED .*process-limit" "$tmp/own.log" && grep -q "more than 128 processes" "$tmp/own.log" ||
    { cat "$tmp/own.log"; fail "root, no cgroup: no process-limit verdict naming the limit"; }
  [ "$took" -lt 30 ] || fail "root, no cgroup: the grading took $took s"
  [ "$(left)" -eq 0 ] || fail "root, no cgroup: $(left) process(es) of the bomb outlived the grading"
  [ -z "$net" ] || [ "$(peak)" -lt 160 ] || fail "root, no cgroup: the grading held $(peak) tasks at once"
  echo "root, no cgroup: started $started, refused in $took s; at most $(peak) tasks at once; none left"
  # A right kernel whose device printf()s go to the printed file: two
  # workers, two uids, one file and one folder the grading gave them.
  file=$kit/tests/correct/07-multi-block/kernel-printf-debug-device-sum.cu
  grade "$tmp/right.log" env REDUCE_GRADE_NO_CGROUP=1 REDUCE_GRADE_WORKERS=2 "$rg"
  rc=$?
  printed=$(sed -n 's/^what your code printed is in //p' "$tmp/right.log")
  [ $rc -eq 0 ] || { cat "$tmp/right.log"; fail "root, no cgroup: a right kernel: exit $rc, not 0"; }
  [ -n "$printed" ] && grep -q "^debug: total" "$printed" ||
    { cat "$tmp/right.log"; fail "root, no cgroup: the right kernel's text is not in its printed file"; }
  ! grep -q "debug:" "$tmp/right.log" || fail "root, no cgroup: the right kernel's text is in the report"
  echo "root, no cgroup: a right kernel passed, its text in $printed"
fi

# Root: the fallback, as a user the grader cannot make a cgroup for (the
# test's is root's): RLIMIT_NPROC over that uid's tasks.
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null &&
   setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$rg"; then
  [ "$(ps -eo uid= | awk '$1 == 65534' | wc -l)" -lt 100 ] ||
    { echo "uid 65534 runs many processes already: the user's limit not tried"; exit 0; }
  chmod 755 "$tmp"
  mkdir "$tmp/user" && chown 65534:65534 "$tmp/user"
  file=$kit/tests/hostile/process-bomb-fork.cu
  HOME=$tmp/user REDUCE_GRADE_CACHE=$tmp/user/cache \
    grade "$tmp/user.log" setpriv --reuid=65534 --regid=65534 --clear-groups "$rg"
  rc=$?
  grep -q "^FAILED sum_atomic" "$tmp/user.log" || { cat "$tmp/user.log"; fail "as a user: exit $rc, no case ran"; }
  [ "$(peak)" -lt 200 ] || fail "as a user: the grading held $(peak) tasks at once"
  [ "$(left)" -eq 0 ] || fail "as a user: $(left) process(es) of the bomb outlived the grading"
  echo "as uid 65534: at most $(peak) tasks at once; none left"
fi
echo "single-process-limit: ok"
