/* SPDX-License-Identifier: MIT */
/*
 * grade_supervisor.c - the process that runs one board of `puzzle8 grade`. The grader forks a
 * supervisor for each run, so that nothing of the grader's process changes (it may be a Python
 * interpreter calling p8_cli_main): the supervisor alone is a child subreaper (Linux), so every
 * process the program starts stays its descendant even after a setsid() or a double fork. It
 * starts the program in a session of its own (setsid) with only descriptors 0, 1 and 2 open, in
 * the private directory, under the resource limits, as the programs' user, and waits until the
 * program exits or the grader asks it to stop (by closing the control pipe, which also happens
 * when the grader dies). Then it kills the program's process group and every descendant left,
 * reaps them all, and only when none is left tells the grader how the program ended.
 *
 * After fork the supervisor and the program's process call only async-signal-safe functions
 * (the grader may have threads): everything they need is made before.
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#  define _GNU_SOURCE /* pipe2, syscall, setgroups */
#endif
#if defined(__APPLE__) && !defined(_DARWIN_C_SOURCE)
#  define _DARWIN_C_SOURCE /* setgroups */
#endif
#include "grade_runner.h"

#ifndef _WIN32
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#  include <sys/prctl.h>
#  include <sys/syscall.h>
#endif

/* ---- async-signal-safe helpers ----------------------------------------------------------- */

static size_t put_str(char *buf, size_t n, size_t cap, const char *s) {
    while (*s && n + 1 < cap) buf[n++] = *s++;
    buf[n] = '\0';
    return n;
}

static size_t put_num(char *buf, size_t n, size_t cap, long v) {
    char digits[24];
    int k = 0;
    if (v < 0) {
        n = put_str(buf, n, cap, "-");
        v = -v;
    }
    do digits[k++] = (char)('0' + v % 10); while ((v /= 10) > 0 && k < 23);
    while (k > 0 && n + 1 < cap) buf[n++] = digits[--k];
    buf[n] = '\0';
    return n;
}

static void send_msg(int fd, int kind, int a, int b) {
    grade_msg m;
    ssize_t w;
    memset(&m, 0, sizeof m);
    m.kind = kind;
    m.a = a;
    m.b = b;
    do w = write(fd, &m, sizeof m); while (w < 0 && errno == EINTR);
}

typedef struct keep_set {
    const int *fd;
    int n;
} keep_set;

static int kept(const keep_set *k, long fd) {
    int i;
    for (i = 0; i < k->n; i++)
        if (k->fd[i] == fd) return 1;
    return 0;
}

static void close_unless_kept(long fd, void *arg) {
    if (fd > 2 && !kept(arg, fd)) close((int)fd);
}

#ifdef __linux__
#define fn_is_fd_closer(fn) ((fn) == close_unless_kept)

