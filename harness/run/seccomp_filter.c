/* seccomp_filter.c — the graded child's seccomp filter (see seccomp_filter.h). */
#define _GNU_SOURCE
#include "seccomp_filter.h"
#include "seccomp_prog.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

#if defined(__x86_64__)
#define RG_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define RG_AUDIT_ARCH AUDIT_ARCH_AARCH64
#else
#error "seccomp_filter.c: the seccomp filter knows x86_64 and aarch64 only"
#endif

/* The filter, built with jumps to three shared endings (seccomp_prog.h). */

#define RET_KILL SECCOMP_RET_KILL_PROCESS
#define ARG0_LO offsetof(struct seccomp_data, args[0]) /* little-endian: low half */

#define ARG1_LO offsetof(struct seccomp_data, args[1])
#define ARG2_LO offsetof(struct seccomp_data, args[2])
#define ARG3_LO offsetof(struct seccomp_data, args[3])
#define IP_LO offsetof(struct seccomp_data, instruction_pointer)
#define IP_HI (IP_LO + sizeof(uint32_t))

/* PIDS: a signal or re-limit, to this process or its group.  PRIO, IOPRIO:
 * setpriority and ioprio_set, whose first argument says what the second
 * names (a process, a group, a user).  SCHED: a call whose first argument
 * is the one process it reschedules, pins or moves the memory of. */
enum act { KILL, PIDS, SOCK, NOSYS, UNCAPPED, FALLOC, SHARED_ANON, PRIO, IOPRIO, SCHED, STD0,
           STD1, FOWN, IOCTL };

struct rule {
  int nr;
  enum act act;
};

