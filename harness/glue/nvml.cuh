// nvml.cuh — the SM clock and the throttle reasons of the timed device,
// read through NVML with every timed pair (timing.cuh).  NVML is loaded with
// dlopen: the kit gains no build dependency, and where the library is
// absent (a container without the driver's NVML) the timing says so in one
// line and goes on without clocks.
#ifndef RG_NVML_CUH
#define RG_NVML_CUH

#include <dlfcn.h>
#include <stdio.h>

#include <cuda_runtime.h>

#include "glue.h"

// Throttle reasons that slow the clocks for a reason of the machine's
// (NVML's nvmlClocksEventReason bits): software thermal, hardware slowdown,
// hardware thermal, power brake.  "GPU idle", application clocks, sync
// boost and the software power cap are left out: the first three are not
// slowdowns, and the power cap is the normal state of a memory-bound
// kernel on some boards (its effect shows as a clock change, checked apart).
#define RG_NVML_SLOWDOWN 0xE8ull

struct rg_nvml {
  bool ok;
  void *dev;
  int (*clock)(void *dev, int type, unsigned *mhz);
  int (*reasons)(void *dev, unsigned long long *mask);
  int (*temp)(void *dev, int sensor, unsigned *c);          // may be NULL
  int (*fields)(void *dev, int count, void *values);        // may be NULL
};

// Opens NVML once per process and finds the current CUDA device by its PCI
// bus id (NVML's numbering may differ from CUDA's).  On failure, note gets
// one line.
static rg_nvml rg_nvml_open(char *note, size_t cap)
{
  rg_nvml n = {};
#ifdef SIMT_EMULATOR // the emulator never times: no clocks to read
  snprintf(note, cap, "clocks not read: the emulator has none");
  return n;
#else
  void *lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    snprintf(note, cap, "clocks not read: NVML (libnvidia-ml.so.1) is not here");
    return n;
  }
  auto init = (int (*)(void))dlsym(lib, "nvmlInit_v2");
  auto by_bus = (int (*)(const char *, void **))dlsym(lib, "nvmlDeviceGetHandleByPciBusId_v2");
  n.clock = (int (*)(void *, int, unsigned *))dlsym(lib, "nvmlDeviceGetClockInfo");
  n.reasons = (int (*)(void *, unsigned long long *))dlsym(lib, "nvmlDeviceGetCurrentClocksEventReasons");
  if (!n.reasons) // the older name of the same call
    n.reasons = (int (*)(void *, unsigned long long *))dlsym(lib, "nvmlDeviceGetCurrentClocksThrottleReasons");
  n.temp = (int (*)(void *, int, unsigned *))dlsym(lib, "nvmlDeviceGetTemperature");
  n.fields = (int (*)(void *, int, void *))dlsym(lib, "nvmlDeviceGetFieldValues");
  char bus[32] = "";
  int dev = 0;
  cudaGetDevice(&dev);
  if (!init || !by_bus || !n.clock || init() != 0 ||
      cudaDeviceGetPCIBusId(bus, (int)sizeof bus, dev) != cudaSuccess || by_bus(bus, &n.dev) != 0) {
    cudaGetLastError();
    snprintf(note, cap, "clocks not read: NVML would not name this device");
    return n;
  }
  n.ok = true;
  return n;
#endif
}

// One reading into res: the SM clock's range and the slowdowns seen.
static void rg_nvml_read(const rg_nvml *n, rg_result *res)
{
  if (!n->ok)
    return;
  unsigned mhz = 0;
  if (n->clock(n->dev, 1 /* NVML_CLOCK_SM */, &mhz) == 0 && mhz > 0) {
    if (res->sm_mhz_min == 0 || mhz < res->sm_mhz_min)
      res->sm_mhz_min = mhz;
    if (mhz > res->sm_mhz_max)
      res->sm_mhz_max = mhz;
  }
  unsigned long long mask = 0;
  if (n->reasons && n->reasons(n->dev, &mask) == 0)
    res->throttle |= mask & RG_NVML_SLOWDOWN;
  res->nvml = 1;
}

// bench/ only (remeasure.cuh): the memory clock, the GPU's and the HBM's
// temperatures, 0 where NVML does not answer.  The HBM's is the field
// NVML_FI_DEV_MEMORY_TEMP (82), read through nvmlDeviceGetFieldValues.
struct rg_nvml_field { // nvmlFieldValue_t
  unsigned id, scope;
  long long stamp, latency;
  int type, ret;
  union { double d; unsigned u; unsigned long long ull; long long ll; int i; } v;
};

static void rg_nvml_state(const rg_nvml *n, unsigned *mem_mhz, unsigned *gpu_c, unsigned *hbm_c)
{
  *mem_mhz = *gpu_c = *hbm_c = 0;
  if (!n->ok)
    return;
  n->clock(n->dev, 2 /* NVML_CLOCK_MEM */, mem_mhz);
  if (n->temp)
    n->temp(n->dev, 0 /* NVML_TEMPERATURE_GPU */, gpu_c);
  rg_nvml_field f = {};
  f.id = 82;
  if (n->fields && n->fields(n->dev, 1, &f) == 0 && f.ret == 0)
    *hbm_c = f.type == 0 ? (unsigned)f.v.d : f.type >= 2 && f.type <= 4 ? (unsigned)f.v.ull : f.v.u;
}

#endif
