/* SPDX-License-Identifier: MIT */
/*
 * test_random.c - p8_board_random and p8_board_scramble: the documented algorithm bit for bit,
 * golden values pinned across machines, and statistical sanity. Uses only the public API; the
 * generator, the draws and the scramble are re-implemented here from the documentation (the
 * comment at the top of src/board/random.c) so the two can be compared. Ranks, parity and BFS
 * distances come from the independent oracle (oracle.h).
 */
#include "puzzle8.h"
#include "oracle.h"
#include "test.h"

#include <stdlib.h>

/* Golden boards (compact form). Computed once from this implementation after checking the
 * generator against the published SplitMix64 value, and cross-checked with an independent
 * Python transcription of the documented algorithm. Never change them in 0.x. */
#define GOLDEN_RANDOM_1 "265734810"
#define GOLDEN_RANDOM_42 "847603152"
#define GOLDEN_RANDOM_0 "803742165"
#define GOLDEN_RANDOM_MAX "107843526"
#define GOLDEN_RANDOM_1_ODD "625734810"
#define GOLDEN_RANDOM_42_ODD "487603152"
#define GOLDEN_SCRAMBLE_30_1 "240815763"
#define GOLDEN_SCRAMBLE_30_42 "425103678"
#define GOLDEN_SCRAMBLE_1000_42 "342015687"

static p8_board *const SENTINEL = (p8_board *)&SENTINEL;

/* ---- reference implementation, from the documentation ---------------------------------- */

