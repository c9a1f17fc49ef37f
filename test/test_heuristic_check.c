/* SPDX-License-Identifier: MIT */
/*
 * test_heuristic_check.c - p8_heuristic_check* and p8_heuristic_dominance against an oracle that
 * recomputes every finding from oracle.h's distances and its own neighbour rule: every built-in
 * (all admissible and consistent, measured), and deliberately broken heuristics whose violations
 * are known in advance (an overestimate everywhere, a constant, a spike, twice Manhattan), for
 * goals of both components; the verdict sentences; names; bad input.
 */
#include "puzzle8.h"
#include "oracle_space.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

static uint8_t odist[ORACLE_N];
static uint32_t hval[ORACLE_N];
static uint8_t cur_goal[9];

/* ---- heuristics for both sides: the oracle calls them too -------------------------------- */

static unsigned h_zero(const uint8_t s[9], const uint8_t g[9], void *u) { (void)s; (void)g; (void)u; return 0; }
static unsigned h_goal_test(const uint8_t s[9], const uint8_t g[9], void *u) { (void)u; return memcmp(s, g, 9) != 0; }
static unsigned h_misplaced(const uint8_t s[9], const uint8_t g[9], void *u) { (void)u; return oracle_misplaced(s, g); }
static unsigned h_manhattan(const uint8_t s[9], const uint8_t g[9], void *u) { (void)u; return oracle_manhattan(s, g); }
static unsigned h_linear(const uint8_t s[9], const uint8_t g[9], void *u) { return p8_heuristic_linear_conflict(s, g, u); }
static unsigned h_double(const uint8_t s[9], const uint8_t g[9], void *u) { (void)u; return 2 * oracle_manhattan(s, g); }
static unsigned h_five(const uint8_t s[9], const uint8_t g[9], void *u) { (void)s; (void)g; (void)u; return 5; }
/* The true distance plus one, except 0 at the goal (user_data: the oracle's distances). */
static unsigned h_plus_one(const uint8_t s[9], const uint8_t g[9], void *u) {
    unsigned d = ((const uint8_t *)u)[oracle_index(s)];
    (void)g;
    return d ? d + 1 : 0;
}
/* 3 on the one board of rank *(uint32_t *)u, 0 elsewhere. */
static unsigned h_spike(const uint8_t s[9], const uint8_t g[9], void *u) {
    (void)g;
    return oracle_index(s) == *(const uint32_t *)u ? 3u : 0u;
}

/* ---- the oracle's findings ---------------------------------------------------------------- */

static void oracle_check(p8_heuristic_fn h, void *ud, uint64_t f[P8_CHECK_COUNT]) {
    uint32_t i;
    uint8_t t[9];
    memset(f, 0, P8_CHECK_COUNT * sizeof *f);
    f[P8_CHECK_WORST_RANK] = f[P8_CHECK_JUMP_FROM_RANK] = f[P8_CHECK_JUMP_TO_RANK] = P8_NO_RANK;
    for (i = 0; i < ORACLE_N; i++) {
        unsigned v, d = odist[i];
        if (d == ORACLE_UNREACHED) continue;
        oracle_unindex(i, t);
        v = hval[i] = h(t, cur_goal, ud);
        f[P8_CHECK_STATES]++;
        f[P8_CHECK_SUM_H] += v;
        f[P8_CHECK_SUM_DISTANCE] += d;
        if (v > f[P8_CHECK_MAX_H]) f[P8_CHECK_MAX_H] = v;
        if (d == 0) f[P8_CHECK_H_GOAL] = v;
        if (v == d) f[P8_CHECK_EXACT]++;
        if (v > d) {
            f[P8_CHECK_OVERESTIMATES]++;
            if (v - d > f[P8_CHECK_WORST_OVERESTIMATE]) { /* ranks ascend: the first is smallest */
                f[P8_CHECK_WORST_OVERESTIMATE] = v - d;
                f[P8_CHECK_WORST_RANK] = i;
                f[P8_CHECK_WORST_H] = v;
                f[P8_CHECK_WORST_DISTANCE] = d;
            }
        }
    }
    for (i = 0; i < ORACLE_N; i++) {
        uint32_t nb[4];
        int mv[4], n, k;
        if (odist[i] == ORACLE_UNREACHED) continue;
        oracle_unindex(i, t);
        n = oracle_neighbors(t, nb, mv);
        for (k = 0; k < n; k++) {
            uint32_t j = nb[k], hi_r, lo_r;
            uint64_t jump;
            if (j < i) continue; /* each pair once */
            f[P8_CHECK_EDGES]++;
            jump = hval[i] > hval[j] ? hval[i] - hval[j] : hval[j] - hval[i];
            if (jump > 1) f[P8_CHECK_INCONSISTENT_EDGES]++;
            hi_r = hval[i] > hval[j] ? i : j;
            lo_r = hval[i] > hval[j] ? j : i;
            if (jump > f[P8_CHECK_WORST_JUMP] ||
                (jump > 1 && jump == f[P8_CHECK_WORST_JUMP] &&
                 (hi_r < f[P8_CHECK_JUMP_FROM_RANK] ||
                  (hi_r == f[P8_CHECK_JUMP_FROM_RANK] && lo_r < f[P8_CHECK_JUMP_TO_RANK])))) {
                f[P8_CHECK_WORST_JUMP] = jump;
                if (jump > 1) {
                    f[P8_CHECK_JUMP_FROM_RANK] = hi_r;
                    f[P8_CHECK_JUMP_TO_RANK] = lo_r;
                    f[P8_CHECK_JUMP_FROM_H] = hval[hi_r];
                    f[P8_CHECK_JUMP_TO_H] = hval[lo_r];
                }
            }
        }
    }
    f[P8_CHECK_ADMISSIBLE] = f[P8_CHECK_OVERESTIMATES] == 0;
    f[P8_CHECK_CONSISTENT] = f[P8_CHECK_H_GOAL] == 0 && f[P8_CHECK_INCONSISTENT_EDGES] == 0;
}

