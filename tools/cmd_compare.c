/* SPDX-License-Identifier: MIT */
/*
 * cmd_compare.c - puzzle8 compare: the same instance under every classic configuration, as a table.
 */
#include "cli.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The figures of the footer: the library's default expansion limits of the rows
 * (p8_compare_row), which --max-expansions replaces. */
#define DFS_DEFAULT_MAX_EXPANSIONS 1000000u
#define IDDFS_DEFAULT_MAX_EXPANSIONS 20000000u
#define WALK_DEFAULT_MAX_MOVES 10000000u
#define NROWS_MAX 64
#define NCOLS 9
#define CELL 40
#define COL_LENGTH 2
#define COL_OPTIMAL 3

static const char *const headers[NCOLS] = {"algorithm", "frontier", "length", "optimal", "expanded",
                                           "generated", "max frontier", "peak KiB", "time ms"};
static const char *const dash = "\xe2\x80\x94"; /* U+2014 EM DASH, in UTF-8 */

typedef struct row_outcome {
    int optimal;     /* the configuration guarantees an optimal solution */
    int solved;
    int status;      /* p8_result_status */
    size_t length;
} row_outcome;

/* Characters a terminal shows for UTF-8 text s. */
static size_t display_width(const char *s) {
    size_t w = 0;
    for (; *s != '\0'; s++)
        if (((unsigned char)*s & 0xc0) != 0x80) w++;
    return w;
}

/* Run row `row` (p8_compare_row); fills the label, the frontier the run takes its nodes from
 * (p8_search_frontier_used), the numeric cells (all but "optimal") and *out. A library status. */
static int run_row(cli_ctx *c, int row, const p8_board *start, const p8_board *goal,
                   const cli_run_opts *lim, char cells[NCOLS][CELL], row_outcome *out) {
    p8_search *s = NULL;
    p8_result *r = NULL;
    int rc = p8_search_new(&s);

    if (rc == P8_OK) {
        rc = p8_compare_row(row, s, cells[0], CELL, &out->optimal);
        rc = rc >= 0 ? P8_OK : rc;
    }
    if (rc == P8_OK) rc = cli_run_set(s, lim); /* the limits given, for every row */
    if (rc == P8_OK) snprintf(cells[1], CELL, "%s", p8_search_frontier_used(s));
    if (rc == P8_OK) rc = p8_search_start(s, start, goal);
    if (rc == P8_OK) { /* start, step, take: p8_search_run, with p8_cli_interrupt in between */
        rc = cli_watch(c, s) ? P8_ECANCELED : p8_search_step(s, 0);
        cli_watch(c, NULL);
        if (rc != P8_ENOMEM && p8_search_take_result(s, &r) != P8_OK) rc = P8_ENOMEM;
    }
    if (r == NULL || cli_interrupted(c)) {
        if (cli_interrupted(c)) rc = P8_ECANCELED;
        else if (rc == P8_EUNSOLVABLE) cli_unsolvable(c, start, goal);
        else cli_library_error(c, "compare", rc, s);
        p8_result_free(r);
        p8_search_free(s);
        return rc == P8_OK ? P8_EINVAL : rc;
    }
    out->solved = p8_result_solved(r) == 1;
    out->status = p8_result_status(r);
    out->length = p8_result_length(r);
    if (out->solved) snprintf(cells[COL_LENGTH], CELL, "%zu", out->length);
    else snprintf(cells[COL_LENGTH], CELL, "%s", out->status == P8_ELIMIT ? "limit"
                                                 : out->status == P8_ENOTFOUND ? "none" : "stopped");
    snprintf(cells[4], CELL, "%" PRIu64, p8_result_expanded(r));
    snprintf(cells[5], CELL, "%" PRIu64, p8_result_generated(r));
    snprintf(cells[6], CELL, "%" PRIu64, p8_result_max_frontier(r));
    snprintf(cells[7], CELL, "%" PRIu64, (p8_result_peak_bytes(r) + 1023) / 1024); /* rounded up */
    snprintf(cells[8], CELL, "%.2f", (double)p8_result_elapsed_ns(r) / 1e6);
    p8_result_free(r);
    p8_search_free(s);
    return P8_OK;
}

static void print_cell(cli_ctx *c, const char *text, size_t width, int left, int last) {
    size_t w = display_width(text), i;
    if (!left)
        for (i = w; i < width; i++) cli_putc(c, ' ');
    cli_puts(c, text);
    if (left && !last)
        for (i = w; i < width; i++) cli_putc(c, ' ');
    if (!last) cli_puts(c, "  ");
}

static void print_table(cli_ctx *c, char (*cells)[NCOLS][CELL], size_t nrows) {
    size_t width[NCOLS] = {0};
    size_t r, k;
    for (r = 0; r <= nrows; r++)
        for (k = 0; k < NCOLS; k++)
            if (display_width(cells[r][k]) > width[k]) width[k] = display_width(cells[r][k]);
    for (r = 0; r <= nrows; r++) {
        for (k = 0; k < NCOLS; k++)
            print_cell(c, cells[r][k], width[k], k < COL_LENGTH || k == COL_OPTIMAL, k == NCOLS - 1);
        cli_putc(c, '\n');
    }
}

