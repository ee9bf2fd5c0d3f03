// launches.cuh — counts the kernel launches made during the student's entry
// point, so that a "reduction" that launches no kernel at all (the input
// read or copied to the host, summed there, the sum written back) is named
// as such.  Only the checked call is counted: rg_launches_arm before it,
// rg_launches_disarm after; the timed runs go through the same code paths
// disarmed.
//
// Emulator: the runtime counts the launches that ran (simt_launch_count),
// and of them the cooperative ones (simt_cooperative_launch_count).
//
// GPU: the object is linked with ld's --wrap for every runtime entry point
// a kernel launch goes through (compile_command.c: RG_LAUNCH_WRAPS).  nvcc's launch
// stub for kernel<<<...>>> calls __cudaLaunchKernel (CUDA 13) or
// cudaLaunchKernel (older), and both sit in the static runtime, so the
// stub's call lands in __wrap_X below, which calls the runtime's X through
// __real_X.  Disarmed, a wrapper is a test and a tail call.  No CUPTI: the
// profiler's single subscriber slot stays free for the counters.  Whether
// the wrapping took effect is checked once per process with a launch of
// the glue's own through <<<>>> on an empty grid, which the runtime refuses
// (nothing runs, nothing is profiled): if no wrapper saw it (another
// toolkit's stub calls an entry point not wrapped, or the object was linked
// without the flags), launches are "not counted" (-1) and no verdict
// depends on them.  Launches inside libraries the submission calls (CUB,
// NCCL, cuBLAS) are not counted; a library reduction is judged elsewhere.
#ifndef RG_LAUNCHES_CUH
#define RG_LAUNCHES_CUH

#include <cuda_runtime.h>

// Whether the current device can launch cooperatively at all: where it
// cannot, ordinary launches are the only way, and no count is judged.
static bool rg_device_cooperative(void)
{
  int dev = 0, coop = 0;
  return cudaGetDevice(&dev) == cudaSuccess &&
         cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev) == cudaSuccess &&
         coop != 0;
}

#ifdef RG_EMU

static unsigned long rg_launches_from, rg_coop_from;

static void rg_launches_arm(void)
{
  rg_launches_from = simt_launch_count();
  rg_coop_from = simt_cooperative_launch_count();
}

static int rg_launches_disarm(void)
{
  return (int)(simt_launch_count() - rg_launches_from);
}

// Of the launches since rg_launches_arm, the cooperative ones.
static int rg_launches_cooperative(void)
{
  return (int)(simt_cooperative_launch_count() - rg_coop_from);
}

// Whether the entry point asked the device for cudaDevAttrCooperativeLaunch,
// and whether it had a cooperative launch refused for want of it, in any
// call of this process (a host function may ask once and keep the answer).
// The glue's own question (rg_device_cooperative) comes after the call and
// is left out.
static unsigned long rg_attr_reads_from;
static bool rg_coop_asked, rg_coop_refused;

static void rg_coop_question_arm(void)
{
  rg_attr_reads_from = simt_cooperative_attr_reads();
  rg_coop_refused |= simt_cooperative_refused_count() > 0;
}

// 1: refused and never asked, and no kernel ran after the refusal (no
// fallback for such a device), else 0.  A fallback keyed on the refused
// launch alone is a way for such a device, graded
// (tests/hostile/no-coop-unasked-fallback-wrong.cu passed ungraded).
static int rg_coop_question_disarm(void)
{
  rg_coop_asked |= simt_cooperative_attr_reads() > rg_attr_reads_from;
  rg_coop_refused |= simt_cooperative_refused_count() > 0;
  return rg_coop_refused && !rg_coop_asked && !simt_ran_since_coop_refusal();
}

#else

static int rg_launch_on;          // armed: count what the wrappers see
static int rg_launch_calls;       // launch calls seen while armed
static int rg_launch_ran;         // ... that the runtime accepted
static int rg_launch_coop;        // ... of them cooperative

static cudaError_t rg_launch_seen(cudaError_t r)
{
  __atomic_add_fetch(&rg_launch_calls, 1, __ATOMIC_RELAXED);
  if (r == cudaSuccess)
    __atomic_add_fetch(&rg_launch_ran, 1, __ATOMIC_RELAXED);
  return r;
}

static cudaError_t rg_launch_seen_coop(cudaError_t r)
{
  if (r == cudaSuccess)
    __atomic_add_fetch(&rg_launch_coop, 1, __ATOMIC_RELAXED);
  return rg_launch_seen(r);
}

// Whether cudaLaunchKernelEx's configuration asks for a cooperative grid
// (its last cudaLaunchAttributeCooperative, as the runtime reads it).
static bool rg_config_cooperative(const cudaLaunchConfig_t *config)
{
  bool coop = false;
  for (unsigned k = 0; config && k < config->numAttrs; k++)
    if (config->attrs[k].id == cudaLaunchAttributeCooperative)
      coop = config->attrs[k].val.cooperative != 0;
  return coop;
}