static int same_findings(const uint64_t *a, const uint64_t *b) {
    int i, same = 1;
    for (i = 0; i < P8_CHECK_COUNT; i++) {
        if (a[i] != b[i]) {
            fprintf(stderr, "  finding %s: library %llu, oracle %llu\n", p8_heuristic_check_name(i),
                    (unsigned long long)a[i], (unsigned long long)b[i]);
            same = 0;
        }
    }
    return same;
}

static p8_table *setup(const char *goal_text, p8_board **goal) {
    p8_table *t = NULL;
    *goal = mk(goal_text);
    p8_board_tiles(*goal, cur_goal);
    oracle_distances(cur_goal, odist);
    if (p8_table_build(*goal, &t) != P8_OK) exit(2);
    return t;
}

static const char *const goals[] = {"1 2 3 4 5 6 7 8 0", "1 2 3 8 0 4 7 6 5"};

/* Each built-in on each goal (P8_FULL); by default each built-in on one goal, the goals (one per
 * parity class) taking turns; quick: Manhattan and linear conflict only. */
static int builtin_on(int b, size_t g) {
    int level = test_level();
    if (level == 2) return 1;
    if (level == 0 && b < P8_H_MANHATTAN) return 0;
    return (size_t)(b % 2) == g;
}

static void test_builtins(void) {
    static const p8_heuristic_fn mine[] = {h_zero, h_goal_test, h_misplaced, h_manhattan, h_linear};
    size_t g;
    for (g = 0; g < 2; g++) {
        p8_board *goal;
        p8_table *t = setup(goals[g], &goal);
        int b;
        for (b = P8_H_ZERO; b <= P8_H_LINEAR_CONFLICT; b++) {
            if (!builtin_on(b, g)) continue;
            {
            uint64_t lib[P8_CHECK_COUNT], ora[P8_CHECK_COUNT], via_fn[P8_CHECK_COUNT],
                no_table[P8_CHECK_COUNT];
            static const p8_heuristic_fn exported[] = {p8_heuristic_zero, p8_heuristic_goal_test, p8_heuristic_misplaced,
                                                       p8_heuristic_manhattan, p8_heuristic_linear_conflict};
            ASSERT_EQ(p8_heuristic_check(b, NULL, t, lib, P8_CHECK_COUNT), P8_CHECK_COUNT);
            oracle_check(mine[b], NULL, ora);
            ASSERT_TRUE(same_findings(lib, ora));
            /* every built-in is admissible and consistent, for both goals */
            ASSERT_EQ_U64(lib[P8_CHECK_ADMISSIBLE], 1);
            ASSERT_EQ_U64(lib[P8_CHECK_CONSISTENT], 1);
            ASSERT_EQ_U64(lib[P8_CHECK_STATES], 181440);
            ASSERT_EQ_U64(lib[P8_CHECK_EDGES], 241920);
            /* the exported callback, a caller's callback, and a table built for the call agree */
            ASSERT_EQ(p8_heuristic_check_fn(exported[b], NULL, goal, t, via_fn, P8_CHECK_COUNT),
                      P8_CHECK_COUNT);
            ASSERT_TRUE(memcmp(lib, via_fn, sizeof lib) == 0);
            ASSERT_EQ(p8_heuristic_check_fn(mine[b], NULL, goal, NULL, via_fn, P8_CHECK_COUNT),
                      P8_CHECK_COUNT);
            ASSERT_TRUE(memcmp(lib, via_fn, sizeof lib) == 0);
            ASSERT_EQ(p8_heuristic_check(b, goal, NULL, no_table, P8_CHECK_COUNT), P8_CHECK_COUNT);
            ASSERT_TRUE(memcmp(lib, no_table, sizeof lib) == 0);
            }
        }
        p8_table_free(t);
        p8_board_free(goal);
    }
}

