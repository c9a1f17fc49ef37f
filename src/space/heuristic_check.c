/* SPDX-License-Identifier: MIT */
/*
 * heuristic_check.c - a heuristic against the exact distances of a table, over every board of
 * the goal's component and across every edge: admissibility, consistency, the worst violations
 * with the boards where they happen, and the means; dominance of one heuristic over another;
 * the verdict as sentences.
 *
 * The heuristic is called once per board (181,440 calls) and its values kept in a temporary
 * array (from the table's allocator), so a slow callback (a Python function) is not called
 * again for each edge. The exported built-ins (p8_heuristic_*) are replaced by their prepared internal
 * forms, which agree with them on every board (test_heuristic.c) and are ten times faster.
 */
#include "space.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const check_names[P8_CHECK_COUNT] = {
    "states", "edges", "admissible", "consistent", "overestimates", "inconsistent_edges",
    "h_goal", "worst_overestimate", "worst_rank", "worst_h", "worst_distance", "worst_jump",
    "jump_from_rank", "jump_to_rank", "jump_from_h", "jump_to_h", "sum_h", "sum_distance",
    "exact", "max_h"};

static const char *const dominance_names[P8_DOMINANCE_COUNT] = {
    "states", "a_above", "b_above", "equal", "a_dominates", "b_dominates", "a_above_rank",
    "b_above_rank"};

const char *p8_heuristic_check_name(int which) {
    return which >= 0 && which < P8_CHECK_COUNT ? check_names[which] : NULL;
}

const char *p8_heuristic_dominance_name(int which) {
    return which >= 0 && which < P8_DOMINANCE_COUNT ? dominance_names[which] : NULL;
}

/* fn/user_data, with an exported built-in replaced by its prepared form for goal (h holds the
 * prepared tables and must outlive the use). */
static void prepare(p8__heuristic *h, p8_heuristic_fn fn, void *user_data, const uint8_t goal[9]) {
    int i;
    for (i = 0; i < P8__N_HEURISTICS; i++)
        if (fn == p8_heuristic_callback(i)) break;
    if (i < P8__N_HEURISTICS) p8__heuristic_prepare(h, i, NULL, NULL, goal);
    else p8__heuristic_prepare(h, -1, fn, user_data, goal);
}

static void copy_out(const uint64_t *f, size_t n, uint64_t *out, size_t cap) {
    size_t i;
    for (i = 0; i < cap && i < n; i++) out[i] = f[i];
}

/* 1 if (a1, a2) < (b1, b2) lexicographically. */
static int pair_less(uint64_t a1, uint64_t a2, uint64_t b1, uint64_t b2) {
    return a1 < b1 || (a1 == b1 && a2 < b2);
}

/* Pass 1: every board's h against its distance; hv[index] = h. Boards are visited in
 * increasing rank (the next permutation is cheaper than decoding an index), so the first board
 * with a given overestimate has the smallest rank. */
