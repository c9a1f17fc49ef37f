/*
 * cmd_solve.c - puzzle8 solve: one search with the configuration given on the command line.
 */
#include "cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct solve_opts {
    int alg;             /* P8_ALG_* */
    int heuristic;       /* P8_H_* or P8_H_DEFAULT */
    int have_weights;
    unsigned wg, wh;
    int tree;
    uint64_t max_expansions, max_depth, max_memory, max_time; /* P8_LIMIT_NONE: option omitted */
    int show;
    const char *start_text, *goal_text;
    cli_boards boards;   /* holds start_text when it was typed as nine arguments */
    int frontier, duplicates;           /* -1: the preset's */
    int have_seed;
    uint64_t seed;
    const char *svg_path;  /* --svg: the solution as a filmstrip */
    const char *trace_path; /* --trace: the run as a trace (docs/trace.md) */
} solve_opts;

/* The options that take a number, and where it goes. */
static uint64_t *number_option(solve_opts *o, const char *name) {
    if (strcmp(name, "--max-expansions") == 0) return &o->max_expansions;
    if (strcmp(name, "--max-depth") == 0) return &o->max_depth;
    if (strcmp(name, "--max-memory") == 0) return &o->max_memory;
    if (strcmp(name, "--max-time") == 0) return &o->max_time;
    if (strcmp(name, "--seed") == 0) return &o->seed;
    return NULL;
}

/* 1 if any limit was given. */
static int any_limit(const solve_opts *o) {
    return o->max_expansions != P8_LIMIT_NONE || o->max_depth != P8_LIMIT_NONE ||
           o->max_memory != P8_LIMIT_NONE || o->max_time != P8_LIMIT_NONE;
}

/* Weights given for a run that ignores them would be echoed but change nothing: refuse them.
 * The library answers for the configuration that will run (p8_search_weights_used), names its
 * frontier (p8_search_frontier_used), and says whether a heap or bucket frontier would use the
 * weights (not under every driver). s is configured; this may change its frontier, as the
 * command then stops. */
static int check_weights(p8_search *s, const solve_opts *o) {
    const char *frontier = p8_search_frontier_used(s);
    char given[32] = "", why[48];
    int keyed;

    if (!o->have_weights || p8_search_weights_used(s) != 0 || frontier == NULL) return CLI_OK;
    if (o->frontier >= 0) snprintf(given, sizeof given, " --frontier %s", p8_frontier_name(o->frontier));
    if (strcmp(frontier, "none") == 0) snprintf(why, sizeof why, "it takes no frontier");
    else if (strcmp(frontier, "fifo") == 0 || strcmp(frontier, "lifo") == 0)
        snprintf(why, sizeof why, "a %s frontier ignores them", frontier);
    else snprintf(why, sizeof why, "the algorithm ignores them");
    keyed = p8_search_set_frontier(s, P8_FRONTIER_HEAP) == P8_OK && p8_search_weights_used(s) == 1 &&
            p8_search_set_frontier(s, P8_FRONTIER_BUCKET) == P8_OK && p8_search_weights_used(s) == 1;
    cli_error("solve: --weights has no effect with --algorithm %s%s (%s)%s", p8_algorithm_name(o->alg),
              given, why, keyed ? "; use --frontier heap or bucket, which they order" : "");
    return CLI_USAGE;
}

/* Likewise a --frontier the run takes no nodes from (the random walk's): the "algorithm:" line
 * would name a frontier that was not used. */
static int check_frontier(const p8_search *s, const solve_opts *o) {
    const char *used = p8_search_frontier_used(s);
    if (o->frontier < 0 || used == NULL || strcmp(used, "none") != 0) return CLI_OK;
    cli_error("solve: --frontier has no effect with --algorithm %s (it takes no frontier)",
              p8_algorithm_name(o->alg));
    return CLI_USAGE;
}

