/* SPDX-License-Identifier: MIT */
/* result_path.h - the one entry of the search layer that the space layer uses: a result made
 * from a path found without a search (space/table_solve.c walks the distance table). Private. */
#ifndef P8_RESULT_PATH_H
#define P8_RESULT_PATH_H

#include "../board/board.h"

/* A result for a path found outside a search (result.c): the start's tiles and `length`
 * moves, status P8_OK, solved, stats[P8_STAT_*] for the first n_stats statistics (the rest 0),
 * allocated from a. P8_OK or P8_ENOMEM. */
int p8__result_from_path(const p8_allocator *a, const uint8_t start[9], const uint8_t *moves,
                         size_t length, const uint64_t *stats, size_t n_stats, p8_result **out);

#endif
