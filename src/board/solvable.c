/* SPDX-License-Identifier: MIT */
/*
 * solvable.c - inversion parity and reachability.
 *
 * On a board of odd width a move of the blank left or right does not change the order of the
 * tiles, and a move up or down moves one tile past two others, so the parity of the number of
 * inversions among the non-blank tiles is invariant. Two boards reach each other exactly when
 * their parities agree (each class holds 181,440 boards).
 */
#include "board.h"

#include <stdio.h>

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

/* The parity word of an inversion count. */
static const char *parity(int n) { return n & 1 ? "odd" : "even"; }

size_t p8__solvable_reason(const uint8_t start[9], const uint8_t goal[9], char *buf, size_t cap) {
    int a = p8__inversions(start), b = p8__inversions(goal);
    char text[200];
    if ((a & 1) == (b & 1))
        snprintf(text, sizeof text, "the goal is reachable from the start: their inversion counts "
                 "have the same parity (%d and %d, both %s)", a, b, parity(a));
    else
        snprintf(text, sizeof text, "the goal is not reachable from the start: their inversion "
                 "counts have different parity (%d is %s, %d is %s) and no move changes it",
                 a, parity(a), b, parity(b));
    return p8__copy_text(text, buf, cap);
}

int p8_board_solvable_why(const p8_board *start, const p8_board *goal, char *why, size_t why_cap) {
    if (!start) {
        if (why && why_cap) why[0] = '\0';
        return P8_EINVAL;
    }
    p8__solvable_reason(start->tiles, p8__goal_tiles(goal), why, why_cap);
    return p8_board_solvable(start, goal);
}
