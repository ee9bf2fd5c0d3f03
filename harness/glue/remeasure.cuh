// remeasure.cuh — bench/ only (issue 18): after the graded measurement of
// an entry point, measure it again job->remeasure times on the same input
// copies, each after a pause, and write each one's x CUB with the
// device's state into res->timing_note:
//
//   remeasured x CUB (ratio@SM MHz/mem MHz/GPU C/HBM C): 0.6421@1980/3201/41/45 ...
//
// With job->remeasure negative (-K), every copy of the input is moved to a
// new allocation before each of the K measurements (a spacer of 0-7 × 2 MiB
// before it), to tell a state of the device's time from one of where the
// buffers lie.
//
// Nothing of the graded figures changes (the extra measurements go into a
// scratch result).  It asks one question: does a ratio's level move between
// two measurements of the same code on the same buffers, with no other
// entry point measured between them, and does it follow the temperature?
#ifndef RG_REMEASURE_CUH
#define RG_REMEASURE_CUH

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <memory>

#include "nvml.cuh"
#include "timing_stats.h"

#define RG_REMEASURE_PAUSE_US 50000

// Appends "r@sm/mem/gpuC/hbmC" to note (cap bytes); false when full.
static bool rg_remeasure_note(char *note, size_t cap, double ratio, unsigned sm,
                              const rg_nvml *nv)
{
  unsigned mem = 0, gpu_c = 0, hbm_c = 0;
  rg_nvml_state(nv, &mem, &gpu_c, &hbm_c);
  size_t used = strlen(note);
  int w = snprintf(note + used, cap - used, " %.4f@%u/%u/%u/%u", ratio, sm, mem, gpu_c, hbm_c);
  return w > 0 && (size_t)w < cap - used;
}

// Every copy put back to the input as given, then moved: a new buffer for
// each (after a spacer), the old freed; copy 0's own buffer (the caller's)
// is kept in *orig0 and never freed here.
static bool rg_rotation_move(const rg_job *job, size_t elem, rg_rotation *rot, char **orig0,
                             unsigned seed, rg_result *res)
{
  size_t alloc = (job->in_offset + job->n + RG_SENTINELS) * elem;
  for (size_t c = 0; c < rot->data.size(); c++)
    if (!rg_variant_apply(job, elem, rot, c, -1, res))
      return false;
  char *spacer = nullptr;
  if (seed % 8 && cudaMalloc((void **)&spacer, (size_t)(seed % 8) << 21) != cudaSuccess)
    cudaGetLastError();
  for (size_t c = 0; c < rot->data.size(); c++) {
    char *base = nullptr;
    if (rg_failed(cudaMalloc((void **)&base, alloc), "cudaMalloc(moved copy)", res))
      return false;
    char *old = rot->data[c] - job->in_offset * elem;
    if (rg_failed(cudaMemcpy(base, old, alloc, cudaMemcpyDeviceToDevice), "cudaMemcpy(moved copy)", res))
      return false;
    if (c == 0 && !*orig0)
      *orig0 = rot->data[0];
    else if (rot->bases[c])
      cudaFree(rot->bases[c]);
    rot->bases[c] = base;
    rot->data[c] = base + job->in_offset * elem;
  }
  cudaFree(spacer);
  return !rg_sync_failed("moved copies", res);
}

// Copy 0 back to the caller's buffer, as rg_time_pairs left it.
static bool rg_rotation_unmove(const rg_job *job, size_t elem, rg_rotation *rot, char *orig0,
                               rg_result *res)
{
  if (!orig0)
    return true;
  if (!rg_variant_apply(job, elem, rot, 0, -1, res))
    return false;
  cudaFree(rot->bases[0]);
  rot->bases[0] = nullptr;
  rot->data[0] = orig0;
  rot->holds[0] = -1;
  return true;
}

template <typename Measure>
static bool rg_remeasure(const rg_job *job, size_t elem, rg_rotation *rot, const rg_nvml *nv,
                         rg_result *res, Measure measure)
{
  if (job->remeasure == 0 || !job->cub_reduce || res->pairs == 0)
    return true;
  int times = job->remeasure < 0 ? -job->remeasure : job->remeasure;
  char *orig0 = nullptr;
  char note[sizeof res->timing_note] = "remeasured x CUB (ratio@SM MHz/mem MHz/GPU C/HBM C):";
  rg_remeasure_note(note, sizeof note, res->ratio_median, res->sm_mhz_max, nv);
  std::unique_ptr<rg_result> scratch(new rg_result(*res));
  for (int k = 0; k < times; k++) {
    usleep(RG_REMEASURE_PAUSE_US);
    if ((job->remeasure < 0 && !rg_rotation_move(job, elem, rot, &orig0, (unsigned)k * 5 + 3, res)) ||
        !measure(scratch.get())) {
      if (job->remeasure > 0 || res->status == RG_GLUE_OK) {
        res->status = scratch->status;
        res->fatal = scratch->fatal;
        memcpy(res->error, scratch->error, sizeof res->error);
      }
      return false;
    }
    if (!rg_remeasure_note(note, sizeof note, scratch->ratio_median,
                           scratch->sm_mhz_max, nv))
      break;
  }
  snprintf(res->timing_note, sizeof res->timing_note, "%s", note);
  return rg_rotation_unmove(job, elem, rot, orig0, res);
}

#endif