static int parse_solve_args(int argc, char **argv, int first, solve_opts *o) {
    cli_args a;
    cli_item it;
    cli_boards *pos = &o->boards;
    uint64_t *number;
    const char *v;

    memset(o, 0, sizeof *o);
    o->alg = P8_ALG_ASTAR;
    o->heuristic = P8_H_DEFAULT;
    o->frontier = o->duplicates = -1;
    o->max_expansions = o->max_depth = o->max_memory = o->max_time = P8_LIMIT_NONE;
    cli_args_init(&a, argc, argv, first, "solve");
    cli_boards_init(pos, 1);
    while (cli_args_next(&a, &it)) {
        if (it.name == NULL) {
            if (cli_boards_add(pos, &a, it.value) != CLI_OK) return CLI_USAGE;
            continue;
        }
        if (strcmp(it.name, "--tree") == 0 || strcmp(it.name, "--show") == 0) {
            if (it.value != NULL) {
                cli_error("solve: option %s takes no value", it.name);
                return CLI_USAGE;
            }
            if (it.name[2] == 't') o->tree = 1;
            else o->show = 1;
            continue;
        }
        number = number_option(o, it.name);
        if (number == NULL && strcmp(it.name, "--algorithm") != 0 &&
            strcmp(it.name, "--heuristic") != 0 && strcmp(it.name, "--goal") != 0 &&
            strcmp(it.name, "--weights") != 0 && strcmp(it.name, "--frontier") != 0 &&
            strcmp(it.name, "--duplicates") != 0 && strcmp(it.name, "--svg") != 0 &&
            strcmp(it.name, "--trace") != 0)
            return cli_unknown_option(&a, &it);
        if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
        if (number != NULL) {
            if (cli_parse_u64(it.name, v, UINT64_MAX, number) != CLI_OK) return CLI_USAGE;
            if (number == &o->seed) o->have_seed = 1;
        } else if (strcmp(it.name, "--frontier") == 0) {
            if (cli_parse_frontier(v, &o->frontier) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--duplicates") == 0) {
            if (cli_parse_duplicates(v, &o->duplicates) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--algorithm") == 0) {
            if (strcmp(v, "table") == 0) o->alg = CLI_ALG_TABLE; /* cmd_table.c */
            else if (cli_parse_algorithm(v, &o->alg) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--heuristic") == 0) {
            if (cli_parse_heuristic(v, &o->heuristic) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            o->goal_text = v;
        } else if (strcmp(it.name, "--svg") == 0) {
            o->svg_path = v;
        } else if (strcmp(it.name, "--trace") == 0) {
            o->trace_path = v;
        } else {
            if (cli_parse_weights(v, &o->wg, &o->wh) != CLI_OK) return CLI_USAGE;
            o->have_weights = 1;
        }
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
    if (o->alg == CLI_ALG_TABLE && o->trace_path != NULL) {
        cli_error("solve: --algorithm table takes no --trace (it walks down a distance table: "
                  "there is no search to trace)");
        return CLI_USAGE;
    }
    o->start_text = pos->text[0];
    if (o->alg == CLI_ALG_TABLE && (o->heuristic != P8_H_DEFAULT || o->have_weights || o->tree ||
                                    any_limit(o) || o->frontier >= 0 || o->duplicates >= 0 ||
                                    o->have_seed)) {
        cli_error("solve: --algorithm table takes no --heuristic, --weights, --tree or limit");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Configure s from the options; a library status. */
static int configure(p8_search *s, const solve_opts *o) {
    int rc = p8_search_set_algorithm(s, o->alg);
    if (rc == P8_OK && o->heuristic != P8_H_DEFAULT) rc = p8_search_set_heuristic(s, o->heuristic);
    if (rc == P8_OK && o->have_weights) rc = p8_search_set_weights(s, o->wg, o->wh);
    if (rc == P8_OK && o->tree) rc = p8_search_set_graph_search(s, 0);
    if (rc == P8_OK && o->frontier >= 0) rc = p8_search_set_frontier(s, o->frontier);
    if (rc == P8_OK && o->duplicates >= 0) rc = p8_search_set_duplicates(s, o->duplicates);
    if (rc == P8_OK && o->have_seed) rc = p8_search_set_seed(s, o->seed);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, o->max_expansions);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_DEPTH, o->max_depth);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, o->max_memory);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_TIME_MS, o->max_time);
    return rc;
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

static void print_config(const solve_opts *o) {
    printf("algorithm:    %s", o->alg == CLI_ALG_TABLE ? "table" : p8_algorithm_name(o->alg));
    if (o->heuristic != P8_H_DEFAULT) printf(", heuristic %s", p8_heuristic_name(o->heuristic));
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
    if (o.goal_text != NULL && (status = cli_parse_board("goal board", o.goal_text, &goal)) != CLI_OK)
        goto done;
    if (o.alg == CLI_ALG_TABLE) {
        rc = cli_table_solve(start, goal, &r);
        goto ran;
    }
    if ((rc = p8_search_new(&s)) != P8_OK) {
        status = cli_library_error("cannot create a search", rc, NULL);
        goto done;
    }
    if ((rc = configure(s, &o)) != P8_OK) {
        status = cli_library_error("cannot configure the search", rc, s);
        goto done;
    }
    if ((status = check_weights(s, &o)) != CLI_OK || (status = check_frontier(s, &o)) != CLI_OK)
        goto done;
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
    print_config(&o);
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
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}
