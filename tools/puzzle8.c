/* SPDX-License-Identifier: MIT */
/*
 * puzzle8.c - the puzzle8 command: main, dispatch and the usage text.
 *
 * A client of the public API only. The commands live in cmd_*.c, shared helpers in cli_util.c.
 */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* Print the names name_of(0), name_of(1), ... until NULL, separated by '|'. */
static void print_names(FILE *f, const char *(*name_of)(int)) {
    const char *name;
    int i;
    for (i = 0; (name = name_of(i)) != NULL; i++) fprintf(f, "%s%s", i ? "|" : "", name);
}

/* The same, starting at column 22 and going on at column 22 of the next line before a name
 * would pass column 90. */
static void print_names_wrapped(FILE *f, const char *(*name_of)(int)) {
    const char *name;
    size_t col = 22;
    int i;
    for (i = 0; (name = name_of(i)) != NULL; i++) {
        size_t len = strlen(name) + (i ? 1 : 0);
        if (i && col + len > 90) {
            fprintf(f, "|\n%22s", "");
            col = 22;
            len--;
        } else if (i) {
            fputc('|', f);
        }
        fputs(name, f);
        col += len;
    }
}

void cli_usage(FILE *f) {
    fputs("usage: " CLI_PROG " solve [options] START\n"
          "       " CLI_PROG " compare [--goal G] [--max-expansions N] [--max-memory BYTES]\n"
          "               [--max-time MS] START\n"
          "       " CLI_PROG " check [--goal G] START [GOAL]\n"
          "       " CLI_PROG " random [--seed N] [--goal G] [--scramble K] [--format F]\n"
          "               [--swap A,B]\n"
          "       " CLI_PROG " distance [--goal G] [--list N] BOARD\n"
          "       " CLI_PROG " histogram [--goal G]\n"
          "       " CLI_PROG " check-heuristic [--goal G] [--against H2] H|all\n"
          "       " CLI_PROG " graph [--format F] [--component C] [--distances] [--goal G]\n"
          "               [--output FILE]\n"
          "       " CLI_PROG " draw [--moved TILE] [--svg FILE] BOARD\n"
          "       " CLI_PROG " tree [solve options] [--expansions N] [--svg FILE] [--dot FILE] START\n"
          "       " CLI_PROG " trace-diff [--ignore-header] A B\n"
          "       " CLI_PROG " help | --help | --version\n"
          "\n"
          "A board is \"8 0 6 5 4 7 2 3 1\", \"806547231\" or \"8 0 6/5 4 7/2 3 1\" (row-major; 0, _\n"
          "or . for the blank): one argument, or nine one-character arguments (8 0 6 5 4 7 2 3 1).\n"
          "A --goal value is one argument. The default goal is \"1 2 3 4 5 6 7 8 0\".\n"
          "--column-major (any command that reads boards) reads them column by column;\n"
          "--positions reads them as the cell (0-8, row-major) of tile 0, 1, ..., 8.\n"
          "Moves name the direction the blank moves: U, D, L, R.\n"
          "\n"
          "solve options:\n"
          "  --algorithm A       ",
          f);
    print_names(f, p8_algorithm_name);
    fputs("|table (default astar;\n"
          "                      table: walk down an exact distance table)\n"
          "  --heuristic H       ",
          f);
    print_names_wrapped(f, p8_heuristic_name);
    fputs("\n"
          "                      or pdb:GROUPS, a pattern database of tile groups, e.g.\n"
          "                      pdb:1234/5678 (default: the algorithm's own)\n"
          "  --goal G            the goal board\n"
          "  --weights WG,WH     priority key WG*g + WH*h (e.g. 1,2 for weighted A*), which orders\n"
          "                      a heap or bucket frontier and bounds idastar (an error otherwise)\n"
          "  --tree              tree search (no table of seen states)\n"
          "  --max-expansions N  stop after N expansions\n"
          "  --max-depth N       do not expand nodes N moves deep\n"
          "  --max-memory BYTES  stop before the search holds more than BYTES bytes\n"
          "  --max-time MS       stop after MS milliseconds\n"
          "  --frontier F        fifo|lifo|heap|bucket (default: the algorithm's own)\n"
          "  --duplicates D      none|parent|path|graph (default: the algorithm's own)\n"
          "  --seed N            the random walk's seed (default 0)\n"
          "  --show              print every board along the solution\n"
          "  --svg FILE          write the solution as an SVG filmstrip, 8 boards a row\n"
          "  --trace FILE        write the run as a trace (JSON lines, docs/trace.md)\n"
          "compare: one row per configuration (BFS, DFS, DFS limited to depth 31, UCS, greedy,\n"
          "  A* with three heuristics, weighted A*, IDDFS, IDA* with two heuristics,\n"
          "  bidirectional BFS, a random walk); DFS rows stop after 1000000 expansions, IDDFS\n"
          "  after 20000000 and the random walk after 10000000 moves unless --max-expansions is\n"
          "  given (it applies to every row, as --max-memory and --max-time do).\n"
          "check: is GOAL reachable from START? Prints inversions, parities and the reason.\n"
          "random: a random board that reaches the goal, or --scramble K random moves from it;\n"
          "  without --seed the seed comes from the clock and is printed on stderr;\n"
          "  --format line|grid|compact chooses how the board is written (default line);\n"
          "  --distance D draws uniformly among the boards exactly D moves from the goal;\n"
          "  --swap A,B then swaps tiles A and B: a board that cannot reach the goal.\n"
          "distance: the exact distance of BOARD, its optimal first moves and the number of\n"
          "  optimal solutions; --list N prints the first N of them (0: all).\n"
          "histogram: how many boards lie at each distance from the goal.\n"
          "check-heuristic: H (a built-in, pdb:GROUPS, or all) against the exact distances of\n"
          "  every board: admissible? consistent? worst cases; --against H2: does H dominate H2?\n"
          "  Exit status 1 if H is not both admissible and consistent.\n"
          "graph: the state graph (nodes: boards, edges: moves) on stdout or --output FILE;\n"
          "  --format csv|csv-nodes|graphml|dot (default csv), --component all|goal|other\n"
          "  (default all), --distances adds each node's distance to the goal.\n"
          "draw: the board as SVG on stdout or into FILE; --moved highlights a tile (1-8).\n"
          "tree: the search tree of the first N expansions (default 12) as SVG (stdout or\n"
          "  --svg FILE) or DOT (--dot FILE): each node's board, g, h, f and expansion order.\n"
          "trace-diff: the first line where two traces (solve --trace) differ, and why;\n"
          "  exit status 0 if they agree, 1 if they differ. --ignore-header skips the header\n"
          "  lines (the configurations) and compares the events and the summary.\n"
          "Limits: an option left out means no limit; 0 is a limit of 0.\n"
          "\n"
          "Exit status: 0 success; 1 no solution (goal not reachable, limit reached, not found;\n"
          "for check: not reachable); 2 usage or input error; 3 library or system error.\n",
          f);
}

