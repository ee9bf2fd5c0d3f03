#!/usr/bin/env bash
# batch-hostile.sh — one `reduce-grade batch` over a class mixing a solution,
# a mutant, a non-compiling file and every submission under tests/hostile/:
# every output file exists and parses, nothing outside --out changes, each
# report says what happened, a re-run skips everything, and a batch killed
# with kill -9 loses nothing it had finished.
#
#   batch-hostile.sh REDUCE_GRADE MKMUTANT KIT_ROOT
set -u
rg=$1 mk=$2 kit=$3
tmp=$(mktemp -d)
# System V segments of sysv-shm-leftover.cu (keys 0x52470000..3), should a
# batch have left them: not left on the machine by this test either.
shm_left() { awk 'NR > 1 && $1 >= 1380384768 && $1 <= 1380384771 { print $2 }' /proc/sysvipc/shm 2>/dev/null; }
trap 'for id in $(shm_left); do ipcrm -m "$id"; done
  rm -rf "$tmp" /tmp/rg-hostile-x /tmp/rg-hostile-system /tmp/rg-hostile-net' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

subs=$tmp/subs
mkdir -p "$subs/mutant"
cp "$kit/solutions/07-multi-block/reduce.cu" "$subs/solution.cu"
"$mk" "$kit/solutions/07-multi-block/reduce.cu" "$kit/tests/mutants/07-multi-block/missing-second-pass.mutant" \
  "$subs/mutant/reduce.cu" || fail "the mutant does not apply"
cp "$kit/tests/kit/bad/prose.cu" "$subs/broken.cu"
# Every attack on the batch, its sandbox, the class or the grader's files.
# The attacks on one grading's integrity (a host reduction in its many
# forms, the glue's names and macros): two of them stand for the family
# here, and the rest are graded at the end, in a class of their own, on
# one case each (each shows on any size; integrity-07-* grades them alone
# on the quick matrix).
one_grading_only="host-sum-2d host-sum-managed undef-host-sum d2d-host-sum copy-kernel-host-sum
  copy-kernel-managed-sum permuted-host-sum glue-macro-malloc glue-overload-memcpy host-reads-device
  dlsym-host-sum device-var-host-sum device-var-template-host-sum managed-var-host-sum
  kernel-writes-host-heap grader-input-map mprotect-reopen runtime-reopen proc-mem-read
  second-thread backend-test-hides-race device-name-hides-race memory-size-hides-race
  host-clock-hides-race event-time-hides-race clock64-hides-race cycle-counter-hides-race
  stringized-macro-hides-race own-macro-eof-hides-race own-macro-pasted-eof-hides-race
  spliced-eof-hides-race
  arch-macro-hides-race arch-pasted-hides-race
  arch-constant-hides-race arch-initialiser-hides-race glue-run-override device-reset
  device-recursion device-printf-flood exit-zero sigsys-handler"
