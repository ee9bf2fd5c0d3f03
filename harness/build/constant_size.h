/* constant_size.h — __constant__ data past what a GPU has.
 *
 * A GPU has 64 KiB of constant memory: ptxas refuses a file whose
 * __constant__ variables take more ("File uses too much global constant
 * data (0x27100 bytes, 0x10000 max)").  The emulator's __constant__
 * variables are ordinary globals of its device sections, so such a file
 * passed there, a file no GPU builds.  Here the emulator's object is read:
 * each __constant__ variable the submission declares (found by name in
 * its text, source_scan.h) is a symbol of the device sections, with its
 * size; their sum past 64 KiB is refused, as ptxas does. */
#ifndef RG_CONSTANT_SIZE_H
#define RG_CONSTANT_SIZE_H

#include <stddef.h>

#define RG_CONSTANT_MAX 65536

/* Reads the object entry_obj (the submission's, emulator build).  1: the
 * submission passes the limit, said in log_path at the first __constant__
 * variable's line; 0: not; -1: the object could not be read (why). */
int rg_constant_size_refused(const char *submission, const char *sub_text,
                             const char *entry_obj, const char *log_path, char *why,
                             size_t cap);

#endif