struct linux_dirent64 {
    unsigned long long d_ino;
    long long d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

/* Call fn(number, arg) for each numeric entry of the directory path but the descriptor that
 * reads it (getdents64: opendir allocates). -1 if the directory cannot be read. */
static int each_number(const char *path, void (*fn)(long, void *), void *arg) {
    char buf[8192];
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    long n;
    if (fd < 0) return -1;
    while ((n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0) {
        long off = 0;
        while (off < n) {
            struct linux_dirent64 *e = (struct linux_dirent64 *)(void *)(buf + off);
            const char *p = e->d_name;
            long v = 0;
            for (; *p >= '0' && *p <= '9' && v < 100000000; p++) v = v * 10 + (*p - '0');
            if (*p == '\0' && p != e->d_name && !(fn_is_fd_closer(fn) && v == fd)) fn(v, arg);
            off += e->d_reclen;
        }
    }
    close(fd);
    return 0;
}
#endif

/* Close every descriptor above 2 but those kept (k->fd sorted, each > 2). */
static void close_others(const keep_set *k) {
    long max, fd;
#if defined(__linux__) && defined(SYS_close_range)
    int i;
    unsigned low = 3;
    for (i = 0; i <= k->n; i++) {
        unsigned high = i < k->n ? (unsigned)k->fd[i] - 1 : ~0u;
        if (high >= low && syscall(SYS_close_range, low, high, 0u) != 0) break;
        if (i < k->n) low = (unsigned)k->fd[i] + 1;
    }
    if (i > k->n) return;
#endif
#ifdef __linux__
    if (each_number("/proc/self/fd", close_unless_kept, (void *)k) == 0) return;
#endif
    max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536) max = 65536;
    for (fd = 3; fd < max; fd++) close_unless_kept(fd, (void *)k);
}

/* ---- the program's process ----------------------------------------------------------------- */

static void set_limit(int resource, rlim_t soft, rlim_t hard) {
    struct rlimit now, want;
    if (getrlimit(resource, &now) != 0) return;
    want.rlim_max = hard < now.rlim_max ? hard : now.rlim_max;
    want.rlim_cur = soft < want.rlim_max ? soft : want.rlim_max;
    setrlimit(resource, &want);
}

static void setup_failed(int fd, int step) {
    send_msg(fd, GRADE_MSG_SETUP, step, errno);
    _exit(127);
}

/* execve argv[0], searched in path (as a shell does) unless it names a file; returns on failure
 * with errno (EACCES if one candidate was found but not executable). */
static void exec_program(char *const *argv, char *const *envp, const char *path) {
    const char *file = argv[0], *p = path ? path : "/usr/bin:/bin";
    char buf[PATH_MAX];
    int eacces = 0;
    if (strchr(file, '/')) {
        execve(file, argv, envp);
        return;
    }
    for (;;) {
        size_t n = strcspn(p, ":"), len = 0;
        if (n + strlen(file) + 2 < sizeof buf) {
            if (n == 0) len = put_str(buf, 0, sizeof buf, ".");
            else {
                memcpy(buf, p, n);
                len = n;
                buf[len] = '\0';
            }
            len = put_str(buf, len, sizeof buf, "/");
            put_str(buf, len, sizeof buf, file);
            execve(buf, argv, envp);
            if (errno == EACCES) eacces = 1;
        }
        if (p[n] == '\0') break;
        p += n + 1;
    }
    errno = eacces ? EACCES : ENOENT;
}

static void program(const grade_spawn *sp, int setup_fd) {
    const grade_runner *r = sp->r;
    struct sigaction dfl;
    sigset_t none;
    char msg[PATH_MAX + 128];
    size_t n;
    int s, err, keep[1];
    keep_set k;
    setsid(); /* a session and process group of its own, no controlling terminal */
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    for (s = 1; s < 65; s++) sigaction(s, &dfl, NULL); /* ignored by the grader (Python: SIGPIPE) */
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, (unsigned long)SIGKILL, 0UL, 0UL, 0UL); /* the supervisor killed: it too */
#endif
    if (dup2(sp->null_fd, 0) < 0 || dup2(sp->out_fd, 1) < 0 || dup2(sp->err_fd, 2) < 0)
        setup_failed(setup_fd, GRADE_STEP_FDS);
    keep[0] = setup_fd;
    k.fd = keep;
    k.n = 1;
    close_others(&k);
    if (chdir(r->work) != 0) setup_failed(setup_fd, GRADE_STEP_DIR);
    set_limit(RLIMIT_CPU, r->cpu_s, r->cpu_s == RLIM_INFINITY ? RLIM_INFINITY : r->cpu_s + 1);
    set_limit(RLIMIT_AS, r->memory, r->memory);
    set_limit(RLIMIT_FSIZE, r->file_bytes, r->file_bytes);
    set_limit(RLIMIT_NOFILE, r->open_files, r->open_files);
    set_limit(RLIMIT_CORE, 0, 0);
    set_limit(RLIMIT_NPROC, sp->nproc, sp->nproc);

    if (r->switch_user && (setgroups(1, &r->gid) != 0 || setgid(r->gid) != 0 ||
                           setuid(r->uid) != 0 || getuid() != r->uid))
        setup_failed(setup_fd, GRADE_STEP_USER);
#ifdef __linux__
    if (r->sandbox != GRADE_SANDBOX_BWRAP) prctl(PR_SET_NO_NEW_PRIVS, 1UL, 0UL, 0UL, 0UL);
#endif
    if (r->sandbox == GRADE_SANDBOX_BWRAP) {
        execve(sp->argv[0], sp->argv, r->envp);
        setup_failed(setup_fd, GRADE_STEP_SANDBOX);
    }
    exec_program(sp->argv, r->envp, r->path);
    err = errno;
    n = put_str(msg, 0, sizeof msg, "puzzle8 grade: cannot run ");
    n = put_str(msg, n, sizeof msg, sp->argv[0]);
    n = put_str(msg, n, sizeof msg, err == ENOENT ? ": not found" : err == EACCES ? ": permission denied"
                : err == ENOEXEC ? ": not an executable file" : ": cannot execute it (errno ");
    if (err != ENOENT && err != EACCES && err != ENOEXEC) {
        n = put_num(msg, n, sizeof msg, err);
        n = put_str(msg, n, sizeof msg, ")");
    }
    n = put_str(msg, n, sizeof msg, "\n");
    if (write(2, msg, n) < 0) { /* nothing more to say */
    }
    _exit(err == ENOENT ? 127 : 126);
}

/* ---- the supervisor -------------------------------------------------------------------------- */

typedef struct reaping {
    pid_t self, program;
    int program_status, program_done;
} reaping;

