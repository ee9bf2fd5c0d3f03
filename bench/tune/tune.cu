// tune.cu — times candidate kernels for the 06, 07, 08 and 15 solutions
// against CUB in one run, with the harness's method (harness/glue/timing.cuh):
// events around the host call, warm-up, median of many runs, inputs rotated
// over copies that together exceed twice the L2, output poisoned before each run.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o tune bench/tune/tune.cu && ./tune
//
// Every variant is checked first on integer-valued data (sums exact in
// float up to 2^24, so the check uses small values and a double reference).
#include <cub/cub.cuh>
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>
#include <algorithm>
#include <functional>
#include <string>

namespace cg = cooperative_groups;
#include "block_sum.cuh"

// ---- 06 as it is: one segment of BLOCK*8 per block, partials out --------
template <int BLOCK, int CF>
__global__ void k06(const float *in, float *partial, int n)
{
    int seg = blockIdx.x * BLOCK * CF;
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < CF; k++) {
        int i = seg + k * BLOCK + threadIdx.x;
        if (i < n) s += in[i];
    }
    float b = block_sum<BLOCK>(s);
    if (threadIdx.x == 0) partial[blockIdx.x] = b;
}

// ---- 07 candidates ------------------------------------------------------
// (a) the current solution: grid-stride over at most 1024 blocks, 4 sums.
template <int BLOCK>
__global__ void k07_stride(const float *in, float *res, size_t n)
{
    size_t stride = (size_t)gridDim.x * BLOCK, i = (size_t)blockIdx.x * BLOCK + threadIdx.x;
    float a = 0, b = 0, c = 0, d = 0;
    for (; i + 3 * stride < n; i += 4 * stride) {
        a += in[i]; b += in[i + stride]; c += in[i + 2 * stride]; d += in[i + 3 * stride];
    }
    for (; i < n; i += stride) a += in[i];
    float t = block_sum<BLOCK>((a + b) + (c + d));
    if (threadIdx.x == 0) atomicAdd(res, t);
}
// (b) 06's segments (CF per thread, many blocks), one atomic per block.
template <int BLOCK, int CF>
__global__ void k07_seg(const float *in, float *res, size_t n)
{
    size_t seg = (size_t)blockIdx.x * BLOCK * CF;
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < CF; k++) {
        size_t i = seg + (size_t)k * BLOCK + threadIdx.x;
        if (i < n) s += in[i];
    }
    float t = block_sum<BLOCK>(s);
    if (threadIdx.x == 0) atomicAdd(res, t);
}

// This thread's share of in[0, n) through a grid-stride loop with ACC
// independent sums, so that ACC loads are in flight per trip.
template <int BLOCK, int ACC>
__device__ float thread_share(const float *in, size_t n)
{
    size_t stride = (size_t)gridDim.x * BLOCK, i = (size_t)blockIdx.x * BLOCK + threadIdx.x;
    float a[ACC] = {};
    for (; i + (ACC - 1) * stride < n; i += ACC * stride) {
#pragma unroll
        for (int k = 0; k < ACC; k++) a[k] += in[i + k * stride];
    }
    for (; i < n; i += stride) a[0] += in[i];
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < ACC; k++) s += a[k];
    return s;
}

// (c) grid-stride with ACC independent sums.
template <int BLOCK, int ACC>
__global__ void k07_acc(const float *in, float *res, size_t n)
{
    float t = block_sum<BLOCK>(thread_share<BLOCK, ACC>(in, n));
    if (threadIdx.x == 0) atomicAdd(res, t);
}

// (d) two-phase: partials into a static device array, then one block.
__device__ float g07_partial[1024];
template <int BLOCK, int ACC>
__global__ void k07_phase1(const float *in, float *part, size_t n)
{
    float t = block_sum<BLOCK>(thread_share<BLOCK, ACC>(in, n));
    if (threadIdx.x == 0) part[blockIdx.x] = t;
}
__global__ void spin(long long ns) { long long t0 = clock64(); while (clock64() - t0 < ns) {} }

// ---- 08 candidate: cooperative grid sync, partials in a static array ----
__device__ float g08_partial[8192];
template <int BLOCK, int ACC>
__global__ void k08_coop(const float *in, float *res, size_t n)
{
    cg::grid_group grid = cg::this_grid();
    float t = block_sum<BLOCK>(thread_share<BLOCK, ACC>(in, n));
    if (threadIdx.x == 0) g08_partial[blockIdx.x] = t;
    grid.sync();
    if (blockIdx.x == 0) {
        float s = 0.0f;
        for (unsigned k = threadIdx.x; k < gridDim.x; k += BLOCK) s += g08_partial[k];
        s = block_sum<BLOCK>(s);
        if (threadIdx.x == 0) *res = s;
    }
}

