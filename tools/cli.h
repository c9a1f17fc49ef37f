/* SPDX-License-Identifier: MIT */
/*
 * cli.h - declarations shared by the files of the puzzle8 command (the .c files in tools/).
 *
 * The command is the function p8_cli_main (puzzle8_cli.h, cli_main.c). Everything a call needs
 * is in its context, a cli_ctx on p8_cli_main's stack that every function of the command gets
 * first: the output streams, and what p8_cli_interrupt needs to stop it. Adding a command is one
 * file cmd_NAME.c with an int cmd_NAME(cli_ctx *, int argc, char **argv, int first), a line in
 * the table of cli_main.c and its lines in the usage text (cli_usage.c).
 *
 * The command is a client of the public API only: it includes "puzzle8.h" and nothing private.
 *
 * Exit statuses (also in the usage text and docs/man/puzzle8.1):
 *   0  success (check: the goal is reachable)
 *   1  no solution: the goal is not reachable, a limit stopped the search, or nothing was found
 *   2  usage or input error: unknown command or option, bad number, bad board, options that
 *      cannot run together
 *   3  library or system error: out of memory, an unexpected library status, a write error
 *   130 interrupted (p8_cli_interrupt)
 */
#ifndef P8_CLI_H
#define P8_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "puzzle8.h"
#include "puzzle8_cli.h"

#define CLI_PROG "puzzle8"

enum { CLI_OK = 0, CLI_NO_SOLUTION = 1, CLI_USAGE = 2, CLI_FAILURE = 3,
       CLI_INTERRUPTED = P8_CLI_INTERRUPTED };

/* ---- A call's context and its output (cli_out.c) -------------------------------------------- */
#define CLI_BUF_SIZE 4096

typedef struct cli_stream {
    p8_write_fn write;          /* the caller's writer, or NULL: fp */
    void *user;
    FILE *fp;                   /* stdout or stderr when write is NULL */
    int err;                    /* errno of the first failed write: later output is dropped */
    int reported;               /* err was reported already (by cli_file_close) */
    int buffered;               /* held in buf until it fills or cli_flush (out, with a writer) */
    size_t len;
    char buf[CLI_BUF_SIZE];
} cli_stream;

typedef struct cli_ctx cli_ctx;
struct cli_ctx {
    cli_stream out, err;
    void *user;                 /* the caller's, for p8_cli_interrupt */
    /* Guarded by the registry's lock (cli_main.c): */
    p8_search *running;         /* the search running now, for p8_cli_interrupt */
    p8_experiment *experiment;  /* the experiment running now: interrupting it keeps the output */
    int experiment_stopped;     /* p8_cli_interrupt stopped that experiment */
    int interrupted;
    cli_ctx *prev, *next;       /* the calls running */
    int board_order;            /* how boards are read: CLI_ROWS, CLI_COLUMNS, CLI_POSITIONS */
};

/* printf-style checking of the format functions below. mingw-w64 (whose <stdio.h>, with
 * _POSIX_C_SOURCE, gives the C99 vsnprintf the functions use) names that style
 * __MINGW_PRINTF_FORMAT: plain "printf" there means Microsoft's, which has no %zu. */
#if defined(__MINGW_PRINTF_FORMAT)
#  define CLI_PRINTF_LIKE(f, a) __attribute__((format(__MINGW_PRINTF_FORMAT, f, a)))
#elif defined(__GNUC__)
#  define CLI_PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#  define CLI_PRINTF_LIKE(f, a)
#endif

/* Write to the standard output (dropped after a write error, or once interrupted). */
void cli_write(cli_ctx *c, const char *data, size_t len);
void cli_puts(cli_ctx *c, const char *s);
void cli_putc(cli_ctx *c, int ch);
void cli_printf(cli_ctx *c, const char *fmt, ...) CLI_PRINTF_LIKE(2, 3);
/* Write out what the standard output holds; its error (an errno value) or 0. */
int cli_flush(cli_ctx *c);
/* A p8_write_fn onto the standard output (user_data is the cli_ctx): -1 once a write failed or
 * the call was interrupted, which stops the library's writer. */
int cli_out_fn(const char *data, size_t len, void *user_data);
/* One line "puzzle8: " + the formatted text + "\n" on the error stream, in one write. */
void cli_error(cli_ctx *c, const char *fmt, ...) CLI_PRINTF_LIKE(2, 3);
/* The usage text on the standard output, or on the error stream (after a usage error). */
void cli_usage(cli_ctx *c, int on_err);

