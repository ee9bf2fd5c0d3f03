/* spawn_read.h — a helper program run with its standard output a pipe the
 * emulator reads (addr2line for diag.c and perf_symbols.c), where popen()
 * cannot: the graded child's filter (harness/run/guard.c) refuses a dup2
 * onto descriptors 0-2, which popen's child makes from libc's code. */
#ifndef SIMT_SPAWN_READ_H
#define SIMT_SPAWN_READ_H

#include <stdio.h>
#include <sys/types.h>

/* argv[0] run from PATH, stdin as this process's, stdout the returned
 * stream's pipe, stderr /dev/null; *pid set.  NULL where it cannot start. */
FILE *simt_spawn_read(char *const argv[], pid_t *pid);

/* The stream closed and the program waited for. */
void simt_spawn_close(FILE *f, pid_t pid);

#endif
