/* host_error.c — the CUDA runtime's errors on the emulator's host side:
 * the last error and the sticky one (a launch's illegal address or
 * failure, which every later call returns, as a lost CUDA context does),
 * with CUDA's names and strings.  Every API call of host_*.c ends in
 * simt_api_ret.
 */
#include <stddef.h>
#include "simt_int.h"

static int last_err, sticky_err;
/* A launch queued without error whose kernel failed, not stickily, when it
 * ran (more threads than its __launch_bounds__): a GPU refuses such a launch
 * at once; here the call that ran it returns the error. */
static int late_err;

static int is_sticky(int e)
{
  return e == cudaErrorIllegalAddress || e == cudaErrorMisalignedAddress || e == cudaErrorLaunchFailure ||
         e == cudaErrorLaunchTimeout;
}

void simt_set_error(int e)
{
  if (!e)
    return;
  last_err = e;
  if (is_sticky(e))
    sticky_err = e;
}

int simt_sticky(void) { return sticky_err; }

void simt_set_late_error(int e)
{
  simt_set_error(e);
  if (e && !is_sticky(e))
    late_err = e;
}

void simt_error_reset(void) { last_err = sticky_err = late_err = 0; }

/* Every API call: a sticky error wins; otherwise record e as the last error. */
cudaError_t simt_api_ret(int e)
{
  if (sticky_err)
    return sticky_err;
  if (!e)
    e = late_err;
  late_err = 0;
  simt_set_error(e);
  return e;
}

static const struct { int code; const char *name, *text; } errors[] = {
  {cudaSuccess, "cudaSuccess", "no error"},
  {cudaErrorInvalidValue, "cudaErrorInvalidValue", "invalid argument"},
  {cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation", "out of memory"},
  {cudaErrorInitializationError, "cudaErrorInitializationError", "initialization error"},
  {cudaErrorInvalidConfiguration, "cudaErrorInvalidConfiguration", "invalid configuration argument"},
  {cudaErrorInvalidPitchValue, "cudaErrorInvalidPitchValue", "invalid pitch argument"},
  {cudaErrorInvalidSymbol, "cudaErrorInvalidSymbol", "invalid device symbol"},
  {cudaErrorInvalidDevicePointer, "cudaErrorInvalidDevicePointer", "invalid device pointer"},
  {cudaErrorInvalidMemcpyDirection, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
  {cudaErrorInvalidDeviceFunction, "cudaErrorInvalidDeviceFunction", "invalid device function"},
  {cudaErrorNoDevice, "cudaErrorNoDevice", "no CUDA-capable device is detected"},
  {cudaErrorInvalidDevice, "cudaErrorInvalidDevice", "invalid device ordinal"},
  {cudaErrorUnsupportedLimit, "cudaErrorUnsupportedLimit", "unsupported limit"},
  {cudaErrorInvalidResourceHandle, "cudaErrorInvalidResourceHandle", "invalid resource handle"},
  {cudaErrorNotReady, "cudaErrorNotReady", "device not ready"},
  {cudaErrorIllegalAddress, "cudaErrorIllegalAddress", "an illegal memory access was encountered"},
  {cudaErrorLaunchOutOfResources, "cudaErrorLaunchOutOfResources", "too many resources requested for launch"},
  {cudaErrorLaunchTimeout, "cudaErrorLaunchTimeout", "the launch timed out and was terminated"},
  {cudaErrorPeerAccessAlreadyEnabled, "cudaErrorPeerAccessAlreadyEnabled", "peer access is already enabled"},
  {cudaErrorPeerAccessNotEnabled, "cudaErrorPeerAccessNotEnabled", "peer access has not been enabled"},
  {cudaErrorMisalignedAddress, "cudaErrorMisalignedAddress", "misaligned address"},
  {cudaErrorLaunchFailure, "cudaErrorLaunchFailure", "unspecified launch failure"},
  {cudaErrorCooperativeLaunchTooLarge, "cudaErrorCooperativeLaunchTooLarge", "too many blocks in cooperative launch"},
  {cudaErrorNotSupported, "cudaErrorNotSupported", "operation not supported"},
  {cudaErrorInvalidClusterSize, "cudaErrorInvalidClusterSize", "a kernel launch error has occurred due to cluster misconfiguration"},
  {cudaErrorUnknown, "cudaErrorUnknown", "unknown error"},
};

const char *cudaGetErrorName(cudaError_t e)
{
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == (int)e)
      return errors[i].name;
  return "cudaErrorUnknown";
}

const char *cudaGetErrorString(cudaError_t e)
{
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == (int)e)
      return errors[i].text;
  return "unrecognized error code";
}

cudaError_t cudaGetLastError(void)
{
  int e = sticky_err ? sticky_err : last_err;
  last_err = late_err = 0;
  return e;
}

cudaError_t cudaPeekAtLastError(void) { return sticky_err ? sticky_err : last_err; }
