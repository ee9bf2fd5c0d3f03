/* launch.c — the host side of a kernel launch: checks the configuration the
 * way CUDA does (block and grid limits, shared memory, cooperative grid size
 * from the occupancy model), keeps per-kernel attributes, and queues a valid
 * launch on its stream (stream.c), which hands it to the scheduler (sched.c)
 * when the host waits for it.
 */
#include <stdlib.h>
#include "simt_int.h"

struct attr { const void *fn; int max_dyn; };
static struct attr attrs[256];
static int nattrs;
static unsigned long launches_run, cooperative_run, cooperative_refused;
/* Whether a kernel ran since the last cooperative launch refused: a
 * fallback for a device without cooperative launch runs ordinary kernels
 * after the refusal, code with none runs nothing more (no_coop_case.c). */
static int ran_since_refusal;

void simt_launch_reset(void) { nattrs = 0; }

unsigned long simt_launch_count(void) { return launches_run; }
unsigned long simt_cooperative_launch_count(void) { return cooperative_run; }
unsigned long simt_cooperative_refused_count(void) { return cooperative_refused; }
int simt_ran_since_coop_refusal(void) { return ran_since_refusal; }

/* The dynamic shared memory a launch of fn may ask for.  fn NULL: a kernel
 * the shim knows only as a call (a template launched without its template
 * arguments, see simt_named_call), whose cudaFuncSetAttribute went to an
 * address the launch cannot compare with; it may have what any kernel opted
 * in to, so that a correct opt-in is never refused (a launch over the
 * default with no opt-in at all still is). */
int simt_func_max_dyn(const void *fn)
{
  int most = SIMT_SMEM_PER_BLOCK - (int)simt_kernel_shared_size(fn);
  for (int i = 0; i < nattrs; i++) {
    if (fn && attrs[i].fn == fn)
      return attrs[i].max_dyn;
    if (!fn && attrs[i].max_dyn > most)
      most = attrs[i].max_dyn;
  }
  return most;
}

cudaError_t simt_func_set_attribute(const void *fn, int attr, int value)
{
  if (simt_sticky())
    return simt_sticky();
  if (simt_kernel_unnamed(fn)) {
    simt_set_error(cudaErrorInvalidDeviceFunction);
    return cudaErrorInvalidDeviceFunction;
  }
  if (attr == cudaFuncAttributePreferredSharedMemoryCarveout && value >= -1 && value <= 100)
    return cudaSuccess; /* a percentage, or -1 for the default */
  if (attr != cudaFuncAttributeMaxDynamicSharedMemorySize ||
      value < 0 || value > SIMT_SMEM_OPTIN - (int)simt_kernel_shared_size(fn)) {
    simt_set_error(cudaErrorInvalidValue);
    return cudaErrorInvalidValue;
  }
  for (int i = 0; i < nattrs; i++)
    if (attrs[i].fn == fn) {
      attrs[i].max_dyn = value;
      return cudaSuccess;
    }
  if (nattrs < (int)(sizeof attrs / sizeof attrs[0]))
    attrs[nattrs++] = (struct attr){fn, value};
  return cudaSuccess;
}

/* Resident blocks per SM of the kernel at fn for a block size and dynamic
 * shared memory: the thread, block and shared-memory limits of the model
 * (registers ignored), none past the kernel's launch bounds. */
static int per_sm(const void *fn, int block, size_t dyn)
{
  if (block <= 0 || block > simt_kernel_max_threads(fn))
    return 0;
  if (dyn > SIMT_SMEM_PER_SM) /* no block fits; the sum below would wrap */
    return 0;
  int warps = (block + SIMT_WARP - 1) / SIMT_WARP;
  int by_threads = SIMT_THREADS_PER_SM / (warps * SIMT_WARP);
  size_t smem = simt_kernel_shared_size(fn) + dyn + SIMT_SMEM_RESERVED;
  int by_smem = (int)(SIMT_SMEM_PER_SM / smem);
  int n = by_threads < SIMT_BLOCKS_PER_SM ? by_threads : SIMT_BLOCKS_PER_SM;
  return n < by_smem ? n : by_smem;
}

