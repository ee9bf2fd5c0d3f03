#!/usr/bin/env bash
# single-hostile.sh — single mode (`reduce-grade 07 FILE --json PATH`) against a
# submission that starts a daemon to rewrite the --json file after the grader
# has written it: the file must still be the grader's a while after it exits,
# and no process of the grading may be left; and against includes of files
# that are not the submission's (tests/hostile/include-*.cu), the cache and
# start folder (cache-write.cu) and /dev/shm (devshm-balloon.cu) written, and
# memory past the cap held as shared pages (*-balloon.cu: memfds, System V
# segments, a shared anonymous mapping, a shared mapping of /dev/zero), a
# program of its own run as the emulator's addr2line
# (fake-addr2line-on-path.cu), and kernel objects and processes left
# behind, a key ring read, real-time priority taken, the terminal written,
# a capability kept (the calls of the list `refused` below), and
# keystrokes pushed into the grader's terminal (tiocsti-terminal-inject.cu).
#
#   single-hostile.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
shm=/dev/shm/rg-devshm-balloon-$$
keys() { awk '$NF ~ /^rg-hostile-key:/ || $(NF-1) ~ /^rg-hostile-key:/ { print $1 }' /proc/keys 2>/dev/null; }
ipc_left() { awk 'NR > 1 && ($1 == 1380397648 || $1 == 1380397649) { print FILENAME, $2 }' \
  /proc/sysvipc/msg /proc/sysvipc/sem 2>/dev/null; }
# Should a grading leave them (the checks below fail then): the key of
# user-keyring-leftover.cu invalidated (keyctl 21), the System V objects of
# sysv-*-leftover.cu (keys 0x52473250, 0x52473251) removed.
trap 'rm -rf "$tmp" "$shm"
  for id in $(keys); do python3 -c "import ctypes; ctypes.CDLL(None).syscall(250, 21, $((16#$id)))"; done
  ipcrm -Q 0x52473250 -S 0x52473251 2>/dev/null' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

# One case each where the attack shows on any (as below): --quick's
# matrix cost a CPU second and a half a grading more, and tested nothing more.
cp "$kit/tests/hostile/json-daemon.cu" "$tmp/daemon-$$.cu"
"$rg" --backend emu --quick --sizes=1000 --blocks=256 --json "$tmp/out.json" 07 "$tmp/daemon-$$.cu" >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 1 ] || { cat "$tmp/log"; fail "json-daemon: exit $rc, not 1 (failed)"; }
sleep 2 # the daemon waits for the report, then 0.3 s more
python3 - "$tmp/out.json" <<'PY' || fail "json-daemon: the --json file was rewritten after the grading"
import json, sys
d = json.load(open(sys.argv[1]))
assert 'forged' not in d and d['score'] == 0 and 'tests' in d, d
PY
left=$(ps -eo args= | grep -c "[d]aemon-$$")
[ "$left" -eq 0 ] || { ps -eo pid,ppid,pgid,args | grep "[d]aemon-$$"; fail "json-daemon: $left process(es) outlived the grading"; }
# A compile never shows a file that is neither the submission nor public:
# an include of /etc/passwd (through a macro) or of the kit's solution is
# refused as forbidden-include, and the report quotes neither.
for h in include-passwd include-solution; do
  "$rg" --backend emu --quick 07 "$kit/tests/hostile/$h.cu" >"$tmp/$h.log" 2>&1
  rc=$?
  [ $rc -eq 1 ] || { cat "$tmp/$h.log"; fail "$h: exit $rc, not 1"; }
  grep -q "forbidden-include" "$tmp/$h.log" || { cat "$tmp/$h.log"; fail "$h: no forbidden-include"; }
  if grep -Eq "^root:|<<<blocks_for|sum_partials_kernel" "$tmp/$h.log"; then
    cat "$tmp/$h.log"; fail "$h: the report quotes the included file"
  fi
