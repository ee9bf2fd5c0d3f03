#!/usr/bin/env bash
# timing-hacks.sh — on a GPU: the submissions of tests/timing-hacks/ (issue
# 16 class 7, issue 17 class 6), each graded alone with --backend gpu, then
# all of them with the solution in one class batch with the exercise's
# default tiers.  Prints, per submission, the verdict, its causes, the ×CUB
# figure with its interval and flags, and the tier points it earned.
#
#   bash bench/timing-hacks.sh BUILD_DIR [OUT_DIR]
#
# Proof of the timing rules: every hack earns 0 tier points (line 1 of each
# file says how it is caught), the solution earns its tiers.  Exit 1 if not.
set -u
build=${1:?usage: timing-hacks.sh BUILD_DIR [OUT_DIR]}
root=$(cd "$(dirname "$0")/.." && pwd)
out=${2:-$(mktemp -d)}
mkdir -p "$out"
rg=$build/reduce-grade
class=$out/timing-hacks-class
rm -rf "$class"; mkdir -p "$class"
cp "$root"/solutions/15-*/reduce.cu "$class/solution.cu"
for h in "$root"/tests/timing-hacks/*.cu; do cp "$h" "$class/hack-$(basename "$h")"; done
status=0
echo "== single gradings (--backend gpu)"
for f in "$class"/*.cu; do
  id=$(basename "$f" .cu)
  "$rg" --backend gpu 15 "$f" --json "$out/$id.json" >"$out/$id.txt" 2>&1
  rc=$?
  python3 - "$out/$id.json" "$out/$id.txt" "$id" "$rc" <<'PY'
import json, re, sys
path, txt, ident, rc = sys.argv[1:]
try:
    d = json.load(open(path))
except Exception as e:
    print(f'  {ident:32} exit {rc}: no JSON ({e})'); sys.exit(0)
x = d.get('extra_data', {})
t = (x.get('timing') or [{}])[0]
text = open(txt, errors='replace').read()
tiers = re.findall(r'>= ([0-9.]+)x CUB: ([a-z ]+)', text)
why = re.search(r'performance tiers[^:]*: (.*)', text)
print(f"  {ident:32} exit {rc} passed={x.get('passed')} causes={x.get('causes')} "
      f"library={x.get('library')!r}")
print(f"    x CUB {t.get('ratio', 0):.3f} [{t.get('ratio_lo', 0):.3f}, {t.get('ratio_hi', 0):.3f}] "
      f"pairs={t.get('pairs')} us={t.get('us_median', 0):.1f} gbs={t.get('gbs', 0):.0f} "
      f"peak={t.get('peak_gbs', 0):.0f} outside_stream={t.get('outside_stream')} "
      f"unstable={t.get('unstable')} sm_mhz={t.get('sm_mhz_min')}-{t.get('sm_mhz_max')} "
      f"l2_flushed={t.get('l2_flushed')} note={t.get('timing_note')!r}")
print('    tiers:', ', '.join(f'{b}: {s}' for b, s in tiers) or 'none printed',
      '|', why.group(1) if why else '')
for line in text.splitlines():
    if 'timed run' in line and 'wrong' in line:
        print('    ', line.strip()[:300]); break
PY
done
echo "== one class batch (default tiers of 15)"
"$rg" batch 15 "$class" --out "$out/timing-hacks-batch" --backend gpu --case-timeout 30 \
  --time-limit 300 >"$out/timing-hacks-batch.log" 2>&1
echo "   batch exit $?: $(tail -n 1 "$out/timing-hacks-batch.log")"
python3 - "$class" "$out/timing-hacks-batch" <<'PY' || status=1
import json, os, sys
cls, out = sys.argv[1:]
bad = 0
for f in sorted(os.listdir(cls)):
    i = f[:-3]
    try:
        r = json.load(open(os.path.join(out, i, 'results.json')))
    except Exception as e:
        print(f'  {i:32} no results.json ({e})'); bad += 1; continue
    tiers = [t for t in r['tests'] if t['name'].startswith('performance:')]
    got = sum(t.get('score', 0) for t in tiers); mx = sum(t.get('max_score', 0) for t in tiers)
    causes = r.get('extra_data', {}).get('causes', [])
    print(f"  {i:32} tier points {got:g} of {mx:g}; causes {causes}; "
          f"{tiers[0]['output'] if tiers else 'no tier tests'}")
    if i.startswith('hack-') and got > 0:
        print(f'    PROBLEM: {i} earned tier points'); bad += 1
    if i == 'solution' and (got == 0 or mx == 0):
        print('    PROBLEM: the solution earned no tier points'); bad += 1
print('  timing hacks:', 'every hack 0 tier points, the solution its tiers' if not bad
      else f'{bad} PROBLEMS')
sys.exit(1 if bad else 0)
PY
exit $status