cudaError_t simt_occupancy(int *blocks, const void *fn, int block_size, size_t dyn_smem)
{
  if (simt_sticky())
    return simt_sticky();
  if (!blocks) {
    simt_set_error(cudaErrorInvalidValue);
    return cudaErrorInvalidValue;
  }
  *blocks = per_sm(fn, block_size, dyn_smem);
  return cudaSuccess;
}

/* The block size of most resident threads, the larger on a tie, each
 * size's dynamic shared memory from smem (or dyn where smem is NULL). */
cudaError_t simt_occupancy_block_size_var(int *min_grid, int *block_size, const void *fn,
                                          size_t (*smem)(int, void *), void *ctx,
                                          size_t dyn, int block_limit)
{
  if (simt_sticky())
    return simt_sticky();
  if (!min_grid || !block_size) {
    simt_set_error(cudaErrorInvalidValue);
    return cudaErrorInvalidValue;
  }
  int limit = block_limit > 0 && block_limit < SIMT_MAX_BLOCK ? block_limit : SIMT_MAX_BLOCK;
  int best = 0, best_b = SIMT_WARP;
  size_t best_dyn = smem ? smem(SIMT_WARP, ctx) : dyn;
  for (int b = SIMT_WARP; b <= limit; b += SIMT_WARP) {
    size_t d = smem ? smem(b, ctx) : dyn;
    int occ = per_sm(fn, b, d) * b;
    if (occ >= best) {
      best = occ;
      best_b = b;
      best_dyn = d;
    }
  }
  *block_size = best_b;
  *min_grid = per_sm(fn, best_b, best_dyn) * simt_sm_count();
  return cudaSuccess;
}

cudaError_t simt_occupancy_block_size(int *min_grid, int *block_size, const void *fn,
                                      size_t dyn_smem, int block_limit)
{
  return simt_occupancy_block_size_var(min_grid, block_size, fn, NULL, NULL, dyn_smem, block_limit);
}

cudaError_t simt_occupancy_dyn_smem(size_t *dyn_smem, const void *fn, int blocks, int block_size)
{
  if (simt_sticky())
    return simt_sticky();
  if (!dyn_smem || blocks <= 0) {
    simt_set_error(cudaErrorInvalidValue);
    return cudaErrorInvalidValue;
  }
  /* per_sm's shared-memory limit, solved for the dynamic part; never more
   * than a block may ask for (cudaFuncSetAttribute's limit) */
  size_t sh = simt_kernel_shared_size(fn);
  size_t share = SIMT_SMEM_PER_SM / (size_t)blocks, fixed = sh + SIMT_SMEM_RESERVED;
  size_t most = SIMT_SMEM_OPTIN - sh;
  size_t dyn = share > fixed ? share - fixed : 0;
  *dyn_smem = per_sm(fn, block_size, 0) < blocks ? 0 : dyn < most ? dyn : most;
  return cudaSuccess;
}

/* CUDA's checks of a launch configuration, in CUDA's order. */
static int check(const struct simt_launch_desc *d)
{
  simt_u3 b = d->block, g = d->grid;
  if (b.x == 0 || b.y == 0 || b.z == 0 || b.x > 1024 || b.y > 1024 || b.z > 64 ||
      (uint64_t)b.x * b.y * b.z > SIMT_MAX_BLOCK)
    return cudaErrorInvalidConfiguration;
  if (g.x == 0 || g.y == 0 || g.z == 0 || g.x > 2147483647u || g.y > 65535 || g.z > 65535)
    return cudaErrorInvalidConfiguration;
  if (d->shmem > (size_t)simt_func_max_dyn(d->fn) || d->shmem > SIMT_DYN_WINDOW)
    return cudaErrorInvalidValue;
  if (d->cooperative && !simt_can_cooperate())
    return cudaErrorNotSupported;
  if (d->cooperative) {
    uint64_t nb = (uint64_t)g.x * g.y * g.z;
    if (nb > (uint64_t)per_sm(d->fn, (int)(b.x * b.y * b.z), d->shmem) * simt_sm_count())
      return cudaErrorCooperativeLaunchTooLarge;
  }
  return 0;
}

