/* SPDX-License-Identifier: MIT */
/*
 * cli.h - declarations shared by the files of the puzzle8 command (the .c files in tools/).
 *
 * The command is the function p8_cli_main (puzzle8_cli.h, cli_main.c). Everything a call needs
 * is in its context, a cli_ctx on p8_cli_main's stack that every function of the command gets
 * first: the output streams, the board order, and the flag p8_cli_interrupt sets.
 *
 * The files are layers: each calls only files of a lower rank (test/layers_test.sh reads the
 * calls from the objects' symbols and fails on a call up or sideways, and on a loop):
 *   9  puzzle8.c            main(): p8_cli_main with the C library's streams
 *   8  cli_main.c           p8_cli_main: a call's context, the table of commands, help, the end
 *                           of a call (its write error)
 *   7  cmd_*.c, cli_usage.c, cli_reference.c   the commands, which never call each other
 *                           (what two share is a file below them); the usage text and help
 *                           topics, and the reference as JSON, printed from the commands' tables
 *   6  grade_report.c       grade's report
 *   5  grade_isolation.c    grade's isolation options and the runner they prepare
 *   4  grade_run.c, grade_results_file.c   running one board; where the report goes
 *   3  cli_run.c, cli_file.c, cli_table.c, grade_workdir.c   the run options (solve, tree,
 *                           grade, compare); output files; the distance table's helpers (solve,
 *                           random, the state-space commands); a run's private directory
 *   2  cli_util.c           argument scanning against a command's table, values, messages
 *   1  cli_options.c, grade_sandbox.c, grade_supervisor.c   the option tables (a command's,
 *                           shared groups, the library's options); bubblewrap; the process that
 *                           runs one board
 *   0  cli_out.c, cli_text.c, cli_interrupt.c   the output of a call and its interrupt flag;
 *                           growable text; the calls running and p8_cli_interrupt
 * Helpers never call the dispatcher: a call's interrupt flag is in its context (cli_interrupted
 * reads it, cli_out.c), set by p8_cli_interrupt (cli_interrupt.c).
 *
 * Adding a command is one file cmd_NAME.c with an int cmd_NAME(cli_ctx *, int argc, char **argv,
 * int first) and its table (a cli_command: summary, what it does, its options), and a line in
 * the list of cli_main.c. `puzzle8 NAME --help`, `puzzle8 help NAME`, the overview, the
 * reference as JSON (`puzzle8 help --json`) and from it puzzle8(1) and docs/cli.md's option
 * lists (scripts/clidocs.py, `make clidocs`) are printed from that table, and the argument
 * scanner takes exactly the options it lists.
 *
 * The command is a client of the public API only: it includes "puzzle8.h" and nothing private.
 *
 * Exit statuses (also in the usage text and puzzle8(1)):
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

/* =============================== rank 0 ====================================================== */

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
    int interrupted;            /* set by p8_cli_interrupt (atomically); read by cli_interrupted */
    /* Guarded by the registry's lock (cli_interrupt.c): */
    p8_search *running;         /* the search running now, for p8_cli_interrupt */
    p8_experiment *experiment;  /* the experiment running now: interrupting it keeps the output */
    int experiment_stopped;     /* p8_cli_interrupt stopped that experiment */
    cli_ctx *prev, *next;       /* the calls running */
    int board_order;            /* how boards are read: CLI_ROWS, CLI_COLUMNS, CLI_POSITIONS */
};

/* 1 if p8_cli_interrupt reached this call: output is dropped, work stops. */
int cli_interrupted(cli_ctx *c);
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
/* Text on the error stream as it is, in one write (the usage after a usage error). */
void cli_error_text(cli_ctx *c, const char *text, size_t len);

