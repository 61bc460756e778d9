// Echobook's media server: ffmpeg started once, forked for every run (lib/audio/media-server.ts).
//
// Debian's ffmpeg loads 215 shared libraries before it reads a byte: about 60 ms of CPU per run in the
// dynamic linker alone, a fifth of what a party's take costs (docs/decisions/voice-polish.md). This file
// is built into a small library that is preloaded into ffmpeg (LD_PRELOAD, with LD_BIND_NOW so that every
// symbol is bound once, here). When ECHOBOOK_MEDIA_SERVER names a socket, ffmpeg's main() does not run:
// the process listens on that socket instead, inside the same bubblewrap box every run used to get, and
// for each connection forks a relay, which forks a worker that runs ffmpeg's own main() with the
// connection's arguments. A fork of the loaded process costs about a millisecond.
//
// Each worker is confined before it reads a byte of the upload:
// - Landlock (Linux 5.13+): only the folders its request names (read-only, or read-write for outputs);
//   from ABI 6, no signals to processes outside its own domain. Siblings have domains of their own, so
//   one worker cannot ptrace, read or signal another, and it is not dumpable.
// - no new privileges, no core files, the CPU-time limit and niceness of the request, an empty
//   environment, /dev/null as its input, its output and log through pipes to the relay.
// - The box (no network, no other process of the machine, read-only system, nothing of the app's).
// Only a peer outside the box may ask for a run (SO_PEERCRED shows it as pid 0 from inside the box's
// pid namespace): a worker that connects to the socket is refused.
//
// Request (client to relay): u32 length (little-endian), then NUL-terminated strings: "echobook-media-1",
// CPU seconds, niceness, the number of read-only folders and each one, the number of writable folders
// and each one, then ffmpeg's argv (argv[0] first). Then single control bytes: 'K' kill, 'S' stop,
// 'C' continue; the connection's end kills the run.
// Answer (relay to client): frames of one type byte and a u32 length: 'o' stdout, 'e' stderr, then 'x'
// with an i32: the exit code, or minus the signal that ended it. 'r' (a message) refuses the request.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

// Landlock's ABI, spelled out (older system headers lack the later parts).
struct ll_ruleset_attr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};
struct ll_path_beneath_attr {
  uint64_t allowed_access;
  int32_t parent_fd;
} __attribute__((packed));
#define LL_CREATE_RULESET_VERSION (1U << 0)
#define LL_RULE_PATH_BENEATH 1
#define LL_FS_EXECUTE (1ULL << 0)
#define LL_FS_WRITE_FILE (1ULL << 1)
#define LL_FS_READ_FILE (1ULL << 2)
#define LL_FS_READ_DIR (1ULL << 3)
#define LL_FS_REMOVE_FILE (1ULL << 5)
#define LL_FS_MAKE_REG (1ULL << 8)
#define LL_FS_TRUNCATE (1ULL << 14)
#define LL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define LL_SCOPE_SIGNAL (1ULL << 1)

#define MAGIC "echobook-media-1"
#define MAX_REQUEST (1U << 20)

typedef int (*main_fn)(int, char **, char **);
static main_fn ffmpeg_main;
static int landlock_abi;

static int read_full(int fd, void *buf, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = read(fd, (char *)buf + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    got += (size_t)r;
  }
  return 0;
}

static int write_full(int fd, const void *buf, size_t n) {
  size_t put = 0;
  while (put < n) {
    ssize_t r = write(fd, (const char *)buf + put, n - put);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    put += (size_t)r;
  }
  return 0;
}

static int send_frame(int fd, char type, const void *data, uint32_t n) {
  char head[5];
  head[0] = type;
  memcpy(head + 1, &n, 4);
  if (write_full(fd, head, 5)) return -1;
  return n ? write_full(fd, data, n) : 0;
}

static void refuse(int conn, const char *message) {
  send_frame(conn, 'r', message, (uint32_t)strlen(message));
  _exit(0);
}

static uint64_t fs_rights(void) {
  // Every right this kernel's Landlock knows is handled (denied unless a rule grants it): ABI 1 knows
  // bits 0-12, 2 adds REFER (13), 3 TRUNCATE (14), 5 IOCTL_DEV (15).
  uint64_t rights = (1ULL << 13) - 1;
  if (landlock_abi >= 2) rights |= 1ULL << 13;
  if (landlock_abi >= 3) rights |= 1ULL << 14;
  if (landlock_abi >= 5) rights |= 1ULL << 15;
  return rights;
}

static int allow(int ruleset, const char *dir, uint64_t access) {
  int fd = open(dir, O_PATH | O_CLOEXEC);
  if (fd < 0) return -1;
  struct ll_path_beneath_attr rule = {.allowed_access = access & fs_rights(), .parent_fd = fd};
  long done = syscall(SYS_landlock_add_rule, ruleset, LL_RULE_PATH_BENEATH, &rule, 0);
  close(fd);
  return done ? -1 : 0;
}

