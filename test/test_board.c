/* SPDX-License-Identifier: MIT */
/*
 * test_board.c - the board object: construction, access, moves, formatting.
 * Uses only the public API, but for the private board.h's blank of a node key (p8__key_blank),
 * checked against p8_board_blank, and the step's forms of the board room: the move tables as
 * constants, a move's packed successor, the walk's draw, the heuristics' incremental forms.
 */
#include "puzzle8.h"
#include "test.h"
#include "board/board.h"
#include "board/heuristic.h"

#include <stdlib.h>

static const uint8_t GOAL[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
static const uint8_t SAMPLE[9] = {8, 0, 6, 5, 4, 7, 2, 3, 1};

/* A non-NULL pointer to pre-load out parameters with, to see that failures reset them. */
static p8_board *const SENTINEL = (p8_board *)&SENTINEL;

static int tiles_equal(const p8_board *b, const uint8_t t[9]) {
    uint8_t got[9];
    if (p8_board_tiles(b, got) != P8_OK) return 0;
    return memcmp(got, t, 9) == 0;
}

static void test_new(void) {
    p8_board *b = SENTINEL;
    uint8_t t[9];
    ASSERT_EQ(p8_board_new(SAMPLE, &b), P8_OK);
    ASSERT_NOT_NULL(b);
    ASSERT_TRUE(tiles_equal(b, SAMPLE));
    ASSERT_EQ(p8_board_blank(b), 1);
    p8_board_free(b);

    b = SENTINEL;
    ASSERT_EQ(p8_board_new(NULL, &b), P8_EINVAL);
    ASSERT_NULL(b);
    ASSERT_EQ(p8_board_new(SAMPLE, NULL), P8_EINVAL);

    memcpy(t, SAMPLE, 9);
    t[8] = 3; /* 3 twice, 1 missing */
    b = SENTINEL;
    ASSERT_EQ(p8_board_new(t, &b), P8_EBADBOARD);
    ASSERT_NULL(b);
    t[8] = 9; /* out of range */
    b = SENTINEL;
    ASSERT_EQ(p8_board_new(t, &b), P8_EBADBOARD);
    ASSERT_NULL(b);
    t[8] = 255;
    b = SENTINEL;
    ASSERT_EQ(p8_board_new(t, &b), P8_EBADBOARD);
    ASSERT_NULL(b);
    memset(t, 0, 9); /* no tiles at all */
    b = SENTINEL;
    ASSERT_EQ(p8_board_new(t, &b), P8_EBADBOARD);
    ASSERT_NULL(b);
}

static void test_new_goal_copy_free(void) {
    p8_board *g = NULL, *c = SENTINEL;
    ASSERT_EQ(p8_board_new_goal(&g), P8_OK);
    ASSERT_TRUE(tiles_equal(g, GOAL));
    ASSERT_EQ(p8_board_blank(g), 8);
    ASSERT_EQ(p8_board_new_goal(NULL), P8_EINVAL);

    ASSERT_EQ(p8_board_copy(g, &c), P8_OK);
    ASSERT_TRUE(c != g);
    ASSERT_EQ(p8_board_equal(g, c), 1);
    ASSERT_EQ(p8_board_apply(c, P8_MOVE_UP), P8_OK); /* the copy is independent */
    ASSERT_EQ(p8_board_equal(g, c), 0);
    ASSERT_TRUE(tiles_equal(g, GOAL));
    p8_board_free(c);

    c = SENTINEL;
    ASSERT_EQ(p8_board_copy(NULL, &c), P8_EINVAL);
    ASSERT_NULL(c);
    ASSERT_EQ(p8_board_copy(g, NULL), P8_EINVAL);
    p8_board_free(g);
    p8_board_free(NULL); /* no-op */
}

static void test_access(void) {
    p8_board *b = NULL;
    uint8_t t[9];
    int r, c, bad = 0;
    ASSERT_EQ(p8_board_new(SAMPLE, &b), P8_OK);
    for (r = 0; r < 3; r++)
        for (c = 0; c < 3; c++)
            if (p8_board_tile_at(b, r, c) != SAMPLE[r * 3 + c]) bad++;
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(p8_board_tile_at(b, -1, 0), P8_EINVAL);
    ASSERT_EQ(p8_board_tile_at(b, 3, 0), P8_EINVAL);
    ASSERT_EQ(p8_board_tile_at(b, 0, -1), P8_EINVAL);
    ASSERT_EQ(p8_board_tile_at(b, 0, 3), P8_EINVAL);
    ASSERT_EQ(p8_board_tile_at(NULL, 0, 0), P8_EINVAL);

    ASSERT_EQ(p8_board_tiles(b, t), P8_OK);
    ASSERT_EQ(memcmp(t, SAMPLE, 9), 0);
    ASSERT_EQ(p8_board_tiles(NULL, t), P8_EINVAL);
    ASSERT_EQ(p8_board_tiles(b, NULL), P8_EINVAL);

    ASSERT_EQ(p8_board_blank(b), 1);
    ASSERT_EQ(p8_board_blank(NULL), P8_EINVAL);

    ASSERT_EQ(p8_board_equal(b, b), 1);
    ASSERT_EQ(p8_board_equal(b, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_equal(NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_board_equal(NULL, NULL), P8_EINVAL);
    p8_board_free(b);
}

/* A board with the blank at `cell` and the other tiles in order. */
static p8_board *blank_at(int cell) {
    uint8_t t[9];
    p8_board *b = NULL;
    int i, v = 1;
    for (i = 0; i < 9; i++) t[i] = (uint8_t)(i == cell ? 0 : v++);
    if (p8_board_new(t, &b) != P8_OK) return NULL;
    return b;
}

static void test_moves(void) {
    /* Expected from row/column arithmetic, independent of the library's table. */
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    int cell, m, bad_mask = 0, bad_apply = 0, bad_unchanged = 0, bad_undo = 0;
    for (cell = 0; cell < 9; cell++) {
        p8_board *b = blank_at(cell);
        unsigned expect = 0;
        uint8_t before[9], after[9];
        p8_board_tiles(b, before);
        for (m = 0; m < 4; m++) {
            int r = cell / 3 + dr[m], c = cell % 3 + dc[m];
            if (r >= 0 && r < 3 && c >= 0 && c < 3) expect |= 1u << m;
        }
        if (p8_board_legal_moves(b) != expect) bad_mask++;
        for (m = 0; m < 4; m++) {
            int legal = (expect >> m) & 1;
            int rc = p8_board_apply(b, m);
            p8_board_tiles(b, after);
            if (!legal) {
                if (rc != P8_EINVAL) bad_apply++;
                if (memcmp(before, after, 9) != 0 || p8_board_blank(b) != cell) bad_unchanged++;
            } else {
                int to = (cell / 3 + dr[m]) * 3 + cell % 3 + dc[m];
                if (rc != P8_OK || p8_board_blank(b) != to || after[to] != 0 ||
                    after[cell] != before[to])
                    bad_apply++;
                /* undo with the inverse move */
                if (p8_board_apply(b, m ^ 1) != P8_OK) bad_undo++;
                p8_board_tiles(b, after);
                if (memcmp(before, after, 9) != 0 || p8_board_blank(b) != cell) bad_undo++;
            }
        }
        /* out-of-range moves: EINVAL, board unchanged */
        if (p8_board_apply(b, -1) != P8_EINVAL || p8_board_apply(b, 4) != P8_EINVAL) bad_apply++;
        p8_board_tiles(b, after);
        if (memcmp(before, after, 9) != 0) bad_unchanged++;
        p8_board_free(b);
    }
    ASSERT_EQ(bad_mask, 0);
    ASSERT_EQ(bad_apply, 0);
    ASSERT_EQ(bad_unchanged, 0);
    ASSERT_EQ(bad_undo, 0);
    ASSERT_EQ(p8_board_legal_moves(NULL), 0);
    ASSERT_EQ(p8_board_apply(NULL, P8_MOVE_UP), P8_EINVAL);

    /* A worked example: the default goal, blank bottom-right. */
    {
        p8_board *g = NULL;
        static const uint8_t up[9] = {1, 2, 3, 4, 5, 0, 7, 8, 6};
        static const uint8_t up_left[9] = {1, 2, 3, 4, 0, 5, 7, 8, 6};
        p8_board_new_goal(&g);
        ASSERT_EQ(p8_board_legal_moves(g), (1u << P8_MOVE_UP) | (1u << P8_MOVE_LEFT));
        ASSERT_EQ(p8_board_apply(g, P8_MOVE_DOWN), P8_EINVAL);
        ASSERT_EQ(p8_board_apply(g, P8_MOVE_RIGHT), P8_EINVAL);
        ASSERT_TRUE(tiles_equal(g, GOAL));
        ASSERT_EQ(p8_board_apply(g, P8_MOVE_UP), P8_OK);
        ASSERT_TRUE(tiles_equal(g, up));
        ASSERT_EQ(p8_board_apply(g, P8_MOVE_LEFT), P8_OK);
        ASSERT_TRUE(tiles_equal(g, up_left));
        ASSERT_EQ(p8_board_legal_moves(g), 0xfu);
        p8_board_free(g);
    }
}

static void test_move_names(void) {
    ASSERT_EQ(P8_MOVE_UP, 0);
    ASSERT_EQ(P8_MOVE_DOWN, 1);
    ASSERT_EQ(P8_MOVE_LEFT, 2);
    ASSERT_EQ(P8_MOVE_RIGHT, 3);
    ASSERT_STR_EQ(p8_move_name(P8_MOVE_UP), "up");
    ASSERT_STR_EQ(p8_move_name(P8_MOVE_DOWN), "down");
    ASSERT_STR_EQ(p8_move_name(P8_MOVE_LEFT), "left");
    ASSERT_STR_EQ(p8_move_name(P8_MOVE_RIGHT), "right");
    ASSERT_NULL(p8_move_name(-1));
    ASSERT_NULL(p8_move_name(4));
    ASSERT_EQ(p8_move_letter(P8_MOVE_UP), 'U');
    ASSERT_EQ(p8_move_letter(P8_MOVE_DOWN), 'D');
    ASSERT_EQ(p8_move_letter(P8_MOVE_LEFT), 'L');
    ASSERT_EQ(p8_move_letter(P8_MOVE_RIGHT), 'R');
    ASSERT_EQ(p8_move_letter(-1), P8_EINVAL);
    ASSERT_EQ(p8_move_letter(4), P8_EINVAL);
}

static void test_format(void) {
    p8_board *b = NULL;
    char buf[64];
    ASSERT_EQ(p8_board_new(SAMPLE, &b), P8_OK);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, buf, sizeof buf), 17);
    ASSERT_STR_EQ(buf, "8 0 6 5 4 7 2 3 1");
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_GRID, buf, sizeof buf), 17);
    ASSERT_STR_EQ(buf, "8 0 6\n5 4 7\n2 3 1");
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_COMPACT, buf, sizeof buf), 9);
    ASSERT_STR_EQ(buf, "806547231");

    /* bad arguments: 0, and an empty string when there is room for one */
    strcpy(buf, "junk");
    ASSERT_EQ(p8_board_format(b, -1, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    strcpy(buf, "junk");
    ASSERT_EQ(p8_board_format(b, 3, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    strcpy(buf, "junk");
    ASSERT_EQ(p8_board_format(NULL, P8_FORMAT_LINE, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_board_format(NULL, P8_FORMAT_LINE, NULL, 0), 0);

    /* snprintf truncation: cap 0 (NULL or untouched buffer), 1, exact length, length + 1 */
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, NULL, 0), 17);
    strcpy(buf, "untouched");
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, buf, 0), 17);
    ASSERT_STR_EQ(buf, "untouched");
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, buf, 1), 17);
    ASSERT_STR_EQ(buf, "");
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, buf, 17), 17);
    ASSERT_STR_EQ(buf, "8 0 6 5 4 7 2 3 ");
    ASSERT_EQ(buf[17], 'x'); /* nothing written past cap */
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_LINE, buf, 18), 17);
    ASSERT_STR_EQ(buf, "8 0 6 5 4 7 2 3 1");
    ASSERT_EQ(buf[18], 'x');
    memset(buf, 'x', sizeof buf);
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_COMPACT, buf, 9), 9);
    ASSERT_STR_EQ(buf, "80654723");
    ASSERT_EQ(p8_board_format(b, P8_FORMAT_GRID, buf, 7), 17);
    ASSERT_STR_EQ(buf, "8 0 6\n");
    p8_board_free(b);
}