static uint64_t ref_splitmix64(uint64_t *state) {
    uint64_t z;
    *state += UINT64_C(0x9E3779B97F4A7C15);
    z = *state;
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static uint32_t ref_below(uint64_t *state, uint32_t n) {
    uint64_t limit = UINT64_MAX - (UINT64_MAX % n), x;
    do {
        x = ref_splitmix64(state);
    } while (x >= limit);
    return (uint32_t)(x % n);
}

static void ref_random(uint64_t seed, const uint8_t goal[9], uint8_t t[9]) {
    uint64_t state = seed;
    oracle_unindex(ref_below(&state, ORACLE_N), t);
    if (oracle_inversions(t) % 2 != oracle_inversions(goal) % 2) {
        int cells[2], n = 0, i;
        uint8_t tmp;
        for (i = 0; i < 9 && n < 2; i++)
            if (t[i] != 0) cells[n++] = i;
        tmp = t[cells[0]];
        t[cells[0]] = t[cells[1]];
        t[cells[1]] = tmp;
    }
}

static void ref_scramble(const uint8_t from[9], unsigned k, uint64_t seed, uint8_t t[9]) {
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    static const int inverse[4] = {1, 0, 3, 2};
    uint64_t state = seed;
    int blank = 0, prev = -1;
    unsigned i;
    memcpy(t, from, 9);
    while (t[blank] != 0) blank++;
    for (i = 0; i < k; i++) {
        int moves[4], count = 0, m, to;
        for (m = 0; m < 4; m++) {
            int r = blank / 3 + dr[m], c = blank % 3 + dc[m];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            if (prev >= 0 && m == inverse[prev]) continue;
            moves[count++] = m;
        }
        m = moves[ref_below(&state, (uint32_t)count)];
        to = (blank / 3 + dr[m]) * 3 + blank % 3 + dc[m];
        t[blank] = t[to];
        t[to] = 0;
        blank = to;
        prev = m;
    }
}

static int board_is(const p8_board *b, const char *compact) {
    char buf[16];
    p8_board_format(b, P8_FORMAT_COMPACT, buf, sizeof buf);
    return strcmp(buf, compact) == 0;
}

/* ---- tests --------------------------------------------------------------------------------- */

static void test_reference_generator(void) {
    uint64_t s = 0;
    /* the published SplitMix64 reference value for state 0 */
    ASSERT_EQ_U64(ref_splitmix64(&s), UINT64_C(0xE220A8397B1DCDAF));
    ASSERT_EQ_U64(ref_splitmix64(&s), UINT64_C(0x6E789E6AA1B965F4));
    ASSERT_EQ_U64(ref_splitmix64(&s), UINT64_C(0x06C45D188009454F));
}

static void test_random_matches_reference(void) {
    static const char *goals[] = {NULL, "123456780", "012345678", "123804765", "213456780"};
    unsigned long mismatch = 0;
    size_t gi;
    uint64_t seed;
    for (gi = 0; gi < sizeof goals / sizeof goals[0]; gi++) {
        p8_board *goal = NULL;
        uint8_t g[9];
        if (goals[gi]) {
            p8_board_parse(goals[gi], &goal, NULL, 0);
            p8_board_tiles(goal, g);
        } else {
            static const uint8_t def[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
            memcpy(g, def, 9);
        }
        for (seed = 0; seed < 20000; seed++) {
            p8_board *b = NULL;
            uint8_t want[9], got[9];
            uint64_t s = seed * UINT64_C(0x100000001B3) ^ (seed << 40); /* spread the seeds */
            ref_random(s, g, want);
            if (p8_board_random(s, goal, &b) != P8_OK) {
                mismatch++;
                continue;
            }
            p8_board_tiles(b, got);
            if (memcmp(want, got, 9) != 0) mismatch++;
            p8_board_free(b);
        }
        p8_board_free(goal);
    }
    ASSERT_EQ(mismatch, 0);
}

/* Golden values, computed once: the same on every machine, in every 0.x version. */
static void test_random_golden(void) {
    static const struct {
        uint64_t seed;
        int odd_goal;
        const char *want;
    } golden[] = {
        {1, 0, GOLDEN_RANDOM_1}, {42, 0, GOLDEN_RANDOM_42}, {0, 0, GOLDEN_RANDOM_0},
        {UINT64_MAX, 0, GOLDEN_RANDOM_MAX}, {1, 1, GOLDEN_RANDOM_1_ODD},
        {42, 1, GOLDEN_RANDOM_42_ODD},
    };
    p8_board *odd = NULL;
    size_t i;
    p8_board_parse("213456780", &odd, NULL, 0);
    for (i = 0; i < sizeof golden / sizeof golden[0]; i++) {
        p8_board *b = NULL;
        ASSERT_EQ(p8_board_random(golden[i].seed, golden[i].odd_goal ? odd : NULL, &b), P8_OK);
        if (!board_is(b, golden[i].want)) fprintf(stderr, "  golden %zu differs\n", i);
        ASSERT_TRUE(board_is(b, golden[i].want));
        p8_board_free(b);
    }
    p8_board_free(odd);
}

static void test_random_arguments(void) {
    p8_board *a = NULL, *b = NULL;
    ASSERT_EQ(p8_board_random(7, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_board_random(7, NULL, &a), P8_OK);
    ASSERT_EQ(p8_board_random(7, NULL, &b), P8_OK);
    ASSERT_TRUE(a != b);
    ASSERT_EQ(p8_board_equal(a, b), 1); /* same seed, same board */
    p8_board_free(a);
    p8_board_free(b);
}

/* 200,000 draws: all reach their goal, the blank's cell and the distinct count look uniform,
 * and neighbouring seeds give different boards. */
static void check_uniform(const char *goal_text) {
    enum { DRAWS = 200000 };
    unsigned char *seen = calloc(ORACLE_N, 1);
    p8_board *goal = NULL, *prev = NULL;
    unsigned long blank_count[9] = {0}, unsolvable = 0, failed = 0, distinct = 0, same = 0;
    double chi2 = 0, expected = DRAWS / 9.0;
    uint64_t seed;
    int c;
    ASSERT_NOT_NULL(seen);
    if (!seen) return;
    ASSERT_EQ(p8_board_parse(goal_text, &goal, NULL, 0), P8_OK);
    for (seed = 0; seed < DRAWS; seed++) {
        p8_board *b = NULL;
        uint8_t t[9];
        uint32_t r;
        if (p8_board_random(seed, goal, &b) != P8_OK) {
            failed++;
            continue;
        }
        if (p8_board_solvable(b, goal) != 1) unsolvable++;
        blank_count[p8_board_blank(b)]++;
        p8_board_tiles(b, t);
        r = oracle_index(t);
        if (!seen[r]) {
            seen[r] = 1;
            distinct++;
        }
        if (prev && p8_board_equal(prev, b) == 1) same++;
        p8_board_free(prev);
        prev = b;
    }
    p8_board_free(prev);
    for (c = 0; c < 9; c++) {
        double d = (double)blank_count[c] - expected;
        chi2 += d * d / expected;
    }
    ASSERT_EQ(failed, 0);
    ASSERT_EQ(unsolvable, 0);
    /* 8 degrees of freedom: 26.12 is the 0.1% critical value */
    if (chi2 >= 26.12) fprintf(stderr, "  blank chi-square %.2f\n", chi2);
    ASSERT_TRUE(chi2 < 26.12);
    /* 200,000 uniform draws from 181,440 states: about 121,180 distinct (sd ~ 135) */
    if (distinct < 120200 || distinct > 122200) fprintf(stderr, "  distinct %lu\n", distinct);
    ASSERT_TRUE(distinct >= 120200 && distinct <= 122200);
    ASSERT_TRUE(same < 5);
    p8_board_free(goal);
    free(seen);
}

static void test_random_uniform(void) {
    check_uniform("123456780");
    check_uniform("213456780");
}

static void test_scramble_arguments(void) {
    p8_board *g = NULL, *b = SENTINEL, *c = NULL;
    p8_board_new_goal(&g);
    ASSERT_EQ(p8_board_scramble(NULL, 5, 1, &b), P8_EINVAL);
    ASSERT_NULL(b);
    ASSERT_EQ(p8_board_scramble(g, 5, 1, NULL), P8_EINVAL);
    /* zero moves: a copy */
    ASSERT_EQ(p8_board_scramble(g, 0, 1, &b), P8_OK);
    ASSERT_TRUE(b != g);
    ASSERT_EQ(p8_board_equal(b, g), 1);
    p8_board_free(b);
    /* same seed, same board; from is not changed */
    ASSERT_EQ(p8_board_scramble(g, 25, 99, &b), P8_OK);
    ASSERT_EQ(p8_board_scramble(g, 25, 99, &c), P8_OK);
    ASSERT_EQ(p8_board_equal(b, c), 1);
    ASSERT_TRUE(board_is(g, "123456780"));
    p8_board_free(b);
    p8_board_free(c);
    /* one move from the goal: UP or LEFT */
    ASSERT_EQ(p8_board_scramble(g, 1, 3, &b), P8_OK);
    ASSERT_TRUE(board_is(b, "123456708") || board_is(b, "123450786"));
    p8_board_free(b);
    p8_board_free(g);
}

static void test_scramble_golden(void) {
    p8_board *g = NULL, *s = NULL, *b = NULL;
    p8_board_new_goal(&g);
    p8_board_parse("806547231", &s, NULL, 0);
    ASSERT_EQ(p8_board_scramble(g, 30, 1, &b), P8_OK);
    ASSERT_TRUE(board_is(b, GOLDEN_SCRAMBLE_30_1));
    p8_board_free(b);
    ASSERT_EQ(p8_board_scramble(g, 30, 42, &b), P8_OK);
    ASSERT_TRUE(board_is(b, GOLDEN_SCRAMBLE_30_42));
    p8_board_free(b);
    ASSERT_EQ(p8_board_scramble(s, 1000, 42, &b), P8_OK);
    ASSERT_TRUE(board_is(b, GOLDEN_SCRAMBLE_1000_42));
    p8_board_free(b);
    p8_board_free(s);
    p8_board_free(g);
}

/* For many seeds, the boards after 0, 1, ..., K moves form a walk (the first k moves do not
 * depend on how many follow): each step is one legal move, no step undoes the one before, every
 * board still reaches the start, its BFS distance has the parity of k and is at most k, and
 * every board equals the reference implementation's. */
static void test_scramble_walks(void) {
    enum { K = 40, SEEDS = 300 };
    static const char *starts[] = {"123456780", "806547231"};
    unsigned long not_a_move = 0, undo = 0, unreachable = 0, bad_parity = 0, too_far = 0;
    unsigned long ref_mismatch = 0, failed = 0;
    size_t si;
    for (si = 0; si < 2; si++) {
        p8_board *from = NULL;
        uint8_t f[9];
        uint8_t *dist;
        uint64_t seed;
        p8_board_parse(starts[si], &from, NULL, 0);
        p8_board_tiles(from, f);
        dist = malloc(ORACLE_N);
        ASSERT_NOT_NULL(dist);
        if (!dist) return;
        oracle_distances(f, dist);
        for (seed = 0; seed < SEEDS; seed++) {
            p8_board *walk[K + 1];
            unsigned k;
            for (k = 0; k <= K; k++) {
                uint8_t t[9], want[9];
                walk[k] = NULL;
                if (p8_board_scramble(from, k, seed, &walk[k]) != P8_OK) {
                    failed++;
                    continue;
                }
                p8_board_tiles(walk[k], t);
                ref_scramble(f, k, seed, want);
                if (memcmp(t, want, 9) != 0) ref_mismatch++;
                if (p8_board_solvable(walk[k], from) != 1) unreachable++;
                if (dist[oracle_index(t)] % 2 != k % 2) bad_parity++;
                if (dist[oracle_index(t)] > k) too_far++;
                if (k >= 1 && walk[k - 1]) {
                    int m, steps = 0;
                    for (m = 0; m < 4; m++) {
                        p8_board *c = NULL;
                        p8_board_copy(walk[k - 1], &c);
                        if (p8_board_apply(c, m) == P8_OK && p8_board_equal(c, walk[k]) == 1)
                            steps++;
                        p8_board_free(c);
                    }
                    if (steps != 1) not_a_move++;
                }
                if (k >= 2 && walk[k - 2] && p8_board_equal(walk[k - 2], walk[k]) == 1) undo++;
            }
            for (k = 0; k <= K; k++) p8_board_free(walk[k]);
        }
        free(dist);
        p8_board_free(from);
    }
    ASSERT_EQ(failed, 0);
    ASSERT_EQ(ref_mismatch, 0);
    ASSERT_EQ(not_a_move, 0);
    ASSERT_EQ(undo, 0);
    ASSERT_EQ(unreachable, 0);
    ASSERT_EQ(bad_parity, 0);
    ASSERT_EQ(too_far, 0);
}

int main(void) {
    RUN(test_reference_generator);
    RUN(test_random_matches_reference);
    RUN(test_random_golden);
    RUN(test_random_arguments);
    RUN(test_random_uniform);
    RUN(test_scramble_arguments);
    RUN(test_scramble_golden);
    RUN(test_scramble_walks);
    return TEST_REPORT();
}