/* ---- Growable text (cli_text.c): out of memory sets oom and drops the rest. ----------------- */
typedef struct cli_text {
    char *s;                     /* NUL-terminated once anything was put; NULL before */
    size_t len, cap;
    int oom;
} cli_text;
void cli_text_put(cli_text *t, const char *s, size_t n);
void cli_text_puts(cli_text *t, const char *s);
void cli_text_printf(cli_text *t, const char *fmt, ...) CLI_PRINTF_LIKE(2, 3);
void cli_text_free(cli_text *t);
/* A p8_write_fn appending to a cli_text (user_data); -1 when out of memory. */
int cli_text_write(const char *data, size_t len, void *user_data);

/* ---- The calls running, for p8_cli_interrupt (cli_interrupt.c) ------------------------------ */
/* Put c in the list of the calls p8_cli_interrupt reaches, and take it out. */
void cli_registry_add(cli_ctx *c);
void cli_registry_remove(cli_ctx *c);
/* The search s runs now (NULL: none). 1 if the call was interrupted already: s is then canceled
 * (call it after p8_search_start, which clears a cancel), and the caller stops. */
int cli_watch(cli_ctx *c, p8_search *s);
/* The experiment e runs now (NULL: none); p8_cli_interrupt then cancels it and sets
 * experiment_stopped instead of interrupting the call, so the command still prints the rows so
 * far (and returns CLI_INTERRUPTED itself). 1 if the call was interrupted already. */
int cli_watch_experiment(cli_ctx *c, p8_experiment *e);
/* 1 if p8_cli_interrupt stopped the experiment of this call. */
int cli_experiment_stopped(cli_ctx *c);

/* =============================== rank 1 ====================================================== */

/* ---- The options of a command, as its table lists them (cli_options.c) ----------------------
 * A command's options are a list of cli_opt entries ending with one whose name, group, text and
 * library are all unset. An entry is an option (name: "--goal"), a paragraph of text (text
 * alone: printed among the options, e.g. what the isolation options have in common), a group
 * (the entries of another list, under the heading `label` when it has one), or the library's
 * options (library: the options of the library's table, p8_option_*, each --NAME with the
 * library's form of its value and its sentence; CLI_LIB_ONE: just the one of the entry's name).
 * The scanner takes exactly the options a command's list gives (cli_args_next); the usage text,
 * the JSON reference and from it puzzle8(1) and docs/cli.md are printed from the lists. */
enum {
    CLI_LIB_NONE = 0,
    CLI_LIB_RUN = 1,        /* every option of the library's table, with the command's forms of
                             * some (--reopen a flag, --tree after --duplicates, --heuristic
                             * pdb:GROUPS) */
    CLI_LIB_RUN_TABLE = 2,  /* the same, --algorithm taking `table` too (solve) */
    CLI_LIB_ONE = 3         /* the library's option the entry names ("--max-time"), with its
                             * form; its help the entry's when it has one */
};
typedef struct cli_opt {
    const char *name;            /* "--goal" */
    const char *arg;             /* the form of its value ("G", "FILE"); NULL: a flag */
    const char *help;            /* what it does, one or two sentences (no final period) */
    int repeat;                  /* it may be given again: "[--series SPEC]..." */
    const struct cli_opt *group; /* an entry standing for the entries of that list */
    const char *label;           /* the group's heading and synopsis word ("run options") */
    const char *text;            /* a paragraph (an entry with nothing else) */
    int library;                 /* CLI_LIB_* */
} cli_opt;

/* A command of puzzle8: its table. */
typedef struct cli_command {
    const char *name;            /* "solve" */
    int (*run)(cli_ctx *c, int argc, char **argv, int first); /* NULL: help, version */
    const char *summary;         /* a line for the overview */
    const char *args;            /* what follows the options in its usage line ("START") */
    const char *text;            /* what it does: paragraphs ("\n\n" between), wrapped when printed */
    const cli_opt *options;      /* its options (NULL: none) */
    const char *more_usage;      /* another usage line after "puzzle8 " (NULL: none) */
} cli_command;

