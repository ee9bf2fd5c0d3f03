/* gpu_facts.c — device 0's facts from the driver API (see gpu_facts.h). */
#include "gpu_facts.h"

#include <dlfcn.h>
#include <string.h>

/* The driver API's numbers (cuda.h), so that the kit builds without CUDA. */
enum {
  CU_ATTR_COOPERATIVE_LAUNCH = 95,
  CU_ATTR_CC_MAJOR = 75,
  CU_ATTR_CC_MINOR = 76,
};

void rg_gpu_facts_read(void *libcuda, int dev, struct rg_gpu_facts *f)
{
  memset(f, 0, sizeof *f);
  int (*attr)(int *, int, int) = NULL;
  int (*name)(char *, int, int) = NULL;
  int (*driver)(int *) = NULL;
  *(void **)&attr = dlsym(libcuda, "cuDeviceGetAttribute");
  *(void **)&name = dlsym(libcuda, "cuDeviceGetName");
  *(void **)&driver = dlsym(libcuda, "cuDriverGetVersion");
  if (attr) {
    if (attr(&f->major, CU_ATTR_CC_MAJOR, dev) != 0 || attr(&f->minor, CU_ATTR_CC_MINOR, dev) != 0)
      f->major = f->minor = 0;
    if (attr(&f->cooperative, CU_ATTR_COOPERATIVE_LAUNCH, dev) != 0)
      f->cooperative = 0;
  }
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