done
# The shim's own headers come from the kit, never from the folder the
# student grades in: a simt_cuda.h (or simt_module.h, or a precompiled
# header) there was read first by clang's -include and replaced the shim
# and its checks.  Here each is an #error: read, the solution would not
# compile.  With the precompiled shim and with the header as text.
fake=$tmp/fake-shim
mkdir -p "$fake"
for f in simt_cuda.h simt_module.h simt_rt.h simt_rt_more.h simt_glue_counts.h; do echo "#error $f from the student's folder" >"$fake/$f"; done
echo "not a header" >"$fake/simt_cuda.h.gch"
cp "$fake/simt_cuda.h.gch" "$fake/simt_cuda.h.pch"
for pch in "" 1; do
  # a new text each time, so that each compiles (one cache: one glue)
  { cat "$kit/solutions/01-interleaved/reduce.cu"; echo "// fake-shim $$ $pch"; } >"$fake/reduce.cu"
  (cd "$fake" && REDUCE_GRADE_NO_PCH=$pch REDUCE_GRADE_CACHE="$tmp/cache" \
     "$rg" --backend emu --quick --sizes=1000 --blocks=256 01 reduce.cu) >"$tmp/fake$pch.log" 2>&1
  rc=$?
  [ $rc -eq 0 ] || { tail -5 "$tmp/fake$pch.log"; fail "a simt_cuda.h beside the submission (NO_PCH=$pch): exit $rc, not 0"; }
done
# The emulator's address-space reservation cannot be unmapped to pass its
# memory cap (RLIMIT_AS alone did not hold).  The build refuses munmap and
# mmap by name, but the submission reaches them through libc's symbol table
# and does unmap 64 GiB of the arena: RLIMIT_DATA (--memory-limit 1G) is
# what holds it, and the test checks the attack got that far.
"$rg" --backend emu --quick --sizes=1000 --blocks=256 --memory-limit 1G 07 "$kit/tests/hostile/arena-unmap.cu" >"$tmp/arena.log" 2>&1
printed=$(sed -n 's/^what your code printed is in //p' "$tmp/arena.log")
{ [ -n "$printed" ] && grep -q "unmapped 64 GiB of the arena" "$printed"; } ||
  { cat "$tmp/arena.log"; fail "arena-unmap: never unmapped the arena (refused at the build?), nothing tested"; }
if grep -q "escaped the memory cap" "$printed"; then
  cat "$printed"; fail "arena-unmap: more memory than the cap"
fi
# Memory that no cap counts: shared pages, not RLIMIT_DATA's private ones,
# held past --memory-limit in memfds (each bounded by RLIMIT_FSIZE alone, a
# thousand of them by nothing), System V segments and a shared anonymous
# mapping.  Each submission reaches its calls (through libc's table where
# refused by name) and says what it held: the filter refuses all three.  A
# shared mapping of /dev/zero is the same memory with no MAP_ANONYMOUS
# flag: Landlock opens /dev/zero read-only, whose pages are the zero page.
for h in memfd-balloon sysv-shm-balloon shared-anon-balloon devzero-shared-balloon; do
  "$rg" --backend emu --quick --sizes=1000 --blocks=256 --memory-limit 256M 07 \
    "$kit/tests/hostile/$h.cu" >"$tmp/$h.log" 2>&1
  printed=$(sed -n 's/^what your code printed is in //p' "$tmp/$h.log")
  { [ -n "$printed" ] && grep -q "^held " "$printed"; } ||
    { cat "$tmp/$h.log"; fail "$h: never said what it held, nothing tested"; }
  if grep -q "escaped the memory cap" "$printed"; then
    cat "$printed"; fail "$h: memory past the cap held"
  fi
done
# The emulator's tool addr2line (which names a diagnosis's line) is
# found on the PATH the grader started with and run with an environment
# of its own: a submission that wrote a program so named into its folder
# and set PATH to it had its program answer for every diagnosis.
"$rg" --backend emu --sizes=4099 --blocks=256 07 "$kit/tests/hostile/fake-addr2line-on-path.cu" \
  >"$tmp/a2l.log" 2>&1
