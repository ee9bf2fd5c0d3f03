/* seccomp_prog.h — a seccomp filter written one BPF instruction at a time,
 * and installed: the two filters of a graded child (guard.c's, and
 * wire_guard.c's for its pipes) are built the same way. */
#ifndef RG_SECCOMP_PROG_H
#define RG_SECCOMP_PROG_H

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

struct rg_seccomp_prog {
  struct sock_filter v[512];
  int n;
};

static inline void rg_seccomp_emit(struct rg_seccomp_prog *p, unsigned short code, unsigned k,
                                   unsigned char jt, unsigned char jf)
{
  p->v[p->n++] = (struct sock_filter){ code, jt, jf, k };
}

/* This thread's (and its children's) filter from now on, with no new
 * privileges: 0, or -1 with errno. */
static inline int rg_seccomp_install(const struct rg_seccomp_prog *p)
{
  struct sock_fprog fp = { .len = (unsigned short)p->n, .filter = (struct sock_filter *)p->v };
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
    return -1;
  return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fp);
}

#endif
