/* SPDX-License-Identifier: MIT */
/*
 * cmd_solve.c - puzzle8 solve: one search with the configuration given on the command line.
 */
#include "cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct solve_opts {
    cli_run_opts run;       /* the options that configure the run (cli_run.c) */
    int show;
    const char *start_text;
    cli_boards boards;      /* holds start_text when it was typed as nine arguments */
    const char *svg_path;   /* --svg: the solution as a filmstrip */
    const char *trace_path; /* --trace: the run as a trace (docs/trace.md) */
} solve_opts;

static int parse_solve_args(cli_ctx *c, int argc, char **argv, int first, solve_opts *o) {
    cli_args a;
    cli_item it;
    cli_boards *pos = &o->boards;
    const cli_run_opts *run = &o->run;
    int more, rc;

    memset(o, 0, sizeof *o);
    cli_run_opts_init(&o->run);
    cli_args_init(&a, c, argc, argv, first, &cli_solve);
    cli_boards_init(pos, 1);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (it.name == NULL) {
            if (cli_boards_add(pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if ((rc = cli_run_option(&o->run, &a, &it)) != CLI_RUN_NOT_MINE) {
            if (rc != CLI_OK) return rc;
        } else if (strcmp(it.name, "--show") == 0) {
            o->show = 1;
        } else if (strcmp(it.name, "--svg") == 0) {
            o->svg_path = it.value;
        } else {
            o->trace_path = it.value;
        }
    }
    if (more < 0 || cli_boards_end(pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos->count == 0) {
        cli_error(c, "solve: missing START board (see '" CLI_PROG " solve --help')");
        return CLI_USAGE;
    }
    if (o->svg_path != NULL && strcmp(o->svg_path, "-") == 0) {
        cli_error(c, "solve: --svg needs a file name (the report goes to stdout)");
        return CLI_USAGE;
    }
    if (o->trace_path != NULL && strcmp(o->trace_path, "-") == 0) {
        cli_error(c, "solve: --trace needs a file name (the report goes to stdout)");
        return CLI_USAGE;
    }
    if (run->table && o->trace_path != NULL) {
        cli_error(c, "solve: --algorithm table takes no --trace (it walks down a distance table: "
                  "there is no search to trace)");
        return CLI_USAGE;
    }
    o->start_text = pos->text[0];
    return run->table ? cli_run_table_check(c, run, "solve") : CLI_OK;
}

/* Print the boards along the path, each labelled with the move that led to it. */
static int print_path(cli_ctx *c, const p8_result *r) {
    size_t len = p8_result_length(r), i;
    uint8_t tiles[9];
    uint8_t *moves = malloc(len > 0 ? len : 1);
    int rc = P8_OK;

    if (moves == NULL) return P8_ENOMEM;
    if (p8_result_moves(r, moves, len) != len) rc = P8_EINVAL;
    if (rc == P8_OK) cli_puts(c, "\npath:\n");
    for (i = 0; rc == P8_OK && i <= len; i++) {
        int row;
        if ((rc = p8_result_state_at(r, i, tiles)) != P8_OK) break;
        if (i == 0) /* the i-th move leads from state i-1 to state i */
            cli_puts(c, "step 0: start\n");
        else
            cli_printf(c, "step %zu: %c (blank %s)\n", i, (char)p8_move_letter(moves[i - 1]),
                   p8_move_name(moves[i - 1]));
        for (row = 0; row < 3; row++)
            cli_printf(c, "  %u %u %u\n", tiles[3 * row], tiles[3 * row + 1], tiles[3 * row + 2]);
    }
    free(moves);
    return rc;
}

static void print_stats(cli_ctx *c, const p8_result *r) {
    uint64_t peak = p8_result_peak_bytes(r);
    cli_printf(c, "expanded:     %" PRIu64 "\n", p8_result_expanded(r));
    cli_printf(c, "generated:    %" PRIu64 "\n", p8_result_generated(r));
    cli_printf(c, "duplicates:   %" PRIu64 "\n", p8_result_duplicates(r));
    cli_printf(c, "max frontier: %" PRIu64 "\n", p8_result_max_frontier(r));
    cli_printf(c, "peak bytes:   %" PRIu64 " (%.1f KiB)\n", peak, (double)peak / 1024.0);
    cli_printf(c, "time:         %.3f ms\n", (double)p8_result_elapsed_ns(r) / 1e6);
}

static void print_config(cli_ctx *c, const cli_run_opts *o, const p8_search *s) {
    cli_printf(c, "algorithm:    %s", o->table ? "table" : o->algorithm);
    cli_run_describe(c, o, s);
    cli_putc(c, '\n');
}

/* Run s (started by cli_run_start) to its end, or the table walk; a library status and *r. */
static int run(cli_ctx *c, p8_search *s, const solve_opts *o, const p8_board *start,
               const p8_board *goal, p8_result **r, int *status) {
    cli_file trace;
    int rc, started;
    if (o->run.table) return cli_table_solve(start, goal, r);
    *status = cli_run_start(c, s, &o->run, "solve", start, goal, o->trace_path == NULL, &started);
    if (*status != CLI_OK) return P8_OK;
    if (o->trace_path == NULL) { /* the run started: go on with it */
        if (!started) return P8_EUNSOLVABLE;
        rc = cli_watch(c, s) ? P8_ECANCELED : p8_search_step(s, 0);
        cli_watch(c, NULL); /* before s is freed: p8_cli_interrupt must not reach it */
        if (rc == P8_ENOMEM) return rc;
        return p8_search_take_result(s, r) == P8_OK ? rc : P8_ENOMEM;
    }
    /* the same run again from its start, written as a trace by the library */
    if ((*status = cli_file_open(c, &trace, "--trace", o->trace_path)) != CLI_OK) return P8_OK;
    cli_watch(c, s);
    rc = p8_trace_run(s, start, goal, cli_file_write, &trace, r);
    cli_watch(c, NULL);
    *status = cli_file_close(&trace, CLI_OK); /* a write error is said there */
    return rc;
}

static int cmd_solve(cli_ctx *c, int argc, char **argv, int first) {
    solve_opts o;
    p8_board *start = NULL, *goal = NULL;
    p8_search *s = NULL;
    p8_result *r = NULL;
    char *moves = NULL, words[512];
    size_t n;
    int status, rc;

    if ((status = parse_solve_args(c, argc, argv, first, &o)) != CLI_OK) return status;
    if ((status = cli_parse_board(c, "start board", o.start_text, &start)) != CLI_OK) goto done;
    if (o.run.goal_text != NULL &&
        (status = cli_parse_board(c, "goal board", o.run.goal_text, &goal)) != CLI_OK)
        goto done;
    if (!o.run.table) {
        if ((status = cli_run_prepare(c, &o.run, goal)) != CLI_OK) goto done;
        if ((rc = p8_search_new(&s)) != P8_OK) {
            status = cli_library_error(c, "cannot create a search", rc, NULL);
            goto done;
        }
        if ((rc = cli_run_configure(s, &o.run)) != P8_OK) {
            status = cli_library_error(c, "cannot configure the search", rc, s);
            goto done;
        }
    }
    rc = run(c, s, &o, start, goal, &r, &status);
    if (status != CLI_OK || cli_interrupted(c)) goto done;
    if (rc == P8_EUNSOLVABLE) {
        status = cli_unsolvable(c, start, goal);
        goto done;
    }
    if (r == NULL) {
        status = cli_library_error(c, "search failed", rc, s);
        goto done;
    }
    print_config(c, &o.run, s);
    if (p8_result_solved(r) == 1) {
        n = p8_result_moves_string(r, NULL, 0);
        if ((moves = malloc(n + 1)) == NULL) {
            status = cli_library_error(c, "solve", P8_ENOMEM, NULL);
            goto done;
        }
        p8_result_moves_string(r, moves, n + 1);
        cli_printf(c, "moves:        %s\n", n ? moves : "(none: the start is the goal)");
        cli_printf(c, "length:       %zu\n", p8_result_length(r));
        print_stats(c, r);
        if (o.show && (rc = print_path(c, r)) != P8_OK) {
            status = cli_library_error(c, "cannot show the path", rc, NULL);
            goto done;
        }
        status = o.svg_path ? cli_solution_svg(c, r, o.svg_path) : CLI_OK;
    } else {
        const char *why = p8_search_errmsg(s); /* e.g. "expansion limit of 10 reached" */
        if (why == NULL || why[0] == '\0') why = p8_strerror(p8_result_status(r));
        why = cli_run_words(why, words, sizeof words);
        cli_printf(c, "moves:        (no solution: %s)\n", why);
        cli_puts(c, "length:       -\n");
        print_stats(c, r);
        cli_error(c, "no solution: %s", why);
        status = CLI_NO_SOLUTION;
    }
done:
    free(moves);
    p8_result_free(r);
    p8_search_free(s);
    cli_run_opts_free(&o.run);
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}

static const cli_opt solve_options[] = {
    { .group = cli_run_options_table, .label = "run options" },
    { .name = "--show", .help = "print every board along the solution" },
    { .name = "--svg", .arg = "FILE", .help = "write the solution as an SVG filmstrip, 8 boards a row" },
    { .name = "--trace", .arg = "FILE", .help = "write the run as a trace (JSON lines, docs/trace.md)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_solve = {
    .name = "solve",
    .run = cmd_solve,
    .summary = "search from a board to the goal with one configuration",
    .args = "START",
    .text = "Search from START to the goal as the run options configure the search, and print "
            "the configuration, the moves (the direction the blank moves: U, D, L, R), their "
            "number and the statistics of the run: nodes expanded, generated and dropped as "
            "duplicates, the largest frontier, the peak memory and the time. A run a limit "
            "stops still prints its statistics, says why on the standard error and exits 1.\n\n"
            "The library checks each value and says what it takes; it also refuses an option the "
            "run would ignore (weights a FIFO frontier ignores, a seed without the random walk), "
            "and options the algorithm cannot run with: a usage error naming the options given.",
    .options = solve_options,
};
