/* SPDX-License-Identifier: MIT */
/*
 * grade_run.c - running one board of a student's program for `puzzle8 grade` (cmd_grade.c): its
 * command line with {start}, {goal} and {trace} substituted, run isolated (a fresh private
 * directory, a supervisor process that ends everything the program started, the limits, the
 * user and the sandbox of grade_isolation_prepare), its standard output gathered up to the
 * output limit, the last bytes of its standard error kept, its {trace} file read without ever
 * blocking or following a link (a FIFO or a directory put in its place is refused), and the
 * run stopped when the time limit passes, the output (or the {trace} file, checked as it
 * grows) passes the output limit, or the call is interrupted. A hanging or flooding program
 * fails its test; the grader goes on.
 */
#include "grade_runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#  include <errno.h>
#  include <fcntl.h>
#  include <poll.h>
#  include <signal.h>
#  include <sys/stat.h>
#  include <sys/types.h>
#  include <sys/wait.h>
#  include <time.h>
#  include <unistd.h>
#endif

/* arg with every {start}, {goal} and {trace} replaced; NULL when out of memory. */
#ifdef _WIN32
/* Windows has no process groups to kill a hanging program's children with, nor fork: the
 * command says so rather than grade without its limits. */
int grade_run(cli_ctx *c, char **cmd, int ncmd, const char *start, const char *goal,
              const grade_limits *lim, grade_outcome *out) {
    (void)cmd, (void)ncmd, (void)start, (void)goal, (void)lim;
    memset(out, 0, sizeof *out);
    cli_error(c, "grade: running a student's program needs POSIX process groups (Linux, macOS, "
                 "WSL); this Windows build cannot run it");
    return CLI_FAILURE;
}
#else
static char *substitute(const char *arg, const char *start, const char *goal, const char *trace) {
    cli_text t = { 0 };
    const char *p = arg;
    while (*p) {
        const char *with = NULL;
        size_t skip = 0;
        if (strncmp(p, "{start}", 7) == 0) with = start, skip = 7;
        else if (strncmp(p, "{goal}", 6) == 0) with = goal, skip = 6;
        else if (strncmp(p, "{trace}", 7) == 0) with = trace, skip = 7;
        if (with) {
            cli_text_put(&t, with, strlen(with));
            p += skip;
        } else {
            cli_text_put(&t, p++, 1);
        }
    }
    cli_text_put(&t, "", 0);
    if (t.oom) {
        free(t.s);
        return NULL;
    }
    return t.s;
}

static long long now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Read what fd has into t (at most limit bytes in all; more sets *over and is dropped). 0 at
 * the end (or an error), 1 if there may be more. */
static int drain(int fd, cli_text *t, size_t limit, int *over) {
    char buf[8192];
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0) return errno == EINTR || errno == EAGAIN ? 1 : 0;
    if (n == 0) return 0;
    if (t->len + (size_t)n > limit) {
        *over = 1;
        n = (ssize_t)(limit - t->len);
    }
    cli_text_put(t, buf, (size_t)n);
    return 1;
}

/* Standard error: its last bytes (at most twice GRADE_STDERR_KEEP held while it runs). */
static int drain_tail(int fd, grade_outcome *out) {
    cli_text *t = &out->stderr_text;
    char buf[8192];
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0) return errno == EINTR || errno == EAGAIN ? 1 : 0;
    if (n == 0) return 0;
    cli_text_put(t, buf, (size_t)n);
    if (t->len > 2 * GRADE_STDERR_KEEP) {
        memmove(t->s, t->s + t->len - GRADE_STDERR_KEEP, GRADE_STDERR_KEEP);
        t->len = GRADE_STDERR_KEEP;
        t->s[t->len] = '\0';
        out->stderr_cut = 1;
    }
    return 1;
}

/* The last GRADE_STDERR_KEEP bytes of standard error, from a line start when cut. */
static void stderr_tail(grade_outcome *out) {
    cli_text *t = &out->stderr_text;
    size_t from = 0;
    if (t->len > GRADE_STDERR_KEEP) {
        from = t->len - GRADE_STDERR_KEEP;
        out->stderr_cut = 1;
    }
    if (out->stderr_cut) {
        const char *nl = memchr(t->s + from, '\n', t->len - from);
        if (nl && nl + 1 < t->s + t->len) from = (size_t)(nl + 1 - t->s);
    }
    if (from > 0) {
        memmove(t->s, t->s + from, t->len - from);
        t->len -= from;
        t->s[t->len] = '\0';
    }
}

