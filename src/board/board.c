/* SPDX-License-Identifier: MIT */
/*
 * board.c - the board object: construction, access, moves.
 *
 * A p8_board is 9 tiles in row-major order plus the blank's cell, kept in step. Every board the
 * library hands out is a valid permutation of 0..8; p8_board_apply is the only mutator.
 */
#include "board.h"

#include <stdlib.h>
#include <string.h>

const uint8_t p8__default_goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

/* Row-major cells: UP is -3, DOWN +3, LEFT -1, RIGHT +1, unless that leaves the grid. */
const int8_t p8__move_target[9][4] = {
    /*        UP  DOWN LEFT RIGHT */
    /* 0 */ {-1, 3, -1, 1},
    /* 1 */ {-1, 4, 0, 2},
    /* 2 */ {-1, 5, 1, -1},
    /* 3 */ {0, 6, -1, 4},
    /* 4 */ {1, 7, 3, 5},
    /* 5 */ {2, 8, 4, -1},
    /* 6 */ {3, -1, -1, 7},
    /* 7 */ {4, -1, 6, 8},
    /* 8 */ {5, -1, 7, -1},
};

/* Bit m set when p8__move_target[cell][m] >= 0. */
const uint8_t p8__legal_moves[9] = { 0xA, 0xE, 0x6, 0xB, 0xF, 0x7, 0x9, 0xD, 0x5 };

uint64_t p8__pack(const uint8_t t[9]) {
    uint64_t x = 0;
    int i;
    for (i = 0; i < 9; i++) x |= (uint64_t)t[i] << (4 * i);
    return x;
}

static const char *const move_names[4] = {"up", "down", "left", "right"};
static const char move_letters[4] = {'U', 'D', 'L', 'R'};

int p8__tiles_valid(const uint8_t t[9]) {
    unsigned seen = 0;
    int i;
    for (i = 0; i < 9; i++) {
        if (t[i] > 8 || (seen & (1u << t[i]))) return 0;
        seen |= 1u << t[i];
    }
    return 1;
}

int p8__blank_of(const uint8_t t[9]) {
    int i;
    for (i = 0; i < 9; i++)
        if (t[i] == 0) return i;
    return -1; /* not reached for valid tiles */
}

void p8__board_set(p8_board *b, const uint8_t t[9]) {
    memcpy(b->tiles, t, 9);
    b->blank = (uint8_t)p8__blank_of(t);
}

int p8__board_make(const uint8_t t[9], p8_board **out) {
    p8_board *b = malloc(sizeof *b);
    if (!b) {
        *out = NULL;
        return P8_ENOMEM;
    }
    p8__board_set(b, t);
    *out = b;
    return P8_OK;
}

int p8_board_new(const uint8_t *tiles, p8_board **out) {
    if (out) *out = NULL;
    if (!tiles || !out) return P8_EINVAL;
    if (!p8__tiles_valid(tiles)) return P8_EBADBOARD;
    return p8__board_make(tiles, out);
}

int p8_board_new_goal(p8_board **out) {
    if (!out) return P8_EINVAL;
    return p8__board_make(p8__default_goal, out);
}

int p8_board_copy(const p8_board *b, p8_board **out) {
    if (out) *out = NULL;
    if (!b || !out) return P8_EINVAL;
    return p8__board_make(b->tiles, out);
}

void p8_board_free(p8_board *b) {
    free(b);
}

int p8_board_tiles(const p8_board *b, uint8_t *out) {
    if (!b || !out) return P8_EINVAL;
    memcpy(out, b->tiles, 9);
    return P8_OK;
}

int p8_board_tile_at(const p8_board *b, int row, int col) {
    if (!b || row < 0 || row > 2 || col < 0 || col > 2) return P8_EINVAL;
    return b->tiles[row * 3 + col];
}

int p8_board_blank(const p8_board *b) {
    if (!b) return P8_EINVAL;
    return b->blank;
}

int p8_board_equal(const p8_board *a, const p8_board *b) {
    if (!a || !b) return P8_EINVAL;
    return memcmp(a->tiles, b->tiles, 9) == 0;
}

unsigned p8_board_legal_moves(const p8_board *b) {
    unsigned mask = 0;
    int m;
    if (!b) return 0;
    for (m = 0; m < 4; m++)
        if (p8__move_target[b->blank][m] >= 0) mask |= 1u << m;
    return mask;
}

int p8_board_apply(p8_board *b, int move) {
    int to;
    if (!b || move < P8_MOVE_UP || move > P8_MOVE_RIGHT) return P8_EINVAL;
    to = p8__move_target[b->blank][move];
    if (to < 0) return P8_EINVAL;
    b->tiles[b->blank] = b->tiles[to];
    b->tiles[to] = 0;
    b->blank = (uint8_t)to;
    return P8_OK;
}

const char *p8_move_name(int move) {
    if (move < P8_MOVE_UP || move > P8_MOVE_RIGHT) return NULL;
    return move_names[move];
}

int p8_move_letter(int move) {
    if (move < P8_MOVE_UP || move > P8_MOVE_RIGHT) return P8_EINVAL;
    return move_letters[move];
}
