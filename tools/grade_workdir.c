/* SPDX-License-Identifier: MIT */
/*
 * grade_workdir.c - each run's private working directory for `puzzle8 grade`: a directory of
 * the grader's (under $TMPDIR or /tmp, mode 0711 when the programs run as another user, so that
 * they can reach but not list or change it) holds `work`, the fresh working directory of one
 * run, owned by the programs' user, with the files of --submission copied in (regular files,
 * directories and symbolic links as links, never followed: a link to /etc/shadow stays a link
 * that the program cannot read), and `trace`, the {trace} file, which the program can write
 * but not replace. After the run both are removed, whatever the program left there, nothing
 * followed.
 */
#include "grade_runner.h"

#ifndef _WIN32
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define COPY_DEPTH 32   /* directories of a submission deeper than this are left out */
#define RM_DEPTH 16     /* deeper directories are moved up before they are removed */

static char *path_in(const char *dir, const char *name) {
    char *s = malloc(strlen(dir) + strlen(name) + 2);
    if (s) sprintf(s, "%s/%s", dir, name);
    return s;
}

/* Can uid (group gid) search every directory above path? */
static int reachable(const char *path, uid_t uid, gid_t gid) {
    char dir[PATH_MAX];
    char *slash;
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) return 0;
    while ((slash = strrchr(dir, '/')) != NULL) {
        struct stat st;
        if (slash == dir) slash[1] = '\0';
        else *slash = '\0';
        if (stat(dir, &st) != 0) return 0;
        if (!((st.st_mode & S_IXOTH) || (st.st_uid == uid && (st.st_mode & S_IXUSR)) ||
              (st.st_gid == gid && (st.st_mode & S_IXGRP))))
            return 0;
        if (slash == dir) break;
    }
    return 1;
}

