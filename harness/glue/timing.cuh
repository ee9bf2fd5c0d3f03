// timing.cuh — event timing of one entry point, and of CUB on the same input.
//
// Method (design.md, "GPU timing"; issue 18): warm-up runs first; then pairs
// of the submission's run and CUB's, each after an L2 flush and a hold of
// the device while the run's launches are queued (rg_hold_kernel), the output
// poisoned before every run; inputs rotate among copies that together exceed
// twice the L2 cache and each run reads a perturbed variant whose output the
// harness checks; the pairs go on until the median ratio's interval is
// narrow.  The emulator never times (its clock means nothing).
#ifndef RG_TIMING_CUH
#define RG_TIMING_CUH

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#include "device.cuh"
#include "flush.cuh"
#include "nvml.cuh"
#include "timing_stats.h"

#define RG_MAX_COPIES 64

// Copies of the input to rotate among; copy 0 is the input itself.
struct rg_rotation {
  std::vector<char *> bases;
  std::vector<char *> data;
  std::vector<int> holds; // the variant each copy holds now; -1: the input as given
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
  rot->holds.assign(rot->data.size(), -1);
  return true;
}

static void rg_rotation_free(rg_rotation *rot)
{
  for (char *b : rot->bases)
    if (b)
      cudaFree(b);
}

