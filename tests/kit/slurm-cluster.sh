#!/usr/bin/env bash
# slurm-cluster.sh — `reduce-grade batch --slurm` on a real Slurm: a private
# one-node cluster (munged, slurmctld, slurmd, each with its own files under a
# temporary folder, started and stopped here), the job array submitted with
# sbatch as docs/slurm.md says, batch-merge, every student graded once; then
# one array task is requeued while it grades (as when its node dies) and
# nothing is lost or graded twice.  SKIP (77) only where Slurm is not
# installed (.ci/run installs it).  Runs as root: slurmd must start jobs.
#
#   slurm-cluster.sh REDUCE_GRADE MKMUTANT KIT_ROOT
set -u
# Two sizes (a partial block, several blocks) instead of --quick's dozen:
# what is under test is the batch around the gradings, not the gradings.
sizes=1000,4097
rg=$(realpath "$1") mk=$(realpath "$2") kit=$(realpath "$3")
for p in slurmctld slurmd munged sbatch; do
  command -v "$p" >/dev/null || PATH=$PATH:/usr/sbin
  command -v "$p" >/dev/null ||
    { echo "SKIP: $p not installed (apt-get install slurm-wlm munge)"; exit 77; }
done
[ "$(id -u)" = 0 ] || { echo "SKIP: a private Slurm needs root (slurmd starts the jobs)"; exit 77; }
fail() {
  echo "FAIL: $*"
  for f in "$tmp"/log/*.log; do echo "== $f"; tail -20 "$f"; done
  exit 1
}
tmp=$(mktemp -d)
chmod 755 "$tmp" # the jobs' uid and slurmd read the scripts and logs here
stop() {
  for d in slurmd slurmctld munged; do
    [ -s "$tmp/run/$d.pid" ] && kill "$(cat "$tmp/run/$d.pid")" 2>/dev/null
  done
  sleep 0.5
  for d in slurmd slurmctld munged; do
    [ -s "$tmp/run/$d.pid" ] && kill -9 "$(cat "$tmp/run/$d.pid")" 2>/dev/null
  done
  rm -rf "$tmp"
  # The requeued task's batch was killed with its work folder under /tmp
  # (the batch makes it there): ours hold fox, the requeued shard's student.
  for d in /tmp/rg-batch-*; do
    case " $before " in *" $d "*) continue ;; esac
    [ -e "$d/fox" ] && rm -rf "$d"
  done
}
before=$(echo /tmp/rg-batch-*)
trap stop EXIT
mkdir -p "$tmp"/{munge,state,spool,run,log}

# Two free ports: the cluster must not meet another one on this machine.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
node=$(hostname -s)

# munge: its own key and socket (a random key: only this cluster trusts it).
head -c 1024 /dev/urandom >"$tmp/munge/munge.key"
chmod 755 "$tmp/munge" # the socket: every client
chmod 400 "$tmp/munge/munge.key"
munged -f --socket="$tmp/munge/munge.sock" --key-file="$tmp/munge/munge.key" \
  --pid-file="$tmp/run/munged.pid" --log-file="$tmp/log/munged.log" \
  --seed-file="$tmp/munge/munge.seed" || fail "munged did not start"

export SLURM_CONF=$tmp/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=rgtest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/munge.sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/run/slurmctld.pid
SlurmdPidFile=$tmp/run/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=$node NodeAddr=127.0.0.1 CPUs=2 RealMemory=2000 State=UNKNOWN
PartitionName=rg Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -i || fail "slurmctld did not start"
slurmd -N "$node" || fail "slurmd did not start"
for _ in $(seq 100); do
  [ "$(sinfo -h -N -o %t 2>/dev/null)" = idle ] && break
  sleep 0.2
done
[ "$(sinfo -h -N -o %t 2>/dev/null)" = idle ] || fail "the node never became idle: $(sinfo -N 2>&1)"

# A class of 6, sorted so that shard 1 of 4 (round robin) holds two
# solutions, the slowest gradings: part 2 requeues it between them.
class=$tmp/class
mkdir -p "$class"
sol=$kit/solutions/07-multi-block/reduce.cu
for s in bea fox; do cp "$sol" "$class/$s.cu"; done
for m in ann:missing-second-pass cal:wrong-grid-size eli:uninitialised-atomic-output; do
  "$mk" "$sol" "$kit/tests/mutants/07-multi-block/${m#*:}.mutant" "$class/${m%%:*}.cu" ||
    fail "${m#*:}.mutant does not apply"
done
printf 'not cuda\n' >"$class/dov.cu"
ids="ann bea cal dov eli fox"
passing="bea fox"

# Wait for job $1 to leave the queue (at most $2 s).
wait_job() {
  for _ in $(seq $(($2 * 5))); do
    [ -z "$(squeue -h -j "$1" 2>/dev/null)" ] && return 0
    sleep 0.2
  done
  fail "job $1 still queued after $2 s: $(squeue 2>&1)"
}

# Every student once in out's logs, graded (a .key, not 'error'), listed
# once in grades.csv.
check_once() {
  local out=$1
  "$rg" batch-merge "$out" >"$tmp/merge.log" 2>&1 || fail "batch-merge: $(cat "$tmp/merge.log")"
  for id in $ids; do
    n=$(cat "$out"/.slurm-*.log | grep -cE "^\[[0-9]+/[0-9]+\] $id: ")
    [ "$n" = 1 ] || fail "$id graded $n times: $(cat "$out"/.slurm-*.log)"
    [ -f "$out/$id/.key" ] || fail "$id has no .key"
    [ "$(grep -c "^$id," "$out/grades.csv")" = 1 ] || fail "$id not listed once: $(cat "$out/grades.csv")"
  done
  grep -q ',error' "$out/grades.csv" && fail "a grading failed on the machine: $(cat "$out/grades.csv")"
  for id in $ids; do
    case " $passing " in *" $id "*) want=passed ;; *) want=failed ;; esac
    got=$(grep "^$id," "$out/grades.csv" | grep -q ',passed' && echo passed || echo failed)
    [ "$got" = "$want" ] || fail "$id: $got, not $want: $(cat "$out/grades.csv")"
  done
  return 0
}

# 1. The whole class, as docs/slurm.md says: write the script, sbatch it, merge.
cd "$tmp"
"$rg" batch 07 class --out out --backend emu --quick --sizes "$sizes" --jobs 1 --slurm --shards 4 \
  >"$tmp/slurm.log" 2>&1 || fail "--slurm: $(cat "$tmp/slurm.log")"
grep -q -- '--gres' out/batch.slurm && fail "an emulator batch asks for a GPU: $(cat out/batch.slurm)"
job=$(sbatch --parsable out/batch.slurm) || fail "sbatch refused the script: $(cat out/batch.slurm)"
wait_job "${job%%;*}" 60
check_once "$tmp/out"
echo "$SECONDS s: 1. 4 shards: 6 students graded once each"

# 2. Again into a new folder; task 1 is requeued (killed, then queued again)
#    once it has graded its first student and while it grades its second.
"$rg" batch 07 class --out out2 --backend emu --quick --sizes "$sizes" --jobs 1 --slurm --shards 4 \
  >"$tmp/slurm2.log" 2>&1 || fail "--slurm: $(cat "$tmp/slurm2.log")"
job=$(sbatch --parsable out2/batch.slurm) || fail "sbatch refused the script"
job=${job%%;*}
for _ in $(seq 300); do
  grep -qE '^\[1/2\]' out2/.slurm-1.log 2>/dev/null && break
  sleep 0.1
done
grep -qE '^\[1/2\]' out2/.slurm-1.log || fail "task 1 never graded its first student"
scontrol requeue "${job}_1" || fail "scontrol requeue refused"
# Slurm holds a requeued task back a while (BeginTime); not this one.
for _ in $(seq 100); do
  [ "$(squeue -h -j "${job}_1" -o %r 2>/dev/null)" = BeginTime ] &&
    scontrol update JobId="${job}_1" StartTime=now && break
  sleep 0.1
done
wait_job "$job" 60
grep -q 'unchanged, skipped' out2/.slurm-1.log ||
  fail "the requeued task did not skip what it had graded: $(cat out2/.slurm-1.log)"
check_once "$tmp/out2"
echo "$SECONDS s: 2. task 1 requeued mid-run: nothing lost, nothing graded twice"
echo ok
