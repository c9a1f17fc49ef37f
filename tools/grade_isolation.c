/* SPDX-License-Identifier: MIT */
/*
 * grade_isolation.c - the isolation options of `puzzle8 grade` (--submission, --env, --sandbox,
 * --hide, --user, --allow-root and the per-process limits) with their table, and
 * grade_isolation_prepare: the user the programs run as (an unprivileged one when the grader is
 * root), the limits as setrlimit takes them, the minimal environment, the directory of the
 * private directories, the results file's directory, and the sandbox (bubblewrap where a probe
 * run of it works). docs/grading.md, "Isolation", says what each layer stops and what it does not.
 */
#include "grade_runner.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#  include <pwd.h>
#  include <sys/stat.h>
#  include <unistd.h>
#endif

void grade_isolation_init(grade_isolation *iso) {
    memset(iso, 0, sizeof *iso);
    iso->sandbox = GRADE_SANDBOX_AUTO;
    iso->cpu_ms = iso->memory_bytes = iso->processes = GRADE_LIMIT_DEFAULT;
    iso->file_bytes = iso->open_files = GRADE_LIMIT_DEFAULT;
}

const cli_opt grade_isolation_options[] = {
    { .text = "Each run is isolated (docs/grading.md, \"Isolation\"): a fresh private working "
              "directory (also its HOME and TMPDIR), descriptors 0-2 only, the environment PATH, "
              "HOME, LANG and TMPDIR, limits on each process, every process it starts ended with "
              "its board, and, as root, an unprivileged user." },
    { .name = "--submission", .arg = "DIR", .help = "copy DIR's files into each run's private directory" },
    { .name = "--env", .arg = "NAME=VALUE", .repeat = 1, .help = "add a variable to the programs' environment" },
    { .name = "--sandbox", .arg = "S",
      .help = "auto, bwrap or none (default auto: bubblewrap where it works): no network, a "
              "read-only system, a private /tmp, and the library's own command, libraries and "
              "Python package hidden" },
    { .name = "--hide", .arg = "PATH", .repeat = 1, .help = "hide PATH from the programs too (bwrap)" },
    { .name = "--user", .arg = "NAME", .help = "as root, run the programs as NAME (default nobody)" },
    { .name = "--allow-root", .help = "as root, let them run as root (without --user: as root)" },
    { .name = "--cpu-limit", .arg = "MS", .help = "CPU time of each process (default: the time limit + 1000)" },
    { .name = "--memory-limit", .arg = "BYTES", .help = "address space of each process (default 4 GiB)" },
    { .name = "--process-limit", .arg = "N",
      .help = "processes and threads beyond those its user has (default 128)" },
    { .name = "--file-size-limit", .arg = "BYTES",
      .help = "the largest file a program writes (default: one byte more than the output limit)" },
    { .name = "--open-files-limit", .arg = "N", .help = "open files of each process (default 256)" },
    { .text = "A limit of none lifts it." },
    { .name = NULL },
};

/* A limit's value: a number from 1 up to max, or "none". */
static int limit_value(cli_ctx *c, const char *name, const char *v, uint64_t max, uint64_t *out) {
    if (strcmp(v, "none") == 0) {
        *out = GRADE_LIMIT_NONE;
        return CLI_OK;
    }
    if (cli_parse_u64(c, name, v, max, out) != CLI_OK) return CLI_USAGE;
    if (*out == 0) {
        cli_error(c, "bad %s value 0: a limit takes a number from 1, or none", name);
        return CLI_USAGE;
    }
    return CLI_OK;
}

static int push(grade_isolation *iso, const cli_args *a, const char ***list, size_t *n,
                const char *v) {
    if (iso->cap == 0) { /* room for every argument: the lists never grow again */
        iso->cap = (size_t)a->argc + 1;
        iso->env = calloc(iso->cap, sizeof *iso->env);
        iso->hide = calloc(iso->cap, sizeof *iso->hide);
        if (!iso->env || !iso->hide) {
            cli_error(a->c, "grade: %s", p8_strerror(P8_ENOMEM));
            return CLI_FAILURE;
        }
    }
    (*list)[(*n)++] = v;
    return CLI_OK;
}

