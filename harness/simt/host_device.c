/* host_device.c — the modelled H100-like devices of the emulator
 * (simt_options.device_count of them, each with its own memory count): their
 * properties and attributes, the current device, peer access, and the calls
 * that wait for or reset a device.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

static int cur_dev;
static unsigned char peer[SIMT_MAX_DEVICES][SIMT_MAX_DEVICES];

int simt_current_device(void) { return cur_dev; }

void simt_host_set_device(int d) { cur_dev = d; }

int simt_peer_enabled(int from, int to)
{
  return from >= 0 && from < SIMT_MAX_DEVICES && to >= 0 && to < SIMT_MAX_DEVICES &&
         peer[from][to];
}

void simt_device_state_reset(void)
{
  cur_dev = 0;
  memset(peer, 0, sizeof peer);
}

int simt_device_count(void)
{
  int n = simt_opt.device_count > 0 ? simt_opt.device_count : 1;
  return n < SIMT_MAX_DEVICES ? n : SIMT_MAX_DEVICES;
}

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d)
{
  int bad_dev = d < 0 || d >= simt_device_count();
  if (!p || bad_dev)
    return simt_api_ret(bad_dev ? cudaErrorInvalidDevice : cudaErrorInvalidValue);
  memset(p, 0, sizeof *p);
  /* The name of the GPU it models, as every other property: a submission
   * that asked the name to tell the emulator from a GPU could hand the
   * checked run other code than the GPU runs (the report says "a model
   * of", run_backend_emu.c). */
  snprintf(p->name, sizeof p->name, "NVIDIA H100 80GB HBM3");
  p->totalGlobalMem = simt_mem_limit();
  p->sharedMemPerBlock = SIMT_SMEM_PER_BLOCK;
  p->regsPerBlock = 65536;
  p->warpSize = SIMT_WARP;
  p->memPitch = 2147483647;
  p->maxThreadsPerBlock = SIMT_MAX_BLOCK;
  p->maxThreadsDim[0] = 1024; p->maxThreadsDim[1] = 1024; p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 2147483647; p->maxGridSize[1] = 65535; p->maxGridSize[2] = 65535;
  p->clockRate = 1980000;
  p->totalConstMem = 65536;
  p->major = 9;
  p->minor = 0;
  p->textureAlignment = 512;
  p->deviceOverlap = 1;
  p->multiProcessorCount = SIMT_SM_COUNT;
  p->concurrentKernels = 1;
  p->ECCEnabled = 1;
  p->pciBusID = d;
  p->asyncEngineCount = 3;
  p->unifiedAddressing = 1;
  p->memoryClockRate = 2619000;   /* kHz; with 5120 bits: 3.35 TB/s */
  p->memoryBusWidth = 5120;
  p->l2CacheSize = 50 * 1024 * 1024;
  p->persistingL2CacheMaxSize = 30 * 1024 * 1024;
  p->maxThreadsPerMultiProcessor = SIMT_THREADS_PER_SM;
  p->sharedMemPerMultiprocessor = SIMT_SMEM_PER_SM;
  p->regsPerMultiprocessor = 65536;
  p->managedMemory = 1;
  p->cooperativeLaunch = 1;
  p->cooperativeMultiDeviceLaunch = 1;
  p->sharedMemPerBlockOptin = SIMT_SMEM_OPTIN;
  p->maxBlocksPerMultiProcessor = SIMT_BLOCKS_PER_SM;
  p->reservedSharedMemPerBlock = SIMT_SMEM_RESERVED;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int d)
{
  cudaDeviceProp p;
  if (!v)
    return simt_api_ret(cudaErrorInvalidValue);
  cudaError_t e = cudaGetDeviceProperties(&p, d);
  if (e)
    return e;
  switch (a) {
  case cudaDevAttrMaxThreadsPerBlock: *v = p.maxThreadsPerBlock; break;
  case cudaDevAttrMaxBlockDimX: *v = p.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: *v = p.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: *v = p.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: *v = p.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: *v = p.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: *v = p.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: *v = (int)p.sharedMemPerBlock; break;
  case cudaDevAttrTotalConstantMemory: *v = (int)p.totalConstMem; break;
  case cudaDevAttrWarpSize: *v = p.warpSize; break;
  case cudaDevAttrMaxRegistersPerBlock: *v = p.regsPerBlock; break;
  case cudaDevAttrClockRate: *v = p.clockRate; break;
  case cudaDevAttrMultiProcessorCount: *v = p.multiProcessorCount; break;
  case cudaDevAttrComputeCapabilityMajor: *v = p.major; break;
  case cudaDevAttrComputeCapabilityMinor: *v = p.minor; break;
  case cudaDevAttrMemoryClockRate: *v = p.memoryClockRate; break;
  case cudaDevAttrGlobalMemoryBusWidth: *v = p.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: *v = p.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor: *v = p.maxThreadsPerMultiProcessor; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *v = p.sharedMemPerMultiprocessor; break;
  case cudaDevAttrMaxRegistersPerMultiprocessor: *v = p.regsPerMultiprocessor; break;
  case cudaDevAttrCooperativeLaunch: *v = p.cooperativeLaunch; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: *v = (int)p.sharedMemPerBlockOptin; break;
  case cudaDevAttrMaxBlocksPerMultiprocessor: *v = p.maxBlocksPerMultiProcessor; break;
  default: return simt_api_ret(cudaErrorInvalidValue);
  }
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaGetDeviceCount(int *n)
{
  if (!n)
    return simt_api_ret(cudaErrorInvalidValue);
  *n = simt_device_count();
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaSetDevice(int d)
{
  if (d < 0 || d >= simt_device_count())
    return simt_api_ret(cudaErrorInvalidDevice);
  cur_dev = d;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaGetDevice(int *d)
{
  if (!d)
    return simt_api_ret(cudaErrorInvalidValue);
  *d = cur_dev;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceCanAccessPeer(int *can, int d, int peer)
{
  if (!can || d < 0 || d >= simt_device_count() || peer < 0 || peer >= simt_device_count())
    return simt_api_ret(cudaErrorInvalidDevice);
  *can = d != peer;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceEnablePeerAccess(int to, unsigned int flags)
{
  (void)flags;
  if (to < 0 || to >= simt_device_count() || to == cur_dev)
    return simt_api_ret(cudaErrorInvalidDevice);
  if (peer[cur_dev][to])
    return simt_api_ret(cudaErrorPeerAccessAlreadyEnabled);
  peer[cur_dev][to] = 1;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceSynchronize(void)
{
  simt_stream_drain_device(cur_dev);
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceReset(void)
{
  simt_stream_reset();
  simt_nccl_reset();
  simt_mem_reset();
  simt_host_reset();
  return cudaSuccess;
}