/* Every board formats in each style to text that parses back to the same board. */
static void test_format_round_trip(void) {
    uint32_t r;
    int style, bad = 0;
    for (r = 0; r < P8_NUM_PERMUTATIONS; r += 7) {
        p8_board *b = NULL;
        if (p8_board_from_rank(r, &b) != P8_OK) {
            bad++;
            continue;
        }
        for (style = P8_FORMAT_LINE; style <= P8_FORMAT_COMPACT; style++) {
            char buf[32], why[64];
            p8_board *back = NULL;
            size_t n = p8_board_format(b, style, buf, sizeof buf);
            if (n != (style == P8_FORMAT_COMPACT ? 9u : 17u) || strlen(buf) != n) bad++;
            if (p8_board_parse(buf, &back, why, sizeof why) != P8_OK ||
                p8_board_equal(b, back) != 1)
                bad++;
            p8_board_free(back);
        }
        p8_board_free(b);
    }
    ASSERT_EQ(bad, 0);
}

/* p8__key_blank: the blank's cell from a node key (cells 0..7 packed 4 bits each) alone, on
 * every arrangement of the tiles (9!), against the board's own blank. */
static void test_key_blank(void) {
    uint32_t rank, bad = 0;
    for (rank = 0; rank < 362880; rank++) {
        p8_board *b = NULL;
        uint8_t t[9];
        uint32_t key = 0;
        int i;
        if (p8_board_from_rank(rank, &b) != P8_OK || p8_board_tiles(b, t) != P8_OK) {
            bad++;
            p8_board_free(b);
            continue;
        }
        for (i = 0; i < 8; i++) key |= (uint32_t)t[i] << (4 * i);
        if (p8__key_blank(key) != (unsigned)p8_board_blank(b)) bad++;
        p8_board_free(b);
    }
    ASSERT_EQ(bad, 0);
}