/* Flush stdout and report a failed write. */
static int finish(int status) {
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_error("cannot write output: %s", strerror(errno));
        return CLI_FAILURE;
    }
    return status;
}

int main(int argc, char **argv) {
    const char *cmd;
    char q[96];
    int i;

    if (argc < 2) {
        cli_usage(stderr);
        return CLI_USAGE;
    }
    /* --help / --version anywhere before "--" win over everything else. */
    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            cli_usage(stdout);
            return finish(CLI_OK);
        }
    }
    cmd = argv[1];
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0 || strcmp(cmd, "version") == 0) {
        if (argc > 2) {
            cli_args a;
            cli_args_init(&a, argc, argv, 2, cmd);
            return cli_unexpected_argument(&a, argv[2]);
        }
        printf(CLI_PROG " %s\n", p8_version_string());
        return finish(CLI_OK);
    }
    if (strcmp(cmd, "help") == 0) {
        cli_usage(stdout);
        return finish(CLI_OK);
    }
    if (strcmp(cmd, "solve") == 0) return finish(cmd_solve(argc, argv, 2));
    if (strcmp(cmd, "compare") == 0) return finish(cmd_compare(argc, argv, 2));
    if (strcmp(cmd, "check") == 0) return finish(cmd_check(argc, argv, 2));
    if (strcmp(cmd, "random") == 0) return finish(cmd_random(argc, argv, 2));
    if (strcmp(cmd, "distance") == 0) return finish(cmd_distance(argc, argv, 2));
    if (strcmp(cmd, "histogram") == 0) return finish(cmd_histogram(argc, argv, 2));
    if (strcmp(cmd, "check-heuristic") == 0) return finish(cmd_check_heuristic(argc, argv, 2));
    if (strcmp(cmd, "graph") == 0) return finish(cmd_graph(argc, argv, 2));
    if (strcmp(cmd, "draw") == 0) return finish(cmd_draw(argc, argv, 2));
    if (strcmp(cmd, "trace-diff") == 0) return finish(cmd_trace_diff(argc, argv, 2));
    if (strcmp(cmd, "tree") == 0) return finish(cmd_tree(argc, argv, 2));
    if (cmd[0] == '-' && cmd[1] != '\0') {
        cli_error("unknown option %s (see '" CLI_PROG " --help')", cli_quote(cmd, q, sizeof q));
    } else {
        cli_error("unknown command %s: expected solve, compare, check, random, distance, "
                  "histogram, check-heuristic, graph, draw, tree, trace-diff or help",
                  cli_quote(cmd, q, sizeof q));
    }
    return CLI_USAGE;
}