int grade_isolation_option(grade_isolation *iso, cli_args *a, const cli_item *it) {
    static const char *const limits[] = { "--cpu-limit", "--memory-limit", "--process-limit",
                                          "--file-size-limit", "--open-files-limit" };
    uint64_t *const values[] = { &iso->cpu_ms, &iso->memory_bytes, &iso->processes,
                                 &iso->file_bytes, &iso->open_files };
    static const uint64_t max[] = { 86400000, (uint64_t)1 << 50, 1000000, (uint64_t)1 << 50,
                                    1000000 };
    cli_ctx *c = a->c;
    char q[CLI_QUOTED_PATH];
    const char *v = it->value;
    size_t i;
    if (strcmp(it->name, "--allow-root") == 0) {
        iso->allow_root = 1;
        return CLI_OK;
    }
    for (i = 0; i < sizeof limits / sizeof *limits; i++)
        if (strcmp(it->name, limits[i]) == 0) break;
    if (i == sizeof limits / sizeof *limits && strcmp(it->name, "--submission") &&
        strcmp(it->name, "--env") && strcmp(it->name, "--sandbox") && strcmp(it->name, "--hide") &&
        strcmp(it->name, "--user"))
        return CLI_RUN_NOT_MINE;
    if (i < sizeof limits / sizeof *limits) return limit_value(c, it->name, v, max[i], values[i]);
    if (strcmp(it->name, "--submission") == 0) {
        iso->submission = v;
    } else if (strcmp(it->name, "--user") == 0) {
        iso->user = v;
    } else if (strcmp(it->name, "--sandbox") == 0) {
        if (strcmp(v, "auto") == 0) iso->sandbox = GRADE_SANDBOX_AUTO;
        else if (strcmp(v, "bwrap") == 0) iso->sandbox = GRADE_SANDBOX_BWRAP;
        else if (strcmp(v, "none") == 0) iso->sandbox = GRADE_SANDBOX_NONE;
        else {
            cli_error(c, "grade: --sandbox %s: expected auto, bwrap or none", cli_quote(v, q, sizeof q));
            return CLI_USAGE;
        }
    } else if (strcmp(it->name, "--env") == 0) {
        const char *eq = strchr(v, '=');
        size_t k, n = eq ? (size_t)(eq - v) : 0;
        for (k = 0; k < n && (v[k] == '_' || (v[k] >= 'A' && v[k] <= 'Z') ||
                              (v[k] >= 'a' && v[k] <= 'z') || (k > 0 && v[k] >= '0' && v[k] <= '9'));
             k++) {
        }
        if (n == 0 || k < n) {
            cli_error(c, "grade: --env %s: expected NAME=VALUE (NAME of letters, digits and _, "
                      "not starting with a digit)", cli_quote(v, q, sizeof q));
            return CLI_USAGE;
        }
        return push(iso, a, &iso->env, &iso->n_env, v);
    } else {
        if (v[0] != '/') {
            cli_error(c, "grade: --hide %s: expected an absolute path", cli_quote(v, q, sizeof q));
            return CLI_USAGE;
        }
        return push(iso, a, &iso->hide, &iso->n_hide, v);
    }
    return CLI_OK;
}

#ifdef _WIN32
/* Windows: grade_run refuses to run a program; the report goes where it is asked (fopen). */
int grade_isolation_prepare(cli_ctx *c, grade_isolation *iso, uint64_t time_ms,
                            size_t output_bytes, const char *output) {
    (void)c, (void)iso, (void)time_ms, (void)output_bytes, (void)output;
    return CLI_OK;
}

const char *grade_isolation_sandbox(const grade_isolation *iso) {
    (void)iso;
    return "none";
}

void grade_isolation_free(grade_isolation *iso) {
    free(iso->env);
    free(iso->hide);
    iso->env = iso->hide = NULL;
}
#else
static int oom(cli_ctx *c) {
    cli_error(c, "grade: %s", p8_strerror(P8_ENOMEM));
    return CLI_FAILURE;
}

/* The user the programs run as: as root, --user (default nobody; root itself only with
 * --allow-root, which without --user keeps root); otherwise the grader's own. */
