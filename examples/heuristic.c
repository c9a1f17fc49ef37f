/* SPDX-License-Identifier: MIT */
/*
 * heuristic.c - write your own heuristic as a callback and plug it into A*.
 * my_manhattan computes the Manhattan distance itself; the search must then behave exactly like
 * the built-in P8_H_MANHATTAN (same moves, same node counts: tie-breaking is deterministic).
 *
 *   cc -o heuristic heuristic.c $(pkg-config --cflags --libs puzzle8)
 *   ./heuristic ["START"]
 */
#include <puzzle8.h>
#include <stdio.h>
#include <string.h>

/* user_data: anything the heuristic needs; here, a counter of calls. */
struct my_data {
    unsigned long calls;
};

/* A heuristic gets the node's 9 tiles and the goal's 9 tiles (row-major, 0 = blank) and returns
 * an estimate of the number of moves left. It must not count the blank, or it could overestimate
 * (then A* is no longer guaranteed to find a shortest solution). */
static unsigned my_manhattan(const uint8_t state[9], const uint8_t goal[9], void *user_data) {
    struct my_data *d = user_data;
    int where[9]; /* where[tile] = the tile's goal cell */
    unsigned sum = 0;
    int cell;
    d->calls++;
    for (cell = 0; cell < 9; cell++) where[goal[cell]] = cell;
    for (cell = 0; cell < 9; cell++) {
        int tile = state[cell], to = where[tile];
        if (tile == 0) continue; /* the blank is not a tile */
        sum += (unsigned)(cell / 3 > to / 3 ? cell / 3 - to / 3 : to / 3 - cell / 3);
        sum += (unsigned)(cell % 3 > to % 3 ? cell % 3 - to % 3 : to % 3 - cell % 3);
    }
    return sum;
}

/* Run s from start to the default goal; print and return the result (NULL on failure). */
static p8_result *run(p8_search *s, const p8_board *start, const char *label) {
    p8_result *r = NULL;
    char moves[128];
    int rc = p8_search_run(s, start, NULL, &r);
    if (rc != P8_OK) {
        fprintf(stderr, "%s: %s\n", label, p8_strerror(rc));
        p8_result_free(r);
        return NULL;
    }
    p8_result_moves_string(r, moves, sizeof moves);
    printf("%-22s %2zu moves, %6llu expanded  %s\n", label, p8_result_length(r),
           (unsigned long long)p8_result_expanded(r), moves);
    return r;
}

int main(int argc, char **argv) {
    const char *text = argc > 1 ? argv[1] : "8 0 6 5 4 7 2 3 1";
    struct my_data data = {0};
    p8_board *start = NULL;
    p8_search *s = NULL;
    p8_result *builtin = NULL, *mine = NULL;
    char a[128], b[128];
    int status = 1;

    if (p8_board_parse(text, &start, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK) goto out;

    /* p8_search_new gives A* with the built-in Manhattan heuristic. */
    builtin = run(s, start, "built-in manhattan");

    /* The same A*, with our callback in place of the built-in. */
    p8_search_set_heuristic_fn(s, my_manhattan, &data);
    mine = run(s, start, "my_manhattan callback");
    if (!builtin || !mine) goto out;
    /* Called once for the start and once for each generated node that is kept. */
    printf("my_manhattan was called %lu times = 1 + %llu generated - %llu duplicates\n",
           data.calls, (unsigned long long)p8_result_generated(mine),
           (unsigned long long)p8_result_duplicates(mine));

    p8_result_moves_string(builtin, a, sizeof a);
    p8_result_moves_string(mine, b, sizeof b);
    if (strcmp(a, b) != 0 || p8_result_expanded(builtin) != p8_result_expanded(mine)) {
        printf("the two runs differ: is my_manhattan right?\n");
        goto out;
    }
    printf("same moves, same node counts\n");

    /* The built-ins have the callback signature too: they can be passed the same way. */
    p8_search_set_heuristic_fn(s, p8_heuristic_misplaced, NULL);
    p8_result_free(run(s, start, "p8_heuristic_misplaced"));
    status = 0;

out:
    p8_result_free(builtin);
    p8_result_free(mine);
    p8_search_free(s);
    p8_board_free(start);
    return status;
}
