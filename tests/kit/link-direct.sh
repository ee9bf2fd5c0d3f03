#!/usr/bin/env bash
# link-direct.sh — the emulator's build links by running the linker's
# command that clang++ gives (-###), asked for once per cache and kept
# (harness/build/compile_link.c), not the driver.  The linked object must
# be byte for byte the driver's, and a kept command that fails must cost
# time, never a grade or a line of the log.
#
#   link-direct.sh REDUCE_GRADE KIT_ROOT CXX
set -u
rg=$1 kit=$2 cxx=${3:-}
[ -n "$cxx" ] || { echo "no emulator compiler (clang++): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
sol=$kit/solutions/02-sequential-addressing/reduce.cu
# build NAME [ENV...]: the solution compiled into a cache at one path (the
# objects' debug lines name it), kept as NAME.so and NAME.log.
build() {
  local name=$1
  shift
  rm -rf "$tmp/cache/02-emu-"*
  env REDUCE_GRADE_CACHE="$tmp/cache" "$@" "$rg" --backend emu --compile-only --verbose 02 \
    "$sol" >"$tmp/$name.out" 2>&1 || fail "$name: $(tail -3 "$tmp/$name.out")"
  cp "$tmp"/cache/02-emu-*/submission.so "$tmp/$name.so" || fail "$name: no object"
  cp "$tmp"/cache/02-emu-*/compile.log "$tmp/$name.log" 2>/dev/null || : >"$tmp/$name.log"
}

# 1. The driver's link, then the kept command's: the same bytes.
build driver REDUCE_GRADE_LINK_DRIVER=1
grep -q -- "-fuse-ld\|-shared -o" "$tmp/driver.out" || fail "the driver did not link: $(grep compiling "$tmp/driver.out" | tail -1)"
[ -z "$(ls "$tmp"/cache | grep '^link-')" ] || fail "REDUCE_GRADE_LINK_DRIVER=1 still kept a command"
build direct
kept=$(ls "$tmp"/cache/link-emu-*/link.args 2>/dev/null)
[ -n "$kept" ] || fail "no kept link command in the cache: $(ls "$tmp/cache")"
grep -q "^reduce-grade: linking: " "$tmp/direct.out" || fail "the kept command was not run"
grep -q "^reduce-grade: compiling: .*-shared -o" "$tmp/direct.out" && fail "the kept command failed: the driver linked"
for mark in rg-link-out.so rg-link-glue.o rg-link-entry.o; do
  [ "$(tr '\0' '\n' <"$kept" | grep -cx "$mark")" = 1 ] || fail "the kept command lacks $mark"
done
cmp -s "$tmp/driver.so" "$tmp/direct.so" || fail "the linker's own link differs from the driver's"
cmp -s "$tmp/driver.log" "$tmp/direct.log" || fail "the logs differ: $(diff "$tmp/driver.log" "$tmp/direct.log")"
echo "ok    the kept command links the driver's bytes"

# 2. A kept command that fails (a file of it gone): the driver links, the
# log only its.
tr '\0' '\n' <"$kept" | sed 's#^.*crtn\.o$#/nonexistent/crtn.o#' | tr '\n' '\0' >"$tmp/bad"
cp "$tmp/bad" "$kept"
build fallback
grep -q "^reduce-grade: linking: .*/nonexistent/crtn.o" "$tmp/fallback.out" || fail "the damaged command was not tried"
cmp -s "$tmp/driver.so" "$tmp/fallback.so" || fail "after a failed kept command: another object"
cmp -s "$tmp/driver.log" "$tmp/fallback.log" || fail "after a failed kept command, the log: $(diff "$tmp/driver.log" "$tmp/fallback.log")"
echo "ok    a kept command that fails: the driver's object and log"