# Graded only by their integrity-07-* test (check-mutant.sh, line 1): attacks
# on one grading that need nothing of the batch (libc-names passes: its kernel
# is right, its libc names reach nothing).
integrity_only="lfind-callback-host-sum lfind-host-device-comparison atomic-add-subnormal-hides-race clz-of-zero-hides-race ctor-folded-device-store-hides-race
  ctor-device-store-at-load-hides-race ifunc-device-store-hides-race dlsym-stream-create-leak
  leak-spread-over-call-sites mul24-high-bits-hides-race nan-to-int-hides-race nan-bits-hides-race fma-contract-hides-race saturate-nan-hides-race
  shift-clamp-hides-race underscored-strdup-leak uninitialised-int-pattern-hides-race
  uninitialised-local-probe-hides-race vtable-pointer-hides-race close-pipes device-recursion-b memcpy-race device-thread-local libc-names
  device-leak killed-in-log underscored-no-sanitize reply-stall reply-flood heatmap-width
  reply-patch fence-diag-erase timer-signal-host-sum abi-version-macro timestamp-hides-fence
  base-file-hides-fence deviceprop-size-hides-fence has-include-toolkit has-include-macro-name
  has-include-quoted attribute-error-hides-race shim-gap-blinds-checks prop-field-hides-race
  seed-from-argv forged-reply ctor-kill-grader ifunc-resolver-prlimit static-dtor-writes-result
  operator-new-replaced tls-huge bss-huge host-stack-balloon kill-own-group kill-everyone
  sleep-forever stop-self core-dump-leak fsize-zero-self fd-exhaust clone-parent-sibling
  clone-thread-host-sum memcpy3d-host-sum include-dev-stdin include-proc-root include-proc-cwd
  template-recursion json-injection-error long-line-error
  nodebug-hides-race simt-namespace-hides-race section-hides-race renice-grader
  fini-array-writes-result tls-dtor-writes-result ctor-cuda-memory-hog ctor-blocks-signals
  async-default-host-sum pointer-attributes-host-pointer symbol-async-host-sum peer-async-host-sum
  quick-exit-entry throw-through-glue terminate-handler-exit trap-kernel printf-forged-report
  device-printf-forged-report constexpr-endless-loop include-self-endless ptrace-grader
  ctor-exit-zero ctor-kernel-forever longjmp-dead-frame free-grader-buffers set-device-away
  define-cuda-memcpy std-sort-specialised shared-past-limit
  include-cache-entry kernel-writes-host-mmap ctor-throws kernel-assert
  host-global-kernel-copy mapped-pinned-copy-host-sum mapped-pinned-xor-host-sum managed-xor-host-sum
  seccomp-mprotect-noop host-global-atomic-exch-copy host-global-struct-scrambled
  mapped-pinned-reversed-double managed-atomic-exch-host-sum
  managed-var-pair-sums mapped-pinned-partials-host-sum
  digraph-line-hides-race spliced-line-hides-race comment-line-hides-race incbin-under-line
  digraph-spaced-line-hides-race comment-marker-hides-race word-spliced-line-hides-race
  block-comment-line-hides-race incbin-escaped-in-function printf-channel-host-sum
  printf-channel-dup3 printf-channel-close-pipe printf-channel-freopen printf-channel-stdio-buffer
  printf-channel-memstream printf-channel-partials
  graph-copy-host-sum graph-api-blinds-checks graph-capture-host-sum
  atomic-add-host-total bytewise-copy-host-total symbol-copy-direct shared-range-unregistered array-copy-host-sum error-directive-escapes static-assert-newlines line-blames-entry pragma-message-forges-emulator-gap quoted-line-forges-emulator-gap toolkit-like-header-not-found error-raw-controls-gpu-log unicode-space-hides-line self-include-once has-include-emulator-header has-include-next-emulator-header stream-mine-off symbol-address-host-buffer diag-take-by-name diag-take-weak-override
  diag-take-through-grader-table runtime-reopen-through-grader-table past-marks-filled diag-take-from-cuda-call diag-clear-from-cuda-call runtime-reopen-from-cuda-call past-marks-from-cuda-call past-marks-filled-in-case mprotect-libc-output-store
  xor-keyed-argument halved-argument-doubled two-arguments-added split-halves-two-kernels negated-scratch-copy launch-block-size-encodes-total launch-grid-size-encodes-total memset-bytes-total managed-box-host-store mapped-pinned-box-host-store
  total-times-n-divided symbol-struct-keyed-total constant-packed-total pointer-offset-total
  shared-array-host-read dynamic-shared-host-read kernel-calls-host-pointer
  kernel-calls-host-sum-returned
  devtab-entry-hides-overread devtab-asm-hides-overread managed-section-by-hand
  cxa-atexit-writes-result hidden-asm-label-malloc hidden-malloc-binds-glue host-func-callback-sum
  preinit-array-entry tls-ctor-exit-zero terminate-longjmp-back asm-byte-syscall-exit rwx-page-code
  rwx-page-code-by-table auxv-argv-seed auxv-argv-seed-by-table pragma-attribute-hides-race
  optimize-off-hides-race hostfunc-longjmp-across-launch new-handler-exit cleanup-attr-host-sum
  symbol-ref-to-output atexit-spin-after-verdict throw-from-host-callback segv-handler-swallows-read
  printf-return-hides-race device-printf-n-writes-output
  env-fiber-switch-hides-race calloc-replaced aligned-alloc-replaced weak-cuda-malloc-defined cub-from-host
  thrust-from-host symbol-copy-of-input stream-add-callback-sum kernel-scans-host-stack managed-prefetch-host-sum on-exit-writes-result stack-scan-zero-counters
  device-uuid-hides-race ptx-nsmid-hides-race graph-host-node-sum stream-query-hides-race
  event-query-hides-race
  fasync-owner-kills-grader
  aio-read-command-pipe aligned-new-replaced ctor-priority-launch cxx-locale-comma
  dupfd-reply-pipe eh-personality-defined environ-cleared-race fasync-owner-ex-kills-grader
  fesetround-toward-zero fionread-command-pipe glue-state-by-signature mallopt-perturb
  mxcsr-flush-denormals nofile-limit-self nonblock-reply-pipe pidfd-getfd-grader pipe-size-shrink
  proc-fd-reopen-reply process-vm-readv-grader readv-command-pipe sendfile-command-pipe
  tee-command-pipe
  func-shared-size-hides-race func-attributes-untyped-hides-race func-max-dyn-shared-hides-race
  func-shared-exact-hides-race func-launch-bounds-hides-race int80-kill-grader
  embed-passwd computed-include-solution symver-libc-memcpy extern-c-mangled-glue-sort
  neighbour-locals-read device-function-called-from-host kernel-alloca-past-stack
  kernel-reads-host-local thread-index-written kernel-reads-host-heap kernel-reads-host-mmap-block
  kernel-reads-host-vector-data kernel-reads-host-new-array libc-malloc-alias-block
  strdup-block-host-read std-string-block-host-read no-coop-fallback-host-sum
  no-coop-unasked-fallback-wrong kernel-reads-returned-host-frame bss-array-host-read
  host-device-malloc-block-read
  alias-mangled-vector-insert pragma-weak-memcpy redefine-extname-real-memcpy
  constant-p-hides-race pragma-attribute-left-open include-glue-header simt-range-defined
  init-array-section-exit pragma-section-into-kernel-table include-climb-system-folder
  atfork-by-table-hides-race gnu-line-marker-hides-race far-sum-from-job
  rg-emu-define-hides-race atomic-builtins-macro-hides-race runtime-guard-hides-race
  api-version-hides-race iec559-macro-hides-race clang-lock-free-hides-race has-warning-hides-race
  sized-dealloc-feature-hides-race double-math-macro-hides-race implicit-stdio-eof-hides-race
  thread-index-macro-hides-race assert-macro-hides-race register-flag-macro-hides-race
  extern-inlines-debug-build-goal image-size-hides-race dynamic-section-hides-race
  fdividef-huge-hides-race file-macro-hides-race builtin-file-hides-race long-double-hides-race
  long-double-alias-template-hides-race
  freed-output-address-kept uninitialised-scratch-result sampled-key-cache pointer-keyed-cache
  precision-drop-large-n cublas-dot-ones device-arena-scan ctor-reexec-preload event-elapsed-defined
  clock-gettime-frozen zero-result-kernel strided-sample-scaled repeat-n-does-less fixed-point-past-2-16
  aio-notify-thread-host-sum ssignal-fault-skipped-host-sum underscored-sigaction-exit-zero
  sigignore-term-endless syslog-forged-verdict getnameinfo-dns-leak stack-limit-raised
  malloc-pitch-overflow memcpy-count-wraps symbol-offset-wraps malloc-size-wraps
  error-string-out-of-range feenableexcept-traps dynamic-shared-size-wraps
  device-attribute-out-of-range peer-device-out-of-range memcpy2d-pitch-wraps
  symbol-copy-reads-past-end malloc-pitch-width-wraps pinned-size-wraps device-malloc-size-wraps
  own-image-fd-rewrite sparse-log-hole runtime-handles-misused ntp-gettime-hides-race
  timerfd-stopwatch-hides-race stdout-mtime-hides-race
  underscored-gettimeofday-hides-race underscored-mprotect-host-sum
  underscored-system-probe-hides-race xattr-path-probe-hides-race
  printf-specifier-hook libio-stat-mtime-hides-race symbol-copy-host-global
  weak-reference-hides-race errno-at-entry-hides-race fenv-flags-at-entry-hides-race backtrace-in-host-func-hides-race constant-memory-past-64k
  raised-stop-signals exit-codes-like-grader nan-result-written closefrom-grader-pipes stdin-read-in-entry fallocate-errno-hides-race sysv-shm-probe-hides-race
  libc-single-threaded-hides-race loaded-objects-list-hides-race
  kernel-fp-flags-hides-race kernel-params-past-32k host-func-thread-hides-race kernel-reads-host-func-locals
  fd-count-hides-race if-indextoname-socket-hides-race swapoff-capability-hides-race unshare-uts-capability-hides-race
  tgkill-driver-thread-hides-race fanotify-capability-hides-race getpgid-driver-thread-hides-race capset-raise-hides-race fd-scan-hides-race fsetxattr-trusted-capability-hides-race
  sigmask-blocks-fault-host-sum personality-exec-heap-exit runtime-function-address-hides-race error-string-address-hides-race
  func-attribute-of-host-wrapper
  pthread-getattr-proc-probe-hides-race bounds-handler-silenced device-try-catch-in-kernel
  constant-count-written-in-kernel device-typeid-in-kernel
  device-static-from-block-dim kernel-c-ellipsis shared-var-in-host-function
  kernel-static-member kernel-auto-return constant-array-element-written-in-kernel"
