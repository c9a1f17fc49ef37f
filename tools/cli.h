/* SPDX-License-Identifier: MIT */
/*
 * cli.h - declarations shared by the files of the puzzle8 command (the .c files in tools/).
 *
 * The command is a client of the public API only: it includes "puzzle8.h" and nothing private.
 *
 * Exit statuses (also in the usage text and docs/man/puzzle8.1):
 *   0  success (check: the goal is reachable)
 *   1  no solution: the goal is not reachable, a limit stopped the search, or nothing was found
 *   2  usage or input error: unknown command or option, bad number, bad board
 *   3  library or system error: out of memory, an unexpected library status, a write error
 */
#ifndef P8_CLI_H
#define P8_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "puzzle8.h"

#define CLI_PROG "puzzle8"

enum { CLI_OK = 0, CLI_NO_SOLUTION = 1, CLI_USAGE = 2, CLI_FAILURE = 3 };

/* ---- Argument scanning: long options "--name value" or "--name=value", positionals anywhere,
 * "--" ends the options. -------------------------------------------------------------------- */
typedef struct cli_args {
    int argc;
    char **argv;
    int next;              /* index of the next argument to read */
    const char *command;   /* "solve", "compare", ... for messages */
    int only_positionals;  /* set after "--" */
} cli_args;

/* One item of the command line. */
typedef struct cli_item {
    const char *name;      /* option name with its dashes ("--seed"), or NULL for a positional */
    const char *value;     /* the positional, or the option's inline "=value" (NULL if none) */
} cli_item;

void cli_args_init(cli_args *a, int argc, char **argv, int first, const char *command);
/* 1 and the next item in *it, or 0 at the end. */
int cli_args_next(cli_args *a, cli_item *it);
/* The value of option it: its "=value" or the next argument. NULL (message printed) if missing. */
const char *cli_option_value(cli_args *a, const cli_item *it);
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

/* ---- Values. Each returns CLI_OK, or prints one line on stderr and returns CLI_USAGE (or
 * CLI_FAILURE when the library fails, e.g. out of memory). `what` names the value in messages,
 * e.g. "--seed" or "start board". ------------------------------------------------------------- */
int cli_parse_u64(const char *what, const char *text, uint64_t max, uint64_t *out);
int cli_parse_board(const char *what, const char *text, p8_board **out);
/* --column-major and --positions, taken by every command that reads boards: how
 * cli_parse_board reads them from then on (column by column; as the cell of tile 0, 1, ..., 8).
 * CLI_OK if `it` was one of them, CLI_USAGE (message printed) for a value or both given,
 * CLI_RUN_NOT_MINE for any other item. */
int cli_board_order_option(const cli_args *a, const cli_item *it);
/* The first statement of a command's option loop over (a, it): takes --column-major and
 * --positions (continue), or returns CLI_USAGE from the command for a bad one. */
#define CLI_TAKE_BOARD_ORDER(a, it)                                                   \
    if ((it).name != NULL) {                                                          \
        int order_rc_ = cli_board_order_option(&(a), &(it));                          \
        if (order_rc_ == CLI_USAGE) return CLI_USAGE;                                 \
        if (order_rc_ == CLI_OK) continue;                                            \
    }
int cli_parse_algorithm(const char *text, int *out);
/* A --heuristic value: a built-in's name into *out, or "pdb:GROUPS" (a pattern database,
 * p8_pdb_parse_groups) into groups[0 .. *n_groups-1] with *out = CLI_H_PDB. option names the
 * value in messages ("--heuristic", "--against", "heuristic"); all_too: the message lists
 * "all" too (check-heuristic's argument). */
#define CLI_H_PDB (-3)
int cli_parse_heuristic(const char *option, const char *text, int all_too, int *out,
                        unsigned *groups, size_t *n_groups);
/* The exit status for a library failure to build a pattern database (a message printed). */
int cli_pdb_build(const unsigned *groups, size_t n, const p8_board *goal, p8_pdb **out);
int cli_parse_frontier(const char *text, int *out);
int cli_parse_duplicates(const char *text, int *out);
/* "WG,WH" into two unsigned values. */
int cli_parse_weights(const char *text, unsigned *wg, unsigned *wh);

/* ---- Messages. -------------------------------------------------------------------------- */
/* "puzzle8: " + the formatted text + "\n" on stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Report a library status `code` for the action `what` ("cannot create search"); uses the
 * search's message when s is not NULL and has one. Returns the exit status for it. */
int cli_library_error(const char *what, int code, const p8_search *s);
/* The library's reason why goal is not reachable from start (p8_board_solvable_why) as the
 * error line; returns CLI_NO_SOLUTION. */
int cli_unsolvable(const p8_board *start, const p8_board *goal);
/* text in double quotes for a one-line message (control characters escaped, long text
 * shortened to fit cap); returns buf. */
