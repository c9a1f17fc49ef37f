/* SPDX-License-Identifier: MIT */
/*
 * pdb.c - p8_pdb: additive disjoint pattern databases (0.4.0), built with the machinery of the
 * distance tables (table.c): one byte per abstract state, filled by a breadth-first sweep from
 * the goal over a queue of indexes, the byte doubling as the seen set.
 *
 * An abstract state of a group of k tiles is the cell of the blank and the cells of the group's
 * tiles (in increasing tile order): k + 1 distinct cells, indexed as a partial permutation in
 * mixed radix 9, 8, 7, ...: the j-th cell is numbered among the cells the first j did not take.
 * A group of k tiles has 9 * 8 * ... * (9 - k) = 9!/(8 - k)! abstract states.
 *
 * The sweep costs a move of a group tile 1 and a move of another tile (the blank stepping onto
 * a cell no group tile holds) 0, so it runs layer by layer: a layer is first closed under the
 * free moves (every state they reach has the layer's value), then the moves of group tiles make
 * the next layer from states not seen yet. Every state enters the queue once.
 */
#include "space.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define UNSEEN 0xFFu

struct p8_pdb {
    p8_allocator a;
    uint8_t goal[9];
    unsigned parity;                       /* the goal's component */
    size_t ngroups;
    unsigned mask[P8_PDB_MAX_GROUPS];
    uint8_t k[P8_PDB_MAX_GROUPS];          /* tiles in each group */
    uint8_t tiles[P8_PDB_MAX_GROUPS][8];   /* each group's tiles, increasing */
    uint32_t offset[P8_PDB_MAX_GROUPS];    /* of each group's table in value[] */
    uint64_t entries, bytes, build_ns;
    uint8_t value[];                       /* the groups' tables, one byte per abstract state */
};

/* ---- Groups -------------------------------------------------------------------------------- */

static int fail(char *why, size_t cap, const char *fmt, ...) P8__PRINTF_LIKE(3, 4);

static int fail(char *why, size_t cap, const char *fmt, ...) {
    va_list ap;
    if (why && cap) {
        va_start(ap, fmt);
        vsnprintf(why, cap, fmt, ap);
        va_end(ap);
    }
    return P8_EINVAL;
}

int p8_pdb_check_groups(const unsigned int *groups, size_t n, char *why, size_t why_cap) {
    unsigned seen = 0;
    size_t i, j;
    if (why && why_cap) why[0] = '\0';
    if (!groups) return fail(why, why_cap, "groups is NULL");
    if (n == 0) return fail(why, why_cap, "no groups");
    if (n > P8_PDB_MAX_GROUPS)
        return fail(why, why_cap, "%lu groups, at most %d", (unsigned long)n, P8_PDB_MAX_GROUPS);
    for (i = 0; i < n; i++) {
        unsigned g = groups[i];
        if (g == 0) return fail(why, why_cap, "group %lu is empty", (unsigned long)i + 1);
        if (g & 1u)
            return fail(why, why_cap, "group %lu holds the blank (bit 0): groups hold tiles 1-8",
                        (unsigned long)i + 1);
        if (g & ~0x1FEu)
            return fail(why, why_cap, "group %lu has bits beyond tile 8 (0x%x)",
                        (unsigned long)i + 1, g & ~0x1FEu);
        if (g & seen) {
            unsigned t = 1;
            while (!((g & seen) >> t & 1u)) t++;
            for (j = 0; !(groups[j] >> t & 1u); j++) continue;
            return fail(why, why_cap, "tile %u is in groups %lu and %lu", t, (unsigned long)j + 1,
                        (unsigned long)i + 1);
        }
        seen |= g;
    }
    return P8_OK;
}

/* A character for a message: 'x', or '\xNN' when not printable. */
static const char *shown(char c, char *buf, size_t cap) {
    unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7F && u != '\'') snprintf(buf, cap, "'%c'", c);
    else snprintf(buf, cap, "'\\x%02x'", u);
    return buf;
}

int p8_pdb_parse_groups(const char *text, unsigned int *groups, size_t cap, char *why,
                        size_t why_cap) {
    unsigned found[P8_PDB_MAX_GROUPS], cur = 0, in_group[9] = {0};
    size_t n = 0, i, col;
    const char *p = text;
    char ch[8];
    if (why && why_cap) why[0] = '\0';
    if (!text) return fail(why, why_cap, "text is NULL");
    if (!groups && cap) return fail(why, why_cap, "groups is NULL");
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    if (strncmp(p, "pdb:", 4) == 0) p += 4;
    for (; *p; p++) {
        col = (size_t)(p - text) + 1;
        if (*p >= '1' && *p <= '8') {
            unsigned t = (unsigned)(*p - '0');
            if (in_group[t] == n + 1)
                return fail(why, why_cap, "tile %u appears twice in group %lu", t,
                            (unsigned long)n + 1);
            if (in_group[t])
                return fail(why, why_cap, "tile %u is in groups %u and %lu", t, in_group[t],
                            (unsigned long)n + 1);
            in_group[t] = (unsigned)n + 1;
            cur |= 1u << t;
        } else if (*p == '/') {
            if (!cur) return fail(why, why_cap, "group %lu is empty", (unsigned long)n + 1);
            found[n++] = cur;
            cur = 0;
        } else if (*p == '0') {
            return fail(why, why_cap, "tile 0 at column %lu is the blank: groups hold tiles 1-8",
                        (unsigned long)col);
        } else if (*p == '9') {
            return fail(why, why_cap, "tile 9 at column %lu is out of range: groups hold tiles 1-8",
                        (unsigned long)col);
        } else if (*p != ' ' && *p != ',' && *p != '\t' && *p != '\n' && *p != '\r') {
            return fail(why, why_cap, "unexpected character %s at column %lu",
                        shown(*p, ch, sizeof ch), (unsigned long)col);
        }
    }
    if (!cur) {
        if (n == 0) return fail(why, why_cap, "empty text");
        return fail(why, why_cap, "group %lu is empty", (unsigned long)n + 1);
    }
    found[n++] = cur; /* at most 8: each group holds a tile of its own */
    for (i = 0; i < n && i < cap; i++) groups[i] = found[i];
    return (int)n;
}