# Graded by compile-stall.sh: compiles that stalled, refused in seconds.
stall_only="string-literal-compile-stall stack-array-compile-stall static-table-macro-list
  host-int-array-stack kernel-local-array-huge template-grid-compile-stall
  index-sequence-pack-compile-stall"
# Graded by batch-neighbours.sh: attacks on the gradings beside them.
neighbours_only="cpu-hog uid-squatter"
# Graded by batch-root-no-admin.sh: a batch run as root without CAP_SYS_ADMIN.
root_no_admin_only="root-file-read"
# Graded by batch-class-rows.sh: where a class folder puts them.
class_rows_only="named-like-exercise-file two-files-no-row"
# Graded by batch-class-attacks.sh: what a grading leaves in its work folder.
class_attacks_only="deep-tree-leftover cache-object-rewrite userns-escape
  printed-escapes-after-nul"
# Graded by batch-disk-quota.sh: disk no walk of the work folder finds,
# stopped where the kernel keeps the limit (a tmpfs per work folder).
disk_only="unlinked-files-disk tmpfile-disk mapped-unlinked-disk"
# Graded by single-hostile.sh: what single mode lets the graded process write.
single_only="cache-write devshm-balloon memfd-balloon sysv-shm-balloon shared-anon-balloon
  fake-addr2line-on-path devzero-shared-balloon sysv-msg-leftover sysv-sem-leftover
  posix-mq-leftover user-keyring-leftover login-keyring-read realtime-self subreaper-orphan
  tty-write abstract-socket-collusion mknod-disk-node settime-root sethostname-caps-probe
  tiocsti-terminal-inject"