/* The {trace} file's size now, if it is a regular file (never opened: it may be a FIFO). */
static int trace_over(const grade_runner *r, size_t limit) {
    struct stat st;
    return fstatat(r->base_fd, "trace", &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) &&
           (uint64_t)st.st_size > (uint64_t)limit;
}

/* Read the {trace} file into out->output, after the run: opened without blocking (a FIFO) or
 * following a link, refused unless it is a regular file of its own. */
static void read_trace(const grade_runner *r, grade_outcome *out, size_t limit) {
    struct stat st;
    const char *why = NULL;
    char buf[8192];
    ssize_t n = 0;
    int fd = openat(r->base_fd, "trace", O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
    out->output.len = 0;
    if (out->output.s) out->output.s[0] = '\0';
    if (fd < 0) {
        if (errno == ELOOP || errno == EMLINK) why = "it is a symbolic link, not a regular file";
        else if (errno == ENOENT) why = "it was removed";
        else why = strerror(errno);
    } else if (fstat(fd, &st) != 0) {
        why = strerror(errno);
    } else if (!S_ISREG(st.st_mode)) {
        why = S_ISFIFO(st.st_mode) ? "it is a FIFO, not a regular file"
            : S_ISDIR(st.st_mode) ? "it is a directory, not a regular file"
            : S_ISSOCK(st.st_mode) ? "it is a socket, not a regular file"
            : "it is a device, not a regular file";
    } else if (st.st_nlink > 1) {
        why = "it is a hard link to another file";
    } else { /* its first bytes, up to the limit (what standard output did is its own) */
        int over = 0;
        while (!over && (n = read(fd, buf, sizeof buf)) > 0) {
            size_t take = (size_t)n;
            if (out->output.len + take > limit) {
                over = out->flooded = 1;
                take = limit - out->output.len;
            }
            cli_text_put(&out->output, buf, take);
        }
        if (n < 0) why = strerror(errno);
    }
    if (fd >= 0) close(fd);
    if (why) snprintf(out->trace_refused, sizeof out->trace_refused, "%s", why);
}

/* How the run ended, from the supervisor's END record. */
static void ended(const grade_runner *r, grade_outcome *out, int status, int stopped) {
    out->stopped = stopped;
    if (!stopped) out->timed_out = 0; /* it exited by itself as the time ran out */
    if (status == -1) return;
    if (WIFEXITED(status)) out->exit_status = WEXITSTATUS(status);
    else if (WIFSIGNALED(status)) out->signal = WTERMSIG(status);
    /* bwrap reports a program a signal ended as exit status 128 + the signal, as a shell does */
    if (r->sandbox == GRADE_SANDBOX_BWRAP && out->exit_status > 128 && out->exit_status < 128 + 65) {
        out->signal = out->exit_status - 128;
        out->exit_status = 0;
    }
    if (stopped) return;
    if (out->signal == SIGXCPU)
        snprintf(out->limit, sizeof out->limit, "the CPU time limit (%llu s)",
                 (unsigned long long)r->cpu_s);
    else if (out->signal == SIGXFSZ)
        snprintf(out->limit, sizeof out->limit, "the file size limit (%llu bytes)",
                 (unsigned long long)r->file_bytes);
}

static const char *step_name(int step) {
    switch (step) {
    case GRADE_STEP_FDS: return "cannot set up its standard input and output";
    case GRADE_STEP_DIR: return "cannot enter its private directory";
    case GRADE_STEP_USER: return "cannot switch to its user";
    case GRADE_STEP_SANDBOX: return "cannot start bwrap";
    default: return "cannot start a process";
    }
}

/* grade_run without its message: on CLI_FAILURE, the message is in err. */
static int run_board(cli_ctx *c, char **argv, int uses_trace, const grade_limits *lim,
                     grade_outcome *out, char *err, size_t cap) {
    grade_runner *r = lim->iso->runner;
    grade_spawn sp;
    grade_supervisor sv;
    char **full = argv;
    int pout[2] = { -1, -1 }, perr[2] = { -1, -1 }, null_fd, asked = 0, got_end = 0, ws;
    int setup_step = -1, setup_err = 0, end_status = -1, end_stopped = 0;
    pid_t program = 0;
    long long deadline, asked_at = 0;
    if (r->sandbox == GRADE_SANDBOX_BWRAP && !(full = grade_sandbox_argv(r, argv, uses_trace))) {
        snprintf(err, cap, "%s", p8_strerror(P8_ENOMEM));
        return CLI_FAILURE;
    }
    null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null_fd >= 0 && null_fd < 3) {
        int high = fcntl(null_fd, F_DUPFD_CLOEXEC, 3);
        close(null_fd);
        null_fd = high;
    }
    if (null_fd < 0 || grade_pipe(pout) != 0 || grade_pipe(perr) != 0) {
        snprintf(err, cap, "cannot make a pipe: %s", strerror(errno));
        goto fail;
    }
    sp.argv = full;
    sp.r = r;
    sp.out_fd = pout[1];
    sp.err_fd = perr[1];
    sp.null_fd = null_fd;
    sp.nproc = r->processes;
    if (r->processes != RLIM_INFINITY) { /* that many more than the user has (RLIMIT_NPROC) */
        unsigned long now = grade_count_tasks(r->switch_user ? r->uid : getuid());
        if (now > 0) sp.nproc = (rlim_t)now + r->processes;
        else if (!r->processes_given) sp.nproc = RLIM_INFINITY;
    }
    fflush(NULL);
    deadline = now_ms() + (long long)lim->time_ms;
    if (grade_supervisor_start(&sp, &sv) != 0) {
        snprintf(err, cap, "cannot start a process: %s", strerror(errno));
        goto fail;
    }
    close(pout[1]);
    close(perr[1]);
    close(null_fd);
    pout[1] = perr[1] = null_fd = -1;
    while (!got_end || pout[0] >= 0 || perr[0] >= 0) {
        struct pollfd p[3];
        long long now = now_ms();
        int n = 0, k, wait_ms = 100;
        if (!asked) {
            if (now >= deadline) out->timed_out = 1;
            /* the {trace} file, while it grows: the file size limit bounds it unless it is larger */
            if (uses_trace && !out->flooded && r->file_bytes > (rlim_t)lim->output_bytes + 1 &&
                trace_over(r, lim->output_bytes))
                out->flooded = 1;
            if (out->timed_out || out->flooded || cli_interrupted(c)) {
                close(sv.control_fd); /* the supervisor ends everything and says how it ended */
                sv.control_fd = -1;
                asked = 1;
                asked_at = now;
            } else if (deadline - now < wait_ms) {
                wait_ms = (int)(deadline - now);
            }
        } else if (!got_end && now - asked_at > 15000) { /* a supervisor that does not end */
            kill(sv.pid, SIGKILL);
            if (program > 0) kill(-program, SIGKILL);
            break;
        }
        if (got_end) { /* every process is gone: what is left in the pipes, without waiting */
            int *fd[2];
            fd[0] = &pout[0], fd[1] = &perr[0];
            for (k = 0; k < 2; k++) {
                if (*fd[k] < 0) continue;
                fcntl(*fd[k], F_SETFL, O_NONBLOCK);
                for (;;) {
                    errno = 0;
                    if (!(k == 0 ? drain(*fd[k], &out->output, lim->output_bytes, &out->flooded)
                                 : drain_tail(*fd[k], out)) || errno == EAGAIN)
                        break;
                }
                close(*fd[k]);
                *fd[k] = -1;
            }
            break;
        }
        if (pout[0] >= 0) p[n].fd = pout[0], p[n].events = POLLIN, n++;
        if (perr[0] >= 0) p[n].fd = perr[0], p[n].events = POLLIN, n++;
        p[n].fd = sv.status_fd, p[n].events = POLLIN, n++;
        if (poll(p, (nfds_t)n, wait_ms) < 0 && errno != EINTR) break;
        for (k = 0; k < n; k++) {
            int fd = p[k].fd;
            if (!(p[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            if (fd == sv.status_fd) { /* a record of the supervisor (written whole) */
                grade_msg m;
                ssize_t got = read(fd, &m, sizeof m);
                if (got == (ssize_t)sizeof m) {
                    if (m.kind == GRADE_MSG_PID) program = m.a;
                    if (m.kind == GRADE_MSG_SETUP) setup_step = m.a, setup_err = m.b;
                    if (m.kind == GRADE_MSG_END) got_end = 1, end_status = m.a, end_stopped = m.b;
                } else if (got == 0 || (got < 0 && errno != EINTR)) { /* it died */
                    got_end = 1;
                    end_stopped = asked;
                }
            } else if (fd == pout[0]) {
                if (!drain(fd, &out->output, lim->output_bytes, &out->flooded)) close(fd), pout[0] = -1;
            } else if (!drain_tail(fd, out)) {
                close(fd);
                perr[0] = -1;
            }
        }
    }
    if (sv.control_fd >= 0) close(sv.control_fd);
    close(sv.status_fd);
    while (waitpid(sv.pid, &ws, 0) < 0 && errno == EINTR) {
    }
    if (pout[0] >= 0) close(pout[0]);
    if (perr[0] >= 0) close(perr[0]);
    if (full != argv) free(full);
    if (setup_step >= 0) {
        if (setup_step == GRADE_STEP_USER)
            snprintf(err, cap, "%s %s: %s", step_name(setup_step), r->user_name, strerror(setup_err));
        else if (setup_step == GRADE_STEP_DIR)
            snprintf(err, cap, "%s %s as %s: %s", step_name(setup_step), r->work, r->user_name,
                     strerror(setup_err));
        else
            snprintf(err, cap, "%s: %s", step_name(setup_step), strerror(setup_err));
        return CLI_FAILURE;
    }
    ended(r, out, end_status, end_stopped || (asked && end_status == -1));
    if (cli_interrupted(c)) out->stopped = 1;
    return CLI_OK;
fail:
    if (null_fd >= 0) close(null_fd);
    if (pout[0] >= 0) close(pout[0]), close(pout[1]);
    if (perr[0] >= 0) close(perr[0]), close(perr[1]);
    if (full != argv) free(full);
    return CLI_FAILURE;
}

int grade_run_quiet(cli_ctx *c, char **cmd, int ncmd, const char *start, const char *goal,
                    const grade_limits *lim, grade_outcome *out, char *err, size_t cap) {
    grade_runner *r = lim->iso->runner;
    char **argv = calloc((size_t)ncmd + 1, sizeof *argv);
    int uses_trace = 0, i, status = CLI_OK;
    memset(out, 0, sizeof *out);
    err[0] = '\0';
    out->sandbox = r->sandbox == GRADE_SANDBOX_BWRAP ? "bwrap" : "none";
    if (!argv) goto oom;
    for (i = 0; i < ncmd; i++)
        if (strstr(cmd[i], "{trace}")) uses_trace = 1;
    for (i = 0; i < ncmd; i++)
        if ((argv[i] = substitute(cmd[i], start, goal, r->trace)) == NULL) goto oom;
    if ((status = grade_workdir_fresh(c, r, lim->iso->submission, uses_trace)) != CLI_OK) goto done;
    if ((status = run_board(c, argv, uses_trace, lim, out, err, cap)) != CLI_OK) goto done;
    if (uses_trace) read_trace(r, out, lim->output_bytes);
    stderr_tail(out);
    cli_text_put(&out->output, "", 0);
    cli_text_put(&out->stderr_text, "", 0);
    if (out->output.oom || out->stderr_text.oom) goto oom;
    goto done;
oom:
    snprintf(err, cap, "%s", p8_strerror(P8_ENOMEM));
    status = CLI_FAILURE;
done:
    grade_workdir_clear(r);
    for (i = 0; argv && i < ncmd; i++) free(argv[i]);
    free(argv);
    if (status != CLI_OK) {
        cli_text_free(&out->output);
        cli_text_free(&out->stderr_text);
    }
    return status;
}

int grade_run(cli_ctx *c, char **cmd, int ncmd, const char *start, const char *goal,
              const grade_limits *lim, grade_outcome *out) {
    char err[512];
    int status = grade_run_quiet(c, cmd, ncmd, start, goal, lim, out, err, sizeof err);
    if (status != CLI_OK && err[0]) cli_error(c, "grade: %s", err);
    return status;
}
#endif /* _WIN32 */
