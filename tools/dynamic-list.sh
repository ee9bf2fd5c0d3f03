#!/bin/sh
# dynamic-list.sh OUT SRC: the names reduce-grade exports to the submission
# it loads (ld --dynamic-list).  The emulator's runtime lives in the grader;
# a submission may call what the emulator's headers spell (the CUDA API, the
# shim's simt_ calls), the glue linked into it what the glue spells, the
# code the build inserts what the build's sources put in their strings
# (simt_cov_memset, the coverage and bounds callbacks); nothing else.  Every other
# function (simt_diag_take, simt_mem_open, the rg_ harness) stays out of
# the dynamic symbol table, where a submission could look it up by name.
set -eu
out=$1
src=$2
{
  echo '{'
  echo '  cuda*;'
  echo '  __sanitizer_cov_*;'
  # an index past a fixed array's end (-fsanitize=array-bounds: array_bounds.c)
  echo '  __ubsan_handle_out_of_bounds*;'
  # the build's IR pass names these by size and alignment (ir_align.c)
  echo '  simt_cov_*;'
  {
    grep -rohE '\bsimt_[A-Za-z0-9_]+' "$src"/harness/backend/emu/simt/include \
      "$src"/harness/glue
    grep -ohE '"[^"]*simt_[A-Za-z0-9_]+' "$src"/harness/backend/emu/simt/*.c \
      "$src"/harness/build/*.c | grep -oE 'simt_[A-Za-z0-9_]+'
  } | sort -u | sed 's/.*/  &;/'
  echo '};'
} > "$out.tmp"
mv "$out.tmp" "$out"
