/* SPDX-License-Identifier: MIT */
/* class_index.c - walking the boards: from a component index back to the board (space_internal.h
 * defines the index and computes it inline, since every table query does), and from a board to
 * the next in Lehmer rank order. */
#include "space.h"

#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
#define B6(n) B4(n), B4(n + 1), B4(n + 1), B4(n + 2)
const uint8_t p8__popcount8[256] = {B6(0), B6(1), B6(1), B6(2)};

/* Take the d-th smallest value left out of avail[0 .. left-1] (removing it). */
static uint8_t take(uint8_t *avail, unsigned left, unsigned d) {
    uint8_t v = avail[d];
    for (; d + 1 < left; d++) avail[d] = avail[d + 1];
    return v;
}

void p8__class_tiles(uint32_t index, unsigned parity, uint8_t t[9]) {
    unsigned blank = index / P8__HALF_PERM8, r = (index % P8__HALF_PERM8) * 2u;
    unsigned d[8], i, j;
    uint8_t avail[8] = {1, 2, 3, 4, 5, 6, 7, 8}, s[8], tmp;
    /* the Lehmer digits of r, by constant divisors (the compiler multiplies instead) */
    d[0] = r / 5040u, r %= 5040u;
    d[1] = r / 720u, r %= 720u;
    d[2] = r / 120u, r %= 120u;
    d[3] = r / 24u, r %= 24u;
    d[4] = r / 6u, r %= 6u;
    d[5] = r / 2u, r %= 2u;
    d[6] = r;
    d[7] = 0;
    for (i = 0; i < 8; i++) s[i] = take(avail, 8 - i, d[i]);
    if (((d[0] + d[1] + d[2] + d[3] + d[4] + d[5] + d[6]) & 1u) != parity) {
        tmp = s[6]; /* rank8 + 1: the last two tiles swapped, the other parity */
        s[6] = s[7];
        s[7] = tmp;
    }
    for (i = 0, j = 0; i < 9; i++) t[i] = i == blank ? 0 : s[j++];
}

int p8__next_permutation(uint8_t t[9]) {
    int i = 7, j = 8, lo, hi;
    uint8_t x;
    while (i >= 0 && t[i] > t[i + 1]) i--;
    if (i < 0) return 0;
    while (t[j] < t[i]) j--;
    x = t[i];
    t[i] = t[j];
    t[j] = x;
    for (lo = i + 1, hi = 8; lo < hi; lo++, hi--) {
        x = t[lo];
        t[lo] = t[hi];
        t[hi] = x;
    }
    return 1;
}
