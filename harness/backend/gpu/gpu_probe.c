/* gpu_probe.c — is a CUDA GPU usable here (rg_gpu_probe, run.h)?  Asked
 * in a child process, so that the grader itself never loads CUDA. */
#define _GNU_SOURCE
#include "run_internal.h"

#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gpu_facts.h"

int rg_gpu_probe(char *why, size_t cap, size_t *bytes)
{
  if (bytes)
    *bytes = 0;
  fflush(NULL);
  int fds[2];
  if (pipe(fds) != 0) {
    snprintf(why, cap, "cannot probe for a GPU: %s", strerror(errno));
    return 0;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    int count = -1;
    size_t mem = 0;
    char msg[200] = "";
    struct rg_gpu_facts facts = { 0 };
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      snprintf(msg, sizeof msg, "no CUDA driver (libcuda.so.1 not found)");
    } else {
      int (*init)(unsigned) = NULL;
      int (*get_count)(int *) = NULL;
      *(void **)&init = dlsym(h, "cuInit");
      *(void **)&get_count = dlsym(h, "cuDeviceGetCount");
      int err = init ? init(0) : -1;
      if (err != 0)
        snprintf(msg, sizeof msg, "the CUDA driver found no usable GPU (cuInit error %d)", err);
      else if (!get_count || get_count(&count) != 0 || count <= 0)
        snprintf(msg, sizeof msg, "the CUDA driver reports no GPU");
      int (*get_dev)(int *, int) = NULL;
      int (*total_mem)(size_t *, int) = NULL;
      *(void **)&get_dev = dlsym(h, "cuDeviceGet");
      *(void **)&total_mem = dlsym(h, "cuDeviceTotalMem_v2");
      int dev = 0;
      if (count > 0 && get_dev && total_mem && get_dev(&dev, 0) == 0 && total_mem(&mem, dev) != 0)
        mem = 0;
      if (count > 0)
        rg_gpu_facts_read(h, dev, &facts); /* the architecture check's (arch.h) */
    }
    if (count < 0)
      count = 0;
    if (write(fds[1], &count, sizeof count) < 0 ||
        write(fds[1], &mem, sizeof mem) < 0 ||
        write(fds[1], msg, sizeof msg) < 0 || write(fds[1], &facts, sizeof facts) < 0)
      _exit(1);
    _exit(0);
  }
  close(fds[1]);
  int count = 0;
  size_t mem = 0;
  char msg[200] = "the GPU probe failed";
  struct rg_gpu_facts facts = { 0 };
  struct pollfd pfd = { .fd = fds[0], .events = POLLIN };
  if (pid > 0 && poll(&pfd, 1, 30000) == 1 &&
      rg_wire_read(fds[0], &count, sizeof count) == 0 &&
      rg_wire_read(fds[0], &mem, sizeof mem) == 0 && rg_wire_read(fds[0], msg, sizeof msg) == 0)
    rg_wire_read(fds[0], &facts, sizeof facts);
  else
    count = 0;
  if (bytes && count > 0)
    *bytes = mem;
  if (count > 0)
    rg_gpu_facts_keep(&facts);
  close(fds[0]);
  if (pid > 0) {
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
  }
  if (count <= 0)
    snprintf(why, cap, "%s", msg);
  return count;
}
