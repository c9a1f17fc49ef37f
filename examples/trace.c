/*
 * trace.c - watch a search work: an event callback prints every node the loop expands,
 * generates, discards as a duplicate, and the goal. BFS on a board 3 moves from the goal.
 *
 *   cc -o trace trace.c $(pkg-config --cflags --libs puzzle8)
 *   ./trace ["START"] [bfs|dfs|ucs|greedy|astar]
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

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "1 2 3 / 0 4 6 / 7 5 8";
    int alg = P8_ALG_BFS, a;
    struct trace t = {{0, 0, 0, 0}};
    p8_board *start = NULL;
    p8_search *s = NULL;
    p8_result *r = NULL;
    int rc;

    if (argc > 2)
        for (a = P8_ALG_BFS; a <= P8_ALG_ASTAR; a++)
            if (strcmp(argv[2], p8_algorithm_name(a)) == 0) alg = a;
    if (p8_board_parse(text, &start, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK) {
        fprintf(stderr, "trace: bad board or out of memory\n");
        p8_board_free(start);
        return 1;
    }
    p8_search_set_algorithm(s, alg);
    /* For BFS the heuristic is not used for ordering; misplaced tiles only make h visible. */
    if (alg == P8_ALG_BFS) p8_search_set_heuristic(s, P8_H_MISPLACED);
    p8_search_set_event_fn(s, on_event, P8_EVENT_ALL, &t);

    printf("%s from %s\n", p8_algorithm_name(alg), text);
    rc = p8_search_run(s, start, NULL, &r);
    printf("status %s; events: %lu expand, %lu generate, %lu duplicate, %lu goal\n",
           p8_status_name(rc), t.count[P8_EVENT_EXPAND], t.count[P8_EVENT_GENERATE],
           t.count[P8_EVENT_DUPLICATE], t.count[P8_EVENT_GOAL]);
    printf("result:  %llu expanded, %llu generated, %llu duplicates\n",
           (unsigned long long)p8_result_expanded(r), (unsigned long long)p8_result_generated(r),
           (unsigned long long)p8_result_duplicates(r));

    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(start);
    return rc == P8_OK ? 0 : 1;
}
