/* host_device.c — the modelled H100-like devices of the emulator
 * (simt_options.device_count of them, each with its own memory count): their
 * properties and attributes, the current device, peer access, and the calls
 * that wait for or reset a device.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "simt_int.h"

static int cur_dev;
static unsigned char peer[SIMT_MAX_DEVICES][SIMT_MAX_DEVICES];

/* The H100 SXM (80 GB HBM3), and the GPU the emulator models now. */
static const struct simt_device_model h100 = {
  .name = "NVIDIA H100 80GB HBM3", .total_mem = SIMT_MODEL_MEMORY, .major = 9, .minor = 0,
  .sm_count = SIMT_SM_COUNT, .clock_khz = 1980000,
  .mem_clock_khz = 2619000, /* with 5120 bits: 3.35 TB/s */
  .bus_width_bits = 5120, .l2_bytes = 50 << 20, .persisting_l2_bytes = 32768000,
  .driver_version = 13000,
};
static struct simt_device_model model = h100;

static bool modelled;
static bool model_from_gpu; /* its attributes are a GPU's (simt_model_device) */

void simt_model_device(const struct simt_device_model *m)
{
  model = h100;
  modelled = true;
  bool from_gpu = false;
  for (int a = 1; m && a < SIMT_ATTR_COUNT; a++)
    from_gpu |= m->attr_known[a] != 0;
  model_from_gpu = from_gpu;
  if (from_gpu) {
    memcpy(model.attr, m->attr, sizeof model.attr);
    memcpy(model.attr_known, m->attr_known, sizeof model.attr_known);
  }
  if (!m) {
    simt_attrs_model(&model, false);
    return;
  }
  if (m->name[0])
    snprintf(model.name, sizeof model.name, "%s", m->name);
#define TAKE(f) if (m->f) model.f = m->f
  TAKE(total_mem); TAKE(sm_count); TAKE(clock_khz); TAKE(mem_clock_khz); TAKE(bus_width_bits);
  TAKE(l2_bytes); TAKE(persisting_l2_bytes); TAKE(no_cooperative); TAKE(driver_version);
#undef TAKE
  if (m->major)
    model.major = m->major, model.minor = m->minor;
  simt_attrs_model(&model, from_gpu);
}

/* The H100 until a grading says which GPU (its attributes are made then). */
static void ensure_model(void)
{
  if (!modelled)
    simt_model_device(NULL);
}

int simt_sm_count(void) { return model.sm_count; }

void simt_model_sm_count(int sms)
{
  ensure_model();
  model.sm_count = sms;
  simt_attrs_model(&model, model_from_gpu);
}

int simt_can_cooperate(void) { return !model.no_cooperative; }

void simt_model_no_cooperative(void)
{
  ensure_model();
  model.no_cooperative = 1;
  simt_attrs_model(&model, model_from_gpu);
}

/* Calls of cudaDeviceGetAttribute for cudaDevAttrCooperativeLaunch. */
static unsigned long coop_attr_reads;

unsigned long simt_cooperative_attr_reads(void) { return coop_attr_reads; }

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

/* A UUID for device d, as every GPU has one (zero told the checked run
 * from the GPU): no two GPUs share one, and code cannot know a machine's
 * GPU's in advance, so one of this process's, different per device and
 * stable while it runs, answers as a GPU's would.  (luid stays zero: Linux
 * has none.) */
static void fill_uuid(char bytes[16], int d)
{
  static uint64_t seed;
  if (!seed)
    seed = ((uint64_t)getpid() << 32) ^ (uint64_t)(uintptr_t)&seed ^ 0x9e3779b97f4a7c15u;
  for (int half = 0; half < 2; half++) {
    uint64_t z = seed + (uint64_t)(2 * d + half + 1) * 0x9e3779b97f4a7c15u;  /* splitmix64 */
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    z ^= z >> 31;
    memcpy(bytes + 8 * half, &z, 8);
  }
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
   * run_backend_emu.c).  The rest is its attributes (host_attributes.c). */
  snprintf(p->name, sizeof p->name, "%s", model.name);
  p->totalGlobalMem = model.total_mem;
  ensure_model();
  simt_attr_props(p, d);
  fill_uuid(p->uuid.bytes, d);
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int d)
{
  if (!v)
    return simt_api_ret(cudaErrorInvalidValue);
  if (d < 0 || d >= simt_device_count())
    return simt_api_ret(cudaErrorInvalidDevice);
  ensure_model();
  coop_attr_reads += a == cudaDevAttrCooperativeLaunch;
  return simt_api_ret(simt_attr((int)a, d, v) == 0 ? cudaSuccess : cudaErrorInvalidValue);
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
  if (flags != 0) /* reserved: CUDA takes 0 only */
    return simt_api_ret(cudaErrorInvalidValue);
  if (to < 0 || to >= simt_device_count() || to == cur_dev)
    return simt_api_ret(cudaErrorInvalidDevice);
  if (peer[cur_dev][to])
    return simt_api_ret(cudaErrorPeerAccessAlreadyEnabled);
  peer[cur_dev][to] = 1;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceDisablePeerAccess(int to)
{
  if (to < 0 || to >= simt_device_count() || to == cur_dev)
    return simt_api_ret(cudaErrorInvalidDevice);
  if (!peer[cur_dev][to])
    return simt_api_ret(cudaErrorPeerAccessNotEnabled);
  peer[cur_dev][to] = 0;
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
