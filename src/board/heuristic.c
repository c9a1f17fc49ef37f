/* SPDX-License-Identifier: MIT */
/* heuristic.c - the built-in heuristics. Each exists twice with the same callback signature:
 * exported (p8_h_*, works on raw arrays, finds the goal cells itself) and internal (fast, reads
 * tables that p8__heuristic_prepare computed once per run for the run's goal). Both share the
 * same arithmetic, so they agree on every state (the tests check all of them). */
#include "heuristic.h"

#include <string.h>

#define N_BUILTIN P8__N_HEURISTICS

static void fill_tables(p8__heuristic *h, const uint8_t goal[9]) {
    int tile, cell, line;
    for (cell = 0; cell < 9; cell++) h->goal_cell[goal[cell]] = (uint8_t)cell;
    for (tile = 0; tile < 9; tile++) {
        int gc = h->goal_cell[tile];
        for (cell = 0; cell < 9; cell++) {
            int dr = cell / 3 - gc / 3, dc = cell % 3 - gc % 3;
            h->manhattan[tile][cell] = (uint8_t)(tile ? (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc) : 0);
        }
        for (line = 0; line < 3; line++) {
            h->rowcode[line][tile] = (uint8_t)(tile && gc / 3 == line ? gc % 3 : 3);
            h->colcode[line][tile] = (uint8_t)(tile && gc % 3 == line ? gc / 3 : 3);
        }
    }
}

/* The cost table of a TABLE form: what each tile adds to h in each cell. */
static void fill_cost(p8__heuristic *h, int builtin) {
    int tile, cell;
    for (tile = 0; tile < 9; tile++)
        for (cell = 0; cell < 9; cell++)
            h->cost[tile][cell] = (uint8_t)(builtin == P8_H_MANHATTAN ? h->manhattan[tile][cell]
                                             : builtin == P8_H_MISPLACED
                                                 ? tile && h->goal_cell[tile] != cell
                                                 : 0);
}

static unsigned fast_zero(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    (void)s; (void)goal; (void)ud;
    return 0;
}

static unsigned fast_goal_test(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    (void)ud;
    return memcmp(s, goal, 9) != 0;
}

static unsigned fast_misplaced(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    unsigned n = 0;
    int i;
    (void)ud;
    for (i = 0; i < 9; i++) n += s[i] && s[i] != goal[i];
    return n;
}

static unsigned fast_manhattan(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    const p8__heuristic *h = ud;
    (void)goal;
    return (unsigned)h->manhattan[s[0]][0] + h->manhattan[s[1]][1] + h->manhattan[s[2]][2] +
           h->manhattan[s[3]][3] + h->manhattan[s[4]][4] + h->manhattan[s[5]][5] +
           h->manhattan[s[6]][6] + h->manhattan[s[7]][7] + h->manhattan[s[8]][8];
}

/* Linear conflict. A line (row or column) holds up to 3 tiles whose goal is in that line; some
 * must leave it so that the others can reach their goal order: as many as the line's tiles minus
 * the longest increasing run of their goal positions (in line order). Each leaves and comes back:
 * 2 moves each on top of Manhattan. A line is coded by its three cells' codes (rowcode/colcode:
 * goal position 0..2 in the line, or 3 for a tile of another line and for the blank), 2 bits a
 * cell, first cell highest; REMOVALS[code] is the number of tiles that must leave. For example
 * 0x06 = (0, 1, 2): in order, none; 0x24 = (2, 1, 0): reversed, two; 0x1F = (1, 3, 3): one
 * tile, none. */
static const uint8_t REMOVALS[64] = {
    2, 1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 2, 1, 1, 1, 2, 2, 1, 0, 1, 1, 1, 0, 1, 0, 0, 0,
    2, 1, 1, 1, 2, 2, 1, 1, 2, 2, 2, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0
};

/* The tiles that must leave row r / column c of s. */
#define ROW_REMOVALS(h, s, r)                                                              \
    REMOVALS[(h)->rowcode[r][(s)[3 * (r)]] << 4 | (h)->rowcode[r][(s)[3 * (r) + 1]] << 2 |  \
             (h)->rowcode[r][(s)[3 * (r) + 2]]]
#define COL_REMOVALS(h, s, c)                                                              \
    REMOVALS[(h)->colcode[c][(s)[c]] << 4 | (h)->colcode[c][(s)[(c) + 3]] << 2 |            \
             (h)->colcode[c][(s)[(c) + 6]]]

static unsigned fast_linear_conflict(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    const p8__heuristic *h = ud;
    unsigned extra = ROW_REMOVALS(h, s, 0) + ROW_REMOVALS(h, s, 1) + ROW_REMOVALS(h, s, 2) +
                     COL_REMOVALS(h, s, 0) + COL_REMOVALS(h, s, 1) + COL_REMOVALS(h, s, 2);
    return fast_manhattan(s, goal, ud) + 2 * extra;
}

/* ---- The incremental forms (p8__heuristic.delta) ------------------------------------------- */

