#!/usr/bin/env bash
# gpu-check.sh — on a machine with an NVIDIA GPU: build the kit, run its
# tests, grade every solution and mutant on the GPU, and print a short table.
#
#   bash bench/gpu-check.sh [OUT_DIR]
#
# cmocka and jansson may be missing there: .deb files of libcmocka0,
# libcmocka-dev, libjansson4 and libjansson-dev in .deps/ (apt-get
# download) are unpacked into a private prefix and used.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
# Every result file goes straight into OUT_DIR as it is written, so that a
# run stopped by a time limit still leaves what it finished.
out=${1:-$root/build-gpu-out}
mkdir -p "$out"
cd "$root"
export PATH=/usr/local/cuda/bin:$PATH
# .deps/ may also hold clang-14 and its libraries (clang-14 libclang-cpp14
# libllvm14 libclang-common-14-dev libz3-4 llvm-14-linker-tools): then the
# emulator grades beside the GPU on this machine, and the GPU grading runs
# the emulator's checked cases too.
pfx=/tmp/rg-deps
if ls .deps/*.deb >/dev/null 2>&1; then
  for d in .deps/*.deb; do dpkg -x "$d" "$pfx"; done
fi
# Debian's .pc files name /usr literally: every one unpacked is pointed into
# the prefix first (cmocka's and jansson's share a folder, so a library
# found there must already have its own file rewritten).
find "$pfx" -name '*.pc' -exec sed -i "s|^prefix=/usr|prefix=$pfx/usr|; s|-\([IL]\)/usr|-\1$pfx/usr|g" {} + 2>/dev/null
for lib in cmocka jansson; do
  if ! pkg-config --exists $lib 2>/dev/null && [ -n "$(find "$pfx" -name $lib.pc 2>/dev/null)" ]; then
    pc=$(find "$pfx" -name $lib.pc | head -1)
    export PKG_CONFIG_PATH=$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
    export LIBRARY_PATH=$pfx/usr/lib/x86_64-linux-gnu
    export LD_LIBRARY_PATH=$pfx/usr/lib/x86_64-linux-gnu
  fi
done
if ! command -v clang++ >/dev/null && [ -x "$pfx/usr/lib/llvm-14/bin/clang++" ]; then
  export PATH=$pfx/usr/lib/llvm-14/bin:$PATH
  export LD_LIBRARY_PATH=$pfx/usr/lib/llvm-14/lib:$pfx/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi
command -v clang++ >/dev/null && echo "clang++: $(clang++ --version | head -1)" || echo "clang++: none (the emulator cannot run here)"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
build=$root/build-gpu
[ -d "$build" ] || meson setup "$build" >"$out/setup.log" 2>&1 || { cat "$out/setup.log"; exit 1; }
meson compile -C "$build" >"$out/compile.log" 2>&1 || { tail -30 "$out/compile.log"; exit 1; }
rg=$build/reduce-grade
# The "causes" array of a JSON report, on one line.
causes() { tr -d '\n ' <"$1" 2>/dev/null | grep -o '"causes":\[[^]]*\]' | cut -d: -f2; }

step=${RG_STEP:-all}  # all, or any of: test grade loop predict timing timing-hacks tune agreement integrity overflow checked batch multigpu arch hostile gpu-contain (comma-separated)
has() { [ "$step" = all ] || [[ ",$step," == *",$1,"* ]]; }
if has test; then
  meson test -C "$build" --suite kit --print-errorlogs >"$out/meson-test.log" 2>&1
  echo "meson test --suite kit: exit $?"; grep -E "^(Ok|Fail|Skipped|Timeout|Expected Fail|Unexpected Pass):" "$out/meson-test.log"
  # The names of the tests that did not pass, so that a cut-off call still says which.
  grep -E "^ *[0-9]+/[0-9]+ .* (FAIL|TIMEOUT|ERROR) " "$out/meson-test.log"
fi
if has grade; then
  # Every solution and mutant on the GPU: one half of the agreement table.
  RG_JOBS=${RG_JOBS:-6} bash bench/verdicts.sh "$build" gpu | tee "$out/verdicts-gpu.txt"
fi
if has loop; then
  echo "== grading loop, default matrix"; bash bench/grading-loop.sh "$build" --backend gpu
  echo "== grading loop, --quick"; bash bench/grading-loop.sh "$build" --backend gpu --quick
  f=$(mktemp --suffix=.cu); cp solutions/07-*/reduce.cu "$f"; echo "// edited" >>"$f"
  t0=$(date +%s.%N); $rg --backend gpu --full 07 "$f" >"$out/full-07.txt" 2>&1; rc=$?
  echo "== full matrix of 07 after an edit: $(awk "BEGIN{print $(date +%s.%N) - $t0}") s, exit $rc"
  t0=$(date +%s.%N); $rg --backend gpu --full 07 "$f" >/dev/null 2>&1
  echo "== full matrix of 07 again (cached): $(awk "BEGIN{print $(date +%s.%N) - $t0}") s"