static void test_broken_heuristics(void) {
    size_t g;
    for (g = 0; g < (test_level() == 2 ? 2u : 1u); g++) {
        p8_board *goal;
        p8_table *t = setup(goals[g], &goal);
        uint64_t lib[P8_CHECK_COUNT], ora[P8_CHECK_COUNT];
        uint32_t spike = P8_NO_RANK, i, deg_goal = g == 0 ? 2 : 4; /* blank in a corner / centre */
        uint8_t s[9];
        uint32_t nb[4];
        int mv[4], deg;
        uint64_t closer;

        /* d + 1 everywhere but the goal: every other board over by exactly 1; only the moves
         * out of the goal (0 -> 2) jump by more than 1 */
        ASSERT_EQ(p8_heuristic_check_fn(h_plus_one, odist, NULL, t, lib, P8_CHECK_COUNT), P8_CHECK_COUNT);
        oracle_check(h_plus_one, odist, ora);
        ASSERT_TRUE(same_findings(lib, ora));
        ASSERT_EQ_U64(lib[P8_CHECK_OVERESTIMATES], 181439);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_OVERESTIMATE], 1);
        ASSERT_EQ_U64(lib[P8_CHECK_INCONSISTENT_EDGES], deg_goal);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_JUMP], 2);
        ASSERT_EQ_U64(lib[P8_CHECK_JUMP_TO_RANK], oracle_index(cur_goal));
        ASSERT_EQ_U64(lib[P8_CHECK_ADMISSIBLE], 0);
        ASSERT_EQ_U64(lib[P8_CHECK_CONSISTENT], 0);

        /* a constant 5: h(goal) = 5, over on the 31 boards closer than 5, no jump at all */
        ASSERT_EQ(p8_heuristic_check_fn(h_five, NULL, NULL, t, lib, P8_CHECK_COUNT), P8_CHECK_COUNT);
        oracle_check(h_five, NULL, ora);
        ASSERT_TRUE(same_findings(lib, ora));
        ASSERT_EQ_U64(lib[P8_CHECK_H_GOAL], 5);
        for (i = 0, closer = 0; i < ORACLE_N; i++) closer += odist[i] < 5;
        ASSERT_EQ_U64(lib[P8_CHECK_OVERESTIMATES], closer);
        if (g == 0) ASSERT_EQ_U64(closer, 1 + 2 + 4 + 8 + 16);
        ASSERT_EQ_U64(lib[P8_CHECK_INCONSISTENT_EDGES], 0);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_JUMP], 0);
        ASSERT_EQ_U64(lib[P8_CHECK_JUMP_FROM_RANK], P8_NO_RANK);
        ASSERT_EQ_U64(lib[P8_CHECK_CONSISTENT], 0);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_OVERESTIMATE], 5);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_RANK], oracle_index(cur_goal));

        /* a spike of 3 on one board two moves out: over by 1 there, and each of its moves jumps */
        for (i = 0; i < ORACLE_N && spike == P8_NO_RANK; i++)
            if (odist[i] == 2) spike = i;
        oracle_unindex(spike, s);
        deg = oracle_neighbors(s, nb, mv);
        ASSERT_EQ(p8_heuristic_check_fn(h_spike, &spike, NULL, t, lib, P8_CHECK_COUNT), P8_CHECK_COUNT);
        oracle_check(h_spike, &spike, ora);
        ASSERT_TRUE(same_findings(lib, ora));
        ASSERT_EQ_U64(lib[P8_CHECK_OVERESTIMATES], 1);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_RANK], spike);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_H], 3);
        ASSERT_EQ_U64(lib[P8_CHECK_WORST_DISTANCE], 2);
        ASSERT_EQ_U64(lib[P8_CHECK_INCONSISTENT_EDGES], (uint64_t)deg);
        ASSERT_EQ_U64(lib[P8_CHECK_JUMP_FROM_RANK], spike);
        ASSERT_EQ_U64(lib[P8_CHECK_JUMP_FROM_H], 3);
        ASSERT_EQ_U64(lib[P8_CHECK_JUMP_TO_H], 0);

        /* twice Manhattan: neither admissible nor consistent; compare everything */
        ASSERT_EQ(p8_heuristic_check_fn(h_double, NULL, NULL, t, lib, P8_CHECK_COUNT), P8_CHECK_COUNT);
        oracle_check(h_double, NULL, ora);
        ASSERT_TRUE(same_findings(lib, ora));
        ASSERT_EQ_U64(lib[P8_CHECK_ADMISSIBLE], 0);
        ASSERT_EQ_U64(lib[P8_CHECK_CONSISTENT], 0);
        ASSERT_TRUE(lib[P8_CHECK_INCONSISTENT_EDGES] > 0);

        /* the table itself: perfect */
        ASSERT_EQ(p8_heuristic_check_fn(p8_table_heuristic, t, NULL, t, lib, P8_CHECK_COUNT),
                  P8_CHECK_COUNT);
        ASSERT_EQ_U64(lib[P8_CHECK_EXACT], 181440);
        ASSERT_EQ_U64(lib[P8_CHECK_ADMISSIBLE], 1);
        ASSERT_EQ_U64(lib[P8_CHECK_CONSISTENT], 1);
        ASSERT_EQ_U64(lib[P8_CHECK_SUM_H], lib[P8_CHECK_SUM_DISTANCE]);
        p8_table_free(t);
        p8_board_free(goal);
    }
}