static int resolve_user(cli_ctx *c, const grade_isolation *iso, grade_runner *r) {
    char q[CLI_QUOTED_PATH], buf[4096];
    struct passwd pw, *found = NULL;
    uid_t me = geteuid();
    const char *name = iso->user;
    int rc;
    if (me == 0 && name == NULL && !iso->allow_root) name = "nobody";
    if (name == NULL) {
        snprintf(r->user_name, sizeof r->user_name, "%s", me == 0 ? "root" : "the grader's user");
        return CLI_OK;
    }
    rc = getpwnam_r(name, &pw, buf, sizeof buf, &found);
    if (found == NULL) {
        if (iso->user == NULL)
            cli_error(c, "grade: the user \"nobody\" does not exist here: give --user NAME (an "
                      "unprivileged user to run the programs as), or --allow-root");
        else
            cli_error(c, "grade: --user %s: %s", cli_quote(name, q, sizeof q),
                      rc ? strerror(rc) : "no such user");
        return CLI_USAGE;
    }
    snprintf(r->user_name, sizeof r->user_name, "%s", name);
    if (me != 0) {
        if (pw.pw_uid != me) {
            cli_error(c, "grade: --user %s: only a grader running as root can run the programs "
                      "as another user", cli_quote(name, q, sizeof q));
            return CLI_USAGE;
        }
        return CLI_OK;
    }
    if (pw.pw_uid == 0 && !iso->allow_root) {
        cli_error(c, "grade: --user %s is root: the programs would run as root; give "
                  "--allow-root to allow it", cli_quote(name, q, sizeof q));
        return CLI_USAGE;
    }
    if (pw.pw_uid == 0) return CLI_OK;
    r->switch_user = 1;
    r->uid = pw.pw_uid;
    r->gid = pw.pw_gid;
    return CLI_OK;
}

static rlim_t rlim_of(uint64_t v, uint64_t dflt) {
    if (v == GRADE_LIMIT_DEFAULT) v = dflt;
    if (v == GRADE_LIMIT_NONE || v >= (uint64_t)RLIM_INFINITY) return RLIM_INFINITY;
    return (rlim_t)v;
}

static char *joined(const char *name, const char *value) {
    size_t n = strlen(name), m = strlen(value);
    char *s = malloc(n + m + 2);
    if (s) {
        memcpy(s, name, n);
        s[n] = '=';
        memcpy(s + n + 1, value, m + 1);
    }
    return s;
}

/* PATH (the grader's, or a standard one), HOME and TMPDIR (the private directory), LANG (the
 * grader's, or C.UTF-8), then each --env: a name given again replaces the earlier value. */
static int make_env(cli_ctx *c, const grade_isolation *iso, grade_runner *r) {
    const char *path = getenv("PATH"), *lang = getenv("LANG");
    size_t n = 0, i, k;
    if (!(r->envp = calloc(iso->n_env + 5, sizeof *r->envp))) return oom(c);
    if (!(r->envp[n++] = joined("PATH", path && *path ? path : "/usr/local/bin:/usr/bin:/bin")) ||
        !(r->envp[n++] = joined("HOME", r->work)) ||
        !(r->envp[n++] = joined("LANG", lang && *lang ? lang : "C.UTF-8")) ||
        !(r->envp[n++] = joined("TMPDIR", r->work)))
        return oom(c);
    for (i = 0; i < iso->n_env; i++) {
        size_t len = (size_t)(strchr(iso->env[i], '=') - iso->env[i]) + 1;
        char *s = malloc(strlen(iso->env[i]) + 1);
        if (!s) return oom(c);
        strcpy(s, iso->env[i]);
        for (k = 0; k < n && strncmp(r->envp[k], s, len) != 0; k++) {
        }
        if (k < n) free(r->envp[k]);
        r->envp[k] = s;
        if (k == n) n++;
    }
    for (k = 0; k < n; k++)
        if (strncmp(r->envp[k], "PATH=", 5) == 0) r->path = r->envp[k] + 5;
    return CLI_OK;
}

/* Run `true` in the sandbox once: 0 if it works, else -1 with why (*status: CLI_OK, or the
 * failure of a grader that cannot run anything, its message printed). */
static int probe(cli_ctx *c, grade_isolation *iso, int *status) {
    char *cmd[] = { (char *)"true", NULL }, err[512];
    grade_limits lim;
    grade_outcome out;
    grade_runner *r = iso->runner;
    lim.time_ms = 10000;
    lim.output_bytes = 4096;
    lim.iso = iso;
    *status = CLI_OK;
    r->why[0] = '\0';
    if (grade_run_quiet(c, cmd, 1, "", "", &lim, &out, err, sizeof err) != CLI_OK) {
        if (!err[0]) return *status = CLI_FAILURE, -1; /* said already */
        snprintf(r->why, sizeof r->why, "bwrap does not work here: %.150s", err);
        return -1;
    }
    if (out.stopped || out.signal || out.exit_status != 0) {
        const char *e = out.stderr_text.s ? out.stderr_text.s : "";
        size_t len = strcspn(e, "\n");
        if (len == 0)
            snprintf(r->why, sizeof r->why, "bwrap does not work here (%s %d)",
                     out.signal ? "signal" : "exit status", out.signal ? out.signal : out.exit_status);
        else
            snprintf(r->why, sizeof r->why, "bwrap does not work here: %.*s", (int)(len > 150 ? 150 : len), e);
    }
    cli_text_free(&out.output);
    cli_text_free(&out.stderr_text);
    return r->why[0] ? -1 : 0;
}

