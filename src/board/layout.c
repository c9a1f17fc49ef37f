/* SPDX-License-Identifier: MIT */
/*
 * layout.c - boards in the other shapes peers use (0.4.0): from the cell of each tile
 * (aima-java's setBoard), the cell of each tile, the transposed board (column-major text,
 * slidingpuzzle's from_cols), and two tiles swapped (the way to make an unsolvable board).
 * Each returns a new board; boards stay immutable.
 */
#include "board.h"

#include <stdio.h>

int p8_board_from_positions(const uint8_t *positions, p8_board **out, char *why, size_t why_cap) {
    uint8_t tiles[9], on[9];
    int t;
    if (why && why_cap) why[0] = '\0';
    if (out) *out = NULL;
    if (!positions || !out) return P8_EINVAL;
    for (t = 0; t < 9; t++) on[t] = 9;
    for (t = 0; t < 9; t++) {
        unsigned c = positions[t];
        if (c > 8) {
            if (why && why_cap)
                snprintf(why, why_cap, "cell %u of %s%.0d is out of range (0-8)", c,
                         t ? "tile " : "the blank", t);
            return P8_EBADBOARD;
        }
        if (on[c] != 9) {
            if (why && why_cap)
                snprintf(why, why_cap, "%s%.0d and tile %d are both on cell %u",
                         on[c] ? "tile " : "the blank", on[c], t, c);
            return P8_EBADBOARD;
        }
        on[c] = (uint8_t)t;
        tiles[c] = (uint8_t)t;
    }
    return p8__board_make(tiles, out);
}

int p8_board_positions(const p8_board *b, uint8_t *out) {
    int c;
    if (!b || !out) return P8_EINVAL;
    for (c = 0; c < 9; c++) out[b->tiles[c]] = (uint8_t)c;
    return P8_OK;
}

int p8_board_transpose(const p8_board *b, p8_board **out) {
    uint8_t tiles[9];
    int c;
    if (out) *out = NULL;
    if (!b || !out) return P8_EINVAL;
    for (c = 0; c < 9; c++) tiles[c] = b->tiles[(c % 3) * 3 + c / 3];
    return p8__board_make(tiles, out);
}

int p8_board_swap_tiles(const p8_board *b, int tile_a, int tile_b, p8_board **out) {
    uint8_t tiles[9];
    int c;
    if (out) *out = NULL;
    if (!b || !out || tile_a < 1 || tile_a > 8 || tile_b < 1 || tile_b > 8 || tile_a == tile_b)
        return P8_EINVAL;
    for (c = 0; c < 9; c++)
        tiles[c] = b->tiles[c] == tile_a   ? (uint8_t)tile_b
                   : b->tiles[c] == tile_b ? (uint8_t)tile_a
                                           : b->tiles[c];
    return p8__board_make(tiles, out);
}
