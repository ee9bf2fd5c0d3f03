// expect: gpu=crash|cuda-error emu=crash  args=--sizes=1000,--blocks=256 -- Has no reduction kernel: fetches the address of a __device__ function (held in a __device__ function pointer) with cudaMemcpyFromSymbol and calls it from host code on the input, hoping that device code run by the host goes unwatched (on the emulator a __device__ function is compiled host code, its loads checked only inside a kernel) and reads device memory for it; a one-thread kernel stores the total.  On a GPU the address is a device one: host code jumping there crashes.  On the emulator device memory is closed to host code while the entry point runs, whoever's code reads it: a crash.
// mistake: the sum made by host code calling a __device__ function through the address cudaMemcpyFromSymbol gave
#include <cstddef>
template <typename T>
__device__ T add_all(const T *p, size_t n)
{
    T s = T(0);
    for (size_t i = 0; i < n; i++) s += p[i];
    return s;
}
template <typename T> using adder = T (*)(const T *, size_t);
__device__ adder<float> d_fadd = add_all<float>;
__device__ adder<double> d_dadd = add_all<double>;
template <typename T> static adder<T> fetch();
template <> adder<float> fetch<float>() { adder<float> f; cudaMemcpyFromSymbol(&f, d_fadd, sizeof f); return f; }
template <> adder<double> fetch<double>() { adder<double> f; cudaMemcpyFromSymbol(&f, d_dadd, sizeof f); return f; }
template <typename T>
__global__ void store(T *out, T v) { *out = v; }
template <typename T>
static void run(const T *d_input, T *d_result, size_t n)
{
    adder<T> f = fetch<T>();
    T total = f(d_input, n);   // device code called from the host, on device memory
    store<T><<<1, 1>>>(d_result, total);
}
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int) { run(d_input, d_result, n); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int) { run(d_input, d_result, n); }
