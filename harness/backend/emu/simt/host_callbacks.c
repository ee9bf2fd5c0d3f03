/* host_callbacks.c — host functions queued on a stream
 * (cudaLaunchHostFunc, cudaStreamAddCallback): each runs in its stream's
 * order, after the work queued before it and before the work queued after
 * (stream.c runs it when the stream is drained), as host code: device
 * memory closed while it runs, as it is for the submission's other host
 * code (memory.c), so a callback cannot read the device's memory where a
 * GPU's could not either.
 */
#include "stream_int.h"

static void call(void *arg)
{
  struct qop *o = arg;
  if (o->u.host.fn)
    o->u.host.fn(o->u.host.data);
  else
    o->u.host.cb(o->u.host.h, cudaSuccess, o->u.host.data);
}

void simt_stream_run_host(struct qop *o)
{
  simt_mem_host_call(call, o);
}

static cudaError_t queue_host(cudaStream_t h, cudaHostFn_t fn, cudaStreamCallback_t cb,
                              void *data, void *where)
{
  if (simt_sticky())
    return simt_sticky();
  if (!fn && !cb)
    return simt_api_ret(cudaErrorInvalidValue);
  struct simt_stream *s = simt_stream_resolve(h);
  if (!s)
    return simt_api_ret(cudaErrorInvalidResourceHandle);
  struct qop *o = simt_stream_enqueue(s, Q_HOST, where);
  if (!o)
    return simt_api_ret(cudaErrorMemoryAllocation);
  o->u.host.fn = fn;
  o->u.host.cb = cb;
  o->u.host.data = data;
  o->u.host.h = h;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaLaunchHostFunc(cudaStream_t h, cudaHostFn_t fn, void *data)
{
  return queue_host(h, fn, NULL, data, __builtin_return_address(0));
}

cudaError_t cudaStreamAddCallback(cudaStream_t h, cudaStreamCallback_t cb, void *data,
                                  unsigned int flags)
{
  if (flags != 0) /* CUDA: reserved, must be 0 */
    return simt_api_ret(cudaErrorInvalidValue);
  return queue_host(h, NULL, cb, data, __builtin_return_address(0));
}
