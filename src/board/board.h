/* SPDX-License-Identifier: MIT */
/*
 * board.h - the board room (board/): boards and their cells, moves, packed states, ranks,
 * solvability, text, the random generator. Private. Uses base/ only; search/, space/ and view/
 * build on it. The heuristics have a header of their own (heuristic.h).
 */
#ifndef P8_BOARD_H
#define P8_BOARD_H

#include "../base/base.h"

/* The board: 9 tiles and the blank's cell, kept in step. Always a permutation of 0..8. */
struct p8_board {
    uint8_t tiles[9];
    uint8_t blank;
};

/* The default goal 1 2 3 4 5 6 7 8 0. */
extern const uint8_t p8__default_goal[9];

/* For each cell and move, the cell the blank moves to, or -1 if the move leaves the grid. */
extern const int8_t p8__move_target[9][4] P8__HIDDEN;
/* For each cell, the moves that stay in the grid: bit m for move m (P8_MOVE_*). */
extern const uint8_t p8__legal_moves[9] P8__HIDDEN;

/* The lowest move of a non-empty mask of moves (bit m: move m). */
static inline unsigned p8__lowest_move(unsigned mask) {
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_ctz(mask);
#else
    unsigned m = 0;
    while (!(mask & 1u)) mask >>= 1, m++;
    return m;
#endif
}

/* The move that undoes each move: UP<->DOWN, LEFT<->RIGHT. */
#define P8__INVERSE_MOVE(m) ((m) ^ 1)
/* No move: the root's (nodes, tree records). */
#define P8__NO_MOVE 4u

/* 1 if t[0..8] is a permutation of 0..8, else 0. */
int p8__tiles_valid(const uint8_t t[9]);
/* Lehmer rank of a permutation of 0..8 (0 .. 362879), and its inverse. */
uint32_t p8__rank(const uint8_t t[9]);
void p8__unrank(uint32_t rank, uint8_t t[9]);
/* Inversions among the non-blank tiles (0 .. 28). */
int p8__inversions(const uint8_t t[9]);
/* The sentence of p8_board_solvable_why for two tile arrays (snprintf-style). */
size_t p8__solvable_reason(const uint8_t start[9], const uint8_t goal[9], char *buf, size_t cap);
/* Cell index of tile 0. */
int p8__blank_of(const uint8_t t[9]);
/* Fill a board from valid tiles (no checks). */
void p8__board_set(p8_board *b, const uint8_t t[9]);
/* A malloc'ed board from valid tiles; P8_OK or P8_ENOMEM (*out NULL). */
int p8__board_make(const uint8_t t[9], p8_board **out);
/* snprintf-style copy of a NUL-terminated string into buf/cap; returns strlen(src). */
size_t p8__copy_text(const char *src, char *buf, size_t cap);

/* Tiles of a goal parameter: NULL means the default goal. */
static inline const uint8_t *p8__goal_tiles(const p8_board *goal) {
    return goal ? goal->tiles : p8__default_goal;
}

/* SplitMix64 (Steele, Lea, Flood 2014): the library's only pseudo-random generator (its
 * definition, bit for bit: board/random.c). */
static inline uint64_t p8__splitmix64(uint64_t *state) {
    uint64_t z;
    *state += UINT64_C(0x9E3779B97F4A7C15);
    z = *state;
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}
/* A uniform integer in [0, n), n >= 1, without modulo bias (rejection sampling). Always draws
 * at least one value from the generator, even when n is 1, so the sequence is fixed. */
uint32_t p8__random_below(uint64_t *state, uint32_t n);
/* The same for 1 <= n <= 4 (a choice among moves), inline and without dividing by a variable:
 * limit = UINT64_MAX - (UINT64_MAX % n) is 2^64 - 1, 2^64 - 2, 2^64 - 1, 2^64 - 4. */
static inline uint32_t p8__random_below_4(uint64_t *state, uint32_t n) {
    static const uint64_t limit[5] = { 0, UINT64_MAX, UINT64_MAX - 1, UINT64_MAX, UINT64_MAX - 3 };
    uint64_t x;
    do {
        x = p8__splitmix64(state);
    } while (x >= limit[n]);
    return n == 3 ? (uint32_t)(x % 3u) : (uint32_t)(x & (n - 1));
}

/* One of the moves of `mask` (not empty; bit m: move m) at random, as a mask: the one at index
 * below(count) in move order, the draw of p8_board_scramble (the same walk everywhere). */
