#!/usr/bin/env bash
# multi-peer-note.sh — exercise 16's note on sums combined without
# ncclAllReduce counts only copies to the host.  A submission that combines
# the per-device sums with cudaMemcpyPeerAsync and a kernel on device 0
# (tests/mutants/16-multi-gpu/peer-copies-instead-of-allreduce.mutant)
# copies nothing to the host; the note once said "copied to the host 3
# time(s)", counting each peer copy as one, and told the student to stop
# adding on the host.  The host-reduction mutant, which does copy its sums
# back, must still have its copies counted.
#
#   multi-peer-note.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT
# Exit 0: both notes right; 1: not; 77: no backend.
set -u
[ $# -eq 3 ] || { echo "usage: multi-peer-note.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT" >&2; exit 99; }
rg=$1 mk=$2 root=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grade() { # NAME: the note line of mutant NAME of exercise 16, in $tmp/NAME.out
  "$mk" "$root/solutions/16-multi-gpu/reduce.cu" "$root/tests/mutants/16-multi-gpu/$1.mutant" \
    "$tmp/$1.cu" || { echo "FAIL: $1.mutant does not apply" >&2; exit 1; }
  "$rg" --gpus 2 --sizes 1000 --blocks 256 16 "$tmp/$1.cu" >"$tmp/$1.out" 2>&1
  local rc=$?
  [ $rc -ne 77 ] || { cat "$tmp/$1.out"; exit 77; }
  grep -m1 "^  host-reduction:" "$tmp/$1.out" || true
}
fail=0
peer=$(grade peer-copies-instead-of-allreduce) || exit $?
echo "peer copies: $peer"
if ! printf '%s\n' "$peer" | grep -q "copied nothing to the host"; then
  echo "FAIL: the peer copies' note does not say that nothing was copied to the host"
  fail=1
fi
host=$(grade host-reduction) || exit $?
echo "host sums:   $host"
if ! printf '%s\n' "$host" | grep -q "copied to the host [1-9][0-9]* time(s)"; then
  echo "FAIL: the host-reduction note no longer counts the copies to the host"
  fail=1
fi
exit $fail
