// correct: what students copy from CUDA by Example, NVIDIA's samples and StackOverflow around a right kernel (HANDLE_ERROR with __FILE__/__LINE__, a CUDA_CHECK do-while, checkCudaErrors, a __cplusplus test, the double atomicAdd for old GPUs under __CUDA_ARCH__, editor stubs under #ifndef __CUDACC__, DEBUG and NDEBUG switches, #pragma unroll and _Pragma, #if 0 of old code, #undef, #ifdef _OPENMP around omp.h for a CPU reference, own variables _N and __tmp): none asks which compiler builds the code
#include <cassert>
#include <cstdio>
#include <cstdlib>
#ifdef _OPENMP
#include <omp.h>
#endif

static void HandleError(cudaError_t err, const char *file, int line)
{
    if (err != cudaSuccess) {
        printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
        exit(EXIT_FAILURE);
    }
}
#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))

#define CUDA_CHECK(call)                                                   \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error %s at %s:%d\n",                    \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            std::exit(1);                                                  \
        }                                                                  \
    } while (0)

template <typename T>
void check(T result, char const *const func, const char *const file, int const line)
{
    if (result) {
        fprintf(stderr, "CUDA error at %s:%d code=%d \"%s\"\n", file, line,
                static_cast<int>(result), func);
        exit(EXIT_FAILURE);
    }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)

#if __cplusplus >= 201703L
#define MAYBE_UNUSED [[maybe_unused]]
#else
#define MAYBE_UNUSED
#endif

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
#else
__device__ double atomicAdd(double *address, double val)
{
    unsigned long long int *address_as_ull = (unsigned long long int *)address;
    unsigned long long int old = *address_as_ull, assumed;
    do {
        assumed = old;
        old = atomicCAS(address_as_ull, assumed,
                        __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}
#endif

#ifndef __CUDACC__
#define __global__
#define __device__
#define __shared__
#endif

#ifdef DEBUG
#define DPRINT(...) printf(__VA_ARGS__)
#else
#define DPRINT(...) do { } while (0)
#endif

#ifndef NDEBUG
#define CHECK_BLOCK() assert(blockDim.x <= 1024)
#else
#define CHECK_BLOCK()
#endif

#define WARP_SIZE 32
#if WARP_SIZE == 32
#define LANE_MASK 31u
#else
#error "this kernel assumes 32-lane warps"
#endif

// #define USE_FLOAT4
#ifdef USE_FLOAT4
#define LOAD_WIDTH 4
#else
#define LOAD_WIDTH 1
#endif
static_assert(LOAD_WIDTH >= 1, "a load reads at least one float");

#define SQUARE(x) ((x) * (x))
static_assert(SQUARE(WARP_SIZE) == 1024, "32 warps of 32 fill a block");
#undef SQUARE

#define UNROLL _Pragma("unroll")

#if 0
__global__ void reduce_old(const float *input, float *partial, int n)
{
    // the interleaved version, kept for reference
    extern __shared__ float sdata[];
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
}
#endif
// Exercise 02 — sequential addressing: the same tree as 01, but the active
// threads are always the first `stride` ones, so whole warps either work or
// sit out and the warps that work do not diverge.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    CHECK_BLOCK();
    MAYBE_UNUSED unsigned int _N = blockDim.x, __tmp = threadIdx.x;
    unsigned int tid = __tmp;
    MAYBE_UNUSED unsigned int lane = tid & LANE_MASK;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Pad with the identity past the end, as in 01.
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    // Fold the upper half of the live range onto the lower half: stride
    // starts at half the block and halves each step.
    #pragma unroll
    for (unsigned int stride = blockDim.x / 2 ;
         stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        // The next step reads what this step wrote.
        __syncthreads();
    }

    UNROLL
    for (int k = 0; k < 1; k++)
        DPRINT("block %d\n", (int)blockIdx.x + k);
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