static void test_verdict(void) {
    p8_board *goal;
    p8_table *t = setup(goals[0], &goal);
    uint64_t f[P8_CHECK_COUNT];
    char buf[1024], small[16];
    size_t n;
    ASSERT_EQ(p8_heuristic_check(P8_H_MANHATTAN, NULL, t, f, P8_CHECK_COUNT), P8_CHECK_COUNT);
    n = p8_heuristic_check_verdict(f, P8_CHECK_COUNT, buf, sizeof buf);
    ASSERT_EQ(n, strlen(buf));
    ASSERT_TRUE(strncmp(buf, "admissible and consistent.\n", 27) == 0);
    ASSERT_TRUE(strstr(buf, "mean h 14.00 against a mean true distance of 21.97") != NULL);
    ASSERT_EQ(p8_heuristic_check_verdict(f, P8_CHECK_COUNT, small, sizeof small), n);
    ASSERT_EQ(strlen(small), sizeof small - 1);
    ASSERT_EQ(p8_heuristic_check_verdict(f, P8_CHECK_COUNT, NULL, 0), n);
    ASSERT_EQ(p8_heuristic_check_fn(h_five, NULL, NULL, t, f, P8_CHECK_COUNT), P8_CHECK_COUNT);
    p8_heuristic_check_verdict(f, P8_CHECK_COUNT, buf, sizeof buf);
    ASSERT_TRUE(strncmp(buf, "neither admissible nor consistent.\n", 35) == 0);
    ASSERT_TRUE(strstr(buf, "h(goal) is 5, not 0.") != NULL);
    ASSERT_TRUE(strstr(buf, "not admissible: h exceeds the true distance on 31 of 181440 boards, "
                            "by up to 5: at 1 2 3 4 5 6 7 8 0 h is 5, the true distance 0.") != NULL);
    ASSERT_EQ(p8_heuristic_check_fn(h_plus_one, odist, NULL, t, f, P8_CHECK_COUNT), P8_CHECK_COUNT);
    p8_heuristic_check_verdict(f, P8_CHECK_COUNT, buf, sizeof buf);
    ASSERT_TRUE(strstr(buf, "2 of 241920 moves change h by more than 1, by up to 2: h is 2 at ") != NULL);
    ASSERT_TRUE(strstr(buf, "and 0 at 1 2 3 4 5 6 7 8 0, one move away.") != NULL);
    /* findings made up by the caller: the sentence follows the verdict bits */
    memset(f, 0, sizeof f);
    f[P8_CHECK_STATES] = 10;
    f[P8_CHECK_CONSISTENT] = 1;
    f[P8_CHECK_OVERESTIMATES] = 3;
    f[P8_CHECK_WORST_RANK] = 0;
    p8_heuristic_check_verdict(f, P8_CHECK_COUNT, buf, sizeof buf);
    ASSERT_TRUE(strncmp(buf, "consistent but not admissible.\n", 31) == 0);
    f[P8_CHECK_STATES] = 0; /* no division by zero */
    f[P8_CHECK_WORST_RANK] = P8_NO_RANK;
    ASSERT_TRUE(p8_heuristic_check_verdict(f, P8_CHECK_COUNT, buf, sizeof buf) > 0);
    /* too few findings, or none */
    buf[0] = 'x';
    ASSERT_EQ(p8_heuristic_check_verdict(f, P8_CHECK_COUNT - 1, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_heuristic_check_verdict(NULL, P8_CHECK_COUNT, buf, sizeof buf), 0);
    p8_table_free(t);
    p8_board_free(goal);
}

/* ---- dominance ---------------------------------------------------------------------------- */

static void oracle_dominance(p8_heuristic_fn a, p8_heuristic_fn b, uint64_t f[P8_DOMINANCE_COUNT]) {
    uint32_t i;
    uint8_t t[9];
    memset(f, 0, P8_DOMINANCE_COUNT * sizeof *f);
    f[P8_DOMINANCE_A_ABOVE_RANK] = f[P8_DOMINANCE_B_ABOVE_RANK] = P8_NO_RANK;
    for (i = 0; i < ORACLE_N; i++) {
        unsigned va, vb;
        if (odist[i] == ORACLE_UNREACHED) continue;
        oracle_unindex(i, t);
        va = a(t, cur_goal, NULL);
        vb = b(t, cur_goal, NULL);
        f[P8_DOMINANCE_STATES]++;
        if (va > vb) {
            f[P8_DOMINANCE_A_ABOVE]++;
            if (f[P8_DOMINANCE_A_ABOVE_RANK] == P8_NO_RANK) f[P8_DOMINANCE_A_ABOVE_RANK] = i;
        } else if (vb > va) {
            f[P8_DOMINANCE_B_ABOVE]++;
            if (f[P8_DOMINANCE_B_ABOVE_RANK] == P8_NO_RANK) f[P8_DOMINANCE_B_ABOVE_RANK] = i;
        } else {
            f[P8_DOMINANCE_EQUAL]++;
        }
    }
    f[P8_DOMINANCE_A_DOMINATES] = f[P8_DOMINANCE_B_ABOVE] == 0;
    f[P8_DOMINANCE_B_DOMINATES] = f[P8_DOMINANCE_A_ABOVE] == 0;
}

static void test_dominance(void) {
    size_t g;
    for (g = test_level() == 2 ? 0 : 1; g < 2; g++) {
        p8_board *goal;
        p8_table *t = setup(goals[g], &goal);
        uint64_t lib[P8_DOMINANCE_COUNT + 2], ora[P8_DOMINANCE_COUNT];
        lib[P8_DOMINANCE_COUNT] = lib[P8_DOMINANCE_COUNT + 1] = 77;
        ASSERT_EQ(p8_heuristic_dominance(p8_heuristic_manhattan, NULL, p8_heuristic_misplaced, NULL, goal, lib,
                                         P8_DOMINANCE_COUNT + 2), P8_DOMINANCE_COUNT);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_COUNT], 77); /* nothing written beyond the findings */
        oracle_dominance(h_manhattan, h_misplaced, ora);
        ASSERT_TRUE(memcmp(lib, ora, sizeof ora) == 0);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_A_DOMINATES], 1);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_B_DOMINATES], 0);
        ASSERT_EQ(p8_heuristic_dominance(h_linear, NULL, h_manhattan, NULL, goal, lib,
                                         P8_DOMINANCE_COUNT), P8_DOMINANCE_COUNT);
        oracle_dominance(h_linear, h_manhattan, ora);
        ASSERT_TRUE(memcmp(lib, ora, sizeof ora) == 0);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_A_DOMINATES], 1);
        ASSERT_EQ(p8_heuristic_dominance(h_misplaced, NULL, h_double, NULL, goal, lib,
                                         P8_DOMINANCE_COUNT), P8_DOMINANCE_COUNT);
        oracle_dominance(h_misplaced, h_double, ora);
        ASSERT_TRUE(memcmp(lib, ora, sizeof ora) == 0);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_B_DOMINATES], 1);
        ASSERT_EQ(p8_heuristic_dominance(p8_heuristic_zero, NULL, p8_heuristic_zero, NULL, goal, lib,
                                         P8_DOMINANCE_COUNT), P8_DOMINANCE_COUNT);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_EQUAL], 181440);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_A_DOMINATES], 1);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_B_DOMINATES], 1);
        ASSERT_EQ_U64(lib[P8_DOMINANCE_A_ABOVE_RANK], P8_NO_RANK);
        p8_table_free(t);
        p8_board_free(goal);
    }
}

