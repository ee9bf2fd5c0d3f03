/* simt_graph.h — CUDA graphs and stream capture, named and not run.
 * The emulator has no graphs, and the grader refuses every call of them
 * by name on both backends (harness/build/compile_symbols.c): a graph's
 * copy node is made inside the runtime, past the GPU's watch on copies to
 * the host.  These declarations are here only so that a submission that
 * calls them builds far enough on the emulator to be refused with that
 * reason, as on a GPU, and not with an "undeclared identifier" that says
 * nothing (and, on a GPU, would leave the grading without its checked
 * run).  Nothing defines them: a call the check missed would not link.
 * CUDA 13's signatures.  Included by simt_cuda.h. */
#ifndef SIMT_GRAPH_H
#define SIMT_GRAPH_H

typedef struct simt_graph *cudaGraph_t;
typedef struct simt_graph_exec *cudaGraphExec_t;
typedef struct simt_graph_node *cudaGraphNode_t;

typedef enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
} cudaStreamCaptureMode;

typedef enum cudaGraphInstantiateFlags {
  cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
  cudaGraphInstantiateFlagUpload = 2,
  cudaGraphInstantiateFlagDeviceLaunch = 4,
  cudaGraphInstantiateFlagUseNodePriority = 8
} cudaGraphInstantiateFlags;

/* A host node's function and its argument (cudaGraphAddHostNode). */
struct cudaHostNodeParams {
  cudaHostFn_t fn;
  void *userData;
};

/* A kernel node's launch (cudaGraphAddKernelNode, the node most graphs
 * built by hand have): complete, as in CUDA's headers, so that a file that
 * fills one in builds as far as the refusal of its graph calls by name
 * instead of stopping at an incomplete type that reads as the student's
 * error.  The V2 form (cudaGraphAddNode's) the same. */
struct cudaKernelNodeParams {
  void *func;
  dim3 simt_m_gridDim;  /* CUDA's gridDim (member names as in simt_launch_ex.h) */
  dim3 simt_m_blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};
struct cudaKernelNodeParamsV2 {
  void *func;
  dim3 simt_m_gridDim;  /* CUDA's gridDim (member names as in simt_launch_ex.h) */
  dim3 simt_m_blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};

extern "C" {
cudaError_t cudaGraphCreate(cudaGraph_t *graph, unsigned int flags);
cudaError_t cudaGraphDestroy(cudaGraph_t graph);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph,
                                 unsigned long long flags = 0);
cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *exec, cudaGraph_t graph,
                                          unsigned long long flags = 0);
cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream);
cudaError_t cudaGraphUpload(cudaGraphExec_t exec, cudaStream_t stream);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec);
cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *node, cudaGraph_t graph,
                                  const cudaGraphNode_t *deps, size_t ndeps);
cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *node, cudaGraph_t graph,
                                     const cudaGraphNode_t *deps, size_t ndeps, void *dst,
                                     const void *src, size_t count, cudaMemcpyKind kind);
cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t exec, cudaGraphNode_t node,
                                               void *dst, const void *src, size_t count,
                                               cudaMemcpyKind kind);
cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src,
                                           size_t count, cudaMemcpyKind kind);
cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *node, cudaGraph_t graph,
                                 const cudaGraphNode_t *deps, size_t ndeps,
                                 const cudaHostNodeParams *params);
cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *count);
cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *graph);
}

#endif /* SIMT_GRAPH_H */
