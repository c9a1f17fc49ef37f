/* SPDX-License-Identifier: MIT */
/*
 * random.c - reproducible random boards.
 *
 * Everything here is defined bit for bit, so the same seed gives the same board on every machine
 * and in every version of the 0.x series:
 *
 *  Generator: SplitMix64 (Steele, Lea, Flood 2014). The state is a uint64_t initialised to the
 *  seed. Each draw does, in 64-bit unsigned arithmetic (wrapping):
 *      state += 0x9E3779B97F4A7C15;
 *      z = state;
 *      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
 *      z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
 *      return z ^ (z >> 31);
 *  (With state 0 the first output is 0xE220A8397B1DCDAF.)
 *
 *  Uniform integer below n (n >= 1), by rejection sampling:
 *      limit = UINT64_MAX - (UINT64_MAX % n);
 *      draw x until x < limit; return x % n.
 *  At least one value is drawn, even when n is 1.
 *
 *  p8_board_random(seed, goal): rank = below(362880); tiles = the permutation of Lehmer rank
 *  `rank` (see p8_board_from_rank). If its inversion parity differs from the goal's, swap the
 *  tiles of the first two non-blank cells in row-major order. That swap is a bijection between
 *  the two parity classes, so the result is uniform over the 181,440 boards that reach the goal.
 *  Exactly one value is drawn unless rejection sampling rejects.
 *
 *  p8_board_scramble(from, k, seed): starting from `from`, k times: list the legal moves of the
 *  blank in the order UP, DOWN, LEFT, RIGHT, leaving out the inverse of the previous move (there
 *  is none before the first move); pick the move at index below(count) and apply it. k = 0 gives
 *  a copy of `from`.
 */
#include "board.h"

#include <string.h>

uint32_t p8__random_below(uint64_t *state, uint32_t n) {
    uint64_t limit, x;
    if (n == 0) return 0; /* outside the contract; avoids a division by zero */
    /* n == 1 still draws once: the documented sequence of draws must not depend on shortcuts */
    if (n <= 4) return p8__random_below_4(state, n);
    limit = UINT64_MAX - (UINT64_MAX % n);
    do {
        x = p8__splitmix64(state);
    } while (x >= limit);
    return (uint32_t)(x % n);
}

int p8_board_random(uint64_t seed, const p8_board *goal, p8_board **out) {
    uint64_t state = seed;
    uint8_t t[9];
    if (!out) return P8_EINVAL;
    p8__unrank(p8__random_below(&state, P8_NUM_PERMUTATIONS), t);
    if ((p8__inversions(t) & 1) != (p8__inversions(p8__goal_tiles(goal)) & 1)) {
        int a = t[0] != 0 ? 0 : 1;
        int b = t[a + 1] != 0 ? a + 1 : a + 2;
        uint8_t tmp = t[a];
        t[a] = t[b];
        t[b] = tmp;
    }
    return p8__board_make(t, out);
}

int p8_board_scramble(const p8_board *from, unsigned moves, uint64_t seed, p8_board **out) {
    uint64_t state = seed;
    uint8_t t[9];
    int blank, prev = -1;
    unsigned k;
    if (out) *out = NULL;
    if (!from || !out) return P8_EINVAL;
    memcpy(t, from->tiles, 9);
    blank = from->blank;
    for (k = 0; k < moves; k++) {
        /* Every cell has at least two legal moves, so at least one remains after leaving out
         * the inverse of the previous move: count >= 1 below. */
        int options[4] = { 0, 0, 0, 0 }, count = 0, m, to;
        for (m = 0; m < 4; m++)
            if (p8__move_target[blank][m] >= 0 && (prev < 0 || m != P8__INVERSE_MOVE(prev)))
                options[count++] = m;
        m = options[p8__random_below(&state, (uint32_t)count)];
        to = p8__move_target[blank][m];
        t[blank] = t[to];
        t[to] = 0;
        blank = to;
        prev = m;
    }
    return p8__board_make(t, out);
}
