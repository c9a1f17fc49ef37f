/* SPDX-License-Identifier: MIT */
/* space_internal.h - the state space's private parts, shared by table.c, table_solve.c,
 * graph.c, graph_write.c and heuristic_check.c: the component index of a board and the layout
 * of a p8_table. Private.
 *
 * The component index. Each component (parity class) has 181,440 boards; the table keeps one
 * byte per board of its component, at the board's component index:
 *
 *     index = blank_cell * 20160 + floor(rank8 / 2)
 *
 * where rank8 is the Lehmer rank (0 .. 40319) of the 8 tiles read in row-major order without
 * the blank, as a permutation of 1..8. The digits of that Lehmer code add up to the board's
 * inversions, so the same pass gives the parity (the component). Ranks 2k and 2k+1 differ
 * only in the order of the last two tiles, that is by one swap, which changes the parity: so
 * within one component floor(rank8 / 2) takes each value 0 .. 20159 exactly once, and the
 * index is a bijection onto 0 .. 181439. A horizontal move keeps the tiles' order and changes
 * the index by +-20160; a vertical one moves one tile two places in that order.
 */
#ifndef P8_SPACE_INTERNAL_H
#define P8_SPACE_INTERNAL_H

#include "../board/heuristic.h"

#define P8__CLASS_SIZE 181440u   /* boards in one component */
#define P8__HALF_PERM8 20160u    /* 8!/2: indexes per blank cell */

/* The number of set bits of each byte (a table: without -mpopcnt, __builtin_popcount is a
 * library call on x86-64, and the index is computed in every table query). */
extern const uint8_t p8__popcount8[256];

/* The component index of valid tiles t; the parity of its inversions (= its component) in
 * *parity when parity is not NULL. */
static inline uint32_t p8__class_index(const uint8_t t[9], unsigned *parity) {
    static const uint16_t weight[8] = {5040, 720, 120, 24, 6, 2, 1, 0};
    unsigned used = 0, rank = 0, inv = 0, blank = 0, k = 0, i;
    for (i = 0; i < 9; i++) {
        unsigned v = t[i], d;
        if (v == 0) {
            blank = i;
            continue;
        }
        d = v - 1 - p8__popcount8[used & ((1u << v) - 1u)]; /* bits 1..7 */
        rank += d * weight[k++];
        inv += d;
        used |= 1u << v;
    }
    if (parity) *parity = inv & 1u;
    return blank * P8__HALF_PERM8 + (rank >> 1);
}

/* The tiles of the board at component index `index` (< P8__CLASS_SIZE) of component `parity`. */
void p8__class_tiles(uint32_t index, unsigned parity, uint8_t t[9]);

/* The next permutation of t in lexicographic order, which is the board of the next Lehmer
 * rank (0 1 2 3 4 5 6 7 8 has rank 0); 0 (t unchanged) after the last, 8 7 6 5 4 3 2 1 0. */
int p8__next_permutation(uint8_t t[9]);

/* The index after the blank of t (at cell b, t at index idx) moves to cell `to`. t is used as
 * scratch space and left as it was. */
static inline uint32_t p8__class_step(uint8_t t[9], int b, int to, uint32_t idx) {
    uint32_t n;
    if (to == b + 1) return idx + P8__HALF_PERM8;
    if (to == b - 1) return idx - P8__HALF_PERM8;
    t[b] = t[to];
    t[to] = 0;
    n = p8__class_index(t, NULL);
    t[to] = t[b];
    t[b] = 0;
    return n;
}

/* The key (cells 0..7 packed, as node keys) of the board after the blank moves from cell b to
 * cell `to` in the 36-bit packing `packed`. */
static inline uint32_t p8__moved_key(uint64_t packed, int b, int to) {
    uint64_t tile = (packed >> (4 * to)) & 15u;
    return (uint32_t)(packed ^ (tile << (4 * b)) ^ (tile << (4 * to)));
}

/* ------------------------------------------------------------------------------------------
 * The table: one block from its allocator, the header and one distance byte per index.
 * ---------------------------------------------------------------------------------------- */
struct p8_table {
    p8_allocator a;
    uint8_t goal[9];
    unsigned parity;                        /* the goal's component */
    unsigned max_distance;
    uint64_t count[P8_MAX_DISTANCE + 1];    /* boards at each distance */
    uint64_t sum;                           /* of all distances */
    uint64_t build_ns;
    uint8_t dist[P8__CLASS_SIZE];           /* by component index */
};

/* The distance of valid tiles t, or -1 if t is in the other component; its index in *index. */
static inline int p8__table_lookup(const p8_table *tb, const uint8_t t[9], uint32_t *index) {
    unsigned parity;
    uint32_t i = p8__class_index(t, &parity);
    if (index) *index = i;
    return parity == tb->parity ? tb->dist[i] : -1;
}

/* The first optimal move from valid tiles t (index idx, distance d >= 1, blank at b), in the
 * order U, D, L, R; the next board's index in *next. Never fails for a board of the table's
 * component with d >= 1 (some neighbour is one move closer). *looked counts neighbours. */
int p8__table_first_move(const p8_table *tb, uint8_t t[9], int b, uint32_t idx, unsigned d,
                         uint32_t *next, uint64_t *looked);


#endif /* P8_SPACE_INTERNAL_H */
