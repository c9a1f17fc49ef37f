/* SPDX-License-Identifier: MIT */
/*
 * cmd_tree.c - puzzle8 tree START [options]: the search tree of the first N expansions of a run,
 * drawn by the library (p8_tree_run, p8_svg_tree, p8_dot_tree) as SVG or DOT.
 */
#include "cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

typedef struct tree_opts {
    cli_run_opts run;         /* the options that configure the run, as solve's (cli_run.c) */
    uint64_t expansions;
    const char *start_text, *svg_path, *dot_path;
} tree_opts;

static int parse_tree_args(cli_ctx *c, int argc, char **argv, int first, tree_opts *o) {
    cli_args a;
    cli_item it;
    int more, rc;
    memset(o, 0, sizeof *o);
    cli_run_opts_init(&o->run);
    o->expansions = 12;
    cli_args_init(&a, c, argc, argv, first, &cli_tree);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (it.name == NULL) {
            if (o->start_text != NULL) return cli_unexpected_argument(&a, it.value);
            o->start_text = it.value;
        } else if ((rc = cli_run_option(&o->run, &a, &it)) != CLI_RUN_NOT_MINE) {
            if (rc != CLI_OK) return rc;
        } else if (strcmp(it.name, "--expansions") == 0) {
            if (cli_parse_u64(c, it.name, it.value, UINT64_MAX, &o->expansions) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--svg") == 0) {
            o->svg_path = it.value;
        } else {
            o->dot_path = it.value;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (o->start_text == NULL) {
        cli_error(c, "tree: missing START board (see '" CLI_PROG " tree --help')");
        return CLI_USAGE;
    }
    if (o->svg_path == NULL && o->dot_path == NULL) o->svg_path = "-";
    if (o->svg_path && o->dot_path && strcmp(o->svg_path, "-") == 0 && strcmp(o->dot_path, "-") == 0) {
        cli_error(c, "tree: --svg and --dot cannot both go to standard output (-)");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Draw t (SVG or DOT) into path. */
static int draw(cli_ctx *c, const p8_tree *t, const p8_result *r, int dot, const char *path) {
    cli_file out;
    int rc, status = cli_file_open(c, &out, dot ? "--dot" : "--svg", path);
    if (status != CLI_OK) return status;
    rc = (dot ? p8_dot_tree : p8_svg_tree)(t, r, cli_file_write, &out);
    if (rc != P8_OK && out.err == 0 && c->out.err == 0 && !cli_interrupted(c))
        status = cli_library_error(c, dot ? "--dot" : "--svg", rc, NULL);
    return cli_file_close(&out, status);
}

static int cmd_tree(cli_ctx *c, int argc, char **argv, int first) {
    tree_opts o;
    p8_board *start = NULL, *goal = NULL;
    p8_search *s = NULL;
    p8_tree *t = NULL;
    p8_result *r = NULL;
    int status, rc, started;

    if ((status = parse_tree_args(c, argc, argv, first, &o)) != CLI_OK) return status;
    if ((status = cli_parse_board(c, "start board", o.start_text, &start)) != CLI_OK) goto done;
    if (o.run.goal_text != NULL &&
        (status = cli_parse_board(c, "goal board", o.run.goal_text, &goal)) != CLI_OK)
        goto done;
    if ((status = cli_run_prepare(c, &o.run, goal)) != CLI_OK) goto done;
    if ((rc = p8_search_new(&s)) != P8_OK || (rc = p8_tree_new(o.expansions, &t)) != P8_OK) {
        status = cli_library_error(c, "tree", rc, NULL);
        goto done;
    }
    if ((rc = cli_run_configure(s, &o.run)) != P8_OK) {
        status = cli_library_error(c, "cannot configure the search", rc, s);
        goto done;
    }
    if ((status = cli_run_start(c, s, &o.run, "tree", start, goal, 0, &started)) != CLI_OK) goto done;
    cli_watch(c, s);
    rc = p8_tree_run(t, s, start, goal, &r); /* the run again, from its start, recorded */
    cli_watch(c, NULL);
    if (cli_interrupted(c)) goto done;
    if (rc == P8_EUNSOLVABLE) {
        status = cli_unsolvable(c, start, goal);
        goto done;
    }
    if (r == NULL) {
        status = cli_library_error(c, "tree", rc, s);
        goto done;
    }
    /* A run stopped by a limit still has a tree to draw. */
    status = CLI_OK;
    if (o.svg_path) status = draw(c, t, r, 0, o.svg_path);
    if (status == CLI_OK && o.dot_path) status = draw(c, t, r, 1, o.dot_path);
    if (status == CLI_OK && (!o.svg_path || strcmp(o.svg_path, "-")) &&
        (!o.dot_path || strcmp(o.dot_path, "-")))
        cli_printf(c, "tree: %zu nodes of the first %" PRIu64 " expansions; the run %s after %" PRIu64
               " expansions\n", p8_tree_count(t), o.expansions,
               p8_result_solved(r) == 1 ? "reached the goal" : "stopped", p8_result_expanded(r));
done:
    p8_result_free(r);
    p8_tree_free(t);
    p8_search_free(s);
    cli_run_opts_free(&o.run);
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}

static const cli_opt tree_options[] = {
    { .group = cli_run_options, .label = "run options" },
    { .name = "--expansions", .arg = "N", .help = "draw the nodes of the first N expansions (default 12)" },
    { .name = "--svg", .arg = "FILE", .help = "write the tree as SVG into FILE (default: the standard output)" },
    { .name = "--dot", .arg = "FILE", .help = "write the tree as DOT for Graphviz into FILE (- is the standard "
      "output, not both with --svg)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_tree = {
    .name = "tree",
    .run = cmd_tree,
    .summary = "the search tree of a run's first expansions, as SVG or DOT",
    .args = "START",
    .text = "Run a search from START configured by the run options (as solve takes and refuses "
            "them) and draw the search tree of its first N expansions: each node a card with its "
            "board, g, h and f, its expansion order and its marks (duplicate, cut off, goal), the "
            "solution path in orange. The run goes on to its end; a run a limit stops still has a "
            "tree to draw. When neither picture goes to the standard output, one line says how "
            "many nodes the tree holds and how the run ended.",
    .options = tree_options,
};
