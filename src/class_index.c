/* class_index.c - walking the boards: from a component index back to the board (space_internal.h
 * defines the index and computes it inline, since every table query does), and from a board to
 * the next in Lehmer rank order. */
#include "space_internal.h"

#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
#define B6(n) B4(n), B4(n + 1), B4(n + 1), B4(n + 2)
const uint8_t p8__popcount8[256] = {B6(0), B6(1), B6(1), B6(2)};

void p8__class_tiles(uint32_t index, unsigned parity, uint8_t t[9]) {
    static const uint16_t weight[8] = {5040, 720, 120, 24, 6, 2, 1, 1};
    unsigned blank = index / P8__HALF_PERM8, r = (index % P8__HALF_PERM8) * 2u;
    unsigned inv = 0, k, i, j;
    uint8_t avail[8] = {1, 2, 3, 4, 5, 6, 7, 8}, s[8], tmp;
    for (k = 0; k < 8; k++) { /* the Lehmer digits of r: the d-th smallest value left */
        unsigned d = r / weight[k];
        r %= weight[k];
        inv += d;
        s[k] = avail[d];
        for (j = d; j + 1 < 8 - k; j++) avail[j] = avail[j + 1];
    }
    if ((inv & 1u) != parity) { /* rank8 + 1: the last two tiles swapped */
        tmp = s[6];
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
