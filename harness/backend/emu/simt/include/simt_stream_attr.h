/* simt_stream_attr.h — a stream's attributes in the SIMT shim: CUDA's
 * cudaStreamSetAttribute / cudaStreamGetAttribute with the launch
 * attributes' ids and values (cuda_runtime_api.h spells them so).  The
 * emulator models no L2 persistence, synchronisation policy or priority
 * through them, so a set is accepted and changes nothing, and a get answers
 * the value a fresh stream has (all zero).  Included by simt_cuda.h after
 * simt_launch_ex.h. */
#ifndef SIMT_STREAM_ATTR_H
#define SIMT_STREAM_ATTR_H

typedef cudaLaunchAttributeID cudaStreamAttrID;
typedef cudaLaunchAttributeValue cudaStreamAttrValue;
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributePriority cudaLaunchAttributePriority

SIMT_INL cudaError_t cudaStreamSetAttribute(cudaStream_t s, cudaStreamAttrID id,
                                            const cudaStreamAttrValue *v)
{
  (void)s;
  return v && id >= cudaLaunchAttributeIgnore && id <= cudaLaunchAttributePriority
           ? cudaSuccess : cudaErrorInvalidValue;
}

SIMT_INL cudaError_t cudaStreamGetAttribute(cudaStream_t s, cudaStreamAttrID id,
                                            cudaStreamAttrValue *v)
{
  (void)s;
  if (!v || id < cudaLaunchAttributeIgnore || id > cudaLaunchAttributePriority)
    return cudaErrorInvalidValue;
  *v = cudaStreamAttrValue{};
  return cudaSuccess;
}

#endif
