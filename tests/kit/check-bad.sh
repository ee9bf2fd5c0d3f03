#!/usr/bin/env bash
# check-bad.sh — run reduce-grade on a bad input and check how it answers.
#
#   check-bad.sh REDUCE_GRADE RC REGEX [--cause C1|C2] -- ARGS...
#
# Passes if reduce-grade ARGS exits RC and its output (stdout and stderr)
# matches the extended REGEX; with --cause, also if one of the causes (tags
# separated by '|') is in the JSON's extra_data.causes.  When reduce-grade
# exits 77 although RC is not 77 (no usable backend), this exits 77 (skip).
set -u
if [ $# -lt 4 ]; then
  echo "usage: check-bad.sh REDUCE_GRADE RC REGEX [--cause C] -- ARGS..." >&2
  exit 99
fi
rg=$1 want_rc=$2 regex=$3
shift 3
cause=""
if [ "$1" = "--cause" ]; then
  cause=$2
  shift 2
fi
[ "$1" = "--" ] && shift

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
json=()
[ -n "$cause" ] && json=(--json "$tmp/result.json")
"$rg" "${json[@]}" "$@" >"$tmp/out" 2>&1
rc=$?
echo "reduce-grade $* -> exit $rc"
cat "$tmp/out"
if [ $rc -eq 77 ] && [ "$want_rc" -ne 77 ]; then
  echo "skip: no usable backend"
  exit 77
fi
if [ $rc -ne "$want_rc" ]; then
  echo "FAIL: exit $rc, expected $want_rc"
  exit 1
fi
if ! grep -Eq -- "$regex" "$tmp/out"; then
  echo "FAIL: the output does not match /$regex/"
  exit 1
fi
if [ -n "$cause" ]; then
  got=$(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))["extra_data"]["causes"]))' \
        "$tmp/result.json") || { echo "FAIL: no JSON result"; exit 1; }
  for c in ${cause//|/ }; do
    case " $got " in *" $c "*) echo "ok: cause $c"; exit 0 ;; esac
  done
  echo "FAIL: causes [$got], expected one of $cause"
  exit 1
fi
echo "ok"
