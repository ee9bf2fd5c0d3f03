// cupti_lines.cu — per-instruction lane counts of one glue call, through the
// CUPTI SASS Metrics API (CUDA 12.4+), each instruction named by the source
// line the cubin's line table gives it; behind a C ABI (glue.h, rg_lines_*).
//
// Built once per build like the counter collector (compile_gpu_extras.c:
// rg_compile_cupti_lines) and loaded by the grading child on the GPU
// backend, which calls it around one more run of the profiled case (run_profile.c:
// count_lines); the harness itself never links CUDA.  CUPTI patches every
// instruction of the kernels launched between begin and end with counting
// code (lazy patching: at their first launch in the range), so the counts
// are exact, not sampled.  The per-line sums, the choice of the submission's
// lines and the worst of them are plain C (harness/lines.c): this file only
// measures and names.
//
// Two things it avoids: module-load callbacks (lazy module loading makes
// them arrive late or never) and cuptiSubscribe (one subscriber per
// process, which another collector may need).  The cubin comes from a file
// extracted from the object at build time, matched by its CRC.
//
// The Range Profiler (cupti_counters.cu) and SASS patching cannot be active
// at once: the child releases the range profiler (rg_cupti_release) first.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cupti.h>
#include <cupti_pcsampling.h>
#include <cupti_profiler_target.h>
#include <cupti_sass_metrics.h>
#include <cupti_target.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vector>

#include "glue.h"

// A CUPTI parameter block: zeroed, its size field set (-Wextra-clean, unlike
// a brace initialiser naming the first field only).
#define PARAMS(type, var, field, size) \
  type var;                            \
  memset(&var, 0, sizeof var);         \
  var.field = size

// What is counted per instruction: warp instructions executed, and lanes
// active in them; the third (lanes whose predicate held) is kept when the
// chip lists it; the last two, shared-memory wavefronts and the ideal number
// for the instruction's access width, give its bank conflicts as Nsight
// Compute's "excessive wavefronts" do (the L1 conflict counters also count
// wavefronts no access of the source makes: a correct 05 read 3 to 6 on an
// H100).  Names as cuptiSassMetricsGetMetrics lists them.
enum { M_INST, M_THREAD, M_PRED_ON, M_SHARED, M_SHARED_IDEAL, NMETRICS };
static const char *const metric_names[NMETRICS] = {
  "smsp__sass_inst_executed",
  "smsp__sass_thread_inst_executed",
  "smsp__sass_thread_inst_executed_pred_on",
  "smsp__sass_l1tex_pipe_lsu_wavefronts_mem_shared",
  "smsp__sass_l1tex_pipe_lsu_wavefronts_mem_shared_ideal",
};

static struct {
  bool ready, broken, active, configured;
  int failure;                   // status returned once broken
  char failure_note[200];
  int device;
  CUcontext ctx;
  std::vector<CUpti_SassMetrics_Config> configs;
  uint64_t ids[NMETRICS];
  bool have[NMETRICS];
} st;

// RG_LINES_TRACE=FILE: the chip's SASS metrics and every record, appended
// there (for whoever maintains this file; graded runs never set it).
static FILE *trace(void)
{
  static FILE *f;
  static bool opened;
  if (!opened) {
    opened = true;
    const char *path = getenv("RG_LINES_TRACE");
    f = path && *path ? fopen(path, "a") : nullptr;
  }
  return f;
}

static int status_of(CUptiResult r)
{
  return r == CUPTI_ERROR_INSUFFICIENT_PRIVILEGES ? RG_COUNTERS_DENIED
       : r == CUPTI_ERROR_NOT_SUPPORTED || r == CUPTI_ERROR_NOT_COMPATIBLE
         ? RG_COUNTERS_UNSUPPORTED : RG_COUNTERS_FAILED;
}

static int fail(CUptiResult r, const char *what, char *note, size_t cap)
{
  const char *msg = "";
  cuptiGetResultString(r, &msg);
  int status = status_of(r);
  if (status == RG_COUNTERS_DENIED)
    snprintf(note, cap, "profiling is not permitted for this user (%s; the driver's "
             "RmProfilingAdminOnly setting)", what);
  else
    snprintf(note, cap, "CUPTI SASS metrics: %s failed: %s", what, msg);
  return status;
}