int grade_workdir_base(cli_ctx *c, grade_runner *r) {
    char q[CLI_QUOTED_PATH];
    const char *tmp = getenv("TMPDIR");
    size_t n;
    if (!tmp || tmp[0] != '/') tmp = "/tmp";
    n = strlen(tmp);
    while (n > 1 && tmp[n - 1] == '/') n--;
    if (!(r->base = malloc(n + 32))) goto oom;
    sprintf(r->base, "%.*s/puzzle8-grade-XXXXXX", (int)n, tmp);
    if (mkdtemp(r->base) == NULL) {
        cli_error(c, "grade: cannot make the private directories in %s: %s",
                  cli_quote(tmp, q, sizeof q), strerror(errno));
        free(r->base);
        r->base = NULL;
        return CLI_FAILURE;
    }
    if (chmod(r->base, r->switch_user ? 0711 : 0700) != 0 ||
        (r->base_fd = open(r->base, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
        cli_error(c, "grade: cannot use %s: %s", cli_quote(r->base, q, sizeof q), strerror(errno));
        return CLI_FAILURE;
    }
    if (!(r->work = path_in(r->base, "work")) || !(r->trace = path_in(r->base, "trace"))) goto oom;
    if (r->switch_user && !reachable(r->base, r->uid, r->gid)) {
        cli_error(c, "grade: the user %s cannot reach the private directories in %s: set TMPDIR "
                  "to a directory every user can search (e.g. /tmp)", r->user_name,
                  cli_quote(tmp, q, sizeof q));
        return CLI_FAILURE;
    }
    return CLI_OK;
oom:
    cli_error(c, "grade: %s", p8_strerror(P8_ENOMEM));
    return CLI_FAILURE;
}

static int give(const grade_runner *r, int fd) {
    return r->switch_user ? fchown(fd, r->uid, r->gid) : 0;
}

static int copy_file(const grade_runner *r, int sfd, int dfd, const char *name, mode_t mode) {
    char buf[16384];
    ssize_t n = 0;
    struct stat st;
    int rc = -1, in, out;
    if ((in = openat(sfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)) < 0) return -1;
    if (fstat(in, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(in);
        errno = EINVAL;
        return -1;
    }
    out = openat(dfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (out >= 0) {
        while ((n = read(in, buf, sizeof buf)) > 0)
            if (write(out, buf, (size_t)n) != n) break;
        if (n == 0 && give(r, out) == 0 && fchmod(out, (mode & 0777) | S_IRUSR) == 0) rc = 0;
        if (close(out) != 0) rc = -1;
    }
    close(in);
    return rc;
}

/* Copy the entries of directory sfd into dfd; -1 with errno and the entry's name in bad. */
static int copy_tree(const grade_runner *r, int sfd, int dfd, int depth, char *bad, size_t cap) {
    int dup_fd = fcntl(sfd, F_DUPFD_CLOEXEC, 0), rc = 0;
    DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
    struct dirent *e;
    if (!d) {
        if (dup_fd >= 0) close(dup_fd);
        return -1;
    }
    while (rc == 0 && (e = readdir(d)) != NULL) {
        const char *name = e->d_name;
        struct stat st;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
        snprintf(bad, cap, "%s", name);
        if (fstatat(sfd, name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
            rc = -1;
        } else if (S_ISREG(st.st_mode)) {
            rc = copy_file(r, sfd, dfd, name, st.st_mode);
        } else if (S_ISLNK(st.st_mode)) {
            char target[PATH_MAX];
            ssize_t n = readlinkat(sfd, name, target, sizeof target - 1);
            if (n < 0) rc = -1;
            else {
                target[n] = '\0';
                rc = symlinkat(target, dfd, name);
                if (rc == 0 && r->switch_user)
                    rc = fchownat(dfd, name, r->uid, r->gid, AT_SYMLINK_NOFOLLOW);
            }
        } else if (S_ISDIR(st.st_mode) && depth < COPY_DEPTH) {
            int s2, d2;
            if (mkdirat(dfd, name, 0700) != 0) {
                rc = -1;
            } else if ((s2 = openat(sfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
                rc = -1;
            } else {
                if ((d2 = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
                    rc = -1;
                } else {
                    size_t len = strlen(bad);
                    if (cap > len + 1) bad[len] = '/';
                    rc = copy_tree(r, s2, d2, depth + 1, bad + len + 1, cap > len + 1 ? cap - len - 1 : 0);
                    if (rc == 0 && (give(r, d2) != 0 || fchmod(d2, (st.st_mode & 0777) | S_IRWXU) != 0))
                        rc = -1;
                    close(d2);
                }
                close(s2);
            }
        } /* FIFOs, devices, sockets and deeper directories are left out */
    }
    closedir(d);
    return rc;
}

int grade_workdir_fresh(cli_ctx *c, grade_runner *r, const char *submission, int uses_trace) {
    char q[CLI_QUOTED_PATH], bad[PATH_MAX] = "";
    int wfd = -1, sfd = -1, fd;
    grade_workdir_clear(r);
    if (mkdirat(r->base_fd, "work", 0700) != 0 ||
        (wfd = openat(r->base_fd, "work", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0 ||
        give(r, wfd) != 0) {
        cli_error(c, "grade: cannot make the private directory %s: %s",
                  cli_quote(r->work, q, sizeof q), strerror(errno));
        if (wfd >= 0) close(wfd);
        return CLI_FAILURE;
    }
    if (submission) {
        if ((sfd = open(submission, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0 ||
            copy_tree(r, sfd, wfd, 0, bad, sizeof bad) != 0) {
            char what[PATH_MAX + 8];
            int err = errno;
            if (snprintf(what, sizeof what, "%s%s%s", submission, bad[0] ? "/" : "", bad) < 0)
                what[0] = '\0';
            cli_error(c, "grade: --submission: cannot copy %s: %s", cli_quote(what, q, sizeof q),
                      err == EINVAL ? "not a regular file" : strerror(err));
            if (sfd >= 0) close(sfd);
            close(wfd);
            return CLI_FAILURE;
        }
        close(sfd);
    }
    close(wfd);
    if (uses_trace) {
        fd = openat(r->base_fd, "trace", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0 || give(r, fd) != 0) {
            cli_error(c, "grade: cannot make the {trace} file %s: %s",
                      cli_quote(r->trace, q, sizeof q), strerror(errno));
            if (fd >= 0) close(fd);
            return CLI_FAILURE;
        }
        close(fd);
    }
    return CLI_OK;
}

/* Remove what directory fd holds (depth levels below top). A directory deeper than RM_DEPTH is
 * moved up into top instead (a program may nest directories thousands deep): 1 if one was. */
static int empty_dir(int fd, int top, int depth, unsigned *moved) {
    int dup_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0), again = 0;
    DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
    struct dirent *e;
    if (!d) {
        if (dup_fd >= 0) close(dup_fd);
        return 0;
    }
    while ((e = readdir(d)) != NULL) {
        const char *name = e->d_name;
        int sub;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
        if (unlinkat(fd, name, 0) == 0 || (errno != EISDIR && errno != EPERM)) continue;
        if (depth >= RM_DEPTH) {
            char up[48];
            snprintf(up, sizeof up, ".puzzle8-deep-%u", (*moved)++);
            if (renameat(fd, name, top, up) == 0) again = 1;
            continue;
        }
        sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0 && errno == EACCES && fchmodat(fd, name, 0700, 0) == 0) /* its own mode 000 */
            sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub >= 0) {
            again |= empty_dir(sub, top, depth + 1, moved);
            close(sub);
        }
        unlinkat(fd, name, AT_REMOVEDIR);
    }
    closedir(d);
    return again;
}

/* Remove the entry name of the directory of the private directories, whatever it is now. */
static void remove_entry(grade_runner *r, const char *name) {
    unsigned moved = 0, passes = 0;
    int fd;
    if (unlinkat(r->base_fd, name, 0) == 0 || (errno != EISDIR && errno != EPERM)) return;
    fd = openat(r->base_fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0 && errno == EACCES && fchmodat(r->base_fd, name, 0700, 0) == 0)
        fd = openat(r->base_fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) {
        while (empty_dir(fd, fd, 0, &moved) && ++passes < 10000) {
        }
        close(fd);
    }
    unlinkat(r->base_fd, name, AT_REMOVEDIR);
}

void grade_workdir_clear(grade_runner *r) {
    if (r->base_fd < 0) return;
    remove_entry(r, "trace");
    remove_entry(r, "work");
}

void grade_workdir_free(grade_runner *r) {
    if (r->base_fd >= 0) {
        grade_workdir_clear(r);
        if (r->hidden_init) unlinkat(r->base_fd, "hidden_init.py", 0);
        close(r->base_fd);
        r->base_fd = -1;
    }
    if (r->base) rmdir(r->base);
    free(r->base);
    free(r->work);
    free(r->trace);
    r->base = r->work = r->trace = NULL;
}
#else
typedef int grade_workdir_windows; /* Windows runs no program (grade_run.c) */
#endif /* !_WIN32 */
