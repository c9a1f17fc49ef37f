/* SPDX-License-Identifier: MIT */
/* result.c - p8_result: the outcome of a run, copied out of the search into one block from the
 * search's allocator, so it never borrows from the search and can be freed in any order. */
#include "search.h"

#include <string.h>

/* A path is kept as its moves, 2 bits each, and the packed state every MARK_EVERY moves, so a
 * walk of millions of moves takes about 3/8 byte a move, and state i is at most MARK_EVERY-1
 * moves away from a stored one. */
#define MARK_EVERY 64

struct p8_result {
    p8_allocator a;          /* how to free this block */
    int status;
    int solved;
    size_t length;           /* moves */
    uint64_t stat[P8__N_STATS];
    uint64_t *marks;         /* states 0, MARK_EVERY, 2*MARK_EVERY ... (inside this block) */
    uint8_t *moves;          /* 4 moves a byte, move i in bits 2*(i%4) of byte i/4 (inside) */
};

/* One block from allocator a with room for `length` moves when solved; statistics zero. */
static p8_result *alloc_block(const p8_allocator *a, int status, int solved, size_t length) {
    size_t marks = solved ? length / MARK_EVERY + 1 : 0, bytes = solved ? (length + 3) / 4 : 0;
    size_t size;
    p8_result *r;
    if (length > (SIZE_MAX - sizeof *r) / 2) return NULL;
    size = sizeof *r + marks * sizeof(uint64_t) + bytes;
    r = a->malloc_fn(size, a->user_data);
    if (!r) return NULL;
    memset(r, 0, size);
    r->a = *a;
    r->status = status;
    r->solved = solved;
    r->length = solved ? length : 0;
    r->marks = (uint64_t *)(r + 1);
    r->moves = (uint8_t *)(r->marks + marks);
    return r;
}

int p8__result_alloc(const p8_search *s, int solved, size_t length, p8_result **out) {
    p8_result *r = alloc_block(&s->mem.a, s->status, solved, length);
    *out = NULL;
    if (!r) return P8_ENOMEM;
    memcpy(r->stat, s->stat, sizeof r->stat);
    r->stat[P8_STAT_PEAK_BYTES] = s->mem.peak;
    r->stat[P8_STAT_FRONTIER] = p8__frontier_live(s);
    r->stat[P8_STAT_MAX_FRONTIER] = p8__max_frontier(s);
    *out = r;
    return P8_OK;
}

void p8__result_set_move(p8_result *r, size_t i, unsigned move) {
    uint8_t *byte = &r->moves[i / 4];
    unsigned shift = 2 * (unsigned)(i % 4);
    *byte = (uint8_t)((*byte & ~(3u << shift)) | (move & 3u) << shift);
}

static unsigned move_of(const p8_result *r, size_t i) {
    return (r->moves[i / 4] >> (2 * (i % 4))) & 3u;
}

void p8__result_set_chain(p8_result *r, size_t at, const p8__nodes *n, uint32_t index,
                          int backward) {
    for (; index != 0; index = n->node[index].parent) {
        unsigned m = P8__NODE_MOVE(n->node[index].gm);
        if (backward) p8__result_set_move(r, at++, P8__INVERSE_MOVE(m));
        else p8__result_set_move(r, --at, m);
    }
}

uint8_t *p8__result_packed(p8_result *r) {
    return r->moves;
}

/* Apply move m to a packed state whose blank is at *blank. */
static uint64_t apply(uint64_t x, int *blank, unsigned m) {
    int to = p8__move_target[*blank][m];
    uint64_t tile = (x >> (4 * to)) & 15u;
    x ^= (tile << (4 * to)) ^ (tile << (4 * *blank));
    *blank = to;
    return x;
}

void p8__result_seal(p8_result *r, const uint8_t start[9]) {
    uint64_t x = p8__pack(start);
    int blank = p8__blank_of(start);
    size_t i;
    if (!r->solved) return;
    for (i = 0;; i++) {
        if (i % MARK_EVERY == 0) r->marks[i / MARK_EVERY] = x;
        if (i == r->length) break;
        x = apply(x, &blank, move_of(r, i));
    }
}

