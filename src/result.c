/* result.c - p8_result: the outcome of a run, copied out of the search into one block from the
 * search's allocator, so it never borrows from the search and can be freed in any order. */
#include "search_internal.h"
#include "space_internal.h"

#include <string.h>

struct p8_result {
    p8_allocator a;          /* how to free this block */
    int status;
    int solved;
    size_t length;           /* moves */
    uint64_t stat[P8__N_STATS];
    uint64_t *states;        /* length + 1 packed states, start .. goal (inside this block) */
    uint8_t *moves;          /* length moves (inside this block) */
};

int p8__result_make(const p8_search *s, p8_result **out) {
    const p8__nodes *n = &s->nodes;
    int solved = s->goal_node != UINT32_MAX;
    size_t length = solved ? P8__NODE_G(n->node[s->goal_node].gm) : 0, size, i;
    uint32_t at;
    p8_result *r;
    size = sizeof *r + (solved ? (length + 1) * sizeof(uint64_t) + length : 0);
    r = s->mem.a.malloc_fn(size, s->mem.a.user_data);
    if (!r) return P8_ENOMEM;
    memset(r, 0, sizeof *r);
    r->a = s->mem.a;
    r->status = s->status;
    r->solved = solved;
    r->length = length;
    memcpy(r->stat, s->stat, sizeof r->stat);
    r->stat[P8_STAT_PEAK_BYTES] = s->mem.peak;
    r->stat[P8_STAT_FRONTIER] = s->frontier.count;
    if (solved) {
        r->states = (uint64_t *)(r + 1);
        r->moves = (uint8_t *)(r->states + length + 1);
        /* Walk the parents back from the goal node; the root is node 0. */
        for (at = s->goal_node, i = length;; at = n->node[at].parent, i--) {
            r->states[i] = p8__key_expand(n->node[at].key);
            if (i == 0) break;
            r->moves[i - 1] = (uint8_t)P8__NODE_MOVE(n->node[at].gm);
        }
    }
    *out = r;
    return P8_OK;
}

/* A result for a path found without a search (a table walk): see space_internal.h. */
int p8__result_from_path(const p8_allocator *a, const uint8_t start[9], const uint8_t *moves,
                         size_t length, const uint64_t *stats, size_t n_stats, p8_result **out) {
    size_t size = sizeof(p8_result) + (length + 1) * sizeof(uint64_t) + length, i;
    uint8_t t[9];
    int b = p8__blank_of(start);
    p8_result *r = a->malloc_fn(size, a->user_data);
    *out = NULL;
    if (!r) return P8_ENOMEM;
    memset(r, 0, sizeof *r);
    r->a = *a;
    r->status = P8_OK;
    r->solved = 1;
    r->length = length;
    for (i = 0; i < n_stats && i < P8__N_STATS; i++) r->stat[i] = stats[i];
    r->states = (uint64_t *)(r + 1);
    r->moves = (uint8_t *)(r->states + length + 1);
    memcpy(t, start, 9);
    for (i = 0;; i++) {
        r->states[i] = p8__pack(t);
        if (i == length) break;
        r->moves[i] = moves[i];
        t[b] = t[p8__move_target[b][moves[i]]];
        b = p8__move_target[b][moves[i]];
        t[b] = 0;
    }
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
    if (!r) return 0;
    if (buf && cap && r->length) memcpy(buf, r->moves, r->length < cap ? r->length : cap);
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
        for (i = 0; i < n; i++) buf[i] = (char)p8_move_letter(r->moves[i]);
        buf[n] = '\0';
    }
    return r->length;
}

int p8_result_state_at(const p8_result *r, size_t i, uint8_t *out) {
    if (!r || !out || !r->solved || i > r->length) return P8_EINVAL;
    p8__unpack(r->states[i], out);
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
