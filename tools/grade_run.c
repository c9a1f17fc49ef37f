/* SPDX-License-Identifier: MIT */
/*
 * grade_run.c - running a student's program for `puzzle8 grade` (cmd_grade.c): one board's
 * command line with {start}, {goal} and {trace} substituted, run without a shell in a process
 * group of its own, its standard output gathered up to a byte limit, its standard error's first
 * bytes kept for the report, and the whole group killed when the time or the output limit is
 * passed or the call is interrupted. A hanging or flooding program fails its test; the grader
 * goes on. Also the growable text (cli_text) the reports are built in.
 */
#include "cli.h"

#include <stdarg.h>
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

void cli_text_put(cli_text *t, const char *s, size_t n) {
    if (t->oom) return;
    if (t->len + n + 1 > t->cap) {
        size_t want = (t->len + n + 1) * 2;
        char *p = realloc(t->s, want);
        if (!p) {
            t->oom = 1;
            return;
        }
        t->s = p;
        t->cap = want;
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

void cli_text_printf(cli_text *t, const char *fmt, ...) {
    char buf[1024];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    cli_text_put(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

void cli_text_free(cli_text *t) {
    free(t->s);
    memset(t, 0, sizeof *t);
}

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

/* Read what fd has into t (at most limit bytes in all; more sets *over). 0 at the end. */
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

int grade_run(cli_ctx *c, char **cmd, int ncmd, const char *start, const char *goal,
              const grade_limits *lim, grade_outcome *out) {
    char **argv = calloc((size_t)ncmd + 1, sizeof *argv);
    char trace_path[64] = "";
    int uses_trace = 0, i, pout[2] = { -1, -1 }, perr[2] = { -1, -1 }, status = 0, open_fds = 2;
    size_t err_cap = 2048;
    cli_text junk = { 0 };
    pid_t pid;
    long long deadline;
    memset(out, 0, sizeof *out);
    if (!argv) return CLI_FAILURE;
    for (i = 0; i < ncmd; i++)
        if (strstr(cmd[i], "{trace}")) uses_trace = 1;
    if (uses_trace) {
        int fd;
        snprintf(trace_path, sizeof trace_path, "/tmp/puzzle8-grade-XXXXXX");
        if ((fd = mkstemp(trace_path)) < 0) {
            cli_error(c, "grade: cannot make a trace file in /tmp: %s", strerror(errno));
            free(argv);
            return CLI_FAILURE;
        }
        close(fd);
    }
    for (i = 0; i < ncmd; i++)
        if ((argv[i] = substitute(cmd[i], start, goal, trace_path)) == NULL) goto oom;
    if (pipe(pout) != 0 || pipe(perr) != 0) {
        cli_error(c, "grade: cannot make a pipe: %s", strerror(errno));
        status = CLI_FAILURE;
        goto done;
    }
    fflush(NULL);
    pid = fork();
    if (pid < 0) {
        cli_error(c, "grade: cannot start a process: %s", strerror(errno));
        status = CLI_FAILURE;
        goto done;
    }
    if (pid == 0) { /* the child: only async-signal-safe calls until exec */
        int null = open("/dev/null", O_RDONLY);
        setpgid(0, 0);
        if (null >= 0) dup2(null, 0);
        dup2(pout[1], 1);
        dup2(perr[1], 2);
        close(pout[0]);
        close(perr[0]);
        signal(SIGPIPE, SIG_DFL);
        execvp(argv[0], argv);
        _exit(127);
    }
    setpgid(pid, pid);
    close(pout[1]);
    close(perr[1]);
    pout[1] = perr[1] = -1;
    deadline = now_ms() + (long long)lim->time_ms;
    while (open_fds > 0) {
        struct pollfd p[2];
        long long left = deadline - now_ms();
        int n = 0, k;
        if (left <= 0) {
            out->timed_out = 1;
            break;
        }
        if (cli_interrupted(c)) break;
        if (pout[0] >= 0) p[n].fd = pout[0], p[n].events = POLLIN, n++;
        if (perr[0] >= 0) p[n].fd = perr[0], p[n].events = POLLIN, n++;
        if (poll(p, (nfds_t)n, left < 100 ? (int)left : 100) < 0 && errno != EINTR) break;
        for (k = 0; k < n; k++) {
            int *fd = p[k].fd == pout[0] ? &pout[0] : &perr[0];
            int over = 0;
            if (!(p[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            if (fd == &pout[0] ? drain(*fd, &out->output, lim->output_bytes, &out->flooded)
                               : drain(*fd, out->stderr_text.len < err_cap ? &out->stderr_text
                                                                           : &junk, SIZE_MAX, &over))
                continue;
            close(*fd);
            *fd = -1;
            open_fds--;
        }
        cli_text_free(&junk);
        if (out->flooded) break;
    }
    if (open_fds > 0 || out->timed_out || out->flooded) kill(-pid, SIGKILL);
    for (;;) { /* wait for it, within the time left (a child that closed its output may hang) */
        int ws;
        pid_t r = waitpid(pid, &ws, out->timed_out || out->flooded ? 0 : WNOHANG);
        if (r == pid) {
            if (WIFEXITED(ws)) out->exit_status = WEXITSTATUS(ws);
            else if (WIFSIGNALED(ws)) out->signal = WTERMSIG(ws);
            break;
        }
        if (r < 0 && errno != EINTR) break;
        if (now_ms() >= deadline || cli_interrupted(c)) {
            if (now_ms() >= deadline) out->timed_out = 1;
            kill(-pid, SIGKILL);
            waitpid(pid, &ws, 0);
            break;
        }
        poll(NULL, 0, 10);
    }
    kill(-pid, SIGKILL); /* whatever the program left behind in its group */
    if (uses_trace && !out->timed_out && !out->flooded) { /* the trace is the file */
        FILE *f = fopen(trace_path, "r");
        out->output.len = 0;
        if (f) {
            char buf[8192];
            size_t n;
            while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
                if (out->output.len + n > lim->output_bytes) {
                    out->flooded = 1;
                    break;
                }
                cli_text_put(&out->output, buf, n);
            }
            fclose(f);
        }
    }
    cli_text_put(&out->output, "", 0);
    cli_text_put(&out->stderr_text, "", 0);
    if (out->output.oom || out->stderr_text.oom) goto oom;
    goto done;
oom:
    cli_error(c, "grade: %s", p8_strerror(P8_ENOMEM));
    status = CLI_FAILURE;
done:
    if (pout[0] >= 0) close(pout[0]);
    if (pout[1] >= 0) close(pout[1]);
    if (perr[0] >= 0) close(perr[0]);
    if (perr[1] >= 0) close(perr[1]);
    if (uses_trace) unlink(trace_path);
    for (i = 0; i < ncmd; i++) free(argv[i]);
    free(argv);
    return status;
}
#endif /* _WIN32 */