static int cmd_compare(cli_ctx *c, int argc, char **argv, int first) {
    char (*cells)[NCOLS][CELL] = NULL; /* NROWS_MAX + 1 rows: too big for a small stack */
    row_outcome outcome[NROWS_MAX];
    size_t nrows = (size_t)p8_compare_rows();
    cli_args a;
    cli_item it;
    cli_boards pos;
    const char *start_text;
    cli_run_opts lim;                  /* --goal and the limits, for every row */
    int status, rc, have_ref = 0, more, kexp = p8_option_lookup("max-expansions");
    size_t ref = 0, ref_row = 0, i, k;
    p8_board *start = NULL, *goal = NULL;
    char line[64];

    cli_run_opts_init(&lim);
    cli_args_init(&a, c, argc, argv, first, &cli_compare);
    cli_boards_init(&pos, 1);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (it.name == NULL) {
            if (cli_boards_add(&pos, &a, it.value) != CLI_OK) return CLI_USAGE;
        } else if ((rc = cli_run_option(&lim, &a, &it)) != CLI_OK) { /* each option is a run's */
            return rc == CLI_RUN_NOT_MINE ? CLI_USAGE : rc;
        }
    }
    if (more < 0) return CLI_USAGE;
    if (cli_boards_end(&pos, &a) != CLI_OK) return CLI_USAGE;
    if (pos.count == 0) {
        cli_error(c, "compare: missing START board (see '" CLI_PROG " compare --help')");
        return CLI_USAGE;
    }
    start_text = pos.text[0];
    if ((status = cli_parse_board(c, "start board", start_text, &start)) != CLI_OK) goto done;
    if ((status = cli_goal_board(c, lim.goal_text, &goal)) != CLI_OK) goto done;
    if ((rc = p8_board_solvable(start, goal)) != 1) {
        status = rc == 0 ? cli_unsolvable(c, start, goal) : cli_library_error(c, "compare", rc, NULL);
        goto done;
    }

    if ((cells = calloc(NROWS_MAX + 1, sizeof *cells)) == NULL) {
        status = cli_library_error(c, "compare", P8_ENOMEM, NULL);
        goto done;
    }
    for (k = 0; k < NCOLS; k++) snprintf(cells[0][k], CELL, "%s", headers[k]);
    if (nrows > NROWS_MAX) nrows = NROWS_MAX;
    for (i = 0; i < nrows; i++) {
        if ((rc = run_row(c, (int)i, start, goal, &lim, cells[i + 1], &outcome[i])) != P8_OK) {
            status = rc == P8_EUNSOLVABLE ? CLI_NO_SOLUTION : CLI_FAILURE;
            goto done;
        }
    }
    /* The optimum: BFS's length, or else that of any solved row that guarantees optimality. */
    for (i = 0; i < nrows && !have_ref; i++) {
        if (outcome[i].optimal && outcome[i].solved) {
            ref = outcome[i].length;
            ref_row = i;
            have_ref = 1;
        }
    }
    for (i = 0; i < nrows; i++)
        snprintf(cells[i + 1][COL_OPTIMAL], CELL, "%s",
                 !outcome[i].solved || !have_ref ? dash : outcome[i].length == ref ? "yes" : "no");

    cli_board_line(start, line, sizeof line);
    cli_printf(c, "start %s, ", line);
    cli_board_line(goal, line, sizeof line);
    cli_printf(c, "goal %s\n\n", line);
    print_table(c, cells, nrows);
    if (have_ref) {
        cli_printf(c, "\noptimal: compared with the length found by %s (%zu moves).\n",
                   cells[ref_row + 1][0], ref);
    } else {
        cli_puts(c, "\noptimal: unknown, as no optimal configuration finished.\n");
    }
    if (kexp < 0 || lim.given[kexp] == NULL)
        cli_printf(c, "DFS rows stop after %u expansions, iddfs after %u, random-walk after %u moves\n"
                   "(--max-expansions changes every row).\n", DFS_DEFAULT_MAX_EXPANSIONS,
                   IDDFS_DEFAULT_MAX_EXPANSIONS, WALK_DEFAULT_MAX_MOVES);
    status = CLI_OK;
done:
    free(cells);
    p8_board_free(start);
    p8_board_free(goal);
    return status;
}

static const cli_opt compare_options[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .name = "--max-expansions", .library = CLI_LIB_ONE,
      .help = "stop every row after N expansions (instead of the DFS rows' 1000000, IDDFS's "
              "20000000 and the random walk's 10000000 moves)" },
    { .name = "--max-memory", .library = CLI_LIB_ONE,
      .help = "stop every row when its search would hold more than BYTES" },
    { .name = "--max-time", .library = CLI_LIB_ONE, .help = "stop every row after MS milliseconds" },
    { .group = cli_board_options },
    { .name = NULL },
};

const cli_command cli_compare = {
    .name = "compare",
    .run = cmd_compare,
    .summary = "the same board under every classic configuration, as a table",
    .args = "START",
    .text = "Run START under each classic configuration of the library (p8_compare_row: BFS, DFS, "
            "DFS limited to depth 31, UCS, greedy, A* with three heuristics, weighted A*, IDDFS, "
            "IDA* with two heuristics, bidirectional BFS, RBFS, SMA*, a random walk) and print a "
            "row for each: the frontier its run takes its nodes from, the solution's length "
            "(limit or none when it found none), whether it is optimal, nodes expanded and "
            "generated, the largest frontier, the peak memory in KiB and the time. DFS rows stop "
            "after 1000000 expansions, IDDFS after 20000000 and the random walk after 10000000 "
            "moves unless --max-expansions is given; it applies to every row, as --max-memory and "
            "--max-time do. Exits 0 when it prints its table, whatever the rows found.",
    .options = compare_options,
};