// Once per process: profiler, device support, the metric ids.
static int setup(char *note, size_t cap)
{
  cudaFree(0); // the runtime's primary context, which the glue uses too
  if (cuCtxGetCurrent(&st.ctx) != CUDA_SUCCESS || !st.ctx) {
    snprintf(note, cap, "no CUDA context to profile");
    return RG_COUNTERS_FAILED;
  }
  cudaGetDevice(&st.device);
  PARAMS(CUpti_Profiler_Initialize_Params, init, structSize, CUpti_Profiler_Initialize_Params_STRUCT_SIZE);
  CUptiResult r = cuptiProfilerInitialize(&init);
  if (r != CUPTI_SUCCESS)
    return fail(r, "profiler initialisation", note, cap);
  PARAMS(CUpti_Profiler_DeviceSupported_Params, sup, structSize, CUpti_Profiler_DeviceSupported_Params_STRUCT_SIZE);
  sup.cuDevice = st.device;
  sup.api = CUPTI_PROFILER_SASS_METRICS;
  if ((r = cuptiProfilerDeviceSupported(&sup)) != CUPTI_SUCCESS)
    return fail(r, "device support query", note, cap);
  if (sup.isSupported != CUPTI_PROFILER_CONFIGURATION_SUPPORTED) {
    snprintf(note, cap, "this device or its configuration (vGPU, confidential computing, "
             "WSL) does not allow SASS metrics");
    return RG_COUNTERS_UNSUPPORTED;
  }
  PARAMS(CUpti_Device_GetChipName_Params, chip, structSize, CUpti_Device_GetChipName_Params_STRUCT_SIZE);
  chip.deviceIndex = (size_t)st.device;
  if ((r = cuptiDeviceGetChipName(&chip)) != CUPTI_SUCCESS)
    return fail(r, "chip name", note, cap);
  if (FILE *t = trace()) {
    PARAMS(CUpti_SassMetrics_GetNumOfMetrics_Params, num, structSize, CUpti_SassMetrics_GetNumOfMetrics_Params_STRUCT_SIZE);
    num.pChipName = chip.pChipName;
    if (cuptiSassMetricsGetNumOfMetrics(&num) == CUPTI_SUCCESS) {
      std::vector<CUpti_SassMetrics_MetricDetails> list(num.numOfMetrics);
      PARAMS(CUpti_SassMetrics_GetMetrics_Params, get, structSize, CUpti_SassMetrics_GetMetrics_Params_STRUCT_SIZE);
      get.pChipName = chip.pChipName;
      get.numOfMetrics = list.size();
      get.pMetricsList = list.data();
      if (cuptiSassMetricsGetMetrics(&get) == CUPTI_SUCCESS)
        for (const auto &m : list)
          fprintf(t, "metric %s (%s): %s\n", m.pMetricName, chip.pChipName,
                  m.pMetricDescription ? m.pMetricDescription : "");
    }
  }
  for (int i = 0; i < NMETRICS; i++) {
    PARAMS(CUpti_SassMetrics_GetProperties_Params, prop, structSize, CUpti_SassMetrics_GetProperties_Params_STRUCT_SIZE);
    prop.pChipName = chip.pChipName;
    prop.pMetricName = metric_names[i];
    st.have[i] = cuptiSassMetricsGetProperties(&prop) == CUPTI_SUCCESS;
    if (!st.have[i])
      continue;
    st.ids[i] = prop.metric.metricId;
    CUpti_SassMetrics_Config c;
    c.metricId = prop.metric.metricId;
    c.outputGranularity = CUPTI_SASS_METRICS_OUTPUT_GRANULARITY_GPU; // one sum per instruction
    st.configs.push_back(c);
  }
  if (!st.have[M_INST] || !st.have[M_THREAD]) {
    snprintf(note, cap, "CUPTI lists no %s on %s", metric_names[st.have[M_INST] ? M_THREAD : M_INST],
             chip.pChipName);
    return RG_COUNTERS_UNSUPPORTED;
  }
  st.ready = true;
  return RG_COUNTERS_OK;
}

extern "C" int rg_lines_abi(void)
{
  return RG_LINES_ABI;
}

static int begin_range(char *note, size_t cap);

static CUptiResult configure(void)
{
  PARAMS(CUpti_SassMetricsSetConfig_Params, sc, structSize, CUpti_SassMetricsSetConfig_Params_STRUCT_SIZE);
  sc.numOfMetricConfig = st.configs.size();
  sc.pConfigs = st.configs.data();
  sc.deviceIndex = (uint32_t)st.device;
  CUptiResult r = cuptiSassMetricsSetConfig(&sc);
  st.configured = r == CUPTI_SUCCESS;
  return r;
}

static void unconfigure(void)
{
  PARAMS(CUpti_SassMetricsUnsetConfig_Params, un, structSize, CUpti_SassMetricsUnsetConfig_Params_STRUCT_SIZE);
  un.deviceIndex = (uint32_t)st.device;
  cuptiSassMetricsUnsetConfig(&un);
  st.configured = false;
}

static CUptiResult enable(void)
{
  PARAMS(CUpti_SassMetricsEnable_Params, en, structSize, CUpti_SassMetricsEnable_Params_STRUCT_SIZE);
  en.ctx = st.ctx;
  en.enableLazyPatching = 1; // patch each kernel at its first launch in the range
  return cuptiSassMetricsEnable(&en);
}

