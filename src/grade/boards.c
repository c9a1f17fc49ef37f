/* SPDX-License-Identifier: MIT */
/* boards.c - boards that catch mistakes: which mistakes of the catalogue a board board_catches (their
 * runs print other moves or counts on it than the reference's), and the choice of a set of
 * boards at spread distances, each the one of a few drawn at its distance that catches the most
 * mistakes the boards before it do not. */
#include "grade.h"

#include <string.h>

/* 1 if a program printing solution s on start fails a part (the reference's solution passes):
 * its moves do not reach the goal, or not in the optimal number of moves where that is asked,
 * a count differs, or, when the reference's moves are asked, they differ. */
static int fails(p8_grade *g, const uint8_t start[9], const gsol *s) {
    uint8_t b[9];
    size_t i;
    int k;
    if (s->bounded || !s->solved) return 1;
    for (k = 0; k < G_NCOUNTS; k++)
        if (s->count[k] != g->ref.count[k]) return 1;
    if (g->points[P8_PART_PATH] && (s->n != g->ref.n || memcmp(s->moves, g->ref.moves, s->n)))
        return 1;
    if (p8__grade_optimal(g) && g->points[P8_PART_OPTIMAL] && s->n != g->ref.n) return 1;
    memcpy(b, start, 9);
    for (i = 0; i < s->n; i++) {
        int blank = 0, to;
        for (k = 0; k < 9; k++)
            if (b[k] == 0) blank = k;
        switch (s->moves[i]) {
        case P8_MOVE_UP: to = blank >= 3 ? blank - 3 : -1; break;
        case P8_MOVE_DOWN: to = blank < 6 ? blank + 3 : -1; break;
        case P8_MOVE_LEFT: to = blank % 3 ? blank - 1 : -1; break;
        default: to = blank % 3 < 2 ? blank + 1 : -1; break;
        }
        if (to < 0) return 1;
        b[blank] = b[to];
        b[to] = 0;
    }
    return memcmp(b, g->goal, 9) != 0;
}

/* A fingerprint of mistake m's trace on start and its number of lines (up to max_lines + 1). */
static int trace_print(p8_grade *g, const uint8_t start[9], int m, uint64_t max_lines,
                       uint64_t *hash, uint64_t *lines) {
    grun r;
    int rc = p8__grun_begin(&r, g, m, start, 0);
    if (rc == P8_OK) rc = p8__grun_print(&r, max_lines, hash, lines);
    p8__grun_end(&r);
    return rc;
}

static int board_catches(p8_grade *g, const uint8_t start[9], uint64_t *mask) {
    uint64_t ref_hash = 0, ref_lines = 0;
    int rc, m;
    *mask = 0;
    if ((rc = p8__grade_reference(g, start)) != P8_OK) return rc;
    if (g->check == P8_GRADE_TRACE &&
        (rc = trace_print(g, start, P8_MISTAKE_NONE, UINT64_MAX - 1, &ref_hash, &ref_lines)))
        return p8__grade_fail(g, rc, "the reference's trace: %s", p8_strerror(rc));
    for (m = 1; m < P8_GRADE_MISTAKES; m++) {
        gsol s;
        const gvariant *v = p8__grade_variant(m);
        if (!p8__grade_applies(g, m)) continue;
        if (v->trace_only) {
            if (g->check == P8_GRADE_TRACE) *mask |= (uint64_t)1 << m;
            continue;
        }
        if (g->check == P8_GRADE_TRACE) {
            uint64_t hash, lines;
            rc = trace_print(g, start, m, ref_lines, &hash, &lines);
            if (rc == P8_OK && (hash != ref_hash || lines != ref_lines)) *mask |= (uint64_t)1 << m;
        } else {
            rc = p8__grade_solution_of(g, start, m, &s);
            if (rc == P8_OK && fails(g, start, &s)) *mask |= (uint64_t)1 << m;
            p8__gsol_free(&g->mem, &s);
        }
        if (rc == P8_ENOMEM) return p8__grade_fail(g, rc, "out of memory");
    }
    return P8_OK;
}

int p8_grade_catches(p8_grade *g, const p8_board *start, uint64_t *mask) {
    uint8_t t[9];
    if (!g) return P8_EINVAL;
    if (!start || !mask)
        return p8__grade_fail(g, P8_EINVAL, "p8_grade_catches: %s is NULL", !start ? "start" : "mask");
    p8_board_tiles(start, t);
    return board_catches(g, t, mask);
}

static int count_bits(uint64_t x) {
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}

/* The candidates drawn for each board. */
#define G_CANDIDATES 3

int p8_grade_boards(p8_grade *g, unsigned int n, unsigned int max_distance, uint64_t seed,
                    uint8_t *tiles, uint64_t *caught, size_t cap) {
    const p8_table *tab;
    uint64_t covered = 0;
    unsigned i, k;
    int rc;
    if (!g) return P8_EINVAL;
    if (n < 1 || n > 1000)
        return p8__grade_fail(g, P8_EINVAL, "%u boards: from 1 to 1000", n);
    if (max_distance < 1 || max_distance > P8_MAX_DISTANCE)
        return p8__grade_fail(g, P8_EINVAL, "a largest distance of %u: from 1 to %d", max_distance,
                              P8_MAX_DISTANCE);
    if (!tiles && cap) return p8__grade_fail(g, P8_EINVAL, "tiles is NULL");
    if (!(tab = p8__grade_table(g))) return p8__grade_fail(g, P8_ENOMEM, "out of memory");
    if (p8_table_random_board_why(tab, max_distance, g->errmsg, sizeof g->errmsg) != 1)
        return P8_EINVAL;
    for (i = 0; i < n; i++) {
        unsigned d = (unsigned)(((uint64_t)max_distance * (i + 1)) / n);
        uint8_t best[9];
        uint64_t best_mask = 0;
        int best_new = -1, best_all = -1;
        if (d == 0) d = 1;
        for (k = 0; k < G_CANDIDATES; k++) {
            p8_board *b = NULL;
            uint8_t t[9];
            uint64_t mask;
            rc = p8_table_random_board(tab, d, seed + i + ((uint64_t)k << 40), &b);
            if (rc != P8_OK) return p8__grade_fail(g, rc, "out of memory");
            p8_board_tiles(b, t);
            p8_board_free(b);
            if ((rc = board_catches(g, t, &mask)) != P8_OK) return rc;
            if (count_bits(mask & ~covered) > best_new ||
                (count_bits(mask & ~covered) == best_new && count_bits(mask) > best_all)) {
                best_new = count_bits(mask & ~covered);
                best_all = count_bits(mask);
                best_mask = mask;
                memcpy(best, t, 9);
            }
        }
        covered |= best_mask;
        if (i < cap) {
            memcpy(tiles + 9 * (size_t)i, best, 9);
            if (caught) caught[i] = best_mask;
        }
    }
    return (int)n;
}
