// sum-fast-shapes.cu — shapes of 15's kernel (block size, work per thread,
// how the last block finishes) against CUB, timed the way the grader times
// (harness/glue/timing.cuh): the persisting L2 reset and an L2 flush queued
// before every run, so the run reads DRAM and the event time holds no
// launch latency; the candidate and CUB in pairs, alternating which goes
// first; the ratio is the median of the pairs' ratios.  Issue 18 asks for
// 15 at 1.5x CUB at 2^20: this finds where the time at small sizes goes.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o shapes bench/tune/sum-fast-shapes.cu && ./shapes
//
// Each shape is checked first on integer-valued data (exact in float), at
// an aligned and a misaligned start.
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "block_sum.cuh"

__device__ float g_sums[16384];
__device__ float g_total;
__device__ unsigned g_done;

// FINISH 0: partials in an array, the last block adds them (15 as it is).
// FINISH 1: each block adds its partial into one float with atomicAdd; the
// last block takes the total and puts zero back (order varies: float sums
// may differ in their last bits from run to run).
// LOAD 0: __ldcs (streaming, evict first: 15 as it is); 1: a plain load;
// 2: __ldg; 3: no L1 allocation, 256-byte L2 prefetch.
template <int LOAD>
__device__ __forceinline__ float4 load4(const float4 *p)
{
    if (LOAD == 0) return __ldcs(p);
    if (LOAD == 1) return *p;
    if (LOAD == 2) return __ldg(p);
    float4 v;
    asm("ld.global.nc.L1::no_allocate.L2::256B.v4.f32 {%0,%1,%2,%3}, [%4];"
        : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(p));
    return v;
}

// MAP 0: grid-stride over float4s (15 as it is).  MAP 1: each block reads
// one contiguous segment, in tiles of UNROLL x BLOCK float4s (CUB's way).
template <int BLOCK, int UNROLL, int MAP, int LOAD>
__device__ float share(const float4 *__restrict__ v, size_t nv)
{
    float s = 0.0f;
    size_t i, end, step, T;
    if (MAP == 0) {
        T = (size_t)gridDim.x * BLOCK;
        i = (size_t)blockIdx.x * BLOCK + threadIdx.x;
        end = nv;
    } else {
        size_t tile = (size_t)UNROLL * BLOCK;
        size_t seg = ((nv + gridDim.x - 1) / gridDim.x + tile - 1) / tile * tile;
        size_t lo = (size_t)blockIdx.x * seg;
        end = lo + seg < nv ? lo + seg : nv;
        T = BLOCK;
        i = lo + threadIdx.x;
    }
    step = UNROLL * T;
    for (; i + (UNROLL - 1) * T < end; i += step) {
        float4 x[UNROLL];
#pragma unroll
        for (int k = 0; k < UNROLL; k++) x[k] = load4<LOAD>(v + i + k * T);
#pragma unroll
        for (int k = 0; k < UNROLL; k++) s += (x[k].x + x[k].y) + (x[k].z + x[k].w);
    }
    for (; i < end; i += T) { float4 x = load4<LOAD>(v + i); s += (x.x + x.y) + (x.z + x.w); }
    return s;
}

