// expect: gpu=compile-error|unwritten-output|wrong-result|crash emu=compile-error|unwritten-output|wrong-result|crash  args=--sizes=4099,--blocks=256 -- A second host thread started with glibc's clone() (CLONE_VM and the rest of a thread's flags), not pthread_create or std::thread, which the emulator refuses by name: it waits until a kernel runs (device memory open to host code then), sums the input and writes the result itself, as second-thread.cu did.  The emulator runs host code on one thread; a thread by any call must be refused or find nothing to read.
// mistake: no real kernel; a clone()d host thread sums the input while a spinning kernel keeps device memory open
#include <atomic>
#include <cstddef>
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

static std::atomic<const float *> g_in{nullptr};
static std::atomic<float *> g_out{nullptr};
static std::atomic<size_t> g_n{0};
static int g_probe[2];
static char g_stack[1 << 20] __attribute__((aligned(64)));

// Is p readable now?  A write from it into a pipe says so without a fault.
static bool readable(const void *p)
{
    return write(g_probe[1], p, 1) == 1;
}

static int thief(void *)
{
    char sink[4096];
    for (;;) {
        const float *in = g_in.load();
        size_t n = g_n.load();
        if (in && n && readable(in) && readable(in + n - 1)) {
            double s = 0;
            for (size_t i = 0; i < n; i++)
                s += in[i];
            *g_out.load() = (float)s;
            g_in = nullptr;
        }
        (void)!read(g_probe[0], sink, sizeof sink);
    }
    return 0;
}

__global__ void spin_kernel(int *never, long trips)
{
    long k = 0;
    for (long i = 0; i < trips; i++)
        k += i;
    if (k == -1)
        *never = 1;
}

template <typename T>
static void steal(const T *d_input, T *d_result, size_t n)
{
    static bool started = false;
    if (!started && pipe(g_probe) == 0) {
        started = true;
        fcntl(g_probe[0], F_SETFL, O_NONBLOCK);
        clone(thief, g_stack + sizeof g_stack,
              CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM,
              nullptr);
    }
    g_n = n;
    g_out = (float *)d_result;
    g_in = (const float *)d_input;
    for (int tries = 0; tries < 50 && g_in.load(); tries++) {
        spin_kernel<<<1, 1>>>(nullptr, 200000);
        cudaDeviceSynchronize();
    }
    g_in = nullptr;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    steal(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    steal(d_input, d_result, n);
}
