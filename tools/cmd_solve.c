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

static int parse_solve_args(int argc, char **argv, int first, solve_opts *o) {
    cli_args a;
    cli_item it;
    cli_boards *pos = &o->boards;
    const cli_run_opts *run = &o->run;
    const char *v;
    int rc;

    memset(o, 0, sizeof *o);
    cli_run_opts_init(&o->run);
    cli_args_init(&a, argc, argv, first, "solve");
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
            if (it.value != NULL) {
                cli_error("solve: option %s takes no value", it.name);
                return CLI_USAGE;
            }
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
        cli_error("solve: missing START board (see '" CLI_PROG " --help')");
        return CLI_USAGE;
    }
    if (o->svg_path != NULL && strcmp(o->svg_path, "-") == 0) {
        cli_error("solve: --svg needs a file name (the report goes to stdout)");
        return CLI_USAGE;
    }
    if (o->trace_path != NULL && strcmp(o->trace_path, "-") == 0) {
        cli_error("solve: --trace needs a file name (the report goes to stdout)");
        return CLI_USAGE;
    }
    if (run->alg == CLI_ALG_TABLE && o->trace_path != NULL) {
        cli_error("solve: --algorithm table takes no --trace (it walks down a distance table: "
                  "there is no search to trace)");
        return CLI_USAGE;
    }
    o->start_text = pos->text[0];
    if (run->alg == CLI_ALG_TABLE &&
        (run->heuristic != P8_H_DEFAULT || run->have_weights || run->tree ||
         cli_run_any_limit(run) || run->frontier >= 0 || run->duplicates >= 0 || run->have_seed)) {
        cli_error("solve: --algorithm table takes no --heuristic, --weights, --tree or limit");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Print the boards along the path, each labelled with the move that led to it. */
static int print_path(const p8_result *r) {
    size_t len = p8_result_length(r), i;
    uint8_t tiles[9];
    uint8_t *moves = malloc(len > 0 ? len : 1);
    int rc = P8_OK;

    if (moves == NULL) return P8_ENOMEM;
    if (p8_result_moves(r, moves, len) != len) rc = P8_EINVAL;
    if (rc == P8_OK) printf("\npath:\n");
    for (i = 0; rc == P8_OK && i <= len; i++) {
        int row;
        if ((rc = p8_result_state_at(r, i, tiles)) != P8_OK) break;
        if (i == 0) /* the i-th move leads from state i-1 to state i */
            printf("step 0: start\n");
        else
            printf("step %zu: %c (blank %s)\n", i, (char)p8_move_letter(moves[i - 1]),
                   p8_move_name(moves[i - 1]));
        for (row = 0; row < 3; row++)
            printf("  %u %u %u\n", tiles[3 * row], tiles[3 * row + 1], tiles[3 * row + 2]);
    }
    free(moves);
    return rc;
}

static void print_stats(const p8_result *r) {
    uint64_t peak = p8_result_peak_bytes(r);
    printf("expanded:     %" PRIu64 "\n", p8_result_expanded(r));
    printf("generated:    %" PRIu64 "\n", p8_result_generated(r));
    printf("duplicates:   %" PRIu64 "\n", p8_result_duplicates(r));
    printf("max frontier: %" PRIu64 "\n", p8_result_max_frontier(r));
    printf("peak bytes:   %" PRIu64 " (%.1f KiB)\n", peak, (double)peak / 1024.0);
    printf("time:         %.3f ms\n", (double)p8_result_elapsed_ns(r) / 1e6);
}

static void print_config(const cli_run_opts *o) {
    char name[32];
    const char *h = cli_run_heuristic_name(o, name, sizeof name);
    printf("algorithm:    %s", o->alg == CLI_ALG_TABLE ? "table" : p8_algorithm_name(o->alg));
    if (h != NULL) printf(", heuristic %s", h);
    if (o->have_weights) printf(", weights %u,%u", o->wg, o->wh);
    if (o->tree) printf(", tree search");
    if (o->frontier >= 0) printf(", frontier %s", p8_frontier_name(o->frontier));
    if (o->duplicates >= 0) printf(", duplicates %s", p8_duplicates_name(o->duplicates));
    if (o->have_seed) printf(", seed %" PRIu64, o->seed);
    if (o->max_expansions != P8_LIMIT_NONE)
        printf(", at most %" PRIu64 " expansions", o->max_expansions);
    if (o->max_depth != P8_LIMIT_NONE) printf(", depth limit %" PRIu64, o->max_depth);
    if (o->max_memory != P8_LIMIT_NONE) printf(", at most %" PRIu64 " bytes", o->max_memory);
    if (o->max_time != P8_LIMIT_NONE) printf(", at most %" PRIu64 " ms", o->max_time);
    printf("\n");
}

int cmd_solve(int argc, char **argv, int first) {
    solve_opts o;
    p8_board *start = NULL, *goal = NULL;
    p8_search *s = NULL;
    p8_result *r = NULL;
    char *moves = NULL;
    size_t n;
    int status, rc;

    if ((status = parse_solve_args(argc, argv, first, &o)) != CLI_OK) return status;
    if ((status = cli_parse_board("start board", o.start_text, &start)) != CLI_OK) goto done;
    if (o.run.goal_text != NULL &&
        (status = cli_parse_board("goal board", o.run.goal_text, &goal)) != CLI_OK)
        goto done;
    if (o.run.alg == CLI_ALG_TABLE) {
        rc = cli_table_solve(start, goal, &r);
        goto ran;
    }
    if ((status = cli_run_prepare(&o.run, goal)) != CLI_OK) goto done;
    if ((rc = p8_search_new(&s)) != P8_OK) {
        status = cli_library_error("cannot create a search", rc, NULL);
        goto done;
    }
    if ((rc = cli_run_configure(s, &o.run)) != P8_OK) {
        status = cli_library_error("cannot configure the search", rc, s);
        goto done;
    }
    if ((status = cli_run_check(s, &o.run, "solve")) != CLI_OK) goto done;
    if (o.trace_path == NULL) {
        rc = p8_search_run(s, start, goal, &r);
    } else { /* the same run, written as a trace by the library */
        cli_out trace;
        if ((status = cli_out_open(&trace, "--trace", o.trace_path)) != CLI_OK) goto done;
        rc = p8_trace_run(s, start, goal, cli_out_write, &trace, &r);
        if ((status = cli_out_close(&trace, CLI_OK)) != CLI_OK) goto done; /* said already */
    }
ran:
    if (rc == P8_EUNSOLVABLE) {
        status = cli_unsolvable(start, goal);
        goto done;
    }
    if (r == NULL) {
        status = cli_library_error("search failed", rc, s);
        goto done;
    }
    print_config(&o.run);
    if (p8_result_solved(r) == 1) {
        n = p8_result_moves_string(r, NULL, 0);
        if ((moves = malloc(n + 1)) == NULL) {
            status = cli_library_error("solve", P8_ENOMEM, NULL);
            goto done;
        }
        p8_result_moves_string(r, moves, n + 1);
        printf("moves:        %s\n", n ? moves : "(none: the start is the goal)");
        printf("length:       %zu\n", p8_result_length(r));
        print_stats(r);
        if (o.show && (rc = print_path(r)) != P8_OK) {
            status = cli_library_error("cannot show the path", rc, NULL);
            goto done;
        }
        status = o.svg_path ? cli_solution_svg(r, o.svg_path) : CLI_OK;
    } else {
        const char *why = p8_search_errmsg(s); /* e.g. "expansion limit of 10 reached" */
        if (why == NULL || why[0] == '\0') why = p8_strerror(p8_result_status(r));
        printf("moves:        (no solution: %s)\n", why);
        printf("length:       -\n");
        print_stats(r);
        cli_error("no solution: %s", why);
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
