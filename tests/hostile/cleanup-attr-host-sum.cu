// expect: gpu=host-reduction|compile-error emu=host-reduction|compile-error  args=--sizes=1000,--blocks=256 -- Sums on the host and writes the total from a __attribute__((cleanup)) handler of a local variable, which the compiler calls as the entry point's frame ends, after its last statement, hoping the copy watch is disarmed once the entry's body is done; an empty kernel is launched first.  The cleanup runs inside the entry point's call: host-reduction.
// mistake: the sum made on the host, its copy into the result made by a cleanup handler
#include <cstddef>
#include <cstring>
#include <vector>

template <typename T>
static T host_total(const T *d_input, size_t n)
{
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    T total = T(0);
    for (size_t i = 0; i < n; i++)
        total += h[i];
    return total;
}

__global__ void nothing() {}

// The cleanup handler must be a plain function (clang 14 crashes on a
// template-id there): the total travels as bytes.
struct Pending {
    void *d_result;
    unsigned char total[8];
    size_t bytes;
};

static void deliver(Pending *p)
{
    cudaMemcpy(p->d_result, p->total, p->bytes, cudaMemcpyHostToDevice);
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    T total = host_total(d_input, n);
    __attribute__((cleanup(deliver))) Pending p{d_result, {}, sizeof(T)};
    std::memcpy(p.total, &total, sizeof(T));
    nothing<<<1, 32>>>();
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
