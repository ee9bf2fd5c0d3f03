# Where a --quick grading of 14 on the GPU spends its CPU.
b=build-gpu
( time timeout 150 $b/reduce-grade --quick --verbose 14 solutions/14-softmax/reduce.cu ) > $OUT/s14.txt 2>&1 &
for t in 20 50 90; do
  sleep $((t - ${last:-0})); last=$t
  echo "== t=$t s"; ps -eo pid,ppid,etime,time,args --sort=-time | grep -v "ps -eo" | head -8
  for p in $(pgrep -f "reduce-grade|rg-glue|dispatch" | head -4); do
    echo "-- $p"; cat /proc/$p/wchan 2>/dev/null; echo; command -v gdb >/dev/null && timeout 10 gdb -batch -p $p -ex "thread apply all bt 8" 2>/dev/null | grep -E "^#|Thread" | head -20
  done
done > $OUT/diag14.txt 2>&1
wait
