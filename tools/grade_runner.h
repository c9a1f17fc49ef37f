/* SPDX-License-Identifier: MIT */
/*
 * grade_runner.h - what the files that run a student's program for `puzzle8 grade` share
 * (POSIX only; cli.h has the contract with the judge): the runner grade_isolation_prepare makes
 * once for a grading (the user, the limits as setrlimit takes them, the environment, the
 * directory of the private directories, bubblewrap's arguments, the results file's directory),
 * and the functions of grade_workdir.c, grade_sandbox.c, grade_supervisor.c and
 * grade_results_file.c.
 */
#ifndef P8_GRADE_RUNNER_H
#define P8_GRADE_RUNNER_H

#include "cli.h"

#ifndef _WIN32
#include <sys/resource.h>
#include <sys/types.h>

/* The results file (grade_results_file.c): "-" or a path pinned at the start. */
typedef struct grade_results_file {
    int to_stdout;               /* NULL or "-" */
    int stream;                  /* a character device, FIFO or socket named by the instructor
                                  * (/dev/stdout): opened and written at the end, as given */
    const char *path;            /* as given, for messages */
    int dir_fd;                  /* the directory it goes in, opened at the start */
    char *name;                  /* its name in that directory */
} grade_results_file;

struct grade_runner {
    /* the user the programs run as */
    int switch_user;             /* 0: the grader's own */
    uid_t uid;
    gid_t gid;
    char user_name[64];
    /* the limits (RLIM_INFINITY: none); processes: that many more than the user has */
    rlim_t cpu_s, memory, file_bytes, open_files, processes;
    int processes_given;         /* --process-limit given (else: none where the count is unknown) */
    /* the environment: NAME=VALUE strings, NULL-terminated; path: PATH's value */
    char **envp;
    const char *path;
    /* the directory of the private directories (mode 0711 or 0700, the grader's) and, in it,
     * each run's private working directory and {trace} file */
    char *base, *work, *trace;
    int base_fd;
    /* the sandbox */
    int sandbox;                 /* GRADE_SANDBOX_BWRAP or GRADE_SANDBOX_NONE */
    char why[200];               /* why none, "" when asked */
    char name[240];              /* "bwrap", "none (why)" */
    char *bwrap;                 /* bwrap's path */
    char **bwrap_args;           /* its arguments before the per-run ones (bwrap_args[0]: bwrap) */
    size_t n_bwrap, cap_bwrap;
    char *hidden_init;           /* the __init__.py put over a hidden Python package */
    grade_results_file results;
};

/* ---- grade_workdir.c ---------------------------------------------------------------------- */
/* Make the directory of the private directories (under $TMPDIR or /tmp): CLI_OK or a message. */
int grade_workdir_base(cli_ctx *c, grade_runner *r);
/* A fresh private working directory (r->work), owned by the programs' user, with the files of
 * submission (NULL: none) copied in, and an empty {trace} file (r->trace) if uses_trace. */
int grade_workdir_fresh(cli_ctx *c, grade_runner *r, const char *submission, int uses_trace);
/* Remove the private working directory and the {trace} file, whatever the program left there
 * (nothing followed). */
void grade_workdir_clear(grade_runner *r);
/* Remove the directory of the private directories. */
void grade_workdir_free(grade_runner *r);

/* ---- grade_sandbox.c ---------------------------------------------------------------------- */
/* Find bubblewrap and make its arguments (the read-only system, the private /tmp, the
 * library's own files hidden, the paths given with --hide). 0, or -1 with why in r->why. */
int grade_sandbox_prepare(grade_runner *r, const grade_isolation *iso);
/* Leave out the size of the private /tmp (a bwrap older than 0.7 has no --size). */
void grade_sandbox_drop_size(grade_runner *r);
/* argv for one run: bubblewrap's arguments, the private directory (and the {trace} file)
 * bound in, then cmd. NULL when out of memory; free with free() (the strings are r's and
 * cmd's). */
char **grade_sandbox_argv(const grade_runner *r, char *const *cmd, int uses_trace);

/* ---- grade_supervisor.c: the process that runs one board ----------------------------------- */
/* What the supervisor tells the grader, one record at a time on its status pipe. */
enum { GRADE_MSG_PID = 'P', GRADE_MSG_SETUP = 'F', GRADE_MSG_END = 'S' };
/* Where a setup step failed in the program's process (GRADE_MSG_SETUP's step). */
enum { GRADE_STEP_FORK, GRADE_STEP_FDS, GRADE_STEP_DIR, GRADE_STEP_USER, GRADE_STEP_SANDBOX };
typedef struct grade_msg {
    int kind;                    /* GRADE_MSG_* */
    int a, b;                    /* PID: the program's pid; SETUP: step, errno; END: its wait
                                  * status (or -1: it never started), 1 if the grader stopped it */
} grade_msg;
typedef struct grade_spawn {
    char **argv;                 /* what to run (argv[0] searched in r->path unless it has a '/') */
    const grade_runner *r;
    int out_fd, err_fd;          /* the write ends for its standard output and error */
    int null_fd;                 /* /dev/null, its standard input */
    rlim_t nproc;                /* RLIMIT_NPROC: the user's processes and threads now + the limit */
} grade_spawn;
typedef struct grade_supervisor {
    pid_t pid;                   /* the supervisor */
    int status_fd;               /* its records (grade_msg), read end */
    int control_fd;              /* write a byte: stop the program; close: the same */
} grade_supervisor;
/* Start the supervisor of one run (which starts the program). 0, or -1 with errno. */
int grade_supervisor_start(const grade_spawn *sp, grade_supervisor *sv);
/* A pipe, both ends close-on-exec and above 2. 0, or -1 with errno. */
int grade_pipe(int fds[2]);
/* Count the processes and threads of uid on this system (RLIMIT_NPROC counts them); 0 when
 * unknown. */
unsigned long grade_count_tasks(uid_t uid);

/* ---- grade_run.c -------------------------------------------------------------------------- */
/* grade_run, but a failure to run the program is not printed: its message is in err (cap bytes;
 * "" when already printed, e.g. the private directory's). */
int grade_run_quiet(cli_ctx *c, char **cmd, int ncmd, const char *start, const char *goal,
                    const grade_limits *lim, grade_outcome *out, char *err, size_t cap);

/* ---- grade_results_file.c ----------------------------------------------------------------- */
/* Pin the results file's directory (and check that a file can be made in it): CLI_OK or a
 * message and CLI_USAGE. */
int grade_results_pin(cli_ctx *c, grade_results_file *f, const char *path);
void grade_results_free(grade_results_file *f);
#endif /* !_WIN32 */

#endif /* P8_GRADE_RUNNER_H */
