/* SPDX-License-Identifier: MIT */
/* linear_conflict.c - the linear-conflict heuristic in its prepared and incremental forms
 * (heuristic.c prepares and exports it; heuristic_corner.c adds its bonuses to it). */
#include "heuristic.h"

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

unsigned p8__h_linear_conflict(const uint8_t *s, const uint8_t *goal, void *prepared) {
    const p8__heuristic *h = prepared;
    unsigned manhattan = (unsigned)h->manhattan[s[0]][0] + h->manhattan[s[1]][1] +
                         h->manhattan[s[2]][2] + h->manhattan[s[3]][3] + h->manhattan[s[4]][4] +
                         h->manhattan[s[5]][5] + h->manhattan[s[6]][6] + h->manhattan[s[7]][7] +
                         h->manhattan[s[8]][8];
    unsigned extra = ROW_REMOVALS(h, s, 0) + ROW_REMOVALS(h, s, 1) + ROW_REMOVALS(h, s, 2) +
                     COL_REMOVALS(h, s, 0) + COL_REMOVALS(h, s, 1) + COL_REMOVALS(h, s, 2);
    (void)goal;
    return manhattan + 2 * extra;
}

/* The code of a line from its cells' tiles: `cells` holds them 4 bits each, the line's first
 * cell lowest, `step` bits apart (4 along a row, 12 down a column); code: the line's own. */
static inline unsigned line_code(const uint8_t code[9], uint64_t cells, unsigned step) {
    return (unsigned)code[cells & 15u] << 4 | (unsigned)code[(cells >> step) & 15u] << 2 |
           code[(cells >> (2 * step)) & 15u];
}

/* A move changes only the two lines across it: along a row, the tile leaves one column for
 * another (its row keeps its order); along a column, it changes rows. The lines' codes after
 * the move are read from the packed tiles (cell k in bits 4k..4k+3); before it, the moved
 * tile's cell held the blank (code 3) and the other cell the tile: two fields of the codes, at
 * the same place (the two cells are side by side across the lines). */
unsigned p8__h_linear_conflict_delta(const p8__heuristic *h, uint64_t tiles, unsigned ph,
                                     unsigned tile, unsigned from, unsigned to) {
    static const uint8_t row_of[9] = { 0, 0, 0, 1, 1, 1, 2, 2, 2 };
    static const uint8_t col_of[9] = { 0, 1, 2, 0, 1, 2, 0, 1, 2 };
    unsigned a, b, ca, cb, shift, code;
    if (row_of[from] == row_of[to]) { /* columns a (the tile left it) and b (it came in) */
        a = col_of[from], b = col_of[to];
        ca = line_code(h->colcode[a], tiles >> (4 * a), 12);
        cb = line_code(h->colcode[b], tiles >> (4 * b), 12);
        shift = 2 * (2 - row_of[from]);
        code = h->colcode[a][tile];
    } else { /* rows a and b */
        a = row_of[from], b = row_of[to];
        ca = line_code(h->rowcode[a], tiles >> (12 * a), 4);
        cb = line_code(h->rowcode[b], tiles >> (12 * b), 4);
        shift = 2 * (2 - col_of[from]);
        code = h->rowcode[a][tile];
    }
    return ph - h->manhattan[tile][from] + h->manhattan[tile][to] +
           2u * (REMOVALS[ca] + REMOVALS[cb]) -
           2u * (REMOVALS[(ca & ~(3u << shift)) | code << shift] + REMOVALS[cb | 3u << shift]);
}