fi
if has predict; then
  # Predict, then measure on the GPU: the solutions' own answers files.  On
  # the GPU peak_pct is measured (right or wrong against bench/results.md's
  # figure, ±30%); every emulator key says "measured on the emulator only".
  for d in solutions/0[1-6]-*/; do
    ex=$(basename "$d"); ex=${ex%%-*}
    $rg --backend gpu --quick "$ex" "$d/reduce.cu" >"$out/predict-$ex.txt" 2>&1
    echo "== predictions, solution $ex: exit $?"; sed -n '/^predict, then measure/,/^predictions:/p' "$out/predict-$ex.txt"
  done
fi
if has timing; then
  # The full matrix of 02 and 03 (timing table at 2^28), the progression,
  # and 15 against CUB at every size.
  for ex in 02 03; do
    $rg --backend gpu --full "$ex" solutions/$ex-*/reduce.cu >"$out/full-$ex.txt" 2>&1
    echo "== full matrix, solution $ex: exit $?"; sed -n '/^timing/,/^result/p' "$out/full-$ex.txt"
  done
  (cd "$out" && $rg --backend gpu --compare --rounds 3) >"$out/compare.txt" 2>&1
  cat "$out/compare.txt"
  $rg --backend gpu --compare 15 --sizes 2^20,2^22,2^24,2^26,2^28 --reps 50 --rounds 3 >"$out/compare-15.txt" 2>&1
  cat "$out/compare-15.txt"
fi
if has timing-hacks; then
  # Issue 16 class 7 / issue 17 class 6: submissions that game the timing
  # (tests/timing-hacks/) graded alone and in a class batch: each earns no
  # tier, with its cause; the solution earns its tiers.
  bash bench/timing-hacks.sh "$build" "$out" | tee "$out/timing-hacks.txt"
  echo "== timing-hacks: exit ${PIPESTATUS[0]}"
fi
if has tune; then
  # The candidates behind the solutions, and the read ceiling (bench/tune/tune.cu).
  nvcc -O3 -arch=sm_90 -std=c++17 -o "$out/tune" bench/tune/tune.cu 2>"$out/tune-build.log" &&
    "$out/tune" | tee "$out/tune.txt"
  rm -f "$out/tune"
