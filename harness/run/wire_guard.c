/* wire_guard.c — the grader's two pipes, usable by the grader's code only
 * (wire_guard.h). */
#define _GNU_SOURCE
#include "wire_guard.h"
#include "seccomp_prog.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define WIRE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define WIRE_ARCH AUDIT_ARCH_AARCH64
#else
#error "wire_guard.c: the stubs know x86_64 and aarch64 only"
#endif

/* The stubs, in a section of their own (with the emulator's dup3 stub,
 * simt/spawn_read.c): the filter lets a system call on the pipes through
 * only from an address between the section's ends, and guard.c's a dup
 * onto descriptors 0-2. */
#define WIRE_TEXT __attribute__((section("rg_wire_text"), noinline, used))
extern const char __start_rg_wire_text[], __stop_rg_wire_text[];

WIRE_TEXT static long wire_syscall3(long nr, long a, long b, long c)
{
#if defined(__x86_64__)
  long ret;
  __asm__ volatile("syscall" : "=a"(ret) : "a"(nr), "D"(a), "S"(b), "d"(c)
                   : "rcx", "r11", "memory");
  return ret;
#else
  register long x8 __asm__("x8") = nr;
  register long x0 __asm__("x0") = a;
  register long x1 __asm__("x1") = b;
  register long x2 __asm__("x2") = c;
  __asm__ volatile("svc #0" : "+r"(x0) : "r"(x8), "r"(x1), "r"(x2) : "memory");
  return x0;
#endif
}

static ssize_t wire_result(long r)
{
  if (r < 0 && r > -4096) {
    errno = (int)-r;
    return -1;
  }
  return (ssize_t)r;
}

ssize_t rg_wire_sys_read(int fd, void *buf, size_t len)
{
  return wire_result(wire_syscall3(SYS_read, fd, (long)buf, (long)len));
}

ssize_t rg_wire_sys_write(int fd, const void *buf, size_t len)
{
  return wire_result(wire_syscall3(SYS_write, fd, (long)buf, (long)len));
}

int rg_wire_move(int fd, int high)
{
  if (fd == high || dup3(fd, high, O_CLOEXEC) != high)
    return fd;
  close(fd);
  return high;
}

/* A system call that can move, copy or redirect a pipe's data, and which
 * of its arguments name a descriptor (a bit each). */
struct fd_call {
  long nr;
  unsigned args;
};

static const struct fd_call fd_calls[] = {
  { SYS_read, 1 }, { SYS_write, 1 }, { SYS_readv, 1 }, { SYS_writev, 1 },
  { SYS_pread64, 1 }, { SYS_pwrite64, 1 }, { SYS_preadv, 1 }, { SYS_pwritev, 1 },
  { SYS_preadv2, 1 }, { SYS_pwritev2, 1 }, { SYS_splice, 1 | 4 }, { SYS_tee, 1 | 2 },
  { SYS_vmsplice, 1 }, { SYS_sendfile, 1 | 2 }, { SYS_copy_file_range, 1 | 4 },
  { SYS_dup, 1 }, { SYS_dup3, 1 | 2 }, { SYS_fcntl, 1 }, { SYS_ioctl, 1 },
  { SYS_sendmsg, 1 }, { SYS_recvmsg, 1 }, { SYS_sendto, 1 }, { SYS_recvfrom, 1 },
#ifdef SYS_dup2
  { SYS_dup2, 1 | 2 },
#endif
};

#define NR offsetof(struct seccomp_data, nr)
#define ARG_LO(i) (offsetof(struct seccomp_data, args) + (i) * sizeof(uint64_t))
#define IP_LO offsetof(struct seccomp_data, instruction_pointer)
#define IP_HI (IP_LO + sizeof(uint32_t))

/* For call c: each descriptor argument that is one of the pipes jumps to
 * the address check at `check`; the rest fall through to ALLOW. */
static void emit_call(struct rg_seccomp_prog *p, const struct fd_call *c, const int fds[3],
                      unsigned short check)
{
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, NR, 0, 0);
  unsigned short skip_at = p->n;
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)c->nr, 0, 0); /* jf patched below */
  for (unsigned i = 0; i < 6; i++) {
    if (!(c->args >> i & 1))
      continue;
    rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, (unsigned)ARG_LO(i), 0, 0);
    for (int f = 0; f < 3; f++)
      rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)fds[f],
                      (unsigned char)(check - p->n - 1), 0);
  }
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  p->v[skip_at].jf = (unsigned char)(p->n - skip_at - 1);
}

int rg_wire_guard(int cmd_fd, int reply_fd, int diag_fd, char *why, size_t cap)
{
  uintptr_t lo = (uintptr_t)__start_rg_wire_text, hi = (uintptr_t)__stop_rg_wire_text;
  size_t ncalls = sizeof fd_calls / sizeof fd_calls[0];
  const int fds[3] = { cmd_fd, reply_fd, diag_fd };
  /* The address check sits after every call's block: its index, known
   * ahead (each block is 3 + 4 per descriptor argument instructions). */
  unsigned short check = 3;
  for (size_t i = 0; i < ncalls; i++)
    check = (unsigned short)(check + 3 + 4 * __builtin_popcount(fd_calls[i].args));
  check++; /* the ALLOW after the last block */
  struct rg_seccomp_prog p = { .n = 0 };
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, WIRE_ARCH, 1, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, 0, 0);
  for (size_t i = 0; i < ncalls; i++)
    emit_call(&p, &fd_calls[i], fds, check);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  if (p.n != check || (lo >> 32) != ((hi - 1) >> 32)) {
    snprintf(why, cap, "the pipes' filter could not be built");
    return -1;
  }
  /* The calling instruction's address: within [lo, hi), or the process ends. */
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, (unsigned)IP_HI, 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)(lo >> 32), 0, 3);
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, (unsigned)IP_LO, 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JGE | BPF_K, (unsigned)lo, 0, 1);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JGE | BPF_K, (unsigned)hi, 0, 1);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  if (rg_seccomp_install(&p) != 0) {
    snprintf(why, cap, "cannot install the pipes' filter: %s", strerror(errno));
    return -1;
  }
  return 0;
}
