#!/usr/bin/env bash
# batch-neighbours.sh — one grading cannot harm another graded beside it:
#  cpu:  tests/hostile/cpu-hog.cu (60 spinning processes) in one batch and,
#        once they spin, a solution in a second: the solution passes well
#        within its time limit (each grading a cgroup with its share of the
#        cores, where the machine allows one; protection.txt says which),
#        the kernel's autogroups turned off meanwhile (they would share the
#        CPU out by themselves);
#  uids: tests/hostile/uid-squatter.cu fills its uid's process limit in one
#        batch while a second batch grades a solution: the second batch's
#        uids are its own, so the solution passes (root only: as another
#        user no uid is switched).
#
#   batch-neighbours.sh REDUCE_GRADE KIT_ROOT cpu|uids
set -u
rg=$1 kit=$2 what=$3
tmp=$(mktemp -d)
chmod 755 "$tmp"
trap 'kill $bg 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"' EXIT
bg=
fail() { echo "FAIL: $*"; exit 1; }
class() { # class NAME FILE...: a class folder of those files (id: the file's name)
  local d=$tmp/$1
  shift
  mkdir -p "$d"
  for f in "$@"; do cp "$f" "$d/"; done
  chmod -R a+rX "$d"
}
batch() { "$rg" batch 07 "$@" --sizes 1000 --backend emu --case-timeout 8; }
solution=$kit/solutions/07-multi-block/reduce.cu

# CPU: the hog spins until it is stopped; the solution beside it, alone a
# second or two, must pass long before that (without a share of its own it
# got a 30th of the machine: a timeout).
if [ "$what" = cpu ]; then
# The hog first, in a batch of its own, and alice only once its spinners
# run: alice's grading takes under a second of CPU, and graded in the
# hog's batch she finished before they had started (the test passed with
# the cgroups taken out).  Gradings of two batches started here are
# cgroups side by side too, so the share she must get is the same.
# The kernel's autogroups (one per session, sched_autogroup_enabled) share
# the CPU between the two batches on their own: with them on, alice passed
# with the gradings' cgroups taken out.  Off for this part, so that only
# the cgroups can give her a share; put back when the test ends.
ag=/proc/sys/kernel/sched_autogroup_enabled
ag_was=$(cat "$ag" 2>/dev/null || echo 0)
if [ "$ag_was" != 0 ]; then
  echo 0 >"$ag" 2>/dev/null ||
    { echo "SKIP: the kernel's autogroups share the CPU here and cannot be turned off (not root?): the cgroups' share cannot be told apart"; exit 77; }
  trap 'echo "$ag_was" >"$ag"; kill $bg 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"' EXIT
fi
# Each class a folder of student folders: a class of one file is graded
# as one student named after the folder.
mkdir -p "$tmp/hog/cpu-hog" && cp "$kit/tests/hostile/cpu-hog.cu" "$tmp/hog/cpu-hog/reduce.cu"
chmod -R a+rX "$tmp/hog"
# --time-limit 60: the hog spins until alice's batch has ended, then its
# batch is stopped here (it spun to a limit of 12 s before: about 20 CPU s
# of a 2-core machine spent after alice was done).
# (The grader itself in the background, not a function's subshell: $bg is
# the batch that a signal stops, its gradings with it.)
"$rg" batch 07 "$tmp/hog" --sizes 1000 --backend emu --case-timeout 8 --out "$tmp/out-hog" \
  --jobs 2 --time-limit 60 >"$tmp/hog.log" 2>&1 &
bg=$!
# The uids whose processes spin: the hog's graded process and its forks.
spinners() {
  ps -e -o stat=,uid=,comm= | awk '$1 ~ /^R/ && $3 ~ /reduce-grade/ { n[$2]++ }
    END { for (u in n) if (n[u] >= 20) print u }'
}
hog_uid=
for _ in $(seq 1 300); do
  hog_uid=$(spinners | head -1)
  [ -n "$hog_uid" ] && break
  kill -0 "$bg" 2>/dev/null || break
  sleep 0.1
