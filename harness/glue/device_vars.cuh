// device_vars.cuh — the submission's variables of device memory handed to the
// emulator at each entry point's call (watch.cuh's guard, multi.cuh): the
// bounds of its __device__, __constant__ and __managed__ sections, each
// __device__ variable's own, and so one copy of the __device__ and
// __constant__ ones per modelled device (harness/backend/emu/simt/devvar_bank.c).
// A GPU needs nothing: each device's context has its own copy.

#ifndef RG_DEVICE_VARS_CUH
#define RG_DEVICE_VARS_CUH

#ifdef SIMT_EMULATOR
extern "C" void simt_mem_vars(const void *const dev[4], const void *const managed[4]);
// The bounds of the submission's variables of device memory, which its
// build gathered (harness/backend/emu/simt/ir_devvars.c); weak: a build without them
// has none.
#define RG_VAR_MARKS(kind)                                                     \
  extern "C" __attribute__((weak, visibility("hidden"))) char                  \
      simt_##kind##_data_lo[], simt_##kind##_data_hi[], simt_##kind##_bss_lo[],  \
      simt_##kind##_bss_hi[];
RG_VAR_MARKS(dev)
RG_VAR_MARKS(managed)
#undef RG_VAR_MARKS
// And where each __device__ variable ends (the same build's table).
extern "C" void simt_mem_var_table(const void *lo, const void *hi);
extern "C" __attribute__((weak, visibility("hidden"))) char __start_simt_devtab[],
    __stop_simt_devtab[];
#endif

static void rg_device_vars(void)
{
#ifdef SIMT_EMULATOR
  const void *const dev[4] = { simt_dev_data_lo, simt_dev_data_hi, simt_dev_bss_lo,
                               simt_dev_bss_hi };
  const void *const managed[4] = { simt_managed_data_lo, simt_managed_data_hi,
                                   simt_managed_bss_lo, simt_managed_bss_hi };
  simt_mem_vars(dev, managed);
  simt_mem_var_table(__start_simt_devtab, __stop_simt_devtab);
#endif
}

#ifdef SIMT_EMULATOR
extern "C" void simt_host_guard(int on);
// The object's DT_INIT (the emulator's link, -init): the loader runs it after
// the relocations and before every constructor of the object, whatever its
// priority or section.  Device memory is closed to host code from here, as
// it is while an entry point runs: a store that code run at load (a
// constructor, a global's initialiser, a __host__ __device__ function made
// a constructor) makes to a __device__ variable lands in the host's shadow
// on a GPU, never in the kernel's copy, and one through a device pointer
// faults there.  The emulator's child opens it again before the first case
// (run_backend_emu.c).
extern "C" __attribute__((visibility("hidden"), used)) void rg_glue_at_load(void)
{
  rg_device_vars();
  simt_host_guard(1);
}
#endif

#endif
