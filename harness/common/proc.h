/* proc.h — run a program with a wall-clock limit, its output to a file. */
#ifndef RG_PROC_H
#define RG_PROC_H

struct rg_proc_result {
  int exited;      /* 1 if it exited normally */
  int status;      /* exit status, or the signal that ended it */
  int timed_out;   /* 1 if the time limit killed it */
  int over_memory; /* 1 if the memory limit killed it */
  int over_cpu;    /* 1 if the CPU-time limit killed it */
  double seconds;
};

/* Run argv[0] (searched on PATH) with argv, stdin from /dev/null, stdout and
 * stderr appended to log_path (NULL: discarded), in its own process group;
 * after timeout_s the whole group gets SIGKILL.  Returns 0 when the program
 * ran (see *r), -1 if it could not be started (errno set). */
int rg_proc_run(char *const argv[], const char *log_path, double timeout_s,
                struct rg_proc_result *r);

/* The same, and the group also gets SIGKILL once the resident memory of its
 * processes together passes mem_bytes (0: no limit): a compiler fed
 * /dev/zero stops there, not at the machine's end.  The memory is watched
 * from outside (/proc), not set as an rlimit, so the program and the tools
 * it starts run exactly as they would alone. */
int rg_proc_run_limited(char *const argv[], const char *log_path, double timeout_s,
                        unsigned long long mem_bytes, struct rg_proc_result *r);

/* The same, and every file the program writes is capped at fsize_bytes
 * (RLIMIT_FSIZE; 0: no cap): a write past it ends the program with SIGXFSZ
 * (or its driver with an error, when a tool it started got the signal). */
int rg_proc_run_capped(char *const argv[], const char *log_path, double timeout_s,
                       unsigned long long mem_bytes, unsigned long long fsize_bytes,
                       struct rg_proc_result *r);

/* The same as rg_proc_run_limited, and the group also gets SIGKILL once
 * the CPU time of its processes passes cpu_s (0: no limit): the time of
 * each member running, with that of the children it has waited for (a
 * driver's finished tools), looked at with the memory.  A front end that
 * computes for minutes stops there, however loaded the machine. */
int rg_proc_run_cpu(char *const argv[], const char *log_path, double timeout_s,
                    unsigned long long mem_bytes, double cpu_s, struct rg_proc_result *r);

/* What /proc/PID/stat says of a process; cpu_ticks: its user and system
 * time and its waited-for children's, in clock ticks. */
struct rg_proc_stat {
  long pid, ppid, pgrp;
  long rss_pages;
  unsigned long long cpu_ticks;
};

/* Calls fn for every process /proc shows, until fn returns nonzero.
 * Returns -1 if /proc cannot be read. */
int rg_proc_scan(int (*fn)(const struct rg_proc_stat *st, void *ctx), void *ctx);

/* Resident bytes of every process in process group pgid (a /proc scan). */
unsigned long long rg_proc_group_rss(int pgid);

#endif