static unsigned delta_zero(const p8__heuristic *h, const uint8_t t[9], unsigned ph, unsigned tile,
                           unsigned from, unsigned to) {
    (void)h; (void)t; (void)ph; (void)tile; (void)from; (void)to;
    return 0;
}

static unsigned delta_misplaced(const p8__heuristic *h, const uint8_t t[9], unsigned ph,
                                unsigned tile, unsigned from, unsigned to) {
    (void)t;
    return ph - (h->goal_cell[tile] != from) + (h->goal_cell[tile] != to);
}

static unsigned delta_manhattan(const p8__heuristic *h, const uint8_t t[9], unsigned ph,
                                unsigned tile, unsigned from, unsigned to) {
    (void)t;
    return ph - h->manhattan[tile][from] + h->manhattan[tile][to];
}

/* A move changes only the two lines across it: along a row, the tile leaves one column for
 * another (its row keeps its order); along a column, it changes rows. The lines' codes after
 * the move are read from t; before it, the moved tile's cell held the blank (code 3) and the
 * other cell the tile: two fields of the codes, at the same place (the two cells are side by
 * side across the lines). */
static unsigned delta_linear_conflict(const p8__heuristic *h, const uint8_t t[9], unsigned ph,
                                      unsigned tile, unsigned from, unsigned to) {
    unsigned a, b, ca, cb, shift, code;
    if (from / 3 == to / 3) { /* columns a (the tile left it) and b (it came in) */
        a = from % 3, b = to % 3;
        ca = (unsigned)h->colcode[a][t[a]] << 4 | (unsigned)h->colcode[a][t[a + 3]] << 2 |
             h->colcode[a][t[a + 6]];
        cb = (unsigned)h->colcode[b][t[b]] << 4 | (unsigned)h->colcode[b][t[b + 3]] << 2 |
             h->colcode[b][t[b + 6]];
        shift = 2 * (2 - from / 3);
        code = h->colcode[a][tile];
    } else { /* rows a and b */
        a = from / 3, b = to / 3;
        ca = (unsigned)h->rowcode[a][t[3 * a]] << 4 | (unsigned)h->rowcode[a][t[3 * a + 1]] << 2 |
             h->rowcode[a][t[3 * a + 2]];
        cb = (unsigned)h->rowcode[b][t[3 * b]] << 4 | (unsigned)h->rowcode[b][t[3 * b + 1]] << 2 |
             h->rowcode[b][t[3 * b + 2]];
        shift = 2 * (2 - from % 3);
        code = h->rowcode[a][tile];
    }
    return ph - h->manhattan[tile][from] + h->manhattan[tile][to] +
           2u * (REMOVALS[ca] + REMOVALS[cb]) -
           2u * (REMOVALS[(ca & ~(3u << shift)) | code << shift] + REMOVALS[cb | 3u << shift]);
}

static const p8_heuristic_fn fast[] = { fast_zero, fast_goal_test, fast_misplaced, fast_manhattan,
                                        fast_linear_conflict };
static unsigned (*const fast_delta[])(const p8__heuristic *, const uint8_t *, unsigned, unsigned,
                                      unsigned, unsigned) = {
    delta_zero, NULL, delta_misplaced, delta_manhattan, delta_linear_conflict
};

void p8__heuristic_prepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                           const uint8_t goal[9]) {
    fill_tables(h, goal);
    if (builtin >= 0) {
        h->fn = fast[builtin];
        h->delta = fast_delta[builtin];
        h->form = builtin == P8_H_ZERO || builtin == P8_H_MISPLACED || builtin == P8_H_MANHATTAN
                      ? P8__H_FORM_TABLE
                  : h->delta ? P8__H_FORM_DELTA
                             : P8__H_FORM_CALL;
        fill_cost(h, builtin);
        h->delta_reads_tiles = builtin == P8_H_LINEAR_CONFLICT || !h->delta;
        h->user_data = h;
    } else {
        h->fn = fn;
        h->delta = NULL;
        h->form = P8__H_FORM_CALL;
        h->delta_reads_tiles = 1;
        h->user_data = user_data;
    }
}

/* The exported forms: check the arrays (a bad one gives 0, never a crash), then prepare. */
static unsigned exported(int which, const uint8_t s[9], const uint8_t goal[9]) {
    p8__heuristic h;
    if (!s || !goal || !p8__tiles_valid(s) || !p8__tiles_valid(goal)) return 0;
    p8__heuristic_prepare(&h, which, NULL, NULL, goal);
    return h.fn(s, goal, h.user_data);
}

unsigned int p8_h_zero(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_ZERO, s, goal);
}
unsigned int p8_h_goal_test(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_GOAL_TEST, s, goal);
}
unsigned int p8_h_misplaced(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_MISPLACED, s, goal);
}
unsigned int p8_h_manhattan(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_MANHATTAN, s, goal);
}
unsigned int p8_h_linear_conflict(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_LINEAR_CONFLICT, s, goal);
}

int p8_heuristic_value(int which, const p8_board *state, const p8_board *goal) {
    if (!state || which < 0 || which >= N_BUILTIN) return P8_EINVAL;
    return (int)exported(which, state->tiles, p8__goal_tiles(goal));
}
