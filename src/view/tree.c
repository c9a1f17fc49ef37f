/* SPDX-License-Identifier: MIT */
/* tree.c - p8_tree: the node records of a search tree, for drawing (svg_tree.c, dot_tree.c).
 * Records come from events (p8_tree_add, by hand or from the recorder of p8_tree_watch): a
 * GENERATE makes a record, EXPAND, DUPLICATE and GOAL mark one (making it when it is new). The
 * tree keeps the nodes of the first max_expansions expansions: once one more expansion
 * arrives it takes no new record, but still marks the ones it has. Records are kept in the
 * order they came, each after its parent (p8_tree_add refuses an orphan), so the records form
 * a forest that every pass can walk in one direction. */
#include "view.h"

#include <string.h>

#define TREE_MIN_SLOTS 64

int p8_tree_new_with_allocator(uint64_t max_expansions, const p8_allocator *a, p8_tree **out) {
    p8_tree *t;
    if (out) *out = NULL;
    if (!a || !out || !a->malloc_fn || !a->realloc_fn || !a->free_fn) return P8_EINVAL;
    t = a->malloc_fn(sizeof *t, a->user_data);
    if (!t) return P8_ENOMEM;
    memset(t, 0, sizeof *t);
    t->mem.a = *a;
    t->mem.limit = UINT64_MAX; /* no memory limit (UINT64_MAX: none) */
    t->max_expansions = max_expansions;
    t->depth_limit = UINT64_MAX;
    t->last_unkept = SIZE_MAX;
    *out = t;
    return P8_OK;
}

int p8_tree_new(uint64_t max_expansions, p8_tree **out) {
    return p8_tree_new_with_allocator(max_expansions, &p8__default_allocator, out);
}

void p8_tree_free(p8_tree *t) {
    p8_allocator a;
    if (!t) return;
    a = t->mem.a;
    p8__mem_free(&t->mem, t->rec, t->cap * sizeof *t->rec);
    p8__mem_free(&t->mem, t->slot, t->slot_cap * sizeof *t->slot);
    a.free_fn(t, a.user_data);
}

size_t p8_tree_count(const p8_tree *t) {
    return t ? t->count : 0;
}

/* SplitMix64's finaliser: ids are often consecutive, the slots must not be. */
static size_t tree_hash(uint64_t id, size_t mask) {
    id ^= id >> 30;
    id *= UINT64_C(0xbf58476d1ce4e5b9);
    id ^= id >> 27;
    id *= UINT64_C(0x94d049bb133111eb);
    id ^= id >> 31;
    return (size_t)id & mask;
}

/* The slot of id: where it is, or the empty slot where it would go. slot_cap > 0. */
static size_t tree_slot(const p8_tree *t, uint64_t id) {
    size_t mask = t->slot_cap - 1, i = tree_hash(id, mask);
    while (t->slot[i] && t->rec[t->slot[i] - 1].id != id) i = (i + 1) & mask;
    return i;
}

const p8__record *p8__tree_find(const p8_tree *t, uint64_t id) {
    size_t i;
    if (!t->slot_cap) return NULL;
    i = tree_slot(t, id);
    return t->slot[i] ? &t->rec[t->slot[i] - 1] : NULL;
}

int p8__record_cut(const p8_tree *t, const p8__record *r) {
    if (r->flags & (P8__REC_EXPANDED | P8__REC_DUPLICATE | P8__REC_GOAL)) return 0;
    return (r->flags & P8__REC_CUTOFF) || r->g >= t->depth_limit ||
           (t->bound_is_depth && r->g >= r->bound);
}

void p8__tree_clear(p8_tree *t) {
    if (t->slot_cap) memset(t->slot, 0, t->slot_cap * sizeof *t->slot);
    t->count = 0;
    t->expansions = 0;
    t->stopped = 0;
    t->last_unkept = SIZE_MAX;
}

void p8__tree_note(p8_tree *t, const p8__record *r) {
    p8__record *last;
    if (t->count == 0) return;
    last = r->id == P8__NO_ID ? &t->rec[t->count - 1] : (p8__record *)p8__tree_find(t, r->id);
    if (last && last->state == r->state) {
        last->side = r->side;
        last->bound = r->bound;
    }
}

/* Room for one more record: the array, and the index kept at most half full. */
static int tree_reserve(p8_tree *t) {
    int rc;
    if (t->count >= UINT32_MAX - 1) return P8_ELIMIT;
    rc = p8__mem_grow(&t->mem, (void **)&t->rec, &t->cap, t->count + 1, sizeof *t->rec);
    if (rc != P8_OK) return rc;
    if (2 * (t->count + 1) > t->slot_cap) {
        size_t cap = t->slot_cap ? 2 * t->slot_cap : TREE_MIN_SLOTS, old = t->slot_cap, i;
        uint32_t *old_slot = t->slot, *slot = p8__mem_alloc(&t->mem, cap * sizeof *slot);
        if (!slot) return P8_ENOMEM;
        memset(slot, 0, cap * sizeof *slot);
        t->slot = slot;
        t->slot_cap = cap;
        for (i = 0; i < t->count; i++)
            if (t->rec[i].id != P8__NO_ID) t->slot[tree_slot(t, t->rec[i].id)] = (uint32_t)i + 1;
        p8__mem_free(&t->mem, old_slot, old * sizeof *old_slot);
    }
    return P8_OK;
}

