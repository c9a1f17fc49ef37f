/* SPDX-License-Identifier: MIT */
/*
 * step.c - run a search a few expansions at a time with the step API, watching the counters
 * grow between steps (how a GUI or a classroom demo animates a search), then take the result.
 * Ends with a limited run: a limit stops the run, and the result still holds its statistics.
 *
 *   cc -o step step.c $(pkg-config --cflags --libs puzzle8)
 *   ./step ["START"]
 */
#include <puzzle8.h>
#include <stdio.h>

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "8 0 6 5 4 7 2 3 1";
    p8_board *start = NULL;
    p8_search *s = NULL;
    p8_result *r = NULL;
    char moves[128];
    int rc, steps = 0;

    if (p8_board_parse(text, &start, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK) {
        fprintf(stderr, "step: bad board or out of memory\n");
        p8_board_free(start);
        return 1;
    }
    p8_search_set_algorithm(s, P8_ALG_ASTAR);

    /* start copies the boards and goal-tests the start; nothing is expanded yet. */
    rc = p8_search_start(s, start, NULL);
    if (rc != P8_OK) {
        fprintf(stderr, "step: %s\n", p8_search_errmsg(s));
        goto out;
    }
    /* Each step expands at most 500 nodes; P8_AGAIN means "not finished yet". */
    while ((rc = p8_search_step(s, 500)) == P8_AGAIN) {
        steps++;
        printf("step %d: expanded %5llu  generated %5llu  frontier %4llu\n", steps,
               (unsigned long long)p8_search_stat(s, P8_STAT_EXPANDED),
               (unsigned long long)p8_search_stat(s, P8_STAT_GENERATED),
               (unsigned long long)p8_search_stat(s, P8_STAT_FRONTIER));
    }
    printf("the run ended: %s\n", p8_status_name(rc));

    /* The run has ended: take its result (once). The search is then idle again. */
    rc = p8_search_take_result(s, &r);
    if (rc != P8_OK) goto out;
    p8_result_moves_string(r, moves, sizeof moves);
    printf("%zu moves: %s (%llu expanded)\n", p8_result_length(r), moves,
           (unsigned long long)p8_result_expanded(r));
    p8_result_free(r);
    r = NULL;

    /* A limit ends a run with P8_ELIMIT; the result has solved == 0 and the statistics. */
    p8_search_set_algorithm(s, P8_ALG_BFS);
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 1000);
    rc = p8_search_run(s, start, NULL, &r);
    printf("BFS with at most 1000 expansions: %s (%s); solved %d, expanded %llu\n",
           p8_status_name(rc), p8_search_errmsg(s), p8_result_solved(r),
           (unsigned long long)p8_result_expanded(r));
    rc = rc == P8_ELIMIT ? P8_OK : rc;

out:
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(start);
    return rc == P8_OK ? 0 : 1;
}
