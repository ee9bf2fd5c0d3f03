// timing.cuh — event timing of one entry point, and of CUB on the same input.
//
// Method (design.md, "GPU timing"): warm-up runs first; the output is poisoned
// before every run; inputs rotate among copies that together exceed twice the
// L2 cache, so large and small sizes alike are timed from DRAM; the median of
// the runs is reported.  The emulator never times (its clock means nothing).
#ifndef RG_TIMING_CUH
#define RG_TIMING_CUH

#include <algorithm>
#include <vector>

#include "device.cuh"

#define RG_MAX_COPIES 64

// Copies of the input to rotate among; copy 0 is the input itself.
struct rg_rotation {
  std::vector<char *> bases;
  std::vector<char *> data;
};

static bool rg_rotation_make(const rg_job *job, size_t elem, const rg_input *in,
                             rg_rotation *rot, rg_result *res)
{
  size_t alloc = (job->in_offset + job->n + RG_SENTINELS) * elem;
  // By default the copies together cover twice the L2 cache.
  size_t want = job->rotate_bytes ? job->rotate_bytes : 2 * res->l2_bytes;
  size_t copies = 1;
  if (in->bytes > 0 && want > in->bytes)
    copies = (want + in->bytes - 1) / in->bytes;
  copies = std::min<size_t>(copies, RG_MAX_COPIES);
  rot->bases.push_back(nullptr); // copy 0 is owned by the caller
  rot->data.push_back(in->data);
  for (size_t i = 1; i < copies; i++) {
    char *base = nullptr;
    if (cudaMalloc((void **)&base, alloc) != cudaSuccess) {
      cudaGetLastError(); // fewer copies is fine: the caller is told via reps
      break;
    }
    if (rg_failed(cudaMemcpy(base, in->base, alloc, cudaMemcpyDeviceToDevice),
                  "cudaMemcpy(rotation)", res))
      return false;
    rot->bases.push_back(base);
    rot->data.push_back(base + job->in_offset * elem);
  }
  return true;
}

static void rg_rotation_free(rg_rotation *rot)
{
  for (char *b : rot->bases)
    if (b)
      cudaFree(b);
}

static double rg_median(std::vector<float> v)
{
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

// Time launch(d_in, d_out) job->timed_reps times.  Fills the kernel_us_*
// fields, or cub_us_median when is_cub.  Returns false on a CUDA error.
template <typename Launch>
static bool rg_time(const rg_job *job, const rg_rotation *rot, char *out,
                    Launch launch, bool is_cub, rg_result *res)
{
  cudaEvent_t start, stop;
  if (rg_failed(cudaEventCreate(&start), "cudaEventCreate", res) ||
      rg_failed(cudaEventCreate(&stop), "cudaEventCreate", res))
    return false;
  size_t copies = rot->data.size();
  for (int i = 0; i < job->warmup_reps; i++)
    launch(rot->data[(size_t)i % copies], out);
  bool ok = !rg_sync_failed(is_cub ? "CUB warm-up" : "warm-up", res);
  std::vector<float> ms;
  for (int i = 0; ok && i < job->timed_reps; i++) {
    // Poison first, outside the timed region: a replayed result shows.
    cudaMemsetAsync(out, RG_POISON_BYTE, job->out_bytes);
    cudaEventRecord(start);
    launch(rot->data[(size_t)i % copies], out);
    cudaEventRecord(stop);
    if (rg_failed(cudaEventSynchronize(stop), "timed run", res) ||
        rg_failed(cudaGetLastError(), "timed run", res)) {
      ok = false;
      break;
    }
    float t = 0;
    cudaEventElapsedTime(&t, start, stop);
    ms.push_back(t);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  if (!ok)
    return false;
  if (is_cub) {
    res->cub_us_median = rg_median(ms) * 1e3;
    return true;
  }
  res->reps = (int)ms.size();
  res->kernel_us_median = rg_median(ms) * 1e3;
  res->kernel_us_min = *std::min_element(ms.begin(), ms.end()) * 1e3;
  res->kernel_us_max = *std::max_element(ms.begin(), ms.end()) * 1e3;
  // The last timed output must equal the checked one: every copy of the
  // input holds the same data.
  std::vector<char> last(job->out_bytes);
  if (rg_failed(cudaMemcpy(last.data(), out, job->out_bytes, cudaMemcpyDeviceToHost),
                "cudaMemcpy(timed output)", res))
    return false;
  res->timed_results_differ = memcmp(last.data(), job->output, job->out_bytes) != 0;
  return true;
}

// After the timed runs: one run on fresh data of the same kind and size,
// written into the last input copy, so that a submission that kept a result
// from an earlier call and replays it gives the old answer where the parent
// checks against the new input.  Returns false on a CUDA error.
template <typename Launch>
static bool rg_run_fresh(const rg_job *job, size_t elem, const rg_rotation *rot, char *out,
                         Launch launch, rg_result *res)
{
  if (!job->input_fresh || !job->output_fresh)
    return true;
  char *d_in = rot->data.back();
  if (rg_failed(cudaMemcpy(d_in, job->input_fresh, job->n * elem, cudaMemcpyHostToDevice),
                "cudaMemcpy(fresh input)", res) ||
      rg_failed(cudaMemset(out, RG_POISON_BYTE, job->out_bytes), "cudaMemset(output)", res))
    return false;
  launch(d_in, out);
  if (rg_sync_failed("the entry point, on fresh data", res) ||
      rg_failed(cudaMemcpy(job->output_fresh, out, job->out_bytes, cudaMemcpyDeviceToHost),
                "cudaMemcpy(fresh output)", res))
    return false;
  res->fresh_ran = 1;
  return true;
}

// CUB's DeviceReduce on the same rotation: the baseline every ratio uses.
// CUB lives in its own object (cub_baseline.cu, compiled once and cached):
// including it here would cost every submission half a minute of nvcc.
template <typename T>
static void rg_time_cub(const rg_job *job, const rg_rotation *rot, int op,
                        rg_result *res)
{
  if (!job->cub_reduce)
    return;
  T *d_out = nullptr;
  if (cudaMalloc((void **)&d_out, sizeof(T)) != cudaSuccess) {
    cudaGetLastError();
    return;
  }
  auto reduce = [&](const char *d_in, char *o) {
    job->cub_reduce(op, job->dtype, d_in, o, job->n);
  };
  rg_job cub_job = *job;
  cub_job.out_bytes = sizeof(T);
  rg_time(&cub_job, rot, (char *)d_out, reduce, true, res);
  cudaFree(d_out);
}

#endif