/* A new record; the caller checked that id is new (or UINT64_MAX: not indexed) and the parent
 * is known (or is id itself). */
static int tree_new_record(p8_tree *t, uint64_t id, uint64_t parent, int move, unsigned g,
                           unsigned h, uint64_t key, const uint8_t state[9], p8__record **out) {
    p8__record *r;
    int rc = tree_reserve(t);
    if (rc != P8_OK) return rc;
    r = &t->rec[t->count];
    memset(r, 0, sizeof *r);
    r->id = id;
    r->parent = parent;
    r->key = key;
    r->g = g;
    r->h = h;
    r->state = (uint32_t)p8__pack(state);
    r->move = (uint8_t)(move < 0 ? P8__NO_MOVE : (unsigned)move);
    r->bound = UINT64_MAX;
    t->count++;
    if (id != P8__NO_ID) t->slot[tree_slot(t, id)] = (uint32_t)t->count;
    *out = r;
    return P8_OK;
}

/* A successor the search did not keep (id UINT64_MAX): a record of its own, with no id, so no
 * child can name it. GENERATE makes it, cut off until a DUPLICATE for it (the next event, for
 * the same parent and state) says it was a duplicate. */
static int tree_add_unkept(p8_tree *t, int event, uint64_t parent, int move, unsigned g,
                           unsigned h, uint64_t key, const uint8_t *state) {
    p8__record *r = NULL;
    int rc;
    if (event != P8_EVENT_GENERATE && event != P8_EVENT_DUPLICATE) return P8_EINVAL;
    if (parent == P8__NO_ID || !p8__tree_find(t, parent)) {
        if (t->stopped && parent != P8__NO_ID) return P8_OK; /* its parent was not kept */
        return P8_EINVAL;
    }
    if (event == P8_EVENT_DUPLICATE && t->last_unkept != SIZE_MAX) {
        r = &t->rec[t->last_unkept];
        if (r->parent != parent || r->state != (uint32_t)p8__pack(state)) r = NULL;
    }
    t->last_unkept = SIZE_MAX;
    if (!r) {
        if (t->stopped) return P8_OK;
        if ((rc = tree_new_record(t, P8__NO_ID, parent, move, g, h, key, state, &r)) != P8_OK)
            return rc;
        t->last_unkept = t->count - 1;
    }
    if (event == P8_EVENT_GENERATE) r->flags |= P8__REC_CUTOFF;
    else r->flags = (uint8_t)((r->flags & ~P8__REC_CUTOFF) | P8__REC_DUPLICATE);
    return P8_OK;
}

int p8_tree_add(p8_tree *t, int event, uint64_t id, uint64_t parent, int move, unsigned int g,
                unsigned int h, uint64_t key, const uint8_t *state) {
    p8__record *r;
    int rc, root;
    if (!t || !state || event < P8_EVENT_EXPAND || event > P8_EVENT_GOAL || move < -1 || move > 3 ||
        !p8__tiles_valid(state))
        return P8_EINVAL;
    if (event == P8_EVENT_EXPAND && !t->stopped && t->expansions == t->max_expansions)
        t->stopped = 1; /* one expansion more than the tree keeps */
    if (id == P8__NO_ID) return tree_add_unkept(t, event, parent, move, g, h, key, state);
    t->last_unkept = SIZE_MAX;
    if (parent == P8__NO_ID) parent = id;
    root = parent == id;
    r = (p8__record *)p8__tree_find(t, id);
    if (r && event == P8_EVENT_GENERATE) return P8_EINVAL; /* an id is generated once */
    if (r && (r->parent != parent || r->state != (uint32_t)p8__pack(state))) return P8_EINVAL;
    if (!r) {
        /* A stopped tree takes no new node, except a first root (so max_expansions 0 still
         * shows the start). */
        if (t->stopped && !(t->count == 0 && root)) return P8_OK;
        if (!root && !p8__tree_find(t, parent)) return P8_EINVAL; /* parents come first */
        rc = tree_new_record(t, id, parent, move, g, h, key, state, &r);
        if (rc != P8_OK) return rc;
    }
    if (event == P8_EVENT_EXPAND && !t->stopped) {
        r->flags |= P8__REC_EXPANDED;
        r->order = (uint32_t)(++t->expansions <= UINT32_MAX ? t->expansions : UINT32_MAX);
    } else if (event == P8_EVENT_DUPLICATE) {
        r->flags |= P8__REC_DUPLICATE;
    } else if (event == P8_EVENT_GOAL) {
        r->flags |= P8__REC_GOAL;
    }
    return P8_OK;
}
