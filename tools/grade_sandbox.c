/* SPDX-License-Identifier: MIT */
/*
 * grade_sandbox.c - `puzzle8 grade --sandbox bwrap`: the arguments of bubblewrap (Debian's
 * bubblewrap, /usr/bin/bwrap) for a student's run. Every namespace bwrap can make (no network:
 * only a loopback of its own; its own processes, IPC and host name), the system read-only (/usr,
 * /etc, /opt and the top-level links or directories /bin, /sbin, /lib...; nothing else of the
 * machine: no home, no /srv, no /run), a new /proc and a minimal /dev, a private /tmp, and the
 * library's own files hidden: the grader's command, libraries and source tree when they are
 * visible, and every installed puzzle8 command, libpuzzle8 library and puzzle8 Python package in
 * the system's directories (a package hidden so that importing it raises ImportError), so that a
 * submission cannot call the reference. --hide PATH hides more.
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#  define _GNU_SOURCE /* dladdr */
#endif
#if defined(__APPLE__) && !defined(_DARWIN_C_SOURCE)
#  define _DARWIN_C_SOURCE
#endif
#include "grade_runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef _WIN32
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__) || defined(__APPLE__)
#  include <dlfcn.h>
#endif

#define HIDDEN_INIT_TEXT "raise ImportError('the puzzle8 package is hidden from a graded program')\n"

#ifdef __linux__ /* bubblewrap is Linux's */
static int add(grade_runner *r, const char *s) {
    char *copy;
    if (r->n_bwrap + 2 > r->cap_bwrap) {
        size_t cap = r->cap_bwrap ? r->cap_bwrap * 2 : 64;
        char **grown = realloc(r->bwrap_args, cap * sizeof *grown);
        if (!grown) return -1;
        r->bwrap_args = grown;
        r->cap_bwrap = cap;
    }
    if (!(copy = malloc(strlen(s) + 1))) return -1;
    strcpy(copy, s);
    r->bwrap_args[r->n_bwrap++] = copy;
    r->bwrap_args[r->n_bwrap] = NULL;
    return 0;
}

static int add2(grade_runner *r, const char *a, const char *b) { return add(r, a) || add(r, b); }
static int add3(grade_runner *r, const char *a, const char *b, const char *c) {
    return add(r, a) || add(r, b) || add(r, c);
}

/* The directories bound read-only (real paths), for "is this path visible in the sandbox". */
typedef struct roots {
    char path[8][PATH_MAX];
    int n;
} roots;

static int visible(const roots *v, const char *path) {
    int i;
    for (i = 0; i < v->n; i++) {
        size_t n = strlen(v->path[i]);
        if (strncmp(path, v->path[i], n) == 0 && (path[n] == '/' || path[n] == '\0')) return 1;
    }
    return 0;
}

/* The system: /usr, /etc, /opt bound read-only; /bin, /sbin, /lib... as the links they are (a
 * merged /usr) or bound. */
static int system_binds(grade_runner *r, roots *v) {
    static const char *const dirs[] = { "/usr", "/etc", "/opt", "/bin", "/sbin", "/lib", "/lib32",
                                        "/lib64", "/libx32" };
    size_t i;
    for (i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        struct stat st;
        char target[PATH_MAX];
        ssize_t n;
        if (lstat(dirs[i], &st) != 0) continue;
        if (S_ISLNK(st.st_mode)) {
            if ((n = readlink(dirs[i], target, sizeof target - 1)) <= 0) continue;
            target[n] = '\0';
            if (add3(r, "--symlink", target, dirs[i])) return -1;
        } else if (S_ISDIR(st.st_mode)) {
            if (add3(r, "--ro-bind", dirs[i], dirs[i])) return -1;
            if (realpath(dirs[i], v->path[v->n]) != NULL) v->n++;
        }
    }
    return 0;
}

/* Hide path (a real path): an empty directory over a directory (with an __init__.py raising
 * ImportError over a Python package), an unreadable file over a file. */
