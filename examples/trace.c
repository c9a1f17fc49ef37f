/* SPDX-License-Identifier: MIT */
/*
 * trace.c - watch a search work: an event callback prints every node the loop expands,
 * generates, discards as a duplicate, and the goal. BFS on a board 3 moves from the goal.
 *
 *   cc -o trace trace.c $(pkg-config --cflags --libs puzzle8)
 *   ./trace ["START"] [bfs|dfs|ucs|greedy|astar]
 *
 * A bad board or an unknown algorithm is an error (exit status 2) that says what is wrong.
 */
#include <puzzle8.h>
#include <stdio.h>
#include <string.h>

struct trace {
    unsigned long count[4]; /* events seen, by P8_EVENT_* */
};

/* Called for each selected event. state is valid only during the call. Return 0 to go on;
 * non-zero stops the run with P8_ECANCELED. */
static int on_event(int event, const uint8_t state[9], unsigned g, unsigned h, void *user_data) {
    struct trace *t = user_data;
    int i;
    t->count[event]++;
    printf("%-9s g=%u h=%u  ", p8_event_name(event), g, h);
    for (i = 0; i < 9; i++) printf("%d%s", state[i], i == 2 || i == 5 ? "/" : "");
    printf("\n");
    return 0;
}

/* The algorithm named `name`, or -1 after saying on stderr which names there are. */
static int algorithm_named(const char *name) {
    int a;
    for (a = 0; p8_algorithm_name(a) != NULL; a++)
        if (strcmp(name, p8_algorithm_name(a)) == 0) return a;
    fprintf(stderr, "trace: unknown algorithm \"%s\": expected one of", name);
    for (a = 0; p8_algorithm_name(a) != NULL; a++)
        fprintf(stderr, "%s %s", a ? "," : "", p8_algorithm_name(a));
    fprintf(stderr, "\n");
    return -1;
}

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "1 2 3 / 0 4 6 / 7 5 8";
    int alg = argc > 2 ? algorithm_named(argv[2]) : P8_ALG_BFS;
    struct trace t = {{0, 0, 0, 0}};
    char why[128];
    p8_board *start = NULL;
    p8_search *s = NULL;
    p8_result *r = NULL;
    int rc;

    if (argc > 3) {
        fprintf(stderr, "usage: trace [\"START\"] [ALGORITHM]\n");
        return 2;
    }
    if (alg < 0) return 2;
    /* The parser says what is wrong with a bad board: pass its reason on. */
    if ((rc = p8_board_parse(text, &start, why, sizeof why)) != P8_OK) {
        fprintf(stderr, "trace: bad board \"%s\": %s\n", text,
                rc == P8_EBADBOARD ? why : p8_strerror(rc));
        return 2;
    }
    if ((rc = p8_search_new(&s)) != P8_OK) {
        fprintf(stderr, "trace: %s\n", p8_strerror(rc));
        p8_board_free(start);
        return 1;
    }
    p8_search_set_algorithm(s, alg);
    /* For BFS the heuristic is not used for ordering; misplaced tiles only make h visible. */
    if (alg == P8_ALG_BFS) p8_search_set_heuristic(s, P8_H_MISPLACED);
    p8_search_set_event_fn(s, on_event, P8_EVENT_ALL, &t);

    printf("%s from %s\n", p8_algorithm_name(alg), text);
    rc = p8_search_run(s, start, NULL, &r);
    if (r == NULL) { /* no run: e.g. P8_EUNSOLVABLE, with the reason in the search's errmsg */
        const char *why_not = p8_search_errmsg(s);
        fprintf(stderr, "trace: %s\n", why_not[0] ? why_not : p8_strerror(rc));
    } else {
        printf("status %s; events: %lu expand, %lu generate, %lu duplicate, %lu goal\n",
               p8_status_name(rc), t.count[P8_EVENT_EXPAND], t.count[P8_EVENT_GENERATE],
               t.count[P8_EVENT_DUPLICATE], t.count[P8_EVENT_GOAL]);
        printf("result:  %llu expanded, %llu generated, %llu duplicates\n",
               (unsigned long long)p8_result_expanded(r), (unsigned long long)p8_result_generated(r),
               (unsigned long long)p8_result_duplicates(r));
    }

    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(start);
    return rc == P8_OK ? 0 : 1;
}