/* One option of a command's list, resolved: a cli_opt, or one of the library's options. */
typedef struct cli_option {
    char name[48];               /* "--goal"; "" for a paragraph */
    const char *arg;             /* NULL: a flag */
    const char *help;
    int repeat;
    int library;                 /* the number of the library's option it sets, or -1 */
    int choices;                 /* the P8_CHOICE_* list its values name, or -1 */
    const char *extra;           /* a value the command takes beyond the list ("table"), or NULL */
    const char *extra_help;      /* what that value is */
    const char *section;         /* the label of the group it is in, or NULL: the command's own */
    const char *text;            /* a paragraph entry (name "") */
    int no_default;              /* its help says its default (a library option with the
                                  * command's own help) */
} cli_option;

/* The i-th entry (i from 0) of list `opts` with the groups expanded: 1 and *out, or 0 past the
 * end. */
int cli_option_at(const cli_opt *opts, int i, cli_option *out);
/* The option of list `opts` named `name`: 1 and *out, or 0 if it has none. */
int cli_option_find(const cli_opt *opts, const char *name, cli_option *out);

/* The default of a library option as the usage says it ("astar", "0", "none", "the
 * algorithm's own" when the presets differ) into buf; NULL for another option. */
const char *cli_option_default(const cli_option *o, char *buf, size_t cap);
/* The help topic of the library's option k, its name's plural ("algorithms", "duplicates"),
 * into buf; NULL if it takes no list's names. */
const char *cli_option_topic(int k, char *buf, size_t cap);
/* The usage line of cmd, "puzzle8 solve [run options] [--show] ... START" (more: its other usage
 * line), appended to t: its options and groups as the table lists them (a group without a label,
 * the board order's, left out), then its arguments. */
void cli_command_usage(const cli_command *cmd, int more, cli_text *t);

/* Value v of list `kind` (P8_CHOICE_*) on one line, appended to t: its label, other names and
 * properties ("A* (also a*, a-star); a shortest solution; memory: every board it reaches"). */
void cli_value_facts(cli_text *t, int kind, int v);

/* The shared groups: --column-major and --positions (every command that reads boards), and the
 * options that configure a run (solve's, with --algorithm table; tree's and grade's). */
extern const cli_opt cli_board_options[];
extern const cli_opt cli_run_options[];
extern const cli_opt cli_run_options_table[];

/* =============================== rank 2 ====================================================== */

/* ---- Argument scanning (cli_util.c): long options "--name value" or "--name=value",
 * positionals anywhere, "--" ends the options. Only the options of the command's table are
 * taken: another is an unknown option. ------------------------------------------------------ */
typedef struct cli_args {
    cli_ctx *c;
    int argc;
    char **argv;
    int next;              /* index of the next argument to read */
    const cli_command *command;  /* whose options; its name for messages */
    int only_positionals;  /* set after "--" */
    char name[64];         /* the current option's name, without its "=value" */
} cli_args;

/* One item of the command line. */
typedef struct cli_item {
    const char *name;      /* the option's name ("--seed"), or NULL for a positional */
    const char *value;     /* the positional, or the option's value (its "=value" or the next
                            * argument; NULL for a flag) */
    cli_option opt;        /* the option, as the command's table has it */
} cli_item;

void cli_args_init(cli_args *a, cli_ctx *c, int argc, char **argv, int first,
                   const cli_command *command);
/* 1 and the next item in *it; 0 at the end; -1 after a message (an unknown option, a missing
 * value, a value given to a flag): the command returns CLI_USAGE. */
int cli_args_next(cli_args *a, cli_item *it);
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
/* The goal board of a --goal text (NULL: the default goal, a real board either way). */
int cli_goal_board(cli_ctx *c, const char *text, p8_board **out);
/* --column-major and --positions (cli_board_options): how cli_parse_board reads boards from
 * then on (column by column; as the cell of tile 0, 1, ..., 8), kept in the call's context.
 * CLI_OK if `it` was one of them, CLI_USAGE (message printed) for both given, CLI_RUN_NOT_MINE
 * for any other item. */
