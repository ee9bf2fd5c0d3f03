// multi.cuh — the glue of the multi-GPU family (CONTRACTS.md, exercise 16):
// places shard d of the input on device d, calls the student's host function
// with one stream and one NCCL communicator per device, then reads every
// device's result at once, without waiting for the student's streams.
//
// The submission's ncclAllReduce, ncclGroupStart/End and copies to the host
// reach the grader through the linker's wraps (multi_watch.cuh, watch.cuh),
// never through its text: that is how the grader sees partials combined on
// the host instead of by NCCL, and where it records the events that split
// the time into the per-device work and the all-reduce.  Compiled by nvcc
// against the real NCCL, or by clang++ against the emulator's
// (harness/backend/emu/simt/include/nccl.h); the same code on both.
#ifndef RG_MULTI_CUH
#define RG_MULTI_CUH

#include <cuda_runtime.h>
#include <nccl.h>

#include <algorithm>
#include <vector>

#include "device.cuh"
#include "launches.cuh"
#include "lookups.cuh"
#include "timing.cuh"

#include "alloc_watch.cuh"
#include "multi_watch.cuh"

using rg_multi_fn = void (*)(const float *const *, float *const *, size_t, int, int,
                             const cudaStream_t *, const ncclComm_t *);

// Shard d of n elements over ndev devices: n / ndev each, and the first
// n % ndev shards one more (the rule CONTRACTS.md states).
static size_t rg_shard_begin(size_t n, int ndev, int d)
{
  size_t q = n / (size_t)ndev, r = n % (size_t)ndev, k = (size_t)d;
  return k * q + std::min(k, r);
}

// The communicators: kept for the life of the grading process (NCCL takes
// a good part of a second to set them up), on the emulator as on a GPU.
static bool rg_comms(int ndev, ncclComm_t *out, rg_result *res)
{
  static ncclComm_t kept[2][RG_MAX_DEVICES];
  static int kept_n[2];
  int slot = ndev == 1 ? 0 : 1;
  if (kept_n[slot] != ndev) {
    ncclResult_t r = ncclCommInitAll(kept[slot], ndev, nullptr);
    if (r != ncclSuccess) {
      res->status = RG_GLUE_CUDA_ERROR;
      res->fatal = 1;
      snprintf(res->error, sizeof res->error, "ncclCommInitAll over %d devices: %s", ndev,
               ncclGetErrorString(r));
      return false;
    }
    kept_n[slot] = ndev;
  }
  std::copy(kept[slot], kept[slot] + ndev, out);
  return true;
}

// The device side of one run over ndev devices: shard d (or, with one
// device, the whole input) between sentinels, and a poisoned result
// followed by canaries, on each device.
struct rg_multi_bufs {
  int ndev;
  char *shard_base[RG_MAX_DEVICES];
  float *shard[RG_MAX_DEVICES];
  float *result[RG_MAX_DEVICES];
  cudaStream_t stream[RG_MAX_DEVICES];  // the student's
  cudaStream_t own[RG_MAX_DEVICES];     // the glue's, to read results
  ncclComm_t comm[RG_MAX_DEVICES];
};

