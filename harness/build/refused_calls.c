/* refused_calls.c — the libc calls a submission's object may not name,
 * by what they do (refused_calls.h), and the match of a name against them
 * that sees through libc's underscored aliases.  compile_symbols.c says
 * what each refusal tells the student. */
#include "refused_calls.h"

#include <stddef.h>
#include <string.h>

/* Calls on the process itself: its memory map and protection (device
 * memory is host memory on the emulator, closed to host code while the
 * entry point runs), raw system calls, other libraries loaded, another
 * process's memory.  Host code that sums the input itself reaches it
 * through these; a reduction needs none.  Refused on both backends. */
const char *const rg_process_calls[] = {
  "mmap", "mmap64", "munmap", "mprotect", "pkey_mprotect", "mremap", "madvise",
  "remap_file_pages", "syscall", "dlopen", "dlmopen", "process_vm_readv",
  "process_vm_writev", "memfd_create", "shm_open", "dl_iterate_phdr", "dlinfo",
  "getauxval",
  /* System V shared memory: the emulator's filter answers ENOSYS, a GPU's
   * makes the segment (the driver's calls), so the answer is a tell */
  "shmget", "shmat", "shmdt", "shmctl", NULL,
};

/* Calls that make the grader's own code run the submission's: a signal
 * handler, a timer that raises one, a stdio stream of its own (its write
 * runs when the glue flushes), a printf conversion, a fork handler.  They run when the glue
 * does, with device memory open to it on the emulator or its reply to the
 * grader half built.  A reduction needs none.  Refused on both backends. */
const char *const rg_hook_calls[] = {
  "signal", "sigaction", "bsd_signal", "sysv_signal", "sigset", "__sysv_signal", "ssignal",
  "__sigaction",
  "setitimer", "alarm", "ualarm", "timer_create", "fopencookie", "funopen",
  /* printf's own conversions replaced: the glue's and the runtime's messages
   * formatted by the submission's handlers */
  "register_printf_function", "register_printf_specifier", "register_printf_modifier",
  "register_printf_type",
  "pthread_atfork", "__register_atfork", NULL,
};

/* A host thread started: pthread_create, C11's thrd_create, and
 * std::thread (std::async and std::jthread through it), whose start is
 * _ZNSt6thread15_M_start_thread... (forbidden_call); and the calls whose
 * threads glibc starts itself: POSIX asynchronous I/O (the thread that does its I/O,
 * and a SIGEV_THREAD notification that runs the submission's function
 * there) and mq_notify's.  The emulator runs host code and kernels on one
 * thread; a second one would run beside kernels with device memory open
 * to it.  Refused there only: on a GPU the runtime's own threads are
 * everywhere and a student's are harmless. */
const char *const rg_thread_calls[] = {
  "pthread_create", "thrd_create", "aio_read", "aio_read64", "aio_write", "aio_write64",
  "aio_fsync", "aio_fsync64", "lio_listio", "lio_listio64", "mq_notify", NULL,
};

/* A function looked up by name: on a GPU the glue's wrap hands out the
 * watched CUDA calls (glue/lookups.cuh) and CUB's headers need it; on the
 * emulator nothing needs it, and it would reach every call refused here. */
const char *const rg_lookup_calls[] = { "dlsym", "dlvsym", NULL };

/* Calls that read a clock: the time of day, the process's CPU time, a C++
 * clock's now() (mangled: ..._ZNSt6chrono3_V212steady_clock3nowEv), and
 * the clocks under other names: the kernel's NTP state (ntp_gettime is
 * ntp_gettimex in the object; adjtimex and clock_adjtime with no mode
 * set hand back the time of day), a timer descriptor's time left
 * (timerfd_gettime, or timerfd_settime's old value: a stopwatch), and a
 * file's times (fstat: a write to standard output, a pipe or a file of
 * its own stamps the file with the time, which fstat hands back, as do
 * libio's _IO_file_stat of a stream and __file_change_detection_for_fp);
 * libc's underscored names of each (__gettimeofday) through rg_listed().  A
 * kernel takes the emulator a thousand times a GPU's time, so code that
 * timed itself could tell where it runs and hand the checked run other
 * code than the GPU runs; and the grader times the kernel itself.
 * cudaEventElapsedTime stays: the emulator answers it with the modelled
 * GPU's time (simt/stream.c).  Refused on both backends. */
