/* run_backend_emu.c — a run on the CPU SIMT emulator (run_backend.h): each
 * case in several schedules, the emulator's own time limit, its diagnoses
 * and its performance model after the case; no timing. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "run_backend.h"
#include "run_internal.h"
#include "wire_guard.h"

#include "simt/simt.h"

static int emu_schedules(const struct rg_run_opts *o, const struct rg_case *c, bool timed)
{
  (void)timed;
  if (c->one_schedule)
    return 1; /* a large case: blocks in order only (cases.h) */
  return o->schedules > 0 ? o->schedules : 2; /* blocks in order, then shuffled */
}

static double emu_case_limit(const struct rg_run_opts *o, bool profiled)
{
  (void)profiled; /* the model costs little beside the run itself */
  return o->case_timeout_s;
}

/* The device's memory is the child's: its budget per device, and 8 GiB for
 * the rest; none given (single mode), the machine's memory.  Beside a GPU
 * grading (o->models), the GPU's child's cap, the machine's memory: with
 * its own, a host allocation between the two would fail only where the
 * checks run, and a kernel could keep its barrier only there.  Its device
 * budget still bounds device memory (simt/memory.c). */
static uint64_t emu_memory_cap(const struct rg_run_opts *o, uint64_t ram)
{
  if (o->models)
    return ram;
  /* a case may run on up to 4 devices (cases.c) and model one more
   * (emu_modelled_devices) */
  uint64_t most = o->device_count > 4 ? (uint64_t)o->device_count : 4;
  uint64_t devices = o->device_count > 1 ? most + 1 : 1;
  return o->mem_limit ? o->mem_limit * devices + ((uint64_t)8 << 30) : ram;
}

/* --quick runs nothing past 2^16 elements (well under a second a case):
 * 15 s, so that an endless loop costs a class of 100 a minute per part,
 * not four (bench/results.md). */
static double emu_default_timeout_s(bool multi_gpu, bool quick)
{
  (void)multi_gpu;
  return quick ? 15 : 60;
}

/* The emulator is CPU-bound: one worker per core. */
static int emu_workers(bool multi_gpu, int cores)
{
  (void)multi_gpu;
  return cores;
}

static void emu_child_setup(const struct rg_run_opts *o)
{
  simt_set_mem_limit(o->mem_limit);
  const struct rg_gpu_facts *f = o->models;
  if (!f)
    return;
  struct simt_device_model m = {
    .total_mem = f->total_mem, .major = f->major, .minor = f->minor, .sm_count = f->sm_count,
    .clock_khz = f->clock_khz, .mem_clock_khz = f->mem_clock_khz,
    .bus_width_bits = f->bus_width_bits, .l2_bytes = f->l2_bytes,
    .persisting_l2_bytes = f->persisting_l2_bytes, .no_cooperative = !f->cooperative,
    .driver_version = f->driver_version,
  };
  snprintf(m.name, sizeof m.name, "%s", f->name);
  _Static_assert(sizeof m.attr == sizeof f->attr, "one attribute table");
  memcpy(m.attr, f->attr, sizeof m.attr);
  memcpy(m.attr_known, f->attr_known, sizeof m.attr_known);
  simt_model_device(&m);
}

/* Each lane's child is a fresh process (run_shard.c): what each would
 * make alike before its first case is made here, once a worker, and
 * inherited at the fork.  The C++ runtime every submission links
 * (libstdc++, libgcc_s), loaded and relocated: the child's dlopen of the
 * submission finds them loaded.  And the fiber stacks of the largest
 * shuffled launch with their guard pages (a madvise each): a child's first
 * touch of a stack still faults in a page of its own, zeroed, as before. */
static void emu_worker_setup(const struct rg_run_opts *o)
{
  (void)o;
  dlopen("libstdc++.so.6", RTLD_NOW | RTLD_LOCAL);
  dlopen("libgcc_s.so.1", RTLD_NOW | RTLD_LOCAL);
  simt_fiber_prepare();
}

/* The tags already sent this case: the first finding of each tag is what
 * the grader checks (run_protocol.c, findings_kept), and a few records a
 * case never fill the pipe. */
static char sent_tags[16][32];
static int nsent_tags;

/* A finding, sent to the grader the moment the emulator records it
 * (simt_diag_stream): code of the submission that clears the emulator's
 * list later erases nothing the grader has.  A record that cannot be sent
 * ends the process: never a finding dropped in silence. */