# Graded by single-process-limit.sh: the graded process's process limit.
single_limits_only="process-bomb-fork process-bomb-thread"
# Graded by compiler-warned.sh: the compiler's warnings the report shows.
warned_only="warning-flood"
# Graded by stray-bytes-refused.sh, which writes the bytes they are named for.
nul_only="nul-byte-hides-backend-test lone-cr-hides-backend-test"
# Graded by hang-beside-wrong.sh: a hang beside a wrong part (the batch's
# own hang is endless-loop's).
hang_only="hang-beside-wrong-part"
for f in "$kit"/tests/hostile/*.cu; do
  h=$(basename "$f" .cu)
  case " $(echo $one_grading_only $integrity_only $stall_only $neighbours_only $root_no_admin_only $class_rows_only $class_attacks_only $disk_only $single_only $single_limits_only $warned_only $nul_only $hang_only) " in *" $h "*) continue ;; esac
  cp "$f" "$subs/hostile-$h.cu"
done
# The solution again, with a CUB include (the emulator builds it against its
# stand-ins for CUB's reductions): graded, and flagged.
{ echo '#include <cub/cub.cuh>'; cat "$subs/solution.cu"; } > "$subs/uses-cub.cu"
# A class folder is the students' to fill (issue 17, class 4): a link to the
# solution and a folder linked to a classmate's are refused, not followed; a
# name that is a class output or an option is graded under a safe id.
ln -s "$subs/solution.cu" "$subs/linked-solution.cu"
ln -s "$subs/mutant" "$subs/linked-folder"
cp "$kit/tests/kit/bad/prose.cu" "$subs/grades.csv.cu"
mkdir "$subs/--help" && cp "$kit/tests/kit/bad/prose.cu" "$subs/--help/reduce.cu"

guard() {
  (cd "$kit" && find README.md solutions exercises harness tests/mutants -type f -print0 |
     sort -z | xargs -0 sha256sum | sha256sum)
  (cd "$subs" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum)
  ls /tmp/rg-hostile-x /tmp/rg-hostile-system /tmp/rg-hostile-net "$kit/solutions/pwned.txt" \
     "$tmp/rg-hostile-x" "$tmp/out/rg-hostile-x" /tmp/rg-batch-*/rg-hostile-x 2>/dev/null
}
before=$(guard)
# --quick, not two sizes as the other batch tests: a part stops after 3
# crashes in a row only when more of its cases are left to start, which two
# sizes (10 cases a part, started two at a time) leave to chance.
# --case-timeout 0.5: the two that never end (endless-loop, fork-bomb) are
# stopped by it in each part, and a case is limited by the time it could
# run (run_protocol.c: waiting for a CPU does not count), so a loaded
# machine does not time the others out: the solution's --quick cases all
# pass at --timeout 0.12 on the 2-core machine.  At 3 the two cost some
# 48 CPU s, at 1 some 8 CPU s each, at 0.5 half that.
run() { "$rg" batch 07 "$@" --quick --backend emu --case-timeout 0.5 --time-limit 120 --disk-limit 256M; }

