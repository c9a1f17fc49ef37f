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
    const char *v;
    int rc;

    memset(o, 0, sizeof *o);
    cli_run_opts_init(&o->run);
    cli_args_init(&a, c, argc, argv, first, "solve");
    cli_boards_init(pos, 1);
    while (cli_args_next(&a, &it)) {
        if (it.name == NULL) {
            if (cli_boards_add(pos, &a, it.value) != CLI_OK) return CLI_USAGE;
            continue;
        }
        if ((rc = cli_run_option(&o->run, &a, &it, 1)) != CLI_RUN_NOT_MINE) {
            if (rc != CLI_OK) return rc;
            continue;
        }
        if (strcmp(it.name, "--show") == 0) {
            if (cli_option_flag(&a, &it) != CLI_OK) return CLI_USAGE;
            o->show = 1;
            continue;
        }
        if (strcmp(it.name, "--svg") != 0 && strcmp(it.name, "--trace") != 0)
            return cli_unknown_option(&a, &it);
        if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
        if (strcmp(it.name, "--svg") == 0) o->svg_path = v;
        else o->trace_path = v;
    }
    if (cli_boards_end(pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos->count == 0) {
        cli_error(c, "solve: missing START board (see '" CLI_PROG " --help')");
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
    if (run->alg == CLI_ALG_TABLE && o->trace_path != NULL) {
        cli_error(c, "solve: --algorithm table takes no --trace (it walks down a distance table: "
                  "there is no search to trace)");
        return CLI_USAGE;
    }
    o->start_text = pos->text[0];
    return run->alg == CLI_ALG_TABLE ? cli_run_table_check(c, run, "solve") : CLI_OK;
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

static void print_config(cli_ctx *c, const cli_run_opts *o) {
    char name[32];
    const char *h = cli_run_heuristic_name(o, name, sizeof name);
    cli_printf(c, "algorithm:    %s", o->alg == CLI_ALG_TABLE ? "table" : p8_algorithm_name(o->alg));
    if (h != NULL) cli_printf(c, ", heuristic %s", h);
    if (o->have_weights) cli_printf(c, ", weights %u,%u", o->wg, o->wh);
    if (o->tree) cli_puts(c, ", tree search");
    if (o->reopen) cli_puts(c, ", reopen");
    if (o->frontier >= 0) cli_printf(c, ", frontier %s", p8_frontier_name(o->frontier));
    if (o->duplicates >= 0) cli_printf(c, ", duplicates %s", p8_duplicates_name(o->duplicates));
    if (o->have_seed) cli_printf(c, ", seed %" PRIu64, o->seed);
    if (o->max_expansions != P8_LIMIT_NONE)
        cli_printf(c, ", at most %" PRIu64 " expansions", o->max_expansions);
    if (o->max_depth != P8_LIMIT_NONE) cli_printf(c, ", depth limit %" PRIu64, o->max_depth);
    if (o->max_memory != P8_LIMIT_NONE) cli_printf(c, ", at most %" PRIu64 " bytes", o->max_memory);
    if (o->max_time != P8_LIMIT_NONE) cli_printf(c, ", at most %" PRIu64 " ms", o->max_time);
    cli_putc(c, '\n');
}

/* Run s (started by cli_run_start) to its end, or the table walk; a library status and *r. */
static int run(cli_ctx *c, p8_search *s, const solve_opts *o, const p8_board *start,
               const p8_board *goal, p8_result **r, int *status) {
    cli_file trace;
    int rc, started;
    if (o->run.alg == CLI_ALG_TABLE) return cli_table_solve(start, goal, r);
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

int cmd_solve(cli_ctx *c, int argc, char **argv, int first) {
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
    if (o.run.alg != CLI_ALG_TABLE) {
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
    print_config(c, &o.run);
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
