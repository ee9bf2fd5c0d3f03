/* uid_reap.c — see uid_reap.h. */
#define _GNU_SOURCE
#include "uid_reap.h"

#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/wait.h>
#include <unistd.h>

/* System V IPC objects of uid: removed. */
static void remove_ipc(unsigned uid)
{
  struct shm_info si;
  int max = shmctl(0, SHM_INFO, (struct shmid_ds *)(void *)&si);
  for (int i = 0; i <= max; i++) {
    struct shmid_ds ds;
    int id = shmctl(i, SHM_STAT, &ds);
    if (id >= 0 && ds.shm_perm.uid == uid)
      shmctl(id, IPC_RMID, NULL);
  }
  struct msginfo mi;
  max = msgctl(0, MSG_INFO, (struct msqid_ds *)(void *)&mi);
  for (int i = 0; i <= max; i++) {
    struct msqid_ds ds;
    int id = msgctl(i, MSG_STAT, &ds);
    if (id >= 0 && ds.msg_perm.uid == uid)
      msgctl(id, IPC_RMID, NULL);
  }
  struct seminfo smi;
  max = semctl(0, 0, SEM_INFO, &smi);
  for (int i = 0; i <= max; i++) {
    struct semid_ds ds;
    int id = semctl(i, 0, SEM_STAT, &ds);
    if (id >= 0 && ds.sem_perm.uid == uid)
      semctl(id, 0, IPC_RMID);
  }
}

void rg_uid_reap(unsigned uid)
{
  if (uid == 0)
    return;
  pid_t pid = fork();
  if (pid == 0) {
    /* As the uid itself, kill(-1) reaches every process of it and no
     * other; again until none is left, for a fork that raced a pass. */
    if (setgroups(0, NULL) != 0 || setgid(uid) != 0 || setuid(uid) != 0)
      _exit(1);
    for (int i = 0; i < 200 && kill(-1, SIGKILL) == 0; i++)
      usleep(1000);
    _exit(0);
  }
  int st;
  while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
    ;
  remove_ipc(uid);
}