/* ---- Interruption (cli_main.c) ---------------------------------------------------------------- */
/* The search s runs now (NULL: none). 1 if the call was interrupted already: s is then canceled
 * (call it after p8_search_start, which clears a cancel), and the caller stops. */
int cli_watch(cli_ctx *c, p8_search *s);
/* The experiment e runs now (NULL: none); p8_cli_interrupt then cancels it and sets
 * experiment_stopped instead of interrupting the call, so the command still prints the rows so
 * far (and returns CLI_INTERRUPTED itself). 1 if the call was interrupted already. */
int cli_watch_experiment(cli_ctx *c, p8_experiment *e);
/* 1 if p8_cli_interrupt stopped the experiment of this call. */
int cli_experiment_stopped(cli_ctx *c);
/* 1 if p8_cli_interrupt reached this call. */
int cli_interrupted(cli_ctx *c);

/* ---- Argument scanning: long options "--name value" or "--name=value", positionals anywhere,
 * "--" ends the options. -------------------------------------------------------------------- */
typedef struct cli_args {
    cli_ctx *c;
    int argc;
    char **argv;
    int next;              /* index of the next argument to read */
    const char *command;   /* "solve", "compare", ... for messages */
    int only_positionals;  /* set after "--" */
    char name[64];         /* the current option's name, without its "=value" */
} cli_args;

/* One item of the command line. */
typedef struct cli_item {
    const char *name;      /* option name with its dashes ("--seed"), or NULL for a positional */
    const char *value;     /* the positional, or the option's inline "=value" (NULL if none) */
} cli_item;

void cli_args_init(cli_args *a, cli_ctx *c, int argc, char **argv, int first, const char *command);
/* 1 and the next item in *it, or 0 at the end. */
int cli_args_next(cli_args *a, cli_item *it);
/* The value of option it: its "=value" or the next argument. NULL (message printed) if missing. */
const char *cli_option_value(cli_args *a, const cli_item *it);
/* CLI_OK if option it has no "=value", else a message and CLI_USAGE. */
int cli_option_flag(const cli_args *a, const cli_item *it);
/* Message for an unknown option; returns CLI_USAGE. */
int cli_unknown_option(const cli_args *a, const cli_item *it);
/* Message for a surplus positional argument; returns CLI_USAGE. */
int cli_unexpected_argument(const cli_args *a, const char *arg);

/* ---- Boards among the positional arguments: each board is one argument ("8 0 6 5 4 7 2 3 1",
 * "806547231") or nine one-character arguments in a row (8 0 6 5 4 7 2 3 1, as typed without
 * quotes), joined with spaces. A lone one-character argument is a board of its own (the parser
 * then says what is wrong with it); two to eight in a row are an error. ------------------------ */
#define CLI_MAX_BOARDS 2
typedef struct cli_boards {
    int max;                         /* boards the command takes (1 or 2) */
    int count;                       /* boards complete */
    const char *text[CLI_MAX_BOARDS];
    char joined[CLI_MAX_BOARDS][18]; /* a board of nine cells: "c c c c c c c c c" */
    const char *run[9];              /* the one-character arguments of the current run */
    int run_len;
} cli_boards;

void cli_boards_init(cli_boards *b, int max);
/* Take the positional argument arg. CLI_OK, or a message and CLI_USAGE (one board too many). */
int cli_boards_add(cli_boards *b, const cli_args *a, const char *arg);
/* After the last argument: CLI_OK, or a message and CLI_USAGE (a run of 2 to 8 cells). */
int cli_boards_end(cli_boards *b, const cli_args *a);

/* ---- Values. Each returns CLI_OK, or prints one line and returns CLI_USAGE (or CLI_FAILURE
 * when the library fails, e.g. out of memory). `what` names the value in messages, e.g. "--seed"
 * or "start board". ---------------------------------------------------------------------------- */
int cli_parse_u64(cli_ctx *c, const char *what, const char *text, uint64_t max, uint64_t *out);
int cli_parse_board(cli_ctx *c, const char *what, const char *text, p8_board **out);
/* --column-major and --positions, taken by every command that reads boards: how
 * cli_parse_board reads them from then on (column by column; as the cell of tile 0, 1, ..., 8),
 * kept in the call's context. CLI_OK if `it` was one of them, CLI_USAGE (message printed) for a
 * value or both given, CLI_RUN_NOT_MINE for any other item. */
