// expect: gpu=unwritten-output|crash|compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a second host thread without pthread_create, std::thread or clone in the object: a POSIX asynchronous read (aio_read) of a pipe that already holds a byte, whose completion is notified by SIGEV_THREAD, so glibc starts a thread of its own that runs the submission's function.  That thread waits until a kernel runs (the emulator opens device memory to host code then), sums the input through d_input and writes the result, as second-thread.cu did.  The emulator runs host code on one thread: a call that starts one for the submission is refused by name (harness/build/compile_symbols.c).
// mistake: no kernel; the sum made by a thread glibc starts for an aio completion
#include <aio.h>
#include <atomic>
#include <csignal>
#include <cstddef>
#include <fcntl.h>
#include <unistd.h>

static std::atomic<const void *> g_in{nullptr};
static std::atomic<void *> g_out{nullptr};
static std::atomic<size_t> g_n{0};
static std::atomic<bool> g_double{false};
static int g_probe[2];

// Is p readable now?  A write from it into a pipe says so without a fault.
static bool readable(const void *p)
{
    return write(g_probe[1], p, 1) == 1;
}

static void thief(union sigval)
{
    char sink[4096];
    for (;;) {
        const void *in = g_in.load();
        size_t n = g_n.load();
        bool dbl = g_double.load();
        size_t size = dbl ? sizeof(double) : sizeof(float);
        if (in && n && readable(in) && readable((const char *)in + (n - 1) * size)) {
            double s = 0;
            for (size_t i = 0; i < n; i++)
                s += dbl ? ((const double *)in)[i] : ((const float *)in)[i];
            if (dbl)
                *(double *)g_out.load() = s;
            else
                *(float *)g_out.load() = (float)s;
            g_in = nullptr;
        }
        (void)!read(g_probe[0], sink, sizeof sink);
    }
}

__device__ int g_zero;

__global__ void spin_kernel(int *never, long trips)
{
    long k = 0;
    for (long i = 0; i < trips; i++)
        k += *(volatile int *)&g_zero;
    if (k == -1)
        *never = 1;
}

template <typename T>
static void steal(const T *d_input, T *d_result, size_t n)
{
    static bool started = false;
    static int ready[2];
    static char byte;
    static struct aiocb cb;
    if (!started && pipe(g_probe) == 0 && pipe(ready) == 0) {
        started = true;
        fcntl(g_probe[0], F_SETFL, O_NONBLOCK);
        (void)!write(ready[1], "x", 1);
        cb.aio_fildes = ready[0];
        cb.aio_buf = &byte;
        cb.aio_nbytes = 1;
        cb.aio_sigevent.sigev_notify = SIGEV_THREAD;
        cb.aio_sigevent.sigev_notify_function = thief;
        aio_read(&cb);
    }
    g_n = n;
    g_double = sizeof(T) == sizeof(double);
    g_out = (void *)d_result;
    g_in = (const void *)d_input;
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
