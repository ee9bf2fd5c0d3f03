#!/usr/bin/env bash
# harness-shape.sh — the grader's code stays readable as it grows
# (harness/ARCHITECTURE.md):
#   - no file under harness/ over 600 lines (known exceptions listed below);
#   - main() in harness/main.c no longer than 80 lines;
#   - no C function over 120 lines (a heuristic: from the last line at
#     column 0 before a '{' at column 0 to the next '}' at column 0);
#   - no include circle between harness/'s folders (an #include of a file
#     in another folder is an edge between the two folders);
#   - no two files of one name in harness/'s folders, since every folder is
#     on the include path and an #include names a file, not its folder;
#   - a verdict decided in one place: no file but check/verdict.c sets a
#     verdict's causes or pass or writes its line (check/verdict.h's rule);
#   - a backend's difference in its table: no .c file names RG_BACKEND_GPU
#     or RG_BACKEND_EMU but those that choose a backend (backend_choosers
#     below), and those that build or run the emulator's checked run by
#     name (.backend = RG_BACKEND_EMU only).
# Reads the source only: no compiler runs.
#
#   tests/kit/harness-shape.sh KIT_ROOT
set -uo pipefail
root=$(cd "${1:?usage: harness-shape.sh KIT_ROOT}" && pwd -P)
h=$root/harness
max_file=600
max_main=80
max_function=120

# Files allowed over max_file for now, each with why.  Delete a line when
# its file is back within the limit (the test says when).
declare -A long_ok=()

