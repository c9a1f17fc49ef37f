/* SPDX-License-Identifier: MIT */
/*
 * heuristic_corner.c - the corner-tiles and last-moves heuristics (Korf and Taylor 1996, as the
 * Python package slidingpuzzle defines them), each added to linear conflict so that the sum
 * stays admissible, and the two together (0.4.0). heuristic.c names, prepares and exports them.
 *
 * Linear conflict (heuristic.c) counts, per line, the tiles of that goal line that must leave
 * it; a tile that leaves its goal line makes 2 moves Manhattan does not count. A tile in no
 * conflict (no tile of its goal line stands on the wrong side of it) can join every increasing
 * run of its line, so the line's count is already forced among the other tiles. Both bonuses
 * below claim 2 moves of a tile in no conflict (along the axis concerned), so linear conflict
 * never counted them.
 *
 * Corner tiles. A corner whose goal tile is a tile (not the blank) and which holds another tile
 * (not the blank): that tile can leave the corner, and the right one enter, only if BOTH tiles
 * next to the corner move (with one of them fixed, the blank can only swap the corner's tile
 * back and forth). So every tile on its goal cell next to such a corner must step away and back:
 * 2 moves each, counted once per tile (on 3x3 a cell beside the middle of an edge touches two
 * corners), and only for tiles in no row or column conflict. slidingpuzzle leaves corner tiles
 * out on boards smaller than 4x4 because of that sharing; counting each tile once is what makes
 * it sound here.
 *
 * Last moves. The last move of any solution brings the blank to its goal cell b from a
 * neighbour n, moving the tile of n (its goal tile T) from b onto n: so T stands on b first. If
 * b holds none of these tiles now, the tile T that makes the last move goes to b and back: 2
 * moves more than its Manhattan distance along the axis of n and b, unless T now stands on b's
 * side of n (the row or column of b, or beyond). The bonus is 2 only if that holds for every
 * neighbour (the solution picks which tile moves last), and only if no such T stands in its goal
 * line with a conflict along that axis (linear conflict may have counted the same 2 moves). For
 * the default goal this is slidingpuzzle's last_moves_distance(relaxed=False); its second-level
 * check is off below 5x5.
 *
 * Both together: a tile counted by corner tiles that is one of the last-move tiles T could make
 * its step away as the last-move detour, so the last-move bonus is then left out.
 * test/test_heuristic_field.c checks every one of them against exact distances on every board
 * of several goals.
 */
#include "heuristic.h"

#include <string.h>

/* 1 if the tile on cell p (in its goal row) has a row conflict: another tile of that goal row
 * stands in the row on the wrong side of it. rowcode: goal column, or 3 for other tiles. */
static int row_conflict(const p8__heuristic *h, const uint8_t s[9], int p) {
    int r = p / 3, c = p % 3, gc = h->rowcode[r][s[p]], k;
    for (k = 0; k < 3; k++) {
        int g = h->rowcode[r][s[3 * r + k]];
        if (k != c && g != 3 && (k < c) != (g < gc)) return 1;
    }
    return 0;
}

static int col_conflict(const p8__heuristic *h, const uint8_t s[9], int p) {
    int r = p / 3, c = p % 3, gr = h->colcode[c][s[p]], k;
    for (k = 0; k < 3; k++) {
        int g = h->colcode[c][s[3 * k + c]];
        if (k != r && g != 3 && (k < r) != (g < gr)) return 1;
    }
    return 0;
}

/* The cells of the tiles corner tiles counts, as a mask (bit 1u << cell). */
static unsigned corner_cells(const p8__heuristic *h, const uint8_t s[9], const uint8_t goal[9]) {
    static const uint8_t corner[4] = {0, 2, 6, 8};
    static const uint8_t beside[4][2] = {{1, 3}, {1, 5}, {3, 7}, {5, 7}};
    unsigned mask = 0;
    int i, k;
    for (i = 0; i < 4; i++) {
        int c = corner[i];
        if (goal[c] == 0 || s[c] == 0 || s[c] == goal[c]) continue;
        for (k = 0; k < 2; k++) {
            int p = beside[i][k];
            if (s[p] != 0 && s[p] == goal[p] && !row_conflict(h, s, p) && !col_conflict(h, s, p))
                mask |= 1u << p;
        }
    }
    return mask;
}

static unsigned popcount9(unsigned m) {
    unsigned n = 0;
    for (; m; m &= m - 1) n++;
    return n;
}

/* 1 if the last-moves bonus applies; *cells gets the goal cells of the tiles T (the blank's goal
 * cell's neighbours). */
static int last_moves(const p8__heuristic *h, const uint8_t s[9], const uint8_t goal[9],
                      unsigned *cells) {
    int b = h->goal_cell[0], m, pos[9], i;
    *cells = 0;
    if (memcmp(s, goal, 9) == 0) return 0;
    for (i = 0; i < 9; i++) pos[s[i]] = i;
    for (m = 0; m < 4; m++) {
        int n = p8__move_target[b][m];
        if (n >= 0) *cells |= 1u << n;
        if (n >= 0 && s[b] == goal[n]) return 0;
    }
    for (m = 0; m < 4; m++) {
        int n = p8__move_target[b][m], t, at, here, there, in_line;
        if (n < 0) continue;
        t = goal[n];
        at = pos[t];
        if (n / 3 != b / 3) { /* n above or below b: the detour is vertical */
            here = at / 3 - n / 3, there = at / 3 - b / 3;
            in_line = at / 3 == n / 3 && row_conflict(h, s, at);
        } else {              /* n left or right of b: horizontal */
            here = at % 3 - n % 3, there = at % 3 - b % 3;
            in_line = at % 3 == n % 3 && col_conflict(h, s, at);
        }
        if (here < 0) here = -here;
        if (there < 0) there = -there;
        if (there <= here || in_line) return 0;
    }
    return 1;
}

unsigned p8__h_corner_tiles(const uint8_t *s, const uint8_t *goal, void *prepared) {
    const p8__heuristic *h = prepared;
    return p8__h_linear_conflict(s, goal, prepared) + 2 * popcount9(corner_cells(h, s, goal));
}

unsigned p8__h_last_moves(const uint8_t *s, const uint8_t *goal, void *prepared) {
    unsigned cells;
    return p8__h_linear_conflict(s, goal, prepared) + 2u * (unsigned)last_moves(prepared, s, goal, &cells);
}

unsigned p8__h_corner_last_moves(const uint8_t *s, const uint8_t *goal, void *prepared) {
    const p8__heuristic *h = prepared;
    unsigned corners = corner_cells(h, s, goal), cells;
    int last = last_moves(h, s, goal, &cells);
    return p8__h_linear_conflict(s, goal, prepared) + 2 * popcount9(corners) +
           (last && !(corners & cells) ? 2u : 0u);
}