// ---- 15 candidates: float4, UNROLL in flight, last block finishes -------
__device__ float g15_sums[16384];
__device__ unsigned g15_done;

template <int LOAD>
__device__ __forceinline__ float4 load4(const float4 *p)
{
    if (LOAD == 0) return *p;
    if (LOAD == 1) return __ldcs(p);
    float4 v;
    asm("ld.global.nc.L1::no_allocate.L2::256B.v4.f32 {%0,%1,%2,%3}, [%4];"
        : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(p));
    return v;
}

template <int BLOCK, int UNROLL, int LOAD>
__global__ void __launch_bounds__(BLOCK) k15(const float *__restrict__ in, float *res, size_t n, size_t head)
{
    size_t t = (size_t)blockIdx.x * BLOCK + threadIdx.x, T = (size_t)gridDim.x * BLOCK;
    float s = 0.0f;
    if (t < head) s += in[t];
    const float4 *v = reinterpret_cast<const float4 *>(in + head);
    size_t nv = (n - head) / 4, i = t;
    for (; i + (UNROLL - 1) * T < nv; i += UNROLL * T) {
        float4 x[UNROLL];
#pragma unroll
        for (int k = 0; k < UNROLL; k++) x[k] = load4<LOAD>(v + i + k * T);
#pragma unroll
        for (int k = 0; k < UNROLL; k++) s += (x[k].x + x[k].y) + (x[k].z + x[k].w);
    }
    for (; i < nv; i += T) { float4 x = load4<LOAD>(v + i); s += (x.x + x.y) + (x.z + x.w); }
    size_t tail = head + nv * 4;
    if (t < n - tail) s += in[tail + t];
    float b = block_sum<BLOCK>(s);
    __shared__ bool last;
    if (threadIdx.x == 0) {
        g15_sums[blockIdx.x] = b;
        __threadfence();
        last = atomicAdd(&g15_done, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    const volatile float *bs = g15_sums;
    float tot = 0.0f;
    for (unsigned k = threadIdx.x; k < gridDim.x; k += BLOCK) tot += bs[k];
    tot = block_sum<BLOCK>(tot);
    if (threadIdx.x == 0) { *res = tot; g15_done = 0; }
}

// ------------------------------------------------------------------------
struct Variant { const char *name; std::function<void(const float *, float *, size_t)> run; bool partial; };

static int sms, l2;

template <int BLOCK, int UNROLL, int LOAD>
static Variant v15(const char *name, int grid_mult)
{
    return { name, [grid_mult](const float *in, float *out, size_t n) {
        static int per_sm = 0;
        if (!per_sm) cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, k15<BLOCK, UNROLL, LOAD>, BLOCK, 0);
        size_t head = (4 - ((uintptr_t)in / 4) % 4) % 4; if (head > n) head = n;
        size_t want = (n + BLOCK * 4 - 1) / (BLOCK * 4), cap = (size_t)per_sm * sms * grid_mult;
        if (cap > 16384) cap = 16384;
        k15<BLOCK, UNROLL, LOAD><<<(unsigned)std::min(want, cap), BLOCK>>>(in, out, n, head);
    }, false };
}

template <int BLOCK, int ACC>
static Variant v08(const char *name, int cap_per_sm)
{
    return { name, [cap_per_sm](const float *in, float *o, size_t n) {
        static int per = 0;
        if (!per) cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, k08_coop<BLOCK, ACC>, BLOCK, 0);
        int use = cap_per_sm && cap_per_sm < per ? cap_per_sm : per;
        unsigned g = (unsigned)std::min<size_t>((n + BLOCK - 1) / BLOCK, (size_t)use * sms);
        void *args[] = { (void *)&in, (void *)&o, (void *)&n };
        cudaLaunchCooperativeKernel((void *)k08_coop<BLOCK, ACC>, dim3(g), dim3(BLOCK), args, 0, 0); }, false };
}