__attribute__((unused)) static double rg_median(std::vector<float> v)
{
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

// ---- the timed pairs -------------------------------------------------------
//
// A submission and CUB are timed in pairs, one after the other in one loop
// (alternating which goes first), so that both see the same clocks, the
// same neighbours on the machine and the same state of the device: timed in
// two loops apart, a change of clock or load between them moved the ratio
// by 2x (issue 18).  Before every timed run the L2 is flushed and any
// persisting-L2 lines the submission set are reset, so every run reads its
// input from DRAM.  Every run of the submission reads an input that
// differs from the one before it on the same pointer (a variant, see
// timing_stats.h), and its output is kept for the harness to check: a
// kernel that skips its work when the input looks the same is caught.  The
// host clock around each run, with a device-wide synchronisation, shows
// work left running outside the timed stream.

// Copy c of the rotation gets variant v (after the bytes of the variant it
// held are put back).  Small synchronous copies, outside any timed region.
static bool rg_variant_apply(const rg_job *job, size_t elem, rg_rotation *rot, size_t c,
                             int v, rg_result *res)
{
  int held = rot->holds[c];
  char *data = rot->data[c];
  for (int k = 0; held >= 0 && k < RG_VAR_POINTS; k++)
    if (job->var_at[held][k] < job->n &&
        rg_failed(cudaMemcpy(data + job->var_at[held][k] * elem, job->var_old[held][k], elem,
                             cudaMemcpyHostToDevice), "cudaMemcpy(variant)", res))
      return false;
  for (int k = 0; v >= 0 && k < RG_VAR_POINTS; k++)
    if (job->var_at[v][k] < job->n &&
        rg_failed(cudaMemcpy(data + job->var_at[v][k] * elem, job->var_new[v][k], elem,
                             cudaMemcpyHostToDevice), "cudaMemcpy(variant)", res))
      return false;
  rot->holds[c] = v;
  return true;
}

// The two events around a timed launch.
struct rg_run_events {
  cudaEvent_t start, stop;
};

// One timed run of launch(d_in, out): its event time (start..stop) into
// *ev_us.  Busy (idle false): the flush is queued just before, so the launch
// is queued while it runs and the event time holds no launch latency; the
// host clock means nothing then (*wall_us = 0).  Idle: the device is
// synchronised after the flush, and *wall_us gets the host clock from the
// start event to the end of a device-wide synchronisation, which sees work
// on every stream (rg_detect_outside).  Returns false on a CUDA error.
template <typename Launch>
static bool rg_time_one(Launch launch, const char *d_in, char *out, size_t poison_bytes,
                        rg_flush *f, rg_run_events *e, bool idle, double *ev_us,
                        double *wall_us, const char *what, rg_result *res)
{
  // Outside the timed region: a replayed result shows.  Finished before the
  // launch: a kernel on a cudaStreamNonBlocking stream does not wait for the
  // legacy stream, and a poison still queued there overwrote its result
  // (unwritten-output for a correct submission, seen on an H100).
  if (poison_bytes &&
      (rg_failed(cudaMemsetAsync(out, RG_POISON_BYTE, poison_bytes), what, res) ||
       rg_failed(cudaDeviceSynchronize(), what, res)))
    return false;
  rg_flush_run(f, idle);
  if (idle && rg_failed(cudaDeviceSynchronize(), what, res))
    return false;
  double t0 = rg_host_us();
  cudaEventRecord(e->start);
  launch(d_in, out);
  cudaEventRecord(e->stop);
  cudaError_t err = cudaDeviceSynchronize();
  double t1 = rg_host_us();
  if (rg_failed(err, what, res) || rg_failed(cudaGetLastError(), what, res))
    return false;
  float ms = 0;
  cudaEventElapsedTime(&ms, e->start, e->stop);
  *ev_us = ms * 1e3;
  *wall_us = idle ? t1 - t0 : 0;
  return true;
}

static double rg_median_d(std::vector<double> v)
{
  std::sort(v.begin(), v.end());
  return rg_stats_median_sorted(v.data(), v.size());
}

// Is the interval [lo, hi] of the ratio good enough to stop: narrow, and
// not across a tier boundary (a ratio near a boundary is measured longer).
static bool rg_ratio_settled(const rg_job *job, double med, double lo, double hi)
{
  if (!(med > 0) || (hi - lo) > job->ci_target * med)
    return false;
  for (int t = 0; t < job->ntiers && t < 8; t++)
    if (lo <= job->tier_at[t] && job->tier_at[t] <= hi)
      return false;
  return true;
}

// Untimed runs first, for at least 50 ms of the device's time, so that its
// clocks have left their idle state (they ramp over milliseconds).
template <typename Launch, typename Cub>
static bool rg_warm_up(const rg_job *job, rg_rotation *rot, char *out, char *cub_out,
                       Launch launch, Cub cub, rg_result *res)
{
  double t0 = rg_host_us();
  size_t copies = rot->data.size();
  for (int i = 0; i < 1000 && (i < job->warmup_reps || rg_host_us() - t0 < 5e4); i++) {
    launch(rot->data[(size_t)i % copies], out);
    if (job->cub_reduce)
      cub(rot->data[(size_t)i % copies], cub_out);
    if (i % 8 == 7 && rg_sync_failed("warm-up", res))
      return false;
  }
  return !rg_sync_failed("warm-up", res);
}

// One measurement: pairs until the ratio is settled, max_reps or the time
// cap.  Fills the pair arrays, outputs_kept, the clocks.
template <typename Launch, typename Cub>
static bool rg_measure(const rg_job *job, size_t elem, rg_rotation *rot, char *out,
                       char *cub_out, size_t cub_bytes, Launch launch, Cub cub,
                       const rg_nvml *nv, rg_flush *f, rg_run_events *e, rg_result *res)
{
  int min_reps = std::max(1, std::min(job->timed_reps, RG_MAX_PAIRS));
  int max_reps = std::min(std::max(job->max_reps, min_reps), RG_MAX_PAIRS);
  size_t copies = rot->data.size();
  double t0 = rg_host_us();
  res->pairs = res->outputs_kept = 0;
  res->sm_mhz_min = res->sm_mhz_max = 0;
  res->throttle = 0;
  for (int i = 0; i < max_reps; i++) {
    size_t c = (size_t)i % copies;
    int v = rg_variant_of(i, (int)copies, job->variants);
    if (!rg_variant_apply(job, elem, rot, c, v, res))
      return false;
    double k_us = 0, k_wall = 0, c_us = 0, c_wall = 0;
    bool cub_first = job->cub_reduce && i % 2 == 1;
    if (cub_first && !rg_time_one(cub, rot->data[c], cub_out, cub_bytes, f, e, false, &c_us,
                                  &c_wall, "CUB timed run", res))
      return false;
    if (!rg_time_one(launch, rot->data[c], out, job->out_bytes, f, e, false, &k_us, &k_wall,
                     "timed run", res))
      return false;
    if (job->cub_reduce && !cub_first &&
        !rg_time_one(cub, rot->data[c], cub_out, cub_bytes, f, e, false, &c_us, &c_wall,
                     "CUB timed run", res))
      return false;
    if (job->timed_outputs && i < job->outputs_cap) {
      if (rg_failed(cudaMemcpy((char *)job->timed_outputs + (size_t)i * job->out_bytes, out,
                               job->out_bytes, cudaMemcpyDeviceToHost),
                    "cudaMemcpy(timed output)", res))
        return false;
      res->outputs_kept = i + 1;
    }
    rg_nvml_read(nv, res);
    res->pair_kernel_us[i] = k_us;
    res->pair_cub_us[i] = c_us;
    res->pairs = i + 1;
    if (i + 1 < min_reps)
      continue;
    if (!job->cub_reduce) // nothing to settle: the fixed count
      break;
    double ratios[RG_MAX_PAIRS], lo = 0, hi = 0;
    for (int k = 0; k <= i; k++)
      ratios[k] = res->pair_kernel_us[k] > 0 ? res->pair_cub_us[k] / res->pair_kernel_us[k] : 0;
    rg_stats_sort(ratios, (size_t)i + 1);
    double med = rg_stats_median_sorted(ratios, (size_t)i + 1);
    rg_stats_median_ci(ratios, (size_t)i + 1, &lo, &hi);
    if (rg_ratio_settled(job, med, lo, hi) ||
        (job->time_cap_s > 0 && rg_host_us() - t0 > job->time_cap_s * 1e6))
      break;
  }
  return true;
}

// Throttled (NVML names a slowdown) or the SM clock moved by more than 5%
// across the pairs: the figures belong to two machines.
static bool rg_clocks_unsteady(const rg_result *res)
{
  return res->throttle != 0 ||
         (res->sm_mhz_max > 0 && res->sm_mhz_min < 0.95 * res->sm_mhz_max);
}

// The medians and the ratio's interval from the pairs.
static void rg_summarise(const rg_job *job, rg_result *res)
{
  int n = res->pairs;
  std::vector<double> k(res->pair_kernel_us, res->pair_kernel_us + n);
  std::vector<double> cu(res->pair_cub_us, res->pair_cub_us + n);
  res->reps = n;
  res->kernel_us_median = rg_median_d(k);
  res->kernel_us_min = *std::min_element(k.begin(), k.end());
  res->kernel_us_max = *std::max_element(k.begin(), k.end());
  if (job->cub_reduce) {
    res->cub_us_median = rg_median_d(cu);
    double ratios[RG_MAX_PAIRS];
    for (int i = 0; i < n; i++)
      ratios[i] = k[(size_t)i] > 0 ? cu[(size_t)i] / k[(size_t)i] : 0;
    rg_stats_sort(ratios, (size_t)n);
    res->ratio_median = rg_stats_median_sorted(ratios, (size_t)n);
    rg_stats_median_ci(ratios, (size_t)n, &res->ratio_lo, &res->ratio_hi);
  }
}

#define RG_DETECT_RUNS 7

// Work left running outside the timed stream (a kernel on a non-blocking
// stream of the submission's, not waited for): the events around the call
// see little of it, a device-wide synchronisation sees all of it.  A few
// runs with the device idle before each (rg_time_one's idle mode), the
// submission's and CUB's alternating: the host's own cost (launch,
// synchronisation) is CUB's host-clock time less its event time, or 30 µs
// without CUB.  Time the submission's device-wide time exceeds its event
// time by more than that, and by more than max(5 µs, half the event time),
// ran outside.  Kept apart from the timed pairs: there the flush runs just
// before the launch, and a short outside kernel would hide under it.
// Sets res->outside_stream, the wall medians, and when flagged the honest
// (device-wide) figure in kernel_us_median.  Call after rg_summarise.
template <typename Launch, typename Cub>
static bool rg_detect_outside(const rg_job *job, rg_rotation *rot, char *out, char *cub_out,
                              size_t cub_bytes, Launch launch, Cub cub, rg_flush *f,
                              rg_run_events *e, rg_result *res)
{
  std::vector<double> ev, wall, cev, cwall;
  for (int i = 0; i < RG_DETECT_RUNS; i++) {
    double a = 0, b = 0;
    if (!rg_time_one(launch, rot->data[0], out, job->out_bytes, f, e, true, &a, &b,
                     "timed run", res))
      return false;
    ev.push_back(a);
    wall.push_back(b);
    if (job->cub_reduce) {
      if (!rg_time_one(cub, rot->data[0], cub_out, cub_bytes, f, e, true, &a, &b,
                       "CUB timed run", res))
        return false;
      cev.push_back(a);
      cwall.push_back(b);
    }
  }
  res->wall_us_median = rg_median_d(wall);
  double host_cost = 30.0;
  if (job->cub_reduce) {
    res->cub_wall_us_median = rg_median_d(cwall);
    host_cost = std::max(0.0, res->cub_wall_us_median - rg_median_d(cev));
  }
  double events = rg_median_d(ev);
  double hidden = res->wall_us_median - events - host_cost;
  if (hidden > std::max(5.0, 0.5 * events)) {
    res->outside_stream = 1;
    double honest = std::max(res->kernel_us_median, res->wall_us_median - host_cost);
    snprintf(res->timing_note, sizeof res->timing_note,
             "the events around the call saw %.1f us, the device was busy %.1f us: work ran "
             "outside the timed stream (timed pairs: %.1f us)", events, honest,
             res->kernel_us_median);
    res->kernel_us_median = honest;
    if (res->cub_us_median > 0)
      res->ratio_median = res->ratio_lo = res->ratio_hi = res->cub_us_median / honest;
  }
  return true;
}

// bench/ only: more measurements after the graded one (it uses the rotation
// and the variants above).
#include "remeasure.cuh"

// Time launch (the submission) and CUB in pairs: warm-up, then a
// measurement; a throttled or clock-unsteady one is made again (twice at
// most) after a pause, and if it stays so, res->unstable says so.
template <typename T, typename Launch>
static bool rg_time_pairs(const rg_job *job, rg_rotation *rot, char *out, int op,
                          Launch launch, rg_result *res)
{
  T *cub_out = nullptr;
  if (job->cub_baseline && job->cub_reduce && cudaMalloc((void **)&cub_out, sizeof(T)) != cudaSuccess) {
    cudaGetLastError();
    cub_out = nullptr;
  }
  rg_job pj = *job;
  if (!cub_out)
    pj.cub_reduce = nullptr;
  auto cub = [&](const char *d_in, char *o) { pj.cub_reduce(op, pj.dtype, d_in, o, pj.n); };
  rg_run_events e;
  cudaEventCreate(&e.start);
  cudaEventCreate(&e.stop);
  rg_flush f;
  rg_flush_make(&f, job, res);
#ifndef SIMT_EMULATOR
  rg_hold_make(&f, job->spin_us);
#endif
  res->l2_flushed = f.buf != nullptr;
  char note[200] = "";
  rg_nvml nv = rg_nvml_open(note, sizeof note);
  bool ok = rg_warm_up(&pj, rot, out, (char *)cub_out, launch, cub, res);
  for (int a = 0; ok && a < 3; a++) {
    if (a > 0)
      usleep(200000); // let a slowdown pass before measuring again
    res->attempts = a + 1;
    ok = rg_measure(&pj, sizeof(T), rot, out, (char *)cub_out, sizeof(T), launch, cub, &nv,
                    &f, &e, res);
    if (ok && !rg_clocks_unsteady(res))
      break;
  }
  if (ok && res->pairs > 0) {
    res->unstable = rg_clocks_unsteady(res);
    rg_summarise(&pj, res);
    ok = rg_remeasure(&pj, sizeof(T), rot, &nv, res, [&](rg_result *r) {
      bool done = rg_measure(&pj, sizeof(T), rot, out, (char *)cub_out, sizeof(T), launch, cub,
                             &nv, &f, &e, r);
      if (done && r->pairs > 0)
        rg_summarise(&pj, r);
      return done;
    });
    ok = ok && rg_detect_outside(&pj, rot, out, (char *)cub_out, sizeof(T), launch, cub, &f, &e, res);
  }
  if (!res->timing_note[0] && note[0])
    snprintf(res->timing_note, sizeof res->timing_note, "%s", note);
  // Put every copy back as it was: the fresh run and CUB read them next.
  for (size_t c = 0; ok && c < rot->data.size(); c++)
    ok = rg_variant_apply(job, sizeof(T), rot, c, -1, res);
  res->copies = (int)rot->data.size();
  cudaEventDestroy(e.start);
  cudaEventDestroy(e.stop);
  rg_flush_free(&f);
#ifndef SIMT_EMULATOR
  if (f.arrived)
    cudaFreeHost(f.arrived);
#endif
  cudaFree(cub_out);
  return ok;
}

// After the timed runs: one run on fresh data of the same kind and size,
// written into the last input copy, so that a submission that kept a result
// from an earlier call and replays it gives the old answer where the parent
// checks against the new input.  Returns false on a CUDA error.
template <typename Launch>
static bool rg_run_fresh(const rg_job *job, size_t elem, const rg_input *in,
                         const rg_rotation *rot, char *out, Launch launch, rg_result *res)
{
  if (!in->fresh || !job->output_fresh)
    return true;
  char *d_in = rot->data.back();
  // One call on that copy as it is first (the input as given: every copy
  // was put back), so that the fresh data arrive under the pointer the
  // call before read: a result kept per input pointer and n is replayed
  // there (the last timed runs and the outside-stream runs read other
  // copies, so a cache of the last pointer alone never saw a repeat).
  launch(d_in, out);
  if (rg_sync_failed("the entry point, before the fresh data", res))
    return false;
  // Finished before the launch, as in rg_time_one: a kernel on the
  // submission's cudaStreamNonBlocking stream does not wait for the legacy
  // stream, and the poison still queued there overwrote its result
  // (unwritten-output for a correct submission, seen on an H200).
  if (rg_failed(cudaMemcpy(d_in, in->fresh, job->n * elem, cudaMemcpyDeviceToDevice),
                "cudaMemcpy(fresh input)", res) ||
      rg_failed(cudaMemset(out, RG_POISON_BYTE, job->out_bytes), "cudaMemset(output)", res) ||
      rg_failed(cudaDeviceSynchronize(), "cudaDeviceSynchronize(fresh input)", res))
    return false;
  launch(d_in, out);
  if (rg_sync_failed("the entry point, on fresh data", res) ||
      rg_failed(cudaMemcpy(job->output_fresh, out, job->out_bytes, cudaMemcpyDeviceToHost),
                "cudaMemcpy(fresh output)", res))
    return false;
  res->fresh_ran = 1;
  return true;
}

#endif
