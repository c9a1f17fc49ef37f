/* SPDX-License-Identifier: MIT */
/* nodes.c - the node arena (12 bytes a stored node, in order of creation, with h and the public
 * id beside it when a run needs them) and the hash index from a state's key to its best node,
 * used by the graph duplicate policy. */
#include "nodes.h"

#include <string.h>

#define FIRST_SLOTS 256
#define TAGS UINT32_C(0xFF000000)

void p8__nodes_release(p8__nodes *n, p8__mem *m) {
    p8__mem_free(m, n->node, n->node_cap * sizeof *n->node);
    p8__mem_free(m, n->h, n->h_cap * sizeof *n->h);
    p8__mem_free(m, n->id, n->id_cap * sizeof *n->id);
    p8__mem_free(m, n->slot, n->slot_cap * sizeof *n->slot);
    memset(n, 0, sizeof *n);
}

/* The index without tags: node indices of 24 bits and more need the whole slot. */
static void untag(p8__nodes *n) {
    size_t i;
    for (i = 0; i < n->slot_cap; i++) n->slot[i] &= ~n->tag_mask;
    n->tag_mask = 0;
}

/* Grow an array beside the arena (or the arena) to `cap` entries of `elem` bytes. */
static int resize(p8__mem *m, void **arr, size_t *have, size_t cap, size_t elem) {
    void *p;
    if (*have >= cap) return P8_OK;
    p = p8__mem_realloc(m, *arr, *have * elem, cap * elem);
    if (!p) return m->limit_hit ? P8_ELIMIT : P8_ENOMEM;
    *arr = p;
    *have = cap;
    return P8_OK;
}

/* Room for `cap` nodes in the arena and what is kept beside it. Each array keeps its own size,
 * so a failure half way leaves everything consistent (cap: what all of them have). */
static int set_cap(p8__nodes *n, p8__mem *m, size_t cap) {
    int rc = resize(m, (void **)&n->node, &n->node_cap, cap, sizeof *n->node);
    if (rc == P8_OK && n->keep_h) rc = resize(m, (void **)&n->h, &n->h_cap, cap, sizeof *n->h);
    if (rc == P8_OK && n->keep_ids)
        rc = resize(m, (void **)&n->id, &n->id_cap, cap, sizeof *n->id);
    if (rc != P8_OK) return rc;
    n->cap = cap;
    if (cap > (size_t)(~n->tag_mask)) untag(n); /* indices up to cap - 1, stored + 1 */
    return P8_OK;
}

int p8__nodes_make_room(p8__nodes *n, p8__mem *m) {
    size_t cap = n->cap ? n->cap : 64;
    if (n->count >= UINT32_MAX - 1) return P8_ELIMIT; /* node indices are 32-bit */
    if (n->count < n->cap) return P8_OK;
    while (cap <= n->count) cap += cap / 2; /* by half again, as p8__mem_grow */
    if (cap > UINT32_MAX) cap = UINT32_MAX;
    if (cap > SIZE_MAX / sizeof(uint64_t)) return P8_ENOMEM;
    return set_cap(n, m, cap);
}

int p8__nodes_reserve_exact(p8__nodes *n, p8__mem *m, size_t cap) {
    return cap <= n->cap ? P8_OK : set_cap(n, m, cap);
}

void p8__nodes_reset(p8__nodes *n) {
    n->count = 0;
    if (n->used) memset(n->slot, 0, n->slot_cap * sizeof *n->slot);
    n->used = 0;
}

static int rehash(p8__nodes *n, p8__mem *m, size_t ncap) {
    uint32_t *tab = p8__mem_alloc(m, ncap * sizeof *tab);
    size_t i, j;
    if (!tab) return m->limit_hit ? P8_ELIMIT : P8_ENOMEM;
    memset(tab, 0, ncap * sizeof *tab);
    for (i = 0; i < n->slot_cap; i++) {
        uint32_t v = n->slot[i];
        if (!v) continue;
        j = p8__key_hash(n->node[(v & ~n->tag_mask) - 1].key);
        for (j &= ncap - 1; tab[j]; j = (j + 1) & (ncap - 1))
            ;
        tab[j] = v;
    }
    p8__mem_free(m, n->slot, n->slot_cap * sizeof *n->slot);
    n->slot = tab;
    n->slot_cap = ncap;
    return P8_OK;
}

int p8__nodes_grow_index(p8__nodes *n, p8__mem *m) {
    size_t ncap;
    if ((n->used + 1) * P8__INDEX_MAX_LOAD_DEN <= n->slot_cap * P8__INDEX_MAX_LOAD_NUM) return P8_OK;
    if (!n->slot_cap) n->tag_mask = n->cap > (size_t)~TAGS ? 0 : TAGS; /* a new index */
    ncap = n->slot_cap ? n->slot_cap * 2 : FIRST_SLOTS;
    if (ncap > SIZE_MAX / sizeof *n->slot) return P8_ENOMEM;
    return rehash(n, m, ncap);
}