// __real_X is weak: without --wrap it stays unresolved (and __wrap_X is
// never called), so the object still links and loads.
#define RG_WRAP_LAUNCH(name, params, args)                                     \
  extern "C" cudaError_t __real_##name params __attribute__((weak));           \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    if (!__atomic_load_n(&rg_launch_on, __ATOMIC_RELAXED))                     \
      return __real_##name args;                                               \
    return rg_launch_seen(__real_##name args);                                 \
  }

// The same for a cooperative launch: `coop` says whether this one is.
#define RG_WRAP_COOP(name, params, args, coop)                                 \
  extern "C" cudaError_t __real_##name params __attribute__((weak));           \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    if (!__atomic_load_n(&rg_launch_on, __ATOMIC_RELAXED))                     \
      return __real_##name args;                                               \
    if (coop)                                                                  \
      return rg_launch_seen_coop(__real_##name args);                          \
    return rg_launch_seen(__real_##name args);                                 \
  }

#define RG_LAUNCH_PARAMS                                                       \
  (const void *fn, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t stream)
#define RG_LAUNCH_ARGS (fn, grid, block, args, shmem, stream)

RG_WRAP_LAUNCH(__cudaLaunchKernel, RG_LAUNCH_PARAMS, RG_LAUNCH_ARGS)
RG_WRAP_LAUNCH(__cudaLaunchKernel_ptsz, RG_LAUNCH_PARAMS, RG_LAUNCH_ARGS)
RG_WRAP_LAUNCH(cudaLaunchKernel, RG_LAUNCH_PARAMS, RG_LAUNCH_ARGS)
RG_WRAP_LAUNCH(cudaLaunchKernel_ptsz, RG_LAUNCH_PARAMS, RG_LAUNCH_ARGS)
RG_WRAP_COOP(cudaLaunchCooperativeKernel, RG_LAUNCH_PARAMS, RG_LAUNCH_ARGS, true)
RG_WRAP_COOP(cudaLaunchCooperativeKernel_ptsz, RG_LAUNCH_PARAMS, RG_LAUNCH_ARGS, true)
RG_WRAP_COOP(cudaLaunchKernelExC,
             (const cudaLaunchConfig_t *config, const void *fn, void **args),
             (config, fn, args), rg_config_cooperative(config))
RG_WRAP_COOP(cudaLaunchKernelExC_ptsz,
             (const cudaLaunchConfig_t *config, const void *fn, void **args),
             (config, fn, args), rg_config_cooperative(config))
// A graph made earlier and launched now may hold the kernels: counted as a
// launch, so that such a submission is never failed for launching nothing.
RG_WRAP_LAUNCH(cudaGraphLaunch, (cudaGraphExec_t exec, cudaStream_t stream), (exec, stream))
RG_WRAP_LAUNCH(cudaGraphLaunch_ptsz, (cudaGraphExec_t exec, cudaStream_t stream),
               (exec, stream))

#undef RG_WRAP_LAUNCH
#undef RG_WRAP_COOP
#undef RG_LAUNCH_PARAMS
#undef RG_LAUNCH_ARGS

__global__ void rg_launch_probe(void) {}

// Do the wrappers see a <<<>>> launch in this object?  Asked once, with a
// grid of no blocks: CUDA refuses it (cudaErrorInvalidConfiguration, not
// sticky, taken back at once) after the stub has called the wrapper.
static bool rg_launches_counted(void)
{
  static int counted = -1;
  if (counted < 0) {
    __atomic_store_n(&rg_launch_calls, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&rg_launch_on, 1, __ATOMIC_RELAXED);
    rg_launch_probe<<<0, 1>>>();
    __atomic_store_n(&rg_launch_on, 0, __ATOMIC_RELAXED);
    counted = __atomic_load_n(&rg_launch_calls, __ATOMIC_RELAXED) > 0;
    cudaGetLastError(); // the probe's refusal is nobody's error
  }
  return counted == 1;
}

static void rg_launches_arm(void)
{
  if (!rg_launches_counted())
    return;
  __atomic_store_n(&rg_launch_calls, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&rg_launch_ran, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&rg_launch_coop, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&rg_launch_on, 1, __ATOMIC_RELAXED);
}

// Launches the runtime accepted since rg_launches_arm, or -1: not counted.
static int rg_launches_disarm(void)
{
  if (!rg_launches_counted())
    return -1;
  __atomic_store_n(&rg_launch_on, 0, __ATOMIC_RELAXED);
  return __atomic_load_n(&rg_launch_ran, __ATOMIC_RELAXED);
}

// Of the launches since rg_launches_arm, the cooperative ones (read after
// rg_launches_disarm; -1: not counted).
static int rg_launches_cooperative(void)
{
  if (!rg_launches_counted())
    return -1;
  return __atomic_load_n(&rg_launch_coop, __ATOMIC_RELAXED);
}

// A GPU always has cooperative launch here: no case runs without it.
static void rg_coop_question_arm(void) {}
static int rg_coop_question_disarm(void) { return 0; }

#endif

#endif
