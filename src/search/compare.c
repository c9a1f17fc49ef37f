/* SPDX-License-Identifier: MIT */
/*
 * compare.c - the rows of the comparison table (puzzle8 compare): every classic configuration of
 * the one search loop, its label, its default expansion limit and whether it is optimal. The
 * command (bin/puzzle8 and python3 -m puzzle8 alike) and the browser lab take their rows from here.
 */
#include "search.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>

/* DFS rows stop after this many expansions by default. Plain graph-search DFS expands each of
 * the 181,440 reachable states at most once; depth-limited DFS with reopening may expand a state
 * again, and on the sample instances stays under ~450,000 expansions. */
#define DFS_DEFAULT_MAX_EXPANSIONS 1000000u
/* IDDFS repeats its passes (a 26-move instance takes ~8 million expansions, a 31-move one far
 * more) and the random walk may wander for millions of moves: their rows stop here. */
#define IDDFS_DEFAULT_MAX_EXPANSIONS 20000000u
#define WALK_DEFAULT_MAX_MOVES 10000000u
/* The 8-puzzle's diameter: no optimal solution is longer (for any goal). */
#define DIAMETER 31u

typedef struct row_config {
    int alg;             /* P8_ALG_* */
    int heuristic;       /* P8_H_* or P8_H_DEFAULT (the preset's, not shown in the label) */
    unsigned wg, wh;     /* weights, used when wg || wh */
    uint64_t max_depth;  /* 0: none */
    int reopen;          /* turn reopening on (the DFS preset has it off) */
    int optimal;         /* the configuration guarantees an optimal solution */
} row_config;

/* Depth-limited DFS needs reopening: without it a state first reached by a long path stays
 * closed when a shorter one turns up, and the cut-off leaves the goal unreachable. */
static const row_config rows[] = {
    {P8_ALG_BFS, P8_H_DEFAULT, 0, 0, 0, 0, 1},
    {P8_ALG_DFS, P8_H_DEFAULT, 0, 0, 0, 0, 0},
    {P8_ALG_DFS, P8_H_DEFAULT, 0, 0, DIAMETER, 1, 0},
    {P8_ALG_UCS, P8_H_DEFAULT, 0, 0, 0, 0, 1},
    {P8_ALG_GREEDY, P8_H_MANHATTAN, 0, 0, 0, 0, 0},
    {P8_ALG_ASTAR, P8_H_MISPLACED, 0, 0, 0, 0, 1},
    {P8_ALG_ASTAR, P8_H_MANHATTAN, 0, 0, 0, 0, 1},
    {P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, 0, 0, 0, 0, 1},
    {P8_ALG_ASTAR, P8_H_MANHATTAN, 1, 2, 0, 0, 0},
    {P8_ALG_IDDFS, P8_H_DEFAULT, 0, 0, 0, 0, 1},
    {P8_ALG_IDASTAR, P8_H_MANHATTAN, 0, 0, 0, 0, 1},
    {P8_ALG_IDASTAR, P8_H_LINEAR_CONFLICT, 0, 0, 0, 0, 1},
    {P8_ALG_BIBFS, P8_H_DEFAULT, 0, 0, 0, 0, 1},
    {P8_ALG_RBFS, P8_H_MANHATTAN, 0, 0, 0, 0, 1},
    {P8_ALG_SMASTAR, P8_H_MANHATTAN, 0, 0, 0, 0, 1},
    {P8_ALG_RANDOM_WALK, P8_H_DEFAULT, 0, 0, 0, 0, 0},
};
#define NROWS ((int)(sizeof rows / sizeof rows[0]))

/* The expansion limit of a row unless the caller sets another. */
static uint64_t default_limit(int alg) {
    return alg == P8_ALG_DFS ? DFS_DEFAULT_MAX_EXPANSIONS
         : alg == P8_ALG_IDDFS ? IDDFS_DEFAULT_MAX_EXPANSIONS
         : alg == P8_ALG_RANDOM_WALK ? WALK_DEFAULT_MAX_MOVES : P8_LIMIT_NONE;
}

/* snprintf-style append: *n counts every character, written or not. */
static void append(char *buf, size_t cap, int *n, const char *fmt, ...) {
    char part[64];
    va_list ap;
    int k;
    size_t at = (size_t)*n;
    va_start(ap, fmt);
    k = vsnprintf(part, sizeof part, fmt, ap);
    va_end(ap);
    if (k < 0) return;
    if (at < cap) snprintf(buf + at, cap - at, "%s", part);
    *n += k;
}

int p8_compare_rows(void) {
    return NROWS;
}

int p8_compare_row(int row, p8_search *s, char *label, size_t cap, int *optimal) {
    const row_config *c;
    int rc, n = 0;
    if (!s) return P8_EINVAL;
    if (row < 0 || row >= NROWS)
        return p8__search_fail(s, P8_EINVAL, "comparison row %d is out of range (0..%d)", row,
                               NROWS - 1);
    if (label == NULL && cap > 0)
        return p8__search_fail(s, P8_EINVAL, "label is NULL with cap %lu (give cap 0)",
                               (unsigned long)cap);
    c = &rows[row];
    /* The preset is the first change and fails (P8_EBUSY) before anything is touched; the
     * values below are valid for every row, so once it succeeds nothing else can fail. */
    if ((rc = p8_search_set_algorithm(s, c->alg)) != P8_OK) return rc;
    if (c->heuristic != P8_H_DEFAULT) rc = p8_search_set_heuristic(s, c->heuristic);
    if (rc == P8_OK && (c->wg || c->wh)) rc = p8_search_set_weights(s, c->wg, c->wh);
    if (rc == P8_OK && c->reopen) rc = p8_search_set_reopen(s, 1);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, default_limit(c->alg));
    if (rc == P8_OK)
        rc = p8_search_set_limit(s, P8_LIMIT_DEPTH, c->max_depth ? c->max_depth : P8_LIMIT_NONE);
    if (rc != P8_OK) return rc;

    if (cap > 0) label[0] = '\0';
    append(label, cap, &n, "%s", p8_algorithm_name(c->alg));
    if (c->heuristic != P8_H_DEFAULT) append(label, cap, &n, ", %s", p8_heuristic_name(c->heuristic));
    if (c->wg || c->wh) append(label, cap, &n, ", weights %u,%u", c->wg, c->wh);
    if (c->max_depth) append(label, cap, &n, ", depth limit %" PRIu64, c->max_depth);
    if (c->reopen) append(label, cap, &n, ", reopen");
    if (optimal) *optimal = c->optimal;
    return n;
}
