/* util.h — small helpers shared by the harness: files, hashing, messages. */
#ifndef RG_UTIL_H
#define RG_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#define RG_PROG "reduce-grade"

/* Print "reduce-grade: <message>\n" on stderr. */
void rg_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Read a whole file into a fresh NUL-terminated buffer.
 * Returns the buffer (caller frees) and sets *len, or NULL with errno set. */
char *rg_read_file(const char *path, size_t *len);

/* Write len bytes to path atomically (temporary file in the same folder,
 * then rename).  Returns 0, or -1 with errno set. */
int rg_write_file_atomic(const char *path, const void *data, size_t len);

/* mkdir -p.  Returns 0, or -1 with errno set (ENOTDIR: a file is there). */
int rg_mkdirs(const char *path);

/* FNV-1a 64-bit hash; chain by passing the previous value as seed
 * (start with RG_HASH_SEED). */
#define RG_HASH_SEED 0xcbf29ce484222325ULL
uint64_t rg_hash(uint64_t seed, const void *data, size_t len);
uint64_t rg_hash_str(uint64_t seed, const char *s);
/* seed folded with the bytes of the file at path (unchanged if it cannot be
 * read); path is freed, so that callers can pass rg_strdupf's result. */
uint64_t rg_hash_file(uint64_t seed, char *path);

/* True if path names an existing regular file / an executable found on
 * PATH (name without a slash) or at that path. */
bool rg_is_file(const char *path);
char *rg_find_program(const char *name); /* caller frees; NULL if absent */

/* Format into a fresh buffer (caller frees).  Never returns NULL. */
char *rg_strdupf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Bytes of the control at s that a terminal would act on rather than
 * show, or 0: an ASCII control (a newline, an escape, DEL), a C1 control
 * (U+0080..U+009F, or its raw byte: 0x9b is CSI to an 8-bit terminal), or
 * a mark that reorders the text around it (U+202A..U+202E, U+2066..U+2069,
 * U+200E, U+200F, U+061C).  A Latin-1 letter's stray byte is no control. */
size_t rg_text_control(const char *s);

/* A copy of a file's path fit to print on one line: each control
 * (rg_text_control) replaced by '?', so that a name cannot forge lines of
 * a report or a compiler's message, nor move or reverse them on a
 * terminal.  Never NULL (aborts on no memory, as rg_strdupf). */
char *rg_path_shown(const char *path);

/* Seconds from a monotonic clock. */
double rg_now(void);

#endif