enum { CLI_ROWS = 0, CLI_COLUMNS = 1, CLI_POSITIONS = 2 };
int cli_board_order_option(const cli_args *a, const cli_item *it);
/* The first statement of a command's option loop over (a, it): takes --column-major and
 * --positions (continue), or returns CLI_USAGE from the command for a bad one. */
#define CLI_TAKE_BOARD_ORDER(a, it)                                                   \
    if ((it).name != NULL) {                                                          \
        int order_rc_ = cli_board_order_option(&(a), &(it));                          \
        if (order_rc_ == CLI_USAGE) return CLI_USAGE;                                 \
        if (order_rc_ == CLI_OK) continue;                                            \
    }
/* `text` among the names name_of(0), name_of(1), ... (until NULL) and `extra` (NULL: none),
 * which is index -2; the message lists them all. */
int cli_parse_name(cli_ctx *c, const char *option, const char *text,
                   const char *(*name_of)(int), const char *extra, int *out);
/* "WG,WH" into two unsigned values. */
int cli_parse_weights(cli_ctx *c, const char *text, unsigned *wg, unsigned *wh);
/* A --heuristic value: a built-in's name into *out, or "pdb:GROUPS" (a pattern database,
 * p8_pdb_parse_groups) into groups[0 .. *n_groups-1] with *out = CLI_H_PDB. option names the
 * value in messages ("--heuristic", "--against", "heuristic"); all_too: "all" is taken too
 * (*out = CLI_H_ALL; check-heuristic's argument) and the message lists it. */
#define CLI_H_ALL (-2)
#define CLI_H_PDB (-3)
int cli_parse_heuristic(cli_ctx *c, const char *option, const char *text, int all_too, int *out,
                        unsigned *groups, size_t *n_groups);
/* Build the pattern database of groups for goal (NULL: the default): CLI_OK, or a message and
 * the exit status for the library's failure. */
int cli_pdb_build(cli_ctx *c, const unsigned *groups, size_t n, const p8_board *goal, p8_pdb **out);

/* ---- Messages -------------------------------------------------------------------------------- */
/* Report a library status `code` for the action `what` ("cannot create search"); uses the
 * search's message when s is not NULL and has one. Returns CLI_FAILURE. */
int cli_library_error(cli_ctx *c, const char *what, int code, const p8_search *s);
/* The library's reason why goal is not reachable from start (p8_board_solvable_why) as the
 * error line; returns CLI_NO_SOLUTION. */
int cli_unsolvable(cli_ctx *c, const p8_board *start, const p8_board *goal);
/* text in double quotes for a one-line message (control characters escaped, long text
 * shortened to fit cap); returns buf. */
const char *cli_quote(const char *text, char *buf, size_t cap);
/* Room for a quoted file name. */
#define CLI_QUOTED_PATH 256
/* Format b on one line into buf (cap >= 32 is always enough). */
void cli_board_line(const p8_board *b, char *buf, size_t cap);

/* ---- The options that configure a run, shared by solve and tree (cli_run.c): --algorithm,
 * --heuristic, --goal, --weights, --tree, --reopen, --frontier, --duplicates, --seed,
 * --node-budget and the limits. ----------------------------------------------------------------------------------- */
typedef struct cli_run_opts {
    int alg;                  /* P8_ALG_*, or CLI_ALG_TABLE (solve only) */
    int heuristic;            /* P8_H_*, P8_H_DEFAULT or CLI_H_PDB */
    unsigned pdb_groups[P8_PDB_MAX_GROUPS]; /* CLI_H_PDB: the database's groups */
    size_t pdb_n;
    p8_pdb *pdb;              /* built by cli_run_prepare for the goal; cli_run_opts_free */
    int have_weights, tree, reopen, have_seed, have_node_budget;
    unsigned wg, wh;
    int frontier, duplicates; /* -1: the preset's */
    uint64_t seed;
    uint64_t node_budget;     /* SMA*'s (have_node_budget) */
    uint64_t max_expansions, max_depth, max_memory, max_time; /* P8_LIMIT_NONE: option omitted */
    const char *goal_text;
} cli_run_opts;
#define CLI_RUN_NOT_MINE (-1)
#define CLI_ALG_TABLE (-2)