# A malformed rubric: file:line, exit 2, nothing graded.
printf 'sum_atomic 2\nsum_two_phase lots\n' >"$tmp/bad-rubric"
out=$(run "$subs" --out "$tmp/never" --rubric "$tmp/bad-rubric" 2>&1)
rc=$?
[ $rc -eq 2 ] || fail "malformed rubric: exit $rc, not 2"
echo "$out" | grep -q "reduce-grade: .*bad-rubric:2: " || fail "malformed rubric: no file:line in: $out"
[ ! -e "$tmp/never" ] || fail "malformed rubric: something was graded"

run "$subs" --out "$tmp/out" >"$tmp/log1" 2>&1
rc=$?
cat "$tmp/log1"
[ $rc -eq 0 ] || fail "batch exit $rc"
grep -q '^protection: ' "$tmp/log1" || fail "no protection line"

python3 - "$tmp/out" <<'PY' || fail "output files"
import csv, json, os, sys, xml.etree.ElementTree as ET
out = sys.argv[1]
ids = sorted(d for d in os.listdir(out) if os.path.isdir(os.path.join(out, d)) and not d.startswith('.'))
want = {'solution', 'mutant', 'broken', 'uses-cub', 'linked-solution', 'linked-folder', '_grades.csv',
        '_--help'} | {'hostile-' + h for h in
        ['endless-loop', 'fork-bomb', 'write-outside', 'huge-alloc', 'segfault', 'system-call', 'output-flood',
         'host-sum', 'replayed-result', 'printed-link', 'rewrite-input',
         'kill-grader', 'json-daemon', 'forge-results', 'classmate-write', 'include-passwd',
         'include-solution', 'arena-unmap', 'unseen-race', 'unseen-asm',
         'disk-flood', 'fallocate-burst', 'glue-macro-disarm', 'glue-symbol-disarm', 'wrap-real-memcpy',
         'sysv-shm-leftover', 'mutant-leak']}
assert set(ids) == want, ids
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv')))}
assert set(rows) == want, rows.keys()
ET.parse(os.path.join(out, 'junit.xml'))
rep = {}
for i in ids:
    d = os.path.join(out, i)
    g = json.load(open(os.path.join(d, 'results.json')))
    pl = json.load(open(os.path.join(d, 'prairielearn.json')))
    last = open(os.path.join(d, 'autolab.txt')).read().rstrip('\n').split('\n')[-1]
    assert 'scores' in json.loads(last), i
    assert 0 <= pl['score'] <= 1 and all('max_points' in t for t in pl['tests']), i
    assert abs(float(rows[i]['score']) - g['score']) < 1e-9, i
    rep[i] = open(os.path.join(d, 'report.txt'), errors='replace').read()
    assert os.path.exists(os.path.join(d, '.key')), i
def check(cond, what):
    if not cond:
        print('FAIL:', what); sys.exit(1)