const char *cli_quote(const char *text, char *buf, size_t cap);
/* Format b on one line into buf (cap >= 32 is always enough). */
void cli_board_line(const p8_board *b, char *buf, size_t cap);

/* ---- The options that configure a run, shared by solve and tree (cli_run.c): --algorithm,
 * --heuristic, --goal, --weights, --tree, --frontier, --duplicates, --seed and the limits. ---- */
typedef struct cli_run_opts {
    int alg;                  /* P8_ALG_*, or CLI_ALG_TABLE (solve only) */
    int heuristic;            /* P8_H_*, P8_H_DEFAULT or CLI_H_PDB */
    unsigned pdb_groups[P8_PDB_MAX_GROUPS]; /* CLI_H_PDB: the database's groups */
    size_t pdb_n;
    p8_pdb *pdb;              /* built by cli_run_prepare for the goal; cli_run_opts_free */
    int have_weights, tree, have_seed;
    unsigned wg, wh;
    int frontier, duplicates; /* -1: the preset's */
    uint64_t seed;
    uint64_t max_expansions, max_depth, max_memory, max_time; /* P8_LIMIT_NONE: option omitted */
    const char *goal_text;
} cli_run_opts;
#define CLI_RUN_NOT_MINE (-1)

void cli_run_opts_init(cli_run_opts *o);
/* Once the goal is known (NULL: the default): build the pattern database of --heuristic
 * pdb:GROUPS. An exit status. */
int cli_run_prepare(cli_run_opts *o, const p8_board *goal);
/* Free what cli_run_prepare made. */
void cli_run_opts_free(cli_run_opts *o);
/* The heuristic's name for the report: a built-in's, "pdb:1234/5678", or NULL for
 * P8_H_DEFAULT. buf holds at least 32 bytes. */
const char *cli_run_heuristic_name(const cli_run_opts *o, char *buf, size_t cap);
/* If option `it` configures a run, take it (and its value) into o: CLI_OK, or CLI_USAGE with a
 * message; CLI_RUN_NOT_MINE if it is another option. table_ok: --algorithm table is taken
 * (CLI_ALG_TABLE). */
int cli_run_option(cli_run_opts *o, cli_args *a, const cli_item *it, int table_ok);
/* 1 if any limit was given. */
int cli_run_any_limit(const cli_run_opts *o);
/* Configure s from o; a library status. */
int cli_run_configure(p8_search *s, const cli_run_opts *o);
/* After cli_run_configure: a --weights or --frontier the run would ignore is refused (one line
 * naming `command`, CLI_USAGE), as the library says (p8_search_weights_used,
 * p8_search_frontier_used); else CLI_OK. May change s's frontier. */
int cli_run_check(p8_search *s, const cli_run_opts *o, const char *command);

/* ---- Commands: each gets argv after the command word and returns the exit status. -------- */
int cmd_solve(int argc, char **argv, int first);
int cmd_compare(int argc, char **argv, int first);
int cmd_check(int argc, char **argv, int first);
int cmd_random(int argc, char **argv, int first);

/* ---- Output files for pictures and traces (cli_view.c): "-" is stdout. ---------------------- */
typedef struct cli_out {
    FILE *f;
    const char *path, *option;   /* for messages: "--svg", "out.svg" */
    int err;                     /* errno of the first failed write */
    int f_was_stdout;
} cli_out;
/* Open path for writing; CLI_OK, or CLI_USAGE with a message naming the option. */
int cli_out_open(cli_out *o, const char *option, const char *path);
/* A p8_write_fn: user_data is the cli_out. -1 on a write error (kept for cli_out_close). */
int cli_out_write(const char *data, size_t len, void *user_data);
/* Flush and close; a write error is reported and turns CLI_OK into CLI_FAILURE. */
int cli_out_close(cli_out *o, int status);
int cmd_tree(int argc, char **argv, int first);
/* solve --svg: the solution r as a filmstrip, 8 boards a row, into path. */
int cli_solution_svg(const p8_result *r, const char *path);
int cmd_draw(int argc, char **argv, int first);
int cmd_trace_diff(int argc, char **argv, int first);
/* The state-space commands (cmd_table.c). */
int cmd_distance(int argc, char **argv, int first);
int cmd_histogram(int argc, char **argv, int first);
int cmd_check_heuristic(int argc, char **argv, int first);
int cmd_graph(int argc, char **argv, int first);
/* For `random --distance D`: a random board D moves from goal (NULL: default goal); an exit
 * status (a message printed on failure). */
int cli_random_at_distance(const p8_board *goal, uint64_t distance, uint64_t seed, p8_board **out);
/* For `solve --algorithm table`: build goal's table and walk down it; a library status. */
#define CLI_ALG_TABLE (-2)
int cli_table_solve(const p8_board *start, const p8_board *goal, p8_result **out);

/* The usage text on `f` (stdout for help, stderr after a usage error). */
void cli_usage(FILE *f);

#endif /* P8_CLI_H */