enum { CLI_ROWS = 0, CLI_COLUMNS = 1, CLI_POSITIONS = 2 };
#define CLI_RUN_NOT_MINE (-1)
int cli_board_order_option(const cli_args *a, const cli_item *it);
/* `text` among the names name_of(0), name_of(1), ... (until NULL); the message lists them. */
int cli_parse_name(cli_ctx *c, const char *option, const char *text,
                   const char *(*name_of)(int), int *out);
/* A heuristic named on the command line: a built-in's name (or another name of it, in any
 * case, p8_choice_lookup) into *out, or "pdb:GROUPS" (a pattern database, p8_pdb_parse_groups)
 * into groups[0 .. *n_groups-1] with *out = CLI_H_PDB. option names the value in messages
 * ("--against", "heuristic"); all_too: "all" is taken too (*out = CLI_H_ALL; check-heuristic's
 * argument) and the message lists it. */
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

/* =============================== rank 3 ====================================================== */

/* ---- The options that configure a run (cli_run.c): those of the library's table (every one
 * set by name with the library's checks and sentences, p8_search_set_option), in the forms of
 * the command: --algorithm table (solve), --heuristic pdb:GROUPS, --reopen and --tree as flags,
 * and --goal. solve, tree and grade take them all (cli_run_options), compare the limits. ----- */
#define CLI_RUN_MAX 32           /* room for the library's options */
typedef struct cli_run_opts {
    const char *given[CLI_RUN_MAX]; /* the text given for the library's option k (p8_option_name),
                                     * NULL when not given */
    int table;                   /* --algorithm table */
    int tree;                    /* --tree */
    int pdb;                     /* --heuristic pdb:GROUPS */
    unsigned pdb_groups[P8_PDB_MAX_GROUPS];
    size_t pdb_n;
    p8_pdb *db;                  /* built by cli_run_prepare for the goal; cli_run_opts_free */
    const char *goal_text;
    char algorithm[32];          /* the algorithm's name once configured (cli_run_configure) */
} cli_run_opts;

void cli_run_opts_init(cli_run_opts *o);
/* If option `it` configures a run, take it into o, checking a library option's value as the
 * library does (p8_search_set_option; the message is its sentence in the command's words):
 * CLI_OK, CLI_USAGE (or CLI_FAILURE) with a message; CLI_RUN_NOT_MINE for another option. */
int cli_run_option(cli_run_opts *o, cli_args *a, const cli_item *it);
/* For --algorithm table: CLI_OK, or a message naming the options given that configure a search
 * and CLI_USAGE. */
int cli_run_table_check(cli_ctx *c, const cli_run_opts *o, const char *command);
/* Once the goal is known (NULL: the default): build the pattern database of --heuristic
 * pdb:GROUPS. An exit status. */
int cli_run_prepare(cli_ctx *c, cli_run_opts *o, const p8_board *goal);
/* Free what cli_run_prepare made. */
void cli_run_opts_free(cli_run_opts *o);
/* Configure s from o: the algorithm, --tree, the pattern database, then every library option
 * given in the library's order; a library status. */
int cli_run_configure(p8_search *s, cli_run_opts *o);
/* Set on s (configured otherwise, e.g. by p8_compare_row) the library's options given but the
 * algorithm; a library status. */
int cli_run_set(p8_search *s, const cli_run_opts *o);
/* After cli_run_configure: an option given that the run would ignore (p8_search_option_used)
 * is refused (one line naming `command` and the options given, CLI_USAGE); then the run is
 * started (p8_search_start), so that a configuration the library refuses is a usage error
 * naming the options given (CLI_USAGE). CLI_OK: *started is 1 if the run is started and keep
 * was 1 (go on with p8_search_step), 0 if keep was 0 (the run was abandoned: s takes a new
 * configuration and run) or the goal is not reachable (nothing said: the caller's run says
 * it). */
int cli_run_start(cli_ctx *c, p8_search *s, const cli_run_opts *o, const char *command,
                  const p8_board *start, const p8_board *goal, int keep, int *started);
/* The configuration as solve's report says it after the algorithm's name: ", heuristic
 * manhattan, weights 1,2, tree search, at most 10 expansions" (s configured; NULL: table). */
