/* wire_guard.h — the grader's two pipes, usable by the grader's code only.
 *
 * The graded child reads its commands and writes its replies through two
 * pipes it inherits, in the same process as the submission.  A submission
 * that found them could speak in the glue's place: a static constructor
 * that reads each command and its input, sums on the host and replies
 * "ran, one launch, nothing copied" passed every case without a kernel
 * (issue 17, `forged-reply`).  So the child's protocol goes through two
 * system-call stubs of its own (a section of their own in the grader's
 * code), and a seccomp filter, installed before the submission is loaded,
 * kills the process when any other code makes a system call that reads,
 * writes, splices, duplicates or reconfigures either pipe: the kernel
 * gives the filter the address of the calling instruction.
 *
 * What it does not stop: code that calls the stubs themselves (it would
 * have to find them in the grader's code and call them as the glue does),
 * and on a GPU, where /proc stays readable for the CUDA driver, opening
 * /proc/self/fd/N anew.  README, Protection. */
#ifndef RG_WIRE_GUARD_H
#define RG_WIRE_GUARD_H

#include <stddef.h>
#include <sys/types.h>

/* read(2) and write(2), made from the stubs' section: 0 or more bytes, or
 * -1 with errno. */
ssize_t rg_wire_sys_read(int fd, void *buf, size_t len);
ssize_t rg_wire_sys_write(int fd, const void *buf, size_t len);

/* In the graded child, before rg_wire_guard: fd moved to descriptor
 * number `high` (close-on-exec), its old number closed.  The filter is
 * inherited by every program the child starts (addr2line, a shell), and
 * it goes by number: up there, no such program's own files ever get one
 * of the pipes' numbers.  The new number, or fd where it cannot move. */
int rg_wire_move(int fd, int high);

/* In the graded child: the filter for the pipes cmd_fd, reply_fd and
 * diag_fd (the emulator's findings as they are made: no dup2 of another
 * file over it to send them nowhere).  0, or -1 with why (the kernel
 * refused the filter). */
int rg_wire_guard(int cmd_fd, int reply_fd, int diag_fd, char *why, size_t cap);

#endif