# Full marks of its own grading (batch-class-max.sh: the table's max is what a
# student graded here could earn).
own_max = json.load(open(os.path.join(out, 'solution', 'results.json')))['max_score']
check(rows['solution']['status'] == 'passed' and float(rows['solution']['score']) == own_max, 'solution passes')
check(rows['mutant']['status'] == 'failed' and 0 <= float(rows['mutant']['score']) < float(rows['mutant']['max']), 'mutant fails')
check(rows['broken']['status'] == 'compile-error', 'broken: compile-error')
check(json.load(open(os.path.join(out, 'broken', 'prairielearn.json')))['gradable'] is False, 'broken: gradable false')
check(rows['uses-cub']['status'] == 'passed' and 'uses-cub' in rows['uses-cub']['flags'] and 'integrity' in rep['uses-cub'], 'cub: graded, flagged')
check(re_ok := ('timeout' in rep['hostile-endless-loop'] or 'time limit' in rep['hostile-endless-loop']), 'endless loop: timeout said')
check('SIGSEGV' in rep['hostile-segfault'], 'segfault: SIGSEGV said')
check('in a row crashed' in rep['hostile-segfault'], 'segfault: a part that crashes case after case stopped')
check(rows['hostile-fork-bomb']['status'] in ('failed', 'timeout'), 'fork bomb contained')
check(rows['hostile-disk-flood']['status'] == 'disk-quota' and '256 MiB' in rep['hostile-disk-flood'],
      'disk flood: stopped at the folder quota, the report says so')
# Disk reserved by fallocate is taken at once, faster than the quota's
# walk of the work folder: the call is refused (ENOSYS), nothing held.
burst = os.path.join(out, 'hostile-fallocate-burst', 'printed.txt')
burst = open(burst).read() if os.path.exists(burst) else ''
check('held 0 MiB' in burst and 'past the disk quota' not in burst,
      'fallocate-burst: disk reserved past the quota before it was seen: ' + burst[:200])
check(len(rep['hostile-output-flood']) < 400 * 1024, 'flood: report capped')
# What a submission printed is handed back beside its report, capped, and the
# report names that file, never a path in the grader's cache.
flood = os.path.join(out, 'hostile-output-flood', 'printed.txt')
check(os.path.isfile(flood) and os.path.getsize(flood) < 65 * 1024, 'flood: printed.txt beside the report, capped')
check('flood flood' in open(flood).read() and 'cut at 64 KiB' in open(flood).read(), 'flood: printed.txt says it was cut')
check('what your code printed is in printed.txt' in rep['hostile-output-flood'], 'flood: the report names printed.txt')
for i in ids:
    for line in rep[i].splitlines():
        if line.startswith('what your code printed is in ') and i != 'hostile-printed-link':
            check(line.endswith(' in printed.txt') and os.path.isfile(os.path.join(out, i, 'printed.txt')),
                  i + ': the report names ' + line[29:] + ', not printed.txt beside it')
# The report names the student's file as graded (reduce.cu), not by the
# sandbox's temporary folder, which is gone after the batch.
for i in ids:
    pl = open(os.path.join(out, i, 'prairielearn.json')).read()
    check('/rg-batch-' not in rep[i] and '/rg-batch-' not in pl, i + ': a temporary path in the report')
check(rep['solution'].split('\n')[0].endswith(' reduce.cu'), 'solution: the report names reduce.cu')
# A link left where the output goes is not followed, and the report says so.
link = os.path.join(out, 'hostile-printed-link', 'printed.txt')
check(not os.path.exists(link) or 'root:' not in open(link, errors='replace').read(), 'printed-link: a link was followed')
check('something other than a file' in rep['hostile-printed-link'], 'printed-link: the report says why nothing was handed back')
check('host-reduction' in rep['hostile-host-sum'], 'host sum: host-reduction said')
check('host-reduction' in rep['hostile-glue-macro-disarm'], 'glue-macro-disarm: the glue, compiled apart, never saw its macro')
for h in ['hostile-glue-symbol-disarm', 'hostile-wrap-real-memcpy']:
    check('glue-symbol' in rep[h], h + ': refused before it is linked')
for h in ['hostile-unseen-race', 'hostile-unseen-asm']:
    check(rows[h]['status'] == 'compile-error' and 'instrumentation-off' in rep[h],
          h + ': refused as instrumentation-off')
check('memory-limit' in rep['hostile-huge-alloc'], 'huge alloc: memory-limit said')
check('unstable-result' in rep['hostile-replayed-result'], 'replayed result: unstable-result said')
for h in want - {'solution', 'uses-cub'}:
    check(rows[h]['status'] != 'passed', h + ' does not pass')
# Issue 17: links refused with the reason, safe ids graded, attacks on the
# grader failed (not a machine error), forged results ignored.
for h in ['linked-solution', 'linked-folder']:
    check(rows[h]['status'] == 'failed' and 'symbolic link' in rep[h], h + ': refused, the report says why')
