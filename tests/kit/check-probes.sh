#!/usr/bin/env bash
# check-probes.sh — every environment probe under tests/mutants/*/probe-*.mutant
# (a submission that asks the machine where it runs: a file, /proc, /dev, a
# socket, a limit, the library a function lives in) is refused at the build
# as forbidden-call, naming the call its line 3 names ("// refused: CALL")
# at the line that ends "// <- probe".  check-mutant.sh sees only the cause
# (compile-error); this sees that the refusal is the probe's and not, say, a
# typo's.
#
#   check-probes.sh REDUCE_GRADE MKMUTANT KIT_ROOT
set -u
rg=$1 mk=$2 kit=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 bad=0
for m in "$kit"/tests/mutants/*/probe-*.mutant; do
  [ -e "$m" ] || continue
  ex=$(basename "$(dirname "$m")")
  name=$(basename "$m" .mutant)
  cu=$tmp/$name.cu
  "$mk" "$kit/solutions/$ex/reduce.cu" "$m" "$cu" || { echo "FAIL: $name: the mutant does not apply"; bad=1; continue; }
  call=$(sed -n 's|^// refused: \([^ ]*\) .*|\1|p' "$cu" | head -n 1)
  line=$(grep -n '// <- probe$' "$cu" | head -n 1 | cut -d: -f1)
  if [ -z "$call" ] || [ -z "$line" ]; then
    echo "FAIL: $name: no '// refused: CALL' line or no line ending '// <- probe'"
    bad=1
    continue
  fi
  out=$("$rg" --compile-only --backend emu "${ex:0:2}" "$cu" 2>&1)
  want="$cu:$line: error: forbidden-call: the submission calls $call, which asks about the machine"
  if printf '%s\n' "$out" | grep -qF -- "$want"; then
    echo "ok: $name refused: $call at line $line"
  else
    echo "FAIL: $name: expected '$want', got:"
    printf '%s\n' "$out" | tail -n 5
    bad=1
  fi
  n=$((n + 1))
done
[ $n -ge 1 ] || { echo "FAIL: no probe found under tests/mutants"; exit 1; }
exit $bad