printed=$(sed -n 's/^what your code printed is in //p' "$tmp/a2l.log")
{ [ -n "$printed" ] && grep -q "^planted: yes" "$printed"; } ||
  { cat "$tmp/a2l.log"; fail "fake-addr2line-on-path: never planted its program, nothing tested"; }
grep -q "race: .* at [^ ]*fake-addr2line-on-path.cu:[0-9]" "$tmp/a2l.log" &&
  ! grep -q "stdio.h:1" "$tmp/a2l.log" ||
  { cat "$tmp/a2l.log"; fail "fake-addr2line-on-path: the submission's program named the race's line"; }
# The graded process may not write the compile cache (a later grading
# trusts what it finds there) nor the folder the grader was started from
# (the kit's tree, the build below it): single mode gives it a folder of
# its own (harness/run/run_child.c).  Its object's name is a sealed copy's
# (/proc/self/fd/N, harness/run/sealed_objects.c): it finds the cache
# beside the grader's program.  The emulator's Landlock holds it; a
# GPU's child has none (README: what single mode protects).
mkdir -p "$tmp/start"
(cd "$tmp/start" && RG_TEST_START_DIR="$tmp/start" "$rg" --backend emu --quick \
   --sizes=1000 --blocks=256 07 "$kit/tests/hostile/cache-write.cu") >"$tmp/cache.log" 2>&1
printed=$(sed -n 's/^what your code printed is in //p' "$tmp/cache.log")
[ -n "$printed" ] && grep -Eq "^(WROTE|REFUSED) $tmp/start/written-by-submission" "$printed" ||
  { cat "$tmp/cache.log" "$printed"; fail "cache-write: never tried the start folder, nothing tested"; }
grep -Eq "^REFUSED .*/rg-cache/(.*/)?written-by-submission" "$printed" && ! grep -q '^WROTE' "$printed" ||
  { cat "$printed"; fail "cache-write: the graded process wrote the cache or the start folder"; }
while read -r _ path; do
  [ ! -e "$path" ] || { rm -f "$path"; fail "cache-write: $path was written"; }
done <"$printed"
# --printed FILE: the graded process writes into a fresh folder of its own
# beside FILE, which the grader moves FILE out of at the end
# (harness/grade/grade_outputs.c), never into FILE's folder, where the
# instructor's other files lie.  The start folder here is FILE's folder.
mkdir -p "$tmp/pr"
RG_TEST_START_DIR="$tmp/pr" "$rg" --backend emu --quick --sizes=1000 --blocks=256 \
  --printed "$tmp/pr/x" 07 "$kit/tests/hostile/cache-write.cu" >"$tmp/pr.log" 2>&1
grep -q "^what your code printed is in $tmp/pr/x\$" "$tmp/pr.log" &&
  grep -Eq "^(WROTE|REFUSED) $tmp/pr/written-by-submission" "$tmp/pr/x" ||
  { cat "$tmp/pr.log" "$tmp/pr/x"; fail "cache-write --printed: never tried the folder of the file, nothing tested"; }
[ ! -e "$tmp/pr/written-by-submission" ] && ! grep -q '^WROTE' "$tmp/pr/x" ||
  { cat "$tmp/pr/x"; fail "cache-write --printed: the graded process wrote beside the --printed file"; }
[ "$(ls -A "$tmp/pr")" = x ] || { ls -la "$tmp/pr"; fail "cache-write --printed: its folder was left beside the file"; }
# /dev/shm is memory no cap counts, and a file written there outlived a
# single grading: the emulator's graded process may write /dev/null of
# /dev, nothing else (run_child.c).  The submission reaches open through
# libc's table (refused by name) and says what it got.
rm -f "$shm"
RG_TEST_DEVSHM_FILE=$shm "$rg" --backend emu --quick --sizes=1000 --blocks=256 07 \
  "$kit/tests/hostile/devshm-balloon.cu" >"$tmp/devshm.log" 2>&1
