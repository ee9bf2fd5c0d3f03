#!/usr/bin/env bash
# batch-fork-bomb.sh — a fork bomb's hung cases are limited by the time
# they could run, not stretched by the wait its own processes cause.  A
# case's limit moves on by the time the graded process waited for a CPU (a
# loaded machine), and the fork bomb's hundreds of processes kept its main
# thread waiting almost all the time: its first hung case took 8 times its
# limit (120 s of 15; the class of 100's critical path).  Once a child has
# started processes of its own, its wait for a CPU does not move its limit
# on (harness/run/own_processes.c, run_protocol.c), and the hung case's
# line says so.  One batch of the bomb (tests/hostile/fork-bomb.cu) beside
# a correct classmate: the bomb fails as before, one case a part run and
# hung (timeout), every other case not run, and a hung case's line says
# its own processes' wait did not stretch it; the classmate passes with
# every point.
#
#   batch-fork-bomb.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
# The children a process started, as the grader reads them (own_processes.c).
[ -r "/proc/$$/task/$$/children" ] || { echo "no /proc/PID/task/TID/children: skipped"; exit 77; }

class=$tmp/class
mkdir -p "$class"
cp "$kit/solutions/07-multi-block/reduce.cu" "$class/alice.cu"
cp "$kit/tests/hostile/fork-bomb.cu" "$class/bomb.cu"
# --case-timeout 0.5: the bomb's four hung cases take half a second each of
# the time they could run (the first took 8 when its processes' wait
# counted; at 1 s they cost the test 2 CPU s more).
# On two CPUs (taskset; the grader counts the CPUs it may use), each
# grading has one worker, as on CI's 2-core machine: with more, a part's
# cases run at once and several hang before the first stops its part.
pin=()
if command -v taskset >/dev/null && taskset -c 0,1 true 2>/dev/null; then pin=(taskset -c 0,1); fi
"${pin[@]}" "$rg" batch 07 "$class" --out "$tmp/out" --sizes 1000 --backend emu --case-timeout 0.5 \
  --time-limit 60 --jobs 2 >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/log"; fail "batch exit $rc"; }

python3 - "$tmp/out" <<'PY' || { cat "$tmp/log"; fail "outputs"; }
import csv, json, os, re, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
res = {i: json.load(open(os.path.join(out, i, 'results.json'))) for i in rows}
def check(cond, what):
    if not cond:
        print('FAIL:', what)
        print(json.dumps({i: [t['output'] for t in res[i]['tests']] for i in rows}, indent=1))
        sys.exit(1)
a, b = res['alice'], res['bomb']
check(rows['alice']['status'] == 'passed' and a['score'] == a['max_score'] > 0,
      'the classmate passes with every point')
check(rows['bomb']['status'] == 'failed' and b['score'] == 0, 'the bomb fails with no point')
check(b['extra_data']['causes'] == ['timeout'], 'the bomb fails as a timeout, its only cause')
groups = [t['output'] for t in b['tests'] if 'cases failed' in t['output']]
check(len(groups) == sum('cases passed' in t['output'] for t in a['tests']) > 0,
      "every group of the bomb's failed, the classmate's passed")
# The first hung case had the 0.5 s; the worker's later ones a third of it
# (harness/run/run_shard.c, case_limit), and say so.
hung = [g for g in groups if re.search(r'did not finish within (0\.5 s|0\.17 s of the time it '
                                       r'could run, the limit after an earlier case hung)', g)]
check(any('did not finish within 0.5 s' in g for g in hung), 'the first hung case had 0.5 s')
parts = {g.split('first: ')[1].split(' n=')[0] for g in hung}
check(len(hung) == 4 and len(parts) == 4, 'one hung case in each of the four parts')
check(all('not run: an earlier case of' in g for g in groups if g not in hung),
      "every other case not run, its part's case having hung")
# The processes a part's bomb leaves, killed, hold the uid's process limit
# until the grading ends (zombies of the grader's): a later part's bomb
# may start none.  The first one's fill the limit.
check(any('processes of its own, and its wait for a CPU beside them did not move the limit on'
          in g for g in hung), "a hung case's line: its own processes' wait did not stretch it")
PY
echo "ok: the fork bomb failed as a timeout, one hung case a part, not stretched by its own" \
     "processes; the classmate passed"
