#!/usr/bin/env bash
# single-hostile.sh — single mode (`reduce-grade 07 FILE --json PATH`) against a
# submission that starts a daemon to rewrite the --json file after the grader
# has written it: the file must still be the grader's a while after it exits,
# and no process of the grading may be left.
#
#   single-hostile.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

cp "$kit/tests/hostile/json-daemon.cu" "$tmp/daemon-$$.cu"
"$rg" --backend emu --quick --json "$tmp/out.json" 07 "$tmp/daemon-$$.cu" >"$tmp/log" 2>&1
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
echo "single-hostile: ok"
