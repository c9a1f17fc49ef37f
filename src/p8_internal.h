/*
 * p8_internal.h - private declarations shared by the library's source files. Not installed.
 * Shared internal functions are named p8__name; a static archive cannot hide them.
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

/* 1 if t[0..8] is a permutation of 0..8, else 0. */
int p8__tiles_valid(const uint8_t t[9]);
/* Lehmer rank of a permutation of 0..8 (0 .. 362879), and its inverse. */
uint32_t p8__rank(const uint8_t t[9]);
void p8__unrank(uint32_t rank, uint8_t t[9]);
/* Inversions among the non-blank tiles (0 .. 28). */
int p8__inversions(const uint8_t t[9]);
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

/* SplitMix64 (Steele, Lea, Flood 2014): the library's only pseudo-random generator. */
uint64_t p8__splitmix64(uint64_t *state);
/* A uniform integer in [0, n), n >= 1, without modulo bias (rejection sampling). */
uint32_t p8__random_below(uint64_t *state, uint32_t n);

/* snprintf-style copy of a NUL-terminated string into buf/cap; returns strlen(src). */
size_t p8__copy_text(const char *src, char *buf, size_t cap);

#endif /* P8_INTERNAL_H */
