#!/usr/bin/env bash
# agreement.sh — on a GPU machine: for every solution, the emulator's model
# against CUPTI's counters on the same case, and CUPTI against Nsight Compute.
#
#   bash bench/agreement.sh BUILD_DIR [OUT_DIR]     (RG_AGREE="01 02": only those)
#
# One case per solution: n=16384 at block 1024 (block 256 where 1024 is not
# supported), int data, run with --profile on each backend.  Figures and
# tolerances (stated before measuring, from how the two count):
#   SIMT efficiency, % of 32 lanes: within 15 points.  The emulator weighs
#     each basic block a warp runs, CUPTI each instruction, and nvcc adds
#     instructions (address arithmetic, predicated tails) the model never sees.
#   bank conflicts, extra shared wavefronts: within max(8, 10% of the larger).
#     Both count wavefronts past the first per warp request; the emulator
#     assumes 32 banks of 4 bytes and no broadcast cost, as the GPU does.
#   global load efficiency, % of fetched bytes used: within 10 points.  All
#     three are the input's bytes (n x 4) over the bytes global loads fetched
#     (32 per load sector); a kernel that reads its input k times shows 100/k.
# Then ncu --metrics on the same kernel and case (first kernel only, so a
# solution whose case launches more than one kernel is marked n/a there);
# CUPTI and ncu read the same counters: within 1% (0.5 points for %).
set -u
build=${1:?usage: agreement.sh BUILD_DIR [OUT_DIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
root=$(cd "$(dirname "$0")/.." && pwd)
rg=$build/reduce-grade
n=16384

# The first number after a pattern on the first line matching it, or "-".
num() { # FILE REGEX-BEFORE-NUMBER
  local v
  v=$(grep -m1 -oE "$2[0-9.]+" "$1" 2>/dev/null | grep -oE '[0-9.]+$')
  echo "${v:--}"
}
# PASS/FAIL of |a-b| <= tol, or n/a when either is missing.
within() { # A B TOL
  if [ "$1" = - ] || [ "$2" = - ]; then echo n/a; return; fi
  awk -v a="$1" -v b="$2" -v t="$3" 'BEGIN { d = a - b; if (d < 0) d = -d;
    print (d <= t + 1e-9) ? "PASS" : "FAIL" }'
}
# The lines of a report's first "divergence and memory" section.
first_section() { # FILE
  awk '/^divergence and memory/ { on = 1 } on && /^$/ { exit } on' "$1" 2>/dev/null
}
bank_tol() { # A B
  if [ "$1" = - ] || [ "$2" = - ]; then echo 0; return; fi
  awk -v a="$1" -v b="$2" 'BEGIN { m = a > b ? a : b; t = 0.1 * m; print (t > 8 ? t : 8) }'
}

metrics=smsp__inst_executed.sum,smsp__thread_inst_executed.sum,smsp__sass_branch_targets_threads_divergent.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__sass_data_bytes_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null || true)

printf '%-28s %-6s | %-22s | %-24s | %-22s | %s\n' solution block \
  "SIMT % emu/gpu (15)" "bank confl emu/gpu" "load eff % emu/gpu (10)" "ncu vs CUPTI"
