/* SPDX-License-Identifier: MIT */
/* heuristic.c - the built-in heuristics. Each exists twice with the same callback signature:
 * exported (p8_heuristic_*, works on raw arrays, finds the goal cells itself) and internal (fast, reads
 * tables that p8__heuristic_prepare computed once per run for the run's goal). Both share the
 * same arithmetic, so they agree on every state (the tests check all of them). The ones added
 * in 0.4.0 live in heuristic_relaxed.c and heuristic_corner.c, linear conflict (which the
 * corner and last-moves heuristics add to) in linear_conflict.c; this file prepares and exports
 * them all (their names are in search/catalog.c). */
#include "heuristic.h"

#include <string.h>

#define N_BUILTIN P8__N_HEURISTICS

/* The straight-line distance of a row and column offset (each 0..2) as whole units, units of
 * sqrt 2 and units of sqrt 5, packed as p8__heuristic.euclid says: 0, 1, 2; sqrt 2 (1,1),
 * sqrt 5 (1,2), sqrt 8 = 2 sqrt 2 (2,2). */
static uint16_t euclid_code(int dr, int dc) {
    int lo = dr < dc ? dr : dc, hi = dr < dc ? dc : dr;
    if (lo == 0) return (uint16_t)hi;
    if (lo == hi) return (uint16_t)(lo << 5);
    return (uint16_t)(1 << 10);
}

/* The tables built-in `builtin` reads (every table for a negative builtin, a caller's
 * function, which reads none: the search prepares once per run, the exported forms per call,
 * so these fill only what they need): goal_cell always; manhattan for Manhattan and the
 * linear-conflict family, with rowcode and colcode for that family; euclid for Euclidean. */
static void fill_tables(p8__heuristic *h, int builtin, const uint8_t goal[9]) {
    int lc = builtin < 0 || builtin == P8_H_LINEAR_CONFLICT || builtin >= P8_H_CORNER_TILES;
    int man = lc || builtin == P8_H_MANHATTAN, eu = builtin < 0 || builtin == P8_H_EUCLIDEAN;
    int tile, cell, line;
    for (cell = 0; cell < 9; cell++) h->goal_cell[goal[cell]] = (uint8_t)cell;
    for (tile = 0; tile < 9 && (man || eu); tile++) {
        int gc = h->goal_cell[tile];
        for (cell = 0; cell < 9; cell++) {
            int dr = cell / 3 - gc / 3, dc = cell % 3 - gc % 3;
            if (dr < 0) dr = -dr;
            if (dc < 0) dc = -dc;
            h->manhattan[tile][cell] = (uint8_t)(tile ? dr + dc : 0);
            h->euclid[tile][cell] = tile ? euclid_code(dr, dc) : 0;
        }
        for (line = 0; line < 3 && lc; line++) {
            h->rowcode[line][tile] = (uint8_t)(tile && gc / 3 == line ? gc % 3 : 3);
            h->colcode[line][tile] = (uint8_t)(tile && gc % 3 == line ? gc / 3 : 3);
        }
    }
}

/* The table of a TABLE form: a sum over the tiles of a cost of each tile in its cell, so that a
 * move changes h by the moved tile's cost in its new cell less its cost in its old one. */
