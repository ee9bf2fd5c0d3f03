// device.cuh — the glue's device side: buffers with sentinels, poison and
// canaries, error capture, device facts.  Compiled by nvcc (GPU) or by
// clang++ with the SIMT shim (emulator); nothing here may differ between them
// except timing and the CUB baseline (timing.cuh).
#ifndef RG_DEVICE_CUH
#define RG_DEVICE_CUH

#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

#include "glue.h"
#include "input_kept.cuh"

// Record the first CUDA error of a glue call in res.  A launch failure
// (illegal address, assert, timeout) poisons the context: the child process
// must exit after reporting it, so the next case gets a fresh one.
static bool rg_failed(cudaError_t err, const char *what, rg_result *res)
{
  if (err == cudaSuccess)
    return false;
  if (res->status == RG_GLUE_OK) {
    res->status = RG_GLUE_CUDA_ERROR;
    snprintf(res->error, sizeof res->error, "%s: %s (%s)",
             cudaGetErrorName(err), cudaGetErrorString(err), what);
  }
  switch (err) {
  case cudaErrorInvalidConfiguration:
  case cudaErrorInvalidValue:
  case cudaErrorLaunchOutOfResources:
  case cudaErrorMemoryAllocation:
  case cudaErrorCooperativeLaunchTooLarge:
  case cudaErrorInvalidDeviceFunction:
    break; // not sticky: the context survives
  default:
    res->fatal = 1;
  }
  return true;
}

// An error left pending that says a state was already so, and changed
// nothing: peer access enabled twice (a multi-GPU call that enables it on
// every call, ignoring the answer, as much multi-GPU code does), or
// disabled where it was not enabled.  No launch or copy fails this way,
// and the sums stay the call's to prove.  (cudaHostRegister's twins are
// not here: the emulator has no cudaHostRegister, and the glue is one.)
static bool rg_error_changes_nothing(cudaError_t err)
{
  return err == cudaErrorPeerAccessAlreadyEnabled || err == cudaErrorPeerAccessNotEnabled;
}

// After a launch or a student's host function: the launch error, then the
// error of the kernel itself.
static bool rg_sync_failed(const char *what, rg_result *res)
{
  cudaError_t left = cudaGetLastError();
  if (!rg_error_changes_nothing(left) && rg_failed(left, what, res))
    return true;
  return rg_failed(cudaDeviceSynchronize(), what, res);
}

// Device facts for the report; missing attributes are left at zero.
static void rg_device_facts(rg_result *res)
{
  int dev = 0, clock_khz = 0, bus_bits = 0, count = 0;
  cudaGetDevice(&dev);
  cudaGetDeviceCount(&count);
  cudaDeviceProp prop;
  if (cudaGetDeviceProperties(&prop, dev) == cudaSuccess) {
    snprintf(res->device_name, sizeof res->device_name, "%.127s", prop.name);
    res->l2_bytes = (size_t)prop.l2CacheSize;
    res->sm_count = prop.multiProcessorCount;
  }
  // CUDA 13 removed memoryClockRate from cudaDeviceProp: ask for it.
  cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, dev);
  cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, dev);
  res->peak_gbs = rg_peak_gbs(clock_khz, bus_bits);
  res->device_count = count;
  cudaGetLastError(); // an unsupported attribute is not the student's error
}

// An input on the device: in_offset elements of slack (for unaligned
// pointers), the n elements, then RG_SENTINELS copies of the sentinel.
struct rg_input {
  char *block; // the allocation, freed by the caller: base, or 256 bytes before it
  char *base;
  char *data;  // what the kernel gets
  size_t bytes;
  char *fresh; // job->input_fresh on the device (rg_run_fresh), or null
  rg_kept kept; // its hashes, for the check that the call left it as it was
};

// The job's host inputs are on the device: the child's copies of them go
// now, before any code of the submission runs (run_inputs.c).
static void rg_host_inputs_done(const rg_job *job)
{
  if (job->inputs_taken)
    job->inputs_taken();
}

// A far input (rg_job.far_points): zeros, then each non-zero element
// copied to its place, converted to the input's type.
static bool rg_far_fill(const rg_job *job, size_t elem, char *data, rg_result *res)
{
  if (rg_failed(cudaMemset(data, 0, job->n * elem), "cudaMemset(input)", res))
    return false;
  for (int k = 0; k < job->far_points && k < RG_FAR_MAX; k++) {
    float f = (float)job->far_value[k];
    double d = job->far_value[k];
    int i = (int)job->far_value[k];
    const void *v = job->dtype == RG_F32 ? (const void *)&f
                    : job->dtype == RG_F64 ? (const void *)&d : (const void *)&i;
    if (job->far_at[k] < job->n &&
        rg_failed(cudaMemcpy(data + job->far_at[k] * elem, v, elem, cudaMemcpyHostToDevice),
                  "cudaMemcpy(input)", res))
      return false;
  }
  return true;
}

