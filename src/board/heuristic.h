/* SPDX-License-Identifier: MIT */
/* heuristic.h - the heuristics as the search calls them (heuristic.c), prepared once per run
 * for its goal. Private, board room. */
#ifndef P8_HEURISTIC_H
#define P8_HEURISTIC_H

#include "board.h"

/* How the h of a successor is found from its parent's (p8__heuristic.form). */
enum {
    P8__H_FORM_TABLE = 0,      /* a sum over the tiles of a cost of each tile in its cell (zero,
                                  misplaced, Manhattan): the moved tile's two costs (inline) */
    P8__H_FORM_DELTA = 1,      /* a built-in's incremental form: call delta */
    P8__H_FORM_CALL = 2        /* no incremental form: call fn on the successor's tiles */
};

typedef struct p8__heuristic {
    p8_heuristic_fn fn;
    void *user_data;
    /* A built-in's incremental form (NULL: call fn): h of a state (its 9 cells packed: board.h)
     * made from a state of value ph by moving `tile` from cell `from` to cell `to`. Equal to fn
     * on every state. */
    unsigned (*delta)(const struct p8__heuristic *h, uint64_t tiles, unsigned ph, unsigned tile,
                      unsigned from, unsigned to);
    int form;                  /* P8__H_FORM_*: how the step finds a successor's h */
    /* TABLE: [b][m][tile] the change of h when the blank's move m from cell b slides `tile`
     * into b (its cost in cell b less its cost in the cell it leaves) */
    int8_t slide[9][4][16];
    uint8_t goal_cell[9];      /* goal cell of each tile */
    uint8_t manhattan[9][9];   /* [tile][cell] distance to the tile's goal cell; 0 for the blank */
    /* linear conflict: a tile's code in row r (rowcode[r]: its goal column if its goal row is r)
     * and in column c (colcode[c]: its goal row if its goal column is c); 3 otherwise (blank) */
    uint8_t rowcode[3][9], colcode[3][9];
    /* euclidean: a tile's straight-line distance to its goal cell as whole units (bits 0-4),
     * units of sqrt 2 (bits 5-9) and units of sqrt 5 (bits 10-13), so that a state's codes add
     * up field by field without carries (heuristic_relaxed.c) */
    uint16_t euclid[9][9];
    int prepared;                /* 1 + the built-in last prepared, 0 for none or fn */
    uint8_t prepared_goal[9];
} p8__heuristic;

/* Prepare h for built-in `builtin` (P8_H_*) or, when builtin < 0, the caller's fn/user_data.
 * p8__heuristic_reprepare does nothing when h (zeroed before its first use) was last prepared
 * for the same built-in and goal: a search's next run. */
void p8__heuristic_prepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                           const uint8_t goal[9]);
void p8__heuristic_reprepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                             const uint8_t goal[9]);

/* The prepared forms of the built-ins added in 0.4.0 (user_data: the prepared p8__heuristic),
 * and linear conflict's, which the corner and last-moves heuristics add to:
 * heuristic_relaxed.c (Gaschnig's, Euclidean) and heuristic_corner.c (corner tiles, last moves,
 * both). */
unsigned p8__h_linear_conflict(const uint8_t *s, const uint8_t *goal, void *prepared);
/* Linear conflict's incremental form (p8__heuristic.delta; linear_conflict.c). */
unsigned p8__h_linear_conflict_delta(const struct p8__heuristic *h, uint64_t tiles, unsigned ph,
                                     unsigned tile, unsigned from, unsigned to);
unsigned p8__h_gaschnig(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_euclidean(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_corner_tiles(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_last_moves(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_corner_last_moves(const uint8_t *s, const uint8_t *goal, void *prepared);

/* h of the successor made by the blank's move m from cell b, which slides `tile` into b, from
 * a state of h ph, in the table form: the tile's cost changes, every other tile's stays. The one
 * place of this formula (p8__heuristic_prepare fills the table); `slides` is the row of the
 * blank's cell, p8__heuristic_slides(h, b), which a step reads once for all its moves. */
static inline const int8_t *p8__heuristic_slides(const p8__heuristic *h, unsigned b) {
    return &h->slide[b][0][0];
}
static inline unsigned p8__heuristic_table_next(const int8_t *slides, unsigned ph, unsigned tile,
                                                unsigned m) {
    return ph + (unsigned)(int)slides[16 * m + tile];
}

/* The same in any form (tiles: the successor's 9 cells packed; target: the goal the caller's
 * fn is given). */
static inline unsigned p8__heuristic_next(const p8__heuristic *h, uint64_t tiles,
                                          const uint8_t target[9], unsigned ph, unsigned tile,
                                          unsigned b, unsigned m) {
    uint8_t t[9];
    if (P8__LIKELY(h->form == P8__H_FORM_TABLE))
        return p8__heuristic_table_next(p8__heuristic_slides(h, b), ph, tile, m);
    if (h->form == P8__H_FORM_DELTA)
        return h->delta(h, tiles, ph, tile, (unsigned)p8__move_target[b][m], b);
    p8__unpack(tiles, t); /* the callback reads the tiles as an array */
    return h->fn(t, target, h->user_data);
}

#endif /* P8_HEURISTIC_H */
