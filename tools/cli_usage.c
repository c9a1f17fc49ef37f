/* SPDX-License-Identifier: MIT */
/*
 * cli_usage.c - the usage text of the puzzle8 command (help, --help, and after a bare
 * `puzzle8`). A new command adds its lines here.
 */
#include "cli.h"

#include <string.h>

/* Text on the standard output, or on the error stream as one message-free write. */
static void put(cli_ctx *c, int on_err, const char *text) {
    if (!on_err) {
        cli_puts(c, text);
    } else if (c->err.err == 0) {
        if (c->err.write != NULL) {
            int rc = c->err.write(text, strlen(text), c->err.user);
            if (rc != 0) c->err.err = rc;
        } else {
            fputs(text, c->err.fp);
        }
    }
}

/* Print the names name_of(0), name_of(1), ... until NULL, separated by '|'; wrap: start at
 * column 22 and go on at column 22 of the next line before a name would pass column 90. */
static void print_names(cli_ctx *c, int on_err, const char *(*name_of)(int), int wrap) {
    const char *name;
    size_t col = 22;
    int i;
    for (i = 0; (name = name_of(i)) != NULL; i++) {
        size_t len = strlen(name) + (i ? 1 : 0);
        if (i && wrap && col + len > 90) {
            put(c, on_err, "|\n                      ");
            col = 22;
            len--;
        } else if (i) {
            put(c, on_err, "|");
        }
        put(c, on_err, name);
        col += len;
    }
}

void cli_usage(cli_ctx *c, int on_err) {
    put(c, on_err, "usage: " CLI_PROG " solve [options] START\n"
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
          "       " CLI_PROG " trace-diff [--ignore-header] [--events-only] A B\n"
          "       " CLI_PROG " grade [solve options] [--check C] [--points P=N,...]\n"
          "               [--tolerance PCT] [--counts C,...] [--boards N] [--board-seed S]\n"
          "               [--max-distance D] [--boards-file FILE] [--time-limit MS]\n"
          "               [--output-limit BYTES] [--events-only] [--format F]\n"
          "               [--visibility V] [--output FILE] [isolation options]\n"
          "               -- COMMAND ARGS...\n"
          "       " CLI_PROG " grade [solve options] [--check C] [board options] --list-boards\n"
          "       " CLI_PROG " experiment [--series SPEC]... [--seed N] [--boards N] [--depths D]\n"
          "               [--format F] [--csv FILE] [--svg FILE] [--plot FIELD] [NAME]\n"
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
          "  --algorithm A       ");
    print_names(c, on_err, p8_algorithm_name, 0);
    put(c, on_err, "|table\n"
          "                      (default astar; table: walk down an exact distance table)\n"
          "  --heuristic H       ");
    print_names(c, on_err, p8_heuristic_name, 1);
    put(c, on_err, "\n"
          "                      or pdb:GROUPS, a pattern database of tile groups, e.g.\n"
          "                      pdb:1234/5678 (default: the algorithm's own)\n"
          "  --goal G            the goal board\n"
          "  --weights WG,WH     priority key WG*g + WH*h (e.g. 1,2 for weighted A*), which orders\n"
          "                      a heap or bucket frontier and bounds idastar (an error otherwise)\n"
          "  --tree              tree search (no table of seen states)\n"
          "  --reopen            graph search puts a state seen before back on the frontier when\n"
          "                      a cheaper path reaches it\n"
          "  --max-expansions N  stop after N expansions\n"
          "  --max-depth N       do not expand nodes N moves deep\n"
          "  --max-memory BYTES  stop before the search holds more than BYTES bytes\n"
          "  --max-time MS       stop after MS milliseconds\n"
          "  --frontier F        fifo|lifo|heap|bucket (default: the algorithm's own)\n"
          "  --duplicates D      ");
    print_names(c, on_err, p8_duplicates_name, 0);
    put(c, on_err, " (default: the\n"
          "                      algorithm's own)\n"
          "  --seed N            the random walk's seed (default 0)\n"
          "  --node-budget N     the most nodes smastar holds at once (default 10000)\n"
          "  --show              print every board along the solution\n"
          "  --svg FILE          write the solution as an SVG filmstrip, 8 boards a row\n"
          "  --trace FILE        write the run as a trace (JSON lines, docs/trace.md)\n");
    put(c, on_err, "compare: one row per configuration (BFS, DFS, DFS limited to depth 31, UCS, greedy,\n"
          "  A* with three heuristics, weighted A*, IDDFS, IDA* with two heuristics,\n"
          "  bidirectional BFS, RBFS, SMA*, a random walk); DFS rows stop after 1000000 expansions, IDDFS\n"
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
          "trace-diff: the first line where two traces (solve --trace) differ, the line\n"
          "  numbers in both files, why, and a hint for B (A is the reference); exit status 0\n"
          "  if they agree, 1 if they differ. --ignore-header skips the header lines (the\n"
          "  configurations); --events-only compares the events alone (no summary either).\n"
          "grade: runs COMMAND (a student's search) on N boards (default 5) chosen with seed S\n"
          "  at distances spread up to D (default 20) where the classic mistakes show, or on\n"
          "  the boards of FILE, with {start}, {goal} (9 digits) and {trace} (a file for its\n"
          "  output; else its standard output) substituted, and judges what it printed against\n"
          "  the library's run of the solve options given: --check trace (the default) compares\n"
          "  its trace line by line (docs/trace.md); --check solution reads its moves (U D L R\n"
          "  of the blank) or boards and counts (expanded N, generated N) and scores legal moves,\n"
          "  the goal, an optimal length and the counts (within PCT percent), each worth the\n"
          "  --points given (legal, goal, optimal, counts, path, trace); --counts names counts\n"
          "  it must print. A failing board names the mistake that reproduces its output. Each\n"
          "  run gets MS milliseconds (default 10000) and BYTES of output (default 64 MiB).\n"
          "  --format text|gradescope|junit (default text), --visibility for Gradescope;\n"
          "  --list-boards prints the boards and the mistakes each catches. Exit status 0 if\n"
          "  every board passes, 1 if one fails (docs/grading.md).\n");
    put(c, on_err, grade_isolation_usage());
    put(c, on_err,
          "experiment: NAME (branching|duplicates|heuristics|walk|bidirectional|textbook) over\n"
          "  boards drawn at each distance with --seed (default 0): per series and distance,\n"
          "  means, medians, maxima and the effective branching factor b*; --boards N per\n"
          "  distance and --depths (e.g. 2,4,8 or 2-24/2) replace the defaults (docs/experiments.md);\n"
          "  --series [LABEL=]ALGORITHM[,KEY=VALUE]... adds a series (e.g. IDS=iddfs,duplicates=none;\n"
          "  keys: label heuristic duplicates weights (WG:WH) frontier reopen (on|off) node-budget\n"
          "  max-expansions max-depth max-memory max-time), after NAME's or alone (then 100\n"
          "  boards at 2-24/2 unless given); --format text|csv|markdown|json (default text);\n"
          "  --csv FILE also writes CSV; --svg FILE plots --plot FIELD (default generated_mean;\n"
          "  e.g. bstar) against depth. Ctrl-C stops it and prints the rows so far (exit status 130).\n"
          "Limits: an option left out means no limit; 0 is a limit of 0.\n"
          "\n"
          "Exit status: 0 success; 1 no solution (goal not reachable, limit reached, not found;\n"
          "for check: not reachable); 2 usage or input error; 3 library or system error.\n");
}
