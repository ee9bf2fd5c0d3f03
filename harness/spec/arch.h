/* arch.h — which GPU a build is for, and whether it can run on the GPU here.
 *
 * nvcc -arch=sm_XY embeds SASS for compute capability X.Y and the PTX of
 * compute_XY.  The driver runs the SASS on X.Y and on later minors of the
 * same major, and JIT-compiles the PTX for any later GPU; nothing runs on an
 * older one.  So a build for sm_75 grades on an H100, and a build for sm_100
 * fails every case there with cudaErrorNoKernelImageForDevice: this file
 * decides that before a case runs, and words the one line that says what to
 * pass instead.  Pure C, no CUDA: unit-tested without a GPU.
 */
#ifndef RG_ARCH_H
#define RG_ARCH_H

#include <stdbool.h>
#include <stddef.h>

/* The oldest architecture the kit supports (Turing: the T4 of Colab, the
 * RTX 20 series); nvcc 13 builds nothing older. */
#define RG_ARCH_LOWEST "sm_75"
#define RG_ARCH_LOWEST_CC 75

struct rg_arch {
  int major, minor; /* compute capability: sm_86 is 8.6, sm_100 is 10.0 */
  bool ptx_only;    /* compute_XY: PTX only, JIT-compiled by the driver */
  char suffix;      /* 0, 'a' (that GPU only) or 'f' (its family: same major) */
  char name[24];    /* as nvcc takes it: sm_86, compute_80, sm_90a */
};

/* One build may hold code for several architectures (--arch sm_75,sm_86:
 * one object for a lab of mixed GPUs). */
#define RG_ARCH_MAX 8
struct rg_arch_set {
  int n;
  struct rg_arch v[RG_ARCH_MAX];
  char name[RG_ARCH_MAX * 24]; /* normalised, comma-separated: sm_75,sm_86 */
};

/* Attribute numbers the probe asks (CUDA 13.0 names them below 148). */
#define RG_GPU_ATTRS 148

/* What the GPU probe learnt about device 0 (zeros where the driver would
 * not say). */
struct rg_gpu_facts {
  int major, minor;   /* compute capability */
  int cooperative;    /* cudaDevAttrCooperativeLaunch */
  int driver_version; /* cuDriverGetVersion: 12040 is CUDA 12.4 */
  char name[96];      /* "NVIDIA H100 80GB HBM3" */
  /* What a submission can ask the device: the checked run's emulator
   * models the same GPU (run_backend_emu.c). */
  unsigned long long total_mem; /* bytes */
  int sm_count, clock_khz, mem_clock_khz, bus_width_bits, l2_bytes, persisting_l2_bytes;
  /* Every attribute the driver answered, by its number (known: answered). */
  int attr[RG_GPU_ATTRS];
  unsigned char attr_known[RG_GPU_ATTRS];
};

/* Parse an architecture as a user types it: sm_86, compute_80, sm_90a,
 * sm_100f, 86, 8.6 (case-insensitive).  Returns 0 with *a filled and
 * a->name normalised, or -1 with a one-line reason in err (not an
 * architecture, or one older than RG_ARCH_LOWEST). */
int rg_arch_parse(const char *s, struct rg_arch *a, char *err, size_t cap);

/* Can a build for a run on a GPU of compute capability major.minor? */
bool rg_arch_runs_on(const struct rg_arch *a, int major, int minor);

/* A comma-separated list of architectures (one or more, at most
 * RG_ARCH_MAX), each as rg_arch_parse takes it.  0, or -1 with err. */
int rg_arch_parse_set(const char *s, struct rg_arch_set *set, char *err, size_t cap);

/* Does any architecture of the set run on major.minor? */
bool rg_arch_set_runs_on(const struct rg_arch_set *set, int major, int minor);

/* The nvcc options that build for a normalised set name (set->name): one
 * architecture is -arch=NAME (SASS and PTX); several are --threads=0 (one
 * nvcc thread per core) and one -gencode each, every one with its PTX too.
 * Writes at most max options of 64 bytes into
 * opt; returns how many (0 for an empty or bad name). */
int rg_arch_nvcc_options(const char *names, char opt[][64], int max);

/* Where the architecture of a grading came from: it decides what the
 * mismatch message tells the student to change. */
enum rg_arch_source { RG_ARCH_FROM_CLI, RG_ARCH_FROM_CONFIG, RG_ARCH_FROM_DEVICE };

enum rg_arch_choice {
  RG_ARCH_OK,           /* *out is the build's architecture */
  RG_ARCH_NEEDS_DEVICE, /* no --arch and no GPU to take it from */
  RG_ARCH_BAD,          /* --arch or -Dgpu_arch is not an architecture */
  RG_ARCH_MISMATCH,     /* the build could not run on this GPU */
  RG_ARCH_TOO_OLD,      /* the GPU is older than RG_ARCH_LOWEST */
};

/* Choose the build's architecture: --arch (cli, may be NULL), else the
 * -Dgpu_arch of meson setup (config: "" or "native" mean none), either a
 * list (rg_arch_parse_set), else the
 * GPU's own (dev, NULL without a GPU).  nvcc_codes is `nvcc --list-gpu-code`
 * (whitespace-separated, may be NULL or empty: not known): where nvcc cannot
 * build for the GPU's own, the newest architecture below it that it knows
 * (its PTX is JIT-compiled on the GPU).  With a GPU, a chosen architecture
 * of which none could run on it is RG_ARCH_MISMATCH.  why gets one line (no
 * "reduce-grade: " prefix) unless RG_ARCH_OK; *src says where it came from. */
enum rg_arch_choice rg_arch_choose(const char *cli, const char *config,
                                   const struct rg_gpu_facts *dev, const char *nvcc_codes,
                                   struct rg_arch_set *out, enum rg_arch_source *src, char *why,
                                   size_t cap);

/* A CUDA error of a case that means the build, not the kernel, is wrong for
 * this GPU or driver (no kernel image, a PTX the driver cannot JIT, a driver
 * older than the runtime): a one-line explanation in why, and true. */
bool rg_arch_runtime_error(const char *glue_error, const char *arch,
                           const struct rg_gpu_facts *dev, char *why, size_t cap);

#endif