void cli_run_describe(cli_ctx *c, const cli_run_opts *o, const p8_search *s);
/* The library's sentence `msg` in the command's words: the options it names as the command
 * writes them (--max-depth), the settings it names by what they do (reopening, a duplicate
 * policy, a frontier, the weights) as the options that set them; into buf. */
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

/* ---- The distance table's helpers (cli_table.c) --------------------------------------------- */
/* Build the table of goal (NULL: the default goal); an exit status (a message on failure). */
int cli_table_build(cli_ctx *c, const p8_board *goal, p8_table **out);
/* For `random --distance D`: a random board D moves from goal (NULL: default goal); an exit
 * status (a message printed on failure). */
int cli_random_at_distance(cli_ctx *c, const p8_board *goal, uint64_t distance, uint64_t seed,
                           p8_board **out);
/* For `solve --algorithm table`: build goal's table and walk down it; a library status. */
int cli_table_solve(const p8_board *start, const p8_board *goal, p8_result **out);

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

/* =============================== rank 4 ====================================================== */

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
/* Write the report (len bytes) to the results file pinned by grade_isolation_prepare: a
 * temporary file beside it renamed into place, never following or opening what is at its path
 * (a FIFO, a directory, a symbolic link); when it cannot be put there (its directory was deleted,
 * a directory took its place) the message says why and the report goes to the standard output.
 * CLI_OK, or CLI_FAILURE with a message (grade_results_file.c). */
int grade_results_write(cli_ctx *c, grade_isolation *iso, const char *data, size_t len);

/* =============================== rank 5 ====================================================== */

/* ---- grade's isolation options (grade_isolation.c) ------------------------------------------ */
/* The options (cmd_grade.c lists them under "isolation options"). */
extern const cli_opt grade_isolation_options[];
void grade_isolation_init(grade_isolation *iso);
/* If option `it` is one of the isolation options, take it: CLI_OK, or CLI_USAGE with a
 * message; CLI_RUN_NOT_MINE if it is another option. */
int grade_isolation_option(grade_isolation *iso, cli_args *a, const cli_item *it);
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
/* Remove the private directories, free what prepare and the options made. */
void grade_isolation_free(grade_isolation *iso);

/* =============================== rank 6 ====================================================== */

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

/* =============================== rank 7 ====================================================== */

/* ---- The commands: each gets argv and the index of its first argument, and returns the exit
 * status; each table is the command's usage (cli_main.c lists them). ------------------------- */
extern const cli_command cli_solve, cli_compare, cli_check, cli_random, cli_distance,
    cli_histogram, cli_check_heuristic, cli_graph, cli_draw, cli_tree, cli_trace_diff, cli_grade,
    cli_experiment;

/* ---- The usage text, help topics and the reference (cli_usage.c) ---------------------------- */
/* The tables of help and version (cli_main.c runs them). */
extern const cli_command cli_help, cli_version;
/* The overview of the n commands (`puzzle8 --help`): on the standard output, or on the error
 * stream after a usage error (on_err). */
void cli_usage_overview(cli_ctx *c, int on_err, const cli_command *const *cmds, size_t n);
/* A command's usage: its usage lines, what it does, its options (`puzzle8 solve --help`). */
void cli_usage_command(cli_ctx *c, const cli_command *cmd);
/* A topic of help: the values of an option of the library's table with a list (`help
 * algorithms`, `help heuristics`, ...; the option's name or its plural). 1 and printed, or 0
 * if there is no such topic. */
int cli_usage_topic(cli_ctx *c, const char *topic, const cli_command *const *cmds, size_t n);
/* The topics' names, ", "-separated, into buf. */
const char *cli_usage_topics(char *buf, size_t cap);
/* The reference of the n commands as JSON (`puzzle8 help --json`): every command's usage lines,
 * summary, text and options (each with its value's form, help, default and list), and every
 * list an option names (each value with its other names, label, sentence and properties). */
void cli_usage_json(cli_ctx *c, const cli_command *const *cmds, size_t n);

#endif /* P8_CLI_H */
