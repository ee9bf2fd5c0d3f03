#!/usr/bin/env bash
# host-socket.sh — a submission must not reach the host's unix sockets (a
# database, a Docker daemon, munge: issue 17, class 7).  A listener on a
# path under /tmp and on an abstract name records any connection; the
# submission (07's solution, plus a constructor that connects to both when
# the grader loads it) is graded in single mode and in a batch.  Nothing
# may connect.  A plain program with the same code connects to both first:
# the listener and this test would see a connection.
#
#   host-socket.sh REDUCE_GRADE KIT_ROOT
set -u
# Two sizes (a partial block, several blocks) instead of --quick's dozen:
# what is under test is the batch around the gradings, not the gradings.
sizes=1000,4097
rg=$1 kit=$2
command -v python3 >/dev/null || { echo "SKIP: no python3"; exit 77; }
command -v c++ >/dev/null || command -v clang++ >/dev/null || { echo "SKIP: no C++ compiler"; exit 77; }
tmp=$(mktemp -d)
chmod 755 "$tmp"
name=rg-host-socket-$$
path=/tmp/$name.sock
trap 'kill $server 2>/dev/null; rm -rf "$tmp" "$path"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

python3 - "$path" "$name" "$tmp/connected" <<'PY' &
import os, socket, sys, threading
path, name, log = sys.argv[1:4]
def serve(s, what):
    s.listen(8)
    while True:
        c, _ = s.accept()
        with open(log, "a") as f:
            f.write(what + "\n")
        c.close()
a = socket.socket(socket.AF_UNIX); a.bind(path); os.chmod(path, 0o777)
b = socket.socket(socket.AF_UNIX); b.bind("\0" + name)
threading.Thread(target=serve, args=(a, "path"), daemon=True).start()
serve(b, "abstract")
PY
server=$!
for _ in $(seq 50); do [ -S "$path" ] && break; sleep 0.1; done
[ -S "$path" ] || fail "the listener did not start"

connect='#include <cstddef>
#include <sys/socket.h>
#include <sys/un.h>
#include <cstring>
#include <unistd.h>
static int reach(const char *where, bool abstract)
{
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    if (s < 0)
        return 0;
    sockaddr_un a = {};
    a.sun_family = AF_UNIX;
    std::strncpy(a.sun_path + (abstract ? 1 : 0), where, sizeof a.sun_path - 2);
    socklen_t len = (socklen_t)(offsetof(sockaddr_un, sun_path) + (abstract ? 1 : 0) + std::strlen(where));
    int ok = connect(s, (sockaddr *)&a, len) == 0;
    close(s);
    return ok;
}'
ctor="static int reached = reach(\"$path\", false) + reach(\"$name\", true);"

# The control: the same code in a plain program reaches both.
cxx=$(command -v c++ || command -v clang++)
printf '%s\n%s\nint main() { return reached == 2 ? 0 : 1; }\n' "$connect" "$ctor" >"$tmp/control.cc"
"$cxx" -o "$tmp/control" "$tmp/control.cc" || fail "the control does not compile"
"$tmp/control" || fail "the control could not connect: the test would see nothing"
sleep 0.3
[ "$(sort "$tmp/connected" 2>/dev/null | tr '\n' ' ')" = "abstract path " ] ||
  fail "the listener did not record the control: $(cat "$tmp/connected" 2>/dev/null)"
rm -f "$tmp/connected"

mkdir -p "$tmp/class/eve"
{ cat "$kit/solutions/07-multi-block/reduce.cu"; printf '%s\n%s\n' "$connect" "$ctor"; } \
  >"$tmp/class/eve/reduce.cu"
chmod -R a+rX "$tmp/class"
"$rg" --backend emu --quick 07 "$tmp/class/eve/reduce.cu" >"$tmp/single.log" 2>&1
echo "single mode: exit $?"
"$rg" batch 07 "$tmp/class" --out "$tmp/out" --backend emu --quick --sizes "$sizes" >"$tmp/batch.log" 2>&1
echo "batch: exit $?, $(grep '^protection:' "$tmp/batch.log" | cut -c1-40)"
sleep 0.3
[ ! -s "$tmp/connected" ] || fail "a graded submission reached the host's socket: $(cat "$tmp/connected")"
echo ok