/* An argument that is host code's name for a __device__ variable: on a GPU
 * the kernel would reach for the host's shadow copy and fault, an illegal
 * address that every later call returns.  Named here, at the launch's line. */
static int host_shadow_arg(const struct simt_launch_desc *d, void *where)
{
  char name[128];
  const char *var = simt_mem_devvar_arg(d->args, d->args_size, name, sizeof name);
  if (!var)
    return 0;
  simt_diag("cuda-error", where,
            "the launch hands the kernel __device__ variable %s by its name in host code: on a GPU "
            "that is the host's shadow copy, which a kernel cannot reach (an illegal address); "
            "cudaGetSymbolAddress gives the device's address", var);
  return cudaErrorIllegalAddress;
}

/* A grid launched in clusters must hold a whole number of them in every
 * dimension: CUDA refuses the launch otherwise.  Clusters are not run as
 * such (simt_launch_ex.h), so this is all of their shape that is checked;
 * the size limit (8 blocks, 16 where the kernel opts in) is not. */
cudaError_t simt_launch_cluster_check(simt_u3 g, simt_u3 c)
{
  if (simt_sticky())
    return simt_sticky();
  if (c.x == 0 || c.y == 0 || c.z == 0)
    return cudaSuccess;
  if (g.x % c.x == 0 && g.y % c.y == 0 && g.z % c.z == 0)
    return cudaSuccess;
  simt_set_error(cudaErrorInvalidClusterSize);
  return cudaErrorInvalidClusterSize;
}

cudaError_t simt_launch(const struct simt_launch_desc *d)
{
  /* The shim's record of the launch, made by its inline code (so through
   * the submission's wrapped new) and freed once the kernel has run,
   * which may be after the entry point returns: the runtime's, not a
   * block the submission holds. */
  if (d->release)
    simt_scratch_runtime_block(d->arg);
  /* dynamic parallelism is not modelled */
  int err = simt_sticky() ? simt_sticky() : simt_self ? cudaErrorNotSupported : 0;
  if (err) {
    if (d->release)
      d->release(d->arg);
    if (err == cudaErrorNotSupported)
      simt_set_error(err);
    return err;
  }
  err = check(d);
  if (d->cooperative && err == cudaErrorNotSupported) {
    cooperative_refused++;
    ran_since_refusal = 0;
  }
  if (!err)
    err = host_shadow_arg(d, __builtin_return_address(0));
  /* A stream belongs to the device current when it was created.  CUDA's
   * guide says a launch into another device's stream fails; CUDA 13 runs
   * it on the stream's device (two H200s, driver 580), and so does the
   * queue here (stream.c makes the stream's device current to run it). */
  if (!err)
    err = simt_stream_launch(d, __builtin_return_address(0));
  if (!err) {
    launches_run++;
    cooperative_run += d->cooperative != 0;
    ran_since_refusal = 1;
  } else if (d->release)
    d->release(d->arg); /* not queued: the arguments are ours to free */
  simt_set_error(err);
  return err;
}

cudaError_t simt_launch_args_missing(void)
{
  return simt_api_ret(cudaErrorInvalidValue);
}

/* On a GPU the runtime copies the parameter's size from args[index], the
 * object and the bytes after it: the kernel reads a value made partly of
 * whatever lies beside the object (a right one only where those bytes
 * happen to be 0).  Named here, at the launch's line, and refused. */
cudaError_t simt_launch_arg_short(int index, size_t have, size_t need)
{
  if (!simt_sticky())
    simt_diag("cuda-error", __builtin_return_address(0),
              "args[%d] of the launch points at an object of %zu bytes, but the kernel's "
              "parameter %d takes %zu: the runtime copies %zu bytes from that address, the "
              "object and what lies after it; point args[%d] at a variable of the "
              "parameter's own type",
              index, have, index, need, need, index);
  return simt_api_ret(cudaErrorInvalidValue);
}
