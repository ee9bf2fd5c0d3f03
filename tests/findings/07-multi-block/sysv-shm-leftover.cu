// expect: gpu=unwritten-output emu=unwritten-output  -- Leaves memory on the machine after its grading: System V shared memory (shmget, shmat: neither is refused by name, nor by the seccomp filter, and a batch's sandbox makes no IPC namespace) outlives the process and the grading, is counted by no limit of the graded process (RLIMIT_DATA counts private memory only) and is owned by a uid the batch gives away; here 4 segments of 64 MiB, written, detached and left, per grading.  Enough gradings, or larger segments, fill the machine's memory for every classmate graded after it.
// mistake: no kernel; System V shared memory left behind
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <sys/ipc.h>
#include <sys/shm.h>

__attribute__((constructor)) static void leave_memory_behind()
{
    for (int i = 0; i < 4; i++) {
        int id = shmget(IPC_PRIVATE, (size_t)64 << 20, IPC_CREAT | 0666);
        void *p = id >= 0 ? shmat(id, nullptr, 0) : (void *)-1;
        if (p != (void *)-1) {
            memset(p, 0x5a, (size_t)64 << 20);
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