fi
if has agreement; then
  # Learning goals from CUPTI counters: where CUPTI and ncu are, the naive
  # tree handed in as 02 on the GPU, the goal reports of 01-06, and the
  # emulator/CUPTI/ncu agreement table of every solution.
  echo "== toolkit"; nvcc --version | tail -1; ncu --version 2>&1 | tail -1
  find / -name cupti_range_profiler.h -not -path '*/proc/*' 2>/dev/null | head -3
  # Which build keeps the tree's `if` as a branch: branch-shaped SASS of the
  # naive tree under each set of flags (the harness counts divergence in
  # the -G one, compile_command.c).  BSSY/BSYNC bracket a branch that may diverge.
  echo "== SASS of 01 handed in as 02: branch instructions per build"
  for flags in "-O3" "-Xptxas -O0" "-G"; do
    tag=$(echo "$flags" | tr -d ' -')
    # shellcheck disable=SC2086  # the flags are words
    nvcc -arch=sm_90 -cubin $flags -o "$out/tree-$tag.cubin" tests/kit/goals/01-as-02.cu \
      2>>"$out/sass.log" && cuobjdump -sass "$out/tree-$tag.cubin" >"$out/sass-$tag.txt" 2>>"$out/sass.log"
    printf '%-12s BRA %s  predicated BRA %s  BSSY %s  WARPSYNC %s\n' "$flags" \
      "$(grep -c ' BRA ' "$out/sass-$tag.txt" 2>/dev/null)" \
      "$(grep -cE '@!?U?P[0-9T]+ +BRA ' "$out/sass-$tag.txt" 2>/dev/null)" \
      "$(grep -c 'BSSY' "$out/sass-$tag.txt" 2>/dev/null)" \
      "$(grep -c 'WARPSYNC' "$out/sass-$tag.txt" 2>/dev/null)"
  done
  echo "== 01 handed in as 02, GPU"
  bash tests/kit/check-goal.sh "$rg" 02 tests/kit/goals/01-as-02.cu gpu >"$out/goal-01-as-02.txt" 2>&1
  echo "check-goal exit $? (0: the goal is NOT MET and every case passed)"
  sed -n '/^divergence/,$p' "$out/goal-01-as-02.txt"
  for ex in ${RG_GOALS-01 02 03 04 05 06}; do
    $rg --backend gpu --quick "$ex" solutions/$ex-*/reduce.cu >"$out/goals-$ex.txt" 2>&1
    echo "== solution $ex, GPU: exit $?"; sed -n '/^divergence/,/^result/p' "$out/goals-$ex.txt"
  done
  ls "$build"/rg-cache/cupti-*.log 2>/dev/null | head -1 | xargs -r tail -20
  RG_AGREE=${RG_AGREE:-} bash bench/agreement.sh "$build" "$out/agreement"
fi
if has integrity; then
  # Host reductions on the GPU: the launch count and the copy watch.  Every
  # total-family solution passes with its launches counted; the hostile
  # host sums fail as host-reduction.
  for ex in 07 08 09 12 13 14 15; do
    $rg --backend gpu --quick --json "$out/launch-$ex.json" "$ex" solutions/$ex-*/reduce.cu \
      >"$out/launch-$ex.txt" 2>&1
    echo "== solution $ex: exit $?, launches counted: $(tr -d ' \n' <"$out/launch-$ex.json" |
      grep -o '"launches_counted":[a-z]*' | cut -d: -f2)"
  done
  for h in host-sum host-sum-2d host-sum-managed replayed-result; do
    $rg --backend gpu --quick --json "$out/hostile-$h.json" 07 tests/hostile/$h.cu \
      >"$out/hostile-$h.txt" 2>&1
    echo "== hostile $h: exit $?, causes $(causes "$out/hostile-$h.json")"
    grep -m1 -E "launched no kernel|copied to host|kept in a static" "$out/hostile-$h.txt"
  done
fi
if has overflow; then
  # 07's default GPU matrix sums past 2^31 elements (a far input the device
  # builds): the solution passes, the int-index mutant fails, and each takes
  # seconds, not the 80 s of the old host-made input.
  "$build/mkmutant" solutions/07-*/reduce.cu tests/mutants/07-*/int-index-overflow.mutant \
    "$out/int-index-overflow.cu" >/dev/null
  for f in solutions/07-*/reduce.cu "$out/int-index-overflow.cu"; do
    t0=$(date +%s.%N)
    $rg --backend gpu --json "$out/overflow.json" 07 "$f" >"$out/overflow.txt" 2>&1; rc=$?
    echo "== 07 default matrix, $(basename "$f"): exit $rc, $(awk "BEGIN{print $(date +%s.%N) - $t0}") s," \
         "causes $(causes "$out/overflow.json")"
    grep -E "2147483648|2164260871|FAILED .*far|reduce-grade:" "$out/overflow.txt" | head -4
    grep -E "^result" "$out/overflow.txt"
  done
