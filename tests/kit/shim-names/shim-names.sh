#!/usr/bin/env bash
# shim-names.sh — the emulator's build knows the same names as nvcc's: a
# submission that uses printf, FLT_MAX or uint32_t without its header is
# refused by nvcc 13 ("identifier "printf" is undefined"), and must be by
# the emulator too, or a student passes on a laptop and meets a compile
# error on the GPU grader; and what nvcc builds (std::vector, std::sort:
# <functional> comes with --extended-lambda) the emulator must build.
#
# probes.cu holds one name a line; nvcc13.txt, nvcc 13's verdict on each
# ("ok" or "error").  The emulator's verdicts (clang++ with the shim, as
# the emulator backend compiles: -include simt_cuda.h) must be the table's,
# and where nvcc is here its verdicts too, so that the table cannot rot
# (nvcc's front end only, -cuda: the names are the host pass's).  Each
# header line of the form "#include <H>" in HEADERS (below) is checked too,
# as the first line of probes.cu: a stand-in for one of nvcc's headers
# (cooperative_groups.h) brings what nvcc's own brings.
#
#   shim-names.sh KIT_ROOT CXX [--write]   (--write: the table from nvcc)
set -u
kit=$1 cxx=${2:-} write=${3:-}
here=$kit/tests/kit/shim-names
inc=$kit/harness/backend/emu/simt/include
[ -n "$cxx" ] || { echo "no emulator compiler (clang++): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# nvcc as reduce-grade finds it: CUDA_HOME, PATH, the usual place.
nvcc=
if [ -n "${CUDA_HOME:-}" ] && [ -x "$CUDA_HOME/bin/nvcc" ]; then nvcc=$CUDA_HOME/bin/nvcc
elif command -v nvcc >/dev/null 2>&1; then nvcc=$(command -v nvcc)
elif [ -x /usr/local/cuda/bin/nvcc ]; then nvcc=/usr/local/cuda/bin/nvcc
fi
# The headers whose stand-ins are checked: nvcc's verdicts with each are
# the table's column of that name (a probe's verdict may differ: libcu++
# brings <cstdio>).
headers="none cooperative_groups.h cuda/atomic cooperative_groups/reduce.h cuda/barrier"

# The probes' names in line order, and the line of each ("NAME LINE").
grep -n '// probe ' "$here/probes.cu" | sed 's/^\([0-9]*\):.*\/\/ probe \([A-Za-z0-9_]*\).*/\2 \1/' >"$tmp/lines"

probe_file() { # HEADER: probes.cu with that include as its first line
  if [ "$1" = none ]; then cp "$here/probes.cu" "$tmp/p.cu"
  else sed "1s|.*|#include <$1>|" "$here/probes.cu" >"$tmp/p.cu"; fi
}
verdicts() { # ERROR-LINES-FILE: "NAME ok|error" for every probe (one awk, not a grep a probe)
  awk 'FILENAME == ARGV[1] { err[$0] = 1; next } { print $1, ($2 in err ? "error" : "ok") }' \
    "$1" "$tmp/lines"
}
emu() { # HEADER: the emulator's verdicts
  probe_file "$1"
  (cd "$tmp" && "$cxx" -x c++ -std=c++17 -fdeclspec -fsyntax-only -w -ferror-limit=0 \
    -I "$inc" -include "$inc/simt_cuda.h" -DRG_EMU=1 p.cu) >"$tmp/emu.out" 2>&1
  grep -o '^p\.cu:[0-9]*:[0-9]*: error' "$tmp/emu.out" | cut -d: -f2 | sort -u >"$tmp/emu.err"
  verdicts "$tmp/emu.err"
}
gpu() { # HEADER: nvcc's, with the GPU backend's flags (build_backend_gpu.c)
  probe_file "$1"
  (cd "$tmp" && "$nvcc" -arch=sm_90 -std=c++17 --expt-relaxed-constexpr --extended-lambda -w \
    -cuda p.cu -o p.ii) >"$tmp/gpu.out" 2>&1
  grep -o '^p\.cu([0-9]*): error' "$tmp/gpu.out" | tr -dc '0-9\n' | sort -u >"$tmp/gpu.err"
  verdicts "$tmp/gpu.err"
}
table() { # HEADER: the table's column for it
  local col
  col=$(awk -v h="$1" '$1 == "#" && $2 == "columns:" { for (i = 3; i <= NF; i++) if ($i == h) print i - 1 }' "$here/nvcc13.txt")
  [ -n "$col" ] || { echo "FAIL: no column $1 in nvcc13.txt" >&2; return 1; }
  awk -v c="$col" '$1 !~ /^#/ && NF { print $1, $c }' "$here/nvcc13.txt"
}

if [ "$write" = --write ]; then
  [ -n "$nvcc" ] || { echo "--write needs nvcc"; exit 2; }
  for h in $headers; do gpu "$h" | awk '{print $2}' >"$tmp/col.${h//\//_}"; done
  {
    sed -n '/^#/p' "$here/nvcc13.txt"
    cut -d' ' -f1 "$tmp/lines" | paste -d' ' - $(for h in $headers; do echo "$tmp/col.${h//\//_}"; done)
  } >"$tmp/new" && cp "$tmp/new" "$here/nvcc13.txt"
  echo "wrote $here/nvcc13.txt"; exit 0
fi

fails=0
compare() { # WHO HEADER EXPECTED GOT
  local who=$1 h=$2
  if ! diff -q "$3" "$4" >/dev/null; then
    join "$3" "$4" | awk -v who="$who" -v h="$h" '$2 != $3 {
      printf "FAIL  %s with %s: %s: nvcc 13 says %s, %s says %s%s\n", who, h, $1, $2, who, $3,
        ($2 == "ok" ? " (a false compile error)" : " (passes what the GPU refuses)") }'
    cmp -s <(cut -d' ' -f1 "$3") <(cut -d' ' -f1 "$4") || echo "FAIL  the table's names are not probes.cu's"
    fails=$((fails + 1))
  else
    echo "ok    $who with $h: $(grep -c ' error$' "$4") of $(wc -l <"$4") names refused, as nvcc 13"
  fi
}
known() { # HEADER: the table's "# known: NAME HEADER VERDICT -- why" lines for it
  awk -v h="$1" '$1 == "#" && $2 == "known:" && $4 == h { print $3, $5 }' "$here/nvcc13.txt"
}
for h in $headers; do
  table "$h" | sort >"$tmp/want" || exit 1
  emu "$h" | sort >"$tmp/emu"
  [ -s "$tmp/emu.err" ] || { echo "FAIL: the emulator's compile refused nothing: $(head -5 "$tmp/emu.out")"; exit 1; }
  # A known difference (the table says why) is expected of the emulator,
  # and must still be one: fixed, its line goes.
  known "$h" | sort >"$tmp/known"
  join -a1 "$tmp/want" "$tmp/known" | awk '{ print $1, (NF == 3 ? $3 : $2) }' >"$tmp/want-emu"
  while read -r name v; do
    if grep -qx "$name $v" "$tmp/emu"; then echo "known $name with $h: the emulator says $v (nvcc13.txt says why)"
    else echo "FAIL  $name with $h: no longer a known difference: take its '# known:' line out of nvcc13.txt"; fails=$((fails + 1)); fi
  done <"$tmp/known"
  compare emulator "$h" "$tmp/want-emu" "$tmp/emu"
  if [ -n "$nvcc" ]; then
    gpu "$h" | sort >"$tmp/gpu"
    compare nvcc "$h" "$tmp/want" "$tmp/gpu"
  fi
done
[ -n "$nvcc" ] || echo "skip  nvcc's half: no nvcc here"
[ "$fails" = 0 ] || exit 1
