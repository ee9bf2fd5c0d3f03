// ratio-series.cu — how long does a level of × CUB last (issue 18)?
//
// Gradings of the same latency-bound solution (04's reduce_unrolled) sit on
// one of two × CUB levels about 3% apart, and a whole graded measurement
// (0.3-0.5 s) falls inside one level.  This times the solution's kernel and
// CUB's sum in pairs, as the grader's glue does (an L2 flush before each
// run, inputs rotating among copies that together exceed twice the L2, the
// order inside a pair alternating), back to back for SECONDS, and prints
// one line per pair: the time since the start, both event times, the ratio.
// An awk line (bench/results.md) turns them into levels per 100 ms window.
//
// MODE adds, bit by bit, what else the glue does around each timed run, to
// find which of its steps brings the levels:
//   1  the hold (harness/glue/flush.cuh): every SM filled by a spinning
//      kernel for SPIN µs after the flush, the run queued while it spins;
//   2  the persisting-L2 reset and cudaDeviceSetLimit (which waits for the
//      device) before the flush, and the memory pool's release threshold;
//   4  the output poisoned and the device synchronised before the flush,
//      and the output copied to the host after the pair.
//
//   nvcc -O3 -std=c++17 -arch=native -o ratio-series bench/ratio-series.cu
//   ./ratio-series [SECONDS] [LOG2_N] [BLOCK] [MODE] [SPIN]
//   (defaults 6 24 256 0 20)
#include <cub/cub.cuh>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../solutions/04-unrolled-last-warp/reduce.cu"

#define CHECK(x)                                                                    \
  do {                                                                              \
    cudaError_t e_ = (x);                                                           \
    if (e_ != cudaSuccess) {                                                        \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      std::exit(1);                                                                 \
    }                                                                               \
  } while (0)

// The glue's hold: every block marks its slot, then spins for ns.
__global__ static void hold_kernel(volatile unsigned *arrived, long long ns)
{
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  if (threadIdx.x == 0) {
    arrived[blockIdx.x] = 1;
    __threadfence_system();
  }
  do
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  while ((long long)(t - t0) < ns);
}

struct around {
  int mode;
  long long spin_ns;
  int hold_blocks;
  unsigned *arrived, *d_arrived;
  void *poison;
  size_t poison_bytes;
};

// What MODE asks for before a timed run, the flush included.
static void before_run(const around &m, void *flush, size_t flush_bytes)
{
  if (m.mode & 4) {
    CHECK(cudaMemsetAsync(m.poison, 0xFF, m.poison_bytes));
    CHECK(cudaDeviceSynchronize());
  }
  if (m.mode & 2) {
    int dev = 0;
    cudaMemPool_t pool;
    unsigned long long keep = ~0ull;
    CHECK(cudaGetDevice(&dev));
    CHECK(cudaDeviceGetMemPool(&pool, dev));
    CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
    cudaCtxResetPersistingL2Cache();
    cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 0);
    cudaGetLastError();
  }
  CHECK(cudaMemsetAsync(flush, 0, flush_bytes));
  if (m.mode & 1) {
    volatile unsigned *arrived = m.arrived;
    for (int b = 0; b < m.hold_blocks; b++)
      arrived[b] = 0;
    hold_kernel<<<m.hold_blocks, 1024>>>(m.d_arrived, m.spin_ns);
    for (int b = 0; b < m.hold_blocks;)
      if (arrived[b])
        b++;
  }
}

static double now_s()
{
  using clk = std::chrono::steady_clock;
  static const clk::time_point t0 = clk::now();
  return std::chrono::duration<double>(clk::now() - t0).count();
}

// The event time of one run after an L2 flush (a memset of twice the L2).
template <typename Run>
static float timed(Run run, const around &m, void *flush, size_t flush_bytes, cudaEvent_t a,
                   cudaEvent_t b)
{
  before_run(m, flush, flush_bytes);
  CHECK(cudaEventRecord(a));
  run();
  CHECK(cudaEventRecord(b));
  CHECK(cudaDeviceSynchronize());
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, a, b));
  return ms * 1e3f;
}