static void finding_to_grader(const char *line)
{
  size_t tag = strcspn(line, ":");
  if (tag >= sizeof sent_tags[0])
    tag = sizeof sent_tags[0] - 1;
  for (int i = 0; i < nsent_tags; i++)
    if (strncmp(sent_tags[i], line, tag) == 0 && sent_tags[i][tag] == '\0')
      return;
  if (nsent_tags < (int)(sizeof sent_tags / sizeof sent_tags[0])) {
    memcpy(sent_tags[nsent_tags], line, tag);
    sent_tags[nsent_tags++][tag] = '\0';
  }
  char rec[RG_DIAG_RECORD] = { 0 };
  snprintf(rec, sizeof rec, "%s", line);
  if (rg_wire_sys_write(rg_child_diag_fd, rec, sizeof rec) != (ssize_t)sizeof rec) {
    fprintf(stderr, "reduce-grade: a finding could not be sent to the grader: %s", line);
    _exit(3);
  }
}

/* The devices the emulator models for a case.  A case on a device count
 * other than --gpus's (cases.c, add_other_device_count) models one device
 * more than it hands the submission, as a GPU grading with --gpus under
 * the machine's count does (the glue's ndev is the case's count, not
 * cudaGetDeviceCount's): a split by the visible count instead of ndev
 * fails there. */
static int emu_modelled_devices(const struct rg_run_opts *o, int case_devices)
{
  bool other_count = o->device_count > 1 && case_devices > 1 && case_devices != o->device_count;
  return other_count ? case_devices + 1 : case_devices;
}

/* Before a case: its schedule, its model, its time limit.  The emulator
 * stops a kernel still running shortly before this process would be
 * killed, and says where its threads are. */
static void emu_case_begin(const struct rg_run_opts *o, const struct wire_cmd *cmd,
                           struct counter_collector *k, struct rg_case_scope *sc,
                           struct wire_reply *reply)
{
  (void)k, (void)sc, (void)reply;
  double limit = o->case_timeout_s * rg_cmd_time_scale(cmd);
  struct simt_options so = { .seed = o->seed, .schedule = cmd->schedule,
                             .device_count = emu_modelled_devices(o, cmd->job.device_count),
                             .perf = cmd->profile,
                             .time_limit_s = limit > 4 ? 0.9 * limit - 1 : 0 };
  simt_configure(&so);
  if (cmd->sm_count > 0) /* the small GPU's case, in a process of its own */
    simt_model_sm_count(cmd->sm_count);
  if (cmd->no_coop) /* a GPU without cooperative launch, a process of its own too */
    simt_model_no_cooperative();
  if (simt_mem_guarded()) /* closed since the load (the glue's rg_glue_at_load) */
    simt_host_guard(0);
  simt_case_begin(); /* CUDA state stays from case to case, as on a GPU */
  nsent_tags = 0;
  if (!o->gpu_role && rg_child_diag_fd >= 0) /* a GPU run reports none */
    simt_diag_stream(finding_to_grader);
}

/* After a case: its diagnoses and its model's figures. */
static void emu_case_end(const struct rg_run_opts *o, const struct wire_cmd *cmd,
                         const struct counter_collector *k, struct rg_case_scope *sc,
                         struct wire_reply *reply)
{
  (void)k, (void)sc;
  simt_case_end();
  simt_diag_take(reply->diag, sizeof reply->diag);
  simt_diag_stream(NULL);
  if (o->gpu_role) /* a GPU run finds none of these */
    reply->diag[0] = '\0';
  if (cmd->profile) {
    reply->has_perf = simt_perf_summary(&reply->perf) > 0;
    simt_perf_take(reply->perf_text, sizeof reply->perf_text);
  }
}

const struct rg_run_backend rg_run_backend_emu = {
  .name = "emu",
  .device_as = "a model of ",
  .label = "emulator",
  .note = "CPU SIMT emulator, 2 schedules per case (blocks in order; 4 blocks at once, "
          "shuffled; past 4099 elements, or a matrix's 2^16+1 elements or threads: "
          "blocks in order only), shared and global race checks on every case, no timing",
  .builds = "emulator build",
  .models = true,
  .counts = false, /* its model measures a profiled case instead */
  .default_timeout_s = emu_default_timeout_s,
  .workers = emu_workers,
  .emulated = true,
  .times = false, /* its clock means nothing for a GPU */
  .timed_alone = false, /* each worker its own CPU: nothing shared to wait for */
  .hang_lingers = false,
  .parks_child = true, /* an idle process here holds no device */
  .schedules = emu_schedules,
  .case_limit = emu_case_limit,
  .memory_cap = emu_memory_cap,
  .worker_setup = emu_worker_setup,
  .child_setup = emu_child_setup,
  .case_begin = emu_case_begin,
  .case_end = emu_case_end,
};