done
[ -n "$hog_uid" ] || { cat "$tmp/hog.log"; fail "cpu: the hog's spinners never ran (20 at once)"; }
mkdir -p "$tmp/cpu/alice" && cp "$solution" "$tmp/cpu/alice/reduce.cu"
chmod -R a+rX "$tmp/cpu"
# --time-limit 5: alone alice takes about a second; beside 60 spinners
# with no share of her own she got a 30th of the machine (37.8 s once).
batch "$tmp/cpu" --out "$tmp/out-cpu" --jobs 2 --time-limit 5 >"$tmp/cpu.log" 2>&1
# The hog must still spin now (refused at the build, or ended early, it
# would test nothing): its batch runs and its uid still runs 20 at once.
kill -0 "$bg" 2>/dev/null && spinners | grep -qx "$hog_uid" ||
  { cat "$tmp/hog.log" "$tmp/cpu.log"; fail "cpu: the hog no longer spun when alice's batch ended"; }
kill "$bg"
wait "$bg" 2>/dev/null
bg=
# Its batch stopped, the hog's spinners stop with it.
for _ in $(seq 1 50); do
  spinners | grep -qx "$hog_uid" || break
  sleep 0.1
done
! spinners | grep -qx "$hog_uid" || fail "cpu: the hog's spinners (uid $hog_uid) outlived its stopped batch"
cat "$tmp/hog.log" "$tmp/cpu.log"
grep -q '^alice,' "$tmp/out-cpu/grades.csv" || fail "cpu: alice not graded"
# Without a cgroup (not root, none writable) nothing shares the CPU out
# between gradings: the result says so, and the test has nothing to test.
cg=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["extra_data"].get("cgroup"))' \
  "$tmp/out-cpu/alice/results.json") || fail "cpu: no results.json for alice"
[ "$cg" = none ] && { grep -q 'no cgroup' "$tmp/out-cpu/protection.txt" || fail "cpu: protection.txt silent on the missing cgroup"
  echo "SKIP: no cgroup can be made here (protection.txt says so)"; exit 77; }
python3 - "$tmp/out-cpu" <<'PY' || fail "cpu: alice harmed by the hog beside her"
import csv, json, os, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv')))}
a = rows['alice']
assert a['status'] == 'passed', 'alice: ' + a['status'] + '\n' + open(os.path.join(out, 'alice', 'report.txt')).read()[-800:]
PY
sed -n 2p "$tmp/out-cpu/protection.txt" | grep -o '; [^;]*$'
echo "batch-neighbours cpu: ok"
exit 0
fi

# Uids: the squatter's batch starts first and fills its uid as far as it
# can (its graded process is held to 128 tasks where the grader can make
# it a pids cgroup, harness/run/process_limit.c; else its uid's 256); the
# second batch starts once some uid of the grading range runs 100.
[ "$(id -u)" = 0 ] || { echo "uids: SKIP (not root: no uid of its own per grading)"; exit 0; }
class squat "$kit/tests/hostile/uid-squatter.cu"
batch "$tmp/squat" --out "$tmp/out-squat" --time-limit 8 >"$tmp/squat.log" 2>&1 &
bg=$!
full=
for _ in $(seq 1 100); do
  full=$(ps -e -o uid= | awk '$1 >= 200000 { n[$1]++ } END { for (u in n) if (n[u] >= 100) print u }')
  [ -n "$full" ] && break
  sleep 0.1
done
[ -n "$full" ] || { cat "$tmp/squat.log"; fail "uids: the squatter never ran 100 processes under its uid"; }
class second "$solution"
batch "$tmp/second" --out "$tmp/out-second" --time-limit 30 >"$tmp/second.log" 2>&1
cat "$tmp/second.log"
grep -q '^second,.*passed' "$tmp/out-second/grades.csv" ||
  { cat "$tmp/out-second"/*/report.txt; fail "uids: a solution in a second batch failed beside the squatter (uid $full)"; }
wait $bg
bg=
left=$(ps -e -o uid= | awk -v u="$full" '$1 == u' | wc -l)
[ "$left" -eq 0 ] || fail "uids: $left processes of uid $full outlived the squatter's batch"
echo "batch-neighbours uids: ok"