/** Confines the calling worker to its folders; 0 when done. */
static int confine(char **reads, int read_count, char **writes, int write_count) {
  struct ll_ruleset_attr attr = {.handled_access_fs = fs_rights()};
  size_t size = sizeof(uint64_t) * 2;
  if (landlock_abi >= 6) {
    attr.scoped = LL_SCOPE_ABSTRACT_UNIX_SOCKET | LL_SCOPE_SIGNAL;
    size = sizeof attr;
  }
  int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
  if (ruleset < 0) return -1;
  uint64_t read_rights = LL_FS_READ_FILE | LL_FS_READ_DIR;
  uint64_t write_rights = read_rights | LL_FS_WRITE_FILE | LL_FS_MAKE_REG | LL_FS_REMOVE_FILE | LL_FS_TRUNCATE;
  // libavutil's random seeds (Matroska's track and segment ids) read /dev/urandom; without it, it spins on
  // the clock for a quarter of a second to gather one.
  if (allow(ruleset, "/dev/urandom", LL_FS_READ_FILE)) return -1;
  for (int i = 0; i < read_count; i++)
    if (allow(ruleset, reads[i], read_rights)) return -1;
  for (int i = 0; i < write_count; i++)
    if (allow(ruleset, writes[i], write_rights)) return -1;
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) return -1;
  if (syscall(SYS_landlock_restrict_self, ruleset, 0)) return -1;
  close(ruleset);
  return 0;
}

static void run_worker(int out, int err, long cpu_seconds, int niceness, char **reads, int read_count, char **writes, int write_count, int argc, char **argv) {
  int null = open("/dev/null", O_RDONLY);
  if (null < 0 || dup2(null, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) _exit(126);
  // Nothing but the three standard streams stays open (not the socket, not the other pipes).
  syscall(SYS_close_range, 3U, ~0U, 0U);
  signal(SIGPIPE, SIG_DFL);
  signal(SIGCHLD, SIG_DFL);
  struct rlimit no_core = {0, 0};
  struct rlimit cpu = {(rlim_t)cpu_seconds, (rlim_t)cpu_seconds};
  if (setrlimit(RLIMIT_CORE, &no_core) || setrlimit(RLIMIT_CPU, &cpu)) _exit(126);
  errno = 0;
  if (nice(niceness) == -1 && errno) _exit(126);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  if (confine(reads, read_count, writes, write_count)) {
    dprintf(2, "echobook media server: could not confine the run (%s)\n", strerror(errno));
    _exit(126);
  }
  static char *no_environment[] = {NULL};
  exit(ffmpeg_main(argc, argv, no_environment));
}

/** One connection: reads its request, runs the worker and relays its output until it ends. Never returns. */
static void relay(int conn) {
  signal(SIGCHLD, SIG_DFL);
  signal(SIGPIPE, SIG_IGN);
  struct ucred peer;
  socklen_t peer_size = sizeof peer;
  // A peer inside the box (a worker) has a pid here; the app, outside the box's pid namespace, has none.
  if (getsockopt(conn, SOL_SOCKET, SO_PEERCRED, &peer, &peer_size) || peer.pid != 0) _exit(0);
  uint32_t length;
  if (read_full(conn, &length, 4) || length == 0 || length > MAX_REQUEST) _exit(0);
  char *request = malloc(length + 1);
  if (!request || read_full(conn, request, length)) _exit(0);
  request[length] = 0;
  if (request[length - 1] != 0) refuse(conn, "request not NUL-terminated");
  int count = 0;
  for (uint32_t i = 0; i < length; i++)
    if (request[i] == 0) count++;
  char **parts = calloc((size_t)count + 1, sizeof(char *));
  if (!parts) _exit(0);
  char *at = request;
  for (int i = 0; i < count; i++) {
    parts[i] = at;
    at += strlen(at) + 1;
  }
  if (count < 6 || strcmp(parts[0], MAGIC)) refuse(conn, "unknown request");
  long cpu_seconds = strtol(parts[1], NULL, 10);
  int niceness = (int)strtol(parts[2], NULL, 10);
  int next = 3;
  int read_count = (int)strtol(parts[next++], NULL, 10);
  if (read_count < 0 || next + read_count >= count) refuse(conn, "bad folders");
  char **reads = parts + next;
  next += read_count;
  int write_count = (int)strtol(parts[next++], NULL, 10);
  if (write_count < 0 || next + write_count >= count) refuse(conn, "bad folders");
  char **writes = parts + next;
  next += write_count;
  if (cpu_seconds < 1 || niceness < 0 || niceness > 19 || next >= count) refuse(conn, "bad limits");
  int argc = count - next;
  char **argv = parts + next;

  int out[2];
  int err[2];
  if (pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)) refuse(conn, "no pipes");
  pid_t worker = fork();
  if (worker < 0) refuse(conn, "could not fork");
  if (worker == 0) run_worker(out[1], err[1], cpu_seconds, niceness, reads, read_count, writes, write_count, argc, argv);
  close(out[1]);
  close(err[1]);

  // Readable when the worker has ended (Linux 5.3+): its end is seen at once, not at the next poll.
  int ended = (int)syscall(SYS_pidfd_open, worker, 0);
  if (ended < 0) {
    kill(worker, SIGKILL);
    refuse(conn, "no pidfd");
  }
  struct pollfd fds[4] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}, {conn, POLLIN, 0}, {ended, POLLIN, 0}};
  int open_pipes = 2;
  int status = 0;
  int reaped = 0;
  static char data[65536];
  while (!reaped) {
    // Its output is read to the end before its exit is reported; once both pipes are closed, its end is waited for.
    fds[3].fd = open_pipes > 0 ? -1 : ended;
    if (poll(fds, 4, -1) < 0 && errno != EINTR) break;
    for (int i = 0; i < 2; i++) {
      if (fds[i].fd < 0 || !fds[i].revents) continue;
      ssize_t got = read(fds[i].fd, data, sizeof data);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        open_pipes--;
      } else if (send_frame(conn, i == 0 ? 'o' : 'e', data, (uint32_t)got)) {
        kill(worker, SIGKILL);
      }
    }
    if (fds[2].fd >= 0 && fds[2].revents) {
      char control;
      ssize_t got = read(conn, &control, 1);
      if (got <= 0 && !(got < 0 && errno == EINTR)) {
        // The app is gone or gave up on the run.
        kill(worker, SIGKILL);
        kill(worker, SIGCONT);
        fds[2].fd = -1;
      } else if (got == 1) {
        if (control == 'K') {
          kill(worker, SIGKILL);
          kill(worker, SIGCONT);
        } else if (control == 'S') {
          kill(worker, SIGSTOP);
        } else if (control == 'C') {
          kill(worker, SIGCONT);
        }
      }
    }
    if (open_pipes == 0 && fds[3].fd >= 0 && fds[3].revents) reaped = waitpid(worker, &status, 0) == worker;
  }
  int32_t code = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? -WTERMSIG(status) : -SIGKILL;
  send_frame(conn, 'x', &code, 4);
  _exit(0);
}

