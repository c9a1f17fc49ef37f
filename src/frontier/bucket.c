/* SPDX-License-Identifier: MIT */
/* frontier_bucket.c - the bucket queue: O(1) push and pop for the small integer keys of this
 * domain, in exactly the heap's order: smaller key first, then smaller h, then first-in
 * first-out (a search pushes its nodes in the order it makes them, so this is the heap's
 * "smaller node index" too, and every configuration gives the same node counts with either).
 *
 * A grid of FIFO lists, one per (key, h): rows are keys kbase .. kbase+rows-1 (kbase is the
 * first key pushed into an empty frontier), columns are h 0 .. hcap-1, and a bit per column
 * says which lists of a row hold entries, so the smallest non-empty (key, h) is found by
 * scanning rows from the lowest one that may hold entries and taking a row's lowest set bit.
 * The grid grows with the keys and h values seen, up to MAX_CELLS lists; an entry outside it
 * (a key below kbase, or a key or h too large: inconsistent heuristics, big weights) goes into
 * a heap with the same order, and pop takes the smaller of the two fronts. Each list is a
 * circular list through a pool of (node, next) entries: its cell holds its last entry, whose
 * next is its first. */
#include "frontier.h"

#include <string.h>

typedef struct slot {
    uint32_t node;
    uint32_t next;   /* in a list: the next entry's index; on the free list: index + 1, or 0 */
} slot;

#define FIRST_ROWS 16u
#define FIRST_H 64u
#define MAX_CELLS (UINT32_C(1) << 20)

static unsigned lowest_bit(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_ctzll(x);
#else
    unsigned n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

static size_t words(const p8__frontier *f) {
    return f->hcap / 64;
}

/* Make the grid at least need_rows x need_h (a power of two rows, a multiple of 64 columns).
 * P8_OK, P8_EINVAL when that exceeds MAX_CELLS (the entry goes to the heap), or a memory error. */
static int grow_grid(p8__frontier *f, uint64_t need_rows, uint64_t need_h) {
    size_t rows = f->rows ? f->rows : FIRST_ROWS, hcap = f->hcap ? f->hcap : FIRST_H, r;
    uint32_t *cell;
    uint64_t *bits;
    while (rows < need_rows && rows <= MAX_CELLS) rows *= 2;
    while (hcap < need_h && hcap <= MAX_CELLS) hcap *= 2;
    if ((uint64_t)rows * hcap > MAX_CELLS) return P8_EINVAL;
    cell = p8__mem_alloc(f->mem, rows * hcap * sizeof *cell);
    if (!cell) return f->mem->limit_hit ? P8_ELIMIT : P8_ENOMEM;
    bits = p8__mem_alloc(f->mem, rows * (hcap / 64) * sizeof *bits);
    if (!bits) {
        p8__mem_free(f->mem, cell, rows * hcap * sizeof *cell);
        return f->mem->limit_hit ? P8_ELIMIT : P8_ENOMEM;
    }
    memset(cell, 0, rows * hcap * sizeof *cell);
    memset(bits, 0, rows * (hcap / 64) * sizeof *bits);
    for (r = 0; r < f->rows; r++) {
        memcpy(cell + r * hcap, f->cell + r * f->hcap, f->hcap * sizeof *cell);
        memcpy(bits + r * (hcap / 64), f->bits + r * words(f), words(f) * sizeof *bits);
    }
    p8__mem_free(f->mem, f->cell, f->rows * f->hcap * sizeof *f->cell);
    p8__mem_free(f->mem, f->bits, f->rows * words(f) * sizeof *f->bits);
    f->cell = cell;
    f->bits = bits;
    f->rows = rows;
    f->hcap = hcap;
    return P8_OK;
}

static int bucket_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    p8__frontier *f = ud;
    slot *pool;
    uint32_t at, *c;
    size_t row;
    (void)g;
    if (f->count == 0) { /* an empty frontier: the grid starts at this key */
        f->kbase = key;
        f->row0 = 0;
    }
    if (key < f->kbase || key - f->kbase >= f->rows || h >= f->hcap) {
        int rc = key < f->kbase ? P8_EINVAL : grow_grid(f, key - f->kbase + 1, (uint64_t)h + 1);
        if (rc == P8_EINVAL) { /* outside any grid we keep: the heap */
            p8__entry x;
            x.key = key;
            x.tie = (uint64_t)h << 32 | node;
            rc = p8__heap_insert(f->mem, &f->over, &f->over_cap, &f->over_count, x);
            f->count += rc == P8_OK;
            return rc;
        }
        if (rc != P8_OK) return rc;
    }
    if (f->free_head) {
        at = f->free_head - 1;
        f->free_head = ((slot *)f->buf)[at].next;
    } else {
        if (f->head == f->cap) {
            int rc = p8__mem_grow(f->mem, &f->buf, &f->cap, f->head + 1, sizeof(slot));
            if (rc != P8_OK) return rc;
        }
        at = (uint32_t)f->head++;
    }
    pool = f->buf;
    pool[at].node = node;
    row = (size_t)(key - f->kbase);
    c = &f->cell[row * f->hcap + h];
    if (*c) { /* after the last entry, before the first */
        pool[at].next = pool[*c - 1].next;
        pool[*c - 1].next = at;
    } else {
        pool[at].next = at;
        f->bits[row * words(f) + h / 64] |= UINT64_C(1) << (h % 64);
    }
    *c = at + 1;
    if (row < f->row0) f->row0 = row;
    f->in_grid++;
    f->count++;
    return P8_OK;
}

