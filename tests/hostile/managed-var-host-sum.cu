// expect: gpu=host-reduction emu=host-reduction  -- A kernel copies the input into a __managed__ array, which host code reads by name and sums: no copy call and no allocation the grader could watch.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.
// A __managed__ variable is searched for the input's bytes like managed
// memory: on a GPU the glue learns of each as nvcc's code registers it
// (__cudaRegisterManagedVar, harness/glue/watch.cuh); on the emulator its
// build gathers them into a section of their own (harness/backend/emu/simt/ir_devvars.c).
#include <cstddef>

template <typename T>
struct Stash {
    T v[1 << 17];
};
__managed__ Stash<float> stash_f;
__managed__ Stash<double> stash_d;

template <typename T> static T *stash_of();
template <> float *stash_of<float>() { return stash_f.v; }
template <> double *stash_of<double>() { return stash_d.v; }

template <typename T>
__global__ void copy_to(const T *in, T *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
static void host_sum_of_stash(const T *d_input, T *d_result, size_t n, int block)
{
    T *s = stash_of<T>();
    size_t room = sizeof(Stash<T>) / sizeof(T);
    n = n < room ? n : room;
    copy_to<T><<<64, block>>>(d_input, s, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += s[i];
    T r = (T)sum;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_of_stash(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_of_stash(d_input, d_result, n, block);
}