extern "C" int rg_lines_begin(char *note, size_t cap)
{
  int rc = begin_range(note, cap);
  FILE *t = trace();
  if (t && rc != RG_COUNTERS_OK) {
    fprintf(t, "begin failed: %s\n", note);
    fflush(t);
  }
  return rc;
}

static int begin_range(char *note, size_t cap)
{
  note[0] = '\0';
  st.active = false;
  if (st.broken) {
    snprintf(note, cap, "%s", st.failure_note);
    return st.failure;
  }
  int rc = st.ready ? RG_COUNTERS_OK : setup(note, cap);
  if (rc != RG_COUNTERS_OK) {
    st.broken = true; // the same answer for every later case: ask once
    st.failure = rc;
    snprintf(st.failure_note, sizeof st.failure_note, "%s", note);
    return rc;
  }
  // The metrics are configured once a process: a second configuration
  // after an unset failed with CUPTI_ERROR_OUT_OF_MEMORY on an H100 (CUDA
  // 13.0), so every profiled case after a worker's first went unmeasured.
  CUptiResult r = CUPTI_SUCCESS;
  if (!st.configured && (r = configure()) != CUPTI_SUCCESS)
    return fail(r, "set config", note, cap);
  if ((r = enable()) != CUPTI_SUCCESS) {
    unconfigure();
    return fail(r, "enable", note, cap);
  }
  st.active = true;
  return RG_COUNTERS_OK;
}

// Ends the range: patching off (the range profiler may be enabled again
// after this); the configuration stays for the next range.
static void finish(void)
{
  PARAMS(CUpti_SassMetricsDisable_Params, dis, structSize, CUpti_SassMetricsDisable_Params_STRUCT_SIZE);
  dis.ctx = st.ctx;
  cuptiSassMetricsDisable(&dis);
  st.active = false;
}

static std::vector<char> read_whole(const char *path)
{
  std::vector<char> v;
  FILE *f = path ? fopen(path, "rb") : nullptr;
  if (!f)
    return v;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    v.insert(v.end(), buf, buf + n);
  fclose(f);
  return v;
}

static int end_range(const char *cubin_path, rg_lines_sink_fn sink, rg_lines_shared_fn shared,
                     void *ctx, char *note, size_t cap);

// The range's end; a failure's reason goes to the trace too (RG_LINES_TRACE).
extern "C" int rg_lines_end(const char *cubin_path, rg_lines_sink_fn sink,
                            rg_lines_shared_fn shared, void *ctx, char *note, size_t cap)
{
  int rc = end_range(cubin_path, sink, shared, ctx, note, cap);
  FILE *t = trace();
  if (t && rc != RG_COUNTERS_OK) {
    fprintf(t, "failed: %s\n", note);
    fflush(t);
  }
  return rc;
}

