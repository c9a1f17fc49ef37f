/* SPDX-License-Identifier: MIT */
/*
 * table.c - p8_table: the exact distance to one goal of every board of its component, built by
 * one breadth-first sweep from the goal, and the queries that read single entries (distance,
 * optimal moves, the perfect heuristic, a random board at a distance and why there is none,
 * the histogram).
 *
 * The sweep: a queue of node keys (the tiles of cells 0..7, p8__key_expand), one distance byte
 * per component index (space_internal.h) that doubles as the seen set. Horizontal moves change
 * the index by +-20160 without touching the tiles' order; only vertical moves re-rank.
 */
#include "space.h"

#include <stdio.h>
#include <string.h>

#define UNSEEN 0xFFu

static void sweep(p8_table *tb, uint32_t *queue) {
    uint32_t head = 0, tail = 0, gi;
    memset(tb->dist, UNSEEN, sizeof tb->dist);
    gi = p8__class_index(tb->goal, NULL);
    tb->dist[gi] = 0;
    queue[tail++] = (uint32_t)p8__pack(tb->goal);
    while (head < tail) {
        uint64_t packed = p8__key_expand(queue[head++]);
        uint8_t t[9];
        uint32_t idx;
        unsigned d;
        int b = 0, m, i;
        for (i = 0; i < 9; i++) {
            t[i] = (uint8_t)((packed >> (4 * i)) & 15u);
            if (t[i] == 0) b = i;
        }
        idx = p8__class_index(t, NULL);
        d = tb->dist[idx] + 1u;
        for (m = 0; m < 4; m++) {
            int to = p8__move_target[b][m];
            uint32_t n;
            if (to < 0) continue;
            n = p8__class_step(t, b, to, idx);
            if (tb->dist[n] != UNSEEN) continue;
            tb->dist[n] = (uint8_t)d;
            queue[tail++] = p8__moved_key(packed, b, to);
        }
    }
}

static void summarise(p8_table *tb) {
    uint32_t i;
    memset(tb->count, 0, sizeof tb->count);
    for (i = 0; i < P8__CLASS_SIZE; i++) tb->count[tb->dist[i]]++;
    tb->sum = 0;
    tb->max_distance = 0;
    for (i = 0; i <= P8_MAX_DISTANCE; i++) {
        tb->sum += (uint64_t)i * tb->count[i];
        if (tb->count[i]) tb->max_distance = i;
    }
}

int p8_table_build_with_allocator(const p8_allocator *a, const p8_board *goal, p8_table **out) {
    uint64_t t0 = p8__now_ns();
    p8_table *tb;
    uint32_t *queue;
    if (out) *out = NULL;
    if (!out || !a || !a->malloc_fn || !a->realloc_fn || !a->free_fn) return P8_EINVAL;
    tb = a->malloc_fn(sizeof *tb, a->user_data);
    if (!tb) return P8_ENOMEM;
    queue = a->malloc_fn(P8__CLASS_SIZE * sizeof *queue, a->user_data);
    if (!queue) {
        a->free_fn(tb, a->user_data);
        return P8_ENOMEM;
    }
    tb->a = *a;
    memcpy(tb->goal, p8__goal_tiles(goal), 9);
    tb->parity = (unsigned)p8__inversions(tb->goal) & 1u;
    sweep(tb, queue);
    a->free_fn(queue, a->user_data);
    summarise(tb);
    tb->build_ns = p8__now_ns() - t0;
    *out = tb;
    return P8_OK;
}

int p8_table_build(const p8_board *goal, p8_table **out) {
    return p8_table_build_with_allocator(&p8__default_allocator, goal, out);
}

void p8_table_free(p8_table *t) {
    if (t) t->a.free_fn(t, t->a.user_data);
}

int p8_table_goal(const p8_table *t, uint8_t *out) {
    if (!t || !out) return P8_EINVAL;
    memcpy(out, t->goal, 9);
    return P8_OK;
}

uint64_t p8_table_stat(const p8_table *t, int which) {
    if (!t) return 0;
    switch (which) {
    case P8_TABLE_STATES: return P8__CLASS_SIZE;
    case P8_TABLE_MAX_DISTANCE: return t->max_distance;
    case P8_TABLE_SUM_DISTANCES: return t->sum;
    case P8_TABLE_BYTES: return sizeof *t;
    case P8_TABLE_BUILD_NS: return t->build_ns;
    default: return 0;
    }
}