static void fill_slide(p8__heuristic *h, int builtin) {
    unsigned b, m, tile;
    memset(h->slide, 0, sizeof h->slide);
    for (b = 0; b < 9; b++)
        for (m = 0; m < 4; m++) {
            const int from = p8__move_target[b][m];
            for (tile = 1; tile < 9 && from >= 0; tile++) {
                int in_b = builtin == P8_H_MANHATTAN ? h->manhattan[tile][b]
                           : builtin == P8_H_MISPLACED ? h->goal_cell[tile] != b : 0;
                int in_from = builtin == P8_H_MANHATTAN ? h->manhattan[tile][from]
                              : builtin == P8_H_MISPLACED ? h->goal_cell[tile] != (unsigned)from
                                                          : 0;
                h->slide[b][m][tile] = (int8_t)(in_b - in_from);
            }
        }
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

static const p8_heuristic_fn fast[P8__N_HEURISTICS] = {
    fast_zero, fast_goal_test, fast_misplaced, fast_manhattan, p8__h_linear_conflict,
    p8__h_gaschnig, p8__h_euclidean, p8__h_corner_tiles, p8__h_last_moves,
    p8__h_corner_last_moves};

void p8__heuristic_prepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                           const uint8_t goal[9]) {
    fill_tables(h, builtin, goal);
    if (builtin >= 0) {
        /* Zero, misplaced and Manhattan are sums of a cost per tile (the table form); linear
         * conflict has an incremental form; the field's heuristics have none: a search calls
         * them for each successor. */
        h->fn = fast[builtin];
        h->delta = builtin == P8_H_LINEAR_CONFLICT ? p8__h_linear_conflict_delta : NULL;
        h->form = builtin == P8_H_ZERO || builtin == P8_H_MISPLACED || builtin == P8_H_MANHATTAN
                      ? P8__H_FORM_TABLE
                  : h->delta ? P8__H_FORM_DELTA
                             : P8__H_FORM_CALL;
        if (h->form == P8__H_FORM_TABLE) fill_slide(h, builtin);
        h->user_data = h;
    } else {
        h->fn = fn;
        h->delta = NULL;
        h->form = P8__H_FORM_CALL;
        h->user_data = user_data;
    }
    h->prepared = builtin >= 0 ? builtin + 1 : 0;
    memcpy(h->prepared_goal, goal, 9);
}

void p8__heuristic_reprepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                             const uint8_t goal[9]) {
    if (builtin < 0 || h->prepared != builtin + 1 || memcmp(h->prepared_goal, goal, 9) != 0)
        p8__heuristic_prepare(h, builtin, fn, user_data, goal);
}

/* The exported forms: check the arrays (a bad one gives 0, never a crash), then prepare. */
static unsigned exported(int which, const uint8_t s[9], const uint8_t goal[9]) {
    p8__heuristic h;
    if (!s || !goal || !p8__tiles_valid(s) || !p8__tiles_valid(goal)) return 0;
    p8__heuristic_prepare(&h, which, NULL, NULL, goal);
    return h.fn(s, goal, h.user_data);
}

unsigned int p8_heuristic_zero(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_ZERO, s, goal);
}
unsigned int p8_heuristic_goal_test(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_GOAL_TEST, s, goal);
}
unsigned int p8_heuristic_misplaced(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_MISPLACED, s, goal);
}
unsigned int p8_heuristic_manhattan(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_MANHATTAN, s, goal);
}
unsigned int p8_heuristic_linear_conflict(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_LINEAR_CONFLICT, s, goal);
}
unsigned int p8_heuristic_gaschnig(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_GASCHNIG, s, goal);
}
unsigned int p8_heuristic_euclidean(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_EUCLIDEAN, s, goal);
}
unsigned int p8_heuristic_corner_tiles(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_CORNER_TILES, s, goal);
}
unsigned int p8_heuristic_last_moves(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_LAST_MOVES, s, goal);
}
unsigned int p8_heuristic_corner_last_moves(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_CORNER_LAST_MOVES, s, goal);
}

/* The exported callback of each built-in, by number (heuristic_check.c, p8_heuristic_callback). */
static const p8_heuristic_fn exported_fns[P8__N_HEURISTICS] = {
    p8_heuristic_zero, p8_heuristic_goal_test, p8_heuristic_misplaced, p8_heuristic_manhattan, p8_heuristic_linear_conflict,
    p8_heuristic_gaschnig, p8_heuristic_euclidean, p8_heuristic_corner_tiles, p8_heuristic_last_moves, p8_heuristic_corner_last_moves};

p8_heuristic_fn p8_heuristic_callback(int which) {
    return which >= 0 && which < N_BUILTIN ? exported_fns[which] : NULL;
}

int p8_heuristic_value(int which, const p8_board *state, const p8_board *goal) {
    if (!state || which < 0 || which >= N_BUILTIN) return P8_EINVAL;
    return (int)exported(which, state->tiles, p8__goal_tiles(goal));
}