static const struct rule rules[] = {
  { SYS_ptrace, KILL },
  { SYS_process_vm_readv, KILL },
  { SYS_process_vm_writev, KILL },
  { SYS_pidfd_send_signal, KILL },
  { SYS_pidfd_getfd, KILL },
  { SYS_setsid, KILL },        /* a daemon would leave the group the grading kills */
  { SYS_setpgid, KILL },
  { SYS_kill, PIDS },
  { SYS_tkill, PIDS },
  { SYS_tgkill, PIDS },
  { SYS_rt_sigqueueinfo, PIDS },
  { SYS_rt_tgsigqueueinfo, PIDS },
  { SYS_prlimit64, PIDS },     /* the grader's limits are not the child's to lower */
  /* nor its priority, CPUs or memory: renice, pin or idle the grader (or,
   * by user, every process of the uid) and it starves */
  { SYS_setpriority, PRIO },
  { SYS_ioprio_set, IOPRIO },
  { SYS_sched_setaffinity, SCHED },
  { SYS_sched_setscheduler, SCHED },
  { SYS_sched_setparam, SCHED },
  { SYS_sched_setattr, SCHED },
  { SYS_migrate_pages, SCHED },
  { SYS_move_pages, SCHED },
  { SYS_socket, SOCK },
  { SYS_io_uring_setup, NOSYS },
  /* UNCAPPED: memory no limit of the emulator's child counts, shared
   * pages, not RLIMIT_DATA's private ones (a memfd may grow to
   * RLIMIT_FSIZE, a thousand of them pass any cap; a System V segment to
   * any size).  ENOSYS there.  Allowed on a GPU: the CUDA driver makes
   * memfds and shared mappings of its own (host memory it shares with the
   * device and its threads, exported allocations), and no GPU grading has
   * run without them yet; a System V segment is kept with them until one
   * has (gpu-check.sh's gpu-contain step).
   * SHARED_ANON: the same from mmap, MAP_SHARED | MAP_ANONYMOUS (ENOMEM;
   * the grader's own shared maps are made before the fork). */
  { SYS_memfd_create, UNCAPPED },
#ifdef SYS_memfd_secret
  { SYS_memfd_secret, UNCAPPED },
#endif
  { SYS_shmget, UNCAPPED },
  /* NOSYS on both: System V queues and semaphore sets and POSIX queues,
   * kernel objects of the uid that outlive the process (in single mode
   * they stayed on the machine; a queue holds 16 KiB no cap counts).
   * Neither the CUDA driver nor NCCL makes one: the driver's IPC is its
   * device files, memfds, POSIX shared memory in /dev/shm and eventfds;
   * NCCL's in one process is /dev/shm files and sockets; a POSIX
   * semaphore (sem_open) is a /dev/shm file and a futex, not semget. */
  { SYS_msgget, NOSYS },
  { SYS_semget, NOSYS },
  { SYS_mq_open, NOSYS },
  /* NOSYS on both: the uid's keyrings (add_key into the user keyring) are
   * kernel state that outlives the grading, read by the uid's next process
   * (a later grading under the same batch uid). */
  /* NOSYS on both: calls whose first check is an administrator's
   * capability, so that their errno is a probe of it that changes nothing
   * (swapoff(""): EPERM without CAP_SYS_ADMIN, ENOENT with it).  A GPU's
   * child run as root keeps CAP_SYS_ADMIN for CUPTI (gpu_confine.c), the
   * emulator's none: the answer told them apart
   * (swapoff-capability-hides-race.cu).  Neither the driver nor NCCL makes
   * one of these calls.  unshare and setns with them: a namespace other
   * than a user one needs CAP_SYS_ADMIN (unshare-uts-capability-hides-race.cu),
   * and a user namespace of its own is no graded process's need
   * (userns-escape.cu). */
  { SYS_unshare, NOSYS },
  { SYS_setns, NOSYS },
  { SYS_sethostname, NOSYS },
  { SYS_setdomainname, NOSYS },
  { SYS_swapon, NOSYS },
  { SYS_swapoff, NOSYS },
  { SYS_quotactl, NOSYS },
  { SYS_pivot_root, NOSYS },
  { SYS_syslog, NOSYS },
  { SYS_vhangup, NOSYS },
  { SYS_acct, NOSYS },
  { SYS_fanotify_init, NOSYS }, /* fanotify-capability-hides-race.cu */
  { SYS_capset, NOSYS },        /* capset-raise-hides-race.cu; drop_caps.c's is before */
  { SYS_add_key, NOSYS },
  { SYS_request_key, NOSYS },
  { SYS_keyctl, NOSYS },
  { SYS_mmap, SHARED_ANON },
  /* FALLOC: disk reserved at once, no data written: a quota polled twice
   * a second saw 1.9 GiB taken in 32 calls before it could stop them.
   * EOPNOTSUPP, what a file system without fallocate answers, on both
   * backends (one answer: a different one would tell them apart): glibc's
   * posix_fallocate then writes the blocks one by one (counted as they
   * are written, and bounded by RLIMIT_FSIZE).  Allowed where NCCL runs
   * (network): it sizes its /dev/shm files with posix_fallocate (its
   * fallback has not been tried under NCCL on a GPU yet). */
  { SYS_fallocate, FALLOC },
  /* Descriptors 0-2 stay where the grader put them (run_child.c): fd 1
   * re-pointed at a pipe of its own hands host code what its kernels
   * printf, every element of the input (a host sum no copy shows).  Closed,
   * the next pipe or dup takes its number.  STD0: the first argument names
   * 0-2 (close; close_range from there on); STD1: the second (the new fd). */
  { SYS_close, STD0 },
  { SYS_close_range, STD0 },
  { SYS_dup3, STD1 },
#ifdef SYS_dup2
  { SYS_dup2, STD1 },
#endif
  /* A descriptor's owner is the process the kernel signals when it is
   * ready (O_ASYNC), with any signal F_SETSIG names, SIGKILL included: a
   * pipe of its own owned by the grader killed it with no kill(2) at all.
   * FOWN: fcntl's F_SETOWN to another process or group ends it; its
   * F_SETOWN_EX (a struct the filter cannot read) fails with EPERM.
   * IOCTL: ioctl's FIOSETOWN and SIOCSPGRP (a pointer) fail with EPERM,
   * and so do the terminal's setters (denied_ioctls).  Every other request
   * passes: the CUDA driver's to /dev/nvidia* (type 'F') and
   * /dev/nvidia-uvm (small numbers) are none of those. */
  { SYS_fcntl, FOWN },
  { SYS_ioctl, IOCTL },
};

/* The endings of PRIO (4 instructions), IOPRIO (5) and SCHED (5): a
 * group or a user is refused (EPERM); a process is this one (0 or its pid)
 * or `other` decides.  A thread of its own is another tid, which a filter
 * cannot tell from another process: a library's tid is refused too. */
static void emit_sched_endings(struct rg_seccomp_prog *p, unsigned self, unsigned other)
{
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG0_LO, 0, 0);          /* PRIO */
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, PRIO_PROCESS, 1, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM, 0, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JA, 3, 0, 0);                        /* to who */
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG0_LO, 0, 0);          /* IOPRIO */
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 1 /* IOPRIO_WHO_PROCESS */, 1, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM, 0, 0);
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG1_LO, 0, 0);          /* who */
  rg_seccomp_emit(p, BPF_JMP | BPF_JA, 1, 0, 0);                        /* to the test */
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG0_LO, 0, 0);          /* SCHED */
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, self, 1, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, other, 0, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
}

