/* SPDX-License-Identifier: MIT */
/*
 * rank.c - Lehmer ranking of boards: a bijection between the 362,880 permutations of 0..8 and
 * 0 .. 362879, in lexicographic order of the 9 cells read as a sequence (0 = 0 1 2 3 4 5 6 7 8,
 * 362879 = 8 7 6 5 4 3 2 1 0).
 *
 * rank(t) = sum over cells i of d_i * (8 - i)!, where d_i is the number of values smaller than
 * t[i] not used by an earlier cell. p8__rank is in the search's hot loop: it keeps a bit mask
 * of used values and counts d_i with a population count, so it is 9 steps with no inner loop.
 */
#include "board.h"

static const uint32_t fact[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

#if defined(__GNUC__) || defined(__clang__)
#  define POPCOUNT(x) ((unsigned)__builtin_popcount(x))
#else
static unsigned popcount_portable(unsigned x) {
    unsigned n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}
#  define POPCOUNT(x) popcount_portable(x)
#endif

uint32_t p8__rank(const uint8_t t[9]) {
    uint32_t rank = 0;
    unsigned used = 0;
    int i;
    for (i = 0; i < 8; i++) { /* the last cell always contributes 0 */
        unsigned below = (1u << t[i]) - 1u;
        rank += (t[i] - POPCOUNT(used & below)) * fact[8 - i];
        used |= 1u << t[i];
    }
    return rank;
}

void p8__unrank(uint32_t rank, uint8_t t[9]) {
    unsigned free_mask = 0x1ffu; /* values not yet placed */
    int i;
    for (i = 0; i < 9; i++) {
        unsigned d = rank / fact[8 - i];
        unsigned m = free_mask;
        rank %= fact[8 - i];
        while (d--) m &= m - 1; /* drop the d lowest free values */
        m &= ~(m - 1);          /* lowest remaining one */
        t[i] = (uint8_t)POPCOUNT(m - 1);
        free_mask &= ~m;
    }
}

int32_t p8_board_rank(const p8_board *b) {
    if (!b) return P8_EINVAL;
    return (int32_t)p8__rank(b->tiles);
}

int p8_board_from_rank(uint32_t rank, p8_board **out) {
    uint8_t t[9];
    if (out) *out = NULL;
    if (!out || rank >= P8_NUM_PERMUTATIONS) return P8_EINVAL;
    p8__unrank(rank, t);
    return p8__board_make(t, out);
}
