#!/usr/bin/env bash
# lookups-cover-wraps.sh — every call the GPU's glue wraps to watch it
# (harness/build/compile_internal.h: the launch, copy and allocation wraps,
# streams and events among them) is also handed out wrapped when a
# submission looks it up by name with dlsym (harness/glue/lookups.cuh): a
# wrap added to one list and not the other would be a way past the watch
# (a stream made through dlsym's cudaStreamCreate was not counted).  Reads
# the source only.
#
#   lookups-cover-wraps.sh KIT_ROOT
set -u
kit=$1
# The three macros' lines: from their #define to the first line without a
# continuation.  (The multi-GPU family's wraps are its NCCL calls and
# waits, which bring nothing to the host; __cudaLaunchKernel and
# __cudaRegisterManagedVar are the compiler's names, never looked up.)
macros() {
  awk '/^#define (RG_LAUNCH_WRAPS|RG_EMU_COPY_WRAPS|RG_GPU_COPY_WRAPS|RG_GPU_ALLOC_WRAPS)/ { on = 1 }
       on { print; if ($0 !~ /\\$/) on = 0 }' "$kit/harness/build/compile_internal.h"
}
wraps=$(macros | grep -o -- '--wrap=[A-Za-z0-9_]*' | sed 's/--wrap=//' |
        grep -v -x -e dlsym -e dlvsym -e '__cudaLaunchKernel' -e '__cudaLaunchKernel_ptsz' \
             -e '__cudaRegisterManagedVar' | sort -u)
[ -n "$wraps" ] || { echo "FAIL: no --wrap= found in compile_internal.h"; exit 1; }
watched=$(grep -o 'RG_WATCHED([A-Za-z0-9_]*)' "$kit/harness/glue/lookups.cuh" | sed 's/RG_WATCHED(\(.*\))/\1/' | sort -u)
missing=$(comm -23 <(echo "$wraps") <(echo "$watched"))
if [ -n "$missing" ]; then
  echo "FAIL: wrapped but handed out unwrapped by dlsym (add them to lookups.cuh):" $missing
  exit 1
fi
echo "ok: $(echo "$wraps" | wc -l) wrapped calls, each handed out wrapped by dlsym"