static bool rg_multi_make(const rg_job *job, const char *d_all, int ndev, rg_multi_bufs *b,
                          rg_result *res)
{
  *b = rg_multi_bufs{};
  b->ndev = ndev;
  const size_t elem = sizeof(float);
  char tail[RG_SENTINELS * 8];
  for (int i = 0; i < RG_SENTINELS; i++)
    memcpy(tail + (size_t)i * elem, job->sentinel, elem);
  for (int d = 0; d < ndev; d++) {
    size_t first = rg_shard_begin(job->n, ndev, d);
    size_t count = rg_shard_begin(job->n, ndev, d + 1) - first;
    size_t bytes = (count + 2 * RG_SENTINELS) * elem;
    cudaSetDevice(d);
    // Sentinels on both sides: a shard read too long or too early meets
    // 1e30, as an over-read of any exercise does.
    if (rg_failed(cudaStreamCreateWithFlags(&b->stream[d], cudaStreamNonBlocking),
                  "cudaStreamCreate", res) ||
        rg_failed(cudaStreamCreateWithFlags(&b->own[d], cudaStreamNonBlocking),
                  "cudaStreamCreate", res) ||
        rg_failed(cudaMalloc((void **)&b->shard_base[d], bytes), "cudaMalloc(shard)", res))
      return false;
    b->shard[d] = (float *)(b->shard_base[d] + RG_SENTINELS * elem);
    if (rg_failed(cudaMemcpy(b->shard_base[d], tail, RG_SENTINELS * elem,
                             cudaMemcpyHostToDevice), "cudaMemcpy(sentinels)", res) ||
        rg_failed(cudaMemcpy(b->shard[d], d_all + first * elem, count * elem,
                             cudaMemcpyDefault), "cudaMemcpy(shard)", res) ||
        rg_failed(cudaMemcpy(b->shard[d] + count, tail, RG_SENTINELS * elem,
                             cudaMemcpyHostToDevice), "cudaMemcpy(sentinels)", res) ||
        rg_failed(cudaMalloc((void **)&b->result[d], elem + job->canary_bytes),
                  "cudaMalloc(result)", res) ||
        rg_failed(cudaMemset(b->result[d], RG_POISON_BYTE, elem), "cudaMemset(result)", res) ||
        rg_failed(cudaMemset((char *)b->result[d] + elem, RG_CANARY_BYTE, job->canary_bytes),
                  "cudaMemset(canary)", res) ||
        // Finished before the call: the streams handed to the submission
        // are cudaStreamNonBlocking and do not wait for the legacy stream's
        // copies and memsets (a poison still queued would overwrite a
        // result: device.cuh, timing.cuh).
        rg_failed(cudaDeviceSynchronize(), "cudaDeviceSynchronize(setup)", res))
      return false;
#ifdef SIMT_EMULATOR
    // A kernel's read of the sentinels is seen at its line (simt/past_end.c).
    simt_mem_mark_past(b->shard_base[d], RG_SENTINELS * elem, b->shard[d], elem, count);
    simt_mem_mark_past(b->shard[d] + count, RG_SENTINELS * elem, b->shard[d], elem, count);
#endif
  }
  cudaSetDevice(0);
  return rg_comms(ndev, b->comm, res);
}

static void rg_multi_free(rg_multi_bufs *b)
{
  for (int d = 0; d < b->ndev; d++) {
    cudaSetDevice(d);
    cudaFree(b->shard_base[d]);
    cudaFree(b->result[d]);
    if (b->stream[d])
      cudaStreamDestroy(b->stream[d]);
    if (b->own[d])
      cudaStreamDestroy(b->own[d]);
  }
  cudaSetDevice(0);
}

// Work still queued on a stream the submission was given, looked at without
// waiting for it, and what it is (the emulator's model says exactly, "a
// kernel launched at FILE:LINE"; a GPU says whether it is still running).
static bool rg_still_queued(cudaStream_t s, char *what, size_t cap)
{
  what[0] = 0;
#ifdef RG_EMU
  simt_stream_pending_what(s, what, cap);
  return simt_stream_pending(s) != 0;
#else
  bool busy = cudaStreamQuery(s) == cudaErrorNotReady;
  cudaGetLastError(); // "not ready" is an answer, not the submission's error
  if (busy)
    snprintf(what, cap, "still running");
  return busy;
#endif
}

// Every device's result and canaries into out (values first, then the
// canaries of the first device whose canaries changed), read on the glue's
// own streams: nothing here waits for the submission's streams.
static bool rg_multi_read(const rg_job *job, const rg_multi_bufs *b, char *out, rg_result *res)
{
  const size_t elem = sizeof(float), each = elem + job->canary_bytes;
  std::vector<char> all((size_t)b->ndev * each);
  for (int d = 0; d < b->ndev; d++) {
    cudaSetDevice(d);
    if (rg_failed(cudaMemcpyAsync(all.data() + d * each, b->result[d], each,
                                  cudaMemcpyDeviceToHost, b->own[d]), "reading a result", res) ||
        rg_failed(cudaStreamSynchronize(b->own[d]), "reading a result", res))
      return false;
  }
  int canary_from = 0;
  for (int d = b->ndev - 1; d >= 0; d--) {
    memcpy(out + d * elem, all.data() + d * each, elem);
    for (size_t i = 0; i < job->canary_bytes; i++)
      if ((unsigned char)all[d * each + elem + i] != RG_CANARY_BYTE) {
        canary_from = d; // the lowest device whose canaries changed
        break;
      }
  }
  memcpy(out + b->ndev * elem, all.data() + canary_from * each + elem, job->canary_bytes);
  return true;
}

// Waits for every device; the first error is the run's.
static bool rg_multi_finish(const rg_multi_bufs *b, rg_result *res)
{
  bool ok = true;
  for (int d = 0; d < b->ndev; d++) {
    cudaSetDevice(d);
    ok = !rg_failed(cudaStreamSynchronize(b->stream[d]), "sum_multi_gpu", res) && ok;
    ok = !rg_failed(cudaDeviceSynchronize(), "sum_multi_gpu", res) && ok;
  }
  cudaSetDevice(0);
  return ok;
}

