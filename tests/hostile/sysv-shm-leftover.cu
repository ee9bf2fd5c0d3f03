// expect: gpu=unwritten-output emu=unwritten-output  -- Leaves memory on the machine after its grading: System V shared memory (shmget, shmat: neither is refused by name, nor by the seccomp filter) outlives the process, is counted by no limit of the graded process (RLIMIT_DATA counts private memory only) and, without an IPC namespace of the grading's own, outlives the grading and the batch.  Here 4 segments under the fixed keys 0x52470000..3 (so that batch-hostile.sh can look for them; keyed, they would also be a channel between gradings running at once), written, detached and left, per graded process.  In a batch the sandbox's IPC namespace (sandbox.c, CLONE_NEWIPC) takes them with the grading; at the levels without namespaces, run as root, the batch removes what the grading's uid owns (batch_uid.c).  Since the emulator's graded process may make no segment (harness/run/guard.c: memory no cap counts, sysv-shm-balloon.cu), this holds on a GPU only; on the emulator the segments are refused.
// mistake: no kernel; System V shared memory left behind
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <sys/ipc.h>
#include <sys/shm.h>

__attribute__((constructor)) static void leave_memory_behind()
{
    for (int i = 0; i < 4; i++) {
        int id = shmget((key_t)(0x52470000 + i), (size_t)1 << 20, IPC_CREAT | 0666);
        void *p = id >= 0 ? shmat(id, nullptr, 0) : (void *)-1;
        if (p != (void *)-1) {
            memset(p, 0x5a, (size_t)1 << 20);
            shmdt(p);
        }
        printf("segment %d: id %d %s\n", i, id, p != (void *)-1 ? "written, left" : "refused");
    }
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
}
