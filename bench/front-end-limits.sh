#!/usr/bin/env bash
# front-end-limits.sh — what an honest submission's own compile costs: the
# CPU (user + system) and the largest process's resident set of its front
# end (the emulator's clang++ -emit-llvm step; nvcc -c of entry.cu with all
# its tools), as /usr/bin/time reports them, for every file given.  The
# numbers behind harness/build/front_end.h's limits.  One line per file
# (backend, CPU s, MiB, file) on stdout, then each backend's maximum.
#
#   front-end-limits.sh REDUCE_GRADE emu|emu-text|gpu FILE...
#   (emu-text: the emulator's shim as text, REDUCE_GRADE_NO_PCH=1)
#   e.g. front-end-limits.sh build/reduce-grade emu solutions/*/reduce.cu tests/correct/08*/*.cu
set -u
rg=$1 be=$2
shift 2
command -v /usr/bin/time >/dev/null || { echo "no /usr/bin/time"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export REDUCE_GRADE_CACHE=$tmp/cache
times=$tmp/times
# A compiler that times its front-end step and runs every other as it is.
cat >"$tmp/clang-timed" <<SH
#!/bin/bash
case " \$* " in *" -emit-llvm "*) exec /usr/bin/time -a -o "$times" -f "%U %S %M" clang++ "\$@" ;; esac
exec clang++ "\$@"
SH
chmod +x "$tmp/clang-timed"
if [ "$be" = gpu ]; then
  # the toolkit as it is, but for an nvcc that times entry.cu's compile
  real=$(dirname "$(dirname "$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)")")
  mkdir -p "$tmp/cuda/bin"
  for e in "$real"/*; do [ "$(basename "$e")" = bin ] || ln -s "$e" "$tmp/cuda/"; done
  for e in "$real"/bin/*; do [ "$(basename "$e")" = nvcc ] || ln -s "$e" "$tmp/cuda/bin/"; done
  cat >"$tmp/cuda/bin/nvcc" <<SH
#!/bin/bash
case " \$* " in *" -c "*entry.cu*) exec /usr/bin/time -a -o "$times" -f "%U %S %M" "$real/bin/nvcc" "\$@" ;; esac
exec "$real/bin/nvcc" "\$@"
SH
  chmod +x "$tmp/cuda/bin/nvcc"
fi
for f in "$@"; do
  ex=$(basename "$(dirname "$f")" | cut -c1-2)
  : >"$times"
  case $be in
    emu) REDUCE_GRADE_CXX=$tmp/clang-timed "$rg" --backend emu --compile-only --sizes 1000 --blocks 256 "$ex" "$f" ;;
    emu-text) REDUCE_GRADE_NO_PCH=1 REDUCE_GRADE_CXX=$tmp/clang-timed "$rg" --backend emu --compile-only --sizes 1000 --blocks 256 "$ex" "$f" ;;
    gpu) CUDA_HOME=$tmp/cuda "$rg" --backend gpu --arch sm_75 --compile-only --sizes 1000 --blocks 256 "$ex" "$f" ;;
  esac >/dev/null 2>&1 || echo "# $f: did not compile"
  awk -v b="$be" -v f="$f" 'NF >= 3 { printf "%s %.2f %.0f %s\n", b, $1 + $2, $3 / 1024, f }' "$times"
done | tee "$tmp/all"
awk '$1 != "#" { if ($2 > c) c = $2; if ($3 > m) m = $3; n++ }
     END { printf "max of %d: %.2f s CPU, %.0f MiB\n", n, c, m }' "$tmp/all"
