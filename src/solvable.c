/*
 * solvable.c - inversion parity and reachability.
 *
 * On a board of odd width a move of the blank left or right does not change the order of the
 * tiles, and a move up or down moves one tile past two others, so the parity of the number of
 * inversions among the non-blank tiles is invariant. Two boards reach each other exactly when
 * their parities agree (each class holds 181,440 boards).
 */
#include "p8_internal.h"

int p8__inversions(const uint8_t t[9]) {
    int n = 0, i, j;
    for (i = 0; i < 9; i++) {
        if (t[i] == 0) continue;
        for (j = i + 1; j < 9; j++)
            if (t[j] != 0 && t[j] < t[i]) n++;
    }
    return n;
}

int p8_board_inversions(const p8_board *b) {
    if (!b) return P8_EINVAL;
    return p8__inversions(b->tiles);
}

int p8_board_solvable(const p8_board *start, const p8_board *goal) {
    if (!start) return P8_EINVAL;
    return (p8__inversions(start->tiles) & 1) == (p8__inversions(p8__goal_tiles(goal)) & 1);
}