int p8__result_of_side(const p8_search *s, const p8__side *d, p8_result **out) {
    int solved = d->found != UINT32_MAX;
    size_t length = solved ? P8__NODE_G(d->nodes.node[d->found].gm) : 0;
    int rc = p8__result_alloc(s, solved, length, out);
    if (rc != P8_OK || !solved) return rc;
    p8__result_set_chain(*out, length, &d->nodes, d->found, 0);
    p8__result_seal(*out, s->start);
    return P8_OK;
}

/* A result for a path found without a search (a table walk): see result_path.h. */
int p8__result_from_path(const p8_allocator *a, const uint8_t start[9], const uint8_t *moves,
                         size_t length, const uint64_t *stats, size_t n_stats, p8_result **out) {
    p8_result *r = alloc_block(a, P8_OK, 1, length);
    size_t i;
    *out = NULL;
    if (!r) return P8_ENOMEM;
    for (i = 0; i < n_stats && i < P8__N_STATS; i++) r->stat[i] = stats[i];
    for (i = 0; i < length; i++) p8__result_set_move(r, i, moves[i]);
    p8__result_seal(r, start);
    *out = r;
    return P8_OK;
}

void p8_result_free(p8_result *r) {
    if (r) r->a.free_fn(r, r->a.user_data);
}

int p8_result_status(const p8_result *r) { return r ? r->status : P8_EINVAL; }
int p8_result_solved(const p8_result *r) { return r ? r->solved : P8_EINVAL; }
size_t p8_result_length(const p8_result *r) { return r ? r->length : 0; }

size_t p8_result_moves(const p8_result *r, uint8_t *buf, size_t cap) {
    size_t i, n;
    if (!r) return 0;
    n = buf ? (r->length < cap ? r->length : cap) : 0;
    for (i = 0; i < n; i++) buf[i] = (uint8_t)move_of(r, i);
    return r->length;
}

size_t p8_result_moves_string(const p8_result *r, char *buf, size_t cap) {
    size_t i, n;
    if (!r) {
        if (buf && cap) buf[0] = '\0';
        return 0;
    }
    if (buf && cap) {
        n = r->length < cap - 1 ? r->length : cap - 1;
        for (i = 0; i < n; i++) buf[i] = (char)p8_move_letter((int)move_of(r, i));
        buf[n] = '\0';
    }
    return r->length;
}

int p8_result_state_at(const p8_result *r, size_t i, uint8_t *out) {
    uint64_t x;
    size_t k;
    int blank;
    if (!r || !out || !r->solved || i > r->length) return P8_EINVAL;
    x = r->marks[i / MARK_EVERY];
    p8__unpack(x, out);
    blank = p8__blank_of(out);
    for (k = i - i % MARK_EVERY; k < i; k++) x = apply(x, &blank, move_of(r, k));
    p8__unpack(x, out);
    return P8_OK;
}

uint64_t p8_result_stat(const p8_result *r, int which) {
    return r && which >= 0 && which < P8__N_STATS ? r->stat[which] : 0;
}
uint64_t p8_result_expanded(const p8_result *r) { return p8_result_stat(r, P8_STAT_EXPANDED); }
uint64_t p8_result_generated(const p8_result *r) { return p8_result_stat(r, P8_STAT_GENERATED); }
uint64_t p8_result_duplicates(const p8_result *r) { return p8_result_stat(r, P8_STAT_DUPLICATES); }
uint64_t p8_result_max_frontier(const p8_result *r) { return p8_result_stat(r, P8_STAT_MAX_FRONTIER); }
uint64_t p8_result_peak_bytes(const p8_result *r) { return p8_result_stat(r, P8_STAT_PEAK_BYTES); }
uint64_t p8_result_elapsed_ns(const p8_result *r) { return p8_result_stat(r, P8_STAT_ELAPSED_NS); }

size_t p8_result_fields(const p8_result *r, uint64_t *out, size_t cap) {
    size_t i, n = P8_RESULT_FIELD_STATS + P8__N_STATS;
    if (!r) return 0;
    for (i = 0; i < n && i < cap && out; i++) {
        switch (i) {
        case P8_RESULT_FIELD_STATUS: out[i] = (uint64_t)(int64_t)r->status; break;
        case P8_RESULT_FIELD_SOLVED: out[i] = (uint64_t)r->solved; break;
        case P8_RESULT_FIELD_LENGTH: out[i] = (uint64_t)r->length; break;
        default: out[i] = r->stat[i - P8_RESULT_FIELD_STATS]; break;
        }
    }
    return n;
}
