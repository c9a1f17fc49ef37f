/* SPDX-License-Identifier: MIT */
/* search_side.c - a side of a run (its nodes, its frontier, its target) and the frontier calls
 * of the step: every frontier, built-in or the caller's, is called through the same four
 * functions, and what a frontier returns is checked against its contract here. */
#include "search_internal.h"

#include <string.h>

void p8__side_open(p8_search *s, p8__side *d, const uint8_t from[9], const uint8_t target[9]) {
    const p8__frontier_kind *k = s->kind;
    (void)from;
    if (k) { /* a built-in: its functions, with its storage as user_data */
        d->store.kind = k;
        d->store.mem = &s->mem;
        d->push = k->push;
        d->pop = k->pop;
        d->size = k->size;
        d->clear = k->clear;
        d->fud = &d->store;
        d->test_at_generation = k->test_at_generation;
        d->trusted = 1;
        d->ring = k == &p8__frontier_fifo   ? P8__RING_FIFO
                  : k == &p8__frontier_lifo ? P8__RING_LIFO
                                            : 0;
    } else {
        d->push = s->fpush;
        d->pop = s->fpop;
        d->size = s->fsize;
        d->clear = s->fclear;
        d->fud = s->fud;
        d->test_at_generation = 0;
        d->trusted = 0;
        d->ring = 0;
    }
    d->clear(d->fud);
    /* depth-first tree search drops finished subtrees: node ids are then kept apart */
    d->reclaims = k && k->reclaims && s->dup != P8_DUP_GRAPH;
    d->nodes.keep_ids = d->reclaims;
    d->gen_test = NULL;
    d->live = 0;
    d->id_base = s->next_id;
    memcpy(d->target, target, 9);
    d->target_key = (uint32_t)p8__pack(target);
    p8__heuristic_prepare(&d->heur, s->builtin, s->hfn, s->hud, target);
    /* both fixed during a run */
    d->needs_tiles = s->emask != 0 || !d->heur.delta || d->heur.delta_reads_tiles;
    d->found = UINT32_MAX;
    d->depth = 0;
}

int p8__side_root(p8_search *s, p8__side *d, const uint8_t from[9]) {
    uint32_t root, key = (uint32_t)p8__pack(from);
    int rc = p8__nodes_push(&d->nodes, &s->mem, key, 0, 0, 0, s->next_id, &root);
    if (rc == P8_OK && s->dup == P8_DUP_GRAPH) {
        size_t slot;
        rc = p8__nodes_reserve(&d->nodes, &s->mem);
        if (rc == P8_OK && p8__nodes_find(&d->nodes, key, &slot) == UINT32_MAX)
            p8__nodes_set(&d->nodes, slot, root);
    }
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    s->next_id++;
    d->nodes.node[root].h = d->heur.fn(from, d->target, d->heur.user_data);
    if (p8__canceled(s)) return p8__search_fail(s, P8_ECANCELED, "the run was canceled");
    return P8_AGAIN;
}

int p8__side_restart(p8_search *s, p8__side *d, const uint8_t from[9]) {
    p8__nodes_reset(&d->nodes);
    d->clear(d->fud);
    s->live -= d->live;
    d->live = 0;
    d->id_base = s->next_id;
    return p8__side_root(s, d, from);
}

int p8__push(p8_search *s, p8__side *d, uint32_t index) {
    const p8__node *nd = &d->nodes.node[index];
    return p8__push_key(s, d, index, p8__key_of(s, P8__NODE_G(nd->gm), nd->h));
}

/* The caller's frontier holds `size` entries where `held` were pushed and not popped: more is a
 * lie (P8_EFRONTIER), fewer were dropped (a beam), counted in s->dropped. P8_AGAIN. */
static int note_size(p8_search *s, p8__side *d, uint64_t held, uint64_t size) {
    if (size > held)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's size says %llu entries, but "
                               "only %llu were pushed and not popped", (unsigned long long)size,
                               (unsigned long long)held);
    s->dropped += held - size;
    s->live -= d->live - size;
    d->live = size;
    return P8_AGAIN;
}

int p8__push_checked(p8_search *s, p8__side *d, uint32_t index, uint64_t key) {
    const p8__node *nd = &d->nodes.node[index];
    int rc = d->push(index, key, P8__NODE_G(nd->gm), nd->h, d->fud);
    if (rc == P8_ENOMEM)
        return p8__search_fail(s, P8_ENOMEM, "the frontier's push ran out of memory");
    if (rc != P8_OK)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's push failed (it returned %d)", rc);
    /* the entries it holds now: a beam may have dropped one, so the peak is its size's */
    if ((rc = note_size(s, d, d->live + 1, d->size(d->fud))) != P8_AGAIN) return rc;
    if (s->live > s->stat[P8_STAT_MAX_FRONTIER]) s->stat[P8_STAT_MAX_FRONTIER] = s->live;
    return P8_AGAIN;
}

int p8__pop_checked(p8_search *s, p8__side *d, uint32_t *index) {
    /* the caller's pop may be slow: the time limit is checked before it (s->tcaller is set) */
    int rc = p8__time_check(s);
    uint64_t size;
    if (rc != P8_AGAIN) return rc;
    rc = d->pop(index, d->fud);
    if (rc == 0) { /* empty: entries not popped were dropped (a beam may drop entries) */
        size = d->size(d->fud);
        if (size)
            return p8__search_fail(s, P8_EFRONTIER, "the frontier's pop said it was empty, but "
                                   "its size says %llu entries", (unsigned long long)size);
        s->dropped += d->live;
        s->live -= d->live;
        d->live = 0;
        return 0;
    }
    if (rc != 1)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's pop failed (it returned %d)", rc);
    if (!d->live)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's pop returned node %lu, but "
                               "every entry pushed was already popped", (unsigned long)*index);
    if (*index >= d->nodes.count)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's pop returned node %lu, which "
                               "was never pushed", (unsigned long)*index);
    if (d->nodes.node[*index].gm & P8__POPPED_BIT)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's pop returned node %lu, which "
                               "was already popped", (unsigned long)*index);
    /* The entries left: a frontier may have dropped some (a beam), never added any. Asked at
     * every pop, so the statistics do not depend on how a run is stepped. */
    if ((rc = note_size(s, d, d->live - 1, d->size(d->fud))) != P8_AGAIN) return rc;
    d->nodes.node[*index].gm |= P8__POPPED_BIT;
    /* LIFO: every node made after this one was popped, and its subtree is finished */
    if (d->reclaims) d->nodes.count = *index + 1;
    return 1;
}

int p8__frontier_audit(p8_search *s) {
    int i;
    for (i = 0; i < 2; i++) {
        p8__side *d = &s->side[i];
        uint64_t size;
        if (!d->size) continue;
        size = d->size(d->fud);
        if (size > d->live) /* fewer: dropped after the last pop, counted at the next one */
            return p8__search_fail(s, P8_EFRONTIER, "the frontier's size says %llu entries, but "
                                   "only %llu were pushed and not popped",
                                   (unsigned long long)size, (unsigned long long)d->live);
    }
    return P8_AGAIN;
}