static void rg_multi_call(const rg_job *job, const rg_multi_bufs *b, rg_multi_fn fn, bool timing)
{
  rg_watch_begin(timing);
  rg_device_vars(); // one copy of the __device__ variables per device
#ifdef RG_EMU
  simt_stream_mine(1); // its streams are judged for unordered work (stream_order.c)
#endif
  fn(b->shard, b->result, job->n, job->block, b->ndev, b->stream, b->comm);
#ifdef RG_EMU
  simt_stream_mine(0);
#endif
  rg_watch_end();
}

// What the watch saw, as lines "tag: message" for the report.
static void rg_multi_notes(const rg_multi_bufs *b, const bool *queued,
                           char (*what)[160], rg_result *res)
{
  size_t len = strlen(res->notes);
  for (int d = 0; d < b->ndev; d++)
    if (queued[d]) {
      snprintf(res->notes + len, sizeof res->notes - len,
               "missing-sync: sum_multi_gpu returned while device %d's stream still had "
               "work (%s), so its result was read before it was final: wait for every "
               "device's stream (cudaStreamSynchronize(streams[d]) for each d) before "
               "returning\n", d, what[d][0] ? what[d] : "queued");
      break;
    }
  len = strlen(res->notes);
  if (rg_w.nccl_note[0])
    snprintf(res->notes + len, sizeof res->notes - len, "%s", rg_w.nccl_note);
  else if (rg_w.allreduce_calls < b->ndev && rg_w.host_copies > 0)
    snprintf(res->notes + len, sizeof res->notes - len,
             "host-reduction: sum_multi_gpu called ncclAllReduce %d time(s) for %d devices "
             "and copied to the host %d time(s): each device's sum must be combined by one "
             "ncclAllReduce per device, not on the host\n",
             rg_w.allreduce_calls, b->ndev, rg_w.host_copies);
  else if (rg_w.allreduce_calls < b->ndev)
    snprintf(res->notes + len, sizeof res->notes - len,
             "host-reduction: sum_multi_gpu called ncclAllReduce %d time(s) for %d devices "
             "and copied nothing to the host: the per-device sums were combined some other "
             "way (another NCCL collective such as ncclReduce then ncclBroadcast, peer "
             "copies, or a kernel reading another device's memory), but this exercise "
             "combines them with one ncclAllReduce per device\n",
             rg_w.allreduce_calls, b->ndev);
}

// The timed runs of one configuration: medians of the slowest device's
// time before the all-reduce, of the all-reduce, and of both.
static bool rg_multi_time(const rg_job *job, rg_multi_bufs *b, rg_multi_fn fn,
                          double *before_us, double *allreduce_us, double *total_us,
                          rg_result *res)
{
  cudaEvent_t start[RG_MAX_DEVICES] = {};
  bool ok = true;
  for (int d = 0; d < b->ndev && ok; d++) {
    cudaSetDevice(d);
    ok = !rg_failed(cudaEventCreate(&start[d]), "cudaEventCreate", res) &&
         !rg_failed(cudaEventCreate(&rg_w.mid[d]), "cudaEventCreate", res) &&
         !rg_failed(cudaEventCreate(&rg_w.end[d]), "cudaEventCreate", res);
  }
  std::vector<float> t_before, t_reduce, t_total;
  for (int i = 0; ok && i < job->warmup_reps + job->timed_reps; i++) {
    for (int d = 0; d < b->ndev; d++) {
      cudaSetDevice(d);
      // Poisoned before every run, outside the timed region: a result
      // kept from an earlier run shows.
      cudaMemsetAsync(b->result[d], RG_POISON_BYTE, sizeof(float), b->stream[d]);
      cudaEventRecord(start[d], b->stream[d]);
    }
    cudaSetDevice(0);
    rg_multi_call(job, b, fn, true);
    ok = rg_multi_finish(b, res);
    float worst[3] = { 0, 0, 0 };
    for (int d = 0; ok && d < b->ndev; d++) {
      float before = 0, reduce = 0, total = 0;
      if (!rg_w.mid_done[d] || !rg_w.end_done[d])
        continue; // no all-reduce on this device: the notes say so
      cudaEventElapsedTime(&before, start[d], rg_w.mid[d]);
      cudaEventElapsedTime(&reduce, rg_w.mid[d], rg_w.end[d]);
      cudaEventElapsedTime(&total, start[d], rg_w.end[d]);
      worst[0] = std::max(worst[0], before);
      worst[1] = std::max(worst[1], reduce);
      worst[2] = std::max(worst[2], total);
    }
    if (ok && i >= job->warmup_reps) {
      t_before.push_back(worst[0]);
      t_reduce.push_back(worst[1]);
      t_total.push_back(worst[2]);
    }
  }
  for (int d = 0; d < b->ndev; d++) {
    cudaSetDevice(d);
    cudaEventDestroy(start[d]);
    cudaEventDestroy(rg_w.mid[d]);
    cudaEventDestroy(rg_w.end[d]);
    rg_w.mid[d] = rg_w.end[d] = nullptr;
  }
  cudaSetDevice(0);
  *before_us = rg_median(t_before) * 1e3;
  *allreduce_us = rg_median(t_reduce) * 1e3;
  *total_us = rg_median(t_total) * 1e3;
  return ok;
}

