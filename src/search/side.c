/* SPDX-License-Identifier: MIT */
/* side.c - a side of a run (its nodes, its frontier, its target) and the frontier calls of the
 * step: every frontier, built-in or the caller's, is called through the same functions, and
 * what a caller's frontier returns is checked against its contract here. */
#include "search.h"

#include <string.h>

void p8__side_open(p8_search *s, p8__side *d, const uint8_t target[9], int with_frontier) {
    const p8__frontier_kind *k = with_frontier ? s->kind : NULL;
    d->ring = NULL;
    d->ring_back = 0;
    d->take = NULL;
    if (!with_frontier) { /* none: a side that picks goes from node to node */
        d->push = NULL;
        d->pop = NULL;
        d->size = NULL;
        d->clear = NULL;
        d->fud = NULL;
        d->test_at_generation = 0;
        d->trusted = 1;
    } else if (k) { /* a built-in: its functions, with its storage as user_data */
        d->store.kind = k;
        d->store.mem = &s->mem;
        d->push = k->push;
        d->pop = k->pop;
        d->take = k->take;
        d->size = k->size;
        d->clear = k->clear;
        d->fud = &d->store;
        d->test_at_generation = k->test_at_generation;
        d->trusted = 1;
        d->ring = k->ring ? &d->store : NULL;
        d->ring_back = k->ring == 2;
    } else {
        d->push = s->fpush;
        d->pop = s->fpop;
        d->size = s->fsize;
        d->clear = s->fclear;
        d->fud = s->fud;
        d->test_at_generation = 0;
        d->trusted = 0;
    }
    if (d->clear) d->clear(d->fud);
    /* depth-first tree search drops finished subtrees: node ids are then kept apart */
    d->reclaims = k && k->reclaims && !p8__policy_table(s->dup);
    d->nodes.keep_ids = d->reclaims;
    /* a built-in frontier hands each entry's h back; a caller's only the node */
    d->nodes.keep_h = with_frontier && !k;
    d->meet = NULL;
    d->pick = NULL;
    d->path = NULL;
    d->next_full = 0;
    d->live = 0;
    d->stack.top = d->stack.entry;
    d->id_base = s->next_id;
    memcpy(d->target, target, 9);
    d->target_key = (uint32_t)p8__pack(target);
    p8__heuristic_reprepare(&d->heur, s->builtin, s->hfn, s->hud, target);
    d->found = UINT32_MAX;
    d->depth = 0;
    d->flags = 0;
    d->visit_body = NULL;
}

int p8__side_root(p8_search *s, p8__side *d, const uint8_t from[9], uint32_t *h) {
    uint32_t root, key = (uint32_t)p8__pack(from);
    int rc = p8__nodes_push(&d->nodes, &s->mem, key, 0, 0, 0, s->next_id, &root);
    if (rc == P8_OK && p8__policy_table(s->dup) == 1) {
        size_t slot;
        rc = p8__nodes_reserve(&d->nodes, &s->mem);
        if (rc == P8_OK && p8__nodes_find(&d->nodes, key, &slot) == UINT32_MAX)
            p8__nodes_set(&d->nodes, slot, root);
    }
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    s->next_id++;
    *h = d->heur.fn(from, d->target, d->heur.user_data);
    if (d->nodes.keep_h) d->nodes.h[root] = *h;
    if (p8__canceled(s)) return p8__canceled_run(s);
    return P8_AGAIN;
}

int p8__side_restart(p8_search *s, p8__side *d, const uint8_t from[9]) {
    uint32_t h;
    int rc;
    p8__nodes_reset(&d->nodes);
    p8__note_frontier(s);
    d->clear(d->fud);
    d->live = 0;
    d->stack.top = d->stack.entry;
    d->id_base = s->next_id;
    rc = p8__side_root(s, d, from, &h);
    return rc == P8_AGAIN ? p8__push(s, d, 0, h) : rc;
}

int p8__push(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    return p8__push_key(s, d, index, h, p8__key_of(s, P8__NODE_G(d->nodes.node[index].gm), h));
}

int p8__push_failed(p8_search *s, int rc) {
    return p8__alloc_failed(s, rc);
}

/* A caller's frontier holds `size` entries where `held` were pushed and not popped: more is a
 * lie (P8_EFRONTIER), fewer were dropped (a beam), counted in s->dropped. P8_AGAIN. */
static int note_size(p8_search *s, p8__side *d, uint64_t held, uint64_t size) {
    if (size > held)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's size says %llu entries, but "
                               "only %llu were pushed and not popped", (unsigned long long)size,
                               (unsigned long long)held);
    s->dropped += held - size;
    d->live = size;
    return P8_AGAIN;
}

int p8__push_checked(p8_search *s, p8__side *d, uint32_t index, uint32_t h, uint64_t key) {
    int rc = d->push(index, key, P8__NODE_G(d->nodes.node[index].gm), h, d->fud);
    if (rc == P8_ENOMEM)
        return p8__search_fail(s, P8_ENOMEM, "the frontier's push ran out of memory");
    if (rc != P8_OK)
        return p8__search_fail(s, P8_EFRONTIER, "the frontier's push failed (it returned %d)", rc);
    /* the entries it holds now: a beam may have dropped one, so the peak is its size's */
    if ((rc = note_size(s, d, d->live + 1, d->size(d->fud))) != P8_AGAIN) return rc;
    p8__note_frontier(s);
    return P8_AGAIN;
}

int p8__pop_checked(p8_search *s, p8__side *d, uint32_t *index, uint32_t *h) {
    /* the caller's pop may be slow: the time limit is checked before it (s->tcaller is set) */
    int rc = p8__time_check(s);
    uint64_t size;
    if (rc != P8_AGAIN) return rc;
    p8__note_frontier(s);
    rc = d->pop(index, d->fud);
    if (rc == 0) { /* empty: entries not popped were dropped (a beam may drop entries) */
        size = d->size(d->fud);
        if (size)
            return p8__search_fail(s, P8_EFRONTIER, "the frontier's pop said it was empty, but "
                                   "its size says %llu entries", (unsigned long long)size);
        s->dropped += d->live;
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
    *h = d->nodes.h[*index];
    /* LIFO: every node made after this one was popped, and its subtree is finished */
    if (d->reclaims) d->nodes.count = *index + 1;
    return 1;
}

int p8__frontier_audit(p8_search *s) {
    int i;
    for (i = 0; i < 2; i++) {
        p8__side *d = &s->side[i];
        uint64_t size;
        if (d->trusted || !d->size) continue; /* a built-in counts its own entries */
        size = d->size(d->fud);
        if (size > d->live) /* fewer: dropped after the last pop, counted at the next one */
            return p8__search_fail(s, P8_EFRONTIER, "the frontier's size says %llu entries, but "
                                   "only %llu were pushed and not popped",
                                   (unsigned long long)size, (unsigned long long)d->live);
    }
    return P8_AGAIN;
}