const char *const rg_clock_calls[] = {
  "clock_gettime", "gettimeofday", "time", "clock", "timespec_get", "times", "getrusage",
  "ftime", "clock_getcpuclockid", "pthread_getcpuclockid", "sysinfo", "ntp_gettime",
  "ntp_gettimex", "adjtimex", "__adjtimex", "clock_adjtime", "timerfd_create",
  "timerfd_gettime", "timerfd_settime", "fstat", "fstat64", "__fxstat", "__fxstat64",
  "ntp_adjtime", "_IO_file_stat", "__file_change_detection_for_fp", NULL,
};

/* Calls that ask about the machine the code runs on: its files and
 * folders (/proc, /dev, /sys among them), other programs, sockets, its
 * limits and resources, the library a function lives in.  The emulator's
 * graded process runs under Landlock (nothing under /proc readable, writes
 * outside its folder failing) and a GPU's does not, and their limits and
 * libraries differ: code that asked could keep a fence or a barrier in the
 * checked run and drop it on the GPU.  A reduction needs none of them;
 * refused on both backends.  getenv stays (a kept correct variant reads
 * one; both children have the grader's environment), as do write, read,
 * lseek and fcntl on descriptors it was handed (stdout); fstat is a clock
 * (clock_calls). */
const char *const rg_probe_calls[] = {
  /* files and folders, by path */
  "open", "open64", "openat", "openat64", "__open_2", "__open64_2", "__openat_2",
  "__openat64_2", "creat", "creat64", "fopen", "fopen64", "freopen", "freopen64", "opendir",
  "fdopendir", "scandir", "scandir64", "scandirat", "glob", "glob64", "ftw", "ftw64", "nftw",
  "nftw64", "stat", "stat64", "lstat", "lstat64", "fstatat", "fstatat64", "statx", "__xstat",
  "__xstat64", "__lxstat", "__lxstat64", "__fxstatat", "__fxstatat64", "statfs", "statfs64",
  "statvfs", "statvfs64", "access", "faccessat", "euidaccess", "eaccess", "readlink",
  "readlinkat", "__readlink_chk", "__readlinkat_chk", "realpath", "__realpath_chk",
  "canonicalize_file_name", "name_to_handle_at", "open_by_handle_at", "pathconf", "truncate",
  "truncate64", "mkdir", "mkdirat", "rmdir", "unlink", "unlinkat", "remove", "rename",
  "renameat", "renameat2", "link", "linkat", "symlink", "symlinkat", "chmod", "fchmodat",
  "chown", "lchown", "fchownat", "mkfifo", "mkfifoat", "mknod", "mknodat", "utime", "utimes",
  "utimensat", "chdir", "chroot", "getcwd", "__getcwd_chk", "get_current_dir_name",
  "tmpfile", "tmpfile64", "mkstemp", "mkstemp64", "mkostemp", "mkostemps", "mkstemps",
  "mkdtemp", "mktemp", "tmpnam", "tmpnam_r", "tempnam", "setmntent", "getmntent",
  "getpwuid", "getpwuid_r", "getpwnam", "getpwnam_r", "getpwent", "getgrgid", "getgrnam",
  "getlogin", "getlogin_r", "cuserid", "ttyname", "ttyname_r", "getloadavg", "__open",
  "__open64", "__open_nocancel", "__open64_nocancel", "_IO_fopen", "_IO_file_fopen",
  "_IO_file_open", "__nss_files_fopen", "fts_open", "fts64_open", "__statfs", "fstatfs",
  "fstatfs64", "fstatvfs", "fstatvfs64", "ustat", "fchdir", "fpathconf", "catopen",
  "__open_catalog", "sem_open", "mq_open", "__mq_open_2", "mount", "umount", "umount2",
  "fsopen", "fsmount", "open_tree", "move_mount", "mount_setattr", "openpty", "forkpty",
  "posix_openpt", "pidfd_open", "mkostemp64", "mkostemps64", "mkstemps64", "scandirat64",
  "__file_change_detection_for_path", "gethostid",
  /* libc's own reads of /proc (the main thread's stack: /proc/self/maps) */
  "pthread_getattr_np",
  /* a path's extended attributes and watches: ENOENT tells what exists */
  "getxattr", "lgetxattr", "listxattr", "llistxattr", "setxattr", "lsetxattr", "removexattr",
  "lremovexattr", "inotify_add_watch", "fanotify_mark",
  /* and a descriptor's: a trusted one is written only with CAP_SYS_ADMIN, which a
   * GPU's root child keeps (fsetxattr-trusted-capability-hides-race.cu) */
  "fgetxattr", "fsetxattr", "flistxattr", "fremovexattr",
  /* the machine's tables, each a file read by libc: mounts, users, logins, shells */
  "getmntent_r", "getfsent", "getfsspec", "getfsfile", "setfsent", "getpwent_r", "getgrent",
  "getgrent_r", "getgrgid_r", "getgrnam_r", "getusershell", "setusershell", "getutent",
  "getutent_r", "getutid", "getutline", "setutent", "utmpname", "getutxent", "getutxid",
  "getutxline", "setutxent", "utmpxname",
  /* other programs */
  "system", "popen", "fork", "vfork", "_Fork", "clone", "clone3", "daemon", "execv", "execve",
  "execvp", "execvpe", "execl", "execle", "execlp", "fexecve", "execveat", "posix_spawn",
  "posix_spawnp", "wordexp", "__fork", "__libc_fork", "__vfork", "__clone", "_IO_popen",
  "_IO_proc_open", "rexec", "rexec_af",
  /* sockets and the network */
  "socket", "socketpair", "connect", "bind", "getaddrinfo", "gethostbyname",
  "gethostbyname2", "gethostbyname_r", "gethostbyaddr", "getifaddrs", "if_nameindex",
  /* if_indextoname: a socket glibc opens itself (refused on the emulator,
   * local ones allowed on a GPU): if-indextoname-socket-hides-race.cu */
  "if_nametoindex", "if_indextoname", "__socket", "openlog", "syslog", "vsyslog",
  "__syslog_chk", "__vsyslog_chk", "getnameinfo", "getaddrinfo_a", "gethostbyname2_r",
  "gethostbyaddr_r",
  /* a signal 0 to a thread id: whether the driver's threads are there
   * (tgkill-driver-thread-hides-race.cu) */
  "tgkill", "tkill",
  /* another process's or thread's facts by its id: only the driver's
   * threads share the graded process's group (getpgid-driver-thread-hides-race.cu) */
  "getpgid", "getsid", "sched_getscheduler", "sched_getparam", "sched_rr_get_interval",
  /* limits, resources and facts of the machine */
  "getrlimit", "getrlimit64", "setrlimit", "setrlimit64", "prlimit", "prlimit64", "ulimit",
  "uname", "gethostname", "getdomainname", "sysconf", "getdtablesize", "get_nprocs",
  "get_nprocs_conf", "get_phys_pages", "get_avphys_pages", "sched_getaffinity",
  "pthread_getaffinity_np",
  "sched_getcpu", "getcpu", "getpriority", "prctl", "capget", "__getrlimit", "sysctl",
  "__sysctl", "sched_setaffinity", "pthread_setaffinity_np", "pthread_attr_getaffinity_np",
  /* the heap: a GPU process's holds the CUDA driver's allocations */
  "mallinfo", "mallinfo2", "__libc_mallinfo", "malloc_info", "malloc_stats", "sbrk", "__sbrk",
  "brk",
  /* the library a function lives in: libcudart's on a GPU, the grader's on the emulator;
   * and the caller's frames, named by library (a host function runs on libcuda's
   * thread on a GPU, on the caller's in the emulator's runtime) */
  "dladdr", "dladdr1", "dl_find_object", "backtrace", "backtrace_symbols",
  "backtrace_symbols_fd", "_Unwind_Backtrace", "_Unwind_GetIP", "_Unwind_GetIPInfo",
  "_Unwind_FindEnclosingFunction", "_Unwind_Find_FDE",
  /* the dynamic linker's list of loaded objects (libcuda.so on a GPU) */
  "_r_debug", "_dl_debug_state",
  NULL,
};