static int hide(grade_runner *r, const char *path, int python_package) {
    struct stat st;
    size_t i;
    char init[PATH_MAX + 16];
    for (i = 0; i + 2 < r->n_bwrap; i++) { /* hidden already */
        char *const *a = r->bwrap_args + i;
        if ((strcmp(a[0], "--tmpfs") == 0 && strcmp(a[1], path) == 0) ||
            (strcmp(a[0], "--ro-bind") == 0 && strcmp(a[1], "/dev/null") == 0 && strcmp(a[2], path) == 0))
            return 0;
    }
    if (stat(path, &st) != 0) return 0;
    if (!S_ISDIR(st.st_mode)) return add3(r, "--ro-bind", "/dev/null", path);
    if (add2(r, "--tmpfs", path)) return -1;
    if (!python_package) return 0;
    if (snprintf(init, sizeof init, "%s/__init__.py", path) >= (int)sizeof init) return 0;
    return add3(r, "--ro-bind", r->hidden_init, init);
}

enum { KIND_BIN, KIND_LIB, KIND_PYTHON };

static int matches(const char *name, int kind) {
    if (kind == KIND_LIB) return strncmp(name, "libpuzzle8", 10) == 0;
    if (strcmp(name, "puzzle8") == 0 || strncmp(name, "puzzle8-", 8) == 0 ||
        strncmp(name, "puzzle8.", 8) == 0)
        return 1;
    return kind == KIND_PYTHON && (strncmp(name, "_puzzle8", 8) == 0 ||
                                   (strncmp(name, "__editable__", 12) == 0 && strstr(name, "puzzle8")));
}

/* Hide the entries of dir that are the library's (kind says which names). */
static int hide_in(grade_runner *r, const roots *v, const char *dir, int kind) {
    DIR *d = opendir(dir);
    struct dirent *e;
    int rc = 0;
    if (!d) return 0;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        char path[PATH_MAX], real[PATH_MAX];
        if (!matches(e->d_name, kind)) continue;
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path) continue;
        if (realpath(path, real) == NULL || !visible(v, real)) continue;
        rc = hide(r, real, kind == KIND_PYTHON && strcmp(e->d_name, "puzzle8") == 0);
    }
    closedir(d);
    return rc;
}

/* dir/prefix* directories, each handed to fn. */
static int each_dir(grade_runner *r, const roots *v, const char *dir, const char *prefix,
                    int (*fn)(grade_runner *, const roots *, const char *)) {
    DIR *d = opendir(dir);
    struct dirent *e;
    int rc = 0;
    if (!d) return 0;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        char path[PATH_MAX];
        struct stat st;
        if (e->d_name[0] == '.' || strncmp(e->d_name, prefix, strlen(prefix)) != 0) continue;
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path) continue;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) rc = fn(r, v, path);
    }
    closedir(d);
    return rc;
}

/* A multiarch directory (/usr/lib/x86_64-linux-gnu). */
static int hide_libs(grade_runner *r, const roots *v, const char *dir) {
    return strstr(strrchr(dir, '/'), "-linux-") ? hide_in(r, v, dir, KIND_LIB) : 0;
}

/* lib/python3.X/{site,dist}-packages of a prefix (python3 matches python3 too, Debian's). */
static int hide_python_lib(grade_runner *r, const roots *v, const char *pydir) {
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s/site-packages", pydir) < (int)sizeof path &&
        hide_in(r, v, path, KIND_PYTHON))
        return -1;
    if (snprintf(path, sizeof path, "%s/dist-packages", pydir) >= (int)sizeof path) return 0;
    return hide_in(r, v, path, KIND_PYTHON);
}

static int hide_python_prefix(grade_runner *r, const roots *v, const char *prefix) {
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s/lib", prefix) < (int)sizeof path &&
        each_dir(r, v, path, "python3", hide_python_lib))
        return -1;
    if (snprintf(path, sizeof path, "%s/lib64", prefix) >= (int)sizeof path) return 0;
    return each_dir(r, v, path, "python3", hide_python_lib);
}

