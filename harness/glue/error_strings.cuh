// error_strings.cuh — emulator: the runtime's error strings handed to the
// submission from its own object, as a GPU's are.
//
// nvcc links the CUDA runtime statically into the submission's object, so
// the string cudaGetErrorString or cudaGetErrorName returns lies beside the
// submission's code on a GPU; the emulator's runtime is the grader's
// executable, and its strings lay terabytes away: a tell
// (tests/hostile/error-string-address-hides-race.cu).  The link wraps both
// names (build_backend_emu.c: RG_EMU_STRING_WRAPS); each string is copied
// into a table of this object the first time its code is asked for.
#ifndef RG_ERROR_STRINGS_CUH
#define RG_ERROR_STRINGS_CUH

#include <string.h>

extern "C" const char *__real_cudaGetErrorString(cudaError_t e);
extern "C" const char *__real_cudaGetErrorName(cudaError_t e);

enum { RG_ERR_SLOTS = 128, RG_ERR_CHARS = 112 };

struct rg_err_table {
  int n;
  int code[RG_ERR_SLOTS];
  char text[RG_ERR_SLOTS][RG_ERR_CHARS];
};

// The runtime's string for code e, copied here once (cut to fit); past the
// table's slots, the last slot is rewritten.
static const char *rg_err_kept(rg_err_table *t, cudaError_t e, const char *from)
{
  for (int i = 0; i < t->n; i++)
    if (t->code[i] == (int)e)
      return t->text[i];
  int i = t->n < RG_ERR_SLOTS ? t->n++ : RG_ERR_SLOTS - 1;
  t->code[i] = (int)e;
  strncpy(t->text[i], from ? from : "", RG_ERR_CHARS - 1);
  t->text[i][RG_ERR_CHARS - 1] = '\0';
  return t->text[i];
}

extern "C" const char *__wrap_cudaGetErrorString(cudaError_t e)
{
  static rg_err_table strings;
  return rg_err_kept(&strings, e, __real_cudaGetErrorString(e));
}

extern "C" const char *__wrap_cudaGetErrorName(cudaError_t e)
{
  static rg_err_table names;
  return rg_err_kept(&names, e, __real_cudaGetErrorName(e));
}

#endif