/* ---- Abstract states ----------------------------------------------------------------------- */

/* The index of cells c[0..m-1] (distinct, 0..8). */
static uint32_t encode(const uint8_t *c, int m) {
    uint32_t idx = 0;
    unsigned used = 0;
    int j;
    for (j = 0; j < m; j++) {
        unsigned below = p8__popcount8[used & ((1u << c[j]) - 1u)];
        idx = idx * (uint32_t)(9 - j) + (c[j] - below);
        used |= 1u << c[j];
    }
    return idx;
}

static void decode(uint32_t idx, uint8_t *c, int m) {
    unsigned digit[9] = { 0 }, used = 0; /* every digit below m is set first (cppcheck cannot see it) */
    int j;
    for (j = m - 1; j >= 0; j--) {
        digit[j] = idx % (uint32_t)(9 - j);
        idx /= (uint32_t)(9 - j);
    }
    for (j = 0; j < m; j++) {
        int cell = 0;
        unsigned d = digit[j];
        for (;; cell++) {
            if (used & (1u << cell)) continue;
            if (d-- == 0) break;
        }
        c[j] = (uint8_t)cell;
        used |= 1u << cell;
    }
}

static uint32_t states_of(int k) {
    uint32_t n = 1;
    int j;
    for (j = 0; j <= k; j++) n *= (uint32_t)(9 - j);
    return n;
}

/* Push the neighbours of abstract state idx (m cells: the blank's, then the tiles') that a move
 * of cost `cost` reaches and that were not seen, with value v. */
static void pdb_expand(uint8_t *val, uint32_t *queue, uint32_t *tail, uint32_t idx, int m, int cost,
                   unsigned v) {
    uint8_t c[9];
    int owner[9], j, mv;
    decode(idx, c, m);
    for (j = 0; j < 9; j++) owner[j] = -1;
    for (j = 1; j < m; j++) owner[c[j]] = j;
    for (mv = 0; mv < 4; mv++) {
        int to = p8__move_target[c[0]][mv], who;
        uint8_t d[9];
        uint32_t n;
        if (to < 0 || (owner[to] >= 0) != cost) continue;
        memcpy(d, c, (size_t)m);
        who = owner[to];
        if (who >= 0) d[who] = c[0];
        d[0] = (uint8_t)to;
        n = encode(d, m);
        if (val[n] != UNSEEN) continue;
        val[n] = (uint8_t)v;
        queue[(*tail)++] = n;
    }
}

static void pdb_sweep(uint8_t *val, uint32_t size, uint32_t *queue, const uint8_t *cells, int m) {
    uint32_t head = 0, tail = 0, i, end;
    unsigned d = 0;
    memset(val, UNSEEN, size);
    queue[tail] = encode(cells, m);
    val[queue[tail++]] = 0;
    while (head < tail) {
        for (i = head; i < tail; i++) pdb_expand(val, queue, &tail, queue[i], m, 0, d);
        end = tail;
        for (i = head; i < end; i++) pdb_expand(val, queue, &tail, queue[i], m, 1, d + 1);
        head = end;
        d++;
    }
}

/* ---- The database -------------------------------------------------------------------------- */