template <int BLOCK, int UNROLL, int FINISH, int MAP, int LOAD>
__global__ void __launch_bounds__(BLOCK) shape(const float *__restrict__ in, float *res, size_t n,
                                               size_t head)
{
    size_t t = (size_t)blockIdx.x * BLOCK + threadIdx.x;
    float s = 0.0f;
    if (t < head) s += in[t];
    const float4 *v = reinterpret_cast<const float4 *>(in + head);
    size_t nv = (n - head) / 4;
    s += share<BLOCK, UNROLL, MAP, LOAD>(v, nv);
    if (FINISH == 2) {  // no sum at all: the loads alone (the read ceiling)
        if (s == -1.0f) *res = s;
        return;
    }
    size_t tail = head + nv * 4;
    if (t < n - tail) s += in[tail + t];
    float b = block_sum<BLOCK>(s);
    __shared__ bool last;
    if (threadIdx.x == 0) {
        if (FINISH == 0) g_sums[blockIdx.x] = b;
        else atomicAdd(&g_total, b);
        __threadfence();
        last = atomicAdd(&g_done, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    if (FINISH == 1) {
        if (threadIdx.x == 0) { *res = atomicExch(&g_total, 0.0f); g_done = 0; }
        return;
    }
    const volatile float *bs = g_sums;
    float tot = 0.0f;
    for (unsigned k = threadIdx.x; k < gridDim.x; k += BLOCK) tot += bs[k];
    tot = block_sum<BLOCK>(tot);
    if (threadIdx.x == 0) { *res = tot; g_done = 0; }
}

struct Shape { std::string name; std::function<void(const float *, float *, size_t)> run; };
static int sms;

// grid: blocks for MIN float4s per thread at least, at most the resident blocks.
template <int BLOCK, int UNROLL, int FINISH, int MAP = 0, int LOAD = 0>
static Shape make(int min_vec_per_thread)
{
    std::string name = "b" + std::to_string(BLOCK) + " u" + std::to_string(UNROLL) + " >=" +
                       std::to_string(min_vec_per_thread) + "v " + (FINISH == 2 ? "loads only" : FINISH ? "atomic" : "partials") +
                       (MAP ? " seg" : "") + (LOAD ? " load" + std::to_string(LOAD) : "");
    return { name, [min_vec_per_thread](const float *in, float *out, size_t n) {
        static int per_sm = 0;
        if (!per_sm)
            cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, shape<BLOCK, UNROLL, FINISH, MAP, LOAD>, BLOCK, 0);
        size_t head = (4 - ((uintptr_t)in / 4) % 4) % 4;
        if (head > n) head = n;
        size_t per_block = (size_t)BLOCK * 4 * min_vec_per_thread;
        size_t want = (n + per_block - 1) / per_block, cap = (size_t)per_sm * sms;
        shape<BLOCK, UNROLL, FINISH, MAP, LOAD><<<(unsigned)std::max<size_t>(1, std::min(want, cap)), BLOCK>>>(in, out, n, head);
    } };
}

// The floor: a launch that reads nothing, one warp or a full device of blocks.
__global__ void store_zero(float *res)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) *res = 0.0f;
}

static char *flush_buf;
static size_t flush_bytes;
static int flush_round;

static bool flush_by_reads;  // FLUSH=read: clean lines only (the grader writes)

__global__ void read_all(const float4 *p, size_t n, float *sink)
{
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        s += p[i].x;
    if (s == -1.0f) *sink = s;  // never true: keeps the loads
}

static void flush()
{
    cudaCtxResetPersistingL2Cache();
    cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 0);
    cudaGetLastError();
    if (flush_by_reads)
        read_all<<<4 * sms, 512>>>((const float4 *)flush_buf, flush_bytes / 16, (float *)flush_buf);
    else
        cudaMemsetAsync(flush_buf, (flush_round++ & 0x7f) + 1, flush_bytes);
}

static double timed(const std::function<void(const float *, float *, size_t)> &f, const float *in,
                    float *out, size_t n, cudaEvent_t a, cudaEvent_t b)
{
    cudaMemsetAsync(out, 0xff, 4);
    cudaDeviceSynchronize();
    flush();
    cudaEventRecord(a);
    f(in, out, n);
    cudaEventRecord(b);
    cudaDeviceSynchronize();
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b);
    return ms * 1e3;
}

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

