/* SPDX-License-Identifier: MIT */
/*
 * grade_results_file.c - where `puzzle8 grade --output FILE` writes its report. The file's
 * directory is opened before the first run (and a file made and removed in it, so that a path
 * that cannot work is a usage error at once); after the last run, when no process of a
 * submission is left, the report is written to a new temporary file in that directory and
 * renamed over the path. Whatever a submission put at the path meanwhile (a FIFO, a directory,
 * a symbolic link to another file) is never opened or followed: rename replaces the name. When
 * the report cannot be put there (a directory took the path, or the directory itself was
 * removed: "beside it" is then nowhere), the message says why and the report goes to the
 * standard output instead, so that it is never lost. A path that names a device, FIFO or socket
 * when grading starts (/dev/stdout) is the instructor's stream: written as it is.
 */
#include "grade_runner.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
int grade_results_write(cli_ctx *c, grade_isolation *iso, const char *data, size_t len) {
    (void)iso;
    cli_write(c, data, len);
    return CLI_OK;
}
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static void results_init(grade_results_file *f, const char *path) {
    memset(f, 0, sizeof *f);
    f->dir_fd = -1;
    f->path = path;
}

/* A new file in the results file's directory, named after it: its descriptor, its name in tmp. */
static int make_temp(const grade_results_file *f, char *tmp, size_t cap) {
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    unsigned long seed = (unsigned long)time(NULL) ^ ((unsigned long)getpid() << 12) ^
                         (unsigned long)(size_t)tmp;
    int tries, fd = -1;
    for (tries = 0; tries < 100 && fd < 0; tries++) {
        char suffix[8];
        int k;
        for (k = 0; k < 6; k++) {
            seed = seed * 1103515245u + 12345u;
            suffix[k] = digits[(seed >> 16) % 36];
        }
        suffix[6] = '\0';
        snprintf(tmp, cap, ".%.150s.%s.tmp", f->name, suffix);
        fd = openat(f->dir_fd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) break;
    }
    return fd;
}

int grade_results_pin(cli_ctx *c, grade_results_file *f, const char *path) {
    char q[CLI_QUOTED_PATH], tmp[200];
    const char *slash;
    char *dir;
    struct stat st;
    int fd;
    results_init(f, path);
    if (path == NULL || strcmp(path, "-") == 0) {
        f->to_stdout = 1;
        return CLI_OK;
    }
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode)) {
            cli_error(c, "--output: cannot create %s: it is a directory", cli_quote(path, q, sizeof q));
            return CLI_USAGE;
        }
        f->stream = 1; /* /dev/stdout, a FIFO the instructor reads */
        return CLI_OK;
    }
    slash = strrchr(path, '/');
    if (!(dir = malloc(slash ? (size_t)(slash - path) + 2 : 2)) ||
        !(f->name = malloc(strlen(slash ? slash + 1 : path) + 1))) {
        free(dir);
        cli_error(c, "grade: %s", p8_strerror(P8_ENOMEM));
        return CLI_FAILURE;
    }
    if (slash == path) strcpy(dir, "/");
    else if (slash) sprintf(dir, "%.*s", (int)(slash - path), path);
    else strcpy(dir, ".");
    strcpy(f->name, slash ? slash + 1 : path);
    f->dir_fd = f->name[0] ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
    if (f->dir_fd < 0 || (fd = make_temp(f, tmp, sizeof tmp)) < 0) {
        int err = f->name[0] ? errno : EISDIR;
        free(dir);
        cli_error(c, "--output: cannot create %s: %s", cli_quote(path, q, sizeof q), strerror(err));
        return CLI_USAGE;
    }
    free(dir);
    close(fd);
    unlinkat(f->dir_fd, tmp, 0);
    return CLI_OK;
}

void grade_results_free(grade_results_file *f) {
    if (f->dir_fd >= 0) close(f->dir_fd);
    free(f->name);
    f->dir_fd = -1;
    f->name = NULL;
}

static int write_all(int fd, const char *data, size_t len) {
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        data += n;
        len -= (size_t)n;
    }
    return 0;
}

int grade_results_write(cli_ctx *c, grade_isolation *iso, const char *data, size_t len) {
    grade_results_file *f = &iso->runner->results;
    char q[CLI_QUOTED_PATH], tmp[200];
    const char *why;
    int fd, err;
    if (f->to_stdout) {
        cli_write(c, data, len);
        return CLI_OK;
    }
    if (f->stream) { /* the instructor's device or FIFO */
        cli_file out;
        int status = cli_file_open(c, &out, "--output", f->path);
        if (status != CLI_OK) return status;
        cli_file_write(data, len, &out);
        return cli_file_close(&out, CLI_OK);
    }
    if ((fd = make_temp(f, tmp, sizeof tmp)) >= 0) {
        if (write_all(fd, data, len) == 0 && fsync(fd) == 0 && close(fd) == 0) {
            if (renameat(f->dir_fd, tmp, f->dir_fd, f->name) == 0) return CLI_OK;
        } else {
            err = errno;
            close(fd);
            errno = err;
        }
        err = errno;
        unlinkat(f->dir_fd, tmp, 0);
        errno = err;
    }
    err = errno;
    why = err == ENOENT ? "its directory was removed while grading"
        : err == EISDIR || err == ENOTEMPTY || err == EEXIST ? "a directory took its place while grading"
        : strerror(err);
    cli_error(c, "--output: cannot write %s: %s; the report follows on the standard output",
              cli_quote(f->path, q, sizeof q), why);
    cli_write(c, data, len);
    return CLI_FAILURE;
}
#endif /* _WIN32 */