/* u: t after the blank at b slides to cell `to` (the tile there moves into b). */
static void slid(const uint8_t t[9], unsigned b, unsigned to, uint8_t u[9]) {
    memcpy(u, t, 9);
    u[b] = u[to];
    u[to] = 0;
}

/* The step's constant forms of the move tables (p8__moves_at, p8__targets16) agree with the
 * tables, and p8__moves_count with a count of the bits; a move's packed successor
 * (p8__packed_slide) is the packing of the board it makes; the walk's draw (p8__random_move) is
 * one move of its mask, the one at index below(count). */
static void test_step_forms(void) {
    unsigned b, m, mask;
    uint32_t rank, bad = 0;
    for (b = 0; b < 9; b++) {
        ASSERT_EQ(p8__moves_at(b), p8__legal_moves[b]);
        for (m = 0; m < 4; m++)
            if (p8__move_target[b][m] >= 0)
                ASSERT_EQ(p8__targets16(b) >> 8 * m & 0xFFu, 16u + 4u * p8__move_target[b][m]);
    }
    for (rank = 0; rank < 362880; rank += 7) {
        uint8_t t[9], u[9];
        p8__unrank(rank, t);
        b = (unsigned)p8__blank_of(t);
        for (m = 0; m < 4; m++) {
            const int to = p8__move_target[b][m];
            if (to < 0) continue;
            slid(t, b, (unsigned)to, u);
            if (p8__packed_slide(p8__pack(t), t[to], b, 4u * (unsigned)to) != p8__pack(u)) bad++;
        }
    }
    ASSERT_EQ(bad, 0);
    for (mask = 1; mask < 16; mask++) {
        uint64_t a = mask * UINT64_C(977), c = a;
        unsigned got = p8__random_move(mask, &a), k = 0, n = 0, bit, want = 0;
        for (bit = 0; bit < 4; bit++) n += (mask >> bit) & 1u;
        ASSERT_EQ(p8__moves_count(mask), n);
        k = p8__random_below(&c, n);
        for (bit = 0, n = 0; bit < 4; bit++)
            if ((mask >> bit) & 1u && n++ == k) want = 1u << bit;
        ASSERT_EQ(got, want);
        ASSERT_EQ_U64(a, c);
    }
}