int main()
{
    int dev = 0, l2 = 0, clk = 0, bus = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev);
    cudaDeviceGetAttribute(&clk, cudaDevAttrMemoryClockRate, dev);
    cudaDeviceGetAttribute(&bus, cudaDevAttrGlobalMemoryBusWidth, dev);
    double peak = 2.0 * clk * 1e3 * bus / 8 / 1e9;
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, dev);
    flush_by_reads = getenv("FLUSH") && std::string(getenv("FLUSH")) == "read";
    printf("device %s, %d SMs, L2 %d MB, peak %.0f GB/s, L2 flushed by %s\n", p.name, sms, l2 >> 20,
           peak, flush_by_reads ? "reads" : "a memset");

    std::vector<Shape> shapes = {
        make<1024, 4, 0>(1),  // 15 as it is
        make<1024, 4, 0>(4), make<1024, 4, 1>(1), make<1024, 4, 1>(4),
        make<512, 4, 0>(1),   make<512, 4, 0>(4), make<512, 4, 1>(1),
        make<256, 4, 0>(1),   make<256, 4, 0>(4), make<256, 4, 1>(4),
        make<1024, 8, 0>(8),  make<512, 8, 1>(8),
        make<256, 4, 1, 1>(4), make<256, 8, 1, 1>(8), make<512, 4, 1, 1>(4), make<1024, 4, 1, 1>(4),
        make<256, 16, 1, 1>(16),
    };
    if (getenv("SHAPES") && std::string(getenv("SHAPES")) == "seg")
        shapes.erase(shapes.begin() + 1, shapes.begin() + 12);
    if (getenv("SHAPES") && std::string(getenv("SHAPES")) == "loads")
        shapes = { make<1024, 4, 0>(1), make<1024, 4, 0, 0, 1>(1), make<1024, 4, 0, 0, 2>(1),
                   make<1024, 4, 0, 0, 3>(1), make<256, 4, 0, 1, 1>(4), make<256, 4, 0, 1, 2>(4),
                   make<1024, 4, 2>(1), make<1024, 4, 2, 0, 1>(1), make<256, 4, 2>(4),
                   make<256, 4, 2, 1, 1>(4) };
    size_t cub_tmp_bytes = 0;
    void *cub_tmp = nullptr;
    float *null_f = nullptr;
    cub::DeviceReduce::Sum(cub_tmp, cub_tmp_bytes, null_f, null_f, 1 << 28);
    cudaMalloc(&cub_tmp, cub_tmp_bytes);
    auto cub_sum = [&](const float *in, float *o, size_t n) {
        size_t b = cub_tmp_bytes;
        cub::DeviceReduce::Sum(cub_tmp, b, in, o, (int)n);
    };

    flush_bytes = std::max<size_t>(2 * (size_t)l2, 8u << 20);
    cudaMalloc(&flush_buf, flush_bytes);
    std::vector<size_t> sizes = { 1u << 20, 1u << 22, 1u << 24, 1u << 26, 1u << 28 };
    size_t maxn = sizes.back();
    std::vector<float> h(maxn);
    for (size_t i = 0; i < maxn; i++) h[i] = (float)((i * 2654435761u >> 7) % 3);
    float *in = nullptr, *out = nullptr;
    cudaMalloc(&in, maxn * 4 + 64);
    cudaMalloc(&out, 64);
    cudaMemcpy(in, h.data(), maxn * 4, cudaMemcpyHostToDevice);
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);

    for (size_t n : sizes) {
        double want = 0;
        for (size_t i = 0; i < n; i++) want += h[i];
        printf("\nn = 2^%d: shape, median us, CUB us, x CUB (median of pair ratios), GB/s, %% of peak\n",
               __builtin_ctzll(n));
        for (unsigned g : { 1u, 2u * (unsigned)sms }) {
            auto empty = [g](const float *, float *o, size_t) { store_zero<<<g, 1024>>>(o); };
            std::vector<double> ts;
            for (int r = 0; r < 101; r++) ts.push_back(timed(empty, in, out, n, a, b));
            printf("  %-26s %8.2f\n", (std::string("empty launch, ") + std::to_string(g) + " blocks").c_str(),
                   median(ts));
        }
        for (const Shape &s : shapes) {
            for (int off = 0; off < 2; off++) {  // checked at an aligned and a misaligned start
                cudaMemset(out, 0xff, 4);
                s.run(in + off, out, n - off);
                cudaError_t e = cudaDeviceSynchronize();
                float r = 0;
                cudaMemcpy(&r, out, 4, cudaMemcpyDeviceToHost);
                double w = want - (off ? h[0] : 0.0f);
                bool sums = s.name.find("loads only") == std::string::npos;
                if (e != cudaSuccess || (sums && n <= (1u << 24) && r != (float)w))
                    printf("!! %s off=%d: %s got %.1f want %.1f\n", s.name.c_str(), off,
                           cudaGetErrorString(e), r, w);
            }
            for (int w = 0; w < 30; w++) { s.run(in, out, n); cub_sum(in, out, n); }
            std::vector<double> ks, cs, ratio;
            for (int r = 0; r < 201; r++) {
                double k, c;
                if (r % 2) { c = timed(cub_sum, in, out, n, a, b); k = timed(s.run, in, out, n, a, b); }
                else { k = timed(s.run, in, out, n, a, b); c = timed(cub_sum, in, out, n, a, b); }
                ks.push_back(k);
                cs.push_back(c);
                ratio.push_back(c / k);
            }
            double k = median(ks);
            printf("  %-26s %8.2f %8.2f  %5.3f  %6.0f  %4.1f%%\n", s.name.c_str(), k, median(cs),
                   median(ratio), n * 4 / (k * 1e3), 100 * n * 4 / (k * 1e3) / peak);
        }
    }
    return 0;
}