int p8_table_histogram(const p8_table *t, uint64_t *counts, size_t cap) {
    size_t d;
    if (!t || (!counts && cap)) return P8_EINVAL;
    for (d = 0; d < cap; d++) counts[d] = d <= P8_MAX_DISTANCE ? t->count[d] : 0;
    return (int)t->max_distance;
}

int p8_table_distance(const p8_table *t, const p8_board *b) {
    int d;
    if (!t || !b) return P8_EINVAL;
    d = p8__table_lookup(t, b->tiles, NULL);
    return d < 0 ? P8_EUNSOLVABLE : d;
}

int p8_table_distance_rank(const p8_table *t, uint32_t rank) {
    uint8_t tiles[9];
    int d;
    if (!t || rank >= P8_NUM_PERMUTATIONS) return P8_EINVAL;
    p8__unrank(rank, tiles);
    d = p8__table_lookup(t, tiles, NULL);
    return d < 0 ? P8_EUNSOLVABLE : d;
}

int p8_table_optimal_moves(const p8_table *t, const p8_board *b) {
    uint8_t tiles[9];
    uint32_t idx;
    int d, m, mask = 0;
    if (!t || !b) return P8_EINVAL;
    d = p8__table_lookup(t, b->tiles, &idx);
    if (d < 0) return P8_EUNSOLVABLE;
    if (d == 0) return 0;
    memcpy(tiles, b->tiles, 9);
    for (m = 0; m < 4; m++) {
        int to = p8__move_target[b->blank][m];
        if (to >= 0 && t->dist[p8__class_step(tiles, b->blank, to, idx)] == d - 1) mask |= 1 << m;
    }
    return mask;
}

int p8__table_first_move(const p8_table *tb, uint8_t t[9], int b, uint32_t idx, unsigned d,
                         uint32_t *next, uint64_t *looked) {
    int m;
    for (m = 0; m < 4; m++) {
        int to = p8__move_target[b][m];
        uint32_t n;
        if (to < 0) continue;
        (*looked)++;
        n = p8__class_step(t, b, to, idx);
        if (tb->dist[n] + 1u == d) {
            *next = n;
            return m;
        }
    }
    return -1; /* not reached for a board of the table's component with d >= 1 */
}

unsigned int p8_table_heuristic(const uint8_t *state, const uint8_t *goal, void *user_data) {
    const p8_table *t = user_data;
    int d;
    if (!t || !state || !goal || memcmp(goal, t->goal, 9) != 0 || !p8__tiles_valid(state))
        return 0;
    d = p8__table_lookup(t, state, NULL);
    return d < 0 ? 0u : (unsigned)d;
}

/* random_board: k = below(count[distance]) from the seed (one draw unless rejection sampling
 * rejects, as in random.c), then the k-th board at that distance (from 0) in increasing
 * component index (space_internal.h). */
int p8_table_random_board(const p8_table *t, unsigned int distance, uint64_t seed, p8_board **out) {
    uint64_t state = seed;
    uint32_t k, i;
    uint8_t tiles[9];
    if (out) *out = NULL;
    if (!t || !out || distance > P8_MAX_DISTANCE || t->count[distance] == 0) return P8_EINVAL;
    k = p8__random_below(&state, (uint32_t)t->count[distance]);
    for (i = 0;; i++) {
        if (t->dist[i] == distance && k-- == 0) break;
    }
    p8__class_tiles(i, t->parity, tiles);
    return p8__board_make(tiles, out);
}

int p8_table_random_board_why(const p8_table *t, uint64_t distance, char *why, size_t why_cap) {
    if (why && why_cap) why[0] = '\0';
    else if (why_cap) return P8_EINVAL;
    if (!t) {
        if (why_cap) snprintf(why, why_cap, "the table is NULL");
        return P8_EINVAL;
    }
    if (distance <= P8_MAX_DISTANCE && t->count[distance] != 0) return 1;
    if (why_cap)
        snprintf(why, why_cap, "no board is %llu moves from the goal (the farthest are %u)",
                 (unsigned long long)distance, (unsigned)t->max_distance);
    return 0;
}
