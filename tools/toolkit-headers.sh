#!/usr/bin/env bash
# toolkit-headers.sh — writes harness/build/toolkit_headers.inc on stdout:
# every header of a CUDA toolkit's include folder that compile_errors.c may
# call the emulator's gap when clang cannot find it (the toolkit's own
# names: cuda*, cooperative_groups*, curand*, cublas*, cufft*, cusparse*,
# cusolver*, nvtx*, nvToolsExt*, mma.h, sm_*, crt/; CUB's and Thrust's
# public headers, outside their detail/ folders; libcu++'s public <cuda/X>
# beside <cuda/std/X>, which compile_errors.c lists itself).  Internal
# headers, which the public ones include for themselves, are left out:
# folders named detail, details or nvtxDetail, CUB's dispatch folder, the
# awbarrier and pipeline internals beside their public headers, NVTX's
# payload macros.
#
#   toolkit-headers.sh CUDA_INCLUDE_DIR > harness/build/toolkit_headers.inc
set -eu
inc=$1
cd "$inc"
# CUDA_VERSION 13000 is 13.0
ver=$(awk '$1 == "#define" && $2 == "CUDA_VERSION" { print int($3 / 1000) "." ($3 % 1000) / 10 }' cuda.h)
list=$(mktemp)
trap 'rm -f "$list"' EXIT
{
  find . -maxdepth 1 -type f | sed 's|^\./||' |
    grep -E '^(cuda|cooperative_groups|curand|cublas|cufft|cusparse|cusolver|nvtx|nvToolsExt|mma\.h|sm_)' |
    grep -vE '^cuda_(awbarrier|pipeline)_[^p]'
  find crt cooperative_groups nvtx3 -type f | grep -v -e '/details/' -e '/nvtxDetail/' -e 'Payload[H]elper'
  (cd cccl && find cub thrust -type f | grep -v -e '/detail/' -e '^cub/ag[e]nt/')
  (cd cccl && find cuda -maxdepth 1 -type f | grep -v '/__')
} | LC_ALL=C sort -u >"$list"
n=$(wc -l <"$list")
cat <<HEAD
/* toolkit_headers.inc — the CUDA ${ver:-13} toolkit's headers (${n}) whose absence
 * from the emulator's build is the emulator's gap, not the student's
 * mistake: written by tools/toolkit-headers.sh from the toolkit's include
 * folder.  compile_errors.c (toolkit_header) reads clang's "'X' file not
 * found" against it; a name under a toolkit-like prefix that the toolkit
 * does not have (<cuda_homework.h>, <thrust/done.h>) is the student's
 * compile error on both backends. */
HEAD
awk '{ printf "%s\"%s\",", (NR % 3 == 1 ? "" : " "), $0; if (NR % 3 == 0) printf "\n" } END { if (NR % 3) printf "\n" }' "$list"