fails=0
for sol in "$root"/solutions/*/reduce.cu; do
  ex=$(basename "$(dirname "$sol")")
  num_ex=${ex%%-*}
  # RG_AGREE="01 02" limits the table to those exercises.
  [ -z "${RG_AGREE:-}" ] || [[ " $RG_AGREE " == *" $num_ex "* ]] || continue
  block=1024
  for b in 1024 256; do
    block=$b
    "$rg" --backend emu --profile --sizes $n --blocks $b "$num_ex" "$sol" >"$out/$ex.emu.txt" 2>&1
    [ $? -ne 2 ] && break
  done
  "$rg" --backend gpu --profile --sizes $n --blocks $block "$num_ex" "$sol" >"$out/$ex.gpu.txt" 2>&1
  # Each report's first section only (the first part of an exercise with
  # several): a section the GPU could not measure stays "-", never the next
  # part's figures compared with the emulator's first.
  first_section "$out/$ex.emu.txt" >"$out/$ex.emu.first"
  first_section "$out/$ex.gpu.txt" >"$out/$ex.gpu.first"
  e_simt=$(num "$out/$ex.emu.first" 'SIMT efficiency: ')
  g_simt=$(num "$out/$ex.gpu.first" 'SIMT efficiency ')
  e_bank=$(num "$out/$ex.emu.first" 'shared memory: [0-9]+ requests, ')
  g_bank=$(num "$out/$ex.gpu.first" 'shared memory: ')
  # The emulator's load efficiency as the GPU's (harness/backend/gpu/counters.c): the
  # input's bytes over the bytes its loads fetched (load sectors x 32).
  lsec=$(grep -m1 -oE 'loads: [0-9]+ requests, [0-9]+ sectors' "$out/$ex.emu.first" |
    grep -oE '[0-9]+ sectors' | grep -oE '[0-9]+')
  e_load=-
  [ -n "$lsec" ] && e_load=$(awk -v f="$lsec" -v n=$n 'BEGIN {
    e = f > 0 ? 100 * n * 4 / (32 * f) : 0; if (e > 100) e = 100; printf "%.1f", e }')
  g_load=$(num "$out/$ex.gpu.first" 'global loads: ')
  kernels=$(num "$out/$ex.gpu.first" '\), ')
  why=$(grep -m1 -oE 'not measured: .*' "$out/$ex.gpu.first")
  [ -z "$why" ] || echo "$ex: GPU $why" >>"$out/notes.txt"
  s1=$(within "$e_simt" "$g_simt" 15)
  s2=$(within "$e_bank" "$g_bank" "$(bank_tol "$e_bank" "$g_bank")")
  s3=$(within "$e_load" "$g_load" 10)
  for s in "$s1" "$s2" "$s3"; do [ "$s" = FAIL ] && fails=$((fails + 1)); done

  # Nsight Compute on the same case, without the CUPTI collector (two
  # profilers cannot share a context): --sizes without --profile measures
  # nothing itself.  The limits are raised: ncu replays each kernel once per
  # counter pass and starts slowly, which a 30 s case limit does not allow.
  x=n/a
  # The table's figures are the report's first section; where it names an
  # entry point (several parts), ncu is pointed at that kernel by name, else
  # -c 1 would take whichever kernel the process launched first (08: part 1's).
  entry=$(grep -m1 -oE 'CUPTI, [A-Za-z_][A-Za-z_0-9]* n=' "$out/$ex.gpu.txt" | awk '{print $2}')
  pick=()
  [ -z "$entry" ] || pick=(-k "regex:^$entry")
  if [ -n "$ncu" ] && [ "$kernels" = 1 ]; then
    timeout 240 "$ncu" --csv --metrics "$metrics" "${pick[@]}" -c 1 --target-processes all \
      "$rg" --backend gpu --sizes $n --blocks $block --reps 1 --timeout 200 "$num_ex" "$sol" \
      >"$out/$ex.ncu.txt" 2>&1
    x=$(awk -F'","' -v n=$n -v pick="$entry" -v g_simt="$g_simt" -v g_bank="$g_bank" -v g_load="$g_load" '
      NF > 5 { name = $(NF-2); v = $NF; gsub(/[",]/, "", v); m[name] = v + 0; seen = 1 }
      END {
        if (!seen) { print "n/a (ncu measured no kernel" (pick ? " named " pick "..." : "") ")"; exit }
        simt = 100 * m["smsp__thread_inst_executed.sum"] / (32 * m["smsp__inst_executed.sum"])
        bank = m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] + m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"]
        s = m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"]
        load = s > 0 ? 100 * n * 4 / (32 * s) : -1
        if (load > 100) load = 100
        ok = (g_simt == "-" || (simt - g_simt < 0.5 && g_simt - simt < 0.5)) &&
             (g_bank == "-" || (bank - g_bank <= 0.01 * bank + 0.5 && g_bank - bank <= 0.01 * bank + 0.5)) &&
             (g_load == "-" || load < 0 || (load - g_load < 0.5 && g_load - load < 0.5))
        printf "%s simt %.1f bank %d load %.1f div %d", ok ? "PASS" : "FAIL", simt, bank, load,
               m["smsp__sass_branch_targets_threads_divergent.sum"]
      }' "$out/$ex.ncu.txt")
    [[ "$x" == FAIL* ]] && fails=$((fails + 1))
  fi
  printf '%-28s %-6s | %5s %5s %-10s | %6s %6s %-10s | %5s %5s %-10s | %s\n' "$ex" "$block" \
    "$e_simt" "$g_simt" "$s1" "$e_bank" "$g_bank" "$s2" "$e_load" "$g_load" "$s3" "$x"
done
[ -f "$out/notes.txt" ] && cat "$out/notes.txt"
echo "agreement: $fails figure(s) outside tolerance (per-case reports in $out)"
[ "$fails" -eq 0 ]
