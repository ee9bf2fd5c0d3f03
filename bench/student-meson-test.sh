#!/usr/bin/env bash
# student-meson-test.sh — how long `meson test` takes for a student who has
# done every exercise: the student release (tools/student-release.sh) in a
# fresh folder, each exercise's file replaced by its reference solution,
# then the README's command, `meson setup build && meson test -C build`,
# timed in two parts (setup and build; the tests).  What a student runs is
# the exercises suite only: the kit's own tests are not part of that command
# in the release (tests/kit/colab-cells.py checks so).  Target: 2 min for
# the tests (issue "the emulator at the speed of thought").
#
#   bash bench/student-meson-test.sh [EXERCISE...]   (default: every one)
#
# Prints the load average before and after: the machine may be shared.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash "$root/tools/student-release.sh" "$root" "$tmp/kit.tar.gz" >/dev/null
tar -xzf "$tmp/kit.tar.gz" -C "$tmp"
kit=$tmp/reduction-lab-kit-student

want=("$@")
done_count=0
for sol in "$root"/solutions/[0-9][0-9]-*/reduce.cu; do
  slug=$(basename "$(dirname "$sol")")
  if [ ${#want[@]} -gt 0 ] && ! printf '%s\n' "${want[@]}" | grep -qx "${slug:0:2}"; then
    continue
  fi
  cp "$sol" "$kit/exercises/$slug/reduce.cu"
  done_count=$((done_count + 1))
done
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; $done_count exercises done"

cd "$kit"
t0=$(date +%s.%N)
meson setup build >"$tmp/setup.log" 2>&1 && ninja -C build >>"$tmp/setup.log" 2>&1 ||
  { tail -20 "$tmp/setup.log"; exit 1; }
t1=$(date +%s.%N)
set +e
meson test -C build >"$tmp/test.log" 2>&1
rc=$?
set -e
t2=$(date +%s.%N)
grep -E '^(Ok|Fail|Skipped|Timeout):' "$tmp/test.log" | tr -s ' ' | tr '\n' ' '
echo
printf 'setup and build: %.1f s; meson test: %.1f s (exit %d); target for the tests: 120 s\n' \
  "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$rc"
python3 - "$kit/build/meson-logs/testlog.json" <<'EOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
rows.sort(key=lambda r: -r["duration"])
print("slowest:", ", ".join("%s %.1f s" % (r["name"].split(" / ")[-1], r["duration"]) for r in rows[:5]))
EOF
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$rc" -eq 0 ]