static void check_states(const p8__heuristic *h, const p8_table *tb, uint32_t *hv, uint64_t *f) {
    uint8_t t[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    uint32_t rank = 0;
    do {
        unsigned parity, d, v;
        uint32_t idx = p8__class_index(t, &parity);
        if (parity != tb->parity) continue;
        d = tb->dist[idx];
        v = h->fn(t, tb->goal, h->user_data);
        hv[idx] = v;
        f[P8_CHECK_SUM_H] += v;
        f[P8_CHECK_SUM_DISTANCE] += d;
        if (v > f[P8_CHECK_MAX_H]) f[P8_CHECK_MAX_H] = v;
        if (d == 0) f[P8_CHECK_H_GOAL] = v;
        if (v == d) f[P8_CHECK_EXACT]++;
        if (v > d) {
            f[P8_CHECK_OVERESTIMATES]++;
            if (v - d > f[P8_CHECK_WORST_OVERESTIMATE]) {
                f[P8_CHECK_WORST_OVERESTIMATE] = v - d;
                f[P8_CHECK_WORST_RANK] = rank;
                f[P8_CHECK_WORST_H] = v;
                f[P8_CHECK_WORST_DISTANCE] = d;
            }
        }
    } while (rank++, p8__next_permutation(t));
}

/* Pass 2: every edge once (from the end with the smaller index). */
static void check_edges(const p8_table *tb, const uint32_t *hv, uint64_t *f) {
    uint8_t t[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    do {
        unsigned parity;
        uint32_t idx = p8__class_index(t, &parity);
        int b, m;
        if (parity != tb->parity) continue;
        b = p8__blank_of(t);
        for (m = 0; m < 4; m++) {
            int to = p8__move_target[b][m];
            uint32_t n, hi, lo;
            uint64_t jump, r_hi, r_lo;
            uint8_t u[9];
            if (to < 0 || (n = p8__class_step(t, b, to, idx)) < idx) continue;
            f[P8_CHECK_EDGES]++;
            hi = hv[idx] > hv[n] ? hv[idx] : hv[n];
            lo = hv[idx] > hv[n] ? hv[n] : hv[idx];
            jump = hi - lo;
            if (jump <= 1) {
                if (jump > f[P8_CHECK_WORST_JUMP]) f[P8_CHECK_WORST_JUMP] = jump;
                continue;
            }
            f[P8_CHECK_INCONSISTENT_EDGES]++;
            if (jump < f[P8_CHECK_WORST_JUMP]) continue;
            memcpy(u, t, 9);
            u[b] = u[to];
            u[to] = 0;
            r_hi = hv[idx] > hv[n] ? p8__rank(t) : p8__rank(u);
            r_lo = hv[idx] > hv[n] ? p8__rank(u) : p8__rank(t);
            if (jump > f[P8_CHECK_WORST_JUMP] ||
                pair_less(r_hi, r_lo, f[P8_CHECK_JUMP_FROM_RANK], f[P8_CHECK_JUMP_TO_RANK])) {
                f[P8_CHECK_WORST_JUMP] = jump;
                f[P8_CHECK_JUMP_FROM_RANK] = r_hi;
                f[P8_CHECK_JUMP_TO_RANK] = r_lo;
                f[P8_CHECK_JUMP_FROM_H] = hi;
                f[P8_CHECK_JUMP_TO_H] = lo;
            }
        }
    } while (p8__next_permutation(t));
}

static int check(int builtin, p8_heuristic_fn fn, void *user_data, const p8_board *goal,
                 const p8_table *table, uint64_t *out, size_t cap) {
    uint64_t f[P8_CHECK_COUNT];
    p8_table *own = NULL;
    p8__heuristic h;
    uint32_t *hv;
    int rc;
    if ((!out && cap) || (builtin < 0 && !fn) || builtin >= P8__N_HEURISTICS) return P8_EINVAL;
    if (table && goal && memcmp(goal->tiles, table->goal, 9) != 0) return P8_EINVAL;
    if (!table) {
        if ((rc = p8_table_build(goal, &own)) != P8_OK) return rc;
        table = own;
    }
    hv = table->a.malloc_fn(P8__CLASS_SIZE * sizeof *hv, table->a.user_data);
    if (!hv) {
        p8_table_free(own);
        return P8_ENOMEM;
    }
    if (builtin >= 0) p8__heuristic_prepare(&h, builtin, NULL, NULL, table->goal);
    else prepare(&h, fn, user_data, table->goal);
    memset(f, 0, sizeof f);
    f[P8_CHECK_STATES] = P8__CLASS_SIZE;
    f[P8_CHECK_WORST_RANK] = f[P8_CHECK_JUMP_FROM_RANK] = f[P8_CHECK_JUMP_TO_RANK] = P8_NO_RANK;
    check_states(&h, table, hv, f);
    check_edges(table, hv, f);
    f[P8_CHECK_ADMISSIBLE] = f[P8_CHECK_OVERESTIMATES] == 0;
    f[P8_CHECK_CONSISTENT] = f[P8_CHECK_H_GOAL] == 0 && f[P8_CHECK_INCONSISTENT_EDGES] == 0;
    table->a.free_fn(hv, table->a.user_data);
    p8_table_free(own);
    copy_out(f, P8_CHECK_COUNT, out, cap);
    return P8_CHECK_COUNT;
}

int p8_heuristic_check(int builtin, const p8_board *goal, const p8_table *table, uint64_t *out,
                       size_t cap) {
    if (builtin < 0) return P8_EINVAL;
    return check(builtin, NULL, NULL, goal, table, out, cap);
}

int p8_heuristic_check_fn(p8_heuristic_fn fn, void *user_data, const p8_board *goal,
                          const p8_table *table, uint64_t *out, size_t cap) {
    if (!fn) return P8_EINVAL;
    return check(-1, fn, user_data, goal, table, out, cap);
}

int p8_heuristic_dominance(p8_heuristic_fn a, void *a_user_data, p8_heuristic_fn b,
                           void *b_user_data, const p8_board *goal, uint64_t *out, size_t cap) {
    const uint8_t *g = p8__goal_tiles(goal);
    unsigned parity = (unsigned)p8__inversions(g) & 1u;
    uint64_t f[P8_DOMINANCE_COUNT];
    p8__heuristic ha, hb;
    uint32_t rank = 0;
    uint8_t t[9];
    if (!a || !b || (!out && cap)) return P8_EINVAL;
    prepare(&ha, a, a_user_data, g);
    prepare(&hb, b, b_user_data, g);
    memset(f, 0, sizeof f);
    f[P8_DOMINANCE_STATES] = P8__CLASS_SIZE;
    f[P8_DOMINANCE_A_ABOVE_RANK] = f[P8_DOMINANCE_B_ABOVE_RANK] = P8_NO_RANK;
    memcpy(t, "\0\1\2\3\4\5\6\7\10", 9);
    do { /* in increasing rank: the first board of each kind has the smallest rank */
        unsigned va, vb, par;
        int which;
        p8__class_index(t, &par);
        if (par != parity) continue;
        va = ha.fn(t, g, ha.user_data);
        vb = hb.fn(t, g, hb.user_data);
        which = va > vb ? P8_DOMINANCE_A_ABOVE : vb > va ? P8_DOMINANCE_B_ABOVE : P8_DOMINANCE_EQUAL;
        f[which]++;
        if (which != P8_DOMINANCE_EQUAL) {
            int slot = which == P8_DOMINANCE_A_ABOVE ? P8_DOMINANCE_A_ABOVE_RANK : P8_DOMINANCE_B_ABOVE_RANK;
            if (f[slot] == P8_NO_RANK) f[slot] = rank;
        }
    } while (rank++, p8__next_permutation(t));
    f[P8_DOMINANCE_A_DOMINATES] = f[P8_DOMINANCE_B_ABOVE] == 0;
    f[P8_DOMINANCE_B_DOMINATES] = f[P8_DOMINANCE_A_ABOVE] == 0;
    copy_out(f, P8_DOMINANCE_COUNT, out, cap);
    return P8_DOMINANCE_COUNT;
}

/* ---- The verdict as text -------------------------------------------------------------------- */

typedef struct text {
    char *buf;
    size_t cap, len;
} text;

static void add(text *x, const char *fmt, ...) P8__PRINTF_LIKE(2, 3);

static void add(text *x, const char *fmt, ...) {
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(x->len < x->cap ? x->buf + x->len : NULL, x->len < x->cap ? x->cap - x->len : 0,
                  fmt, ap);
    va_end(ap);
    if (n > 0) x->len += (size_t)n;
}

/* The board of a rank as "8 6 7 2 5 4 3 0 1" into s (>= 18 bytes). */
static const char *board_text(uint64_t rank, char *s) {
    uint8_t t[9];
    int i;
    p8__unrank(rank < P8_NUM_PERMUTATIONS ? (uint32_t)rank : 0, t);
    for (i = 0; i < 9; i++) {
        s[2 * i] = (char)('0' + t[i]);
        s[2 * i + 1] = i < 8 ? ' ' : '\0';
    }
    return s;
}

size_t p8_heuristic_check_verdict(const uint64_t *f, size_t n, char *buf, size_t cap) {
    text x;
    char s1[18], s2[18];
    double states;
    if (buf && cap) buf[0] = '\0';
    if (!f || n < P8_CHECK_COUNT) return 0;
    x.buf = buf;
    x.cap = buf ? cap : 0;
    x.len = 0;
    states = f[P8_CHECK_STATES] ? (double)f[P8_CHECK_STATES] : 1.0;
    add(&x, "%s.\n", f[P8_CHECK_ADMISSIBLE] && f[P8_CHECK_CONSISTENT] ? "admissible and consistent"
                     : f[P8_CHECK_ADMISSIBLE] ? "admissible but not consistent"
                     : f[P8_CHECK_CONSISTENT] ? "consistent but not admissible"
                                              : "neither admissible nor consistent");
    if (f[P8_CHECK_ADMISSIBLE])
        add(&x, "admissible: h never exceeds the true distance (h is exact on %llu of %llu boards).\n",
            (unsigned long long)f[P8_CHECK_EXACT], (unsigned long long)f[P8_CHECK_STATES]);
    else
        add(&x, "not admissible: h exceeds the true distance on %llu of %llu boards, by up to %llu: "
                "at %s h is %llu, the true distance %llu.\n",
            (unsigned long long)f[P8_CHECK_OVERESTIMATES], (unsigned long long)f[P8_CHECK_STATES],
            (unsigned long long)f[P8_CHECK_WORST_OVERESTIMATE], board_text(f[P8_CHECK_WORST_RANK], s1),
            (unsigned long long)f[P8_CHECK_WORST_H], (unsigned long long)f[P8_CHECK_WORST_DISTANCE]);
    if (f[P8_CHECK_CONSISTENT]) {
        add(&x, "consistent: h(goal) = 0 and no move changes h by more than 1.\n");
    } else {
        add(&x, "not consistent:");
        if (f[P8_CHECK_H_GOAL] != 0)
            add(&x, " h(goal) is %llu, not 0%s", (unsigned long long)f[P8_CHECK_H_GOAL],
                f[P8_CHECK_INCONSISTENT_EDGES] ? ";" : ".\n");
        if (f[P8_CHECK_INCONSISTENT_EDGES])
            add(&x, " %llu of %llu moves change h by more than 1, by up to %llu: h is %llu at %s "
                    "and %llu at %s, one move away.\n",
                (unsigned long long)f[P8_CHECK_INCONSISTENT_EDGES],
                (unsigned long long)f[P8_CHECK_EDGES], (unsigned long long)f[P8_CHECK_WORST_JUMP],
                (unsigned long long)f[P8_CHECK_JUMP_FROM_H], board_text(f[P8_CHECK_JUMP_FROM_RANK], s1),
                (unsigned long long)f[P8_CHECK_JUMP_TO_H], board_text(f[P8_CHECK_JUMP_TO_RANK], s2));
    }
    add(&x, "mean h %.2f against a mean true distance of %.2f; largest h %llu.",
        (double)f[P8_CHECK_SUM_H] / states, (double)f[P8_CHECK_SUM_DISTANCE] / states,
        (unsigned long long)f[P8_CHECK_MAX_H]);
    return x.len;
}