fi
if has checked; then
  # The emulator's checked run beside a GPU grading (harness/run/checked.h):
  # mutants whose bug a GPU does not see (a right sum by luck) or sees only
  # by its effect must now be rejected on the GPU with the emulator's cause
  # and line ("checks: N small cases also run on the emulator" in the
  # report; a clang++ must be on PATH).  grid-sync-plain-launch must take
  # seconds (its part is not run on the GPU), not the 80 s of a hang.
  # Then the default-matrix time of 02 and 14 with and without the checks
  # (REDUCE_GRADE_CXX=none: no clang++, no checked run).
  for m in 04-unrolled-last-warp/warp-sync-no-volatile 02-sequential-addressing/syncthreads-in-if \
           02-sequential-addressing/shared-index-past-array 05-warp-shuffle/idle-lanes-return-early \
           14-softmax/syncthreads-in-branch 08-cooperative-groups/grid-sync-plain-launch \
           01-interleaved/no-zero-padding 03-first-add-during-load/missing-syncthreads-after-load \
           11-argmax/index-in-float; do
    ex=${m%%/*}
    "$build/mkmutant" solutions/$ex/reduce.cu tests/mutants/$m.mutant "$out/checked.cu" >/dev/null
    want=$(head -n 1 "$out/checked.cu" | sed -n 's/.*gpu=\([a-z-]*\).*/\1/p')
    t0=$(date +%s.%N)
    $rg --backend gpu --quick --json "$out/checked.json" "${ex:0:2}" "$out/checked.cu" \
      >"$out/checked.txt" 2>&1; rc=$?
    echo "== $m: exit $rc, $(awk "BEGIN{print $(date +%s.%N) - $t0}") s, want $want," \
         "causes $(causes "$out/checked.json")"
    grep -E "^checks:|FAILED .*far|checked run \[|^  (race|barrier-divergence|out-of-bounds|uninitialised-shared|shuffle-mask):|not run on the GPU" \
      "$out/checked.txt" | head -4
  done
  for ex in 02 14; do
    for cxx in none ""; do
      t0=$(date +%s.%N)
      REDUCE_GRADE_CXX=$cxx $rg --backend gpu $ex solutions/$ex-*/reduce.cu >"$out/checked.txt" 2>&1; rc=$?
      echo "== $ex solution, default matrix, REDUCE_GRADE_CXX='$cxx': exit $rc," \
           "$(awk "BEGIN{print $(date +%s.%N) - $t0}") s; $(grep -E '^checks:' "$out/checked.txt" | cut -c1-90)"
    done
  done
fi
if has batch; then
  # Issue 6's target: 100 submissions of one exercise in 10 minutes on one GPU.
  # RG_BATCH_SPEED=0 leaves it out; RG_BATCH_CLASSES (default: every
  # exercise) names the exercises whose class batch below runs, "" none.
  if [ "${RG_BATCH_SPEED:-1}" != 0 ]; then
    bash bench/batch-speed.sh "$build" 07 --backend gpu --case-timeout 30 --time-limit 300 |
      tee "$out/batch-speed-gpu.txt"
  fi
  # Every exercise: its solution and known-wrong kernels (07: and the hostile
  # submissions) graded by one batch each on the GPU; every file must exist.
  for sol in solutions/*/reduce.cu; do
    exdir=$(basename "$(dirname "$sol")")
    [[ " ${RG_BATCH_CLASSES-${exdir%%-*}} " == *" ${exdir%%-*} "* ]] || continue
    exdir=$(basename "$(dirname "$sol")"); ex=${exdir%%-*}
    class=$out/class-$ex; mkdir -p "$class"
    cp "$sol" "$class/solution.cu"
    for m in tests/mutants/$exdir/*; do
      case $m in
        *.cu) cp "$m" "$class/mutant-$(basename "$m")" ;;
        *.mutant) "$build/mkmutant" "$sol" "$m" "$class/mutant-$(basename "$m" .mutant).cu" >/dev/null ;;
      esac
    done
    if [ "$ex" = 07 ]; then
      for h in tests/hostile/*.cu; do cp "$h" "$class/hostile-$(basename "$h")"; done
    fi
    $rg batch "$ex" "$class" --out "$out/batch-$ex" --backend gpu --case-timeout 30 \
      --time-limit 300 >"$out/batch-$ex.log" 2>&1
    echo "== batch $ex: exit $?, $(tail -n 1 "$out/batch-$ex.log")"
    python3 - "$class" "$out/batch-$ex" <<'PY'
import csv, json, os, sys
cls, out = sys.argv[1:]
ids = sorted(f[:-3] for f in os.listdir(cls) if f.endswith('.cu'))
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv')))}
bad = []
for i in ids:
    d = os.path.join(out, i)
    for f in ('results.json', 'prairielearn.json', 'autolab.txt', 'report.txt', '.key'):
        if not os.path.isfile(os.path.join(d, f)):
            bad.append(f'{i}/{f} missing')
    if i not in rows:
        bad.append(f'{i} not in grades.csv')
        continue
    causes = json.load(open(os.path.join(d, 'results.json')))['extra_data'].get('causes', [])
    want = {'solution': 'passed'}.get(i, 'not passed')
    # A mutant whose line 1 asks for options (args=, e.g. --full) may pass here.
    first = open(os.path.join(cls, i + '.cu'), errors='replace').readline()
    if i.startswith('mutant-') and 'args=' in first:
        want = 'either'
    if want != 'either' and (rows[i]['status'] == 'passed') != (want == 'passed'):
        bad.append(f"{i}: status {rows[i]['status']}, expected {want}")
    expect = {'hostile-host-sum': 'host-reduction', 'hostile-host-sum-2d': 'host-reduction',
              'hostile-host-sum-managed': 'host-reduction',
              'hostile-replayed-result': 'unstable-result'}
    if i in expect and expect[i] not in causes:
        bad.append(f'{i}: causes {causes}, expected {expect[i]}')
    tiers = [t for t in json.load(open(os.path.join(d, 'results.json')))['tests']
             if t['name'].startswith('performance:')]
    if i == 'solution' and (not tiers or any('not measured' in t['output'] for t in tiers)):
        bad.append('solution: performance tiers not measured on the GPU')
print('   ', len(ids), 'students,', 'all files present' if not bad else 'PROBLEMS:')
for b in bad:
    print('    -', b)
PY
  done
fi
if has arch; then
  # Builds for older GPUs run here through their PTX (JIT-compiled on this
  # GPU): every solution and mutant graded with --arch sm_75 and --arch sm_80
  # must get the verdicts of the default build (the GPU's own architecture).
  cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)
  echo "== arch: this GPU is sm_$cc"
  # RG_ARCHS picks the builds (a call too short for all three runs some;
  # the tables can be compared afterwards the same way).
  archs=${RG_ARCHS:-native sm_75 sm_80}
  for a in $archs; do
    opts=(); [ $a = native ] || opts=(--arch $a)
    t0=$(date +%s)
    RG_JOBS=${RG_JOBS:-6} bash bench/verdicts.sh "$build" gpu ${opts[@]+"${opts[@]}"} \
      >"$out/verdicts-arch-$a.txt"
    echo "   $a: $(wc -l <"$out/verdicts-arch-$a.txt") gradings in $(( $(date +%s) - t0 )) s"
  done
  for a in $archs; do
    [ $a != native ] && [ -f "$out/verdicts-arch-native.txt" ] || continue
    # columns: file, expected cause, exit code, causes reported
    differ=$(paste -d'|' "$out/verdicts-arch-native.txt" "$out/verdicts-arch-$a.txt" |
             awk -F'|' '{ split($1, n, / +/); split($2, m, / +/);
                          if (n[1] != m[1] || n[3] != m[3] || n[4] != m[4]) print "    " $1 "  <->  " $2 }')
    echo "   $a agrees with the native build on $(( $(wc -l <"$out/verdicts-arch-native.txt") - $(printf '%s' "$differ" | grep -c .) )) of $(wc -l <"$out/verdicts-arch-native.txt") gradings"
    [ -z "$differ" ] || printf '%s\n' "$differ"
  done
  # A build this GPU cannot run: one line, before anything is compiled or run.
  newer=sm_100; [ "${cc:-0}" -ge 100 ] && newer=sm_120
  t0=$(date +%s.%N)
  $rg --backend gpu --arch $newer --quick 02 solutions/02-*/reduce.cu >"$out/arch-mismatch.txt" 2>&1
  rc=$?
  echo "== arch: --arch $newer on sm_$cc: exit $rc (2 expected), $(wc -l <"$out/arch-mismatch.txt") line(s), $(awk "BEGIN{print $(date +%s.%N) - $t0}") s:"
  cat "$out/arch-mismatch.txt"
fi
if has hostile; then
  # Issue 17: every hostile submission (tests/hostile/) graded alone on the
  # GPU, --quick, 07; its line 1 names the cause the GPU must give (gpu=;
  # "not-yet": a class not closed on the GPU, listed and not run).
  ok=0 bad=0
  for h in tests/hostile/*.cu; do
    want=$(head -n 1 "$h" | sed -n 's/.*gpu=\([a-z|-]*\).*/\1/p')
    [ -n "$want" ] || continue
    [[ $(basename "$h") =~ ${RG_ONLY:-.} ]] || continue # RG_ONLY: a regex, as in verdicts.sh
    # Not run: a class still open on the GPU may harm the machine (kill-grader,
    # before the GPU child had its seccomp filter, took the whole call down);
    # each grading runs under setsid(1), apart from this script, for the same reason.
    [ "$want" = not-yet ] && { printf '   %-22s want %-16s not run\n' "$(basename "$h" .cu)" "$want"; continue; }
    setsid -w $rg --backend gpu --quick --timeout 20 --json "$out/h.json" 07 "$h" >"$out/h-$(basename "$h" .cu).txt" 2>&1
    rc=$? got=$(causes "$out/h.json"); rm -f "$out/h.json"
    verdict=MISMATCH
    for w in ${want//|/ }; do
      { [ "$w" = pass ] && [ $rc -eq 0 ]; } || [[ "$got" == *"\"$w\""* ]] && verdict=ok
    done
    [ $verdict = ok ] && ok=$((ok + 1)); [ $verdict = MISMATCH ] && bad=$((bad + 1))
    printf '   %-22s want %-16s exit %-3s %-10s %s\n' "$(basename "$h" .cu)" "$want" "$rc" "$verdict" "$got"
  done
  echo "== hostile on the GPU: $ok as expected, $bad not"
fi
if has gpu-contain; then
  # Issue 17, classes 7 and 9: the GPU's graded child as contained as the
  # emulator's.  Its Landlock rules (harness/run/gpu_confine.c) are on only
  # with REDUCE_GRADE_GPU_LANDLOCK=1 until this step shows them harmless:
  # (a) every solution graded --quick with the switch must exit 0 (one that
  # does not is graded again without it, to tell the rules from the rest);
  # (b) the attacks on the graded process's containment, graded with the
  # switch and without: the verdict (its causes against line 1's emu=) and
  # whether what it printed shows the call refused (the pattern after the
  # colon, _ for a space, as in tests/kit/single-hostile.sh).  Expected
  # where they differ from the emulator: devshm-balloon (/dev/shm is the
  # driver's, writable) and abstract-socket-collusion (a GPU's child may
  # open a unix socket); tty-write and devzero-shared-balloon only with
  # the switch.  Nothing may be left on the machine.
  bad=0
  for sol in solutions/*/reduce.cu; do
    exdir=$(basename "$(dirname "$sol")"); ex=${exdir%%-*}
    REDUCE_GRADE_GPU_LANDLOCK=1 setsid -w $rg --backend gpu --quick "$ex" "$sol" \
      >"$out/contain-$ex.txt" 2>&1
    rc=$?
    printf '   solution %s, Landlock on: exit %s\n' "$ex" "$rc"
    [ $rc -eq 0 ] && continue
    bad=$((bad + 1))
    grep -m3 -E "reduce-grade:|cuda[A-Za-z]*Error|FAILED" "$out/contain-$ex.txt" | sed 's/^/      /'
    setsid -w $rg --backend gpu --quick "$ex" "$sol" >"$out/contain-$ex-off.txt" 2>&1
    echo "      without the switch: exit $?"
  done
  echo "== gpu-contain: $bad solution(s) not passed under the GPU's Landlock rules"
  shm=/dev/shm/rg-devshm-balloon-$$
  contained="sysv-msg-leftover:^MSGQ_id=-1_sent=0:_refused sysv-sem-leftover:^SEM_id=-1:_refused
    posix-mq-leftover:^MQ.*refused.*errno_38 user-keyring-leftover:^KEY_id=-1:_refused
    login-keyring-read:^keyring_refused_.errno_38 fallocate-burst:^held_0_MiB
    realtime-self:^realtime_refused,_by_attr_refused,_nice_-20_refused
    settime-root:^clock_setting_refused mknod-disk-node:^node_refused
    tty-write:^tty_refused_.errno_13 devzero-shared-balloon:^devzero_read-only
    devshm-balloon:^REFUSED abstract-socket-collusion:^socket_refused
    subreaper-orphan:orphan_started"
  printf '   %-26s %-18s | %-34s | %s\n' attack "want (emu)" "without the switch" "REDUCE_GRADE_GPU_LANDLOCK=1"
  for entry in $contained; do
    h=${entry%%:*} pat=$(echo "${entry#*:}" | tr _ ' ')
    f=tests/hostile/$h.cu
    want=$(head -n 1 "$f" | sed -n 's/.* emu=\([a-z|-]*\).*/\1/p')
    read -r -a args <<<"$(head -n 1 "$f" | sed -n 's/.* args=\([^ ]*\).*/\1/p' | tr , ' ')"
    row=""
    for ll in 0 1; do
      rm -f "$shm"
      REDUCE_GRADE_GPU_LANDLOCK=$ll RG_TEST_DEVSHM_FILE=$shm setsid -w $rg --backend gpu \
        --timeout 20 --json "$out/c.json" ${args[@]+"${args[@]}"} 07 "$f" \
        >"$out/contain-$h-$ll.txt" 2>&1
      rc=$? got=$(causes "$out/c.json"); rm -f "$out/c.json" "$shm"
      verdict=MISMATCH
      for w in ${want//|/ }; do [[ "$got" == *"\"$w\""* ]] && verdict=ok; done
      printed=$(sed -n 's/^what your code printed is in //p' "$out/contain-$h-$ll.txt")
      held=open; [ -n "$printed" ] && grep -q "$pat" "$printed" 2>/dev/null && held=contained
      row="$row$(printf '%-3s %-8s %-9s %-12s' "$rc" "$verdict" "$held" "$got") | "
    done
    printf '   %-26s %-18s | %s\n' "$h" "$want" "${row% | }"
  done
  left=$(ps -eo comm= | grep -c '^rg-orphan-left$')
  ipc=$(awk 'NR > 1 && ($1 == 1380397648 || $1 == 1380397649)' /proc/sysvipc/msg /proc/sysvipc/sem 2>/dev/null | wc -l)
  keys=$(grep -c 'rg-hostile-key:' /proc/keys 2>/dev/null)
  echo "== gpu-contain: left on the machine: $left orphan(s), $ipc System V object(s), ${keys:-0} key(s)"
  ipcrm -Q 0x52473250 -S 0x52473251 2>/dev/null
fi
if has multigpu; then
  # Exercise 16 on every GPU (2+): solution, mutants, scaling table, skips.
  bash bench/multi-gpu.sh "$build" "$out" 2>&1 | tee "$out/multi-gpu.txt"
  echo "== multi-gpu: exit ${PIPESTATUS[0]}"
fi
