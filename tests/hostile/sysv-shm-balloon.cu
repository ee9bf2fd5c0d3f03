// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256,--memory-limit=256M -- Has no kernel: holds eight System V shared memory segments of 64 MiB, attached and written (shared memory, which RLIMIT_DATA, the emulator's memory cap, does not count, and shmget and shmat are refused neither by name nor, before, by the filter), past the 256 MiB cap, and says so.  The emulator's graded process may make none (harness/run/guard.c: ENOSYS; not yet on a GPU).  Graded by single-hostile.sh, which checks that nothing past the cap was held.
// mistake: no kernel; memory past the cap held in System V segments
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <sys/ipc.h>
#include <sys/shm.h>

static int held;

static void balloon()
{
    if (held)
        return;
    held = 1;
    size_t total = 0;
    for (int k = 0; k < 8; k++) {
        int id = shmget(IPC_PRIVATE, (size_t)64 << 20, IPC_CREAT | 0600);
        void *p = id >= 0 ? shmat(id, nullptr, 0) : (void *)-1;
        if (id >= 0)
            shmctl(id, IPC_RMID, nullptr); // gone with the process, held until then
        if (p == (void *)-1) {
            printf("segment refused\n");
            break;
        }
        std::memset(p, 7, (size_t)64 << 20);
        total += (size_t)64 << 20;
    }
    printf("held %zu MiB in segments%s\n", total >> 20,
           total > ((size_t)256 << 20) ? ": escaped the memory cap" : "");
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    balloon();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