static inline unsigned p8__random_move(unsigned mask, uint64_t *state) {
    static const uint8_t count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
    static const uint8_t kth[16][4] = { /* [mask][k]: the k-th move of the mask, as a mask */
        { 0 }, { 1 }, { 2 }, { 1, 2 }, { 4 }, { 1, 4 }, { 2, 4 }, { 1, 2, 4 },
        { 8 }, { 1, 8 }, { 2, 8 }, { 1, 2, 8 }, { 4, 8 }, { 1, 4, 8 }, { 2, 4, 8 }, { 1, 2, 4, 8 }
    };
    return kth[mask][p8__random_below_4(state, count[mask])];
}

/* ------------------------------------------------------------------------------------------
 * Packed states: the tile of cell i in bits 4i..4i+3. All 9 cells take 36 bits; a node keeps
 * only cells 0..7 (32 bits, its "key"): the ninth tile is the one the others leave out.
 * ---------------------------------------------------------------------------------------- */
uint64_t p8__pack(const uint8_t t[9]);

static inline void p8__unpack(uint64_t packed, uint8_t t[9]) {
    t[0] = (uint8_t)(packed & 15);
    t[1] = (uint8_t)((packed >> 4) & 15);
    t[2] = (uint8_t)((packed >> 8) & 15);
    t[3] = (uint8_t)((packed >> 12) & 15);
    t[4] = (uint8_t)((packed >> 16) & 15);
    t[5] = (uint8_t)((packed >> 20) & 15);
    t[6] = (uint8_t)((packed >> 24) & 15);
    t[7] = (uint8_t)((packed >> 28) & 15);
    t[8] = (uint8_t)((packed >> 32) & 15);
}

/* The cell of the blank (the one zero nibble) in a 36-bit packing. */
static inline unsigned p8__blank_cell(uint64_t packed) {
    uint64_t z = ~packed;
    z &= z >> 2;
    z &= z >> 1;
    z &= UINT64_C(0x111111111);
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)(__builtin_ctzll(z) >> 2);
#else
    {
        unsigned b = 0;
        while (!(z & 1)) z >>= 4, b++;
        return b;
    }
#endif
}

/* The cell of the blank from a node key (cells 0..7) alone: its zero nibble, or cell 8 when it
 * has none. Not waiting for the ninth tile (p8__key_expand), so a successor's cells are known
 * sooner. The lowest zero nibble of x is the lowest nibble whose high bit is set in
 * (x - 0x11111111) & ~x (tiles are at most 8: a tile's own high bit is never taken for a zero;
 * a borrow only reaches nibbles above a zero one). */
static inline unsigned p8__key_blank(uint32_t key) {
    const uint64_t z = (uint64_t)((key - 0x11111111u) & ~key & 0x88888888u) | UINT64_C(1) << 35;
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)(__builtin_ctzll(z) >> 2);
#else
    {
        unsigned b = 0;
        while (!((z >> (4 * b + 3)) & 1)) b++;
        return b;
    }
#endif
}

/* The 36-bit packing of all 9 cells from a node key. */
static inline uint64_t p8__key_expand(uint32_t key) {
    uint32_t pairs = (key & 0x0F0F0F0Fu) + ((key >> 4) & 0x0F0F0F0Fu); /* 4 byte sums <= 30 */
    uint32_t sum = (pairs * 0x01010101u) >> 24;                           /* tiles of cells 0..7 */
    return (uint64_t)key | (uint64_t)(36u - sum) << 32;
}

/* The legal moves of a blank in cell b (p8__legal_moves[b]) and the cells the moves take it to
 * (p8__move_target[b][m], that is b - 3, b + 3, b - 1, b + 1), from constants rather than tables:
 * the search's step has them on its critical path, where a load's latency shows. The cells are
 * given for the four moves at once, each as 16 + 4 * its cell in byte m (a legal move's; no byte
 * carries into the next): the shift that finds the cell's tile in the cells packed and shifted
 * left by 16, worked out once a node rather than once a move. */
static inline unsigned p8__moves_at(unsigned b) {
    return (unsigned)(UINT64_C(0x5D97FB6EA) >> (4 * b)) & 15u;
}
/* The number of moves in a mask of moves. */
static inline unsigned p8__moves_count(unsigned mask) {
    return (unsigned)(UINT64_C(0x4332322132212110) >> (4 * mask)) & 15u;
}
static inline uint32_t p8__targets16(unsigned b) {
    return 4 * b * 0x01010101u + 0x140C1C04u;
}

/* The 36-bit packing after the blank's move from cell b to the cell whose 4 bits are at bit
 * `at` (4 times its index), which slides `tile` (that cell's) into b. */
static inline uint64_t p8__packed_slide(uint64_t packed, unsigned tile, unsigned b, unsigned at) {
    return packed + ((uint64_t)tile << (4 * b)) - ((uint64_t)tile << at);
}

#endif /* P8_BOARD_H */
