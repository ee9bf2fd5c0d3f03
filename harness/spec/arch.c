/* arch.c — the build's GPU architecture (see arch.h). */
#include "arch.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h> /* strncasecmp */

int rg_arch_parse(const char *s, struct rg_arch *a, char *err, size_t cap)
{
  memset(a, 0, sizeof *a);
  const char *p = s ? s : "";
  bool ptx = false;
  if (strncasecmp(p, "sm_", 3) == 0)
    p += 3;
  else if (strncasecmp(p, "compute_", 8) == 0)
    p += 8, ptx = true;
  int major = 0, minor = 0, used = 0;
  bool dotted = isdigit((unsigned char)p[0]) && p[1] == '.' && isdigit((unsigned char)p[2]) &&
                !isdigit((unsigned char)p[3]) && p == s;
  if (dotted) {
    major = p[0] - '0', minor = p[2] - '0', used = 3; /* 8.6, as nvidia-smi says it */
  } else if (isdigit((unsigned char)p[0]) && p[0] != '0') {
    long v = strtol(p, NULL, 10);
    while (isdigit((unsigned char)p[used]))
      used++;
    major = (int)(v / 10), minor = (int)(v % 10);
    if (used < 2 || used > 3)
      major = 0;
  }
  char suffix = (char)tolower((unsigned char)p[used]);
  bool suffix_ok = p[used] == '\0' ||
                   ((suffix == 'a' || suffix == 'f') && p[used + 1] == '\0' && !dotted);
  if (major == 0 || !suffix_ok) {
    snprintf(err, cap, "'%s' is not a GPU architecture like sm_86, compute_80 or 8.6",
             s ? s : "");
    return -1;
  }
  if (major * 10 + minor < RG_ARCH_LOWEST_CC) {
    snprintf(err, cap, "'%s' is older than %s (Turing), the oldest architecture the kit "
             "supports", s, RG_ARCH_LOWEST);
    return -1;
  }
  a->major = major, a->minor = minor, a->ptx_only = ptx;
  a->suffix = p[used] ? suffix : 0;
  snprintf(a->name, sizeof a->name, "%s_%d%s", ptx ? "compute" : "sm", major * 10 + minor,
           a->suffix == 'a' ? "a" : a->suffix == 'f' ? "f" : "");
  return 0;
}

bool rg_arch_runs_on(const struct rg_arch *a, int major, int minor)
{
  int build = a->major * 10 + a->minor, dev = major * 10 + minor;
  if (a->suffix == 'a') /* arch-specific features: that GPU only */
    return build == dev;
  if (a->suffix == 'f') /* family-specific: later minors of the same major */
    return a->major == major && a->minor <= minor;
  /* SASS for later minors of its major, PTX (always embedded) for any
   * later GPU; nothing for an earlier one. */
  return build <= dev;
}

int rg_arch_parse_set(const char *s, struct rg_arch_set *set, char *err, size_t cap)
{
  memset(set, 0, sizeof *set);
  const char *p = s ? s : "";
  do {
    const char *comma = strchr(p, ',');
    size_t len = comma ? (size_t)(comma - p) : strlen(p);
    char one[32];
    if (set->n == RG_ARCH_MAX || len >= sizeof one) {
      snprintf(err, cap, "'%s': at most %d architectures, comma-separated", s, RG_ARCH_MAX);
      return -1;
    }
    snprintf(one, sizeof one, "%.*s", (int)len, p);
    struct rg_arch *a = &set->v[set->n];
    if (rg_arch_parse(one, a, err, cap) != 0)
      return -1;
    size_t used = strlen(set->name);
    snprintf(set->name + used, sizeof set->name - used, "%s%s", set->n ? "," : "", a->name);
    set->n++;
    p = comma ? comma + 1 : NULL;
  } while (p);
  return 0;
}

bool rg_arch_set_runs_on(const struct rg_arch_set *set, int major, int minor)
{
  for (int i = 0; i < set->n; i++)
    if (rg_arch_runs_on(&set->v[i], major, minor))
      return true;
  return false;
}

int rg_arch_nvcc_options(const char *names, char opt[][64], int max)
{
  struct rg_arch_set set;
  char err[160];
  if (max < 1 || rg_arch_parse_set(names, &set, err, sizeof err) != 0)
    return 0;
  if (set.n == 1) {
    snprintf(opt[0], 64, "-arch=%s", set.v[0].name);
    return 1;
  }
  int k = 0;
  /* nvcc compiles the architectures one after another unless told to use
   * the machine's cores for them */
  if (k < max)
    snprintf(opt[k++], 64, "--threads=0");
  for (int i = 0; i < set.n && k < max; i++) {
    const struct rg_arch *a = &set.v[i];
    const char *num = strchr(a->name, '_') + 1; /* 86, 90a */
    if (a->ptx_only)
      snprintf(opt[k++], 64, "-gencode=arch=compute_%s,code=compute_%s", num, num);
    else /* as -arch=sm_XY does: the SASS, and the PTX for later GPUs */
      snprintf(opt[k++], 64, "-gencode=arch=compute_%s,code=[sm_%s,compute_%s]", num, num,
               num);
  }
  return k;
}

