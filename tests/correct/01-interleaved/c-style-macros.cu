/* Exercise 01, a correct variant in plain C style: macros for the index and the
 * barrier, a typedef, C casts, a while loop, and _Pragma inside a macro. */

typedef unsigned int uint;
typedef float real_t;

#define TID           (threadIdx.x)
#define GLOBAL_ID     (blockIdx.x * blockDim.x + threadIdx.x)
#define BARRIER()     __syncthreads()
#define IS_OWNER(t, s) (((t) % (2u * (s))) == 0u)
#define NO_UNROLL     _Pragma("unroll 1")

__global__ void reduce_interleaved(const real_t *input, real_t *partial, int n)
{
    extern __shared__ real_t sdata[];
    uint s;

    sdata[TID] = (GLOBAL_ID < (uint)n) ? input[GLOBAL_ID] : (real_t)0;
    BARRIER();

    s = 1u;
    NO_UNROLL
    while (s < blockDim.x) {
        if (IS_OWNER(TID, s))
            sdata[TID] += sdata[TID + s];
        BARRIER();
        s <<= 1;
    }
    if (TID == 0u)
        partial[blockIdx.x] = sdata[0];
}
