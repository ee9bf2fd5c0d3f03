/* refused_calls.h — the libc calls a submission's object may not name
 * (refused_calls.c): each table ends with NULL. */
#ifndef RG_REFUSED_CALLS_H
#define RG_REFUSED_CALLS_H

#include <stdbool.h>

extern const char *const rg_process_calls[]; /* the process's own memory, system calls */
extern const char *const rg_hook_calls[];    /* handlers the grader's code would run */
extern const char *const rg_thread_calls[];  /* a host thread (the emulator's refusal) */
extern const char *const rg_lookup_calls[];  /* a function looked up by name */
extern const char *const rg_clock_calls[];   /* a clock read */
extern const char *const rg_probe_calls[];   /* the machine asked about */

/* Is name one of names, as spelt or as the plain call it aliases
 * (__mprotect, __libc_system, __gethostname_chk)? */
bool rg_listed(const char *name, const char *const *names);

#endif