static bool listed_as(const char *name, const char *const *names)
{
  for (const char *const *p = names; *p; p++)
    if (strcmp(name, *p) == 0)
      return true;
  return false;
}

/* name as the plain call libc's aliases of it stand for, into buf: the
 * leading underscores, a "libc_" after them and a "_chk" at the end taken
 * off (__mprotect, __libc_system, __gethostname_chk and __gettimeofday
 * are exported beside mprotect, system, gethostname and gettimeofday, a
 * declaration away).  False where nothing was taken off, or for C++'s
 * mangled names (_Z...). */
static bool plain_name(const char *name, char *buf, size_t cap)
{
  if (name[0] != '_' || name[1] == 'Z')
    return false;
  while (*name == '_')
    name++;
  if (strncmp(name, "libc_", 5) == 0)
    name += 5;
  size_t len = strlen(name);
  if (len > 4 && strcmp(name + len - 4, "_chk") == 0)
    len -= 4;
  if (len == 0 || len >= cap)
    return false;
  memcpy(buf, name, len);
  buf[len] = '\0';
  return true;
}

/* Is name one of names, as spelt or as the plain call it aliases? */
bool rg_listed(const char *name, const char *const *names)
{
  char plain[128];
  return listed_as(name, names) ||
         (plain_name(name, plain, sizeof plain) && listed_as(plain, names));
}
