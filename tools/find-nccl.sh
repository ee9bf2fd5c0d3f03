#!/usr/bin/env bash
# find-nccl.sh — where NCCL's header and library are, for exercise 16.
#
#   find-nccl.sh [PREFIX...]
#
# Looks in each PREFIX given, then $RG_NCCL_HOME, $CUDA_HOME, /usr/local/cuda,
# /usr, and the pip wheels (nvidia/nccl under Python's dist- and
# site-packages).  A prefix counts when it holds include/nccl.h and a
# libnccl.so or libnccl.so.2 in lib, lib64, lib/x86_64-linux-gnu or
# targets/x86_64-linux/lib (/usr: /usr/include and /usr/lib/<triplet>).
# Prints three lines, the include folder, the library folder and the
# library's file name, and exits 0; exits 1 (printing nothing) if none holds
# both.  Used by meson.build at configure time and by bench/multi-gpu.sh.
set -u
candidates=("$@")
[ -z "${RG_NCCL_HOME:-}" ] || candidates+=("$RG_NCCL_HOME")
[ -z "${CUDA_HOME:-}" ] || candidates+=("$CUDA_HOME")
candidates+=(/usr/local/cuda /usr)
for d in /usr/local/lib/python3*/dist-packages /usr/lib/python3/dist-packages \
         /usr/local/lib/python3*/site-packages; do
  [ -d "$d/nvidia/nccl" ] && candidates+=("$d/nvidia/nccl")
done
triplet=$(gcc -dumpmachine 2>/dev/null || echo x86_64-linux-gnu)
for p in "${candidates[@]}"; do
  [ -n "$p" ] && [ -f "$p/include/nccl.h" ] || continue
  for l in "$p/lib" "$p/lib64" "$p/lib/$triplet" "$p/targets/x86_64-linux/lib"; do
    for name in libnccl.so libnccl.so.2; do
      if [ -f "$l/$name" ]; then
        printf '%s\n%s\n%s\n' "$p/include" "$l" "$name"
        exit 0
      fi
    done
  done
done
exit 1
