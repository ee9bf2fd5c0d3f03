/* host_calls.h — device code that calls a host function, found in the
 * submission's text.
 *
 * nvcc refuses a __global__ or __device__ function that calls a function
 * written without __device__ ("calling a __host__ function from a
 * __global__ function is not allowed"): the commonest first mistake in
 * CUDA, a helper that lacks __device__.  The emulator runs all code on the
 * CPU, where the call just works, so without this check it passed what a
 * GPU cannot even build.
 *
 * The scan is deliberately narrow, so that it never refuses what nvcc
 * builds: it knows the functions defined at file or namespace scope (not
 * class members), and calls to one by its plain name from the body of a
 * __global__ or __device__ (not __host__ __device__) function.  A name that
 * also has a __device__, __host__ __device__ or constexpr declaration
 * anywhere, or that the calling body uses other than as a call (a local
 * variable, a lambda), is left alone.  The C library's host-only functions
 * a kernel might call (rand, exit, fprintf, ...: a short list, none that
 * CUDA's device code has) count too, unless the submission defines the
 * name itself.  So do the C++ standard library's functions that are
 * neither constexpr in C++17 nor __device__ (std_host_names.h: std::swap,
 * std::sort, std::accumulate ...), called as std::name or ::std::name (not
 * cuda::std::name), or by plain name where a `using namespace std;` or
 * `using std::name;` before the call brings it in and no other `using
 * namespace` could; a file that opens namespace std itself is left alone.
 * callee is then "std::name".  So does the CUDA runtime's API
 * (cudaDeviceSynchronize, cudaGetLastError, cudaMalloc ...: a name of
 * "cuda" and a capital the submission does not define): device code can
 * call it only when built as relocatable device code and linked with the
 * device runtime (-rdc=true -lcudadevrt), which the grader's nvcc build is
 * not (ptxas: unresolved extern function; compute capability 9.0 refuses
 * cudaDeviceSynchronize in device code outright), while the emulator would
 * run the host's; and for the same reason a kernel launched from device
 * code (name<<<...>>>: dynamic parallelism).  A kernel of the submission's
 * (every definition of the name __global__) called from device code like a
 * function, without <<<...>>>, counts too: nvcc says "a __global__ function
 * call must be configured".  So do the standard library's objects in host
 * memory (std::cout, std::cerr ...) where device code evaluates them
 * ("identifier std::cout is undefined in device code") and a local of one
 * of its classes whose constructors are host functions, declared by value
 * in device code (std::vector<float> v(8), std::string s): as std::name, or
 * by plain name under the same `using` rule; callee is then "std::name".
 * Comments, literals and preprocessor lines are not read.
 */
#ifndef RG_HOST_CALLS_H
#define RG_HOST_CALLS_H

#include <stddef.h>

/* What the call found is. */
enum rg_host_call_what {
  RG_HOST_CALL_OWN,     /* the submission's function without __device__ */
  RG_HOST_CALL_LIBRARY, /* the C library's or the C++ standard library's */
  RG_HOST_CALL_RUNTIME, /* the CUDA runtime's API */
  RG_HOST_CALL_LAUNCH,  /* a launch, callee<<<...>>>, in device code */
  RG_HOST_CALL_KERNEL,  /* the submission's __global__ function, called unconfigured */
  RG_HOST_CALL_STD_HOST, /* the standard library's host object or class: std::cout, std::vector */
};

/* Scans text (a whole source file).  Returns 1 and fills *line (the call's
 * line), callee and caller (function names, truncated to cap bytes),
 * callee_line (where the callee is defined, for RG_HOST_CALL_OWN; else 0),
 * caller_kind ("__global__" or "__device__") and *what for the first such
 * call; 0 if there is none. */
int rg_host_call_find(const char *text, int *line, char *callee, char *caller, size_t cap,
                      int *callee_line, const char **caller_kind, enum rg_host_call_what *what);

#endif