static void kill_tree(long pid, void *arg) {
    (void)arg;
    kill((pid_t)-pid, SIGKILL); /* its group, if it leads one */
    kill((pid_t)pid, SIGKILL);
}

#ifdef __linux__
/* /proc/PID/stat's parent: the 4th field, after the command's closing ')' */
static void kill_if_child(long pid, void *arg) {
    const reaping *rp = arg;
    char path[64], buf[512];
    size_t n = put_str(path, 0, sizeof path, "/proc/");
    ssize_t got;
    char *p;
    long ppid = 0;
    int fd;
    n = put_num(path, n, sizeof path, pid);
    put_str(path, n, sizeof path, "/stat");
    if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) return;
    got = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (got <= 0) return;
    buf[got] = '\0';
    for (p = buf + got; p > buf && *p != ')'; p--) {
    }
    if (p[0] != ')' || p[1] != ' ' || p[2] == '\0' || p[3] != ' ') return;
    for (p += 4; *p >= '0' && *p <= '9'; p++) ppid = ppid * 10 + (*p - '0');
    if (ppid == rp->self) kill_tree(pid, NULL);
}
#endif

/* SIGKILL every child of the supervisor (each the top of what is left of the program's tree). */
static void kill_children(reaping *rp) {
#ifdef __linux__
    char path[64], buf[4096];
    size_t n = put_str(path, 0, sizeof path, "/proc/self/task/");
    int fd;
    n = put_num(path, n, sizeof path, rp->self);
    put_str(path, n, sizeof path, "/children");
    if ((fd = open(path, O_RDONLY | O_CLOEXEC)) >= 0) { /* the kernel's list */
        ssize_t got;
        while ((got = read(fd, buf, sizeof buf)) > 0) {
            ssize_t i;
            long pid = 0;
            for (i = 0; i < got; i++) {
                if (buf[i] >= '0' && buf[i] <= '9') pid = pid * 10 + (buf[i] - '0');
                else if (pid > 0) kill_tree(pid, NULL), pid = 0;
            }
            if (pid > 0) kill_tree(pid, NULL); /* a read may cut a number: it is killed twice */
        }
        close(fd);
        return;
    }
    each_number("/proc", kill_if_child, rp); /* a kernel without CONFIG_PROC_CHILDREN */
#else
    kill_tree(rp->program, NULL);
#endif
}

static void note(reaping *rp, pid_t pid, int status) {
    if (pid == rp->program && !rp->program_done) {
        rp->program_done = 1;
        rp->program_status = status;
    }
}

/* Kill and reap until the supervisor has no child left: every descendant of the program was
 * re-parented to it (a subreaper) when its parent died. */
static void end_all(reaping *rp) {
    int idle = 0;
    kill_tree(rp->program, NULL);
    for (;;) {
        int status;
        pid_t pid = waitpid(-1, &status, WNOHANG);
        if (pid > 0) {
            note(rp, pid, status);
            idle = 0;
            continue;
        }
        if (pid < 0 && errno == ECHILD) return;
        if (pid < 0 && errno != EINTR) return;
        kill_children(rp);
        if (++idle > 2000) return; /* 10 s of a child SIGKILL does not end (a frozen disk) */
        poll(NULL, 0, 5);
    }
}

