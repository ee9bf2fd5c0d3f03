#!/usr/bin/env bash
# ncu-check.sh — the hardware's own divergence and bank-conflict counters for
# the profiled case of 01, 02, 03, 05 and 06 (one block of 1024 threads), to
# set beside the emulator model's figures (reduce-grade --backend emu).
#
#   bash bench/ncu-check.sh BUILD_DIR
set -u
build=${1:?usage: ncu-check.sh BUILD_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
metrics=smsp__thread_inst_executed_per_inst_executed.ratio
metrics=$metrics,smsp__sass_average_branch_targets_threads_uniform.pct
metrics=$metrics,smsp__sass_branch_targets_threads_divergent.sum
metrics=$metrics,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
metrics=$metrics,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
metrics=$metrics,smsp__sass_average_data_bytes_per_sector_mem_global_op_ld.pct
for spec in 01:1024 02:1024 03:2048 05:2048 06:8192; do
  ex=${spec%%:*} n=${spec##*:}
  echo "== $ex (n=$n, block 1024)"
  ncu --target-processes all --metrics "$metrics" \
    "$build/reduce-grade" --backend gpu --sizes "$n" --blocks 1024 "$ex" \
    "$root"/solutions/"$ex"-*/reduce.cu 2>&1 |
    grep -E "reduce_|smsp__|l1tex__|==PROF==.*(ERR|denied)" | grep -v "^==PROF== Connected"
done