/* The endings of STD0 (4 instructions) and STD1 (9): a descriptor above 2
 * passes; 0-2 ends the process (attacked-grader), but for STD1 from the
 * stub section the child's pipes use too (wire_guard.h): the emulator's
 * spawn of addr2line (simt/spawn_read.c) points its stdout there. */
extern const char __start_rg_wire_text[], __stop_rg_wire_text[];

static void emit_std_endings(struct rg_seccomp_prog *p)
{
  uintptr_t lo = (uintptr_t)__start_rg_wire_text, hi = (uintptr_t)__stop_rg_wire_text;
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG0_LO, 0, 0);          /* STD0 */
  rg_seccomp_emit(p, BPF_JMP | BPF_JGT | BPF_K, 2, 1, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, RET_KILL, 0, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG1_LO, 0, 0);          /* STD1 */
  rg_seccomp_emit(p, BPF_JMP | BPF_JGT | BPF_K, 2, 6, 0);
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, IP_HI, 0, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)((uint64_t)lo >> 32), 0, 3);
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, IP_LO, 0, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JGE | BPF_K, (unsigned)lo, 0, 1);
  rg_seccomp_emit(p, BPF_JMP | BPF_JGE | BPF_K, (unsigned)hi, 0, 1);
  rg_seccomp_emit(p, BPF_RET | BPF_K, RET_KILL, 0, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
}

/* ioctl requests refused (EPERM): an owner handed through a pointer, and
 * what would reach the terminal the grader runs in (single mode, at a
 * prompt): TIOCSTI types into it, so the user's shell would run what the
 * submission chose once the grader exits; TIOCSPGRP makes the graded
 * process's group the foreground one and the grader's a background group,
 * stopped (SIGTTOU) when it prints; TIOCSWINSZ and TIOCSIG signal the
 * foreground group; the settings (TCSETS*: echo off, TOSTOP on), a line
 * discipline, output suspended (TCXONC), a console redirected or the line
 * hung up.  The getters (TCGETS, isatty's) and FIONBIO stay allowed.
 * On the emulator Landlock already refuses ioctls on devices (ABI 5). */
static const unsigned denied_ioctls[] = {
  FIOSETOWN, SIOCSPGRP, TIOCSTI, TIOCSPGRP, TIOCSCTTY, TIOCCONS, TIOCLINUX, TIOCSETD,
  TIOCSWINSZ, TIOCVHANGUP, TIOCSIG, TCXONC, TCFLSH, TCSETS, TCSETSW, TCSETSF, TCSETA,
  TCSETAW, TCSETAF,
  0x402c542bu, 0x402c542cu, 0x402c542du, /* TCSETS2, TCSETSW2, TCSETSF2 (struct termios2) */
};
#define N_DENIED_IOCTLS (int)(sizeof denied_ioctls / sizeof denied_ioctls[0])

/* The endings of FOWN (10 instructions) and IOCTL (N_DENIED_IOCTLS + 3): a
 * descriptor's owner set to this process (0, its pid, its group) passes,
 * another ends it; an owner the filter cannot read is refused. */
static void emit_owner_endings(struct rg_seccomp_prog *p, unsigned self)
{
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG1_LO, 0, 0);          /* FOWN */
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, F_SETOWN_EX, 7, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, F_SETOWN, 0, 5);
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG2_LO, 0, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0, 3, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, self, 2, 0);
  rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, 0u - self, 1, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, RET_KILL, 0, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM, 0, 0);
  /* IOCTL: a request's low 32 bits (the kernel's cmd is an unsigned int) */
  rg_seccomp_emit(p, BPF_LD | BPF_W | BPF_ABS, ARG1_LO, 0, 0);
  for (int i = 0; i < N_DENIED_IOCTLS; i++) /* each jumps to the EPERM two past the last */
    rg_seccomp_emit(p, BPF_JMP | BPF_JEQ | BPF_K, denied_ioctls[i],
                    (unsigned char)(N_DENIED_IOCTLS - i), 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  rg_seccomp_emit(p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM, 0, 0);
}

