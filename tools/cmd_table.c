/* SPDX-License-Identifier: MIT */
/*
 * cmd_table.c - the puzzle8 commands on the whole state space: distance, histogram,
 * check-heuristic and graph (the table's helpers they share with random and solve are
 * cli_table.c's).
 */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- distance [--goal G] [--list N] BOARD --------------------------------------------------- */

typedef struct listing {
    cli_ctx *c;
    uint64_t left; /* solutions still to list */
} listing;

static int print_solution(const uint8_t start[9], const uint8_t *moves, size_t len, void *ud) {
    listing *l = ud;
    size_t i;
    (void)start;
    for (i = 0; i < len; i++) cli_putc(l->c, p8_move_letter(moves[i]));
    if (len == 0) cli_puts(l->c, "(none: the board is the goal)");
    cli_putc(l->c, '\n');
    /* 1: enough listed, or the output failed (said at the end), or interrupted */
    return --l->left == 0 || l->c->out.err != 0 || cli_interrupted(l->c) ? 1 : 0;
}

static int cmd_distance(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *board_text, *goal_text = NULL;
    cli_boards pos;
    uint64_t list = 0;
    int have_list = 0, status, rc, d, mask, m, more;
    p8_board *b = NULL, *goal = NULL;
    p8_table *t = NULL;
    uint64_t count = 0;
    char line[64];

    cli_args_init(&a, c, argc, argv, first, &cli_distance);
    cli_boards_init(&pos, 1);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) {
            if (cli_boards_add(&pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            goal_text = it.value;
        } else if (strcmp(it.name, "--list") == 0) {
            if (cli_parse_u64(c, "--list", it.value, UINT64_MAX, &list) != CLI_OK) return CLI_USAGE;
            have_list = 1;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (cli_boards_end(&pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos.count == 0) {
        cli_error(c, "distance: missing BOARD (see '" CLI_PROG " distance --help')");
        return CLI_USAGE;
    }
    board_text = pos.text[0]; /* nine one-character arguments are one board, as for solve */
    if ((status = cli_parse_board(c, "board", board_text, &b)) != CLI_OK) goto done;
    if ((status = cli_goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if ((status = cli_table_build(c, goal, &t)) != CLI_OK) goto done;
    d = p8_table_distance(t, b);
    if (d == P8_EUNSOLVABLE) {
        status = cli_unsolvable(c, b, goal);
        goto done;
    }
    if (d < 0 || (mask = p8_table_optimal_moves(t, b)) < 0 ||
        (rc = p8_table_count_solutions(t, b, &count)) != P8_OK) {
        status = cli_library_error(c, "distance", d < 0 ? d : P8_ENOMEM, NULL);
        goto done;
    }
    cli_board_line(b, line, sizeof line);
    cli_printf(c, "board:      %s\n", line);
    cli_board_line(goal, line, sizeof line);
    cli_printf(c, "goal:       %s\n", line);
    cli_printf(c, "distance:   %d\n", d);
    cli_printf(c, "best moves:");
    for (m = 0; m < 4; m++)
        if (mask >> m & 1) cli_printf(c, " %c (%s)", p8_move_letter(m), p8_move_name(m));
    cli_printf(c, "%s\n", mask ? "" : " none: the board is the goal");
    cli_printf(c, "solutions:  %" PRIu64 " optimal\n", count);
    if (have_list) {
        listing l;
        l.c = c;
        l.left = list ? list : UINT64_MAX;
        cli_putc(c, '\n');
        rc = p8_table_list_solutions(t, b, print_solution, &l);
        if (rc < 0) {
            status = cli_library_error(c, "distance", rc, NULL);
            goto done;
        }
        if (list && list < count) cli_printf(c, "(%" PRIu64 " of %" PRIu64 " listed)\n", list, count);
    }
    status = CLI_OK;
done:
    p8_table_free(t);
    p8_board_free(b);
    p8_board_free(goal);
    return status;
}

/* ---- histogram [--goal G] ------------------------------------------------------------------- */

static int cmd_histogram(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *goal_text = NULL;
    p8_board *goal = NULL;
    p8_table *t = NULL;
    uint64_t counts[P8_MAX_DISTANCE + 1], states, sum;
    char line[64];
    int status, max, d, more;

    cli_args_init(&a, c, argc, argv, first, &cli_histogram);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if (strcmp(it.name, "--goal") == 0) goal_text = it.value;
    }
    if (more < 0) return CLI_USAGE;
    if ((status = cli_goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if ((status = cli_table_build(c, goal, &t)) != CLI_OK) goto done;
    max = p8_table_histogram(t, counts, P8_MAX_DISTANCE + 1);
    states = p8_table_stat(t, P8_TABLE_STATES);
    sum = p8_table_stat(t, P8_TABLE_SUM_DISTANCES);
    cli_board_line(goal, line, sizeof line);
    cli_printf(c, "goal:     %s\n", line);
    cli_printf(c, "boards:   %" PRIu64 " (every board that reaches the goal)\n", states);
    cli_printf(c, "distance: 0 .. %d moves, mean %.2f\n\n", max, (double)sum / (double)states);
    cli_printf(c, "distance   boards\n");
    for (d = 0; d <= max; d++) cli_printf(c, "%8d %8" PRIu64 "\n", d, counts[d]);
done:
    p8_table_free(t);
    p8_board_free(goal);
    return status;
}

/* ---- check-heuristic [--goal G] [--against H2] H|all --------------------------------------- */

/* A heuristic named on the command line: a built-in, or a pattern database built for the goal. */
typedef struct named_h {
    int builtin;                 /* P8_H_*, CLI_H_ALL or CLI_H_PDB */
    unsigned groups[P8_PDB_MAX_GROUPS];
    size_t ngroups;
    p8_pdb *pdb;
    char name[32];
} named_h;

static int named_ready(cli_ctx *c, named_h *h, const p8_board *goal) {
    int status;
    if (h->builtin != CLI_H_PDB) {
        snprintf(h->name, sizeof h->name, "%s", p8_heuristic_name(h->builtin));
        return CLI_OK;
    }
    if ((status = cli_pdb_build(c, h->groups, h->ngroups, goal, &h->pdb)) != CLI_OK) return status;
    p8_pdb_name(h->pdb, h->name, sizeof h->name);
    return CLI_OK;
}

static p8_heuristic_fn named_fn(const named_h *h) {
    return h->pdb ? p8_pdb_heuristic : p8_heuristic_callback(h->builtin);
}

static void print_findings(cli_ctx *c, const uint64_t *f, int n, const char *(*name_of)(int)) {
    int i;
    for (i = 0; i < n; i++) {
        const char *name = name_of(i);
        if (f[i] == P8_NO_RANK && strstr(name, "rank")) cli_printf(c, "  %-20s -\n", name);
        else cli_printf(c, "  %-20s %" PRIu64 "\n", name, f[i]);
    }
}

static int check_one(cli_ctx *c, const named_h *h, const p8_board *goal, const p8_table *t,
                     const named_h *against) {
    uint64_t f[P8_CHECK_COUNT], dom[P8_DOMINANCE_COUNT];
    char line[64], *verdict, *s, *nl;
    size_t n;
    int rc = h->pdb ? p8_heuristic_check_fn(p8_pdb_heuristic, h->pdb, NULL, t, f, P8_CHECK_COUNT)
                    : p8_heuristic_check(h->builtin, NULL, t, f, P8_CHECK_COUNT);
    if (rc < 0) return cli_library_error(c, "check-heuristic", rc, NULL);
    cli_board_line(goal, line, sizeof line);
    cli_printf(c, "heuristic: %s\ngoal:      %s\n\n", h->name, line);
    print_findings(c, f, P8_CHECK_COUNT, p8_heuristic_check_name);
    n = p8_heuristic_check_verdict(f, P8_CHECK_COUNT, NULL, 0);
    if ((verdict = malloc(n + 1)) == NULL) return cli_library_error(c, "check-heuristic", P8_ENOMEM, NULL);
    p8_heuristic_check_verdict(f, P8_CHECK_COUNT, verdict, n + 1);
    cli_puts(c, "\nverdict:\n");
    for (s = verdict; *s != '\0'; s = *nl ? nl + 1 : nl) { /* each line, indented */
        if ((nl = strchr(s, '\n')) == NULL) nl = s + strlen(s);
        if (nl > s) cli_printf(c, "  %.*s\n", (int)(nl - s), s);
    }
    free(verdict);
    if (against != NULL) {
        rc = p8_heuristic_dominance(named_fn(h), h->pdb, named_fn(against), against->pdb, goal,
                                    dom, P8_DOMINANCE_COUNT);
        if (rc < 0) return cli_library_error(c, "check-heuristic", rc, NULL);
        cli_printf(c, "\nagainst %s (a = %s, b = %s):\n", against->name, h->name, against->name);
        print_findings(c, dom, P8_DOMINANCE_COUNT, p8_heuristic_dominance_name);
    }
    return f[P8_CHECK_ADMISSIBLE] && f[P8_CHECK_CONSISTENT] ? CLI_OK : CLI_NO_SOLUTION;
}

static int cmd_check_heuristic(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *goal_text = NULL, *which = NULL;
    named_h h, against;
    int have_against = 0, status, worst = CLI_OK, i, more;
    p8_board *goal = NULL;
    p8_table *t = NULL;

    memset(&h, 0, sizeof h);
    memset(&against, 0, sizeof against);
    cli_args_init(&a, c, argc, argv, first, &cli_check_heuristic);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) {
            if (which != NULL) return cli_unexpected_argument(&a, it.value);
            which = it.value;
        } else if (strcmp(it.name, "--goal") == 0) {
            goal_text = it.value;
        } else if (strcmp(it.name, "--against") == 0) {
            if (cli_parse_heuristic(c, it.name, it.value, 0, &against.builtin, against.groups,
                                    &against.ngroups) != CLI_OK)
                return CLI_USAGE;
            have_against = 1;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (which == NULL) {
        cli_error(c, "check-heuristic: missing HEURISTIC (a built-in name, pdb:GROUPS or all; see '"
                  CLI_PROG " check-heuristic --help')");
        return CLI_USAGE;
    }
    if (cli_parse_heuristic(c, "heuristic", which, 1, &h.builtin, h.groups, &h.ngroups) != CLI_OK)
        return CLI_USAGE;
    if ((status = cli_goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if (have_against && (status = named_ready(c, &against, goal)) != CLI_OK) goto done;
    if ((status = cli_table_build(c, goal, &t)) != CLI_OK) goto done;
    if (h.builtin != CLI_H_ALL) {
        if ((status = named_ready(c, &h, goal)) == CLI_OK)
            status = check_one(c, &h, goal, t, have_against ? &against : NULL);
        goto done;
    }
    for (i = 0; p8_heuristic_name(i) != NULL; i++) { /* every built-in; the worst status */
        if (i > 0) cli_putc(c, '\n');
        h.builtin = i;
        named_ready(c, &h, goal);
        status = check_one(c, &h, goal, t, have_against ? &against : NULL);
        if (status == CLI_FAILURE) goto done;
        if (status > worst) worst = status;
    }
    status = worst;
done:
    p8_pdb_free(h.pdb);
    p8_pdb_free(against.pdb);
    p8_table_free(t);
    p8_board_free(goal);
    return status;
}

/* ---- graph [--format F] [--component C] [--distances] [--goal G] [--output FILE] ------------- */

typedef struct file_sink {
    cli_ctx *c;
    FILE *f;  /* NULL: the standard output */
    int err;  /* errno of the failed write */
} file_sink;

static int write_file(const char *data, size_t len, void *ud) {
    file_sink *s = ud;
    if (s->f == NULL) return cli_out_fn(data, len, s->c);
    if (fwrite(data, 1, len, s->f) == len) return cli_interrupted(s->c) ? -1 : 0;
    s->err = errno ? errno : EIO;
    return -1;
}

static int cmd_graph(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *v, *goal_text = NULL, *output = NULL, *component = "all";
    int format = P8_GRAPH_CSV, distances = 0, status = CLI_OK, rc, more;
    unsigned components = P8_GRAPH_ALL;
    p8_board *goal = NULL;
    p8_table *t = NULL;
    file_sink sink;
    char q[CLI_QUOTED_PATH];

    sink.c = c;
    sink.f = NULL;
    sink.err = 0;
    cli_args_init(&a, c, argc, argv, first, &cli_graph);
    while ((more = cli_args_next(&a, &it)) > 0) {
        v = it.value;
        if (cli_board_order_option(&a, &it) == CLI_USAGE) return CLI_USAGE;
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if (strcmp(it.name, "--distances") == 0) {
            distances = 1;
        } else if (strcmp(it.name, "--format") == 0) {
            if (cli_parse_name(c, it.name, v, p8_graph_format_name, &format) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            goal_text = v;
        } else if (strcmp(it.name, "--output") == 0) {
            output = v;
        } else if (strcmp(it.name, "--component") == 0) {
            component = v;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (strcmp(component, "all") != 0 && strcmp(component, "goal") != 0 &&
        strcmp(component, "other") != 0) {
        cli_error(c, "bad --component %s: expected all, goal or other",
                  cli_quote(component, q, sizeof q));
        return CLI_USAGE;
    }
    if ((status = cli_goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if (strcmp(component, "all") != 0) {
        int parity = p8_board_inversions(goal) & 1;
        components = P8_GRAPH_COMPONENT_BIT(strcmp(component, "goal") == 0 ? parity : 1 - parity);
    }
    if (distances && (status = cli_table_build(c, goal, &t)) != CLI_OK) goto done;
    if (output != NULL && (sink.f = fopen(output, "wb")) == NULL) {
        cli_error(c, "graph: cannot open %s: %s", cli_quote(output, q, sizeof q), strerror(errno));
        status = CLI_USAGE; /* a file that cannot be created: as every other output option */
        goto done;
    }
    errno = 0;
    rc = p8_graph_write(format, components, t, write_file, &sink);
    if (output != NULL && fclose(sink.f) != 0 && rc == P8_OK) {
        sink.err = errno;
        rc = -1;
    }
    if (rc != P8_OK) { /* on stdout, the end of the call reports the write error */
        if (output != NULL || rc != -1)
            cli_error(c, "graph: cannot write %s: %s", output ? cli_quote(output, q, sizeof q) : "the output",
                      rc == -1 ? strerror(sink.err ? sink.err : EIO) : p8_strerror(rc));
        status = CLI_FAILURE;
    }
done:
    p8_table_free(t);
    p8_board_free(goal);
    return status;
}

static const cli_opt goal_options[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .group = cli_board_options },
    { .name = NULL },
};

static const cli_opt distance_options[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .name = "--list", .arg = "N",
      .help = "also print the first N optimal solutions, in lexicographic order of the moves (0: all)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_distance = {
    .name = "distance",
    .run = cmd_distance,
    .summary = "a board's exact distance and its optimal solutions",
    .args = "BOARD",
    .text = "Print the exact number of moves from BOARD to the goal, the moves that start an "
            "optimal solution, and the number of optimal solutions, from a table of every "
            "board's distance (p8_table).",
    .options = distance_options,
};

const cli_command cli_histogram = {
    .name = "histogram",
    .run = cmd_histogram,
    .summary = "how many boards lie at each distance from the goal",
    .args = "",
    .text = "Print how many boards lie at each distance from the goal, the largest distance and "
            "the mean (for 1 2 3 4 5 6 7 8 0: 0 to 31 moves, mean 21.97).",
    .options = goal_options,
};

static const cli_opt check_heuristic_options[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .name = "--against", .arg = "H2", .help = "also say whether H dominates H2 (a built-in or pdb:GROUPS)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_check_heuristic = {
    .name = "check-heuristic",
    .run = cmd_check_heuristic,
    .summary = "a heuristic against every board's exact distance",
    .args = "H|all",
    .text = "Check the heuristic H (a built-in, pdb:GROUPS, or all of the built-ins) against the "
            "exact distance of every board that reaches the goal: print every finding "
            "(p8_heuristic_check) and the verdict, admissible and consistent or not, with the "
            "worst cases. Exits 1 when H is not both admissible and consistent.",
    .options = check_heuristic_options,
};

static const cli_opt graph_options[] = {
    { .name = "--format", .arg = "F", .help = "csv (an edge list, the default), csv-nodes, graphml or dot" },
    { .name = "--component", .arg = "C",
      .help = "all (the default, 362,880 nodes), goal (the boards that reach the goal) or other" },
    { .name = "--distances", .help = "add each node's distance to the goal" },
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .name = "--output", .arg = "FILE", .help = "write it into FILE (default: the standard output)" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_graph = {
    .name = "graph",
    .run = cmd_graph,
    .summary = "the state graph as CSV, GraphML or DOT",
    .args = "",
    .text = "Write the state graph, every board a node and every move a directed edge (p8_graph).",
    .options = graph_options,
};