static int choose_sandbox(cli_ctx *c, grade_isolation *iso) {
    grade_runner *r = iso->runner;
    int status = CLI_OK;
    r->sandbox = GRADE_SANDBOX_NONE;
    if (iso->sandbox == GRADE_SANDBOX_NONE) {
        if (iso->n_hide > 0) {
            cli_error(c, "grade: --hide needs the bwrap sandbox, not --sandbox none");
            return CLI_USAGE;
        }
        snprintf(r->name, sizeof r->name, "none");
        return CLI_OK;
    }
    if (grade_sandbox_prepare(r, iso) == 0) {
        int works;
        r->sandbox = GRADE_SANDBOX_BWRAP;
        works = probe(c, iso, &status) == 0;
        if (!works && status == CLI_OK && strstr(r->why, "--size")) { /* bwrap before 0.7 */
            grade_sandbox_drop_size(r);
            r->why[0] = '\0';
            works = probe(c, iso, &status) == 0;
        }
        if (works) {
            snprintf(r->name, sizeof r->name, "bwrap");
            return CLI_OK;
        }
        r->sandbox = GRADE_SANDBOX_NONE;
        if (status != CLI_OK) return status;
    }
    if (iso->sandbox == GRADE_SANDBOX_BWRAP || iso->n_hide > 0) {
        cli_error(c, "grade: %s: %s", iso->n_hide > 0 ? "--hide needs the bwrap sandbox" :
                  "--sandbox bwrap", r->why);
        return CLI_FAILURE;
    }
    snprintf(r->name, sizeof r->name, "none (%s)", r->why);
    return CLI_OK;
}

int grade_isolation_prepare(cli_ctx *c, grade_isolation *iso, uint64_t time_ms,
                            size_t output_bytes, const char *output) {
    char q[CLI_QUOTED_PATH];
    struct stat st;
    grade_runner *r = calloc(1, sizeof *r);
    int status;
    if (!r) return oom(c);
    iso->runner = r;
    r->base_fd = r->results.dir_fd = -1;
    if (iso->submission && (stat(iso->submission, &st) != 0 || !S_ISDIR(st.st_mode))) {
        cli_error(c, "grade: --submission %s: %s", cli_quote(iso->submission, q, sizeof q),
                  errno == ENOENT ? "no such directory" : "not a directory");
        return CLI_USAGE;
    }
    if ((status = grade_results_pin(c, &r->results, output)) != CLI_OK) return status;
    if ((status = resolve_user(c, iso, r)) != CLI_OK) return status;
    r->cpu_s = rlim_of(iso->cpu_ms == GRADE_LIMIT_DEFAULT || iso->cpu_ms == GRADE_LIMIT_NONE
                           ? iso->cpu_ms : (iso->cpu_ms + 999) / 1000,
                       (time_ms + 1000 + 999) / 1000);
    r->memory = rlim_of(iso->memory_bytes, (uint64_t)4 << 30);
    r->processes = rlim_of(iso->processes, 128);
    r->processes_given = iso->processes != GRADE_LIMIT_DEFAULT;
    r->file_bytes = rlim_of(iso->file_bytes, (uint64_t)output_bytes + 1);
    r->open_files = rlim_of(iso->open_files, 256);
    if ((status = grade_workdir_base(c, r)) != CLI_OK) return status;
    if ((status = make_env(c, iso, r)) != CLI_OK) return status;
    return choose_sandbox(c, iso);
}

const char *grade_isolation_sandbox(const grade_isolation *iso) {
    return iso->runner ? iso->runner->name : "none";
}

void grade_isolation_free(grade_isolation *iso) {
    grade_runner *r = iso->runner;
    size_t i;
    if (r) {
        grade_workdir_free(r);
        grade_results_free(&r->results);
        for (i = 0; r->envp && r->envp[i]; i++) free(r->envp[i]);
        free(r->envp);
        for (i = 0; i < r->n_bwrap; i++) free(r->bwrap_args[i]);
        free(r->bwrap_args);
        free(r->bwrap);
        free(r->hidden_init);
        free(r);
    }
    free(iso->env);
    free(iso->hide);
    iso->env = iso->hide = NULL;
    iso->runner = NULL;
}
#endif /* _WIN32 */
