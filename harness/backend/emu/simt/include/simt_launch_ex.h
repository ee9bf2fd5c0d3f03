/* simt_launch_ex.h — CUDA 12's extensible launch in the SIMT shim:
 * cudaLaunchKernelEx(&config, kernel, args...), the form of cuda_runtime.h
 * that takes the kernel's own arguments (the C form cudaLaunchKernelExC
 * with void ** arguments is not here).  The config gives the grid, the
 * block, the dynamic shared memory and the stream; of its attributes,
 * cudaLaunchAttributeCooperative makes a cooperative launch, checked and run
 * as cudaLaunchCooperativeKernel's; the others are accepted and change
 * nothing (priorities, programmatic serialisation and clusters are not
 * modelled), but a cluster shape that does not divide the grid is refused
 * as CUDA refuses it.  gridDim and blockDim are the shim's macros for the running
 * thread's, so the config's fields of those names are simt_m_gridDim and
 * simt_m_blockDim here, and the rewriter renames a member access
 * ".gridDim" / "->blockDim" of the submission to them (rewrite_names.c).
 * Also simt_null_arg, what a triple-chevron launch's NULL argument becomes.
 * Included by simt_cuda.h after simt_launch_args. */
#ifndef SIMT_LAUNCH_EX_H
#define SIMT_LAUNCH_EX_H

typedef enum cudaLaunchAttributeID {
  cudaLaunchAttributeIgnore = 0,
  cudaLaunchAttributeAccessPolicyWindow = 1,
  cudaLaunchAttributeCooperative = 2,
  cudaLaunchAttributeSynchronizationPolicy = 3,
  cudaLaunchAttributeClusterDimension = 4,
  cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
  cudaLaunchAttributeProgrammaticStreamSerialization = 6,
  cudaLaunchAttributeProgrammaticEvent = 7,
  cudaLaunchAttributePriority = 8,
} cudaLaunchAttributeID;

/* An L2 access-policy window (a stream's or a launch's attribute). */
enum cudaAccessProperty {
  cudaAccessPropertyNormal = 0,
  cudaAccessPropertyStreaming = 1,
  cudaAccessPropertyPersisting = 2,
};
struct cudaAccessPolicyWindow {
  void *base_ptr;
  size_t num_bytes;
  float hitRatio;
  enum cudaAccessProperty hitProp, missProp;
};

typedef union cudaLaunchAttributeValue {
  char pad[64];
  struct cudaAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  struct { unsigned int x, y, z; } clusterDim;
  int programmaticStreamSerializationAllowed;
  int priority;
} cudaLaunchAttributeValue;

typedef struct cudaLaunchAttribute_st {
  cudaLaunchAttributeID id;
  char pad[8 - sizeof(cudaLaunchAttributeID)];
  cudaLaunchAttributeValue val;
} cudaLaunchAttribute;

typedef struct cudaLaunchConfig_st {
  dim3 simt_m_gridDim;  /* CUDA's gridDim */
  dim3 simt_m_blockDim; /* CUDA's blockDim */
  size_t dynamicSmemBytes;
  cudaStream_t stream;
  cudaLaunchAttribute *attrs;
  unsigned int numAttrs;
} cudaLaunchConfig_t;

/* Whether the config asks for a cooperative launch (the last such attribute). */
SIMT_INL int simt_launch_ex_cooperative(const cudaLaunchConfig_t *c)
{
  int coop = 0;
  for (unsigned int k = 0; c->attrs && k < c->numAttrs; k++)
    if (c->attrs[k].id == cudaLaunchAttributeCooperative)
      coop = c->attrs[k].val.cooperative != 0;
  return coop;
}

/* The config's cluster shape (the last such attribute) checked against its
 * grid: a grid of a fractional number of clusters is refused. */
SIMT_INL cudaError_t simt_launch_ex_cluster(const cudaLaunchConfig_t *c)
{
  const cudaLaunchAttribute *cl = 0;
  for (unsigned int k = 0; c->attrs && k < c->numAttrs; k++)
    if (c->attrs[k].id == cudaLaunchAttributeClusterDimension)
      cl = &c->attrs[k];
  if (!cl)
    return cudaSuccess;
  dim3 g = c->simt_m_gridDim;
  return simt_launch_cluster_check(simt_u3{g.x, g.y, g.z},
                                   simt_u3{cl->val.clusterDim.x, cl->val.clusterDim.y,
                                           cl->val.clusterDim.z});
}

template <typename... P, typename Tuple, size_t... I>
SIMT_INL cudaError_t simt_launch_ex(const cudaLaunchConfig_t *c, void (*k)(P...), Tuple &t,
                                    std::index_sequence<I...>)
{
  void *args[sizeof...(P) + 1] = {(void *)&std::get<I>(t)...};
  return simt_launch_args(k, c->simt_m_gridDim, c->simt_m_blockDim, args, c->dynamicSmemBytes,
                          c->stream, simt_launch_ex_cooperative(c));
}

/* The arguments converted to the kernel's parameter types first, once, as
 * CUDA's template does (a by-value call), and destroyed as it returns; the
 * launch copies their bytes (simt_launch.h).  A wrong count does not
 * compile, there as here. */
template <typename... P, typename... A>
SIMT_INL cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *c, void (*k)(P...), A &&...a)
{
  if (!c)
    return cudaErrorInvalidValue;
  if (cudaError_t e = simt_launch_ex_cluster(c))
    return e;
  std::tuple<typename std::decay<P>::type...> t(std::forward<A>(a)...);
  return simt_launch_ex(c, k, t, std::index_sequence_for<P...>{});
}

/* Programmatic dependent launch's device calls (sm_90): a kernel launched
 * with cudaLaunchAttributeProgrammaticStreamSerialization waits in
 * cudaGridDependencySynchronize() for the kernel before it on the stream,
 * which calls cudaTriggerProgrammaticLaunchCompletion() (or ends).  The
 * emulator runs a stream's launches one after the other, so the wait has
 * always been met and both are nothing here; a read of the earlier
 * kernel's output made before the wait (a race on the GPU) is not caught. */
SIMT_INL void cudaGridDependencySynchronize(void) {}
SIMT_INL void cudaTriggerProgrammaticLaunchCompletion(void) {}

/* NULL as a launch's argument (the rewriter's): nvcc converts the null
 * pointer constant to the kernel's parameter, a pointer or a number; a
 * template forwarding NULL has a long instead, which no pointer takes. */
struct simt_null_t {
  template <typename T> constexpr operator T *() const { return nullptr; }
  template <typename T, typename = typename std::enable_if<std::is_arithmetic<T>::value>::type>
  constexpr operator T() const { return T(0); }
};
static constexpr simt_null_t simt_null_arg{};

#endif /* SIMT_LAUNCH_EX_H */