static void test_names_and_bad_input(void) {
    p8_board *goal, *other = mk("1 2 3 4 5 6 7 0 8");
    p8_table *t = setup(goals[0], &goal);
    uint64_t f[P8_CHECK_COUNT + 1];
    int i, j;
    for (i = 0; i < P8_CHECK_COUNT; i++) {
        ASSERT_NOT_NULL(p8_heuristic_check_name(i));
        for (j = 0; j < i; j++) ASSERT_TRUE(strcmp(p8_heuristic_check_name(i), p8_heuristic_check_name(j)) != 0);
    }
    ASSERT_STR_EQ(p8_heuristic_check_name(P8_CHECK_INCONSISTENT_EDGES), "inconsistent_edges");
    ASSERT_STR_EQ(p8_heuristic_check_name(P8_CHECK_MAX_H), "max_h");
    ASSERT_NULL(p8_heuristic_check_name(P8_CHECK_COUNT));
    ASSERT_NULL(p8_heuristic_check_name(-1));
    for (i = 0; i < P8_DOMINANCE_COUNT; i++) ASSERT_NOT_NULL(p8_heuristic_dominance_name(i));
    ASSERT_STR_EQ(p8_heuristic_dominance_name(P8_DOMINANCE_B_ABOVE_RANK), "b_above_rank");
    ASSERT_NULL(p8_heuristic_dominance_name(P8_DOMINANCE_COUNT));
    ASSERT_NULL(p8_heuristic_dominance_name(-1));
    ASSERT_EQ(p8_heuristic_check(10, NULL, t, f, P8_CHECK_COUNT), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check(-1, NULL, t, f, P8_CHECK_COUNT), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check(P8_H_ZERO, NULL, t, NULL, 3), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check(P8_H_ZERO, NULL, t, NULL, 0), P8_CHECK_COUNT);
    ASSERT_EQ(p8_heuristic_check(P8_H_ZERO, other, t, f, P8_CHECK_COUNT), P8_EINVAL); /* not its goal */
    ASSERT_EQ(p8_heuristic_check(P8_H_ZERO, goal, t, f, P8_CHECK_COUNT), P8_CHECK_COUNT);
    ASSERT_EQ(p8_heuristic_check_fn(NULL, NULL, NULL, t, f, P8_CHECK_COUNT), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_check_fn(h_zero, NULL, NULL, t, NULL, 1), P8_EINVAL);
    f[2] = 99;
    ASSERT_EQ(p8_heuristic_check(P8_H_MANHATTAN, NULL, t, f, 2), P8_CHECK_COUNT);
    ASSERT_EQ_U64(f[0], 181440);
    ASSERT_EQ_U64(f[2], 99); /* only cap values written */
    ASSERT_EQ(p8_heuristic_dominance(NULL, NULL, h_zero, NULL, NULL, f, 8), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_dominance(h_zero, NULL, NULL, NULL, NULL, f, 8), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_dominance(h_zero, NULL, h_zero, NULL, NULL, NULL, 8), P8_EINVAL);
    ASSERT_EQ(p8_heuristic_dominance(h_zero, NULL, h_zero, NULL, NULL, NULL, 0), P8_DOMINANCE_COUNT);
    p8_table_free(t);
    p8_board_free(goal);
    p8_board_free(other);
}

int main(void) {
    RUN(test_builtins);
    RUN(test_broken_heuristics);
    RUN(test_verdict);
    RUN(test_dominance);
    RUN(test_names_and_bad_input);
    return TEST_REPORT();
}
