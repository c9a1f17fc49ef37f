/* SPDX-License-Identifier: MIT */
/*
 * compare.c - BFS, DFS, UCS, greedy and A* are ONE search loop configured differently.
 * Runs each configuration on the same board and prints the solution length and the number of
 * nodes expanded and generated.
 *
 *   cc -o compare compare.c $(pkg-config --cflags --libs puzzle8)
 *   ./compare                    # the board "8 6 7 / 2 5 4 / 3 0 1" (31 moves from the goal)
 *   ./compare "1 2 3 4 5 6 0 7 8"
 */
#include <puzzle8.h>
#include <stdio.h>

/* One row of the table: a frontier policy, the two weights of the HEAP key wg*g + wh*h, and a
 * heuristic. These three settings are what makes an "algorithm". */
struct config {
    const char *label;
    int frontier;     /* P8_FRONTIER_FIFO, _LIFO or _HEAP */
    unsigned wg, wh;  /* HEAP priority: key = wg*g + wh*h (ignored by FIFO and LIFO) */
    int heuristic;    /* P8_H_* */
    int reopen;       /* graph search: put closed states back on the frontier if reached cheaper */
};

static const struct config configs[] = {
    {"BFS",                   P8_FRONTIER_FIFO, 1, 0, P8_H_ZERO, 1},
    {"DFS",                   P8_FRONTIER_LIFO, 1, 0, P8_H_ZERO, 0},
    {"UCS",                   P8_FRONTIER_HEAP, 1, 0, P8_H_ZERO, 1},
    {"greedy (manhattan)",    P8_FRONTIER_HEAP, 0, 1, P8_H_MANHATTAN, 1},
    {"A* (misplaced)",        P8_FRONTIER_HEAP, 1, 1, P8_H_MISPLACED, 1},
    {"A* (manhattan)",        P8_FRONTIER_HEAP, 1, 1, P8_H_MANHATTAN, 1},
    {"A* (linear-conflict)",  P8_FRONTIER_HEAP, 1, 1, P8_H_LINEAR_CONFLICT, 1},
    {"weighted A* (1,2)",     P8_FRONTIER_HEAP, 1, 2, P8_H_MANHATTAN, 1},
};

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "8 6 7 / 2 5 4 / 3 0 1";
    p8_board *start = NULL;
    p8_search *s = NULL;
    char why[128];
    size_t i;
    int rc;

    rc = p8_board_parse(text, &start, why, sizeof why);
    if (rc != P8_OK) {
        fprintf(stderr, "compare: %s\n", why);
        return 1;
    }
    if (p8_search_new(&s) != P8_OK) {
        p8_board_free(start);
        return 1;
    }

    printf("%-22s %6s %9s %9s %11s\n", "configuration", "length", "expanded", "generated",
           "duplicates");
    for (i = 0; i < sizeof configs / sizeof configs[0]; i++) {
        const struct config *c = &configs[i];
        p8_result *r = NULL;
        /* Configure the one loop. (p8_search_set_algorithm(s, P8_ALG_BFS) etc. are presets
         * that set exactly these fields.) Graph search is on for every row. */
        p8_search_set_frontier(s, c->frontier);
        p8_search_set_weights(s, c->wg, c->wh);
        p8_search_set_heuristic(s, c->heuristic);
        p8_search_set_duplicates(s, P8_DUP_GRAPH);
        p8_search_set_reopen(s, c->reopen);

        rc = p8_search_run(s, start, NULL, &r);
        if (rc != P8_OK) {
            fprintf(stderr, "%s: %s (%s)\n", c->label, p8_strerror(rc), p8_search_errmsg(s));
            p8_result_free(r); /* a result exists on P8_ELIMIT/ECANCELED/ENOTFOUND; NULL is fine */
            p8_search_free(s);
            p8_board_free(start);
            return 1;
        }
        printf("%-22s %6zu %9llu %9llu %11llu\n", c->label, p8_result_length(r),
               (unsigned long long)p8_result_expanded(r),
               (unsigned long long)p8_result_generated(r),
               (unsigned long long)p8_result_duplicates(r));
        p8_result_free(r);
    }

    p8_search_free(s);
    p8_board_free(start);
    return 0;
}