void cli_run_opts_init(cli_run_opts *o);
/* Once the goal is known (NULL: the default): build the pattern database of --heuristic
 * pdb:GROUPS. An exit status. */
int cli_run_prepare(cli_ctx *c, cli_run_opts *o, const p8_board *goal);
/* Free what cli_run_prepare made. */
void cli_run_opts_free(cli_run_opts *o);
/* The heuristic's name for the report: a built-in's, "pdb:1234/5678", or NULL for
 * P8_H_DEFAULT. buf holds at least 32 bytes. */
const char *cli_run_heuristic_name(const cli_run_opts *o, char *buf, size_t cap);
/* If option `it` configures a run, take it (and its value) into o: CLI_OK, or CLI_USAGE with a
 * message; CLI_RUN_NOT_MINE if it is another option. table_ok: --algorithm table is taken
 * (CLI_ALG_TABLE). */
int cli_run_option(cli_run_opts *o, cli_args *a, const cli_item *it, int table_ok);
/* For --algorithm table: CLI_OK, or a message naming the options given that configure a search
 * and CLI_USAGE. */
int cli_run_table_check(cli_ctx *c, const cli_run_opts *o, const char *command);
/* Configure s from o; a library status. */
int cli_run_configure(p8_search *s, const cli_run_opts *o);
/* After cli_run_configure: a --weights or --frontier the run would ignore is refused (one line
 * naming `command`, CLI_USAGE), as the library says (p8_search_weights_used,
 * p8_search_frontier_used); then the run is started (p8_search_start), so that a configuration
 * the library refuses is a usage error naming the options given (CLI_USAGE). CLI_OK: *started
 * is 1 if the run is started and keep was 1 (go on with p8_search_step), 0 if keep was 0 (the
 * run was abandoned: s takes a new configuration and run) or the goal is not reachable (nothing
 * said: the caller's run says it). */
int cli_run_start(cli_ctx *c, p8_search *s, const cli_run_opts *o, const char *command,
                  const p8_board *start, const p8_board *goal, int keep, int *started);
/* The library's sentence `msg` in the command's words: the settings it names (reopening, a
 * duplicate policy, a frontier, the weights) as the options that set them; into buf. */
const char *cli_run_words(const char *msg, char *buf, size_t cap);

/* ---- Output files for pictures and traces (cli_file.c): "-" is the standard output. ------ */
typedef struct cli_file {
    cli_ctx *c;
    FILE *f;                     /* NULL for "-" */
    const char *path, *option;   /* for messages: "--svg", "out.svg" */
    int err;                     /* errno of the first failed write */
} cli_file;
/* Open path for writing; CLI_OK, or CLI_USAGE with a message naming the option. */
int cli_file_open(cli_ctx *c, cli_file *o, const char *option, const char *path);
/* A p8_write_fn: user_data is the cli_file. -1 on a write error (kept for cli_file_close) or
 * once the call is interrupted. */
int cli_file_write(const char *data, size_t len, void *user_data);
/* Flush and close; a write error is reported and turns CLI_OK into CLI_FAILURE. */
int cli_file_close(cli_file *o, int status);
/* solve --svg: the solution r as a filmstrip, 8 boards a row, into path. */
int cli_solution_svg(cli_ctx *c, const p8_result *r, const char *path);

/* ---- Commands: each gets argv and the index of its first argument, and returns the exit
 * status. ------------------------------------------------------------------------------------ */
int cmd_solve(cli_ctx *c, int argc, char **argv, int first);
int cmd_compare(cli_ctx *c, int argc, char **argv, int first);
int cmd_check(cli_ctx *c, int argc, char **argv, int first);
int cmd_random(cli_ctx *c, int argc, char **argv, int first);
int cmd_distance(cli_ctx *c, int argc, char **argv, int first);
int cmd_histogram(cli_ctx *c, int argc, char **argv, int first);
int cmd_check_heuristic(cli_ctx *c, int argc, char **argv, int first);
int cmd_graph(cli_ctx *c, int argc, char **argv, int first);
int cmd_draw(cli_ctx *c, int argc, char **argv, int first);
int cmd_tree(cli_ctx *c, int argc, char **argv, int first);
int cmd_trace_diff(cli_ctx *c, int argc, char **argv, int first);
/* Print a verdict of p8_trace_compare as trace-diff does, each line after `indent`: the place
 * (line numbers of both files), the sentence, both lines, the diagnosis and its hint. */
