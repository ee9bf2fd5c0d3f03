// scratch-placement.cu — does the place of a two-pass sum's small scratch
// buffer move its time (issue 18)?  07's two-phase part and CUB (both two
// kernels: many blocks write partials, then one block adds them) differ in
// time from one grading process to the next in steps of about 2.5%, while
// 07's one-kernel atomic part holds within 1%, and giving the timed runs
// 1 GiB of input copies to rotate among instead of twice the L2 changed
// nothing.  What a process does not share with the next is where its small
// buffers lie: the submission's __device__ partials, CUB's temporary
// storage.  The second pass is one block reading them: bound by latency,
// which depends on the L2 slice each line maps to.
//
// One process, one input of 2^LOG2_N floats (above the L2).  For each of
// SLOTS places of the scratch (OFFSET_KB apart inside one allocation), in
// turn over ROUNDS rounds: the two-pass sum with its partials there, and
// CUB with its temporary storage there, each timed with events after an L2
// flush (a memset of twice the L2, as the grader's glue does).  Prints each
// place's median of both.  If the medians step between places as much as
// between processes, the place of the scratch is the cause.
//
// With CHOOSE=1 it instead tries the grader's remedy: the first SLOTS
// places run in turn, 7 rounds without a flush, the fastest kept; then CUB
// is timed there ROUNDS times with the flush.  Run in several processes: if
// the remedy works, every process prints the same median.
//
//   nvcc -O3 -std=c++17 -arch=native -o scratch-placement bench/scratch-placement.cu
//   ./scratch-placement [SLOTS] [ROUNDS] [LOG2_N] [OFFSET_KB] [CHOOSE]
//   (defaults 16 41 24 64 0)
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

static float time_cub(char *at, size_t temp_bytes, float *in, float *out, size_t n,
                      float *flush, size_t flush_bytes, int r, cudaEvent_t a, cudaEvent_t b)
{
  float ms;
  if (flush)
    CHECK(cudaMemsetAsync(flush, r & 0x7F, flush_bytes));
  CHECK(cudaEventRecord(a));
  size_t tb = temp_bytes;
  CHECK(cub::DeviceReduce::Sum(at, tb, in, out, n));
  CHECK(cudaEventRecord(b));
  CHECK(cudaEventSynchronize(b));
  CHECK(cudaEventElapsedTime(&ms, a, b));
  return ms * 1000;
}

// The grader's remedy, tried: choose the fastest place, then time there.
static int choose_then_time(int slots, int rounds, float *in, float *out, float *flush,
                            size_t flush_bytes, char *scratch, size_t slot_bytes,
                            size_t temp_bytes, size_t n, cudaEvent_t a, cudaEvent_t b)
{
  for (int w = 0; w < 200; w++) // warm the clocks up first, as the grader does
    time_cub(scratch, temp_bytes, in, out, n, nullptr, 0, w, a, b);
  std::vector<std::vector<float>> t(slots);
  for (int r = 0; r < 7; r++)
    for (int s = 0; s < slots; s++)
      t[s].push_back(time_cub(scratch + s * slot_bytes, temp_bytes, in, out, n, nullptr, 0, r, a, b));
  int best = 0;
  for (int s = 1; s < slots; s++)
    if (median(t[s]) < median(t[best]))
      best = s;
  std::vector<float> timed, first;
  for (int r = 0; r < rounds; r++) {
    timed.push_back(time_cub(scratch + best * slot_bytes, temp_bytes, in, out, n, flush,
                             flush_bytes, r, a, b));
    first.push_back(time_cub(scratch, temp_bytes, in, out, n, flush, flush_bytes, r, a, b));
  }
  printf("chose place %d of %d (unflushed medians", best, slots);
  for (int s = 0; s < slots; s++)
    printf(" %.2f", median(t[s]));
  printf(" us); with the flush: there %.2f us, at place 0 %.2f us\n", median(timed),
         median(first));
  return 0;
}

int main(int argc, char **argv)
{
  int slots = argc > 1 ? atoi(argv[1]) : 16;
  int rounds = argc > 2 ? atoi(argv[2]) : 41;
  size_t n = (size_t)1 << (argc > 3 ? atoi(argv[3]) : 24);
  size_t step = (size_t)(argc > 4 ? atoi(argv[4]) : 64) << 10;

  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  size_t flush_bytes = 2 * (size_t)prop.l2CacheSize;

  float *in, *out, *flush;
  char *scratch;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMemset(in, 0, n * sizeof(float)));
  CHECK(cudaMalloc(&out, sizeof(float)));
  CHECK(cudaMalloc(&flush, flush_bytes));
  size_t temp_bytes = 0;
  CHECK(cub::DeviceReduce::Sum(nullptr, temp_bytes, in, out, n));
  // A whole number of steps, so every place stays aligned as CUB needs (a
  // 4 KiB step with a slot of the bare size gave a misaligned address).
  size_t need = temp_bytes + PARTIALS * sizeof(float);
  size_t slot_bytes = (need + step - 1) / step * step;
  CHECK(cudaMalloc(&scratch, slot_bytes * slots));

  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  if (argc > 5 && atoi(argv[5]))
    return choose_then_time(slots, rounds, in, out, flush, flush_bytes, scratch, slot_bytes,
                            temp_bytes, n, a, b);
  std::vector<std::vector<float>> two(slots), cub(slots);
  for (int r = 0; r < rounds; r++) {
    for (int s = 0; s < slots; s++) {
      char *at = scratch + s * slot_bytes;
      float ms;
      CHECK(cudaMemsetAsync(flush, r & 0x7F, flush_bytes));
      CHECK(cudaEventRecord(a));
      sum_pass<<<PARTIALS, BLOCK>>>(in, (float *)at, n);
      sum_pass<<<1, BLOCK>>>((float *)at, out, PARTIALS);
      CHECK(cudaEventRecord(b));
      CHECK(cudaEventSynchronize(b));
      CHECK(cudaEventElapsedTime(&ms, a, b));
      if (r > 0) // round 0 warms up
        two[s].push_back(ms * 1000);

      CHECK(cudaMemsetAsync(flush, r & 0x7F, flush_bytes));
      CHECK(cudaEventRecord(a));
      size_t tb = temp_bytes;
      CHECK(cub::DeviceReduce::Sum(at, tb, in, out, n));
      CHECK(cudaEventRecord(b));
      CHECK(cudaEventSynchronize(b));
      CHECK(cudaEventElapsedTime(&ms, a, b));
      if (r > 0)
        cub[s].push_back(ms * 1000);
    }
  }
  printf("%s, n = %zu floats, scratch places %zu KiB apart, %d rounds\n", prop.name, n,
         slot_bytes >> 10, rounds - 1);
  float lo2 = 1e9, hi2 = 0, loc = 1e9, hic = 0;
  for (int s = 0; s < slots; s++) {
    float t = median(two[s]), c = median(cub[s]);
    printf("place %2d: two-pass %.2f us, CUB %.2f us, ratio %.3f\n", s, t, c, c / t);
    lo2 = std::min(lo2, t), hi2 = std::max(hi2, t), loc = std::min(loc, c), hic = std::max(hic, c);
  }
  printf("spread over places: two-pass %.1f%%, CUB %.1f%%\n", 100 * (hi2 / lo2 - 1),
         100 * (hic / loc - 1));
  return 0;
}
