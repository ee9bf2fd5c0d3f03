#!/usr/bin/env bash
# check-predict.sh — predict, then measure, and the heat map, end to end.
#
#   check-predict.sh MODE REDUCE_GRADE KIT_ROOT [PYTHON]
#
# MODE:
#   right-wrong  predictions.txt next to a copy of the 01 solution, one right,
#                one wrong, one blank: each said so, the verdict unchanged
#                (exit 0), the JSON's extra_data carries them
#   malformed    a bad line: "reduce-grade: FILE:LINE: ..." and exit 2
#   missing      --predictions naming no file: exit 2; no file next to the
#                submission: no predictions block, exit 0
#   solutions    every solution has a predictions.txt, and the instructor's
#                answers are right for it (a file of comments only says so)
#   svg          --svg writes well-formed SVG with warps x intervals cells,
#                --verbose adds the table and the terminal map
# Everything runs on the emulator; without clang++ reduce-grade exits 77.
set -u
mode=$1 rg=$2 root=$3 py=${4:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sol01=$root/solutions/01-interleaved/reduce.cu

fail() { echo "FAIL: $*"; exit 1; }
skip_if_77() { if [ "$1" -eq 77 ]; then echo "$2"; exit 77; fi; }

case $mode in
right-wrong)
  cp "$sol01" "$tmp/reduce.cu"
  cat > "$tmp/predictions.txt" <<'EOF'
# one right, one wrong, one not answered
global_requests(n=256, block=256) = 9
divergent_warps(round=5, n=1024, block=1024, tol=2) = 3
barriers(n=256, block=256) =
EOF
  out=$("$rg" --backend emu --sizes 1 --blocks 256 --json "$tmp/r.json" 01 "$tmp/reduce.cu" 2>&1)
  rc=$?
  skip_if_77 $rc "$out"
  echo "$out"
  [ $rc -eq 0 ] || fail "exit $rc, expected 0 (predictions never change the verdict)"
  echo "$out" | grep -qF "global_requests(n=256, block=256): you said 9, measured 9 (±0) — right" \
    || fail "the right prediction is not reported right"
  echo "$out" | grep -qF "divergent_warps(round=5, n=1024, block=1024, tol=2): you said 3, measured 32 (±2) — wrong" \
    || fail "the wrong prediction is not reported wrong"
  echo "$out" | grep -qF "barriers(n=256, block=256): not answered" || fail "blank not 'not answered'"
  echo "$out" | grep -qF "predictions: 1 right, 1 wrong, 1 not answered, 0 not measured here" \
    || fail "wrong count line"
  grep -q '"predictions": *\[' "$tmp/r.json" || fail "no predictions in the JSON"
  grep -q '"status": *"wrong"' "$tmp/r.json" || fail "the JSON lacks the wrong prediction"
  grep -q '"score": *1,' "$tmp/r.json" || fail "the JSON score changed"
  ;;
malformed)
  cp "$sol01" "$tmp/reduce.cu"
  printf '# fine\nglobal_requests(n=256, block=256) = 9\nbarriers(n=256, block=256) = nine\n' \
    > "$tmp/predictions.txt"
  out=$("$rg" --backend emu --sizes 1 --blocks 256 01 "$tmp/reduce.cu" 2>&1)
  rc=$?
  echo "$out"
  [ $rc -eq 2 ] || fail "exit $rc, expected 2"
  echo "$out" | grep -qE "^reduce-grade: .*/predictions.txt:3: the answer 'nine' is not a number" \
    || fail "the diagnostic does not name the file, line 3 and the value"
  ;;
missing)
  cp "$sol01" "$tmp/reduce.cu"
  out=$("$rg" --backend emu --sizes 1 --blocks 256 --predictions "$tmp/none.txt" 01 "$tmp/reduce.cu" 2>&1)
  rc=$?
  echo "$out"
  [ $rc -eq 2 ] || fail "exit $rc for a missing --predictions file, expected 2"
  echo "$out" | grep -qE "^reduce-grade: .*/none.txt: No such file" || fail "the missing file is not named"
  out=$("$rg" --backend emu --sizes 1 --blocks 256 01 "$tmp/reduce.cu" 2>&1)
  rc=$?
  skip_if_77 $rc "$out"
  echo "$out"
  [ $rc -eq 0 ] || fail "exit $rc without a predictions file, expected 0"
  if echo "$out" | grep -qi "predict"; then fail "a predictions block without a file"; fi
  ;;
solutions)
  for dir in "$root"/solutions/[0-9][0-9]-*/; do
    ex=$(basename "$dir")
    [ -f "$dir/predictions.txt" ] || fail "$ex: no predictions.txt"
    out=$("$rg" --backend emu --sizes 1 --blocks 256 "${ex%%-*}" "$dir/reduce.cu" 2>&1)
    rc=$?
    skip_if_77 $rc "$out"
    echo "$out" | sed -n '/^predict, then measure/,$p;/^predictions: .* has no keys/p'
    [ $rc -eq 0 ] || { echo "$out" | tail -20; fail "$ex: exit $rc"; }
    # A file of comments only says so; one with keys gets every emulator key
    # right, and only the GPU's peak_pct keys go unmeasured.
    keys=$(grep -cvE '^[[:space:]]*(#|$)' "$dir/predictions.txt")
    gpu=$(grep -cE '^[[:space:]]*peak_pct' "$dir/predictions.txt")
    if [ "$keys" -gt 0 ]; then
      echo "$out" | grep -qF "predictions: $((keys - gpu)) right, 0 wrong, 0 not answered, $gpu not measured here" \
        || fail "$ex: an instructor's answer is wrong, or was not measured"
    else
      echo "$out" | grep -qF "has no keys" || fail "$ex: a file without keys is not reported so"
    fi
  done
  ;;
svg)
  out=$("$rg" --backend emu --quick --verbose --svg "$tmp/h.svg" 01 "$sol01" 2>&1)
  rc=$?
  skip_if_77 $rc "$out"
  echo "$out"
  [ $rc -eq 0 ] || fail "exit $rc"
  # The profiled case is one block of 1024 threads: 32 warps; its intervals
  # are as many as the figures on the divergence line.
  intervals=$(echo "$out" | sed -n 's/.*divergent warps per barrier interval://p' | wc -w)
  [ "$intervals" -ge 2 ] || fail "no divergence line"
  "$py" - "$tmp/h.svg" $((32 * intervals)) <<'EOF' || fail "the SVG is malformed or has the wrong cell count"
import sys, xml.dom.minidom
doc = xml.dom.minidom.parse(sys.argv[1])
cells = [r for r in doc.getElementsByTagName("rect") if r.getAttribute("class") == "cell"]
print("svg cells:", len(cells), "expected:", sys.argv[2])
sys.exit(0 if len(cells) == int(sys.argv[2]) else 1)
EOF
  rows=$(echo "$out" | grep -cE '^ +[0-9]+ \|[ #+=:.-]{32}\|$')
  [ "$rows" -eq "$intervals" ] || fail "the terminal heat map has $rows rows, expected $intervals"
  echo "$out" | grep -q "fewest active lanes per warp" || fail "--verbose shows no table"
  ;;
*)
  echo "check-predict.sh: unknown mode $mode"; exit 2 ;;
esac
exit 0