static int end_range(const char *cubin_path, rg_lines_sink_fn sink, rg_lines_shared_fn shared,
                     void *ctx, char *note, size_t cap)
{
  note[0] = '\0';
  if (!st.active) {
    snprintf(note, cap, "SASS metrics were not collected");
    return RG_COUNTERS_FAILED;
  }
  cudaDeviceSynchronize(); // the glue has synchronised; a no-op then
  PARAMS(CUpti_SassMetricsGetDataProperties_Params, dp, structSize, CUpti_SassMetricsGetDataProperties_Params_STRUCT_SIZE);
  dp.ctx = st.ctx;
  CUptiResult r = cuptiSassMetricsGetDataProperties(&dp);
  if (r != CUPTI_SUCCESS) {
    finish();
    return fail(r, "data properties", note, cap);
  }
  size_t nrec = dp.numOfPatchedInstructionRecords, ninst = dp.numOfInstances;
  if (nrec == 0 || ninst == 0) {
    finish();
    snprintf(note, cap, "CUPTI patched no instruction (no kernel ran?)");
    return RG_COUNTERS_FAILED;
  }
  // Room for one value per instance and metric: the header documents one
  // per instance, each tagged with its metric id; the extra room costs
  // nothing and the tags say which values are real.  (CUDA 13.0 on an H200
  // gives one record per instruction and metric: 3 records per
  // instruction here, each with one value; the per-line sums add them up.)
  size_t per = ninst * st.configs.size();
  std::vector<CUpti_SassMetrics_InstanceValue> values(nrec * per);
  for (auto &v : values)
    v.metricId = UINT64_MAX, v.value = 0;
  std::vector<CUpti_SassMetrics_Data> data(nrec);
  for (size_t i = 0; i < nrec; i++) {
    memset(&data[i], 0, sizeof data[i]);
    data[i].structSize = CUPTI_PROFILER_STRUCT_SIZE(CUpti_SassMetrics_Data, pInstanceValues);
    data[i].pInstanceValues = &values[i * per];
  }
  PARAMS(CUpti_SassMetricsFlushData_Params, fl, structSize, CUpti_SassMetricsFlushData_Params_STRUCT_SIZE);
  fl.ctx = st.ctx;
  fl.numOfPatchedInstructionRecords = nrec;
  fl.numOfInstances = ninst;
  fl.pMetricsData = data.data();
  r = cuptiSassMetricsFlushData(&fl);
  finish();
  if (r != CUPTI_SUCCESS)
    return fail(r, "flush", note, cap);

  std::vector<char> cubin = read_whole(cubin_path);
  uint32_t crc = 0;
  if (!cubin.empty()) {
    PARAMS(CUpti_GetCubinCrcParams, cp, size, CUpti_GetCubinCrcParamsSize);
    cp.cubin = cubin.data();
    cp.cubinSize = cubin.size();
    if (cuptiGetCubinCrc(&cp) == CUPTI_SUCCESS)
      crc = (uint32_t)cp.cubinCrc;
  }
  FILE *t = trace();
  if (t)
    fprintf(t, "cubin %s: %zu bytes, crc %u; %zu records, %zu instances\n",
            cubin_path ? cubin_path : "(none)", cubin.size(), crc, nrec, ninst);
  size_t matched = 0, named = 0, elsewhere = 0;
  bool shared_counted = st.have[M_SHARED] && st.have[M_SHARED_IDEAL];
  if (!shared_counted)
    shared(ctx, "", "", 0, -1, -1);
  for (size_t i = 0; i < nrec; i++) {
    const CUpti_SassMetrics_Data &d = data[i];
    double sum[NMETRICS] = { 0, 0, 0, 0, 0 };
    for (size_t k = 0; k < per; k++)
      for (int m = 0; m < NMETRICS; m++)
        if (st.have[m] && d.pInstanceValues[k].metricId == st.ids[m])
          sum[m] += (double)d.pInstanceValues[k].value;
    if (!st.have[M_PRED_ON])
      sum[M_PRED_ON] = -1;
    bool ours = crc != 0 && d.cubinCrc == crc && d.functionName;
    const char *file = "", *dir = "";
    unsigned line = 0;
    PARAMS(CUpti_GetSassToSourceCorrelationParams, sc, size, CUpti_GetSassToSourceCorrelationParamsSize);
    if (ours) {
      matched++;
      sc.cubin = cubin.data();
      sc.cubinSize = cubin.size();
      sc.functionName = d.functionName;
      sc.pcOffset = d.pcOffset;
      if (cuptiGetSassToSourceCorrelation(&sc) == CUPTI_SUCCESS && sc.fileName) {
        file = sc.fileName;
        dir = sc.dirName ? sc.dirName : "";
        line = sc.lineNumber;
        named++;
      }
    } else {
      elsewhere++;
    }
    if (t)
      fprintf(t, "crc %u %s+0x%x: inst %.0f thread %.0f pred_on %.0f shared %.0f ideal %.0f"
              "  %s%s%s:%u\n", d.cubinCrc, d.functionName ? d.functionName : "?", d.pcOffset,
              sum[M_INST], sum[M_THREAD], sum[M_PRED_ON], sum[M_SHARED], sum[M_SHARED_IDEAL],
              dir, *dir ? "/" : "", file, line);
    // A record may carry some of the metrics only: the per-line sums add up.
    if (line > 0 && (sum[M_INST] > 0 || sum[M_THREAD] > 0 || sum[M_PRED_ON] > 0))
      sink(ctx, dir, file, line, sum[M_INST], sum[M_THREAD], sum[M_PRED_ON]);
    // Every instruction's shared wavefronts, whatever its line: a conflict
    // in a header's code the kernel inlined is the kernel's.
    if (shared_counted && (sum[M_SHARED] > 0 || sum[M_SHARED_IDEAL] > 0))
      shared(ctx, dir, file, line, sum[M_SHARED], sum[M_SHARED_IDEAL]);
    free(sc.fileName);
    free(sc.dirName);
    free((void *)d.functionName); // CUPTI's copy, the caller's to free
  }
  if (t)
    fflush(t);
  if (matched == 0) {
    snprintf(note, cap, "none of the %zu instructions measured is in the extracted cubin "
             "(%s; CRC %u)", nrec, cubin.empty() ? "not readable" : "CRC differs", crc);
    return RG_COUNTERS_FAILED;
  }
  if (named == 0) {
    snprintf(note, cap, "the cubin has no line table (built without -lineinfo or -G?)");
    return RG_COUNTERS_FAILED;
  }
  if (elsewhere > 0)
    snprintf(note, cap, "%zu instructions of other modules left out", elsewhere);
  return RG_COUNTERS_OK;
}
