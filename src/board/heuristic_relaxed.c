/* SPDX-License-Identifier: MIT */
/*
 * heuristic_relaxed.c - two heuristics from relaxed problems (0.4.0), in their prepared forms
 * (heuristic.c names, prepares and exports them).
 *
 * Gaschnig's heuristic (relaxed adjacency, n-MaxSwap): the exact number of moves when any tile
 * may swap with the blank, wherever the two stand. Read the board as a permutation of cells,
 * cell c -> the goal cell of the tile on c. A cycle of length L >= 2 through the blank takes
 * L - 1 swaps (each puts the tile that belongs where the blank stands in its place); any other
 * cycle of length L >= 2 takes L + 1 (the blank joins it, then sorts it). So the value is the
 * number of misplaced tiles plus the number of cycles of misplaced tiles that do not hold the
 * blank. Every real move is such a swap, so the value never exceeds the true distance and
 * changes by at most 1 per move (admissible and consistent); it is never below misplaced tiles.
 *
 * Euclidean distance: the sum over the tiles of the straight-line distance to the goal cell,
 * rounded UP to a whole number of moves. Each term is at most the tile's Manhattan distance, so
 * the sum is at most Manhattan, which is a whole number at most the true distance: rounding up
 * keeps it admissible (and at most Manhattan). A move changes one tile's straight-line distance
 * by at most 1, so the rounded sum changes by at most 1 (consistent). The sum is exact: a term
 * is 0, 1, 2, sqrt 2, sqrt 5 or sqrt 8 = 2 sqrt 2, so a state's sum is W + A sqrt 2 + B sqrt 5
 * with whole numbers W <= 16, A <= 16, B <= 8, and CEIL_ROOTS holds ceil(A sqrt 2 + B sqrt 5),
 * each the smallest n with n >= A sqrt 2 + B sqrt 5, found in integers: n^2 - 2A^2 - 5B^2 >= 0
 * and (n^2 - 2A^2 - 5B^2)^2 >= 40 A^2 B^2. No floating point, so every machine and the
 * WebAssembly build give the same values.
 */
#include "heuristic.h"

unsigned p8__h_gaschnig(const uint8_t *s, const uint8_t *goal, void *prepared) {
    const p8__heuristic *h = prepared;
    unsigned seen = 0, swaps = 0;
    int i;
    (void)goal;
    for (i = 0; i < 9; i++) {
        unsigned len = 0;
        int c, blank = 0;
        for (c = i; !(seen & (1u << c)); c = h->goal_cell[s[c]]) {
            seen |= 1u << c;
            len++;
            blank |= s[c] == 0;
        }
        if (len > 1) swaps += blank ? len - 1 : len + 1;
    }
    return swaps;
}

/* CEIL_ROOTS[A][B] = ceil(A sqrt 2 + B sqrt 5), A = 0..16, B = 0..8. */
static const uint8_t CEIL_ROOTS[17][9] = {
    { 0,  3,  5,  7,  9, 12, 14, 16, 18},
    { 2,  4,  6,  9, 11, 13, 15, 18, 20},
    { 3,  6,  8, 10, 12, 15, 17, 19, 21},
    { 5,  7,  9, 11, 14, 16, 18, 20, 23},
    { 6,  8, 11, 13, 15, 17, 20, 22, 24},
    { 8, 10, 12, 14, 17, 19, 21, 23, 25},
    { 9, 11, 13, 16, 18, 20, 22, 25, 27},
    {10, 13, 15, 17, 19, 22, 24, 26, 28},
    {12, 14, 16, 19, 21, 23, 25, 27, 30},
    {13, 15, 18, 20, 22, 24, 27, 29, 31},
    {15, 17, 19, 21, 24, 26, 28, 30, 33},
    {16, 18, 21, 23, 25, 27, 29, 32, 34},
    {17, 20, 22, 24, 26, 29, 31, 33, 35},
    {19, 21, 23, 26, 28, 30, 32, 35, 37},
    {20, 23, 25, 27, 29, 31, 34, 36, 38},
    {22, 24, 26, 28, 31, 33, 35, 37, 40},
    {23, 25, 28, 30, 32, 34, 37, 39, 41}};

unsigned p8__h_euclidean(const uint8_t *s, const uint8_t *goal, void *prepared) {
    const p8__heuristic *h = prepared;
    unsigned sum = (unsigned)h->euclid[s[0]][0] + h->euclid[s[1]][1] + h->euclid[s[2]][2] +
                   h->euclid[s[3]][3] + h->euclid[s[4]][4] + h->euclid[s[5]][5] +
                   h->euclid[s[6]][6] + h->euclid[s[7]][7] + h->euclid[s[8]][8];
    (void)goal;
    return (sum & 31u) + CEIL_ROOTS[(sum >> 5) & 31u][sum >> 10];
}
