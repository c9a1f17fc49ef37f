/* SPDX-License-Identifier: MIT */
/*
 * frontier_peek.c - look inside a running search: after each of the first expansions of A*,
 * the frontier's live entries in the order A* will take them (p8_search_frontier), as the
 * lecture slides draw the open list.
 *
 *   cc -o frontier_peek frontier_peek.c $(pkg-config --cflags --libs puzzle8)
 *   ./frontier_peek ["START" ["GOAL"]]
 */
#include <puzzle8.h>
#include <stdio.h>

#define SHOW 5

/* Print the first SHOW entries of the frontier of the run in progress. */
static int print_frontier(p8_search *s) {
    uint64_t e[SHOW][P8_ENTRY_FIELDS], live;
    int n = p8_search_frontier(s, &e[0][0], SHOW, P8_ENTRY_FIELDS, &live), i;
    if (n < 0) return n;
    printf("  %llu entries; the first %d, in the order A* takes them:\n",
           (unsigned long long)live, n);
    printf("     id  board      g  h  f=g+h  parent  move\n");
    for (i = 0; i < n; i++) {
        p8_board *b = NULL;
        char text[16] = "?";
        if (p8_board_from_rank((uint32_t)e[i][P8_ENTRY_RANK], &b) == P8_OK)
            p8_board_format(b, P8_FORMAT_COMPACT, text, sizeof text);
        p8_board_free(b);
        printf("  %5llu  %s  %2llu %2llu  %5llu  %6llu  %c\n",
               (unsigned long long)e[i][P8_ENTRY_ID], text,
               (unsigned long long)e[i][P8_ENTRY_G], (unsigned long long)e[i][P8_ENTRY_H],
               (unsigned long long)e[i][P8_ENTRY_KEY], (unsigned long long)e[i][P8_ENTRY_PARENT],
               p8_move_letter((int)e[i][P8_ENTRY_MOVE]));
    }
    return P8_OK;
}

int main(int argc, char **argv) {
    const char *start_text = argc > 1 ? argv[1] : "1 3 4 8 6 2 7 0 5";
    const char *goal_text = argc > 2 ? argv[2] : "1 2 3 8 0 4 7 6 5";
    p8_board *start = NULL, *goal = NULL;
    p8_search *s = NULL;
    int rc = P8_ENOMEM, step;

    if (p8_board_parse(start_text, &start, NULL, 0) != P8_OK ||
        p8_board_parse(goal_text, &goal, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK) {
        fprintf(stderr, "frontier_peek: bad board or out of memory\n");
        goto out;
    }
    p8_search_set_algorithm(s, P8_ALG_ASTAR);
    rc = p8_search_start(s, start, goal);
    /* One expansion a step; between steps the frontier can be read. */
    for (step = 1; rc == P8_OK && step <= 3; step++) {
        rc = p8_search_step(s, 1);
        if (rc != P8_AGAIN) break;
        printf("after expansion %d:\n", step);
        rc = print_frontier(s);
    }
    if (rc < 0) fprintf(stderr, "frontier_peek: %s\n", p8_search_errmsg(s));
out:
    p8_search_free(s);
    p8_board_free(start);
    p8_board_free(goal);
    return rc < 0;
}