int p8_pdb_build_with_allocator(const p8_allocator *a, const p8_board *goal,
                                const unsigned int *groups, size_t n, p8_pdb **out) {
    uint64_t t0 = p8__now_ns();
    uint32_t total = 0, largest = 0, *queue;
    uint8_t cell_of[9];
    size_t i, size;
    p8_pdb *p;
    if (out) *out = NULL;
    if (!out || !a || !a->malloc_fn || !a->realloc_fn || !a->free_fn) return P8_EINVAL;
    if (p8_pdb_check_groups(groups, n, NULL, 0) != P8_OK) return P8_EINVAL;
    for (i = 0; i < n; i++) {
        uint32_t s = states_of(p8__popcount8[groups[i] >> 1]);
        total += s;
        if (s > largest) largest = s;
    }
    size = sizeof *p + total;
    if ((p = a->malloc_fn(size, a->user_data)) == NULL) return P8_ENOMEM;
    if ((queue = a->malloc_fn(largest * sizeof *queue, a->user_data)) == NULL) {
        a->free_fn(p, a->user_data);
        return P8_ENOMEM;
    }
    memset(p, 0, sizeof *p);
    p->a = *a;
    memcpy(p->goal, p8__goal_tiles(goal), 9);
    p->parity = (unsigned)p8__inversions(p->goal) & 1u;
    for (i = 0; i < 9; i++) cell_of[p->goal[i]] = (uint8_t)i;
    p->ngroups = n;
    for (i = 0, total = 0; i < n; i++) {
        uint8_t cells[9];
        int t, k = 0;
        cells[0] = cell_of[0];
        for (t = 1; t <= 8; t++) {
            if (!(groups[i] >> t & 1u)) continue;
            p->tiles[i][k++] = (uint8_t)t;
            cells[k] = cell_of[t];
        }
        p->mask[i] = groups[i];
        p->k[i] = (uint8_t)k;
        p->offset[i] = total;
        pdb_sweep(p->value + total, states_of(k), queue, cells, k + 1);
        total += states_of(k);
    }
    a->free_fn(queue, a->user_data);
    p->entries = total;
    p->bytes = size;
    p->build_ns = p8__now_ns() - t0;
    *out = p;
    return P8_OK;
}

int p8_pdb_build(const p8_board *goal, const unsigned int *groups, size_t n, p8_pdb **out) {
    return p8_pdb_build_with_allocator(&p8__default_allocator, goal, groups, n, out);
}

void p8_pdb_free(p8_pdb *p) {
    if (p) p->a.free_fn(p, p->a.user_data);
}

int p8_pdb_goal(const p8_pdb *p, uint8_t *out) {
    if (!p || !out) return P8_EINVAL;
    memcpy(out, p->goal, 9);
    return P8_OK;
}

int p8_pdb_groups(const p8_pdb *p, unsigned int *out, size_t cap) {
    size_t i;
    if (!p || (!out && cap)) return P8_EINVAL;
    for (i = 0; i < p->ngroups && i < cap; i++) out[i] = p->mask[i];
    return (int)p->ngroups;
}

size_t p8_pdb_name(const p8_pdb *p, char *buf, size_t cap) {
    char text[32];
    size_t n = 0, i;
    int j;
    if (!p) return p8__copy_text("", buf, cap);
    memcpy(text, "pdb:", 4);
    n = 4;
    for (i = 0; i < p->ngroups; i++) {
        if (i) text[n++] = '/';
        for (j = 0; j < p->k[i]; j++) text[n++] = (char)('0' + p->tiles[i][j]);
    }
    text[n] = '\0';
    return p8__copy_text(text, buf, cap);
}

uint64_t p8_pdb_stat(const p8_pdb *p, int which) {
    if (!p) return 0;
    switch (which) {
    case P8_PDB_GROUPS: return p->ngroups;
    case P8_PDB_ENTRIES: return p->entries;
    case P8_PDB_BYTES: return p->bytes;
    case P8_PDB_BUILD_NS: return p->build_ns;
    default: return 0;
    }
}

/* The value of group i for the tiles whose cells are pos[tile]. */
static unsigned group_value(const p8_pdb *p, size_t i, const uint8_t pos[9]) {
    uint8_t cells[9];
    int j;
    cells[0] = pos[0];
    for (j = 0; j < p->k[i]; j++) cells[j + 1] = pos[p->tiles[i][j]];
    return p->value[p->offset[i] + encode(cells, p->k[i] + 1)];
}

static void positions(const uint8_t t[9], uint8_t pos[9]) {
    int i;
    for (i = 0; i < 9; i++) pos[t[i]] = (uint8_t)i;
}

int p8_pdb_group_value(const p8_pdb *p, size_t group, const p8_board *b) {
    uint8_t pos[9];
    if (!p || !b || group >= p->ngroups) return P8_EINVAL;
    if (((unsigned)p8__inversions(b->tiles) & 1u) != p->parity) return P8_EUNSOLVABLE;
    positions(b->tiles, pos);
    return (int)group_value(p, group, pos);
}

static unsigned sum_value(const p8_pdb *p, const uint8_t t[9]) {
    uint8_t pos[9];
    unsigned v = 0;
    size_t i;
    positions(t, pos);
    for (i = 0; i < p->ngroups; i++) v += group_value(p, i, pos);
    return v;
}

int p8_pdb_value(const p8_pdb *p, const p8_board *b) {
    if (!p || !b) return P8_EINVAL;
    if (((unsigned)p8__inversions(b->tiles) & 1u) != p->parity) return P8_EUNSOLVABLE;
    return (int)sum_value(p, b->tiles);
}

unsigned int p8_pdb_heuristic(const uint8_t *state, const uint8_t *goal, void *user_data) {
    const p8_pdb *p = user_data;
    if (!p || !state || !goal || memcmp(goal, p->goal, 9) != 0 || !p8__tiles_valid(state) ||
        ((unsigned)p8__inversions(state) & 1u) != p->parity)
        return 0;
    return sum_value(p, state);
}