/* The newest sm_ code in nvcc's list not newer than dev (0 if none). */
static int newest_code_below(const char *codes, int dev)
{
  int best = 0;
  for (const char *p = codes; (p = strstr(p, "sm_")) != NULL; p += 3) {
    char *end = NULL;
    long v = strtol(p + 3, &end, 10);
    if (end && (*end == '\0' || isspace((unsigned char)*end)) && v <= dev && v > best)
      best = (int)v;
  }
  return best;
}

enum rg_arch_choice rg_arch_choose(const char *cli, const char *config,
                                   const struct rg_gpu_facts *dev, const char *nvcc_codes,
                                   struct rg_arch_set *out, enum rg_arch_source *src, char *why,
                                   size_t cap)
{
  char err[200];
  bool cfg = config && *config && strcmp(config, "native") != 0;
  *src = cli ? RG_ARCH_FROM_CLI : cfg ? RG_ARCH_FROM_CONFIG : RG_ARCH_FROM_DEVICE;
  bool have_dev = dev && dev->major > 0;
  if (*src != RG_ARCH_FROM_DEVICE) {
    if (rg_arch_parse_set(cli ? cli : config, out, err, sizeof err) != 0) {
      snprintf(why, cap, "%s: %s", cli ? "--arch" : "the kit's -Dgpu_arch (meson setup)", err);
      return RG_ARCH_BAD;
    }
    if (!have_dev || rg_arch_set_runs_on(out, dev->major, dev->minor))
      return RG_ARCH_OK;
    int cc = dev->major * 10 + dev->minor;
    if (cli)
      snprintf(why, cap, "the build is for %s but the GPU is sm_%d (%s): pass --arch sm_%d "
               "or leave --arch out", out->name, cc, dev->name[0] ? dev->name : "device 0", cc);
    else
      snprintf(why, cap, "the kit is configured to build for %s (-Dgpu_arch) but the GPU is "
               "sm_%d (%s): pass --arch sm_%d, or reconfigure with meson configure build "
               "-Dgpu_arch= (empty: the GPU's own)", out->name, cc,
               dev->name[0] ? dev->name : "device 0", cc);
    return RG_ARCH_MISMATCH;
  }
  if (!have_dev) {
    snprintf(why, cap, "no GPU to take the architecture from: pass --arch (e.g. --arch %s "
             "builds for every GPU the kit supports)", RG_ARCH_LOWEST);
    return RG_ARCH_NEEDS_DEVICE;
  }
  int cc = dev->major * 10 + dev->minor;
  if (cc < RG_ARCH_LOWEST_CC) {
    snprintf(why, cap, "the GPU is sm_%d (%s), older than %s (Turing), the oldest the kit "
             "supports: grade on the CPU emulator with --backend emu", cc,
             dev->name[0] ? dev->name : "device 0", RG_ARCH_LOWEST);
    return RG_ARCH_TOO_OLD;
  }
  int code = nvcc_codes && *nvcc_codes ? newest_code_below(nvcc_codes, cc) : cc;
  if (code == 0)
    code = cc; /* nvcc lists nothing this old: let it say so */
  char name[16];
  snprintf(name, sizeof name, "sm_%d", code);
  return rg_arch_parse_set(name, out, why, cap) == 0 ? RG_ARCH_OK : RG_ARCH_BAD;
}

bool rg_arch_runtime_error(const char *glue_error, const char *arch,
                           const struct rg_gpu_facts *dev, char *why, size_t cap)
{
  if (!glue_error)
    return false;
  int cc = dev ? dev->major * 10 + dev->minor : 0;
  char gpu[128];
  snprintf(gpu, sizeof gpu, "sm_%d (%s)", cc, dev && dev->name[0] ? dev->name : "device 0");
  if (strncmp(glue_error, "cudaErrorNoKernelImageForDevice", 31) == 0) {
    snprintf(why, cap, "the build for %s has no code this GPU, %s, can run: pass --arch "
             "sm_%d or leave --arch out", arch ? arch : "?", gpu, cc);
    return true;
  }
  if (strncmp(glue_error, "cudaErrorUnsupportedPtxVersion", 30) == 0 ||
      strncmp(glue_error, "cudaErrorInvalidPtx", 19) == 0) {
    snprintf(why, cap, "the GPU's driver cannot JIT-compile the PTX of the build for %s "
             "(nvcc is newer than the driver): pass --arch sm_%d, whose code needs no JIT, "
             "or update the NVIDIA driver", arch ? arch : "?", cc);
    return true;
  }
  if (strncmp(glue_error, "cudaErrorInsufficientDriver", 27) == 0) {
    int v = dev ? dev->driver_version : 0;
    snprintf(why, cap, "the NVIDIA driver (CUDA %d.%d) is older than the CUDA toolkit nvcc "
             "belongs to: update the driver, or use a toolkit no newer than CUDA %d.%d "
             "(CUDA_HOME)", v / 1000, v % 1000 / 10, v / 1000, v % 1000 / 10);
    return true;
  }
  return false;
}
