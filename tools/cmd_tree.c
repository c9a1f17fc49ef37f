/*
 * cmd_tree.c - puzzle8 tree START [options]: the search tree of the first N expansions of a run,
 * drawn by the library (p8_tree_run, p8_svg_tree, p8_dot_tree) as SVG or DOT.
 */
#include "cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

typedef struct tree_opts {
    int alg, heuristic, have_weights, tree;
    unsigned wg, wh;
    int frontier, duplicates; /* -1: the preset's */
    int have_seed;
    uint64_t max_expansions, max_depth, max_memory, max_time; /* P8_LIMIT_NONE: option omitted */
    uint64_t seed, expansions;
    const char *start_text, *goal_text, *svg_path, *dot_path;
} tree_opts;

/* The options that take a number, and where it goes (the solve options' as cmd_solve.c). */
static uint64_t *number_option(tree_opts *o, const char *name) {
    if (strcmp(name, "--max-expansions") == 0) return &o->max_expansions;
    if (strcmp(name, "--max-depth") == 0) return &o->max_depth;
    if (strcmp(name, "--max-memory") == 0) return &o->max_memory;
    if (strcmp(name, "--max-time") == 0) return &o->max_time;
    if (strcmp(name, "--seed") == 0) return &o->seed;
    if (strcmp(name, "--expansions") == 0) return &o->expansions;
    return NULL;
}

static int parse_tree_args(int argc, char **argv, int first, tree_opts *o) {
    cli_args a;
    cli_item it;
    const char *v;
    uint64_t *number;
    memset(o, 0, sizeof *o);
    o->alg = P8_ALG_ASTAR;
    o->heuristic = P8_H_DEFAULT;
    o->frontier = o->duplicates = -1;
    o->max_expansions = o->max_depth = o->max_memory = o->max_time = P8_LIMIT_NONE;
    o->expansions = 12;
    cli_args_init(&a, argc, argv, first, "tree");
    while (cli_args_next(&a, &it)) {
        if (it.name == NULL) {
            if (o->start_text != NULL) return cli_unexpected_argument(&a, it.value);
            o->start_text = it.value;
            continue;
        }
        if (strcmp(it.name, "--tree") == 0) {
            if (it.value != NULL) {
                cli_error("tree: option --tree takes no value");
                return CLI_USAGE;
            }
            o->tree = 1;
            continue;
        }
        number = number_option(o, it.name);
        if (number == NULL && strcmp(it.name, "--algorithm") != 0 &&
            strcmp(it.name, "--heuristic") != 0 && strcmp(it.name, "--goal") != 0 &&
            strcmp(it.name, "--weights") != 0 && strcmp(it.name, "--frontier") != 0 &&
            strcmp(it.name, "--duplicates") != 0 && strcmp(it.name, "--svg") != 0 &&
            strcmp(it.name, "--dot") != 0)
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
            if (cli_parse_algorithm(v, &o->alg) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--heuristic") == 0) {
            if (cli_parse_heuristic(v, &o->heuristic) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            o->goal_text = v;
        } else if (strcmp(it.name, "--weights") == 0) {
            if (cli_parse_weights(v, &o->wg, &o->wh) != CLI_OK) return CLI_USAGE;
            o->have_weights = 1;
        } else if (strcmp(it.name, "--svg") == 0) {
            o->svg_path = v;
        } else {
            o->dot_path = v;
        }
    }
    if (o->start_text == NULL) {
        cli_error("tree: missing START board (see '" CLI_PROG " --help')");
        return CLI_USAGE;
    }
    if (o->svg_path == NULL && o->dot_path == NULL) o->svg_path = "-";
    if (o->svg_path && o->dot_path && strcmp(o->svg_path, "-") == 0 && strcmp(o->dot_path, "-") == 0) {
        cli_error("tree: --svg and --dot cannot both go to standard output (-)");
        return CLI_USAGE;
    }
    return CLI_OK;
}

static int configure(p8_search *s, const tree_opts *o) {
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

/* Draw t (SVG or DOT) into path. */
static int draw(const p8_tree *t, const p8_result *r, int dot, const char *path) {
    cli_out out;
    int rc, status = cli_out_open(&out, dot ? "--dot" : "--svg", path);
    if (status != CLI_OK) return status;
    rc = (dot ? p8_dot_tree : p8_svg_tree)(t, r, cli_out_write, &out);
    if (rc != P8_OK && out.err == 0) status = cli_library_error(dot ? "--dot" : "--svg", rc, NULL);
    return cli_out_close(&out, status);
}

int cmd_tree(int argc, char **argv, int first) {
    tree_opts o;
    p8_board *start = NULL, *goal = NULL;
    p8_search *s = NULL;
    p8_tree *t = NULL;
    p8_result *r = NULL;
    int status, rc;

    if ((status = parse_tree_args(argc, argv, first, &o)) != CLI_OK) return status;
    if ((status = cli_parse_board("start board", o.start_text, &start)) != CLI_OK) goto done;
    if (o.goal_text != NULL && (status = cli_parse_board("goal board", o.goal_text, &goal)) != CLI_OK)
        goto done;
    if ((rc = p8_search_new(&s)) != P8_OK || (rc = p8_tree_new(o.expansions, &t)) != P8_OK) {
        status = cli_library_error("tree", rc, NULL);
        goto done;
    }
    if ((rc = configure(s, &o)) != P8_OK) {
        status = cli_library_error("cannot configure the search", rc, s);
        goto done;
    }
    rc = p8_tree_run(t, s, start, goal, &r);
    if (rc == P8_EUNSOLVABLE) {
        status = cli_unsolvable(start, goal);
        goto done;
    }
    if (r == NULL) {
        status = cli_library_error("tree", rc, s);
        goto done;
    }
    /* A run stopped by a limit still has a tree to draw. */
    status = CLI_OK;
    if (o.svg_path) status = draw(t, r, 0, o.svg_path);
    if (status == CLI_OK && o.dot_path) status = draw(t, r, 1, o.dot_path);
    if (status == CLI_OK && (!o.svg_path || strcmp(o.svg_path, "-")) &&
        (!o.dot_path || strcmp(o.dot_path, "-")))
        printf("tree: %zu nodes of the first %" PRIu64 " expansions; the run %s after %" PRIu64
               " expansions\n", p8_tree_count(t), o.expansions,
               p8_result_solved(r) == 1 ? "reached the goal" : "stopped", p8_result_expanded(r));
done:
    p8_result_free(r);
    p8_tree_free(t);
    p8_search_free(s);
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}
