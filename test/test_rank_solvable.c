/*
 * test_rank_solvable.c - Lehmer ranks and solvability, checked over the whole state space.
 *
 * Uses only the public API. The reference rank and the breadth-first search below are written
 * independently of the library (naive ranking, their own neighbour table).
 */
#include "puzzle8.h"
#include "test.h"

#include <stdlib.h>

#define N_PERM 362880u

static p8_board *const SENTINEL = (p8_board *)&SENTINEL;

static const uint32_t FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

/* Naive Lehmer rank: count, for each cell, the later cells holding a smaller value. */
static uint32_t ref_rank(const uint8_t t[9]) {
    uint32_t r = 0;
    int i, j;
    for (i = 0; i < 9; i++) {
        uint32_t smaller = 0;
        for (j = i + 1; j < 9; j++)
            if (t[j] < t[i]) smaller++;
        r += smaller * FACT[8 - i];
    }
    return r;
}

static void ref_unrank(uint32_t r, uint8_t t[9]) {
    uint8_t pool[9];
    int i, n = 9;
    for (i = 0; i < 9; i++) pool[i] = (uint8_t)i;
    for (i = 0; i < 9; i++) {
        uint32_t d = r / FACT[8 - i];
        r %= FACT[8 - i];
        t[i] = pool[d];
        memmove(pool + d, pool + d + 1, (size_t)(n - (int)d - 1));
        n--;
    }
}

static int ref_inversions(const uint8_t t[9]) {
    int n = 0, i, j;
    for (i = 0; i < 9; i++)
        for (j = i + 1; j < 9; j++)
            if (t[i] && t[j] && t[i] > t[j]) n++;
    return n;
}

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

/* Every rank: from_rank then rank is the identity, the tiles are a valid board, the order is
 * lexicographic (so, being strictly increasing over 9! values, it is every permutation once),
 * and both directions agree with the naive reference. */
static void test_rank_exhaustive(void) {
    uint8_t prev[9] = {0}, t[9], ref[9];
    uint32_t r;
    unsigned long round_trip = 0, not_board = 0, not_ordered = 0, ref_mismatch = 0;
    for (r = 0; r < N_PERM; r++) {
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
        ref_unrank(r, ref);
        if (memcmp(ref, t, 9) != 0 || ref_rank(t) != r) ref_mismatch++;
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
    for (r = 0; r < N_PERM; r++) {
        ref_unrank(r, t);
        p8_board_new(t, &b);
        if (p8_board_inversions(b) != ref_inversions(t)) mismatch++;
        p8_board_free(b);
    }
    ASSERT_EQ(mismatch, 0);
}

/* Breadth-first search over the real move graph from `goal`: reach[rank] = 1 for every state
 * connected to it. Returns how many. Own neighbour table: the cells next to each cell. */
static unsigned long bfs_reach(const uint8_t goal[9], unsigned char *reach) {
    static const int nbr[9][5] = {
        {1, 3, -1}, {0, 2, 4, -1}, {1, 5, -1}, {0, 4, 6, -1}, {1, 3, 5, 7, -1},
        {2, 4, 8, -1}, {3, 7, -1}, {4, 6, 8, -1}, {5, 7, -1},
    };
    uint32_t *queue = malloc(N_PERM * sizeof *queue);
    size_t head = 0, tail = 0;
    unsigned long count = 0;
    if (!queue) return 0;
    memset(reach, 0, N_PERM);
    queue[tail++] = ref_rank(goal);
    reach[queue[0]] = 1;
    count = 1;
    while (head < tail) {
        uint8_t t[9];
        int blank = 0, k;
        ref_unrank(queue[head++], t);
        while (t[blank] != 0) blank++;
        for (k = 0; nbr[blank][k] >= 0; k++) {
            int to = nbr[blank][k];
            uint32_t r;
            t[blank] = t[to];
            t[to] = 0;
            r = ref_rank(t);
            if (!reach[r]) {
                reach[r] = 1;
                count++;
                queue[tail++] = r;
            }
            t[to] = t[blank];
            t[blank] = 0;
        }
    }
    free(queue);
    return count;
}

static void check_goal(const char *goal_text) {
    unsigned char *reach = malloc(N_PERM);
    p8_board *goal = NULL;
    uint8_t g[9], t[9];
    uint32_t r;
    unsigned long mismatch = 0, solvable = 0, null_goal_mismatch = 0;
    int is_default;
    ASSERT_NOT_NULL(reach);
    if (!reach) return;
    ASSERT_EQ(p8_board_parse(goal_text, &goal, NULL, 0), P8_OK);
    p8_board_tiles(goal, g);
    is_default = strcmp(goal_text, "123456780") == 0;
    ASSERT_EQ(bfs_reach(g, reach), P8_NUM_REACHABLE);
    for (r = 0; r < N_PERM; r++) {
        p8_board *b = NULL;
        int s;
        ref_unrank(r, t);
        p8_board_new(t, &b);
        s = p8_board_solvable(b, goal);
        if (s != reach[r]) mismatch++;
        if (s == 1) solvable++;
        if (is_default && p8_board_solvable(b, NULL) != s) null_goal_mismatch++;
        p8_board_free(b);
    }
    ASSERT_EQ(mismatch, 0);
    ASSERT_EQ(solvable, P8_NUM_REACHABLE);
    ASSERT_EQ(null_goal_mismatch, 0);
    p8_board_free(goal);
    free(reach);
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

int main(void) {
    RUN(test_rank_known);
    RUN(test_rank_exhaustive);
    RUN(test_inversions);
    RUN(test_solvable_examples);
    RUN(test_solvable_exhaustive);
    return TEST_REPORT();
}