void trace_diff_report(cli_ctx *c, const p8_trace_comparison *v, const char *indent);

/* ---- Growable text (grade_run.c): out of memory sets oom and drops the rest. ---------------- */
typedef struct cli_text {
    char *s;                     /* NUL-terminated once anything was put; NULL before */
    size_t len, cap;
    int oom;
} cli_text;
void cli_text_put(cli_text *t, const char *s, size_t n);
void cli_text_printf(cli_text *t, const char *fmt, ...) CLI_PRINTF_LIKE(2, 3);
void cli_text_free(cli_text *t);
/* A verdict of p8_trace_compare as trace-diff prints it (cmd_trace_diff.c), into t, each line
 * after `indent`; the lines of the two traces cut at max_line bytes. */
void trace_diff_text(cli_text *t, const p8_trace_comparison *v, const char *indent, size_t max_line);

/* ---- Running a student's program for grade: how a run is isolated (grade_isolation.c: the
 * options, the user, the limits; grade_sandbox.c: bubblewrap; grade_workdir.c: the private
 * directory; grade_supervisor.c: the process that starts the program and ends everything it
 * started; grade_results_file.c: the results file). docs/grading.md, "Isolation", says what each
 * layer stops and what it does not. ---------------------------------------------------------- */
enum { GRADE_SANDBOX_AUTO, GRADE_SANDBOX_BWRAP, GRADE_SANDBOX_NONE };
#define GRADE_LIMIT_DEFAULT UINT64_MAX        /* an isolation limit left out: its default */
#define GRADE_LIMIT_NONE (UINT64_MAX - 1)     /* "none": no limit */
typedef struct grade_runner grade_runner;     /* what grade_isolation_prepare made (opaque) */
typedef struct grade_isolation {
    const char *submission;      /* --submission DIR: copied into each run's private directory */
    const char **env, **hide;    /* --env NAME=VALUE and --hide PATH values, in order */
    size_t n_env, n_hide, cap;
    int sandbox;                 /* --sandbox: GRADE_SANDBOX_* (default AUTO) */
    const char *user;            /* --user NAME (NULL: nobody, when the grader is root) */
    int allow_root;              /* --allow-root */
    /* --cpu-limit MS, --memory-limit BYTES, --process-limit N, --file-size-limit BYTES,
     * --open-files-limit N: a value, GRADE_LIMIT_DEFAULT or GRADE_LIMIT_NONE */
    uint64_t cpu_ms, memory_bytes, processes, file_bytes, open_files;
    grade_runner *runner;        /* grade_isolation_prepare; grade_isolation_free */
} grade_isolation;
void grade_isolation_init(grade_isolation *iso);
/* If option `it` is one of the isolation options, take it (and its value): CLI_OK, or CLI_USAGE
 * with a message; CLI_RUN_NOT_MINE if it is another option. */
int grade_isolation_option(grade_isolation *iso, cli_args *a, const cli_item *it);
/* The usage text's lines for those options (cli_usage.c prints them). */
const char *grade_isolation_usage(void);
/* Once the options are read, before the first run: resolve the user and the limits (defaults
 * from the board's time_ms and output_bytes), make the directory of the private directories,
 * choose the sandbox (auto: bubblewrap if a probe run of it works), and pin the directory of
 * the results file `output` (NULL or "-": the standard output) so that it is written there
 * whatever a submission does. An exit status (a message printed). */
int grade_isolation_prepare(cli_ctx *c, grade_isolation *iso, uint64_t time_ms,
                            size_t output_bytes, const char *output);
/* The sandbox the runs have, for the report's header: "bwrap", or "none" with why in
 * parentheses ("none (bwrap is not installed)"). */
const char *grade_isolation_sandbox(const grade_isolation *iso);
/* Write the report (len bytes) to the results file pinned by grade_isolation_prepare: a
 * temporary file beside it renamed into place, never following or opening what is at its path
 * (a FIFO, a directory, a symbolic link); when it cannot be put there (its directory was deleted,
 * a directory took its place) the message says why and the report goes to the standard output.
 * CLI_OK, or CLI_FAILURE with a message. */