rc=$?
[ $rc -eq 1 ] || { cat "$tmp/devshm.log"; fail "devshm-balloon: exit $rc, not 1"; }
printed=$(sed -n 's/^what your code printed is in //p' "$tmp/devshm.log")
{ [ -n "$printed" ] && grep -Eq "^(WROTE|REFUSED) $shm" "$printed"; } ||
  { cat "$tmp/devshm.log"; fail "devshm-balloon: never tried /dev/shm, nothing tested"; }
[ ! -e "$shm" ] || fail "devshm-balloon: $shm outlived the grading"
# What outlives the graded process or reaches past it, each through libc's
# syscall (from its table): System V queues and semaphore sets and POSIX
# queues (kernel objects that stayed on the machine), a key added to the
# user's key ring or the inherited ring of the login read (keyctl), real-time
# priority, a device node of the disk and the right to set the clock (as
# root the child kept every capability), a subreaper's orphan, the
# terminal and an abstract socket.  Each says what it got, in a line that
# must match its pattern (_ for a space); nothing may be left.
refused="sysv-msg-leftover:^MSGQ_id=-1_sent=0:_refused sysv-sem-leftover:^SEM_id=-1:_refused
  posix-mq-leftover:^MQ.*refused.*errno_38 user-keyring-leftover:^KEY_id=-1:_refused
  login-keyring-read:^keyring_refused_.errno_38 realtime-self:^realtime_refused,_by_attr_refused,_nice_-20_refused
  subreaper-orphan:orphan_started tty-write:^tty_refused_.errno_13 abstract-socket-collusion:^socket_refused
  mknod-disk-node:^node_refused settime-root:^clock_setting_refused
  sethostname-caps-probe:^hostname_refused_.errno_38)"
for entry in $refused; do
  h=${entry%%:*} want=$(echo "${entry#*:}" | tr _ ' ')
  "$rg" --backend emu --sizes=1000 --blocks=256 07 "$kit/tests/hostile/$h.cu" >"$tmp/$h.log" 2>&1
  printed=$(sed -n 's/^what your code printed is in //p' "$tmp/$h.log")
  { [ -n "$printed" ] && grep -q "$want" "$printed"; } ||
    { cat "$tmp/$h.log" "$printed"; fail "$h: no line '$want' in what it printed"; }
done
# Keystrokes pushed into the grader's terminal (TIOCSTI on descriptors
# 0-2): graded from a terminal of its own where script(1) gives one (the
# test's own descriptors are none), so that a graded process that shared
# the grader's terminal would push; every push must be refused.
h=tiocsti-terminal-inject
if command -v script >/dev/null; then
  script -qec "$rg --backend emu --sizes=1000 --blocks=256 07 $kit/tests/hostile/$h.cu" /dev/null \
    </dev/null 2>&1 | tr -d '\r' >"$tmp/$h.log"
else
  "$rg" --backend emu --sizes=1000 --blocks=256 07 "$kit/tests/hostile/$h.cu" >"$tmp/$h.log" 2>&1
fi
printed=$(sed -n 's/^what your code printed is in //p' "$tmp/$h.log")
{ [ -n "$printed" ] && grep -q '^push to fd 2 refused' "$printed" && ! grep -q ' made ' "$printed"; } ||
  { cat "$tmp/$h.log" "$printed"; fail "$h: a push was made, or none was tried"; }
left=$(ps -eo comm= | grep -c '^rg-orphan-left$')
[ "$left" -eq 0 ] || fail "subreaper-orphan: $left orphan(s) outlived the grading"
[ -z "$(keys)" ] || fail "user-keyring-leftover: a key outlived the grading: $(keys | tr '\n' ' ')"
[ -z "$(ipc_left)" ] || fail "System V objects outlived the gradings: $(ipc_left | tr '\n' ' ')"
echo "single-hostile: ok"
