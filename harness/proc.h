/* proc.h — run a program with a wall-clock limit, its output to a file. */
#ifndef RG_PROC_H
#define RG_PROC_H

struct rg_proc_result {
  int exited;     /* 1 if it exited normally */
  int status;     /* exit status, or the signal that ended it */
  int timed_out;  /* 1 if the limit killed it */
  double seconds;
};

/* Run argv[0] (searched on PATH) with argv, stdin from /dev/null, stdout and
 * stderr appended to log_path (NULL: discarded), in its own process group;
 * after timeout_s the whole group gets SIGKILL.  Returns 0 when the program
 * ran (see *r), -1 if it could not be started (errno set). */
int rg_proc_run(char *const argv[], const char *log_path, double timeout_s,
                struct rg_proc_result *r);

/* The same, with RLIMIT_DATA (bytes; 0: none) for the program and all it
 * starts: a compiler fed /dev/zero stops there, not at the machine's end. */
int rg_proc_run_limited(char *const argv[], const char *log_path, double timeout_s,
                        unsigned long long data_bytes, struct rg_proc_result *r);

#endif
