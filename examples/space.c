/* SPDX-License-Identifier: MIT */
/*
 * space.c - the whole state space: the distribution of optimal solution lengths, the state graph
 * written to a file, a board of an exact difficulty, and a student's heuristic checked against the
 * truth (the tutorial's section 11).
 *
 *   cc -o space space.c $(pkg-config --cflags --libs puzzle8)
 *   ./space [GRAPH.csv]        (writes the edge list to GRAPH.csv when given)
 */
#include <puzzle8.h>
#include <stdio.h>

/* A student's heuristic: Manhattan distance, plus 1 whenever the blank is not home.
 * Is it still admissible? Consistent? */
static unsigned student_h(const uint8_t state[9], const uint8_t goal[9], void *user_data) {
    int where[9], cell;
    unsigned sum = 0;
    (void)user_data;
    for (cell = 0; cell < 9; cell++) where[goal[cell]] = cell;
    for (cell = 0; cell < 9; cell++) {
        int tile = state[cell], to = where[tile], dr, dc;
        if (tile == 0) {
            sum += cell != to; /* the extra idea */
            continue;
        }
        dr = cell / 3 - to / 3;
        dc = cell % 3 - to % 3;
        sum += (unsigned)((dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc));
    }
    return sum;
}

/* Write the graph through the library's streaming callback into a FILE. */
static int to_file(const char *data, size_t len, void *user_data) {
    return fwrite(data, 1, len, user_data) == len ? 0 : -1;
}

int main(int argc, char **argv) {
    p8_table *table = NULL;
    p8_board *board = NULL;
    uint64_t counts[P8_MAX_DISTANCE + 1], findings[P8_CHECK_COUNT], solutions = 0;
    char verdict[1024], text[32];
    int max, d;

    /* 1. One sweep from the goal gives the exact distance of every board. */
    if (p8_table_build(NULL, &table) != P8_OK) return 1;
    max = p8_table_histogram(table, counts, P8_MAX_DISTANCE + 1);
    printf("distance  boards\n");
    for (d = 0; d <= max; d++) printf("%8d  %6llu\n", d, (unsigned long long)counts[d]);
    printf("mean %.2f moves over %llu boards\n\n",
           (double)p8_table_stat(table, P8_TABLE_SUM_DISTANCES) /
               (double)p8_table_stat(table, P8_TABLE_STATES),
           (unsigned long long)p8_table_stat(table, P8_TABLE_STATES));

    /* 2. A board of exactly 20 moves, its best first moves and how many optimal solutions. */
    if (p8_table_random_board(table, 20, 2024, &board) != P8_OK) return 1;
    p8_board_format(board, P8_FORMAT_LINE, text, sizeof text);
    p8_table_count_solutions(table, board, &solutions);
    printf("%s: %d moves, best first moves mask 0x%x, %llu optimal solutions\n\n", text,
           p8_table_distance(table, board), (unsigned)p8_table_optimal_moves(table, board),
           (unsigned long long)solutions);

    /* 3. The student's heuristic against the truth. */
    if (p8_heuristic_check_fn(student_h, NULL, NULL, table, findings, P8_CHECK_COUNT) < 0) return 1;
    p8_heuristic_check_verdict(findings, P8_CHECK_COUNT, verdict, sizeof verdict);
    printf("student_h:\n%s\n", verdict);

    /* 4. The state graph as an edge list (967,680 lines), if a file name was given. */
    if (argc > 1) {
        FILE *f = fopen(argv[1], "w");
        int rc = f ? p8_graph_write(P8_GRAPH_CSV, P8_GRAPH_ALL, NULL, to_file, f) : -1;
        if (!f || fclose(f) != 0 || rc != P8_OK) {
            fprintf(stderr, "cannot write %s\n", argv[1]);
            return 1;
        }
    }
    p8_board_free(board);
    p8_table_free(table);
    return 0;
}
