// alloc-epochs.cu — does where a process's buffers lie fix a two-pass sum's
// ratio to CUB (issue 18)?  07's two-phase part and CUB differ in ratio
// from one grading process to the next in steps of about 2.5 % (levels near
// 0.94, 0.97 and 0.99 on an H100), while each grading's own interval is
// ±0.6 %, and neither the scratch's offset, the rotation's size nor the
// CPU the process runs on explains it.  A process fixes where its
// allocations lie.  Here one process allocates afresh E times ("epochs"),
// keeping the old allocations so the new ones land elsewhere, and times R
// interleaved pairs (the two-pass sum, then CUB, each after an L2 flush)
// in each epoch.  If the epochs' median ratios step as the processes' do,
// the allocations' place is the cause, and a grading can time over several
// placements and take the median.
//
// MODE: what each epoch allocates afresh: 0 everything (input, partials,
// CUB's storage), 1 the input only, 2 the partials and CUB's storage only.
//
//   nvcc -O3 -std=c++17 -arch=native -o alloc-epochs bench/alloc-epochs.cu
//   ./alloc-epochs [MODE] [EPOCHS] [ROUNDS] [LOG2_N]   (defaults 0 12 31 24)
#include <cub/cub.cuh>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                             \
  do {                                                                       \
    cudaError_t e_ = (x);                                                    \
    if (e_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_));               \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int BLOCK = 256;
constexpr int PARTIALS = 1024; // blocks of the first pass, as 07's solution

// Both passes: each block adds its grid-stride share into one partial.
__global__ void sum_pass(const float *in, float *out, size_t n)
{
  __shared__ float s[BLOCK];
  float acc = 0;
  for (size_t i = blockIdx.x * (size_t)BLOCK + threadIdx.x; i < n; i += (size_t)gridDim.x * BLOCK)
    acc += in[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int k = BLOCK / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k)
      s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

static float median(std::vector<float> v)
{
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

struct bufs {
  float *in = nullptr, *partials = nullptr, *out = nullptr;
  void *temp = nullptr;
  size_t temp_bytes = 0;
};

// The epoch's buffers: afresh what MODE renews, else last epoch's.  The
// old ones are kept (leaked until exit) so that new ones lie elsewhere.
static void renew(bufs *b, int mode, size_t n)
{
  if (mode != 2 || !b->in) {
    CHECK(cudaMalloc(&b->in, n * sizeof(float)));
    CHECK(cudaMemset(b->in, 0, n * sizeof(float)));
  }
  if (mode != 1 || !b->partials) {
    CHECK(cudaMalloc(&b->partials, PARTIALS * sizeof(float)));
    CHECK(cudaMalloc(&b->out, sizeof(float)));
    b->temp_bytes = 0;
    CHECK(cub::DeviceReduce::Sum(nullptr, b->temp_bytes, b->in, b->out, n));
    CHECK(cudaMalloc(&b->temp, b->temp_bytes));
  }
}

static float timed(cudaEvent_t a, cudaEvent_t z, float *flush, size_t flush_bytes, int r,
                   const bufs *b, size_t n, bool cub)
{
  float ms;
  CHECK(cudaMemsetAsync(flush, r & 0x7F, flush_bytes));
  CHECK(cudaEventRecord(a));
  if (cub) {
    size_t tb = b->temp_bytes;
    CHECK(cub::DeviceReduce::Sum(b->temp, tb, b->in, b->out, n));
  } else {
    sum_pass<<<PARTIALS, BLOCK>>>(b->in, b->partials, n);
    sum_pass<<<1, BLOCK>>>(b->partials, b->out, PARTIALS);
  }
  CHECK(cudaEventRecord(z));
  CHECK(cudaEventSynchronize(z));
  CHECK(cudaEventElapsedTime(&ms, a, z));
  return ms * 1000;
}

int main(int argc, char **argv)
{
  int mode = argc > 1 ? atoi(argv[1]) : 0;
  int epochs = argc > 2 ? atoi(argv[2]) : 12;
  int rounds = argc > 3 ? atoi(argv[3]) : 31;
  size_t n = (size_t)1 << (argc > 4 ? atoi(argv[4]) : 24);
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  size_t flush_bytes = 2 * (size_t)prop.l2CacheSize;
  float *flush;
  CHECK(cudaMalloc(&flush, flush_bytes));
  cudaEvent_t a, z;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&z));
  bufs b;
  printf("%s, n = %zu floats, mode %d, %d epochs of %d pairs\n", prop.name, n, mode, epochs,
         rounds);
  float lo = 1e9, hi = 0;
  for (int e = 0; e < epochs; e++) {
    renew(&b, mode, n);
    std::vector<float> two, cub, ratio;
    for (int r = 0; r < rounds + 3; r++) { // 3 warm-up pairs
      float t = timed(a, z, flush, flush_bytes, r, &b, n, false);
      float c = timed(a, z, flush, flush_bytes, r, &b, n, true);
      if (r >= 3)
        two.push_back(t), cub.push_back(c), ratio.push_back(c / t);
    }
    float m = median(ratio);
    lo = std::min(lo, m), hi = std::max(hi, m);
    printf("epoch %2d: two-pass %.2f us, CUB %.2f us, ratio %.3f (in %p, partials %p)\n", e,
           median(two), median(cub), m, (void *)b.in, (void *)b.partials);
  }
  printf("spread of the epochs' ratios: %.1f%%\n", 100 * (hi / lo - 1));
  return 0;
}
