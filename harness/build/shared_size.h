/* shared_size.h — static __shared__ memory past what a kernel may have.
 *
 * ptxas refuses a kernel whose static shared memory passes 48 KiB ("uses
 * too much shared data (0x10000 bytes, 0xc000 max)"); more needs dynamic
 * shared memory and cudaFuncSetAttribute.  The emulator gave one total for
 * the whole file, so such a kernel passed there.  Here the emulator's
 * object is read: each static __shared__ array is a symbol of its
 * simt_shared section, with its size, and a function-local one is named
 * after its function.  Refused: one function's own arrays, together, past
 * the limit; or one file-scope array past it alone.  (A helper's arrays
 * count toward its kernel on a GPU; here each function is counted alone,
 * so a sum split between a kernel and its helper still passes.) */
#ifndef RG_SHARED_SIZE_H
#define RG_SHARED_SIZE_H

#include <stddef.h>

#define RG_STATIC_SHARED_MAX 49152

/* Reads the object entry_obj (the submission's, emulator build).  1: the
 * submission passes the limit, said in log_path at the array's line; 0:
 * not; -1: the object could not be read (why). */
int rg_shared_size_refused(const char *submission, const char *sub_text, const char *entry_obj,
                           const char *log_path, char *why, size_t cap);

/* The length of the function part of a function-local static's mangled
 * name (_ZZ<function>E<len><name>[discriminator]), or 0 for another name.
 * The local name itself is set in *local, *local_len. */
size_t rg_shared_size_owner(const char *name, const char **local, size_t *local_len);

#endif
