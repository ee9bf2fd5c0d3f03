#!/usr/bin/env bash
# rt-gap-call-runs.sh — a function of CUDA's runtime API the emulator does
# not model (cudaGetDeviceFlags, cudaLibraryGetKernel & co: the shim declares
# them, include/simt_rt_gap.h) makes a file "not graded" only where a call
# of it runs.  A right solution that calls cudaGetDeviceFlags on a path
# every case runs: exit 77, "NOT GRADED", the report naming the function.
# The same names in a host function nothing calls and in a branch never
# taken: the file builds and is graded (PASSED).  A name of the gap beside
# a compile error of the file's own: the file's compile error (a 0), not the
# emulator's gap (it was while the name was undeclared: the first error
# named the gap, and the whole failure was read as the gap's).  A call that
# runs beside a case failed for a cause of its own: FAILED, a 0.
#
#   rt-gap-call-runs.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
memset='cudaMemsetAsync(d_result, 0, sizeof(T));'
grep -q "$memset" "$sol" || fail "the solution's memset line moved: update this test"
# dave: part 0 asks for the device's flags before its memset.
sed "s|$memset|unsigned flags_ = 0; cudaGetDeviceFlags(\&flags_); $memset|" "$sol" >"$tmp/dave.cu"
# frank: dave's call, and part 1's second pass never launched: a case
# failed for a cause of its own is a 0 beside the call, not a way out.
sed 's|^\( *\)sum_partials_kernel<T><<<1, block>>>.*$|\1(void)d_result;|' "$tmp/dave.cu" >"$tmp/frank.cu"
cmp -s "$tmp/dave.cu" "$tmp/frank.cu" && fail "the solution's second pass moved: update this test"
# erin: a library's kernel and global (cuda_runtime.h's template over the
# pointer's type: float **, no void **) looked up in a function nothing
# calls, and the flags asked for in a branch no case takes.
{ echo '#include <cuda_runtime.h>'
  echo 'static cudaKernel_t unused_lookup(cudaLibrary_t lib, float **g)'
  echo '{ cudaKernel_t k = nullptr; cudaLibraryGetKernel(&k, lib, "sum");'
  echo '  cudaLibraryGetGlobal(g, nullptr, lib, "total"); return k; }'
  sed "s|$memset|if (block == -1) { unsigned f_; cudaGetDeviceFlags(\&f_); } $memset|" "$sol"
} >"$tmp/erin.cu"
# fred: erin's unused lookup, then a line of the file's own that is no C++.
{ sed -n 1,4p "$tmp/erin.cu"; echo 'this_is_not_cuda;'; } >"$tmp/fred.cu"

grade() { "$rg" --backend emu --sizes=1000 --blocks=256 07 "$1" >"$tmp/single" 2>&1; }
grade "$tmp/dave.cu"
rc=$?
[ $rc -eq 77 ] || { tail -8 "$tmp/single"; fail "a call that runs: exit $rc, want 77"; }
grep -q "^result: NOT GRADED" "$tmp/single" || { tail -5 "$tmp/single"; fail "dave: no NOT GRADED line"; }
grep -q "emulator-unsupported: cudaGetDeviceFlags is part of CUDA's runtime API" "$tmp/single" ||
  { tail -8 "$tmp/single"; fail "dave's report does not name cudaGetDeviceFlags"; }
grade "$tmp/frank.cu"
rc=$?
[ $rc -eq 1 ] || { tail -8 "$tmp/single"; fail "a call beside a wrong case: exit $rc, want 1 (failed)"; }
grade "$tmp/erin.cu"
rc=$?
[ $rc -eq 0 ] || { tail -8 "$tmp/single"; fail "names in dead code: exit $rc, want 0 (graded, passed)"; }
grade "$tmp/fred.cu"
rc=$?
[ $rc -eq 1 ] || { tail -8 "$tmp/single"; fail "the file's own compile error: exit $rc, want 1"; }
grep -q "this_is_not_cuda" "$tmp/single" && ! grep -q "emulator-unsupported" "$tmp/single" ||
  { tail -8 "$tmp/single"; fail "fred: not the file's own compile error"; }
echo "ok: a runtime call that runs is not graded (77), beside a wrong case failed (1); names in dead code are graded; a name beside the file's own error is that error"
