#!/usr/bin/env bash
# compiler-warned.sh — the compiler's warnings of the classes that name a
# mistake (harness/build/compile_warnings.c) reach the report and the JSON,
# as feedback beside the verdict:
#   - tests/kit/warned/10-int-min-identity-flt-max.cu (an int min identity
#     written as FLT_MAX: undefined, and no case sees it) passes, and its
#     report shows the warning at its line, 33; the JSON lists it;
#   - exercise 10's solution shows none;
#   - tests/hostile/warning-flood.cu (a thousand warnings, a type name
#     longer than a line) keeps the report short: at most eight, each cut,
#     and the count of the rest; its read before it is set is shown (a
#     class clang reports only when asked).
#
#   compiler-warned.sh REDUCE_GRADE KIT_ROOT
# Exit 0: all hold; 1: one does not; 77: no backend.
set -u
[ $# -eq 2 ] || { echo "usage: compiler-warned.sh REDUCE_GRADE KIT_ROOT" >&2; exit 99; }
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

# grade NAME EX FILE: the report in $tmp/NAME.txt, the JSON in $tmp/NAME.json;
# the exit code kept in $tmp/NAME.rc.
grade() {
  "$rg" --quick --blocks=32 --json "$tmp/$1.json" "$2" "$3" >"$tmp/$1.txt" 2>&1
  echo $? >"$tmp/$1.rc"
  [ "$(cat "$tmp/$1.rc")" -ne 77 ] || { cat "$tmp/$1.txt"; exit 77; }
}
# warnings NAME: "COUNT LEFT_OUT BACKEND LINE,LINE,..." from the JSON.
warnings() {
  python3 - "$tmp/$1.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))["extra_data"]
w = d["compiler_warnings"]
print(len(w), d["compiler_warnings_left_out"], d["backend"],
      ",".join(str(x["line"]) for x in w) or "-", max([len(x["message"]) for x in w] or [0]))
PY
}

grade warned 10 "$kit/tests/kit/warned/10-int-min-identity-flt-max.cu"
[ "$(cat "$tmp/warned.rc")" -eq 0 ] ||
  { cat "$tmp/warned.txt"; fail "the FLT_MAX identity is a verdict now (a warning is feedback)"; }
grep -q "^the compiler warned" "$tmp/warned.txt" ||
  { cat "$tmp/warned.txt"; fail "the FLT_MAX identity's report shows no warning"; }
grep -qE "^  10-int-min-identity-flt-max\.cu:33: .*(out of range|does not fit)" "$tmp/warned.txt" ||
  { cat "$tmp/warned.txt"; fail "the FLT_MAX identity's warning is not shown at line 33"; }
read -r n left backend lines width <<<"$(warnings warned)"
case ",$lines," in *,33,*) ;; *) fail "the JSON lists no warning at line 33 ($lines)" ;; esac
if [ "$backend" = emulator ]; then
  grep -q "^  10-int-min-identity-flt-max\.cu:33: .*\[-Wliteral-conversion\]$" "$tmp/warned.txt" ||
    { cat "$tmp/warned.txt"; fail "clang's class of the warning is not named"; }
fi
echo "ok: the FLT_MAX identity passes, its line 33 shown as warned ($backend)"

grade solution 10 "$kit/solutions/10-max-min/reduce.cu"
[ "$(cat "$tmp/solution.rc")" -eq 0 ] || { cat "$tmp/solution.txt"; fail "the solution fails"; }
! grep -q "^the compiler warned" "$tmp/solution.txt" ||
  { cat "$tmp/solution.txt"; fail "the solution's report shows a warning"; }
read -r n left backend lines width <<<"$(warnings solution)"
[ "$n" -eq 0 ] && [ "$left" -eq 0 ] || fail "the solution's JSON lists warnings ($n, $left more)"
echo "ok: the solution shows no warning"

grade flood 01 "$kit/tests/hostile/warning-flood.cu"
[ "$(cat "$tmp/flood.rc")" -eq 0 ] || { cat "$tmp/flood.txt"; fail "the flood's kernel fails"; }
shown=$(grep -c "^  warning-flood\.cu:" "$tmp/flood.txt")
[ "$shown" -ge 1 ] && [ "$shown" -le 8 ] ||
  fail "the flood's report shows $shown warnings (want 1 to 8)"
long=$(awk 'length($0) > 200' "$tmp/flood.txt" | grep -c "^  warning-flood")
[ "$long" -eq 0 ] || fail "$long of the flood's warnings are longer than 200 characters"
read -r n left backend lines width <<<"$(warnings flood)"
[ "$n" -le 8 ] && [ "$width" -le 160 ] || fail "the flood's JSON lists $n warnings, $width wide"
if [ "$backend" = emulator ]; then
  # A thousand conversions and one read before it is set (line 37), which
  # clang reports only when the build asks (-Wsometimes-uninitialized).
  [ "$n" -eq 8 ] && [ "$left" -eq 993 ] || fail "the flood's JSON: $n shown, $left more (want 8, 993)"
  grep -q "^  \.\.\. and 993 more$" "$tmp/flood.txt" || fail "the flood's report does not count the rest"
  grep -q "^  warning-flood\.cu:37: .*\[-Wsometimes-uninitialized\]$" "$tmp/flood.txt" ||
    fail "the read before it is set (line 37) is not shown"
fi
echo "ok: a thousand warnings show as $n, $left more counted ($backend)"