static void supervise(const grade_spawn *sp, int status_fd, int control_fd) {
    static const int ignored[] = { SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGPIPE, SIGTSTP, SIGTTIN,
                                   SIGTTOU };
    struct sigaction act;
    sigset_t none;
    reaping rp;
    int setup[2], keep[5], i, j, stop = 0, stopped = 0;
    keep_set k;
    pid_t pid;
    memset(&act, 0, sizeof act);
    sigemptyset(&act.sa_mask);
    act.sa_handler = SIG_IGN; /* Ctrl-C reaches the grader; the supervisor ends with it */
    for (i = 0; i < (int)(sizeof ignored / sizeof *ignored); i++) sigaction(ignored[i], &act, NULL);
    act.sa_handler = SIG_DFL;
    sigaction(SIGCHLD, &act, NULL);
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    keep[0] = sp->out_fd, keep[1] = sp->err_fd, keep[2] = sp->null_fd;
    keep[3] = status_fd, keep[4] = control_fd;
    for (i = 1; i < 5; i++) /* sorted, for close_others */
        for (j = i; j > 0 && keep[j] < keep[j - 1]; j--) {
            int t = keep[j];
            keep[j] = keep[j - 1];
            keep[j - 1] = t;
        }
    k.fd = keep;
    k.n = 5;
    close_others(&k);
    for (i = 0; i < 3; i++) /* 0-2 taken (a grader may run with them closed): pipes come above */
        if (fcntl(i, F_GETFD) < 0) dup2(sp->null_fd, i);
#ifdef __linux__
    prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
    if (pipe2(setup, O_CLOEXEC) != 0) _exit(1);
#else
    if (pipe(setup) != 0) _exit(1);
    fcntl(setup[0], F_SETFD, FD_CLOEXEC);
    fcntl(setup[1], F_SETFD, FD_CLOEXEC);
#endif
    pid = fork();
    if (pid == 0) {
        close(setup[0]);
        close(status_fd);
        close(control_fd);
        program(sp, setup[1]);
    }
    close(setup[1]);
    close(sp->out_fd);
    close(sp->err_fd);
    close(sp->null_fd);
    if (pid < 0) {
        send_msg(status_fd, GRADE_MSG_SETUP, 0, errno);
        send_msg(status_fd, GRADE_MSG_END, -1, 0);
        _exit(0);
    }
    send_msg(status_fd, GRADE_MSG_PID, (int)pid, 0);
    memset(&rp, 0, sizeof rp);
    rp.self = getpid();
    rp.program = pid;
    while (!rp.program_done && !stop) {
        struct pollfd p[2];
        int n = 0, status;
        pid_t done;
        p[n].fd = control_fd, p[n].events = POLLIN, n++;
        if (setup[0] >= 0) p[n].fd = setup[0], p[n].events = POLLIN, n++;
        if (poll(p, (nfds_t)n, 20) > 0) {
            if (p[0].revents) stop = 1; /* the grader closed it: stop, or it is gone */
            if (n > 1 && p[1].revents) {
                grade_msg m;
                if (read(setup[0], &m, sizeof m) == (ssize_t)sizeof m) /* it failed before exec */
                    send_msg(status_fd, m.kind, m.a, m.b);
                close(setup[0]);
                setup[0] = -1;
            }
        }
        while ((done = waitpid(-1, &status, WNOHANG)) > 0) note(&rp, done, status);
    }
    stopped = !rp.program_done;
    end_all(&rp);
    if (setup[0] >= 0) {
        grade_msg m;
        if (read(setup[0], &m, sizeof m) == (ssize_t)sizeof m) send_msg(status_fd, m.kind, m.a, m.b);
    }
    send_msg(status_fd, GRADE_MSG_END, rp.program_done ? rp.program_status : -1, stopped);
    _exit(0);
}

/* A pipe whose two ends are close-on-exec and above 2 (the grader may run with 0-2 closed). */
static int pipe_high(int fds[2]) {
    int i;
#ifdef __linux__
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
#endif
    for (i = 0; i < 2; i++) {
        if (fds[i] > 2) continue;
        {
            int high = fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
            close(fds[i]);
            fds[i] = high;
        }
    }
    if (fds[0] < 0 || fds[1] < 0) {
        if (fds[0] >= 0) close(fds[0]);
        if (fds[1] >= 0) close(fds[1]);
        return -1;
    }
    return 0;
}

int grade_pipe(int fds[2]) { return pipe_high(fds); }

int grade_supervisor_start(const grade_spawn *sp, grade_supervisor *sv) {
    int st[2], ctl[2];
    pid_t pid;
    if (pipe_high(st) != 0) return -1;
    if (pipe_high(ctl) != 0) {
        close(st[0]);
        close(st[1]);
        return -1;
    }
    pid = fork();
    if (pid == 0) {
        close(st[0]);
        close(ctl[1]);
        supervise(sp, st[1], ctl[0]);
    }
    close(st[1]);
    close(ctl[0]);
    if (pid < 0) {
        int err = errno;
        close(st[0]);
        close(ctl[1]);
        errno = err;
        return -1;
    }
    sv->pid = pid;
    sv->status_fd = st[0];
    sv->control_fd = ctl[1];
    return 0;
}

unsigned long grade_count_tasks(uid_t uid) {
#ifdef __linux__
    DIR *d = opendir("/proc");
    struct dirent *e;
    unsigned long total = 0;
    if (!d) return 0;
    while ((e = readdir(d)) != NULL) {
        char path[300], buf[2048];
        const char *u, *t;
        ssize_t got;
        int fd;
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
        if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) continue;
        got = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (got <= 0) continue;
        buf[got] = '\0';
        if ((u = strstr(buf, "\nUid:\t")) == NULL || (t = strstr(buf, "\nThreads:\t")) == NULL) continue;
        if (strtoul(u + 6, NULL, 10) == (unsigned long)uid) total += strtoul(t + 10, NULL, 10);
    }
    closedir(d);
    return total;
#else
    (void)uid;
    return 0;
#endif
}
#else
typedef int grade_supervisor_windows; /* Windows runs no program (grade_run.c) */
#endif /* !_WIN32 */