for h in ['_grades.csv', '_--help']:
    check(rows[h]['status'] == 'compile-error', h + ': graded under a safe id')
check('wrong-result' in rep['hostile-rewrite-input'], 'rewrite-input: checked against the grader\'s own input')
check(rows['hostile-kill-grader']['status'] == 'failed' and 'attacked-grader' in rep['hostile-kill-grader'],
      'kill-grader: failed as attacked-grader, not an error')
check(rows['hostile-forge-results']['status'] == 'failed', 'forge-results: its own results.json ignored (status ' + rows['hostile-forge-results']['status'] + ')\n' + rep['hostile-forge-results'][-600:])
# (In the sandbox the solution's relative path leads nowhere: not found.)
for h in ['hostile-include-passwd', 'hostile-include-solution']:
    check(('forbidden-include' in rep[h] or 'not found' in rep[h]) and 'root:x:0' not in rep[h] and
          '<<<blocks_for' not in rep[h], h + ': refused, nothing of the included file in the report')
check('forbidden-include' in rep['hostile-include-passwd'], 'include-passwd: forbidden-include')
arena = os.path.join(out, 'hostile-arena-unmap', 'printed.txt')
check(not os.path.exists(arena) or 'escaped' not in open(arena).read(), 'arena-unmap: held to the memory cap')
# It reaches munmap without naming it: the test is of the memory cap only if
# the arena was unmapped (not refused at the build).
check(os.path.exists(arena) and 'unmapped 64 GiB of the arena' in open(arena).read(),
      'arena-unmap: never unmapped the arena (refused at the build?), nothing tested')
# Nothing of the kit but its public folders: no build folder (meson's
# mutants, the cache), no repository.
leak = os.path.join(out, 'hostile-mutant-leak', 'printed.txt')
seen = [l for l in (open(leak, errors='replace').read().splitlines() if os.path.exists(leak) else [])
        if l in ('SEEN build.ninja', 'SEEN meson-private') or l.startswith(('SEEN objects', '==== LEAKED'))]
check(not seen, 'mutant-leak: the kit\'s private folders are readable: ' + '; '.join(seen[:4]))
for i in ids:
    r = json.load(open(os.path.join(out, i, 'results.json')))
    check(r['extra_data'].get('protection') in ('full', 'namespaces', 'userns', 'landlock'),
          i + ': the protection level is in results.json')
check(open(os.path.join(out, 'protection.txt')).readline().strip() in ('full', 'namespaces', 'userns', 'landlock'),
      'protection.txt names the level')
print('outputs ok:', len(ids), 'students')
PY

after=$(guard)
[ "$before" = "$after" ] || fail "something outside --out changed: $before / $after"
# Nothing of a grading outlives it: System V shared memory goes with the
# grading's IPC namespace (or, without one, with its uid's leftovers).  The
# emulator's graded process may make no segment at all (guard.c: memory no
# cap counts), so there the attempt refused is what is checked; a GPU's
# makes them, and the namespace takes them.
grep -Eq 'written, left|refused' "$tmp/out/hostile-sysv-shm-leftover/printed.txt" ||
  fail "sysv-shm-leftover: neither made nor was refused a segment (its printed.txt: $(head -c 300 "$tmp/out/hostile-sysv-shm-leftover/printed.txt" 2>&1))"
[ -z "$(shm_left)" ] || fail "sysv-shm-leftover: System V segments outlived the batch: $(shm_left | tr '\n' ' ')"
true

# Re-run: everything unchanged, nothing graded.
run "$subs" --out "$tmp/out" >"$tmp/log2" 2>&1 || fail "second run: exit $?"
# Every entry of the class folder, the refused links among them.
n=$(ls -A "$subs" | wc -l)
grep -q "^graded 0, refused 0, skipped $n " "$tmp/log2" || { cat "$tmp/log2"; fail "second run regraded (want $n skipped)"; }

# kill -9 in the middle: what finished stays, the rest is graded on resume.
# Three graded again in name order with one job, the batch killed once the
# second is done: two refused at compile time, then the plain mutant, which
# runs all its cases (about 2 s on the 2-core machine).  Not a third refused
# one, nor an attack that fails at its first case: its compile is cached by
# the first run, and it finished before the kill came (an attack that wrote
# a classmate's file took 0.6 s, and a loaded machine missed it).
rm -rf "$tmp/out/_--help" "$tmp/out/broken" "$tmp/out/mutant"
run "$subs" --out "$tmp/out" --jobs 1 >"$tmp/log3" 2>&1 &
pid=$!
for _ in $(seq 1 3000); do
  [ -e "$tmp/out/broken/.key" ] && break
  sleep 0.02
