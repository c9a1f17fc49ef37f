/* SPDX-License-Identifier: MIT */
/*
 * cmd_table.c - the puzzle8 commands on the whole state space: distance, histogram,
 * check-heuristic and graph; and the table's part of `random --distance D` and
 * `solve --algorithm table` (cmd_board.c and cmd_solve.c call cli_random_at_distance and
 * cli_table_solve).
 */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Build the table of goal (NULL: the default goal); an exit status. */
static int build_table(cli_ctx *c, const p8_board *goal, p8_table **out) {
    int rc = p8_table_build(goal, out);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "cannot build the distance table", rc, NULL);
}

/* Parse the goal option text (NULL: the default goal, a real board either way). */
static int goal_board(cli_ctx *c, const char *text, p8_board **out) {
    int rc;
    if (text != NULL) return cli_parse_board(c, "goal board", text, out);
    rc = p8_board_new_goal(out);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "goal board", rc, NULL);
}

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

int cmd_distance(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *v, *board_text, *goal_text = NULL;
    cli_boards pos;
    uint64_t list = 0;
    int have_list = 0, status, rc, d, mask, m;
    p8_board *b = NULL, *goal = NULL;
    p8_table *t = NULL;
    uint64_t count = 0;
    char line[64];

    cli_args_init(&a, c, argc, argv, first, "distance");
    cli_boards_init(&pos, 1);
    while (cli_args_next(&a, &it)) {
        CLI_TAKE_BOARD_ORDER(a, it);
        if (it.name == NULL) {
            if (cli_boards_add(&pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            if ((goal_text = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
        } else if (strcmp(it.name, "--list") == 0) {
            if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
            if (cli_parse_u64(c, "--list", v, UINT64_MAX, &list) != CLI_OK) return CLI_USAGE;
            have_list = 1;
        } else {
            return cli_unknown_option(&a, &it);
        }
    }
    if (cli_boards_end(&pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos.count == 0) {
        cli_error(c, "distance: missing BOARD (see '" CLI_PROG " --help')");
        return CLI_USAGE;
    }
    board_text = pos.text[0]; /* nine one-character arguments are one board, as for solve */
    if ((status = cli_parse_board(c, "board", board_text, &b)) != CLI_OK) goto done;
    if ((status = goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if ((status = build_table(c, goal, &t)) != CLI_OK) goto done;
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

int cmd_histogram(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *goal_text = NULL;
    p8_board *goal = NULL;
    p8_table *t = NULL;
    uint64_t counts[P8_MAX_DISTANCE + 1], states, sum;
    char line[64];
    int status, max, d;

    cli_args_init(&a, c, argc, argv, first, "histogram");
    while (cli_args_next(&a, &it)) {
        CLI_TAKE_BOARD_ORDER(a, it);
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if (strcmp(it.name, "--goal") != 0) return cli_unknown_option(&a, &it);
        if ((goal_text = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
    }
    if ((status = goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if ((status = build_table(c, goal, &t)) != CLI_OK) goto done;
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

int cmd_check_heuristic(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *goal_text = NULL, *which = NULL, *v;
    named_h h, against;
    int have_against = 0, status, worst = CLI_OK, i;
    p8_board *goal = NULL;
    p8_table *t = NULL;

    memset(&h, 0, sizeof h);
    memset(&against, 0, sizeof against);
    cli_args_init(&a, c, argc, argv, first, "check-heuristic");
    while (cli_args_next(&a, &it)) {
        CLI_TAKE_BOARD_ORDER(a, it);
        if (it.name == NULL) {
            if (which != NULL) return cli_unexpected_argument(&a, it.value);
            which = it.value;
        } else if (strcmp(it.name, "--goal") == 0) {
            if ((goal_text = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
        } else if (strcmp(it.name, "--against") == 0) {
            if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
            if (cli_parse_heuristic(c, it.name, v, 0, &against.builtin, against.groups,
                                    &against.ngroups) != CLI_OK)
                return CLI_USAGE;
            have_against = 1;
        } else {
            return cli_unknown_option(&a, &it);
        }
    }
    if (which == NULL) {
        cli_error(c, "check-heuristic: missing HEURISTIC (a built-in name, pdb:GROUPS or all; see '"
                  CLI_PROG " --help')");
        return CLI_USAGE;
    }
    if (cli_parse_heuristic(c, "heuristic", which, 1, &h.builtin, h.groups, &h.ngroups) != CLI_OK)
        return CLI_USAGE;
    if ((status = goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if (have_against && (status = named_ready(c, &against, goal)) != CLI_OK) goto done;
    if ((status = build_table(c, goal, &t)) != CLI_OK) goto done;
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

int cmd_graph(cli_ctx *c, int argc, char **argv, int first) {
    cli_args a;
    cli_item it;
    const char *v, *goal_text = NULL, *output = NULL, *component = "all";
    int format = P8_GRAPH_CSV, distances = 0, status = CLI_OK, rc;
    unsigned components = P8_GRAPH_ALL;
    p8_board *goal = NULL;
    p8_table *t = NULL;
    file_sink sink;
    char q[CLI_QUOTED_PATH];

    sink.c = c;
    sink.f = NULL;
    sink.err = 0;
    cli_args_init(&a, c, argc, argv, first, "graph");
    while (cli_args_next(&a, &it)) {
        CLI_TAKE_BOARD_ORDER(a, it);
        if (it.name == NULL) return cli_unexpected_argument(&a, it.value);
        if (strcmp(it.name, "--distances") == 0) {
            if (cli_option_flag(&a, &it) != CLI_OK) return CLI_USAGE;
            distances = 1;
            continue;
        }
        if (strcmp(it.name, "--format") != 0 && strcmp(it.name, "--goal") != 0 &&
            strcmp(it.name, "--output") != 0 && strcmp(it.name, "--component") != 0)
            return cli_unknown_option(&a, &it);
        if ((v = cli_option_value(&a, &it)) == NULL) return CLI_USAGE;
        if (strcmp(it.name, "--format") == 0) {
            if (cli_parse_name(c, it.name, v, p8_graph_format_name, NULL, &format) != CLI_OK)
                return CLI_USAGE;
        } else if (strcmp(it.name, "--goal") == 0) {
            goal_text = v;
        } else if (strcmp(it.name, "--output") == 0) {
            output = v;
        } else {
            component = v;
        }
    }
    if (strcmp(component, "all") != 0 && strcmp(component, "goal") != 0 &&
        strcmp(component, "other") != 0) {
        cli_error(c, "bad --component %s: expected all, goal or other",
                  cli_quote(component, q, sizeof q));
        return CLI_USAGE;
    }
    if ((status = goal_board(c, goal_text, &goal)) != CLI_OK) goto done;
    if (strcmp(component, "all") != 0) {
        int parity = p8_board_inversions(goal) & 1;
        components = P8_GRAPH_COMPONENT_BIT(strcmp(component, "goal") == 0 ? parity : 1 - parity);
    }
    if (distances && (status = build_table(c, goal, &t)) != CLI_OK) goto done;
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

/* ---- the hooks of random and solve ---------------------------------------------------------- */

int cli_random_at_distance(cli_ctx *c, const p8_board *goal, uint64_t distance, uint64_t seed,
                           p8_board **out) {
    p8_table *t = NULL;
    int status = build_table(c, goal, &t), max, rc;
    if (status != CLI_OK) return status;
    max = p8_table_histogram(t, NULL, 0);
    if (distance > (uint64_t)max) {
        cli_error(c, "random: no board is %" PRIu64 " moves from the goal (the farthest are %d)",
                  distance, max);
        status = CLI_USAGE;
    } else if ((rc = p8_table_random_board(t, (unsigned)distance, seed, out)) != P8_OK) {
        status = cli_library_error(c, "random", rc, NULL);
    }
    p8_table_free(t);
    return status;
}

int cli_table_solve(const p8_board *start, const p8_board *goal, p8_result **out) {
    p8_table *t = NULL;
    int rc = p8_table_build(goal, &t);
    if (rc == P8_OK) rc = p8_table_solve(t, start, out);
    p8_table_free(t); /* the result does not depend on the table */
    return rc;
}
