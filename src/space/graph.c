/* SPDX-License-Identifier: MIT */
/*
 * graph.c - the state graph by rank or by tiles: components and neighbours, no allocation.
 * (graph_write.c writes the whole graph out.)
 */
#include "space.h"

#include <string.h>

static const char *const format_names[] = {"csv", "csv-nodes", "graphml", "dot"};

const char *p8_graph_format_name(int format) {
    return format >= 0 && format < (int)(sizeof format_names / sizeof format_names[0])
               ? format_names[format]
               : NULL;
}

int p8_graph_component(uint32_t rank) {
    uint8_t t[9];
    if (rank >= P8_NUM_PERMUTATIONS) return P8_EINVAL;
    p8__unrank(rank, t);
    return p8__inversions(t) & 1;
}

/* The legal moves of t (blank at b) applied one at a time; each neighbour's tiles go to
 * out + 9 * m, or nine 0xFF bytes for an illegal move. Returns the mask. */
static int neighbors(const uint8_t t[9], int b, uint8_t out[36]) {
    int m, mask = 0;
    for (m = 0; m < 4; m++) {
        int to = p8__move_target[b][m];
        uint8_t *n = out + 9 * m;
        if (to < 0) {
            memset(n, 0xFF, 9);
            continue;
        }
        memcpy(n, t, 9);
        n[b] = n[to];
        n[to] = 0;
        mask |= 1 << m;
    }
    return mask;
}

int p8_graph_neighbors(uint32_t rank, uint32_t *out) {
    uint8_t t[9], n[36];
    int mask, m;
    if (!out || rank >= P8_NUM_PERMUTATIONS) return P8_EINVAL;
    p8__unrank(rank, t);
    mask = neighbors(t, p8__blank_of(t), n);
    for (m = 0; m < 4; m++) out[m] = (mask >> m) & 1 ? p8__rank(n + 9 * m) : P8_NO_RANK;
    return mask;
}

int p8_graph_neighbors_tiles(const uint8_t *tiles, uint8_t *out) {
    if (!tiles || !out) return P8_EINVAL;
    if (!p8__tiles_valid(tiles)) return P8_EBADBOARD;
    return neighbors(tiles, p8__blank_of(tiles), out);
}