int rg_seccomp_filter(bool emulator, bool network)
{
  struct rg_seccomp_prog p = { .n = 0 };
  size_t nrules = sizeof rules / sizeof rules[0];
  unsigned self = (unsigned)getpid();
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, RG_AUDIT_ARCH, 1, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, RET_KILL, 0, 0);
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
#if defined(__x86_64__)
  rg_seccomp_emit(&p, BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1); /* x32 numbers */
  rg_seccomp_emit(&p, BPF_RET | BPF_K, RET_KILL, 0, 0);
#endif
  /* One test per rule, then ALLOW; the endings follow. */
  int first = p.n;
  int end_allow = first + (int)nrules;
  int end_kill = end_allow + 1;
  int end_pids = end_kill + 1;      /* 6 instructions */
  int end_sock = end_pids + 6;      /* emulator: 1; GPU: 6 */
  int end_nosys = end_sock + (emulator ? 1 : 6);
  int end_uncapped = end_nosys + 1, end_falloc = end_uncapped + 1;
  int end_shared_anon = end_falloc + 1;
  int end_prio = end_shared_anon + (emulator ? 5 : 1), end_ioprio = end_prio + 4, end_sched = end_ioprio + 5;
  int end_std0 = end_sched + 5, end_std1 = end_std0 + 4;
  int end_fown = end_std1 + 9, end_ioctl = end_fown + 10;
  const int ends[] = { [KILL] = end_kill, [PIDS] = end_pids, [SOCK] = end_sock,
                       [NOSYS] = end_nosys, [UNCAPPED] = end_uncapped, [FALLOC] = end_falloc,
                       [SHARED_ANON] = end_shared_anon, [PRIO] = end_prio, [IOPRIO] = end_ioprio,
                       [SCHED] = end_sched, [STD0] = end_std0, [STD1] = end_std1,
                       [FOWN] = end_fown, [IOCTL] = end_ioctl };
  for (size_t i = 0; i < nrules; i++) {
    int at = first + (int)i;
    int to = ends[rules[i].act];
    rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned)rules[i].nr, (unsigned char)(to - at - 1), 0);
  }
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, RET_KILL, 0, 0);
  /* A target pid (its low 32 bits, as the kernel reads a pid_t): this
   * process (0, itself, or its own group) or nothing. */
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, ARG0_LO, 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0, 3, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, self, 2, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, 0u - self, 1, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, RET_KILL, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  /* Sockets: none on the emulator; on the GPU no network (the driver may
   * want a local socket, e.g. to an MPS daemon). */
  if (emulator) {
    rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES, 0, 0);
  } else if (network) { /* NCCL's bootstrap talks TCP, even on one host */
    for (int k = 0; k < 6; k++)
      rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  } else {
    rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, ARG0_LO, 0, 0);
    rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, AF_INET, 3, 0);
    rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, 2, 0);
    rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, AF_PACKET, 1, 0);
    rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
    rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES, 0, 0);
  }
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, emulator ? SECCOMP_RET_ERRNO | ENOSYS : SECCOMP_RET_ALLOW,
                  0, 0);
  /* FALLOC: EOPNOTSUPP on both backends (it was ENOSYS on the emulator:
   * an answer that told the two apart, fallocate-errno-hides-race.cu). */
  rg_seccomp_emit(&p, BPF_RET | BPF_K,
                  network ? SECCOMP_RET_ALLOW : SECCOMP_RET_ERRNO | EOPNOTSUPP, 0, 0);
  if (emulator) { /* SHARED_ANON: both flags (the fourth argument) */
    rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, ARG3_LO, 0, 0);
    rg_seccomp_emit(&p, BPF_JMP | BPF_JSET | BPF_K, MAP_ANONYMOUS, 0, 2);
    rg_seccomp_emit(&p, BPF_JMP | BPF_JSET | BPF_K, MAP_SHARED, 0, 1);
    rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOMEM, 0, 0);
  }
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  /* Another process: attacked-grader on the emulator, whose child runs no
   * threads but the submission's; EPERM on a GPU, where the CUDA driver's
   * own threads (other tids) may pin or renice themselves. */
  emit_sched_endings(&p, self, emulator ? RET_KILL : SECCOMP_RET_ERRNO | EPERM);
  emit_std_endings(&p);
  emit_owner_endings(&p, self);
  uintptr_t lo = (uintptr_t)__start_rg_wire_text, hi = (uintptr_t)__stop_rg_wire_text;
  if (p.n != end_ioctl + N_DENIED_IOCTLS + 3 ||
      ((uint64_t)lo >> 32) != ((uint64_t)(hi - 1) >> 32)) {
    errno = EINVAL;
    return -1;
  }
  return rg_seccomp_install(&p);
}