/* Every installed copy of the library in the system's directories. */
static int hide_installed(grade_runner *r, const roots *v) {
    static const char *const bins[] = { "/usr/local/bin", "/usr/local/sbin", "/usr/bin",
                                        "/usr/sbin", "/bin", "/sbin", "/usr/games" };
    static const char *const libs[] = { "/usr/local/lib", "/usr/local/lib64", "/usr/local/lib32",
                                        "/usr/lib", "/usr/lib64", "/usr/lib32", "/lib", "/lib64" };
    static const char *const multiarch[] = { "/usr/lib", "/usr/local/lib", "/lib" };
    static const char *const prefixes[] = { "/usr", "/usr/local" };
    size_t i;
    for (i = 0; i < sizeof bins / sizeof *bins; i++)
        if (hide_in(r, v, bins[i], KIND_BIN)) return -1;
    for (i = 0; i < sizeof libs / sizeof *libs; i++)
        if (hide_in(r, v, libs[i], KIND_LIB)) return -1;
    for (i = 0; i < sizeof multiarch / sizeof *multiarch; i++) /* /usr/lib/x86_64-linux-gnu */
        if (each_dir(r, v, multiarch[i], "", hide_libs)) return -1;
    for (i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (hide_python_prefix(r, v, prefixes[i])) return -1;
    return each_dir(r, v, "/opt", "", hide_python_prefix); /* /opt/conda, /opt/venv */
}

/* The files the grader runs from (its program or the command's library, found from a function
 * of this file, and libpuzzle8), and the source tree around them (a directory holding
 * tools/puzzle8_cli.h, up to 3 levels above). */
static int hide_own(grade_runner *r, const roots *v) {
#if defined(__linux__) || defined(__APPLE__)
    const void *symbols[2];
    size_t i;
    symbols[0] = (const void *)(size_t)&grade_sandbox_prepare; /* the command's object */
    symbols[1] = (const void *)(size_t)&p8_version_string;
    for (i = 0; i < 2; i++) {
        Dl_info info;
        char real[PATH_MAX], dir[PATH_MAX], probe[PATH_MAX + 32];
        int up;
        if (dladdr(symbols[i], &info) == 0 || info.dli_fname == NULL) continue;
        if (realpath(info.dli_fname, real) == NULL) {
            if (strchr(info.dli_fname, '/') != NULL) continue;
#  ifdef __linux__
            if (realpath("/proc/self/exe", real) == NULL) continue; /* the main program */
#  else
            continue;
#  endif
        }
        if (visible(v, real) && hide(r, real, 0)) return -1;
        memcpy(dir, real, sizeof dir);
        for (up = 0; up < 4; up++) {
            char *slash = strrchr(dir, '/');
            if (slash == NULL || slash == dir) break;
            *slash = '\0';
            if (snprintf(probe, sizeof probe, "%s/tools/puzzle8_cli.h", dir) >= (int)sizeof probe)
                continue;
            if (access(probe, F_OK) == 0) {
                if (visible(v, dir) && hide(r, dir, 0)) return -1;
                break;
            }
        }
    }
#else
    (void)r, (void)v;
#endif
    return 0;
}

/* bwrap on PATH (or /usr/bin/bwrap) */
static char *find_bwrap(void) {
    const char *path = getenv("PATH"), *p;
    char buf[PATH_MAX];
    for (p = path ? path : ""; *p;) {
        size_t n = strcspn(p, ":");
        if (n > 0 && p[0] == '/' && n + 7 < sizeof buf) {
            memcpy(buf, p, n);
            memcpy(buf + n, "/bwrap", 7);
            if (access(buf, X_OK) == 0) break;
        }
        p += n + (p[n] == ':');
        buf[0] = '\0';
    }
    if (!path || !*p) snprintf(buf, sizeof buf, "/usr/bin/bwrap");
    if (access(buf, X_OK) != 0) return NULL;
    return realpath(buf, NULL);
}

#endif /* __linux__ */

int grade_sandbox_prepare(grade_runner *r, const grade_isolation *iso) {
#ifndef __linux__
    (void)iso;
    snprintf(r->why, sizeof r->why, "bubblewrap runs on Linux only");
    return -1;
#else
    roots v;
    char size[32], init[PATH_MAX];
    size_t i;
    int fd;
    if ((r->bwrap = find_bwrap()) == NULL) {
        snprintf(r->why, sizeof r->why, "bwrap is not installed (Debian's bubblewrap)");
        return -1;
    }
    if (snprintf(init, sizeof init, "%s/hidden_init.py", r->base) >= (int)sizeof init) {
        snprintf(r->why, sizeof r->why, "the path of the private directories is too long");
        return -1;
    }
    fd = open(init, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0 || write(fd, HIDDEN_INIT_TEXT, strlen(HIDDEN_INIT_TEXT)) < 0 || close(fd) != 0 ||
        !(r->hidden_init = malloc(strlen(init) + 1))) {
        snprintf(r->why, sizeof r->why, "cannot write %.150s: %s", init, strerror(errno));
        return -1;
    }
    strcpy(r->hidden_init, init);
    v.n = 0;
    if (add(r, r->bwrap) ||
        add3(r, "--unshare-all", "--die-with-parent", "--new-session") ||
        add2(r, "--cap-drop", "ALL") || system_binds(r, &v) ||
        add2(r, "--proc", "/proc") || add2(r, "--dev", "/dev") ||
        hide_own(r, &v) || hide_installed(r, &v))
        goto oom;
    for (i = 0; i < iso->n_hide; i++) {
        char real[PATH_MAX];
        if (realpath(iso->hide[i], real) == NULL) {
            snprintf(r->why, sizeof r->why, "--hide %.150s: %s", iso->hide[i], strerror(errno));
            return -1;
        }
        if (hide(r, real, 0)) goto oom;
    }
    if (r->file_bytes != RLIM_INFINITY) { /* the private /tmp: at most the file size limit */
        snprintf(size, sizeof size, "%llu", (unsigned long long)r->file_bytes);
        if (add2(r, "--size", size)) goto oom;
    }
    if (add2(r, "--tmpfs", "/tmp")) goto oom;
    return 0;
oom:
    snprintf(r->why, sizeof r->why, "%s", p8_strerror(P8_ENOMEM));
    return -1;
#endif
}

void grade_sandbox_drop_size(grade_runner *r) {
    size_t i;
    for (i = 0; i + 1 < r->n_bwrap; i++) {
        if (strcmp(r->bwrap_args[i], "--size") != 0) continue;
        free(r->bwrap_args[i]);
        free(r->bwrap_args[i + 1]);
        memmove(r->bwrap_args + i, r->bwrap_args + i + 2, (r->n_bwrap - i - 1) * sizeof *r->bwrap_args);
        r->n_bwrap -= 2;
        return;
    }
}

char **grade_sandbox_argv(const grade_runner *r, char *const *cmd, int uses_trace) {
    size_t n = 0, k, ncmd = 0;
    char **argv;
    while (cmd[ncmd]) ncmd++;
    if (!(argv = malloc((r->n_bwrap + 10 + ncmd + 1) * sizeof *argv))) return NULL;
    for (k = 0; k < r->n_bwrap; k++) argv[n++] = r->bwrap_args[k];
    argv[n++] = (char *)"--bind";
    argv[n++] = r->work;
    argv[n++] = r->work;
    if (uses_trace) {
        argv[n++] = (char *)"--bind";
        argv[n++] = r->trace;
        argv[n++] = r->trace;
    }
    argv[n++] = (char *)"--chdir";
    argv[n++] = r->work;
    argv[n++] = (char *)"--";
    for (k = 0; k < ncmd; k++) argv[n++] = cmd[k];
    argv[n] = NULL;
    return argv;
}
#else
typedef int grade_sandbox_windows; /* Windows runs no program (grade_run.c) */
#endif /* !_WIN32 */