bad=0
fail() { echo "harness-shape: FAIL: $*" >&2; bad=1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$h" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$tmp/files"
[ -s "$tmp/files" ] || { echo "harness-shape: no files under $h" >&2; exit 1; }

# --- file length ------------------------------------------------------------
for f in "${!long_ok[@]}"; do
  echo "harness-shape: known exception: harness/$f may be over $max_file lines (${long_ok[$f]})"
  [ -f "$h/$f" ] || echo "harness-shape: note: harness/$f is gone: delete its exception"
done
(cd "$h" && tr '\n' '\0' <"$tmp/files" | xargs -0 wc -l) | grep -v ' total$' >"$tmp/lengths"
while read -r n f; do
  if [ -n "${long_ok[$f]+x}" ]; then
    [ "$n" -le "$max_file" ] &&
      echo "harness-shape: note: harness/$f is $n lines now: delete its exception"
    continue
  fi
  [ "$n" -le "$max_file" ] || fail "harness/$f is $n lines (at most $max_file)"
done <"$tmp/lengths"

# --- main() -----------------------------------------------------------------
main_len=$(awk '/^int main\(/ { s = FNR } /^}/ && s { print FNR - s + 1; exit }' "$h/main.c")
if [ -z "$main_len" ]; then
  fail "harness/main.c: no 'int main(' at column 0"
elif [ "$main_len" -gt "$max_main" ]; then
  fail "harness/main.c: main() is $main_len lines (at most $max_main)"
fi

# --- function length --------------------------------------------------------
grep -E '\.[ch]$' "$tmp/files" | (cd "$h" && xargs awk -v max="$max_function" '
  FNR == 1 { start = 0 }
  /^[A-Za-z_]/ { sig = FNR; name = $0 }
  /^\{/ { start = sig }
  /^}/ && start {
    if (FNR - start + 1 > max)
      printf "harness/%s:%d: %d lines (at most %d): %s\n", FILENAME, start, FNR - start + 1, max, name
    start = 0
  }') >"$tmp/long_functions"
while IFS= read -r line; do fail "$line"; done <"$tmp/long_functions"

# --- folders: one name once, no include circle -------------------------------
# The folder of each file, and where each name lives in the folders
# (a name two folders hold would make an #include ambiguous).
grep -E '^[^/]+/[^/]+$' "$tmp/files" | awk -F/ '{ print $2, $1 }' | LC_ALL=C sort >"$tmp/names"
awk '{ print $1 }' "$tmp/names" | uniq -d >"$tmp/twice"
while IFS= read -r n; do
  fail "two files named $n in harness/: $(awk -v n="$n" '$1 == n { printf "%s/ ", $2 }' "$tmp/names")"
done <"$tmp/twice"

# An #include "x" of a file in folder F is, in the order the compiler looks:
# x beside the file, x under harness/ (glue/glue.h), or the file named x in
# one of the folders.  Anything else (rg_config.h, a system header) is not
# the harness's.
grep -E '^[^/]+/.*\.(c|h|cu|cuh)$' "$tmp/files" >"$tmp/sources"
(cd "$h" && xargs grep -HE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' <"$tmp/sources") |
  awk -v files="$tmp/files" -v names="$tmp/names" '
  # dir/inc with "." and ".." resolved; "" when it leaves harness/.
  function norm(path,   n, p, out, k, i) {
    n = split(path, p, "/"); k = 0
    for (i = 1; i <= n; i++) {
      if (p[i] == "" || p[i] == ".") continue
      if (p[i] == "..") { if (k == 0) return ""; k--; continue }
      out[++k] = p[i]
    }
    path = out[1]
    for (i = 2; i <= k; i++) path = path "/" out[i]
    return path
  }
  BEGIN {
    while ((getline f < files) > 0) have[f] = 1
    while ((getline line < names) > 0) { split(line, w, " "); folder[w[1]] = w[2] }
  }
  {
    f = substr($0, 1, index($0, ":") - 1)
    inc = $0; sub(/^[^"]*"/, "", inc); sub(/".*/, "", inc)
    from = f; sub(/\/.*/, "", from)
    dir = f; sub(/\/[^\/]*$/, "", dir)
    beside = norm(dir "/" inc)
    if (beside != "" && beside in have) to = beside
    else if (norm(inc) in have) to = norm(inc)
    else { n = inc; sub(/.*\//, "", n); to = (n in folder) ? folder[n] "/" n : "" }
    sub(/\/.*/, "", to)
    if (to != "" && to != from) print from, to
  }' | LC_ALL=C sort -u >"$tmp/edges"
# tsort names each circle it meets, in order: "a b c" is a -> b -> c -> a.
if ! tsort "$tmp/edges" >/dev/null 2>"$tmp/loops"; then
  awk '/input contains a loop/ { if (c) print c " -> " first; c = ""; next }
       { sub(/^tsort: /, ""); if (c == "") { c = $0; first = $0 } else c = c " -> " $0 }
       END { if (c) print c " -> " first }' "$tmp/loops" | head -5 >"$tmp/circles"
  while IFS= read -r c; do fail "an include circle between harness/'s folders: $c"; done <"$tmp/circles"
  [ -s "$tmp/circles" ] || fail "tsort: $(cat "$tmp/loops")"
fi

# --- verdicts: decided in check/verdict.c only ------------------------------
# An assignment to .causes/->causes or .passed/->passed, or a verdict's
# detail used as the place written (detail[i] = ..., detail + len,
# snprintf(detail, sizeof ...)).  Comments aside, and the learning goals'
# own line (r->detail, struct rg_goal_result in feedback/goals.c), which
# is not a verdict's.
verdict_write='(\.|->)(causes|passed)[[:space:]]*[|&^]?=([^=]|$)'
verdict_write+='|detail[[:space:]]*(\[[^]]*\][[:space:]]*=([^=]|$)|\+|,[[:space:]]*sizeof)'
grep -E '\.(c|h)$' "$tmp/files" | grep -vxE 'check/verdict\.[ch]' |
  (cd "$h" && xargs grep -nHE "$verdict_write") |
  grep -vE '^[^:]+:[0-9]+:[[:space:]]*(\*|/\*|//)' |
  grep -vE '^feedback/goals\.c:[0-9]+:.*[^A-Za-z0-9_]r->detail' >"$tmp/verdict_writes"
while IFS= read -r line; do
  fail "harness/$line: a verdict written outside check/verdict.c (use its rg_verdict_* functions)"
done <"$tmp/verdict_writes"

# --- backends: what differs is read from a table ----------------------------
# The rest of the grader asks run/run_backend.h's table (or the build's,
# build/build_backend.h) what its backend does, never which one it is.
# Files that choose one (the command line's choice, the tables' lookup):
declare -A backend_choosers=(
  [run/toolchain.c]="picks the backend the command line and the machine allow"
  [run/run_backend.c]="the run's table of a backend"
  [build/build_backend.c]="the build's table of a backend"
)
# Files that build or run on the emulator whatever the grading's backend:
# the emulator's checked run beside a GPU grading, the class's glue.
declare -A emulator_by_name=(
  [grade/grade_compile.c]="the checked run's build"
  [grade/grade_run.c]="the checked run"
  [batch/batch_glue.c]="the emulator's glue, built once for a class"
)
grep -E '\.c$' "$tmp/files" | (cd "$h" && xargs grep -nHE 'RG_BACKEND_(GPU|EMU)') |
  grep -vE '^[^:]+:[0-9]+:[[:space:]]*(\*|/\*|//)' >"$tmp/backend_names"
while IFS= read -r line; do
  f=${line%%:*}
  [ -n "${backend_choosers[$f]+x}" ] && continue
  if [ -n "${emulator_by_name[$f]+x}" ]; then
    rest=$(printf '%s\n' "$line" | sed -E 's/\.backend[[:space:]]*=[[:space:]]*RG_BACKEND_EMU[[:space:]]*,//g')
    printf '%s\n' "$rest" | grep -qE 'RG_BACKEND_(GPU|EMU)' || continue
  fi
  fail "harness/$line: a backend named outside its table (add a field to run/run_backend.h or build/build_backend.h and read it)"
done <"$tmp/backend_names"
for f in "${!backend_choosers[@]}" "${!emulator_by_name[@]}"; do
  [ -f "$h/$f" ] || echo "harness-shape: note: harness/$f is gone: delete it from the backend lists"
done

if [ "$bad" -ne 0 ]; then
  exit 1
fi
echo "harness-shape: ok ($(wc -l <"$tmp/files") files, $(wc -l <"$tmp/edges") folder-to-folder include edges, no circle)"