static int serve(const char *socket_path) {
  landlock_abi = (int)syscall(SYS_landlock_create_ruleset, NULL, 0, LL_CREATE_RULESET_VERSION);
  if (landlock_abi < 1) {
    fprintf(stderr, "echobook media server: Landlock is not available here (%s)\n", strerror(errno));
    return 3;
  }
  int server = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  if (server < 0 || strlen(socket_path) >= sizeof address.sun_path) return 4;
  strcpy(address.sun_path, socket_path);
  unlink(socket_path);
  if (bind(server, (struct sockaddr *)&address, sizeof address) || listen(server, 128)) {
    fprintf(stderr, "echobook media server: cannot listen on %s (%s)\n", socket_path, strerror(errno));
    return 4;
  }
  printf("ready landlock=%d\n", landlock_abi);
  fflush(stdout);
  for (;;) {
    // Relays that have ended are reaped at each connection, so their CPU (and their workers') is counted
    // as this process's children's, where the app's figures find it.
    while (waitpid(-1, NULL, WNOHANG) > 0) {
    }
    int conn = accept4(server, NULL, NULL, SOCK_CLOEXEC);
    if (conn < 0) {
      if (errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE) continue;
      return 5;
    }
    pid_t child = fork();
    if (child == 0) {
      close(server);
      relay(conn);
    }
    close(conn);
  }
}

static int media_main(int argc, char **argv, char **envp) {
  const char *socket_path = getenv("ECHOBOOK_MEDIA_SERVER");
  if (!socket_path) return ffmpeg_main(argc, argv, envp);
  char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
  snprintf(path, sizeof path, "%s", socket_path);
  // Nothing of this start-up reaches a run: not the variables, nor their text where /proc/<pid>/environ reads it.
  char *first = envp[0];
  char *last = NULL;
  for (char **variable = envp; *variable; variable++) last = *variable;
  clearenv();
  if (first && last) memset(first, 0, (size_t)(last + strlen(last) - first));
  return serve(path);
}

int __libc_start_main(main_fn main, int argc, char **argv, void (*init)(void), void (*fini)(void), void (*rtld_fini)(void), void *stack_end) {
  ffmpeg_main = main;
  int (*real)(main_fn, int, char **, void (*)(void), void (*)(void), void (*)(void), void *) = dlsym(RTLD_NEXT, "__libc_start_main");
  return real(media_main, argc, argv, init, fini, rtld_fini, stack_end);
}