static int bucket_take(uint32_t *node, uint32_t *h, void *ud) {
    p8__frontier *f = ud;
    slot *pool = f->buf;
    const p8__entry *top = f->over;
    uint64_t key = 0, tie = 0;
    size_t row = f->row0, w = 0, c = 0;
    uint32_t first = 0, last;
    if (!f->count) return 0;
    if (f->in_grid) { /* the grid's front: the lowest row with a bit, its lowest bit */
        for (;; row++) {
            for (w = 0; w < words(f) && !f->bits[row * words(f) + w]; w++)
                ;
            if (w < words(f)) break;
        }
        f->row0 = row;
        c = row * f->hcap + w * 64 + lowest_bit(f->bits[row * words(f) + w]);
        first = pool[f->cell[c] - 1].next;
        key = f->kbase + row;
        tie = (uint64_t)(c - row * f->hcap) << 32 | pool[first].node;
    }
    if (f->over_count && (!f->in_grid || top->key < key || (top->key == key && top->tie < tie))) {
        *node = (uint32_t)top->tie;
        *h = (uint32_t)(top->tie >> 32);
        p8__heap_remove_top(f->over, &f->over_count);
        f->count--;
        return 1;
    }
    *node = pool[first].node;
    *h = (uint32_t)(c - row * f->hcap);
    last = f->cell[c] - 1;
    if (first == last) {
        f->cell[c] = 0;
        f->bits[c / 64] &= ~(UINT64_C(1) << (c % 64)); /* hcap is a multiple of 64 */
    } else {
        pool[last].next = pool[first].next;
    }
    pool[first].next = f->free_head;
    f->free_head = first + 1;
    f->in_grid--;
    f->count--;
    return 1;
}

static int bucket_pop(uint32_t *node, void *ud) {
    uint32_t h;
    return bucket_take(node, &h, ud);
}

/* A walk through the grid in pop order: rows (keys) up, columns (h) up, each list first in
 * first. `at` is the current entry of the list at (row, col), whose last entry is `last`. */
typedef struct cursor {
    size_t row, col;
    uint32_t at, last;
    int done;
} cursor;