/* The heuristics' incremental forms, as the step calls them (p8__heuristic_next: the table
 * form's formula, linear conflict's delta on the packed state), give what the heuristic gives
 * on every successor of every board, towards two goals. */
static void test_heuristic_next(void) {
    static const int forms[] = { P8_H_ZERO, P8_H_MISPLACED, P8_H_MANHATTAN,
                                 P8_H_LINEAR_CONFLICT };
    static const uint8_t goals[2][9] = { { 1, 2, 3, 4, 5, 6, 7, 8, 0 },
                                         { 0, 1, 2, 3, 4, 5, 6, 7, 8 } };
    unsigned i, gi, b, m;
    uint32_t rank, bad = 0, checked = 0;
    for (gi = 0; gi < 2; gi++)
        for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
            p8__heuristic h;
            p8__heuristic_prepare(&h, forms[i], NULL, NULL, goals[gi]);
            for (rank = 0; rank < 362880; rank += 5) {
                uint8_t t[9], u[9];
                unsigned ph;
                p8__unrank(rank, t);
                ph = h.fn(t, goals[gi], h.user_data);
                b = (unsigned)p8__blank_of(t);
                for (m = 0; m < 4; m++) {
                    const int to = p8__move_target[b][m];
                    if (to < 0) continue;
                    slid(t, b, (unsigned)to, u);
                    checked++;
                    if (p8__heuristic_next(&h, p8__pack(u), goals[gi], ph, t[to], b, m) !=
                        h.fn(u, goals[gi], h.user_data))
                        bad++;
                }
            }
        }
    ASSERT_EQ(bad, 0);
    ASSERT_TRUE(checked > 1000000);
}

int main(void) {
    RUN(test_new);
    RUN(test_key_blank);
    RUN(test_step_forms);
    RUN(test_heuristic_next);
    RUN(test_new_goal_copy_free);
    RUN(test_access);
    RUN(test_moves);
    RUN(test_move_names);
    RUN(test_format);
    RUN(test_format_round_trip);
    return TEST_REPORT();
}
