/* SPDX-License-Identifier: MIT */
/*
 * cli_table.c - the exact distance table (p8_table) as the commands use it: built for a goal
 * (distance, histogram, check-heuristic, graph), drawn from (`random --distance D`), walked down
 * (`solve --algorithm table`). What two commands share lives here, below them both.
 */
#include "cli.h"

#include <inttypes.h>

int cli_table_build(cli_ctx *c, const p8_board *goal, p8_table **out) {
    int rc = p8_table_build(goal, out);
    return rc == P8_OK ? CLI_OK : cli_library_error(c, "cannot build the distance table", rc, NULL);
}

int cli_random_at_distance(cli_ctx *c, const p8_board *goal, uint64_t distance, uint64_t seed,
                           p8_board **out) {
    p8_table *t = NULL;
    int status = cli_table_build(c, goal, &t), max, rc;
    if (status != CLI_OK) return status;
    max = p8_table_histogram(t, NULL, 0);
    if (distance > (uint64_t)max) {
        cli_error(c, "random: no board is %" PRIu64 " moves from the goal (the farthest are %d)",
                  distance, max);
        status = CLI_USAGE;
    } else if ((rc = p8_table_random_board(t, (unsigned)distance, seed, out)) != P8_OK) {
        status = cli_library_error(c, "random", rc, NULL);
    }
    p8_table_free(t);
    return status;
}

int cli_table_solve(const p8_board *start, const p8_board *goal, p8_result **out) {
    p8_table *t = NULL;
    int rc = p8_table_build(goal, &t);
    if (rc == P8_OK) rc = p8_table_solve(t, start, out);
    p8_table_free(t); /* the result does not depend on the table */
    return rc;
}