template <int BLOCK, int ACC>
static Variant v07two(const char *name)
{
    return { name, [](const float *in, float *o, size_t n) {
        static int per = 0; static float *part = nullptr;
        if (!per) {
            cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, k07_phase1<BLOCK, ACC>, BLOCK, 0);
            cudaGetSymbolAddress((void **)&part, g07_partial);
        }
        size_t g = std::min<size_t>(std::min<size_t>((n + BLOCK - 1) / BLOCK, (size_t)per * sms), 1024);
        k07_phase1<BLOCK, ACC><<<(unsigned)g, BLOCK>>>(in, part, n);
        k07_phase1<BLOCK, 1><<<1, BLOCK>>>(part, o, g); }, false };
}

template <int BLOCK, int ACC>
static Variant v07(const char *name)
{
    return { name, [](const float *in, float *o, size_t n) {
        static int per = 0;
        if (!per) cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, k07_acc<BLOCK, ACC>, BLOCK, 0);
        cudaMemsetAsync(o, 0, 4);
        size_t g = std::min<size_t>((n + BLOCK - 1) / BLOCK, (size_t)per * sms);
        k07_acc<BLOCK, ACC><<<(unsigned)g, BLOCK>>>(in, o, n); }, false };
}

int main()
{
    int dev = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev);
    int clk = 0, bus = 0;
    cudaDeviceGetAttribute(&clk, cudaDevAttrMemoryClockRate, dev);
    cudaDeviceGetAttribute(&bus, cudaDevAttrGlobalMemoryBusWidth, dev);
    double peak = 2.0 * clk * 1e3 * bus / 8 / 1e9;
    cudaDeviceProp p; cudaGetDeviceProperties(&p, dev);
    printf("device %s, %d SMs, L2 %d MB, peak %.0f GB/s\n", p.name, sms, l2 >> 20, peak);

    float *partial = nullptr; cudaMalloc(&partial, (1u << 28) / 256 * sizeof(float) + 4096);
    std::vector<Variant> vs;
    vs.push_back({ "06 seg cf8 b256 (partials)", [&](const float *in, float *, size_t n) {
        unsigned g = (unsigned)((n + 2047) / 2048); k06<256, 8><<<g, 256>>>(in, partial, (int)n); }, true });
    // Harris-style: the same kernel again on its partials until one value is left.
    vs.push_back({ "06 seg cf8 b256 recursive", [&](const float *in, float *o, size_t n) {
        const float *src = in; float *bufs[2] = { partial, partial + (1 << 20) };
        int lvl = 0;
        for (;;) {
            unsigned g = (unsigned)((n + 2047) / 2048);
            float *dst = g == 1 ? o : bufs[lvl++ % 2];
            k06<256, 8><<<g, 256>>>(src, dst, (int)n);
            if (g == 1) break;
            src = dst; n = g;
        } }, false });
    vs.push_back({ "07 stride 1024blk + memset", [](const float *in, float *o, size_t n) {
        cudaMemsetAsync(o, 0, 4); size_t g = std::min<size_t>((n + 255) / 256, 1024);
        k07_stride<256><<<(unsigned)g, 256>>>(in, o, n); }, false });
    vs.push_back(v07<256, 4>("07 acc4 resident"));
    vs.push_back(v07<256, 8>("07 acc8 resident"));
    vs.push_back(v07two<256, 4>("07 two-phase acc4 static"));
    vs.push_back(v07two<256, 8>("07 two-phase acc8 static"));
    vs.push_back(v08<256, 4>("08 coop acc4 all", 0));
    vs.push_back(v08<256, 8>("08 coop acc8 all", 0));
    vs.push_back(v08<1024, 8>("08 coop b1024 acc8 all", 0));
    vs.push_back(v15<256, 4, 0>("15 b256 u4 plain x1", 1));
    vs.push_back(v15<256, 4, 1>("15 b256 u4 ldcs x1", 1));
    vs.push_back(v15<512, 4, 1>("15 b512 u4 ldcs x1", 1));
    vs.push_back(v15<1024, 8, 1>("15 b1024 u8 ldcs x1", 1));
    vs.push_back(v15<1024, 4, 0>("15 b1024 u4 plain x1", 1));
    vs.push_back(v15<1024, 4, 1>("15 b1024 u4 ldcs x1", 1));
    {   // The same kernel with its launch queued behind a spin kernel: the GPU time alone.
        Variant g = v15<1024, 4, 1>("15 b1024 u4 ldcs GPU-only", 1);
        auto inner = g.run;
        g.run = [inner](const float *in, float *o, size_t n) { inner(in, o, n); };
        g.partial = false;
        vs.push_back(g);
    }
    size_t tmp_bytes = 0; void *tmp = nullptr; float *dummy = nullptr;
    cub::DeviceReduce::Sum(tmp, tmp_bytes, dummy, dummy, 1 << 28);
    cudaMalloc(&tmp, tmp_bytes);
    vs.push_back({ "CUB DeviceReduce::Sum", [&](const float *in, float *o, size_t n) {
        size_t b = tmp_bytes; cub::DeviceReduce::Sum(tmp, b, in, o, (int)n); }, false });

    std::vector<size_t> sizes = { 1u << 20, 1u << 22, 1u << 24, 1u << 26, 1u << 28 };
    size_t maxn = sizes.back();
    std::vector<float> h(maxn);
    for (size_t i = 0; i < maxn; i++) h[i] = (float)((i * 2654435761u >> 7) % 3);  // 0,1,2
    std::vector<double> prefix(sizes.size());
    for (size_t s = 0; s < sizes.size(); s++) { double t = 0; for (size_t i = 0; i < sizes[s]; i++) t += h[i]; prefix[s] = t; }

    // Rotation: enough copies of the largest needed span to cover 2 x L2 per size.
    size_t pool_bytes = std::max<size_t>(maxn * 4, 4 * (size_t)l2) + 4096;
    char *pool = nullptr; cudaMalloc(&pool, pool_bytes);
    float *out = nullptr; cudaMalloc(&out, 64);
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);

    printf("%-30s", "variant \\ n");
    for (size_t n : sizes) printf(" %15s", (std::string("2^") + std::to_string(__builtin_ctzll(n))).c_str());
    printf("\n");
    std::vector<std::vector<double>> us(vs.size(), std::vector<double>(sizes.size()));
    for (size_t s = 0; s < sizes.size(); s++) {
        size_t n = sizes[s], bytes = n * 4;
        size_t copies = std::max<size_t>(1, std::min<size_t>((2 * (size_t)l2 + bytes - 1) / bytes, (pool_bytes - 4096) / bytes));
        for (size_t c = 0; c < copies; c++) cudaMemcpy(pool + c * bytes, h.data(), bytes, cudaMemcpyHostToDevice);
        for (size_t v = 0; v < vs.size(); v++) {
            // check once on copy 0 (and once misaligned for the 15 variants)
            for (int off = 0; off < (vs[v].partial ? 1 : 2); off++) {
                cudaMemset(out, 0xff, 64);
                cudaMemset(partial, 0, 16);
                vs[v].run((const float *)pool + off, out, n - off);
                cudaError_t e = cudaDeviceSynchronize();
                if (e != cudaSuccess) { printf("%s: %s\n", vs[v].name, cudaGetErrorString(e)); return 1; }
                if (!vs[v].partial) {
                    float r; cudaMemcpy(&r, out, 4, cudaMemcpyDeviceToHost);
                    // off = 1 reads elements 1 .. n-1
                    double want = prefix[s] - (off ? h[0] : 0.0f);
                    if (n <= (1u << 24) && r != (float)want) printf("!! %s n=%zu off=%d got %.1f want %.1f\n", vs[v].name, n, off, r, want);
                }
            }
            std::vector<float> ms;
            for (int r = 0; r < 3 + 101; r++) {
                const float *in = (const float *)(pool + (r % copies) * bytes);
                cudaMemsetAsync(out, 0xff, 64);
                if (strstr(vs[v].name, "GPU-only")) spin<<<1, 1>>>(200000);
                cudaEventRecord(a); vs[v].run(in, out, n); cudaEventRecord(b);
                cudaEventSynchronize(b);
                float t; cudaEventElapsedTime(&t, a, b);
                if (r >= 3) ms.push_back(t);
            }
            std::sort(ms.begin(), ms.end());
            us[v][s] = ms[ms.size() / 2] * 1e3;
        }
    }
    for (size_t v = 0; v < vs.size(); v++) {
        printf("%-30s", vs[v].name);
        for (size_t s = 0; s < sizes.size(); s++)
            printf(" %7.1fus %5.0f", us[v][s], sizes[s] * 4 / (us[v][s] * 1e3));
        printf("\n");
    }
    printf("(each cell: median us, GB/s; peak %.0f GB/s)\n", peak);
    return 0;
}