int grade_results_write(cli_ctx *c, grade_isolation *iso, const char *data, size_t len);
/* Remove the private directories, free what prepare and the options made. */
void grade_isolation_free(grade_isolation *iso);

/* ---- Running a student's program for grade (grade_run.c): the contract between running and
 * judging. grade_run runs one board's command line ({start}, {goal}, {trace} substituted)
 * isolated as `iso` says, under the time and output limits, and fills a grade_outcome. The
 * output it printed is kept however it ended (a timed-out or flooding run is diagnosed from it).
 * ------------------------------------------------------------------------------------------ */
#define GRADE_STDERR_KEEP 4096           /* the last bytes of standard error kept */
typedef struct grade_limits {
    uint64_t time_ms;            /* per board (wall clock) */
    size_t output_bytes;         /* the trace's bytes (standard output or the {trace} file) */
    const grade_isolation *iso;  /* how the run is isolated (prepared) */
} grade_limits;
typedef struct grade_outcome {
    cli_text output;             /* what it printed: its standard output, or its {trace} file's
                                  * content, up to output_bytes (the first bytes), in every case */
    cli_text stderr_text;        /* the last bytes of its standard error: at most
                                  * GRADE_STDERR_KEEP, starting at a line start when cut */
    int stderr_cut;              /* 1 if earlier bytes of its standard error were dropped */
    int exit_status, signal;     /* how it ended: exit_status when signal is 0 (in bwrap, an
                                  * exit status 129-192 reads as signal 1-64: bwrap says so) */
    int stopped;                 /* 1: the grader ended it (time limit, output limit, interrupt);
                                  * 0: it ended by itself (exit_status or signal) */
    int timed_out;               /* the time limit passed (stopped) */
    int flooded;                 /* more than output_bytes: of standard output (stopped), or in
                                  * its {trace} file (stopped while it ran, or found at the end;
                                  * the file size limit may have ended the program itself) */
    char limit[64];              /* the resource limit its signal points to ("the CPU time limit
                                  * (3 s)", "the file size limit (1000001 bytes)"), or "" */
    char trace_refused[96];      /* why its {trace} file was not read ("it is a FIFO, not a
                                  * regular file"), or "" */
    const char *sandbox;         /* the sandbox it ran in: "bwrap" or "none" */
} grade_outcome;
/* Run cmd (ncmd words) for one board; CLI_OK however the program ended (see out, which the
 * caller frees: its two texts), CLI_FAILURE with a message when the grader itself cannot run it
 * (no process, no private directory, a user it cannot switch to). */
int grade_run(cli_ctx *c, char **cmd, int ncmd, const char *start, const char *goal,
              const grade_limits *lim, grade_outcome *out);
int cmd_grade(cli_ctx *c, int argc, char **argv, int first);
/* A p8_write_fn appending to a cli_text (user_data); -1 when out of memory. */
int cli_text_write(const char *data, size_t len, void *user_data);

/* ---- grade's report (grade_report.c) ---------------------------------------------------------- */
enum { FORMAT_TEXT, FORMAT_GRADESCOPE, FORMAT_JUNIT };
typedef struct grade_test {
    char name[96];
    int passed;
    unsigned score, max_score;   /* the verdict's points */
    double seconds;              /* the run's execution time */
    cli_text output;             /* what the student reads: the verdict (p8_grade_verdict_text,
                                    which escapes what it quotes of the submission) */
} grade_test;
/* Write the report of n tests (passed of them passed) in `format`, its header naming the
 * sandbox the runs had (grade_isolation_sandbox), with Gradescope's visibility (NULL: its
 * default), on the standard output or into the results file iso pinned (grade_results_write);
 * CLI_OK when all passed, CLI_NO_SOLUTION when one failed, or a file error's status. */
int grade_report(cli_ctx *c, int format, grade_isolation *iso, const char *visibility,
                 const grade_test *tests, size_t n, size_t passed);
int cmd_experiment(cli_ctx *c, int argc, char **argv, int first);

/* For `random --distance D`: a random board D moves from goal (NULL: default goal); an exit
 * status (a message printed on failure). */
int cli_random_at_distance(cli_ctx *c, const p8_board *goal, uint64_t distance, uint64_t seed,
                           p8_board **out);
/* For `solve --algorithm table`: build goal's table and walk down it; a library status. */
int cli_table_solve(const p8_board *start, const p8_board *goal, p8_result **out);

#endif /* P8_CLI_H */
