/* SPDX-License-Identifier: MIT */
/* tree_layout.c - where each node of a p8_tree goes in a drawing: a tidy layered layout (the
 * leaves side by side in order, each parent centred over its children, one row per level), the
 * drawing order, and which nodes lie on the solution path. Shared by svg_tree.c and dot_tree.c
 * (DOT uses the order and the path; Graphviz places the nodes itself). */
#include "view.h"

#include <string.h>

#define LAYOUT_NONE UINT32_MAX

void p8__layout_free(p8__layout *l) {
    size_t n = l->cap;
    p8__mem_free(&l->mem, l->order, n * sizeof *l->order);
    p8__mem_free(&l->mem, l->x2, n * sizeof *l->x2);
    p8__mem_free(&l->mem, l->on_path, n * sizeof *l->on_path);
    p8__mem_free(&l->mem, l->level, n * sizeof *l->level);
    l->order = l->x2 = l->level = NULL;
    l->on_path = NULL;
    l->n = l->cap = 0;
}

/* 1 if record r (at `level` below its root) holds its state of the solution path: the level-th
 * from the start, or from the goal for a node of the goal's side (bidirectional search). */
static int layout_on_path(const p8_result *path, const p8__record *r, uint32_t level) {
    uint8_t t[9];
    size_t length;
    if (!path || p8_result_solved(path) != 1 || level > (length = p8_result_length(path))) return 0;
    if (p8_result_state_at(path, r->side ? length - level : level, t) != P8_OK) return 0;
    return (uint32_t)p8__pack(t) == r->state;
}

int p8__layout_make(const p8_tree *t, const p8_result *path, p8__layout *l) {
    p8__mem *m = &l->mem;
    size_t n = t->count, i, k = 0;
    uint32_t *parent = NULL, *first = NULL, *next = NULL, *last = NULL, *level, *stack;
    uint32_t leaves = 0;
    int rc = P8_ENOMEM;
    memset(l, 0, sizeof *l);
    l->mem.a = t->mem.a;
    l->mem.limit = UINT64_MAX;
    l->cap = n;
    if (n == 0) return P8_OK;
    l->order = p8__mem_alloc(m, n * sizeof *l->order);
    l->x2 = p8__mem_alloc(m, n * sizeof *l->x2);
    l->on_path = p8__mem_alloc(m, n * sizeof *l->on_path);
    parent = p8__mem_alloc(m, n * sizeof *parent);
    first = p8__mem_alloc(m, n * sizeof *first);
    next = p8__mem_alloc(m, n * sizeof *next);
    last = p8__mem_alloc(m, n * sizeof *last);
    level = l->level = p8__mem_alloc(m, n * sizeof *level);
    if (!l->order || !l->x2 || !l->on_path || !parent || !first || !next || !last || !level)
        goto done;
    /* Children lists in record order (the loop's generation order); parents come first. */
    for (i = 0; i < n; i++) {
        const p8__record *r = &t->rec[i];
        first[i] = last[i] = next[i] = LAYOUT_NONE;
        parent[i] = LAYOUT_NONE;
        level[i] = 0;
        if (r->parent != r->id) {
            uint32_t p = (uint32_t)(p8__tree_find(t, r->parent) - t->rec);
            parent[i] = p;
            level[i] = level[p] + 1;
            if (first[p] == LAYOUT_NONE) first[p] = (uint32_t)i;
            else next[last[p]] = (uint32_t)i;
            last[p] = (uint32_t)i;
        }
        l->on_path[i] = (uint8_t)((parent[i] == LAYOUT_NONE || l->on_path[parent[i]]) &&
                                  layout_on_path(path, r, level[i]));
        if (level[i] > l->depth) l->depth = level[i];
    }
    /* Pre-order for drawing (each root in turn), with `last` reused as the DFS stack. */
    stack = last;
    for (i = 0; i < n; i++) {
        size_t top = 0;
        if (parent[i] != LAYOUT_NONE) continue;
        stack[top++] = (uint32_t)i;
        while (top) {
            uint32_t v = stack[--top], c, cnt = 0, j;
            l->order[k++] = v;
            for (c = first[v]; c != LAYOUT_NONE; c = next[c]) stack[top + cnt++] = c;
            for (j = 0; j < cnt / 2; j++) { /* push in reverse so the first child pops first */
                uint32_t tmp = stack[top + j];
                stack[top + j] = stack[top + cnt - 1 - j];
                stack[top + cnt - 1 - j] = tmp;
            }
            top += cnt;
        }
    }
    l->n = k;
    /* Columns: leaves left to right in pre-order; a parent sits over the middle of its first
     * and last child. Reverse pre-order visits every child before its parent. */
    for (i = 0; i < k; i++)
        if (first[l->order[i]] == LAYOUT_NONE) l->x2[l->order[i]] = 2 * leaves++;
    for (i = k; i-- > 0;) {
        uint32_t v = l->order[i], c, lo = LAYOUT_NONE, hi = 0;
        if (first[v] == LAYOUT_NONE) continue;
        for (c = first[v]; c != LAYOUT_NONE; c = next[c]) {
            if (lo == LAYOUT_NONE) lo = l->x2[c];
            hi = l->x2[c];
        }
        l->x2[v] = (lo + hi) / 2;
    }
    l->width2 = 2 * leaves;
    rc = P8_OK;
done:
    p8__mem_free(m, parent, n * sizeof *parent);
    p8__mem_free(m, first, n * sizeof *first);
    p8__mem_free(m, next, n * sizeof *next);
    p8__mem_free(m, last, n * sizeof *last);
    if (rc != P8_OK) p8__layout_free(l);
    return rc;
}
