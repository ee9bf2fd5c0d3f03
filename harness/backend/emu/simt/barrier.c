/* barrier.c — the scheduling points a kernel calls through the shim:
 * __syncthreads and its counting forms, grid.sync, plus the checks that end
 * a thread's run there (__launch_bounds__, __cluster_dims__, __trap).  Each records where the
 * thread waits and leaves its fiber; sched.c releases the barrier once every
 * live thread of the block waits at it.
 */
#include <stdlib.h>
#include "simt_int.h"

void simt_syncthreads(void)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  simt_thread_at_bar(t, __builtin_return_address(0), 0);
  simt_yield();
}

int simt_syncthreads_op(int op, int pred)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return pred;
  t->bar_pred = pred;
  simt_thread_at_bar(t, __builtin_return_address(0), 1 + op);
  simt_yield();
  return t->bar_result;
}

void simt_grid_sync(void)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  t->wait_pc = __builtin_return_address(0);
  simt_thread_set(t, SIMT_AT_GRID);
  simt_yield();
}

void simt_launch_bounds(unsigned int max_threads)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  unsigned n = t->blk->n;
  if (n <= max_threads)
    return;
  simt_diag("launch-bounds", __builtin_return_address(0),
            "a block of %u threads, more than the kernel's __launch_bounds__(%u): a GPU "
            "refuses the launch", n, max_threads);
  simt_abort(cudaErrorLaunchOutOfResources);
}

void simt_cluster_dims(unsigned int x, unsigned int y, unsigned int z)
{
  struct simt_thread *t = simt_self;
  if (!t || x == 0 || y == 0 || z == 0)
    return;
  simt_u3 g = simt_cur->grid_dim;
  if (g.x % x == 0 && g.y % y == 0 && g.z % z == 0)
    return;
  simt_diag("cuda-error", __builtin_return_address(0),
            "a grid of %u x %u x %u blocks for a kernel declared __cluster_dims__(%u, %u, %u): "
            "a GPU launches such a kernel only on a whole number of clusters in every "
            "dimension and refuses this launch (cudaErrorInvalidClusterSize)",
            g.x, g.y, g.z, x, y, z);
  simt_abort(cudaErrorInvalidClusterSize);
}

void simt_trap(void)
{
  if (!simt_self)
    abort();
  simt_diag("trap", __builtin_return_address(0), "the kernel called __trap() or a failed assert");
  simt_abort(cudaErrorLaunchFailure);
}
