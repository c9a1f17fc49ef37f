/* SPDX-License-Identifier: MIT */
/*
 * p8_internal.h - private declarations shared by every layer of the library. Not installed.
 * Shared internal functions are named p8__name; a static archive cannot hide them.
 *
 * The layers, one folder each; dependencies point one way (view -> search/space -> board), and
 * space uses search only through search/result_path.h:
 *   src/          what every layer uses: this header, allocation, the clock, errors, version;
 *   board/        boards and their text, ranks, solvability, the random generator, heuristics;
 *   search/       the search object, its run, the expansion step, drivers, frontiers, nodes,
 *                 results, the compare rows (search_internal.h);
 *   space/        the whole state space: distance tables, the state graph, the heuristic
 *                 checker (space_internal.h);
 *   view/         seeing a search: traces, trees, SVG and Graphviz pictures (view_internal.h).
 */
#ifndef P8_INTERNAL_H
#define P8_INTERNAL_H

#include "puzzle8.h"

#include <stddef.h>
#include <stdint.h>

/* The board: 9 tiles and the blank's cell, kept in step. Always a permutation of 0..8. */
struct p8_board {
    uint8_t tiles[9];
    uint8_t blank;
};

/* The default goal 1 2 3 4 5 6 7 8 0. */
extern const uint8_t p8__default_goal[9];

/* For each cell and move, the cell the blank moves to, or -1 if the move leaves the grid. */
extern const int8_t p8__move_target[9][4];

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

/* Tiles of a goal parameter: NULL means the default goal. */
static inline const uint8_t *p8__goal_tiles(const p8_board *goal) {
    return goal ? goal->tiles : p8__default_goal;
}

/* Relaxed atomic access to an int flag (p8_search's cancel: set from any thread, read by the
 * run). GCC and clang builtins (also on wasm32 and mingw-w64); MSVC's intrinsics (a plain
 * 32-bit load, an Interlocked exchange); elsewhere a volatile access. */
#if defined(__GNUC__) || defined(__clang__)
#  define P8__ATOMIC_LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#  define P8__ATOMIC_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#elif defined(_MSC_VER)
#  include <intrin.h>
#  define P8__ATOMIC_LOAD(p) ((int)__iso_volatile_load32((const volatile __int32 *)(p)))
#  define P8__ATOMIC_STORE(p, v) ((void)_InterlockedExchange((volatile long *)(p), (long)(v)))
#else
#  define P8__ATOMIC_LOAD(p) (*(volatile int *)(p))
#  define P8__ATOMIC_STORE(p, v) (*(volatile int *)(p) = (v))
#endif

/* The monotonic clock in nanoseconds (clock.c). */
uint64_t p8__now_ns(void);

/* SplitMix64 (Steele, Lea, Flood 2014): the library's only pseudo-random generator. */
uint64_t p8__splitmix64(uint64_t *state);
/* A uniform integer in [0, n), n >= 1, without modulo bias (rejection sampling). Always draws
 * at least one value from the generator, even when n is 1, so the sequence is fixed. */
uint32_t p8__random_below(uint64_t *state, uint32_t n);

/* snprintf-style copy of a NUL-terminated string into buf/cap; returns strlen(src). */
size_t p8__copy_text(const char *src, char *buf, size_t cap);


/* ------------------------------------------------------------------------------------------
 * Memory: every byte a search holds goes through p8__mem, which counts it (peak_bytes) and
 * enforces P8_LIMIT_MEMORY_BYTES. Callers pass the old size of a block they resize or free.
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__mem {
    p8_allocator a;
    uint64_t cur;        /* bytes held now */
    uint64_t peak;       /* most bytes held at once since the last p8__mem_reset_peak */
    uint64_t limit;      /* UINT64_MAX: none */
    int limit_hit;       /* set when a request was refused because of limit */
} p8__mem;

extern const p8_allocator p8__default_allocator;
/* NULL on failure (limit_hit tells a refused-by-limit request from an allocator failure). */
void *p8__mem_alloc(p8__mem *m, size_t size);
/* Resize; on failure the old block stays valid and NULL is returned. */
void *p8__mem_realloc(p8__mem *m, void *ptr, size_t old_size, size_t new_size);
void p8__mem_free(p8__mem *m, void *ptr, size_t size);
/* Grow an array to hold at least `need` elements of `elem` bytes (by half again, from 64), so
 * at most a third of a grown array is slack. P8_OK, P8_ENOMEM, or P8_ELIMIT when the memory
 * limit refused it. */
int p8__mem_grow(p8__mem *m, void **arr, size_t *cap, size_t need, size_t elem);

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

/* The 36-bit packing of all 9 cells from a node key. */
static inline uint64_t p8__key_expand(uint32_t key) {
    uint32_t pairs = (key & 0x0F0F0F0Fu) + ((key >> 4) & 0x0F0F0F0Fu); /* 4 byte sums <= 30 */
    uint32_t sum = (pairs * 0x01010101u) >> 24;                           /* tiles of cells 0..7 */
    return (uint64_t)key | (uint64_t)(36u - sum) << 32;
}

/* ------------------------------------------------------------------------------------------
 * Heuristics: what the search calls, prepared once per run for its goal.
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__heuristic {
    p8_heuristic_fn fn;
    void *user_data;
    /* A built-in's incremental form (NULL: call fn): h of a state t made from a state of value
     * ph by moving `tile` from cell `from` to cell `to`. Equal to fn(t) on every state. */
    unsigned (*delta)(const struct p8__heuristic *h, const uint8_t t[9], unsigned ph,
                      unsigned tile, unsigned from, unsigned to);
    int delta_manhattan;       /* 1: delta is the Manhattan tables' difference (done inline) */
    int delta_reads_tiles;     /* 1: delta reads t (else only the moved tile and its cells) */
    uint8_t goal_cell[9];      /* goal cell of each tile */
    uint8_t manhattan[9][9];   /* [tile][cell] distance to the tile's goal cell; 0 for the blank */
    /* linear conflict: a tile's code in row r (rowcode[r]: its goal column if its goal row is r)
     * and in column c (colcode[c]: its goal row if its goal column is c); 3 otherwise (blank) */
    uint8_t rowcode[3][9], colcode[3][9];
    /* euclidean: a tile's straight-line distance to its goal cell as whole units (bits 0-4),
     * units of sqrt 2 (bits 5-9) and units of sqrt 5 (bits 10-13), so that a state's codes add
     * up field by field without carries (heuristic_relaxed.c) */
    uint16_t euclid[9][9];
} p8__heuristic;

/* The number of built-in heuristics: P8_H_ZERO .. P8_H_CORNER_LAST_MOVES. */
#define P8__N_HEURISTICS 10

/* Prepare h for built-in `builtin` (P8_H_*) or, when builtin < 0, the caller's fn/user_data. */
void p8__heuristic_prepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                           const uint8_t goal[9]);

/* The prepared forms of the built-ins added in 0.4.0 (user_data: the prepared p8__heuristic),
 * and linear conflict's, which the corner and last-moves heuristics add to:
 * heuristic_relaxed.c (Gaschnig's, Euclidean) and heuristic_corner.c (corner tiles, last moves,
 * both). */
unsigned p8__h_linear_conflict(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_gaschnig(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_euclidean(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_corner_tiles(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_last_moves(const uint8_t *s, const uint8_t *goal, void *prepared);
unsigned p8__h_corner_last_moves(const uint8_t *s, const uint8_t *goal, void *prepared);

#endif /* P8_INTERNAL_H */
