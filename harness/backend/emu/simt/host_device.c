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

/* The H100 SXM (80 GB HBM3), and the GPU the emulator models now. */
static const struct simt_device_model h100 = {
  .name = "NVIDIA H100 80GB HBM3", .total_mem = SIMT_MODEL_MEMORY, .major = 9, .minor = 0,
  .sm_count = SIMT_SM_COUNT, .clock_khz = 1980000,
  .mem_clock_khz = 2619000, /* with 5120 bits: 3.35 TB/s */
  .bus_width_bits = 5120, .l2_bytes = 50 << 20, .persisting_l2_bytes = 30 << 20,
  .driver_version = 13000,
};
static struct simt_device_model model = h100;

void simt_model_device(const struct simt_device_model *m)
{
  model = h100;
  if (!m)
    return;
  if (m->name[0])
    snprintf(model.name, sizeof model.name, "%s", m->name);
#define TAKE(f) if (m->f) model.f = m->f
  TAKE(total_mem); TAKE(sm_count); TAKE(clock_khz); TAKE(mem_clock_khz); TAKE(bus_width_bits);
  TAKE(l2_bytes); TAKE(persisting_l2_bytes); TAKE(no_cooperative); TAKE(driver_version);
#undef TAKE
  if (m->major)
    model.major = m->major, model.minor = m->minor;
}

int simt_sm_count(void) { return model.sm_count; }

int simt_can_cooperate(void) { return !model.no_cooperative; }

uint64_t simt_model_memory(void) { return model.total_mem; }

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
  /* The GPU it models, its name too: a submission that asked the name or
   * the memory size to tell the emulator from a GPU could hand the checked
   * run other code than the GPU runs (the report says "a model of",
   * run_backend_emu.c). */
  snprintf(p->name, sizeof p->name, "%s", model.name);
  p->totalGlobalMem = model.total_mem;
  p->sharedMemPerBlock = SIMT_SMEM_PER_BLOCK;
  p->regsPerBlock = 65536;
  p->warpSize = SIMT_WARP;
  p->memPitch = 2147483647;
  p->maxThreadsPerBlock = SIMT_MAX_BLOCK;
  p->maxThreadsDim[0] = 1024; p->maxThreadsDim[1] = 1024; p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 2147483647; p->maxGridSize[1] = 65535; p->maxGridSize[2] = 65535;
  p->clockRate = model.clock_khz;
  p->totalConstMem = 65536;
  p->major = model.major;
  p->minor = model.minor;
  p->textureAlignment = 512;
  p->deviceOverlap = 1;
  p->multiProcessorCount = model.sm_count;
  p->concurrentKernels = 1;
  p->ECCEnabled = 1;
  p->pciBusID = d;
  p->asyncEngineCount = 3;
  p->unifiedAddressing = 1;
  p->memoryClockRate = model.mem_clock_khz;
  p->memoryBusWidth = model.bus_width_bits;
  p->l2CacheSize = model.l2_bytes;
  p->persistingL2CacheMaxSize = model.persisting_l2_bytes;
  p->maxThreadsPerMultiProcessor = SIMT_THREADS_PER_SM;
  p->sharedMemPerMultiprocessor = SIMT_SMEM_PER_SM;
  p->regsPerMultiprocessor = 65536;
  p->managedMemory = 1;
  p->cooperativeLaunch = !model.no_cooperative;
  p->cooperativeMultiDeviceLaunch = !model.no_cooperative;
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

/* The modelled GPU's driver, and the runtime the shim stands for: the same
 * CUDA release. */
cudaError_t cudaDriverGetVersion(int *version)
{
  if (!version)
    return simt_api_ret(cudaErrorInvalidValue);
  *version = model.driver_version;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaRuntimeGetVersion(int *version)
{
  if (!version)
    return simt_api_ret(cudaErrorInvalidValue);
  *version = SIMT_CUDART_VERSION;
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