/* Move c to the first entry of the first non-empty list at (row, col) or after it. */
static void seek(const p8__frontier *f, cursor *c, size_t row, size_t col) {
    const slot *pool = f->buf;
    for (; f->in_grid && row < f->rows; row++, col = 0) {
        size_t w;
        for (w = col / 64; w < words(f); w++) {
            uint64_t b = f->bits[row * words(f) + w];
            if (w == col / 64) b &= ~UINT64_C(0) << (col % 64);
            if (b) {
                c->row = row;
                c->col = w * 64 + lowest_bit(b);
                c->last = f->cell[row * f->hcap + c->col] - 1;
                c->at = pool[c->last].next;
                c->done = 0;
                return;
            }
        }
    }
    c->done = 1;
}

static void advance(const p8__frontier *f, cursor *c) {
    if (c->at != c->last) c->at = ((const slot *)f->buf)[c->at].next;
    else if (c->col + 1 < f->hcap) seek(f, c, c->row, c->col + 1);
    else seek(f, c, c->row + 1, 0);
}

/* The grid's walk merged with the heap of the other entries (ordered: a popped copy of it; else
 * the heap after the grid), the smaller front first, as bucket_pop takes them. */
static int bucket_walk(const p8__frontier *f, int ordered, const p8_allocator *a, p8__entry_fn fn,
                       void *ctx) {
    size_t n = ordered ? f->over_count : 0;
    p8__entry one, *over = NULL;
    int stop = 0;
    cursor c = { 0, 0, 0, 0, 1 };
    if (n == 1) {
        one = *(const p8__entry *)f->over;
        over = &one;
    } else if (n > 1 && !(over = p8__heap_copy(a, f->over, n))) {
        return P8_ENOMEM;
    }
    for (seek(f, &c, 0, 0); !stop && (!c.done || n);) {
        const slot *pool = f->buf;
        uint64_t key = f->kbase + c.row;
        uint64_t tie = (uint64_t)c.col << 32 | (c.done ? 0 : pool[c.at].node);
        uint32_t node, h;
        if (n && over && (c.done || over->key < key || (over->key == key && over->tie < tie))) {
            node = (uint32_t)over->tie;
            h = (uint32_t)(over->tie >> 32);
            p8__heap_remove_top(over, &n);
        } else {
            node = pool[c.at].node;
            h = (uint32_t)c.col;
            advance(f, &c);
        }
        stop = fn(node, h, ctx);
    }
    if (over && over != &one) a->free_fn(over, a->user_data);
    return ordered || stop ? P8_OK : p8__heap_walk(f->over, f->over_count, 0, a, fn, ctx);
}

static void bucket_clear(void *ud) {
    p8__frontier *f = ud;
    if (f->cell) memset(f->cell, 0, f->rows * f->hcap * sizeof *f->cell);
    if (f->bits) memset(f->bits, 0, f->rows * words(f) * sizeof *f->bits);
    f->count = f->in_grid = f->over_count = f->head = 0;
    f->row0 = 0;
    f->free_head = 0;
}

static void bucket_release(p8__frontier *f) {
    p8__mem_free(f->mem, f->cell, f->rows * f->hcap * sizeof *f->cell);
    p8__mem_free(f->mem, f->bits, f->rows * words(f) * sizeof *f->bits);
    p8__mem_free(f->mem, f->over, f->over_cap * sizeof(p8__entry));
    p8__frontier_free_buf(f, sizeof(slot));
    f->cell = NULL;
    f->bits = NULL;
    f->over = NULL;
    f->rows = f->hcap = f->row0 = f->in_grid = f->over_cap = f->over_count = 0;
    f->free_head = 0;
}

const p8__frontier_kind p8__frontier_bucket = { P8_FRONTIER_BUCKET, 0, 0, 1, 0, bucket_push, bucket_pop,
                                                bucket_take,
                                                p8__frontier_count, bucket_clear, bucket_release,
                                                bucket_walk };