// Family "multi": shards on every device, the student's host function, the
// result of every device checked; when timed, the same code on device 0
// alone too (the scaling the report shows).
template <typename T>
static int rg_run_multi(const rg_job *job, rg_result *res, int op, rg_multi_fn fn)
{
  (void)op;
  rg_device_facts(res);
  int count = 0;
  cudaGetDeviceCount(&count);
  cudaGetLastError();
  int ndev = job->device_count > 0 ? std::min(job->device_count, count) : count;
  if (ndev < 1 || ndev > RG_MAX_DEVICES || job->out_bytes != (size_t)ndev * sizeof(float)) {
    res->status = ndev < 1 ? RG_GLUE_NO_DEVICE : RG_GLUE_BAD_JOB;
    snprintf(res->error, sizeof res->error, "%d devices usable, %zu result bytes asked for",
             ndev, job->out_bytes);
    return res->status;
  }
  // The whole input on device 0 first, the shards copied from there: the
  // host input is gone before the submission runs (rg_inputs_taken), and
  // the one-device baseline below makes its shard again.
  char *d_all = nullptr;
  size_t all_bytes = job->n * sizeof(float);
  cudaSetDevice(0);
  if (rg_failed(cudaMalloc((void **)&d_all, all_bytes ? all_bytes : 1), "cudaMalloc(input)", res) ||
      rg_failed(cudaMemcpy(d_all, job->input, all_bytes, cudaMemcpyHostToDevice),
                "cudaMemcpy(input)", res)) {
    cudaFree(d_all);
    return res->status;
  }
  rg_host_inputs_done(job);
  rg_multi_bufs b;
  bool queued[RG_MAX_DEVICES] = {};
  char what[RG_MAX_DEVICES][160] = {};
  res->launches = -1;
  res->coop_launches = -1; // no multi-GPU part asks for a cooperative grid
  if (rg_multi_make(job, d_all, ndev, &b, res)) {
    rg_launches_arm(); // the checked call only, as the other families
    rg_alloc_watch_begin();
    rg_multi_call(job, &b, fn, false);
    rg_alloc_watch_end(&res->scratch);
    res->launches = rg_launches_disarm();
    rg_failed(rg_take_student_error(), "sum_multi_gpu", res);
    for (int d = 0; d < ndev; d++)
      queued[d] = rg_still_queued(b.stream[d], what[d], sizeof what[d]);
    rg_hold_release_all(); // the check is made: what was held may end
    if (res->status == RG_GLUE_OK && rg_multi_read(job, &b, (char *)job->output, res) &&
        rg_multi_finish(&b, res)) {
      rg_multi_notes(&b, queued, what, res);
      if (job->timed_reps > 0 &&
          rg_multi_time(job, &b, fn, &res->kernel_us_median, &res->allreduce_us_median,
                        &res->total_us_median, res)) {
        std::vector<char> again((size_t)ndev * sizeof(float) + job->canary_bytes);
        if (rg_multi_read(job, &b, again.data(), res))
          res->timed_results_differ = memcmp(again.data(), job->output, job->out_bytes) != 0;
        res->reps = job->timed_reps;
      }
    }
  }
  rg_multi_free(&b);
  // The same code on device 0 alone, in this process: the scaling baseline.
  if (res->status == RG_GLUE_OK && job->timed_reps > 0 && ndev > 1) {
    rg_multi_bufs one;
    double before = 0, reduce = 0;
    if (rg_multi_make(job, d_all, 1, &one, res))
      rg_multi_time(job, &one, fn, &before, &reduce, &res->single_us_median, res);
    rg_multi_free(&one);
  }
  cudaSetDevice(0);
  cudaFree(d_all);
  return res->status;
}

#endif