static bool rg_input_make(const rg_job *job, size_t elem, rg_input *in,
                          rg_result *res)
{
  size_t data_bytes = job->n * elem;
  size_t total = (job->in_offset + job->n + RG_SENTINELS) * elem;
  in->bytes = data_bytes;
  // On a GPU every other job's input starts 256 bytes into its allocation
  // (the alignment kept): the allocator hands a job the place the job
  // before freed, and a repeat of a call (check/leak_check.h) must pass
  // another input pointer, as a caller summing another buffer does.  The
  // emulator's allocator never hands a place out twice.
  size_t shift = 0;
#ifndef SIMT_EMULATOR
  static unsigned turn;
  shift = (turn++ % 2) * 256;
#endif
  if (rg_failed(cudaMalloc((void **)&in->block, total + shift), "cudaMalloc(input)", res))
    return false;
  in->base = in->block + shift;
  in->data = in->base + job->in_offset * elem;
  char tail[RG_SENTINELS * 8];
  for (int i = 0; i < RG_SENTINELS; i++)
    memcpy(tail + (size_t)i * elem, job->sentinel, elem);
  if ((job->in_offset &&
       rg_failed(cudaMemset(in->base, 0xFF, job->in_offset * elem), "cudaMemset(input)", res)) ||
      (job->far_points > 0 ? !rg_far_fill(job, elem, in->data, res)
                           : rg_failed(cudaMemcpy(in->data, job->input, data_bytes,
                                                  cudaMemcpyHostToDevice), "cudaMemcpy(input)", res)) ||
      rg_failed(cudaMemcpy(in->data + data_bytes, tail, RG_SENTINELS * elem,
                           cudaMemcpyHostToDevice), "cudaMemcpy(sentinels)", res))
    return false;
#ifdef SIMT_EMULATOR
  // The emulator sees a read of the slack or the sentinels at its line, even
  // one whose value the kernel drops (simt/past_end.c).
  simt_mem_mark_past(in->base, job->in_offset * elem, in->data, elem, job->n);
  simt_mem_mark_past(in->data + data_bytes, RG_SENTINELS * elem, in->data, elem, job->n);
#endif
  // The fresh run's input too: after this the glue reads no host input.
  if (job->input_fresh &&
      (rg_failed(cudaMalloc((void **)&in->fresh, data_bytes ? data_bytes : 1),
                 "cudaMalloc(fresh input)", res) ||
       rg_failed(cudaMemcpy(in->fresh, job->input_fresh, data_bytes, cudaMemcpyHostToDevice),
                 "cudaMemcpy(fresh input)", res)))
    return false;
  rg_kept_take(job, elem, &in->kept);
  rg_host_inputs_done(job);
  return true;
}

// An output: out_bytes of poison followed by canary bytes.
static bool rg_output_make(const rg_job *job, char **out, rg_result *res)
{
  size_t total = job->out_bytes + job->canary_bytes;
  if (rg_failed(cudaMalloc((void **)out, total ? total : 1), "cudaMalloc(output)", res))
    return false;
  if (rg_failed(cudaMemset(*out, RG_POISON_BYTE, job->out_bytes), "cudaMemset(output)", res) ||
      rg_failed(cudaMemset(*out + job->out_bytes, RG_CANARY_BYTE, job->canary_bytes),
                "cudaMemset(canary)", res))
    return false;
  // cudaMemset, and a small cudaMemcpy from pageable memory, may return
  // before the device has done them, queued on the legacy stream; a
  // submission's kernel on a cudaStreamNonBlocking stream does not wait for
  // that stream, and the poison landed after its result (unwritten-output
  // for a correct 13, seen on an H100).  The input and the output are
  // ready before the entry point is called.
  return !rg_failed(cudaDeviceSynchronize(), "cudaDeviceSynchronize(before the entry point)",
                    res);
}

static bool rg_output_fetch(const rg_job *job, const char *out, rg_result *res)
{
  return !rg_failed(cudaMemcpy(job->output, out, job->out_bytes + job->canary_bytes,
                               cudaMemcpyDeviceToHost), "cudaMemcpy(output)", res);
}

#endif