int main(int argc, char **argv)
{
  double seconds = argc > 1 ? std::atof(argv[1]) : 6;
  size_t n = (size_t)1 << (argc > 2 ? std::atoi(argv[2]) : 24);
  int block = argc > 3 ? std::atoi(argv[3]) : 256;
  around m = {};
  m.mode = argc > 4 ? std::atoi(argv[4]) : 0;
  m.spin_ns = (long long)(1e3 * (argc > 5 ? std::atof(argv[5]) : 20));
  int dev = 0, l2 = 0;
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev));
  size_t bytes = n * sizeof(float);
  int copies = (int)((2 * (size_t)l2 + bytes - 1) / bytes) + 1;
  std::vector<float *> in(copies);
  std::vector<float> host(n);
  for (size_t i = 0; i < n; i++)
    host[i] = (float)(i % 7);
  for (auto &p : in) {
    CHECK(cudaMalloc(&p, bytes));
    CHECK(cudaMemcpy(p, host.data(), bytes, cudaMemcpyHostToDevice));
  }
  unsigned grid = (unsigned)((n + 2 * (size_t)block - 1) / (2 * (size_t)block));
  float *partial = nullptr, *sum = nullptr;
  void *flush = nullptr, *temp = nullptr;
  size_t temp_bytes = 0, flush_bytes = 2 * (size_t)l2;
  CHECK(cudaMalloc(&partial, grid * sizeof(float)));
  CHECK(cudaMalloc(&sum, sizeof(float)));
  CHECK(cudaMalloc(&flush, flush_bytes));
  CHECK(cub::DeviceReduce::Sum(nullptr, temp_bytes, in[0], sum, (int)n));
  CHECK(cudaMalloc(&temp, temp_bytes));
  int sms = 0, per_sm = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, hold_kernel, 1024, 0));
  m.hold_blocks = sms * per_sm;
  CHECK(cudaHostAlloc((void **)&m.arrived, m.hold_blocks * sizeof(unsigned), cudaHostAllocMapped));
  CHECK(cudaHostGetDevicePointer((void **)&m.d_arrived, m.arrived, 0));
  m.poison = partial;
  m.poison_bytes = grid * sizeof(float);
  std::vector<float> kept(grid);
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  int c = 0;
  auto kernel = [&] { reduce_unrolled<<<grid, block, block * sizeof(float)>>>(in[c], partial, (int)n); };
  auto cub_sum = [&] { cub::DeviceReduce::Sum(temp, temp_bytes, in[c], sum, (int)n); };
  for (int i = 0; i < 200; i++) { // warm-up: clocks out of idle
    c = i % copies;
    kernel();
    cub_sum();
  }
  CHECK(cudaDeviceSynchronize());
  std::printf("# %s n=%zu block=%d copies=%d l2=%d mode=%d spin_us=%.1f\n"
              "# t_s kernel_us cub_us ratio\n",
              "ratio-series", n, block, copies, l2, m.mode, m.spin_ns * 1e-3);
  double start = now_s();
  for (int i = 0; now_s() - start < seconds; i++) {
    c = i % copies;
    float k, u;
    if (i % 2) {
      u = timed(cub_sum, m, flush, flush_bytes, a, b);
      k = timed(kernel, m, flush, flush_bytes, a, b);
    } else {
      k = timed(kernel, m, flush, flush_bytes, a, b);
      u = timed(cub_sum, m, flush, flush_bytes, a, b);
    }
    if (m.mode & 4)
      CHECK(cudaMemcpy(kept.data(), partial, grid * sizeof(float), cudaMemcpyDeviceToHost));
    std::printf("%.4f %.2f %.2f %.4f\n", now_s() - start, k, u, u / k);
  }
  return 0;
}