done
kill -9 $pid
wait $pid 2>/dev/null
[ -e "$tmp/out/broken/.key" ] || fail "killed batch: broken was never finished"
sleep 1
run "$subs" --out "$tmp/out" >"$tmp/log4" 2>&1 || fail "resumed run: exit $?"
cat "$tmp/log4"
grep -q "^broken: unchanged, skipped" "$tmp/log4" || fail "resume regraded a finished student"
grep -Eq "^graded [12], " "$tmp/log4" || fail "resume did not grade the rest"
grep -q '^solution,' "$tmp/out/grades.csv" || fail "resume: solution missing from grades.csv"
[ "$before" = "$(guard)" ] || fail "something outside --out changed during resume"
# The one-grading family in the sandbox: one case each, each its cause.
mkdir -p "$tmp/one"
for h in $one_grading_only; do cp "$kit/tests/hostile/$h.cu" "$tmp/one/$h.cu"; done
"$rg" batch 07 "$tmp/one" --out "$tmp/out-one" --sizes 4099 --backend emu \
  --case-timeout 20 --time-limit 120 --disk-limit 256M >"$tmp/log5" 2>&1 ||
  { rc=$?; cat "$tmp/log5"; fail "the one-grading family's batch: exit $rc"; }
python3 - "$tmp/out-one" $one_grading_only <<'PY' || fail "the one-grading family in the sandbox"
import csv, os, sys
out, names = sys.argv[1], sys.argv[2:]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv')))}
want = {'host-reads-device': 'SIGSEGV', 'glue-macro-malloc': 'SIGSEGV', 'device-var-host-sum': 'cudaMemcpyFromSymbol',
        'device-var-template-host-sum': 'cudaMemcpyFromSymbol',
        'kernel-writes-host-heap': 'in host memory', 'dlsym-host-sum': 'forbidden-call',
        'mprotect-reopen': 'forbidden-call', 'runtime-reopen': 'forbidden-call',
        'second-thread': 'forbidden-call', 'grader-input-map': 'FAILED sum_',
        'proc-mem-read': 'FAILED sum_', 'backend-test-hides-race': 'backend-test',
        'device-name-hides-race': 'FAILED', 'memory-size-hides-race': 'FAILED',
        'host-clock-hides-race': 'reads-clock', 'event-time-hides-race': 'FAILED',
        'clock64-hides-race': 'FAILED', 'cycle-counter-hides-race': 'reads-clock',
        'stringized-macro-hides-race': 'backend-test', 'own-macro-eof-hides-race': 'backend-test',
        'own-macro-pasted-eof-hides-race': 'backend-test', 'spliced-eof-hides-race': 'backend-test',
        'arch-macro-hides-race': 'backend-test',
        'arch-pasted-hides-race': 'backend-test', 'arch-constant-hides-race': 'backend-test',
        'arch-initialiser-hides-race': 'backend-test', 'glue-run-override': 'glue-symbol',
        'device-reset': 'cuda-error', 'device-recursion': 'SIGSEGV',
        'device-printf-flood': 'timeout', 'exit-zero': 'exited with status 0',
        'sigsys-handler': 'forbidden-call'}
bad = []
for h in names:
    rep = open(os.path.join(out, h, 'report.txt'), errors='replace').read()
    cause = want.get(h, 'host-reduction')
    # a timeout is the case's own limit ([timeout] in its report) or, on a
    # loaded machine, the submission's wall-clock limit (status timeout)
    by_limit = cause == 'timeout' and rows.get(h, {}).get('status') == 'timeout' and \
        'wall-clock limit' in rep
    if h not in rows or rows[h]['status'] == 'passed' or (cause not in rep and not by_limit):
        bad.append('%s: %s, no %s' % (h, rows.get(h, {}).get('status'), cause))
if bad:
    print('FAIL:', '; '.join(bad)); sys.exit(1)
print('one-grading family in the sandbox:', len(names), 'submissions, each its cause')
PY
[ "$before" = "$(guard)" ] || fail "something outside --out changed in the family's batch"
echo "batch-hostile: ok"
