/* SPDX-License-Identifier: MIT */
/*
 * test_rank_solvable.c - Lehmer ranks and solvability, checked over the whole state space.
 *
 * Uses only the public API. The reference rank, inversion count and breadth-first search come
 * from oracle.h, written independently of the library (naive ranking, its own neighbour rule).
 * Every rank in make check; under P8_TEST_QUICK=1 (valgrind, asan, coverage, the Windows and
 * CMake builds) every 97th, the same checks on the same code (memcheck took 19 s over all 9!).
 */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

static p8_board *const SENTINEL = (p8_board *)&SENTINEL;

static void test_rank_known(void) {
    static const uint8_t first[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    static const uint8_t last[9] = {8, 7, 6, 5, 4, 3, 2, 1, 0};
    static const uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    p8_board *b = NULL;
    uint8_t t[9];
    p8_board_new(first, &b);
    ASSERT_EQ(p8_board_rank(b), 0);
    p8_board_free(b);
    p8_board_new(last, &b);
    ASSERT_EQ(p8_board_rank(b), 362879);
    p8_board_free(b);
    p8_board_new(goal, &b);
    ASSERT_EQ(p8_board_rank(b), 46233); /* 1*8! + 1*7! + ... : 40320+5040+720+120+24+6+2+1 */
    p8_board_free(b);

    ASSERT_EQ(p8_board_from_rank(0, &b), P8_OK);
    p8_board_tiles(b, t);
    ASSERT_EQ(memcmp(t, first, 9), 0);
    p8_board_free(b);
    ASSERT_EQ(p8_board_from_rank(362879, &b), P8_OK);
    p8_board_tiles(b, t);
    ASSERT_EQ(memcmp(t, last, 9), 0);
    ASSERT_EQ(p8_board_blank(b), 8);
    p8_board_free(b);

    ASSERT_EQ(p8_board_rank(NULL), P8_EINVAL);
    b = SENTINEL;
    ASSERT_EQ(p8_board_from_rank(P8_NUM_PERMUTATIONS, &b), P8_EINVAL);
    ASSERT_NULL(b);
    b = SENTINEL;
    ASSERT_EQ(p8_board_from_rank(UINT32_MAX, &b), P8_EINVAL);
    ASSERT_NULL(b);
    ASSERT_EQ(p8_board_from_rank(0, NULL), P8_EINVAL);
    ASSERT_EQ(P8_NUM_PERMUTATIONS, 362880);
    ASSERT_EQ(P8_NUM_REACHABLE, 181440);
}

/* The ranks the sweeps below take: every one, or every 97th in the quick form. */
static uint32_t rank_step(void) { return test_level() == 0 ? 97 : 1; }

/* Every rank: from_rank then rank is the identity, the tiles are a valid board, the order is
 * lexicographic (so, being strictly increasing over 9! values, it is every permutation once),
 * and both directions agree with the naive reference. */
static void test_rank_exhaustive(void) {
    uint8_t prev[9] = {0}, t[9], ref[9];
    uint32_t r;
    unsigned long round_trip = 0, not_board = 0, not_ordered = 0, ref_mismatch = 0;
    for (r = 0; r < ORACLE_N; r += rank_step()) {
        p8_board *b = NULL, *check = NULL;
        if (p8_board_from_rank(r, &b) != P8_OK) {
            not_board++;
            continue;
        }
        p8_board_tiles(b, t);
        if (p8_board_rank(b) != (int32_t)r) round_trip++;
        if (p8_board_new(t, &check) != P8_OK) not_board++;
        p8_board_free(check);
        if (r > 0 && memcmp(prev, t, 9) >= 0) not_ordered++;
        oracle_unindex(r, ref);
        if (memcmp(ref, t, 9) != 0 || oracle_index(t) != r) ref_mismatch++;
        memcpy(prev, t, 9);
        p8_board_free(b);
    }
    ASSERT_EQ(round_trip, 0);
    ASSERT_EQ(not_board, 0);
    ASSERT_EQ(not_ordered, 0);
    ASSERT_EQ(ref_mismatch, 0);
}

static void test_inversions(void) {
    static const uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    static const uint8_t rev[9] = {8, 7, 6, 5, 4, 3, 2, 1, 0};
    static const uint8_t sample[9] = {8, 0, 6, 5, 4, 7, 2, 3, 1};
    p8_board *b = NULL;
    uint8_t t[9];
    uint32_t r;
    unsigned long mismatch = 0;
    p8_board_new(goal, &b);
    ASSERT_EQ(p8_board_inversions(b), 0);
    p8_board_free(b);
    p8_board_new(rev, &b);
    ASSERT_EQ(p8_board_inversions(b), 28);
    p8_board_free(b);
    p8_board_new(sample, &b);
    /* 8>6,5,4,7,2,3,1 (7); 6>5,4,2,3,1 (5); 5>4,2,3,1 (4); 4>2,3,1 (3); 7>2,3,1 (3); 2>1; 3>1 */
    ASSERT_EQ(p8_board_inversions(b), 24);
    p8_board_free(b);
    ASSERT_EQ(p8_board_inversions(NULL), P8_EINVAL);
    for (r = 0; r < ORACLE_N; r += rank_step()) {
        oracle_unindex(r, t);
        p8_board_new(t, &b);
        if (p8_board_inversions(b) != oracle_inversions(t)) mismatch++;
        p8_board_free(b);
    }
    ASSERT_EQ(mismatch, 0);
}

static void check_goal(const char *goal_text) {
    uint8_t *dist = malloc(ORACLE_N); /* from the oracle's BFS: ORACLE_UNREACHED if no path */
    p8_board *goal = NULL;
    uint8_t g[9], t[9];
    uint32_t r;
    unsigned long mismatch = 0, solvable = 0, reachable = 0, null_goal_mismatch = 0;
    int is_default;
    ASSERT_NOT_NULL(dist);
    if (!dist) return;
    ASSERT_EQ(p8_board_parse(goal_text, &goal, NULL, 0), P8_OK);
    p8_board_tiles(goal, g);
    is_default = strcmp(goal_text, "123456780") == 0;
    ASSERT_EQ(oracle_distances(g, dist), P8_NUM_REACHABLE);
    for (r = 0; r < ORACLE_N; r += rank_step()) {
        p8_board *b = NULL;
        int s;
        if (dist[r] != ORACLE_UNREACHED) reachable++;
        oracle_unindex(r, t);
        p8_board_new(t, &b);
        s = p8_board_solvable(b, goal);
        if (s != (dist[r] != ORACLE_UNREACHED)) mismatch++;
        if (p8_board_solvable_why(b, goal, NULL, 0) != s) mismatch++;
        if (s == 1) solvable++;
        if (is_default && p8_board_solvable(b, NULL) != s) null_goal_mismatch++;
        p8_board_free(b);
    }
    ASSERT_EQ(mismatch, 0);
    ASSERT_EQ(solvable, reachable);
    if (rank_step() == 1) {
        ASSERT_EQ(solvable, P8_NUM_REACHABLE);
    }
    ASSERT_EQ(null_goal_mismatch, 0);
    p8_board_free(goal);
    free(dist);
}

static void test_solvable_exhaustive(void) {
    check_goal("123456780"); /* the default goal */
    check_goal("012345678");
    check_goal("123804765"); /* the "snail" goal */
    check_goal("213456780"); /* the other parity class */
}

static void test_solvable_examples(void) {
    p8_board *g = NULL, *b = NULL, *swapped = NULL;
    p8_board_new_goal(&g);
    ASSERT_EQ(p8_board_solvable(g, NULL), 1);
    ASSERT_EQ(p8_board_solvable(g, g), 1);
    ASSERT_EQ(p8_board_parse("213456780", &swapped, NULL, 0), P8_OK);
    ASSERT_EQ(p8_board_solvable(swapped, NULL), 0);
    ASSERT_EQ(p8_board_solvable(swapped, g), 0);
    ASSERT_EQ(p8_board_solvable(g, swapped), 0);
    ASSERT_EQ(p8_board_solvable(swapped, swapped), 1);
    ASSERT_EQ(p8_board_parse("8 0 6 5 4 7 2 3 1", &b, NULL, 0), P8_OK); /* 24 inversions */
    ASSERT_EQ(p8_board_solvable(b, NULL), 1);
    ASSERT_EQ(p8_board_solvable(b, swapped), 0);
    ASSERT_EQ(p8_board_solvable(NULL, g), P8_EINVAL);
    ASSERT_EQ(p8_board_solvable(NULL, NULL), P8_EINVAL);
    p8_board_free(b);
    p8_board_free(swapped);
    p8_board_free(g);
}

static void test_solvable_why(void) {
    p8_board *b = NULL, *swapped = NULL;
    char why[200];
    ASSERT_EQ(p8_board_parse("8 0 6 5 4 7 2 3 1", &b, NULL, 0), P8_OK); /* 24 inversions */
    ASSERT_EQ(p8_board_parse("213456780", &swapped, NULL, 0), P8_OK);   /* 1 inversion */
    ASSERT_EQ(p8_board_solvable_why(b, NULL, why, sizeof why), 1);
    ASSERT_STR_EQ(why, "the goal is reachable from the start: their inversion counts have the "
                       "same parity (24 and 0, both even)");
    ASSERT_EQ(p8_board_solvable_why(b, swapped, why, sizeof why), 0);
    ASSERT_STR_EQ(why, "the goal is not reachable from the start: their inversion counts have "
                       "different parity (24 is even, 1 is odd) and no move changes it");
    ASSERT_EQ(p8_board_solvable_why(b, swapped, why, 10), 0); /* truncated, NUL-terminated */
    ASSERT_STR_EQ(why, "the goal ");
    ASSERT_EQ(p8_board_solvable_why(b, swapped, NULL, 0), 0);
    ASSERT_EQ(p8_board_solvable_why(NULL, swapped, why, sizeof why), P8_EINVAL);
    ASSERT_STR_EQ(why, "");
    p8_board_free(b);
    p8_board_free(swapped);
}

int main(void) {
    RUN(test_solvable_why);
    RUN(test_rank_known);
    RUN(test_rank_exhaustive);
    RUN(test_inversions);
    RUN(test_solvable_examples);
    RUN(test_solvable_exhaustive);
    return TEST_REPORT();
}
