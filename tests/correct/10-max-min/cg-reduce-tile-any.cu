// correct: cooperative_groups throughout: cg::reduce over a 32-thread tile with a functor
// calling fmaxf/fminf (float) or cg::greater/cg::less (int), tile.any() for "saw a number",
// and the warps' results and flags in shared memory, merged by tile 0 after block.sync().
#include <climits>
#include <cmath>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct FMax { __device__ float operator()(float a, float b) const { return fmaxf(a, b); } };
struct FMin { __device__ float operator()(float a, float b) const { return fminf(a, b); } };

template <typename T, bool IsMax> struct Pick;
template <> struct Pick<float, true>  { typedef FMax op; static __device__ float id() { return -INFINITY; } };
template <> struct Pick<float, false> { typedef FMin op; static __device__ float id() { return INFINITY; } };
template <> struct Pick<int, true>  { typedef cg::greater<int> op; static __device__ int id() { return INT_MIN; } };
template <> struct Pick<int, false> { typedef cg::less<int> op; static __device__ int id() { return INT_MAX; } };

template <typename T> __device__ bool is_num(T x) { return x == x; }

template <typename T, bool IsMax>
__device__ void extreme(const T *input, T *partial, int n)
{
    typedef Pick<T, IsMax> P;
    typename P::op op;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ T tile_best[32];
    __shared__ int tile_seen[32];

    int start = blockIdx.x * blockDim.x * 2;
    int a = start + (int)block.thread_rank();
    int b = a + (int)blockDim.x;
    T v = P::id();
    bool seen = false;
    if (a < n) { T x = input[a]; seen |= is_num(x); v = is_num(x) ? op(v, x) : v; }
    if (b < n) { T x = input[b]; seen |= is_num(x); v = is_num(x) ? op(v, x) : v; }

    T w = cg::reduce(tile, v, op);
    int s = tile.any(seen);
    if (tile.thread_rank() == 0) {
        tile_best[tile.meta_group_rank()] = w;
        tile_seen[tile.meta_group_rank()] = s;
    }
    block.sync();
    if (tile.meta_group_rank() == 0) {
        unsigned r = tile.thread_rank();
        bool has = r < tile.meta_group_size();
        T x = has ? tile_best[r] : P::id();
        int f = has ? tile_seen[r] : 0;
        T best = cg::reduce(tile, x, op);
        int any = tile.any(f);
        if (r == 0)
            partial[blockIdx.x] = any ? best : (T)NAN;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { extreme<T, true>(input, partial, n); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { extreme<T, false>(input, partial, n); }
