/* SPDX-License-Identifier: MIT */
/*
 * frontier.c - write your own frontier and plug it into a search (issue 11's tutorial).
 * A sorted list with the heap's order (key, then h, then first pushed) gives exactly the heap's
 * node counts; a beam (keep the best K, drop the rest) is faster and smaller but neither
 * complete nor optimal: on the textbook board K = 20 finds 36 moves (26 are optimal) and K = 1
 * finds nothing.
 *
 *   cc -o frontier frontier.c $(pkg-config --cflags --libs puzzle8)
 *   ./frontier ["START"]
 */
#include <puzzle8.h>
#include <stdio.h>
#include <stdlib.h>

/* One entry: the search gives a node handle, the node's key (wg*g + wh*h), g and h. */
struct entry {
    uint64_t key;
    uint32_t h, node;
};

/* A sorted list, kept in descending order so that the next entry is the last one. */
struct sorted_list {
    struct entry *e;
    size_t n, cap, beam; /* beam > 0: keep only the best `beam` entries */
};

/* 1 if a leaves the frontier after b: larger key, then larger h, then pushed later. */
static int after(const struct entry *a, const struct entry *b) {
    if (a->key != b->key) return a->key > b->key;
    if (a->h != b->h) return a->h > b->h;
    return a->node > b->node;
}

static int list_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *user_data) {
    struct sorted_list *l = user_data;
    struct entry x;
    size_t i;
    (void)g;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 256;
        struct entry *e = realloc(l->e, cap * sizeof *e);
        if (!e) return P8_ENOMEM; /* the run ends with P8_ENOMEM */
        l->e = e;
        l->cap = cap;
    }
    x.key = key;
    x.h = h;
    x.node = node;
    for (i = l->n; i > 0 && after(&l->e[i - 1], &x) == 0; i--) l->e[i] = l->e[i - 1];
    l->e[i] = x;
    l->n++;
    if (l->beam && l->n > l->beam) { /* a beam drops the worst entries (at the front) */
        size_t drop = l->n - l->beam;
        for (i = 0; i + drop < l->n; i++) l->e[i] = l->e[i + drop];
        l->n = l->beam;
    }
    return 0;
}

static int list_pop(uint32_t *node, void *user_data) {
    struct sorted_list *l = user_data;
    if (l->n == 0) return 0;
    *node = l->e[--l->n].node;
    return 1;
}

static uint64_t list_size(void *user_data) {
    return ((struct sorted_list *)user_data)->n;
}

static void list_clear(void *user_data) {
    ((struct sorted_list *)user_data)->n = 0;
}

/* Run A* Manhattan with frontier `f` (NULL: the built-in heap); prints a line, returns status. */
static int run(const char *label, struct sorted_list *f, const p8_board *start,
               const p8_board *goal, uint64_t *expanded) {
    p8_search *s = NULL;
    p8_result *r = NULL;
    int rc = p8_search_new(&s);
    if (rc == P8_OK && f)
        rc = p8_search_set_frontier_fns(s, list_push, list_pop, list_size, list_clear, f);
    if (rc == P8_OK && !f) rc = p8_search_set_frontier(s, P8_FRONTIER_HEAP);
    if (rc == P8_OK) rc = p8_search_run(s, start, goal, &r);
    if (r) {
        *expanded = p8_result_expanded(r);
        printf("%-14s %-11s length %3zu  expanded %6llu  generated %6llu\n", label,
               p8_status_name(rc), p8_result_length(r), (unsigned long long)*expanded,
               (unsigned long long)p8_result_generated(r));
    }
    p8_result_free(r);
    p8_search_free(s);
    return rc;
}

int main(int argc, char **argv) {
    p8_board *start = NULL, *goal = NULL;
    struct sorted_list list = { NULL, 0, 0, 0 };
    uint64_t heap_exp = 0, list_exp = 0, beam_exp = 0;
    int ok;
    if (p8_board_parse(argc > 1 ? argv[1] : "7 2 4 5 0 6 8 3 1", &start, NULL, 0) != P8_OK ||
        p8_board_parse("0 1 2 3 4 5 6 7 8", &goal, NULL, 0) != P8_OK)
        return 1;
    run("heap", NULL, start, goal, &heap_exp);
    run("sorted list", &list, start, goal, &list_exp);
    list.beam = 20; /* solves, but not optimally */
    run("beam 20", &list, start, goal, &beam_exp);
    list.beam = 1; /* drops every alternative: the frontier runs dry, P8_ENOTFOUND */
    run("beam 1", &list, start, goal, &beam_exp);
    free(list.e);
    ok = heap_exp == list_exp; /* the same order gives exactly the heap's search */
    printf("sorted list and heap expand the same nodes: %s\n", ok ? "yes" : "NO");
    p8_board_free(start);
    p8_board_free(goal);
    return ok ? 0 : 1;
}
