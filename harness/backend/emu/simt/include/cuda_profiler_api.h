/* cuda_profiler_api.h — stand-in for CUDA's header on the SIMT emulator.  No
 * profiler attaches to the emulator, so starting and stopping its range do
 * nothing and succeed, as they do on a GPU with no profiler attached. */
#ifndef SIMT_CUDA_PROFILER_API_H
#define SIMT_CUDA_PROFILER_API_H
#include "simt_cuda.h"
static inline cudaError_t cudaProfilerStart(void) { return cudaSuccess; }
static inline cudaError_t cudaProfilerStop(void) { return cudaSuccess; }
#endif
