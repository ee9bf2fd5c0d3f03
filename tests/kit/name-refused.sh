#!/usr/bin/env bash
# name-refused.sh — a file whose name (or folder's) holds a quote, a
# backslash or a control character (ASCII's, C1's, or a mark that reverses
# the text after it) is refused before it compiles, with one
# line that shows the name safely: the compiler's directives cannot name
# it.  Before, the grader wrote it raw into the `#line` that opens the
# emulator's copy, so a name such as  x"<newline>#line 1 "cuda_fp16.h" ...
# added directives that no check of the text reads (a race passed), a
# correct file named  my "final" reduce.cu  failed to compile, and the
# report printed the name's newlines as lines of its own.
#
#   name-refused.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() { # LABEL NAME SOURCE
  local label=$1 name=$2 src=$3
  mkdir -p "$tmp/$label"
  cp "$src" "$tmp/$label/$name" || { echo "FAIL $label: cannot make the file"; fails=$((fails + 1)); return; }
  "$rg" --sizes 1000 --blocks 256 --json "$tmp/$label.json" 07 "$tmp/$label/$name" >"$tmp/$label.out" 2>&1
  local rc=$?
  if [ $rc -ne 2 ] || ! grep -q "rename it" "$tmp/$label.out"; then
    echo "FAIL $label: exit $rc (want 2 and 'rename it'):"; sed 's/^/    /' "$tmp/$label.out" | head -8
    fails=$((fails + 1)); return
  fi
  if [ "$(wc -l <"$tmp/$label.out")" -ne 1 ] || grep -q $'\033' "$tmp/$label.out" ||
     LC_ALL=C grep -q $'\xe2\x80\xae\\|\xc2\x9b\\|\x9b' "$tmp/$label.out"; then
    echo "FAIL $label: the name reached the output raw:"; cat -A "$tmp/$label.out" | head -5
    fails=$((fails + 1)); return
  fi
  echo "ok   $label: $(cat "$tmp/$label.out")"
}
check injects "$(printf 'x"\n#line 1 "cuda_fp16.h"\n#define Z ".cu')" "$kit/tests/kit/bad/07-file-name-injects-line.cu"
check quoted 'my "final" reduce.cu' "$kit/solutions/07-multi-block/reduce.cu"
check escape "$(printf 'a\033[2Kb.cu')" "$kit/solutions/07-multi-block/reduce.cu"
check backslash 'back\slash.cu' "$kit/solutions/07-multi-block/reduce.cu"
# Controls a terminal acts on past ASCII: a right-to-left override (the rest
# of the line shown reversed: "ok<RLO> DESSAP" reads "ok PASSED"), C1's CSI
# (U+009B, and its raw byte, an 8-bit terminal's escape).
check reversed "$(printf 'ok\xe2\x80\xae DESSAP.cu')" "$kit/solutions/07-multi-block/reduce.cu"
check c1-csi "$(printf 'a\xc2\x9b2Kb.cu')" "$kit/solutions/07-multi-block/reduce.cu"
check raw-csi "$(printf 'a\x9b2Kb.cu')" "$kit/solutions/07-multi-block/reduce.cu"
# A folder's name counts too: the whole path is named in the directives.
mkdir -p "$tmp/dir"
mkdir -p "$tmp/dir/$(printf 'nl\nfolder')"
cp "$kit/solutions/07-multi-block/reduce.cu" "$tmp/dir/$(printf 'nl\nfolder')/reduce.cu"
"$rg" --sizes 1000 --blocks 256 07 "$tmp/dir/$(printf 'nl\nfolder')/reduce.cu" >"$tmp/folder.out" 2>&1
rc=$?
if [ $rc -eq 2 ] && grep -q "rename it" "$tmp/folder.out" && [ "$(wc -l <"$tmp/folder.out")" -eq 1 ]; then
  echo "ok   folder: refused"
else
  echo "FAIL folder: exit $rc"; cat -A "$tmp/folder.out" | head -5; fails=$((fails + 1))
fi
# And a plain name still grades (the refusal is not of every path), as do
# names in UTF-8 and in Latin-1 (a stray byte that is no control).
cp "$kit/solutions/07-multi-block/reduce.cu" "$tmp/plain name (2).cu"
"$rg" --sizes 1000 --blocks 256 07 "$tmp/plain name (2).cu" >"$tmp/plain.out" 2>&1 ||
  { echo "FAIL plain: a name with a space and brackets was not graded"; tail -3 "$tmp/plain.out"; fails=$((fails + 1)); }
for accented in "$(printf 'caf\xc3\xa9.cu')" "$(printf 'caf\xe9.cu')"; do
  cp "$kit/solutions/07-multi-block/reduce.cu" "$tmp/$accented"
  "$rg" --sizes 1000 --blocks 256 07 "$tmp/$accented" >"$tmp/accented.out" 2>&1 ||
    { echo "FAIL accented: $(printf %q "$accented") was not graded"; tail -3 "$tmp/accented.out"; fails=$((fails + 1)); }
done
[ $fails -eq 0 ] && echo "ok: every such name refused, a plain one graded"
exit $((fails > 0))
