/* gpu_facts.c — device 0's facts from the driver API (see gpu_facts.h). */
#include "gpu_facts.h"

#include <dlfcn.h>
#include <string.h>

/* The driver API's numbers (cuda.h), so that the kit builds without CUDA. */
enum {
  CU_ATTR_COOPERATIVE_LAUNCH = 95,
  CU_ATTR_CC_MAJOR = 75,
  CU_ATTR_CC_MINOR = 76,
  CU_ATTR_SM_COUNT = 16,
  CU_ATTR_CLOCK_KHZ = 13,
  CU_ATTR_MEM_CLOCK_KHZ = 36,
  CU_ATTR_BUS_WIDTH = 37,
  CU_ATTR_L2_BYTES = 38,
  CU_ATTR_PERSISTING_L2_BYTES = 108,
};

/* One attribute, or 0 where the driver does not say. */
static int attribute(int (*attr)(int *, int, int), int which, int dev)
{
  int v = 0;
  return attr(&v, which, dev) == 0 ? v : 0;
}

void rg_gpu_facts_read(void *libcuda, int dev, struct rg_gpu_facts *f)
{
  memset(f, 0, sizeof *f);
  int (*attr)(int *, int, int) = NULL;
  int (*name)(char *, int, int) = NULL;
  int (*driver)(int *) = NULL;
  int (*total)(size_t *, int) = NULL;
  *(void **)&attr = dlsym(libcuda, "cuDeviceGetAttribute");
  *(void **)&name = dlsym(libcuda, "cuDeviceGetName");
  *(void **)&driver = dlsym(libcuda, "cuDriverGetVersion");
  *(void **)&total = dlsym(libcuda, "cuDeviceTotalMem_v2");
  if (attr) {
    if (attr(&f->major, CU_ATTR_CC_MAJOR, dev) != 0 || attr(&f->minor, CU_ATTR_CC_MINOR, dev) != 0)
      f->major = f->minor = 0;
    if (attr(&f->cooperative, CU_ATTR_COOPERATIVE_LAUNCH, dev) != 0)
      f->cooperative = 0;
    f->sm_count = attribute(attr, CU_ATTR_SM_COUNT, dev);
    f->clock_khz = attribute(attr, CU_ATTR_CLOCK_KHZ, dev);
    f->mem_clock_khz = attribute(attr, CU_ATTR_MEM_CLOCK_KHZ, dev);
    f->bus_width_bits = attribute(attr, CU_ATTR_BUS_WIDTH, dev);
    f->l2_bytes = attribute(attr, CU_ATTR_L2_BYTES, dev);
    f->persisting_l2_bytes = attribute(attr, CU_ATTR_PERSISTING_L2_BYTES, dev);
    /* All of them, for the checked run's model: host code that asks the
     * device anything gets the GPU's answer there too. */
    for (int a = 1; a < RG_GPU_ATTRS; a++)
      f->attr_known[a] = attr(&f->attr[a], a, dev) == 0;
  }
  size_t bytes = 0;
  if (total && total(&bytes, dev) == 0)
    f->total_mem = bytes;
  if (name && name(f->name, (int)sizeof f->name, dev) != 0)
    f->name[0] = '\0';
  f->name[sizeof f->name - 1] = '\0';
  if (driver && driver(&f->driver_version) != 0)
    f->driver_version = 0;
}

static struct rg_gpu_facts kept;
static int have;

void rg_gpu_facts_keep(const struct rg_gpu_facts *f)
{
  kept = *f;
  have = f->major > 0;
}

const struct rg_gpu_facts *rg_gpu_facts_last(void)
{
  return have ? &kept : NULL;
}
