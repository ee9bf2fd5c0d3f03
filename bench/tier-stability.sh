#!/usr/bin/env bash
# tier-stability.sh — on a GPU: does the same kernel get the same tier every
# time (issue 18)?  Grades each reference solution with a timing N times and
# prints, per exercise and timed entry point, the ×CUB figure's min, median,
# max and spread (max/min), its interval, the SM clocks, and the tiers each
# grading gave; then grades a class batch of N identical copies of one
# solution and prints its distinct scores.
#
#   bash bench/tier-stability.sh BUILD_DIR [N] [grading options...]
#
# Environment: RG_SOLUTIONS (a folder of NN-name/reduce.cu to grade instead of
# solutions/), RG_DEADLINE (seconds after which no grading starts: the
# summaries are of the gradings made), RG_KEEP (a folder for the gradings' files), RG_EXERCISES (default "01 02 ... 15"), RG_BATCH_EXERCISE
# (default 15; "" skips the batch).  The grader's bench switches pass
# through: REDUCE_GRADE_JSON_PAIRS=1 (every timed pair in the JSON, with
# RG_KEEP to keep them), REDUCE_GRADE_FLUSH=read and REDUCE_GRADE_FLUSH_BUFS=K
# (how the L2 is flushed), REDUCE_GRADE_ROTATE_MIB, REDUCE_GRADE_SPIN_US,
# REDUCE_GRADE_REMEASURE=K (K more measurements of each entry point, each
# one's x CUB and temperatures printed).
# Target (issue 18): spread under 5% for
# every exercise, the same tiers N of N, one distinct score in the batch.
set -u
build=${1:?usage: tier-stability.sh BUILD_DIR [N] [grading options...]}
n=${2:-20}
shift $(($# >= 2 ? 2 : 1))
opts=("$@")
root=$(cd "$(dirname "$0")/.." && pwd)
rg=$build/reduce-grade
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
start=$(date +%s)
exercises=${RG_EXERCISES:-"01 02 03 04 05 06 07 08 09 10 11 12 13 14 15"}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks_throttle_reasons.active --format=csv,noheader 2>/dev/null
for ex in $exercises; do
  sol=$(ls "${RG_SOLUTIONS:-$root/solutions}"/"$ex"-*/reduce.cu 2>/dev/null | head -1)
  [ -n "$sol" ] || continue
  t0=$(date +%s)
  done_n=0
  for k in $(seq 1 "$n"); do
    # RG_DEADLINE=S: no grading starts S seconds or more after the script
    # did; the summary is of the gradings made (a run cut by a device's
    # time limit otherwise printed nothing).
    if [ "${RG_DEADLINE:-0}" -gt 0 ] && [ $(( $(date +%s) - start )) -ge "$RG_DEADLINE" ]; then
      echo "  (RG_DEADLINE: $ex stopped after $done_n gradings)"
      break
    fi
    "$rg" --backend gpu "${opts[@]}" "$ex" "$sol" --json "$tmp/$ex-$k.json" >"$tmp/$ex-$k.txt" 2>&1
    done_n=$k
  done
  [ "$done_n" -gt 0 ] || continue
  # RG_KEEP=DIR keeps every grading's JSON and report there.
  [ -n "${RG_KEEP:-}" ] && mkdir -p "$RG_KEEP" && cp "$tmp/$ex"-*.json "$tmp/$ex"-*.txt "$RG_KEEP"/ 2>/dev/null
  python3 - "$tmp" "$ex" "$done_n" "$(( $(date +%s) - t0 ))" <<'PY'
import json, os, re, sys
tmp, ex, n, secs = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
per = {}     # entry point -> list of (ratio, lo, hi, mhz)
tiers = []   # per grading: the tier states, in order
for k in range(1, n + 1):
    try:
        d = json.load(open(os.path.join(tmp, f'{ex}-{k}.json')))
    except Exception:
        tiers.append('no JSON'); continue
    for t in d.get('extra_data', {}).get('timing', []):
        per.setdefault(t['entry_point'], []).append(
            (t.get('ratio', 0), t.get('ratio_lo', 0), t.get('ratio_hi', 0),
             f"{t.get('sm_mhz_min', 0)}-{t.get('sm_mhz_max', 0)}", t.get('pairs', 0),
             t.get('unstable'), t.get('outside_stream'),
             t.get('us_median', 0), t.get('cub_us_median', 0), t.get('timing_note', ''),
             t.get('process_ratios', [])))
    text = open(os.path.join(tmp, f'{ex}-{k}.txt'), errors='replace').read()
    tiers.append(' '.join(f'{b}:{s.strip()}' for b, s in re.findall(r'>= ([0-9.]+)x CUB: ([a-z ]+)', text))
                 or 'none')
print(f'== {ex}: {n} gradings in {secs} s')
for ep, v in per.items():
    r = sorted(x[0] for x in v if x[0] > 0)
    if not r:
        print(f'  {ep:28} not timed'); continue
    med = r[len(r) // 2]
    print(f'  {ep:28} x CUB min {r[0]:.3f} median {med:.3f} max {r[-1]:.3f} '
          f'spread {100 * (r[-1] / r[0] - 1):.1f}%  pairs {min(x[4] for x in v)}-{max(x[4] for x in v)} '
          f'unstable {sum(1 for x in v if x[5])} outside {sum(1 for x in v if x[6])}')
    # Which side moves from one grading to the next: the kernel or CUB.
    for name, k in (('kernel', 7), ('CUB', 8)):
        us = sorted(x[k] for x in v if x[k] > 0)
        if us:
            print(f'    {name} us min {us[0]:.1f} median {us[len(us) // 2]:.1f} max {us[-1]:.1f} '
                  f'spread {100 * (us[-1] / us[0] - 1):.1f}%')
    print('    each:', ' '.join(f'{x[0]:.3f}[{x[1]:.3f},{x[2]:.3f}]@{x[3]}' for x in v))
    # --timing-processes: each grading's processes' figures (the median is x[0]).
    procs = [x[10] for x in v if len(x[10]) > 1]
    if procs:
        flat = sorted(r for p in procs for r in p if r > 0)
        print(f'    processes: {len(flat)} figures, min {flat[0]:.3f} max {flat[-1]:.3f} '
              f'spread {100 * (flat[-1] / flat[0] - 1):.1f}%; each grading\'s: ' +
              ' '.join('/'.join(f'{r:.3f}' for r in p) for p in procs))
    # REDUCE_GRADE_REMEASURE=K: each grading's K more measurements of the entry point.
    for x in v:
        if x[9].startswith('remeasured'):
            print('    ' + x[9].split(':', 1)[1].strip())
distinct = sorted(set(tiers))
print(f'  tiers: {len(distinct)} distinct over {n} gradings' +
      ('' if len(distinct) == 1 else ' (NOT STABLE)'))
for s in distinct:
    print(f'    {tiers.count(s):3} x {s}')
PY
done
bex=${RG_BATCH_EXERCISE-15}
if [ -n "$bex" ]; then
  sol=$(ls "$root"/solutions/"$bex"-*/reduce.cu | head -1)
  mkdir -p "$tmp/class"
  # Identical code; a comment makes each file its own (no compile cache hit).
  for k in $(seq -w 1 "$n"); do { cat "$sol"; echo "// copy $k"; } >"$tmp/class/s$k.cu"; done
  t0=$(date +%s)
  "$rg" batch "$bex" "$tmp/class" --out "$tmp/batch" --backend gpu --case-timeout 30 \
    --time-limit 300 >"$tmp/batch.log" 2>&1
  echo "== batch of $n identical submissions of $bex: exit $?, $(( $(date +%s) - t0 )) s"
  tail -n +2 "$tmp/batch/grades.csv" | cut -d, -f2,3 | sort | uniq -c |
    awk '{print "    " $1 " x score,max " $2} END {print "  distinct scores: " NR}'
fi
