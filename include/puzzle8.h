/* SPDX-License-Identifier: MIT */
/*
 * puzzle8.h - libpuzzle8, the 8-puzzle and state-space search as a C library.
 *
 * This is the only public header, and its comments are the reference: docs/reference.md and
 * the section-3 man pages (docs/man) are made from them by `make` (scripts/refdocs.py).
 * Anything not declared here is not API. Section 1 is the map: the API at a glance, then the
 * conventions every function follows. The comments state contracts; the explanations (how
 * the search loop works, why a heuristic is admissible) are in docs/search.md and the other
 * pages of docs/.
 *
 * Contents (the sections below carry these numbers; each names its man page):
 *    1. The API at a glance ........................................... puzzle8(3)
 *       1.1 Conventions
 *    2. Version ....................................................... p8_version(3)
 *    3. Status codes .................................................. p8_strerror(3)
 *    4. Allocator hooks ............................................... puzzle8(3)
 *    5. Boards and moves .............................................. p8_board(3)
 *    6. Heuristics .................................................... p8_heuristic(3)
 *       6.1 Built-in heuristics
 *       6.2 Pattern databases
 *    7. Search ........................................................ p8_search(3)
 *       7.1 Configuring a search
 *       7.2 Running a search
 *       7.3 Stepping a run
 *       7.4 Inspecting a run
 *       7.5 The configuration table
 *    8. Frontiers a caller can plug in ................................ p8_frontier(3)
 *    9. Results ....................................................... p8_result(3)
 *   10. Streaming output .............................................. puzzle8(3)
 *   11. Pictures ...................................................... p8_svg(3)
 *   12. Search trees .................................................. p8_tree(3)
 *   13. Traces ........................................................ p8_trace(3)
 *   14. Distance tables ............................................... p8_table(3)
 *   15. The state graph ............................................... p8_graph(3)
 *   16. Checking a heuristic .......................................... p8_heuristic_check(3)
 *   17. Experiments ................................................... p8_experiment(3)
 *   18. Grading ....................................................... p8_grade(3)
 *
 * How to document a function (new ones included). Its comment goes right above its
 * declaration, with no blank line between, in the section it belongs to; one comment may
 * document several declarations that follow it together (a family of getters), and a comment
 * above a type, enum or macro documents it the same way. Say what the function does, what each
 * argument means, every return value and error code, who owns what, and anything about threads
 * that section 1.1 does not already say; leave the why (an algorithm's reasoning, a design's
 * history) to docs/ and point there. `make` copies the comment into the function's entry of
 * docs/reference.md and into the man page of its section (its name in NAME, its prototype in
 * SYNOPSIS, the comment in DESCRIPTION), and `make check` fails while either is stale
 * (test/refdocs_test.sh); a P8_API function without a comment stops the build. The text of a
 * comment: paragraphs are separated by an empty comment line; a line starting with "- " is a
 * list item (its continuation lines indented by two spaces); other lines indented by two
 * spaces or more are shown as they are (tables, examples); `backquotes` mark code; names of
 * functions, types and P8_ constants need no marks. A comment followed by a blank line is prose
 * of its section. A figure in a comment (a count, a size, a time) must be a fact: name its check
 * in test/docs_figures.txt (make check runs them), or leave the figure out. A new section
 * needs a banner like the ones below (number, title, man page), its line in the contents above
 * and its row in section 1's table; the hand-written parts of a man page (its NAME line,
 * EXAMPLES, SEE ALSO) are in docs/man/parts/PAGE.mdoc, those of the reference (introduction,
 * appendices) in docs/reference.md.in. The CHANGELOG, not the header, says when something
 * was added or changed.
 */
#ifndef PUZZLE8_H
#define PUZZLE8_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------------
 * 1. The API at a glance                                                                puzzle8(3)
 *
 * Each area of the API: its section, the handle (opaque type) it works with, its man page, and
 * under it the functions to start with.
 *
 *   Sec  Area                 Handle               Man page
 *        Main functions
 *   2    Version              -                    p8_version(3)
 *        p8_version, p8_version_string
 *   3    Status codes         int (p8_status)      p8_strerror(3)
 *        p8_strerror, p8_status_name, p8_status_has_result
 *   4    Allocator hooks      p8_allocator         puzzle8(3)
 *        the _with_allocator constructors
 *   5    Boards and moves     p8_board             p8_board(3)
 *        p8_board_parse, p8_board_random, p8_board_apply, p8_board_free
 *   6    Heuristics           p8_pdb               p8_heuristic(3)
 *        p8_heuristic_fn, P8_H_*, p8_heuristic_manhattan, p8_pdb_build
 *   7    Search               p8_search            p8_search(3)
 *        p8_solve, p8_search_new, p8_search_set_algorithm, p8_search_run
 *   7.5  Configuration table  (names, numbers)     p8_search(3)
 *        p8_choice_name, p8_algorithm_info, p8_search_set_option
 *   8    Frontiers            p8_frontier          p8_frontier(3)
 *        p8_search_set_frontier_fns, p8_frontier_new
 *   9    Results              p8_result            p8_result(3)
 *        p8_result_moves_string, p8_result_stat, p8_result_free
 *   10   Streaming output     p8_write_fn          puzzle8(3)
 *   11   Pictures             (SVG text)           p8_svg(3)
 *        p8_svg_board, p8_svg_solution
 *   12   Search trees         p8_tree              p8_tree(3)
 *        p8_tree_run, p8_svg_tree, p8_dot_tree
 *   13   Traces               p8_trace_comparison  p8_trace(3)
 *        p8_trace_run, p8_trace_diff, p8_trace_compare
 *   14   Distance tables      p8_table             p8_table(3)
 *        p8_table_build, p8_table_distance, p8_table_solve
 *   15   The state graph      (board ranks)        p8_graph(3)
 *        p8_graph_write, p8_graph_neighbors
 *   16   Checking heuristics  (findings arrays)    p8_heuristic_check(3)
 *        p8_heuristic_check_fn, p8_heuristic_check_verdict
 *   17   Experiments          p8_experiment        p8_experiment(3)
 *        p8_experiment_preset, p8_experiment_run, p8_experiment_write
 *   18   Grading              p8_grade,            p8_grade(3)
 *                             p8_grade_verdict
 *        p8_grade_new, p8_grade_judge, p8_grade_verdict_text
 *
 * Start with the tutorial (docs/tutorial.md); docs/search.md says exactly what the search loop
 * does.
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * 1.1 Conventions
 *
 * These hold for every function below unless its comment says otherwise.
 *
 * - Status codes: P8_OK (0) is success, errors are negative (see p8_status). Functions that
 *   return a count or a value return a negative status on error.
 * - Fallible constructors return a status and store the new object in `*out`; on failure `*out`
 *   is set to NULL (when `out` itself is not NULL). Every object has a `_free` function;
 *   freeing NULL is a no-op.
 * - A `goal` parameter may be NULL, meaning the default goal 1 2 3 4 5 6 7 8 0.
 * - Enum parameters are plain `int`; a value out of range is P8_EINVAL.
 * - Text goes into caller buffers snprintf-style: the return value is the length the full text
 *   needs (not counting the terminating NUL); at most cap-1 characters are written and the
 *   buffer is always NUL-terminated when cap > 0. `buf` may be NULL when `cap` is 0.
 * - Ownership: every handle (p8_board, p8_search, p8_result, p8_table, ...) is opaque and owned
 *   by the caller, who frees it with its `_free` function; the library never returns memory the
 *   caller must give to free(). An object never borrows from the object that made it (a result
 *   from its search, a verdict from its grader): free them in any order.
 * - Memory: boards are allocated with malloc() (and given back by p8_board_free). Every other
 *   object takes its memory from an allocator (section 4): the caller's, given to its
 *   `_with_allocator` constructor, or else the default one (malloc, realloc, free);
 *   p8_frontier_new and p8_trace_compare always use the default one. What an object makes, and
 *   the working memory of a call on it, come from its allocator: a search's results, the results
 *   and query memory of a table, a grader's verdicts, the layout of a tree's picture. p8_solve,
 *   and p8_heuristic_check without a table, make a search or a table with the default allocator
 *   for the call.
 * - Tiles travel as `uint8_t *` pointing to 9 bytes (row-major cells, 0 = blank); types are the
 *   plain C ones an FFI reads as they are (int, unsigned int, size_t, stdint.h types), and every
 *   integer constant a binding needs is an enum member (the P8_VERSION_* macros also have
 *   p8_version(); P8_EVENT_BIT(e) is 1u << e). Callbacks take their `user_data` last, passed
 *   through unchanged.
 * - Threads: no global mutable state. Boards and results are immutable once made (except
 *   through p8_board_apply) and safe to read from many threads at once. A p8_search is used by
 *   one thread at a time; any number of searches may run in parallel. Static strings returned
 *   (names, messages) are constant and thread-safe. Each section says the same of its objects.
 *
 * Board layout: 9 cells, row-major, cell 0 top-left, cell 8 bottom-right; tile 0 is the blank.
 * A move names the direction the BLANK moves (UP moves the blank one row up).
 * ------------------------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------------------------
 * 2. Version                                                                         p8_version(3)
 *
 * The macros are the version a program was compiled against; p8_version() and
 * p8_version_string() are the version of the library actually loaded. The shared library's
 * SONAME carries the major version (libpuzzle8.so.MAJOR); within a major version the ABI only
 * grows.
 * ------------------------------------------------------------------------------------------- */
/* The Makefile reads these three lines: they are the one place the version lives. */
#define P8_VERSION_MAJOR 1
#define P8_VERSION_MINOR 0
#define P8_VERSION_PATCH 0
#define P8_VERSION_STRING "1.0.0"
/* 0xMMmmpp: major, minor, patch, one byte each. */
#define P8_VERSION_HEX ((P8_VERSION_MAJOR << 16) | (P8_VERSION_MINOR << 8) | P8_VERSION_PATCH)

/* Symbol visibility and linkage. ELF and Mach-O: the library is built with -fvisibility=hidden
 * and a linker version script (version node PUZZLE8_1; on macOS an exported-symbols list), and
 * P8_API marks the exports. Windows: P8_API is __declspec(dllexport) while libpuzzle8.dll is
 * built (P8_BUILDING_DLL), __declspec(dllimport) in a program using the DLL, and empty in a
 * program linked with the static library, which must define P8_STATIC (CMake's target
 * puzzle8::puzzle8_static does). A program may define P8_API before including the header to
 * override it. */
#ifndef P8_API
#  if defined(_WIN32) || defined(__CYGWIN__)
#    if defined(P8_BUILDING_DLL)
#      define P8_API __declspec(dllexport)
#    elif defined(P8_STATIC)
#      define P8_API
#    else
#      define P8_API __declspec(dllimport)
#    endif
#  elif defined(__GNUC__) && __GNUC__ >= 4
#    define P8_API __attribute__((visibility("default")))
#  else
#    define P8_API
#  endif
#endif

/* The runtime version as P8_VERSION_HEX of the library actually loaded. Compare
 * p8_version() >> 16 with P8_VERSION_MAJOR to detect a library of another major version.
 * Cannot fail; thread-safe. */
P8_API unsigned int p8_version(void);
/* The runtime version as a static string in the form of P8_VERSION_STRING ("MAJOR.MINOR.PATCH").
 * Cannot fail; thread-safe. */
P8_API const char *p8_version_string(void);

/* ---------------------------------------------------------------------------------------------
 * 3. Status codes                                                                   p8_strerror(3)
 *
 * Values are explicit and append-only; a binding may hard-code them. docs/reference.md,
 * Appendix C, lists each code's name and message.
 * ------------------------------------------------------------------------------------------- */
typedef enum p8_status {
    P8_OK          = 0,   /* success */
    P8_AGAIN       = 1,   /* step API: the search has not finished yet */
    P8_EINVAL      = -1,  /* an argument is invalid: NULL, out of range, illegal move, wrong
                             state */
    P8_ENOMEM      = -2,  /* an allocation failed; nothing was changed */
    P8_EBADBOARD   = -3,  /* tiles or text do not describe a board (not a permutation of 0..8) */
    P8_EUNSOLVABLE = -4,  /* the goal cannot be reached from the start (different parity class) */
    P8_ELIMIT      = -5,  /* a search limit (expansions, depth, memory, time) stopped the run */
    P8_ECANCELED   = -6,  /* the event callback asked the run to stop */
    P8_ENOTFOUND   = -7,  /* the frontier ran empty without reaching the goal */
    P8_EBUSY       = -8,  /* the search object is in use (e.g. called again from its own
                             callback) */
    P8_EFRONTIER   = -9   /* a caller's frontier failed or broke its contract
                             (p8_search_set_frontier_fns) */
} p8_status;

/* A short English sentence describing status `code`, e.g. "invalid argument". Never NULL:
 * an unknown code gives "unknown status code". Static storage, thread-safe. */
P8_API const char *p8_strerror(int code);
/* The enumerator's name of `code`, e.g. "P8_EINVAL"; NULL for an unknown code. Static,
 * thread-safe. */
P8_API const char *p8_status_name(int code);
/* 1 if a run that returned `code` stores a result in *out, which the caller then owns and frees
 * with p8_result_free: P8_OK, P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND and P8_EFRONTIER; 0 for
 * every other code. So a negative status from p8_search_run or p8_solve does not mean "no
 * result": a binding that turns negative statuses into exceptions must first take the result
 * (e.g. attach it to the exception) when this says 1. Whatever the status, *out is a result to
 * free or NULL; it is NULL with P8_ECANCELED when the search was freed from its own callback, so
 * test *out as well. Pure function, thread-safe. */
P8_API int p8_status_has_result(int code);

/* ---------------------------------------------------------------------------------------------
 * 4. Allocator hooks                                                                    puzzle8(3)
 *
 * Searches, trees, tables, pattern databases, experiments and graders can take their memory
 * from the caller's allocator (p8_search_new_with_allocator and the other `_with_allocator`
 * constructors); section 1.1, "Memory", says what uses which allocator.
 * ------------------------------------------------------------------------------------------- */
/* FROZEN: this struct's layout is part of the ABI. realloc_fn may be called with ptr == NULL
 * (then it must behave as malloc_fn). free_fn is never called with NULL. Each function receives
 * user_data as its last argument. The struct is copied when an object is made, and every
 * function pointer must be non-NULL (P8_EINVAL otherwise). The allocator must stay usable until
 * the object made with it and everything that object made (a search's results, a table's, a
 * grader's verdicts) have been freed. */
typedef struct p8_allocator {
    void *(*malloc_fn)(size_t size, void *user_data);
    void *(*realloc_fn)(void *ptr, size_t size, void *user_data);
    void (*free_fn)(void *ptr, void *user_data);
    void *user_data;
} p8_allocator;

/* ---------------------------------------------------------------------------------------------
 * 5. Boards and moves                                                                  p8_board(3)
 *
 * A p8_board is an opaque 3x3 board, always a valid permutation of the tiles 0..8. Boards are
 * made with malloc and freed with p8_board_free; a board is immutable except through
 * p8_board_apply, so any number of threads may read one board at once. The constructors can
 * all return P8_ENOMEM, share no state, and only read their inputs (thread-safe).
 * ------------------------------------------------------------------------------------------- */
/* Moves: the direction the blank moves. */
enum { P8_MOVE_UP = 0, P8_MOVE_DOWN = 1, P8_MOVE_LEFT = 2, P8_MOVE_RIGHT = 3 };

/* "up", "down", "left", "right"; NULL for a value out of range. Static, thread-safe. */
P8_API const char *p8_move_name(int move);
/* The move's letter as in solution strings: 'U', 'D', 'L', 'R'; P8_EINVAL out of range.
 * Thread-safe. */
P8_API int p8_move_letter(int move);

/* A board (see the section's introduction). */
typedef struct p8_board p8_board;

/* Format styles for p8_board_format. */
enum {
    P8_FORMAT_LINE = 0,    /* "8 0 6 5 4 7 2 3 1" */
    P8_FORMAT_GRID = 1,    /* "8 0 6\n5 4 7\n2 3 1" (three rows, no final newline) */
    P8_FORMAT_COMPACT = 2  /* "806547231" */
};

/* Number of permutations of 9 cells (9!: valid ranks are 0 .. P8_NUM_PERMUTATIONS-1), and the
 * number of them that can reach any one goal (9!/2). */
enum { P8_NUM_PERMUTATIONS = 362880, P8_NUM_REACHABLE = 181440 };

/* Create a board from 9 tiles (row-major, 0 = blank).
 * P8_EINVAL if tiles or out is NULL; P8_EBADBOARD if tiles is not a permutation of 0..8;
 * P8_ENOMEM. The caller frees the board with p8_board_free. */
P8_API int p8_board_new(const uint8_t *tiles, p8_board **out);

/* Create the default goal board 1 2 3 4 5 6 7 8 0. P8_EINVAL if out is NULL; P8_ENOMEM. */
P8_API int p8_board_new_goal(p8_board **out);

/* Parse a board from text: "806547231", "8 0 6 5 4 7 2 3 1", "8 0 6 / 5 4 7 / 2 3 1", three lines
 * of three cells ("8 0 6\n5 4 7\n2 3 1"), or rows without separators ("806/547/231"). A cell is
 * a digit 0-8, or '_' or '.' for the blank; separators are white space, commas and '/' between
 * rows; surrounding white space is ignored; text is UTF-8, and text pasted from slides reads as
 * it looks (Unicode spaces are spaces, full-width digits are digits). docs/reference.md,
 * Appendix B, gives every accepted form and every check in order with its exact message. On
 * P8_EBADBOARD a reason a person can act on is written to why (snprintf-style, cap why_cap; why
 * may be NULL), e.g. "tile 3 appears twice", "10 cells, expected 9", "unexpected character 'x'
 * at column 4" (columns count characters from 1; a character outside ASCII is named with its
 * code point, a control character or a byte that is not UTF-8 escaped); on success, P8_EINVAL
 * and P8_ENOMEM why is "" (when why_cap > 0). P8_EINVAL if text or out is NULL; P8_ENOMEM. */
P8_API int p8_board_parse(const char *text, p8_board **out, char *why, size_t why_cap);

/* Create the board whose Lehmer rank is `rank`: the lexicographic order of the 9 cells read as
 * a sequence, 0 is 0 1 2 3 4 5 6 7 8 and 362879 is 8 7 6 5 4 3 2 1 0. P8_EINVAL if rank is not
 * below P8_NUM_PERMUTATIONS or out is NULL; P8_ENOMEM. */
P8_API int p8_board_from_rank(uint32_t rank, p8_board **out);

/* A board drawn uniformly from the 181,440 boards that can reach `goal` (NULL: default goal),
 * from a 64-bit seed. The same seed gives the same board on every machine and, within a major
 * version, in every version: the generator is SplitMix64, and docs/reference.md, Appendix A,
 * defines the draw bit for bit. P8_EINVAL if out is NULL; P8_ENOMEM. */
P8_API int p8_board_random(uint64_t seed, const p8_board *goal, p8_board **out);

/* The board reached from `from` by `moves` random legal moves, none of which undoes the move
 * just made (Appendix A of docs/reference.md). Same seed, same board, everywhere. moves = 0
 * gives a copy; the result is at most `moves` moves from `from` (a walk may come back closer).
 * P8_EINVAL if from or out is NULL; P8_ENOMEM. */
P8_API int p8_board_scramble(const p8_board *from, unsigned int moves, uint64_t seed, p8_board **out);

/* A new board equal to b. P8_EINVAL if b or out is NULL; P8_ENOMEM. */
P8_API int p8_board_copy(const p8_board *b, p8_board **out);

/* Create a board from the cell of each tile (as aima-java's setBoard takes it): positions[t] is
 * the cell (0..8, row-major) of tile t, positions[0] the blank's. The inverse of
 * p8_board_positions. P8_EINVAL if positions or out is NULL; P8_EBADBOARD if positions is not a
 * permutation of 0..8, with the reason written to why (snprintf-style, cap why_cap; why may be
 * NULL; "" on success and on P8_EINVAL): "cell 9 of tile 4 is out of range (0-8)", "tile 2 and
 * tile 5 are both on cell 3" (the smaller tile named first; "the blank" for tile 0); P8_ENOMEM. */
P8_API int p8_board_from_positions(const uint8_t *positions, p8_board **out, char *why,
                                   size_t why_cap);

/* The board transposed: cell (r, c) of the new board holds what cell (c, r) of b holds. Its own
 * inverse: a board written column by column ("1 4 7 2 5 8 3 6 0" for 1 2 3 / 4 5 6 / 7 8 0) is
 * read with p8_board_parse and then transposed, and the transposed board formatted writes b
 * column by column. The transposed board may be in the other component of the state space
 * (p8_board_solvable). P8_EINVAL if b or out is NULL; P8_ENOMEM. */
P8_API int p8_board_transpose(const p8_board *b, p8_board **out);

/* A new board equal to b with tiles tile_a and tile_b (each 1..8, different; not the blank)
 * exchanged: the documented way to make an unsolvable board. The new board reaches exactly the
 * goals b cannot reach (one exchange changes the parity of the inversion count), and swapping
 * the tiles again gives b back. P8_EINVAL if b or out is NULL or a tile is out of range or both
 * are the same; P8_ENOMEM. */
P8_API int p8_board_swap_tiles(const p8_board *b, int tile_a, int tile_b, p8_board **out);

/* Free a board. NULL is a no-op. */
P8_API void p8_board_free(p8_board *b);

/* Copy the 9 tiles of b into out. P8_OK, or P8_EINVAL if b or out is NULL. */
P8_API int p8_board_tiles(const p8_board *b, uint8_t *out);

/* The cell (0..8, row-major) of each tile into out: out[t] for t = 0..8, out[0] the blank's
 * (aima-java's getPositionOf for every tile at once). The inverse of p8_board_from_positions.
 * P8_OK, or P8_EINVAL if b or out is NULL. */
P8_API int p8_board_positions(const p8_board *b, uint8_t *out);

/* The tile (0..8) at row, col (each 0..2). P8_EINVAL if b is NULL or row/col out of range. */
P8_API int p8_board_tile_at(const p8_board *b, int row, int col);

/* The cell index (0..8) of the blank. P8_EINVAL if b is NULL. */
P8_API int p8_board_blank(const p8_board *b);

/* The Lehmer rank of b (0 .. 362879), inverse of p8_board_from_rank. P8_EINVAL if b is NULL. */
P8_API int32_t p8_board_rank(const p8_board *b);

/* 1 if a and b hold the same tiles, 0 if not; P8_EINVAL if either is NULL. */
P8_API int p8_board_equal(const p8_board *a, const p8_board *b);

/* Write b as text in `style` (P8_FORMAT_*) into buf, snprintf-style. Returns the length of the
 * full text: 17 for P8_FORMAT_LINE and P8_FORMAT_GRID, 9 for P8_FORMAT_COMPACT, so a buffer of
 * 18 bytes holds every form; 0 (and "" written when cap > 0) if b is NULL or style is out of
 * range (a board never formats to ""). */
P8_API size_t p8_board_format(const p8_board *b, int style, char *buf, size_t cap);

/* The legal moves from b as a bit mask: bit (1u << move) is set for each legal move.
 * 0 if b is NULL. */
P8_API unsigned int p8_board_legal_moves(const p8_board *b);

/* Move the blank of b in direction `move`. P8_OK; P8_EINVAL if b is NULL, move is out of range,
 * or the move is illegal from this board (the blank would leave the grid): b is then unchanged.
 * The only function that changes a board: not safe while other threads read b. */
P8_API int p8_board_apply(p8_board *b, int move);

/* The number of inversions of b: pairs of non-blank tiles (i before j in row-major order) with
 * tile i > tile j. 0 .. 28; P8_EINVAL if b is NULL. */
P8_API int p8_board_inversions(const p8_board *b);

/* 1 if `goal` (NULL: default goal) can be reached from `start`, 0 if not; P8_EINVAL if start is
 * NULL. Judged against the given goal: the two boards must have the same inversion parity, and
 * every board of one parity class of 181,440 reaches every other (docs/tutorial.md, section 3,
 * says why). Thread-safe. */
P8_API int p8_board_solvable(const p8_board *start, const p8_board *goal);

/* p8_board_solvable with the reason as a sentence a person can act on, written to why
 * (snprintf-style, cap why_cap; why may be NULL), e.g. "the goal is not reachable from the
 * start: their inversion counts have different parity (13 is odd, 0 is even) and no move changes
 * it". 200 bytes always hold the whole sentence. Returns 1, 0, or P8_EINVAL if start is NULL
 * (why is then ""). The same sentence is a search's errmsg for P8_EUNSOLVABLE, so every front
 * end explains an unsolvable pair the same way. Thread-safe. */
P8_API int p8_board_solvable_why(const p8_board *start, const p8_board *goal, char *why,
                                 size_t why_cap);

/* ---------------------------------------------------------------------------------------------
 * 6. Heuristics                                                                    p8_heuristic(3)
 *
 * A heuristic estimates the number of moves from `state` to `goal` (both 9 tiles, row-major).
 * Built-ins (6.1) are selected by number (P8_H_*) and also exported with the callback
 * signature, so they can be called directly or given to p8_search_set_heuristic_fn; a pattern
 * database (6.2) is built by the caller for tile groups of its choice and plugs in as a
 * callback. All of them work for any goal, never count the blank, and are admissible (never
 * above the true distance). For every state: zero <= goal-test <= misplaced <= manhattan <=
 * linear-conflict <= corner-tiles, last-moves <= corner-last-moves; misplaced <= gaschnig;
 * euclidean <= manhattan. docs/search.md, "Heuristics", defines each one and says why it is
 * admissible; p8_heuristic_check (section 16) checks a heuristic against the exact distances,
 * and p8_heuristic_dominance compares two.
 * ------------------------------------------------------------------------------------------- */
/* A heuristic callback: the estimate for `state` towards `goal`; user_data is the pointer given
 * with the function. */
typedef unsigned int (*p8_heuristic_fn)(const uint8_t *state, const uint8_t *goal, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 6.1 Built-in heuristics
 *
 * Every built-in is admissible for every goal (test/test_heuristic.c and
 * test/test_heuristic_field.c check each against exact distances on every board). ZERO to
 * EUCLIDEAN are also consistent (no move changes h by more than 1); CORNER_TILES, LAST_MOVES and
 * CORNER_LAST_MOVES are not, so with them graph search needs reopening to stay optimal (the
 * presets have it on). p8_heuristic_info gives both properties of each.
 * ------------------------------------------------------------------------------------------- */
/* The built-in heuristics (docs/search.md, "Heuristics", has each one's exact definition). */
enum {
    P8_H_ZERO = 0,            /* always 0 */
    P8_H_GOAL_TEST = 1,       /* 0 at the goal, 1 elsewhere */
    P8_H_MISPLACED = 2,       /* tiles not on their goal cell, blank excluded */
    P8_H_MANHATTAN = 3,       /* sum of each tile's row and column distance to its goal cell */
    P8_H_LINEAR_CONFLICT = 4, /* Manhattan + 2 per tile that must leave its row or column to let
                                 another tile in the same goal line pass */
    P8_H_GASCHNIG = 5,        /* swaps with the blank when any tile may swap with it */
    P8_H_EUCLIDEAN = 6,       /* straight-line distances, summed and rounded up */
    P8_H_CORNER_TILES = 7,    /* linear conflict + the corner-tiles bonus */
    P8_H_LAST_MOVES = 8,      /* linear conflict + the last-moves bonus */
    P8_H_CORNER_LAST_MOVES = 9 /* linear conflict + both bonuses */
};
/* For p8_solve: use the heuristic of the algorithm's preset. */
enum { P8_H_DEFAULT = -1 };

/* The built-ins with the callback signature; user_data is ignored. state and goal must each hold
 * a permutation of 0..8; if either is NULL or not a permutation the result is 0. A search set
 * with p8_search_set_heuristic gets the same values from internal table-driven copies. Pure
 * functions, thread-safe. */
P8_API unsigned int p8_heuristic_zero(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_goal_test(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_misplaced(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_manhattan(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_linear_conflict(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_gaschnig(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_euclidean(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_corner_tiles(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_last_moves(const uint8_t *state, const uint8_t *goal, void *user_data);
P8_API unsigned int p8_heuristic_corner_last_moves(const uint8_t *state, const uint8_t *goal,
                                           void *user_data);

/* The exported callback of built-in `which` (P8_H_*): p8_heuristic_zero for P8_H_ZERO, and so
 * on; NULL out of range. For front ends that pick a built-in by number and need a function
 * (p8_heuristic_dominance, p8_heuristic_check_fn). Thread-safe. */
P8_API p8_heuristic_fn p8_heuristic_callback(int which);

/* Evaluate built-in heuristic `which` (P8_H_*) on two boards (goal NULL: default goal).
 * Returns the value (>= 0); P8_EINVAL if state is NULL or which is out of range. Thread-safe. */
P8_API int p8_heuristic_value(int which, const p8_board *state, const p8_board *goal);

/* "zero", "goal-test", "misplaced", "manhattan", "linear-conflict", "gaschnig", "euclidean",
 * "corner-tiles", "last-moves", "corner-last-moves"; NULL out of range (P8_H_DEFAULT
 * included). Static, thread-safe. */
P8_API const char *p8_heuristic_name(int which);

/* ---------------------------------------------------------------------------------------------
 * 6.2 Pattern databases
 *
 * A p8_pdb holds, for one goal and for each of its groups of tiles (the patterns), the exact
 * number of moves OF THAT GROUP'S TILES needed to bring them to their goal cells, from every
 * placement of them and of the blank (the other tiles block but move for free). Its value for a
 * board is the sum over its disjoint groups: admissible and consistent; tiles in no group count
 * 0, and one group of all eight tiles is the exact distance (docs/search.md, "Pattern
 * databases", says why). Each group's table is filled by one breadth-first sweep from the goal
 * and holds one byte per abstract state (the cells of its tiles and of the blank): 9!/(8-k)!
 * bytes for k tiles, 15,120 for four, 362,880 for eight. Groups travel as bit masks (tile t is
 * bit 1u << t, t = 1..8), or in text as "1234/5678". Once built a database is immutable: every
 * query is thread-safe on a shared database. It is a heuristic through p8_pdb_heuristic, with
 * the database as user_data, so it goes wherever a heuristic function goes.
 * ------------------------------------------------------------------------------------------- */
/* A pattern database (see the section's introduction). */
typedef struct p8_pdb p8_pdb;

/* The most groups a database has: eight groups of one tile. */
enum { P8_PDB_MAX_GROUPS = 8 };
/* Figures of a database (p8_pdb_stat). */
enum {
    P8_PDB_GROUPS = 0,   /* the number of groups */
    P8_PDB_ENTRIES = 1,  /* abstract states stored, all groups (30,240 for 1234/5678) */
    P8_PDB_BYTES = 2,    /* bytes the database holds (from its allocator) */
    P8_PDB_BUILD_NS = 3  /* how long the build took, in nanoseconds */
};

/* Check n groups (bit masks) as p8_pdb_build does: P8_OK, or P8_EINVAL with the reason in why
 * (snprintf-style; why may be NULL when why_cap is 0; "" on success), groups numbered from 1:
 * NULL, none, more than 8, an empty group, the blank (bit 0) or bits beyond tile 8 in a group,
 * a tile in two groups ("tile 4 is in groups 1 and 2"). Thread-safe. */
P8_API int p8_pdb_check_groups(const unsigned int *groups, size_t n, char *why, size_t why_cap);
/* Parse groups from text: "1234/5678" (groups separated by '/', each its tiles as the digits
 * 1-8 in any order, with spaces or commas between them if wished), optionally after "pdb:" (the
 * command line's --heuristic pdb:1234/5678). Writes the first min(n, cap) masks to groups and
 * returns n, the number of groups (1 .. P8_PDB_MAX_GROUPS; a cap of P8_PDB_MAX_GROUPS always
 * holds them all). P8_EINVAL with the reason in why ("" on success; columns count from 1), e.g.
 * "unexpected character 'x' at column 3", "tile 4 is in groups 1 and 2", and for empty text, a
 * blank, an empty group, a tile twice in a group, text NULL, or groups NULL with cap > 0.
 * Thread-safe. */
P8_API int p8_pdb_parse_groups(const char *text, unsigned int *groups, size_t cap, char *why,
                               size_t why_cap);
/* Build the database of n disjoint groups (bit masks, as p8_pdb_check_groups checks them) for
 * `goal` (NULL: the default goal), with the default allocator or the caller's (copied; every
 * function pointer non-NULL; it must outlive the database). One block for the database and one
 * for the sweep's queue (a 32-bit word per abstract state of the largest group), given back
 * before returning. P8_OK; P8_EINVAL if out is NULL, a or one of its functions is NULL, or the
 * groups are not valid (p8_pdb_check_groups says why); P8_ENOMEM (nothing leaked, *out NULL).
 * Free with p8_pdb_free. */
P8_API int p8_pdb_build(const p8_board *goal, const unsigned int *groups, size_t n,
                        p8_pdb **out);
P8_API int p8_pdb_build_with_allocator(const p8_allocator *a, const p8_board *goal,
                                       const unsigned int *groups, size_t n, p8_pdb **out);
/* Free a database. NULL is a no-op. */
P8_API void p8_pdb_free(p8_pdb *p);
/* The goal's 9 tiles into out. P8_OK; P8_EINVAL if p or out is NULL. */
P8_API int p8_pdb_goal(const p8_pdb *p, uint8_t *out);
/* The groups' masks, in the order given to the build: writes the first min(n, cap) to out and
 * returns n; P8_EINVAL if p is NULL, or out is NULL with cap > 0. */
P8_API int p8_pdb_groups(const p8_pdb *p, unsigned int *out, size_t cap);
/* The database's name, "pdb:" and its groups as p8_pdb_parse_groups reads them, each group's
 * tiles in increasing order ("pdb:1234/5678"), snprintf-style; returns the length (at most 19,
 * "pdb:1/2/3/4/5/6/7/8"); 0 (and "" when cap > 0) if p is NULL. */
P8_API size_t p8_pdb_name(const p8_pdb *p, char *buf, size_t cap);
/* A figure of the database (P8_PDB_*); 0 for a NULL database or `which` out of range. */
P8_API uint64_t p8_pdb_stat(const p8_pdb *p, int which);
/* The value of b: the sum of its groups' values (p8_pdb_group_value: the moves of that group's
 * tiles). No allocation. Returns the value (>= 0); P8_EUNSOLVABLE if b cannot reach the
 * database's goal; P8_EINVAL if p or b is NULL, or `group` is not below the number of groups. */
P8_API int p8_pdb_value(const p8_pdb *p, const p8_board *b);
P8_API int p8_pdb_group_value(const p8_pdb *p, size_t group, const p8_board *b);
/* The database as a heuristic (p8_heuristic_fn), with the database as user_data: p8_pdb_value
 * of state; 0 if user_data, state or goal is NULL or not a permutation, if goal is not the
 * database's (e.g. the side of a bidirectional search that searches towards the start), or if
 * state cannot reach it. Use it with p8_search_set_heuristic_fn(s, p8_pdb_heuristic, pdb),
 * keeping the database alive while the search may run. Thread-safe. */
P8_API unsigned int p8_pdb_heuristic(const uint8_t *state, const uint8_t *goal, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 7. Search                                                                           p8_search(3)
 *
 * ONE generic loop runs every algorithm. A search is a frontier policy (FIFO queue, LIFO
 * stack, HEAP priority queue, BUCKET queue, or the caller's), a priority key = wg*g + wh*h, a
 * heuristic h, a duplicate policy (with reopening), limits, and a driver that arranges passes
 * and sides around the one expansion step; an algorithm (P8_ALG_*) is a preset of these. g is a
 * node's depth, its number of moves from the start.
 *
 * The loop goal-tests the start (start == goal: solved, 0 moves, 0 expanded), then takes nodes
 * from the frontier, skips the stale ones, goal-tests each (the built-in FIFO tests nodes when
 * it generates them instead), cuts it off at the depth limit or expands it: its successors in
 * move order UP, DOWN, LEFT, RIGHT, without the move undoing the node's own (except under
 * P8_DUP_NONE, GRAPH_UNDO and CLOSED). Ties are broken the same way on every run and machine, so
 * a configuration always gives the same moves and counts. docs/search.md states the semantics
 * exactly.
 *
 * A p8_search holds a configuration, which persists across runs, and at most one run, which is
 * idle (no run), running (started, not ended) or ended (its result not yet taken). It is used
 * by one thread at a time (p8_search_cancel excepted); any number of searches may run in
 * parallel threads.
 *
 * The search's own callbacks (its event, heuristic and frontier functions) may read it (the
 * functions that only read a search: p8_search_stat, p8_search_errmsg, p8_search_event_node,
 * p8_search_frontier, p8_search_get_option, ...), cancel it (p8_search_cancel) and free it
 * (p8_search_free: the free is deferred, see there). Every call from them that would change
 * its configuration or start, step or finish a run returns P8_EBUSY: the setters,
 * p8_search_set_option, p8_compare_row, p8_search_run, p8_search_start, p8_search_step,
 * p8_search_take_result, p8_tree_run and p8_trace_run.
 * ------------------------------------------------------------------------------------------- */
/* A search object, and the result of a run (section 9). */
typedef struct p8_search p8_search;
typedef struct p8_result p8_result;

/* ---------------------------------------------------------------------------------------------
 * 7.1 Configuring a search
 *
 * The setters return P8_OK; P8_EINVAL for a NULL search or a value out of range (the
 * configuration is then unchanged, and p8_search_errmsg says why, e.g. "heuristic 10 is out of
 * range (0..9)"); or P8_EBUSY while a run is in progress (started and not yet ended), from the
 * search's own callbacks included. A search whose run has ended but whose result was not yet
 * taken may be reconfigured. The configuration applies to the next run and persists across
 * runs.
 * ------------------------------------------------------------------------------------------- */
/* Frontier policies (p8_search_set_frontier). FIFO and LIFO order by generation only (LIFO
 * expands the last generated successor, the highest move number, first); HEAP and BUCKET order
 * by key, then by smaller h, then first in first out, and give the same pops (BUCKET is a
 * bucket queue: O(1) push and pop for this domain's small integer keys). */
enum { P8_FRONTIER_FIFO = 0, P8_FRONTIER_LIFO = 1, P8_FRONTIER_HEAP = 2, P8_FRONTIER_BUCKET = 3 };
/* Algorithms: the presets of p8_search_set_algorithm. */
enum { P8_ALG_BFS = 0, P8_ALG_DFS = 1, P8_ALG_UCS = 2, P8_ALG_GREEDY = 3, P8_ALG_ASTAR = 4,
       P8_ALG_IDDFS = 5, P8_ALG_IDASTAR = 6, P8_ALG_BIBFS = 7, P8_ALG_RANDOM_WALK = 8,
       P8_ALG_RBFS = 9, P8_ALG_SMASTAR = 10 };
/* Drivers: how passes and sides are arranged around the one loop (p8_search_set_driver;
 * docs/search.md, "Drivers", says exactly what each does). A requirement not met is P8_EINVAL
 * when a run starts.
 * - ONCE: one pass.
 * - DEEPEN_DEPTH: iterative deepening (IDDFS): passes with a depth bound 0, 1, 2, ...
 * - DEEPEN_F: IDA*: passes with a bound on the key; needs wg >= 1.
 * - BIDIRECTIONAL: bidirectional BFS, a layer at a time from the start and from the goal; needs
 *   the built-in FIFO and P8_DUP_GRAPH.
 * - RANDOM_WALK: no frontier: a random legal move each step until the goal, drawn with the seed
 *   (p8_search_set_seed); needs P8_DUP_NONE (any legal move) or P8_DUP_PARENT (never undo the
 *   last move: p8_board_scramble's walk). Each move is one expansion and one generation.
 * - RBFS: recursive best-first search, in memory linear in the depth; no frontier; needs a tree
 *   search (P8_DUP_NONE, PARENT or PATH) and wg >= 1.
 * - SMASTAR: simplified memory-bounded A* (SMA*), holding at most the node budget's nodes
 *   (p8_search_set_node_budget); no frontier; needs a tree search (P8_DUP_NONE, PARENT or PATH).
 * RBFS and SMASTAR forget subtrees and expand their nodes again, counting every expansion. */
enum { P8_DRIVER_ONCE = 0, P8_DRIVER_DEEPEN_DEPTH = 1, P8_DRIVER_DEEPEN_F = 2,
       P8_DRIVER_BIDIRECTIONAL = 3, P8_DRIVER_RANDOM_WALK = 4, P8_DRIVER_RBFS = 5,
       P8_DRIVER_SMASTAR = 6 };
/* Duplicate policies (p8_search_set_duplicates; docs/search.md, "Graph search, duplicates and
 * reopening", says what each generates and drops, and which textbook programs each counts as):
 * - NONE: tree search generating every legal move, the one undoing the node's own move
 *   included; nothing is a duplicate.
 * - PARENT: tree search without the move undoing the node's own move; nothing else is a
 *   duplicate.
 * - PATH: PARENT, and a successor whose state is on its path from the root is a duplicate.
 * - GRAPH: graph search: PARENT plus a table of every state seen with the cheapest g found; a
 *   state generated again with g no smaller is a duplicate, one reached by a strictly cheaper
 *   path replaces the old node (an expanded one only when reopening is on).
 * - GRAPH_UNDO: GRAPH that also generates the undo move, whose state it then discards as a
 *   duplicate (counted in generated and duplicates, and reported by the events); otherwise as
 *   GRAPH, reopening included.
 * - CLOSED: a closed list only: every legal move is generated, and a successor is a duplicate
 *   when its state was expanded before; the frontier is not looked at, so a state may wait on
 *   it more than once and each copy taken is goal-tested and expanded; nothing is replaced or
 *   reopened.
 * NONE, PARENT and PATH keep no table: a depth-first tree search without a limit may never end
 * when the goal is far. */
enum { P8_DUP_NONE = 0, P8_DUP_PARENT = 1, P8_DUP_PATH = 2, P8_DUP_GRAPH = 3,
       P8_DUP_GRAPH_UNDO = 4, P8_DUP_CLOSED = 5 };
/* Limits (p8_search_set_limit). A run a limit stops ends P8_ELIMIT, with a result. The time
 * limit is met within max(1 ms, a few percent) plus at most one expansion, whatever the
 * callbacks cost (docs/search.md, "How a run ends"). */
enum {
    P8_LIMIT_EXPANSIONS = 0,   /* stop before expansion number limit+1 (0: only the start's goal
                                  test) */
    P8_LIMIT_DEPTH = 1,        /* do not expand nodes at this depth (g); deeper nodes are never
                                  made (0: only the start is goal-tested) */
    P8_LIMIT_MEMORY_BYTES = 2, /* stop when the search would hold more than this many bytes (0: at
                                  the first allocation) */
    P8_LIMIT_TIME_MS = 3       /* stop after this many milliseconds spent in the run (0: at the
                                  first check, before the first expansion) */
};
/* The value of a limit that does not limit: the default of every limit. 0 is a real limit. */
#define P8_LIMIT_NONE UINT64_MAX
/* Events (p8_search_set_event_fn): EXPAND, a node is expanded (before its successors are
 * generated); GENERATE, a successor is generated, duplicate or not (before it is stored);
 * DUPLICATE, a generated successor is discarded as a duplicate (right after its GENERATE);
 * GOAL, the goal is found (start == goal included). */
enum { P8_EVENT_EXPAND = 0, P8_EVENT_GENERATE = 1, P8_EVENT_DUPLICATE = 2, P8_EVENT_GOAL = 3 };
/* Mask bit of an event, for p8_search_set_event_fn. */
#define P8_EVENT_BIT(e) (1u << (e))
/* Every event's bit. */
enum { P8_EVENT_ALL = 0xf };

/* "bfs", "dfs", "ucs", "greedy", "astar", "iddfs", "idastar", "bibfs", "random-walk", "rbfs",
 * "smastar"; NULL out of range. */
P8_API const char *p8_algorithm_name(int alg);
/* "once", "deepen-depth", "deepen-f", "bidirectional", "random-walk", "rbfs", "smastar"; NULL out
 * of range. */
P8_API const char *p8_driver_name(int driver);
/* "fifo", "lifo", "heap", "bucket"; NULL out of range. */
P8_API const char *p8_frontier_name(int frontier);
/* "none", "parent", "path", "graph", "graph-undo", "closed" (P8_DUP_*); NULL out of range. */
P8_API const char *p8_duplicates_name(int policy);
/* "expand", "generate", "duplicate", "goal"; NULL out of range. */
P8_API const char *p8_event_name(int event);

/* Event callback: called for each event selected by the mask, on the thread running the search.
 * `state` is the node's 9 tiles (valid only during the call), g its depth, h its heuristic
 * value. A non-zero return stops the run with P8_ECANCELED, except from P8_EVENT_GOAL, whose
 * return value is ignored (the run ends solved either way). It may read its search (e.g.
 * p8_search_event_node, p8_search_frontier, p8_search_stat), cancel it or free it; a setter or
 * a run, start, step or take_result call on its own search returns P8_EBUSY (section 7). */
typedef int (*p8_event_fn)(int event, const uint8_t *state, unsigned int g, unsigned int h,
                           void *user_data);

/* Create a search with the default allocator (malloc/realloc/free), configured as A* with
 * Manhattan distance (the ASTAR preset: BUCKET, weights 1,1, graph search, reopening on, no
 * limits, no event callback). The caller frees it with p8_search_free. Thread-safe. With the
 * default allocator a search keeps the large blocks (64 KiB and more) of its last run for its
 * next runs (p8_search_free gives them back); peak bytes and the memory limit still count what
 * each run asks for. P8_EINVAL if out is NULL; P8_ENOMEM. */
P8_API int p8_search_new(p8_search **out);
/* The same with the caller's allocator (copied; every function pointer must be non-NULL); the
 * search object itself comes from a->malloc_fn. A caller's allocator gets every block of a run
 * back when the run's result is taken (nothing is kept for the next run).
 * P8_EINVAL if a or out is NULL or a function pointer is NULL; P8_ENOMEM. */
P8_API int p8_search_new_with_allocator(const p8_allocator *a, p8_search **out);
/* Free a search and everything it holds (not the results it made: they stay valid). NULL is a
 * no-op. Called from the search's own event, heuristic or frontier callback, the free is
 * deferred: the run ends and the search is freed before the run/start/step call returns, which
 * then returns P8_ECANCELED (run: with *out NULL). During p8_trace_run or p8_tree_run the free
 * waits for that call (from any callback, the trace's writer too): it returns P8_ECANCELED with
 * *out NULL. Do not use s after that call returns. */
P8_API void p8_search_free(p8_search *s);

/* A preset sets frontier, weights, duplicate policy, reopening, heuristic and driver (the seed,
 * limits, node budget and event callback are kept; a caller's heuristic function or frontier is
 * replaced by the preset's built-in):
 *   alg          frontier  weights  duplicates        heuristic  driver         optimal  memory
 *   BFS          FIFO      (1,0)    GRAPH, reopen     ZERO       ONCE           yes      states
 *   DFS          LIFO      (1,0)    GRAPH, no reopen  ZERO       ONCE           no       states
 *   UCS          BUCKET    (1,0)    GRAPH, reopen     ZERO       ONCE           yes      states
 *   GREEDY       BUCKET    (0,1)    GRAPH, reopen     MANHATTAN  ONCE           no       states
 *   ASTAR        BUCKET    (1,1)    GRAPH, reopen     MANHATTAN  ONCE           yes      states
 *   IDDFS        LIFO      (1,0)    PARENT            ZERO       DEEPEN_DEPTH   yes      path
 *   IDASTAR      LIFO      (1,1)    PARENT            MANHATTAN  DEEPEN_F       yes      path
 *   BIBFS        FIFO      (1,0)    GRAPH, reopen     ZERO       BIDIRECTIONAL  yes      states
 *   RANDOM_WALK  FIFO      (1,0)    NONE              ZERO       RANDOM_WALK    no       moves
 *   RBFS         FIFO      (1,1)    PARENT            MANHATTAN  RBFS           yes      path
 *   SMASTAR      FIFO      (1,1)    PARENT            MANHATTAN  SMASTAR        yes      budget
 * Memory is the class P8_MEMORY_* (states: O(states); path: O(b*d); budget: the node budget;
 * moves: a quarter byte a move). Reopening is on in every preset but DFS (it matters under GRAPH
 * and GRAPH_UNDO only). RANDOM_WALK, RBFS and SMASTAR take no frontier: their FIFO is unused.
 * SMASTAR is optimal when its node budget holds the path to a solution. p8_algorithm_info gives
 * the same table; docs/search.md, "Presets", says why each is so. */
P8_API int p8_search_set_algorithm(p8_search *s, int alg);
/* Frontier policy P8_FRONTIER_*. A caller's frontier is set with p8_search_set_frontier_fns
 * (section 8). */
P8_API int p8_search_set_frontier(p8_search *s, int frontier);
/* The priority key = wg*g + wh*h, computed in 64 bits and saturating at UINT64_MAX: the order of
 * HEAP and BUCKET (and what a caller's frontier is given) under the ONCE and DEEPEN_DEPTH
 * drivers, which FIFO and LIFO ignore; the bound of the DEEPEN_F, RBFS and SMASTAR drivers,
 * whatever the frontier (p8_search_weights_used says whether a run uses them). (0,0) is
 * allowed: the key is then 0 and ties decide. Never P8_EINVAL but for a NULL s. */
P8_API int p8_search_set_weights(p8_search *s, unsigned int wg, unsigned int wh);
/* Duplicate policy P8_DUP_* (see the P8_DUP_* comment above). Reopening (p8_search_set_reopen)
 * applies to P8_DUP_GRAPH and P8_DUP_GRAPH_UNDO only. */
P8_API int p8_search_set_duplicates(p8_search *s, int policy);
/* on != 0: in graph search (P8_DUP_GRAPH, GRAPH_UNDO), a state already expanded that is reached
 * again by a strictly cheaper path is put back on the frontier ("reopened"); 0: it is a
 * duplicate. On in every preset but DFS. */
P8_API int p8_search_set_reopen(p8_search *s, int on);
/* Built-in heuristic P8_H_*: any of them (p8_heuristic_name names each); P8_H_DEFAULT and any
 * other value are P8_EINVAL (errmsg gives the range). Replaces a caller's function. */
P8_API int p8_search_set_heuristic(p8_search *s, int builtin);
/* A caller's heuristic; fn NULL is P8_EINVAL. It is called with a node's tiles and the goal's
 * tiles (the bidirectional driver's side 1 searches towards the start, and passes the start),
 * on the thread running the search, once for the start and once for each generated node that is
 * kept (also for duplicates when the GENERATE or DUPLICATE event is selected, to report their
 * h); user_data is passed through. Any value is allowed: keys saturate instead of overflowing.
 * It may call p8_search_cancel (a heuristic cannot return "stop") or p8_search_free on its
 * search (section 7). */
P8_API int p8_search_set_heuristic_fn(p8_search *s, p8_heuristic_fn fn, void *user_data);
/* Limit `which` (P8_LIMIT_*) to value; P8_LIMIT_NONE (the default) removes the limit, and 0 is
 * a real limit (see the P8_LIMIT_* comments). */
P8_API int p8_search_set_limit(p8_search *s, int which, uint64_t value);
/* P8_LIMIT_NONE (UINT64_MAX), for bindings that cannot read macros. Thread-safe. */
P8_API uint64_t p8_limit_none(void);
/* Event callback and the mask of events (P8_EVENT_BIT(e), or P8_EVENT_ALL) it receives; fn NULL
 * removes it. A mask with bits beyond P8_EVENT_ALL is P8_EINVAL (even with fn NULL). The
 * callback runs on the thread that called run, start or step. */
P8_API int p8_search_set_event_fn(p8_search *s, p8_event_fn fn, unsigned int event_mask,
                                  void *user_data);
/* The driver P8_DRIVER_* (see the P8_DRIVER_* comment above). */
P8_API int p8_search_set_driver(p8_search *s, int driver);
/* The seed of the random walk's generator (SplitMix64, as p8_board_random; default 0). */
P8_API int p8_search_set_seed(p8_search *s, uint64_t seed);
/* The node budget of the SMASTAR driver (SMA*): the most nodes it holds at once, its root
 * included (default P8_NODE_BUDGET_DEFAULT, 10,000; other drivers ignore it, and presets keep
 * it). A budget too small to hold the path to a solution with the children of the nodes on it
 * ends the run P8_ELIMIT ("the node budget ... is too small"); under P8_DUP_PARENT a budget of
 * 98 holds one for every 8-puzzle state (docs/search.md, "RBFS and SMA*"), optimal with an
 * admissible heuristic. A larger budget forgets less and expands fewer nodes again. P8_EINVAL
 * for a budget of 0 (the root needs a node) or a NULL s; P8_EBUSY during a run. */
P8_API int p8_search_set_node_budget(p8_search *s, uint64_t nodes);
/* The default node budget of SMA* (p8_search_set_node_budget). */
#define P8_NODE_BUDGET_DEFAULT 10000
/* Whether the weights shape a run of s as s is configured now: 1 if a HEAP or BUCKET frontier
 * orders the nodes by the key, or the caller's frontier receives it, under the ONCE and
 * DEEPEN_DEPTH drivers, and always under DEEPEN_F, RBFS and SMASTAR, which bound on the key; 0
 * if the run is the same whatever the weights (FIFO or LIFO under ONCE or DEEPEN_DEPTH,
 * BIDIRECTIONAL, RANDOM_WALK), though the key is still reported (P8_NODE_KEY, traces, trees).
 * Front ends ask this instead of deciding from an algorithm's name. Reads the configuration
 * only: any time, from callbacks too. P8_EINVAL if s is NULL. */
P8_API int p8_search_weights_used(const p8_search *s);
/* The name of the frontier a run of s, as s is configured now, takes its nodes from: "fifo",
 * "lifo", "heap" or "bucket" (p8_frontier_name) for a built-in; "custom" for the caller's (as
 * the trace header names it); "none" under the RANDOM_WALK, RBFS and SMASTAR drivers, which take
 * no frontier. (The BIDIRECTIONAL driver runs two, and only "fifo": with another its runs end
 * P8_EINVAL.) Reads the configuration only: any time, from callbacks too. NULL if s is NULL.
 * Static storage. */
P8_API const char *p8_search_frontier_used(const p8_search *s);

/* The comparison table (puzzle8 compare): every classic configuration side by side, the same
 * rows in every front end. p8_compare_rows is the number of rows. Thread-safe. */
P8_API int p8_compare_rows(void);
/* Configure s for row `row` (0 to p8_compare_rows() - 1) of the comparison table: its
 * algorithm preset, heuristic, weights, reopening and limits P8_LIMIT_EXPANSIONS (1,000,000 for
 * DFS rows, 20,000,000 for IDDFS and 10,000,000 moves for the random walk; none for the others)
 * and P8_LIMIT_DEPTH (31, the diameter, for depth-limited DFS; none for the others), keeping the
 * other limits, the seed and the event callback (a caller may override limits afterwards).
 * Writes its label into label/cap snprintf-style (label may be NULL with cap 0): the algorithm's
 * name (p8_algorithm_name), then ", HEURISTIC" if not the preset's, ", weights WG,WH", ", depth
 * limit D" and ", reopen" where they apply, e.g. "astar, manhattan, weights 1,2"; sets *optimal
 * (may be NULL) to 1 if the configuration guarantees an optimal solution. Returns the label's
 * length; P8_EINVAL (row out of range, s NULL, label NULL with cap > 0) or P8_EBUSY (during a
 * run), with nothing changed. */
P8_API int p8_compare_row(int row, p8_search *s, char *label, size_t cap, int *optimal);

/* ---------------------------------------------------------------------------------------------
 * 7.2 Running a search
 * ------------------------------------------------------------------------------------------- */
/* Search from start to goal (goal NULL: default goal) and store a result, which the caller owns
 * and which outlives the search, in *out. Returns P8_OK (solved), or:
 *   P8_EUNSOLVABLE  at once, with no search and *out NULL, when goal is not reachable (the
 *                   errmsg is the sentence of p8_board_solvable_why);
 *   P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND, P8_EFRONTIER (a caller's frontier failed)  with a
 *                   result in *out (solved == 0) holding the statistics of the run;
 *   P8_EINVAL (s, start or out NULL), P8_ENOMEM, P8_EBUSY  with *out NULL; after P8_ENOMEM
 *                   (whichever allocation failed, the result's included) the run is discarded
 *                   and the search is idle.
 * The same as p8_search_start, p8_search_step(s, 0) and p8_search_take_result; a run in
 * progress is abandoned first, whatever the call then returns (but for P8_EBUSY from the
 * search's own callback). */
P8_API int p8_search_run(p8_search *s, const p8_board *start, const p8_board *goal, p8_result **out);

/* One-line solve: a temporary search (default allocator) set with p8_search_set_algorithm(alg),
 * then the heuristic (P8_H_DEFAULT keeps the preset's), run from start to goal. Same returns as
 * p8_search_run, and P8_EINVAL for alg or heuristic out of range; never P8_EBUSY. Thread-safe
 * (each call has its own search). */
P8_API int p8_solve(const p8_board *start, const p8_board *goal, int alg, int heuristic, p8_result **out);

/* Ask the run in progress to stop: it ends with P8_ECANCELED at the next node it takes or
 * makes (from a callback: as soon as the callback returns; a heuristic cannot return "stop").
 * Safe to call from ANY thread while another thread runs the search (like sqlite3_interrupt):
 * it only sets a flag the run reads. The flag is cleared when a run starts: a cancel that
 * arrives while no run is in progress (or before p8_search_start/run clears it) has no effect.
 * The caller must keep s alive (not freed) until this call returns. P8_OK, or P8_EINVAL if s is
 * NULL. */
P8_API int p8_search_cancel(p8_search *s);

/* ---------------------------------------------------------------------------------------------
 * 7.3 Stepping a run
 *
 * The same run in slices, for progress displays, animations and cooperative multitasking:
 * p8_search_start, then p8_search_step until it returns something other than P8_AGAIN, then
 * p8_search_take_result.
 * ------------------------------------------------------------------------------------------- */
/* Begin a run (the boards are copied, so changing them afterwards does not affect the run). A
 * run in progress (or an ended run whose result was not taken) is abandoned first, even if this
 * call then fails.
 * Returns P8_OK; P8_EUNSOLVABLE, P8_EINVAL or P8_ENOMEM (the search is then idle, with no run);
 * P8_EBUSY from the search's own callback (nothing is abandoned then); P8_ECANCELED if a
 * callback freed the search. A run may end during start (start == goal, a callback cancels it,
 * or the memory limit refuses the first node): p8_search_step then returns its final status at
 * once. */
P8_API int p8_search_start(p8_search *s, const p8_board *start, const p8_board *goal);
/* Expand up to max_expansions nodes (0: until the run ends). Returns P8_AGAIN while the run goes
 * on; when it ends, its final status (P8_OK, P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND, P8_EFRONTIER,
 * P8_ENOMEM), and again that status on later calls until the result is taken. P8_EINVAL if s is
 * NULL or no run was started; P8_EBUSY from the search's own callback. */
P8_API int p8_search_step(p8_search *s, uint64_t max_expansions);
/* Take the result of an ended run (once). P8_OK; P8_EINVAL if s or out is NULL or no ended run
 * has a result to take (not started, still running, already taken, or ended by P8_ENOMEM);
 * P8_EBUSY from the search's own callback; P8_ENOMEM (the result stays to take). After this the
 * search is idle and may be reconfigured. A run in progress can be abandoned with
 * p8_search_cancel followed by one p8_search_step, or by starting another run. */
P8_API int p8_search_take_result(p8_search *s, p8_result **out);

/* ---------------------------------------------------------------------------------------------
 * 7.4 Inspecting a run
 *
 * During a run (between steps and from its own callbacks) and after it, a search tells its
 * statistics, why it stopped, the node of the event being reported, and what its frontier
 * holds.
 * ------------------------------------------------------------------------------------------- */
/* Statistics of a run (p8_search_stat, p8_result_stat), summed over the passes of a deepening
 * driver and the two sides of the bidirectional one (docs/search.md, "Statistics"):
 * - EXPANDED: nodes whose successors were generated (not the goal node, stale nodes or nodes cut
 *   off at the depth limit); RBFS and SMA* count each expansion of a node they expand again;
 * - GENERATED: successors made by expansions, duplicates included, the start not included;
 * - DUPLICATES: generated states the duplicate policy discarded (0 under NONE and PARENT), so
 *   GENERATED - DUPLICATES nodes were kept besides the start;
 * - MAX_FRONTIER: the most entries the frontier held at once, stale ones included (RBFS and
 *   SMA*, which take no frontier: the most nodes held at once);
 * - PEAK_BYTES: the most bytes the run held at once (nodes, state table, frontier) as asked of
 *   the allocator, the search object and results not counted;
 * - ELAPSED_NS: nanoseconds spent in p8_search_start and p8_search_step (or p8_search_run) for
 *   this run, on the monotonic clock;
 * - FRONTIER: entries in the frontier now (in a result: when the run ended);
 * - PASSES: passes of the driver (1 but for the deepening drivers);
 * - BOUND: the last pass's bound of a deepening driver (a depth or a key); RBFS: the f-limit of
 *   the last node visited; SMA*: the backed-up F of the last node taken; 0 for the others. */
enum {
    P8_STAT_EXPANDED = 0, P8_STAT_GENERATED = 1, P8_STAT_DUPLICATES = 2, P8_STAT_MAX_FRONTIER = 3,
    P8_STAT_PEAK_BYTES = 4, P8_STAT_ELAPSED_NS = 5, P8_STAT_FRONTIER = 6 /* entries now */,
    P8_STAT_PASSES = 7 /* passes of the driver */, P8_STAT_BOUND = 8 /* the last pass's bound */
};
/* A statistic (P8_STAT_*) of the current or last run; 0 for NULL or out of range. The counters
 * of the last run stay readable after its result is taken, except P8_STAT_FRONTIER, which is 0
 * once the result was taken (the result keeps its own copy). */
P8_API uint64_t p8_search_stat(const p8_search *s, int which);
/* A sentence about the most recent error this search returned, or about how the last run ended
 * when it did not solve, e.g. "heuristic 10 is out of range (0..9)", "expansion limit of 10
 * reached", "depth limit of 5 cut the search off", "the run was canceled"; after a depth limit
 * it says whether a solution within the limit is ruled out (docs/search.md, "How a run ends").
 * Cleared when a run starts (a successful setter does not clear it); "" when there is nothing
 * to say. Valid until the next call on s. Never NULL (for a NULL s: ""). */
P8_API const char *p8_search_errmsg(const p8_search *s);
/* When the memory or time limit ended the last run of s (a search that ran away): a paragraph
 * for a student on what happened (the search in plain words, the limit, the expansions, the
 * nodes made, how its frontier grew, the effective branching factor b* and what it predicts
 * for a solution `solution_depth` moves deep) and what to try instead, snprintf-style into buf
 * (buf may be NULL with cap 0); the same paragraph in every front end. `depth` is the g of the
 * node the run was to expand next when the caller last looked (e.g. the first entry of
 * p8_search_frontier), 0 if unknown (b* is then left out; iterative deepening uses its own
 * bound); `solution_depth` the moves of a shortest solution (e.g. p8_table_distance), 0 to 31,
 * 0 if unknown. It reads the statistics and errmsg: call it after the run, before a new run or
 * a failing setter. Returns the length; P8_EINVAL if s is NULL, buf is NULL with cap > 0,
 * solution_depth is above 31, or the last run did not end at its memory or time limit.
 * Thread-safe for different searches. */
P8_API int p8_search_limit_why(const p8_search *s, unsigned int depth, unsigned int solution_depth,
                               char *buf, size_t cap);

/* Fields of p8_search_event_node. */
enum {
    P8_NODE_ID = 0,     /* the node's id: its number in order of creation over the run, the first
                           root 0; P8_NODE_NONE for a successor that was not kept */
    P8_NODE_PARENT = 1, /* the parent's id; a root's is P8_NODE_NONE */
    P8_NODE_MOVE = 2,   /* the P8_MOVE_* that made it; 4 for a root */
    P8_NODE_G = 3,      /* its depth */
    P8_NODE_H = 4,      /* its heuristic value (towards its side's target) */
    P8_NODE_KEY = 5,    /* wg*g + wh*h (saturating) */
    P8_NODE_SIDE = 6,   /* 0: searching from the start; 1: from the goal (bidirectional) */
    P8_NODE_BOUND = 7   /* the deepening driver's bound for this pass; RBFS: the f-limit of the
                           node visited (P8_NODE_NONE for the root's); SMA*: the backed-up F of
                           the node expanded; P8_NODE_NONE otherwise */
};
/* The number of fields of this version, and "no node" (a successor not kept, a root's parent, the
 * bound of a driver that does not deepen). Ids count over every pass and side and are not
 * frontier handles; the random walk's state after move i has id i. */
#define P8_NODE_FIELDS 8
#define P8_NODE_NONE UINT64_MAX
/* Inside an event callback of s: fill out[0 .. n-1] with the fields P8_NODE_* of the event's
 * node (EXPAND: the node expanded; GENERATE and DUPLICATE: the successor, whose id is
 * P8_NODE_NONE if it is not kept; GOAL: the node that reached the goal, in the bidirectional
 * driver the state where the two halves meet) and return P8_NODE_FIELDS (the number of fields
 * there are, snprintf-style: fields beyond n are not written, and later versions may add
 * fields). P8_EINVAL if s is NULL, out is NULL with n > 0, or no event callback of s is
 * running. */
P8_API int p8_search_event_node(const p8_search *s, uint64_t *out, size_t n);

/* Fields of one entry of p8_search_frontier. */
enum { P8_ENTRY_ID = 0, P8_ENTRY_RANK = 1 /* p8_board_rank of its state */, P8_ENTRY_G = 2,
       P8_ENTRY_H = 3, P8_ENTRY_KEY = 4, P8_ENTRY_SIDE = 5, P8_ENTRY_PARENT = 6, P8_ENTRY_MOVE = 7 };
#define P8_ENTRY_FIELDS 8
/* A snapshot of the frontier of the run in progress: its live entries (stale ones left out) in
 * the order the run would take them if nothing more were pushed (FIFO: oldest first; LIFO:
 * newest first; HEAP and BUCKET: smaller key, then smaller h, then smaller id; bidirectional:
 * side 0's, then side 1's; the drivers that take no frontier have none). Writes the first
 * min(max_entries, live) entries to out, each the first `fields` (1 .. P8_ENTRY_FIELDS) fields
 * P8_ENTRY_* (later versions may append fields), and returns how many it wrote (at most
 * INT_MAX); *live (live may be NULL) gets the number of live entries (0 on error); max_entries
 * 0 with out NULL asks for the count only. The fields mean what the P8_NODE_* ones mean, with
 * the same ids as the events; RANK is the p8_board_rank of the entry's state. Allowed while a
 * run is in progress, between steps and from the search's callbacks (at EXPAND and GOAL the
 * node was taken; at GENERATE the successor is not in yet). It never changes the run, its
 * statistics included; a heap is read from a copy made with the search's allocator (two 64-bit
 * words an entry, freed before returning, counted neither in peak bytes nor against the memory
 * limit; docs/search.md, "Looking at the frontier", gives the costs). P8_EINVAL (errmsg says
 * why) if s is NULL, fields is out of range, out is NULL with max_entries > 0, or no run is in
 * progress; P8_EFRONTIER if the frontier is the caller's; P8_ENOMEM if the copy could not be
 * made (the run is unaffected). On error out's contents are unspecified. */
P8_API int p8_search_frontier(p8_search *s, uint64_t *out, size_t max_entries, size_t fields,
                              uint64_t *live);

/* ---------------------------------------------------------------------------------------------
 * 7.5 The configuration table
 *
 * Every named value a search can be given (algorithms with their presets and properties,
 * heuristics, duplicate policies, frontiers, drivers, events, limits) is in one table, with its
 * name, other names, title, a course's label and one sentence; so are the options of a search,
 * set from text with the library's own checks (p8_search_set_option). Front ends list, parse
 * and explain the configuration by looping over these tables (docs/search.md, "The
 * configuration table"). All are thread-safe and return static strings, except the p8_search_
 * functions, which follow section 7's rules.
 * ------------------------------------------------------------------------------------------- */
/* The lists of named values (the `kind` of the p8_choice_ functions): algorithms P8_ALG_*,
 * heuristics P8_H_*, duplicate policies P8_DUP_*, frontiers P8_FRONTIER_*, drivers
 * P8_DRIVER_*, events P8_EVENT_*, limits P8_LIMIT_* (named as the options that set them:
 * "max-expansions", ...). A list's values are 0 to p8_choice_count(kind) - 1. */
enum { P8_CHOICE_ALGORITHM = 0, P8_CHOICE_HEURISTIC = 1, P8_CHOICE_DUPLICATES = 2,
       P8_CHOICE_FRONTIER = 3, P8_CHOICE_DRIVER = 4, P8_CHOICE_EVENT = 5, P8_CHOICE_LIMIT = 6 };
/* How many values list `kind` has; P8_EINVAL for a kind out of range. */
P8_API int p8_choice_count(int kind);
/* The name of value `value` of list `kind` (the name p8_algorithm_name and its siblings give,
 * and the one the command, the bindings and traces use), its other names (space-separated, ""
 * if none: "a* a-star" for astar), its title in words, as a menu shows it ("Breadth-first
 * search", "Manhattan distance", "graph search: each board once"), the short label a course
 * gives it in tables and plots ("BFS", "IDS", "h2", "graph search"), and one sentence saying what
 * it does in a student's words. NULL for a kind or value out of range. */
P8_API const char *p8_choice_name(int kind, int value);
P8_API const char *p8_choice_aliases(int kind, int value);
P8_API const char *p8_choice_title(int kind, int value);
P8_API const char *p8_choice_label(int kind, int value);
P8_API const char *p8_choice_summary(int kind, int value);
/* The value of list `kind` named `name` (its name or one of its other names, in any case of
 * letters); P8_EINVAL if no value of the list is so named, or name is NULL. */
P8_API int p8_choice_lookup(int kind, const char *name);

/* The fields of p8_algorithm_info, append-only: the preset (as p8_search_set_algorithm sets
 * it), whether the preset guarantees a shortest solution, and its memory class P8_MEMORY_*. */
enum { P8_ALGINFO_FRONTIER = 0, P8_ALGINFO_WG = 1, P8_ALGINFO_WH = 2, P8_ALGINFO_DUPLICATES = 3,
       P8_ALGINFO_REOPEN = 4, P8_ALGINFO_HEURISTIC = 5, P8_ALGINFO_DRIVER = 6,
       P8_ALGINFO_OPTIMAL = 7, P8_ALGINFO_MEMORY = 8, P8_ALGINFO_FIELDS = 9 };
/* Memory classes: every state it reaches (O(states)); the current path and its children
 * (O(b*d)); at most the node budget's nodes; the moves made (a quarter byte each). */
enum { P8_MEMORY_STATES = 0, P8_MEMORY_PATH = 1, P8_MEMORY_BUDGET = 2, P8_MEMORY_MOVES = 3 };
/* Fill out[0 .. cap-1] with the fields P8_ALGINFO_* of algorithm `alg` (fewer if cap is
 * smaller). Returns P8_ALGINFO_FIELDS (the number of fields this library has); P8_EINVAL if alg
 * is out of range or out is NULL with cap > 0. */
P8_API int p8_algorithm_info(int alg, uint64_t *out, size_t cap);
/* "states", "path", "budget", "moves" (P8_MEMORY_*); NULL out of range. */
P8_API const char *p8_memory_name(int memory);
/* The fields of p8_heuristic_info, append-only: 1 if the built-in is admissible (never above
 * the true distance) for every goal, 1 if it is consistent (no move changes it by more than 1)
 * for every goal. */
enum { P8_HINFO_ADMISSIBLE = 0, P8_HINFO_CONSISTENT = 1, P8_HINFO_FIELDS = 2 };
/* Fill out[0 .. cap-1] with the fields P8_HINFO_* of built-in heuristic `heuristic`. Returns
 * P8_HINFO_FIELDS; P8_EINVAL if heuristic is out of range or out is NULL with cap > 0. */
P8_API int p8_heuristic_info(int heuristic, uint64_t *out, size_t cap);

/* The options of a search, 0 to p8_option_count() - 1, in the order a front end should apply
 * them (the algorithm first: its preset replaces the settings after it): "algorithm",
 * "heuristic", "frontier", "duplicates", "reopen", "weights", "driver", "seed", "node-budget",
 * "max-expansions", "max-depth", "max-memory", "max-time". */
P8_API int p8_option_count(void);
/* Option `option`'s name; the form of its value as a usage line writes it ("NAME", "WG,WH",
 * "on|off", "N|none", ...); one sentence on what it sets. NULL out of range. */
P8_API const char *p8_option_name(int option);
P8_API const char *p8_option_argument(int option);
P8_API const char *p8_option_summary(int option);
/* The list (P8_CHOICE_*) whose names option `option` takes as its value, or -1 if it takes
 * something else (a number, two numbers, on or off); P8_EINVAL out of range. */
P8_API int p8_option_choices(int option);
/* The number of the option named `name` (exactly, as p8_option_name gives it); P8_EINVAL if
 * there is none or name is NULL. */
P8_API int p8_option_lookup(const char *name);
/* Set option `name` of s from the text `value`, with the checks and the sentence of the setter
 * it stands for: a name of the option's list (p8_choice_lookup: other names and any case
 * accepted); "on" or "off"; "WG,WH" (two whole numbers from 0 to 2^32-1); a whole number (seed;
 * node-budget, from 1); a whole number or "none" for the limits. Returns P8_OK; P8_EINVAL for a
 * NULL s, an unknown option or a value that is not one of the option's (p8_search_errmsg says
 * which, quoting the text given, cut at 40 bytes with control characters escaped, and lists
 * what is accepted); P8_EBUSY during a run. On error the configuration is unchanged. The
 * algorithm option applies its preset at once, as p8_search_set_algorithm does. */
P8_API int p8_search_set_option(p8_search *s, const char *name, const char *value);
/* The value of option `name` of s as text, into buf/cap snprintf-style: a name of the option's
 * list ("custom" for a caller's heuristic or frontier; for "algorithm", the algorithm whose
 * preset s holds, its heuristic aside, or "custom"), "on"/"off", "WG,WH", a number, or "none"
 * for a limit that does not limit. Returns the length of the text; P8_EINVAL if s is NULL, the
 * option unknown, or buf NULL with cap > 0. Reads the configuration only: any time, from
 * callbacks too. */
P8_API int p8_search_get_option(const p8_search *s, const char *name, char *buf, size_t cap);
/* Whether option `name` shapes a run of s as s is configured now (front ends show an option,
 * or accept it, only where it does): 1 if it does; 0 if a run is the same whatever its value,
 * with p8_search_errmsg saying why in one sentence ("the node budget has no effect: only SMA*
 * (the smastar driver) holds a node budget"); P8_EINVAL if s is NULL or the option unknown.
 * The weights and the frontier as p8_search_weights_used and p8_search_frontier_used say; the
 * heuristic where the key orders or bounds the nodes with wh > 0, and wherever a priority queue
 * (heap, bucket, a caller's frontier) orders them, as it breaks ties of the key by the smaller h
 * (UCS's heuristic shapes its run); reopening under the duplicate policies graph and
 * graph-undo; the seed under the random walk; the node budget under SMA*; the others always.
 * Reads the configuration only (it sets errmsg): any time, from callbacks too. */
P8_API int p8_search_option_used(p8_search *s, const char *name);

/* ---------------------------------------------------------------------------------------------
 * 8. Frontiers a caller can plug in                                                 p8_frontier(3)
 *
 * A frontier stores entries and hands them back in its own order; the search does everything
 * else (stale entries, goal tests, limits, statistics). An entry is a node handle (a number
 * below 2^32, not a node id: a handle may be given again once its entry was popped), the node's
 * key (wg*g + wh*h), g and h, passed by value. A caller's frontier is goal-tested when a node is
 * taken (as LIFO, HEAP and BUCKET), and its memory is not in the search's peak bytes. The
 * built-ins are objects with the same four functions (p8_frontier_new), so a caller's frontier
 * can wrap one (to log it, bound it as a beam, break ties otherwise); through them a built-in
 * FIFO tests at expansion, not generation. A p8_frontier is used by one thread at a time.
 * docs/search.md, "Frontiers", says how the loop uses them.
 * ------------------------------------------------------------------------------------------- */
/* The four callbacks, each with the user_data given to p8_search_set_frontier_fns:
 *   push   store an entry; return 0, or non-zero to stop the run: P8_ENOMEM ends it P8_ENOMEM
 *          (no result, the search idle), any other value P8_EFRONTIER (with a result);
 *   pop    store the next entry's node handle in *node and return 1, or return 0 when empty; a
 *          negative value (an error of its own) ends the run P8_EFRONTIER;
 *   size   the number of entries stored;
 *   clear  drop every entry; called when a run (or a deepening pass) starts, never at its end
 *          nor by p8_search_free, so user_data may be freed after the run.
 * A frontier may drop entries (a beam): size counts those it keeps, P8_STAT_MAX_FRONTIER the
 * most it kept at once, and a run it leaves empty ends P8_ENOTFOUND, the errmsg saying how many
 * it dropped. The search checks the contract (pop giving a handle never pushed or already
 * popped, or an entry when none is left; "empty" while size says otherwise; a size above the
 * entries pushed and not popped, asked after every push and pop and at the end of each step)
 * and ends a run that breaks it P8_EFRONTIER with an errmsg naming the rule, never crashing;
 * its result can be taken and the search stays usable. The callbacks may call p8_search_cancel
 * and p8_search_free on their search; calls that change or run it return P8_EBUSY (section 7). */
typedef int (*p8_frontier_push_fn)(uint32_t node, uint64_t key, uint32_t g, uint32_t h,
                                   void *user_data);
typedef int (*p8_frontier_pop_fn)(uint32_t *node, void *user_data);
typedef uint64_t (*p8_frontier_size_fn)(void *user_data);
typedef void (*p8_frontier_clear_fn)(void *user_data);
typedef struct p8_frontier p8_frontier;

/* Use the caller's frontier (all four callbacks non-NULL, else P8_EINVAL, and the errmsg names
 * the missing one) from the next run on, until p8_search_set_frontier or
 * p8_search_set_algorithm picks a built-in. P8_EBUSY during a run. Not for the bidirectional
 * driver (two frontiers): its runs end P8_EINVAL. */
P8_API int p8_search_set_frontier_fns(p8_search *s, p8_frontier_push_fn push, p8_frontier_pop_fn pop,
                                      p8_frontier_size_fn size, p8_frontier_clear_fn clear,
                                      void *user_data);
/* A new, empty built-in frontier P8_FRONTIER_* (default allocator). P8_EINVAL if out is NULL or
 * kind out of range; P8_ENOMEM. Free with p8_frontier_free. */
P8_API int p8_frontier_new(int kind, p8_frontier **out);
/* Free a frontier. NULL is a no-op. */
P8_API void p8_frontier_free(p8_frontier *f);
/* The built-in's callbacks; `frontier` is a p8_frontier. push: P8_OK, P8_ENOMEM, or P8_EINVAL
 * for a NULL frontier. pop: 1 with *node set, 0 when empty, P8_EINVAL if an argument is NULL.
 * size: 0 for NULL. clear: NULL is a no-op. The heap and the bucket order entries by key, then
 * h, then (heap) smaller node handle, (bucket) first in: the same when handles are pushed in
 * increasing order, as the search does, so the bucket queue gives exactly the heap's pops. */
P8_API int p8_frontier_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *frontier);
P8_API int p8_frontier_pop(uint32_t *node, void *frontier);
P8_API uint64_t p8_frontier_size(void *frontier);
P8_API void p8_frontier_clear(void *frontier);

/* ---------------------------------------------------------------------------------------------
 * 9. Results                                                                          p8_result(3)
 *
 * A p8_result is the outcome of a run: owned by the caller, independent of the search (or the
 * table, for p8_table_solve) that made it, one block from that object's allocator, freed with
 * the same allocator, and immutable, so safe to read from many threads. Getters on NULL return
 * 0 (or P8_EINVAL where the return type is int).
 * ------------------------------------------------------------------------------------------- */
/* Free a result. NULL is a no-op. */
P8_API void p8_result_free(p8_result *r);
/* The status the run ended with: P8_OK, P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND or P8_EFRONTIER. */
P8_API int p8_result_status(const p8_result *r);
/* 1 if the run reached the goal, 0 if not; P8_EINVAL if r is NULL. */
P8_API int p8_result_solved(const p8_result *r);
/* Number of moves of the solution (0 if not solved, or if start == goal). */
P8_API size_t p8_result_length(const p8_result *r);
/* Copy the moves (P8_MOVE_* values) into buf, at most cap of them; returns the number of moves.
 * buf may be NULL when cap is 0. */
P8_API size_t p8_result_moves(const p8_result *r, uint8_t *buf, size_t cap);
/* Write the moves as letters, e.g. "LURD", snprintf-style; returns the length (the number of
 * moves), so a buffer of p8_result_length(r) + 1 bytes holds it. */
P8_API size_t p8_result_moves_string(const p8_result *r, char *buf, size_t cap);
/* The tiles of the i-th state along the path (0 = start .. length = goal) into out (9 bytes).
 * P8_OK; P8_EINVAL if r or out is NULL, the run was not solved, or i > length. */
P8_API int p8_result_state_at(const p8_result *r, size_t i, uint8_t *out);
/* The statistics P8_STAT_EXPANDED, P8_STAT_GENERATED, P8_STAT_DUPLICATES, P8_STAT_MAX_FRONTIER,
 * P8_STAT_PEAK_BYTES and P8_STAT_ELAPSED_NS of the run, as defined in section 7.4. */
P8_API uint64_t p8_result_expanded(const p8_result *r);
P8_API uint64_t p8_result_generated(const p8_result *r);
P8_API uint64_t p8_result_duplicates(const p8_result *r);
P8_API uint64_t p8_result_max_frontier(const p8_result *r);
P8_API uint64_t p8_result_peak_bytes(const p8_result *r);
P8_API uint64_t p8_result_elapsed_ns(const p8_result *r);
/* Any statistic by number (P8_STAT_*; P8_STAT_FRONTIER is the frontier size when the run
 * ended); 0 for NULL or out of range. */
P8_API uint64_t p8_result_stat(const p8_result *r, int which);

/* Slots of p8_result_fields: the status, the solved flag and the length, then the statistics
 * (slot P8_RESULT_FIELD_STATS + P8_STAT_x holds statistic x). Append-only: statistics added in a
 * later version take the slots after the last one here. */
enum {
    P8_RESULT_FIELD_STATUS = 0, /* p8_result_status as a two's-complement 64-bit value:
                                   (int64_t)out[P8_RESULT_FIELD_STATUS] */
    P8_RESULT_FIELD_SOLVED = 1, /* p8_result_solved: 1 or 0 */
    P8_RESULT_FIELD_LENGTH = 2, /* p8_result_length */
    P8_RESULT_FIELD_STATS = 3   /* p8_result_stat(r, 0) (P8_STAT_EXPANDED), then the others */
};
/* Every field of r in one call, so a binding reads a result in one crossing: out[i] = field i
 * (P8_RESULT_FIELD_*) for i < cap and i < the number of fields; out may be NULL when cap is 0.
 * Returns the number of fields this library has (P8_RESULT_FIELD_STATS + the number of
 * statistics), so a caller built against an older header passes the cap it knows and one built
 * against a newer header sees how many were filled. 0 if r is NULL (out is then left alone).
 * Thread-safe. */
P8_API size_t p8_result_fields(const p8_result *r, uint64_t *out, size_t cap);

/* ---------------------------------------------------------------------------------------------
 * 10. Streaming output                                                                  puzzle8(3)
 *
 * Anything that can be large (a filmstrip, a search tree, a trace, the state graph) is written
 * through the caller's p8_write_fn. Small texts (one board, one trace line) go into a caller's
 * buffer, snprintf-style, and the function returns the full length as an int (or a negative
 * status).
 * ------------------------------------------------------------------------------------------- */
/* Called with successive pieces of the text (len >= 1; data is not NUL-terminated and valid
 * only during the call). A non-zero return stops the writer at once (it makes no further call),
 * and the writer returns that value unchanged: return a negative P8_* status or any non-zero
 * value of your own (e.g. -errno; a positive value cannot be mistaken for a library error). */
typedef int (*p8_write_fn)(const char *data, size_t len, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 11. Pictures                                                                           p8_svg(3)
 *
 * SVG made by the library, so every front end draws the same. Boards look the same everywhere:
 * a dark frame (#2e3d4f), ivory tiles (#f6eedf) with dark bold numbers, the blank a shaded cell
 * (#52647a), a highlighted tile amber (#ffc94d). The SVG is UTF-8, starts with an XML
 * declaration, has integer coordinates only and a title, names its font as "DejaVu Sans" with
 * fallbacks, and is byte-for-byte the same on every machine. All are thread-safe (they only
 * read their inputs).
 * ------------------------------------------------------------------------------------------- */

/* One board as SVG (204 x 204 units), snprintf-style into buf (cap bytes; buf may be NULL when
 * cap is 0). moved_tile 1..8 highlights that tile (the one that just moved); 0 highlights none.
 * Returns the length of the whole SVG (under 3,000 bytes); P8_EINVAL if b is NULL or
 * moved_tile is out of range (buf is then "" when cap > 0). */
P8_API int p8_svg_board(const p8_board *b, int moved_tile, char *buf, size_t cap);

/* A solution as a filmstrip: the boards from the start to the goal (cells of 40), each labelled
 * with its step ("start", "1", ..., "goal"), the move's letter and name between each pair written
 * over an arrow, the tile that moved highlighted. per_row boards per row (0: all in one row);
 * rows read left to right, the arrow of a row's first board ending the row above. Written
 * through write/user_data. Returns P8_OK; write's non-zero return if it stopped; P8_EINVAL if r
 * or write is NULL or r is not solved. A start that is the goal gives one board, labelled
 * "start = goal". */
P8_API int p8_svg_solution(const p8_result *r, unsigned int per_row, p8_write_fn write,
                           void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 12. Search trees                                                                      p8_tree(3)
 *
 * A p8_tree holds node records (id, parent, move, g, h, key, tiles, expansion order, and
 * whether a node was a duplicate, the goal, or cut off) from a search's events, recorded by
 * p8_tree_run or, from any search (a student's own through a binding too), by p8_tree_add, and
 * drawn as SVG or as DOT for Graphviz; a few hundred nodes read well (docs/tutorial.md,
 * "Pictures of a search"). A tree keeps the nodes of the first max_expansions expansions (the
 * expanded nodes and every node they generated): after that it takes no new node but still
 * marks the goal among those it has; 0 keeps only the start, UINT64_MAX all. A tree is used by
 * one thread at a time while it records; drawing only reads it.
 * ------------------------------------------------------------------------------------------- */
typedef struct p8_tree p8_tree;

/* Create an empty tree that keeps the nodes of the first max_expansions expansions, with the
 * default allocator (malloc/realloc/free) or the caller's (copied; every function pointer must
 * be non-NULL). P8_EINVAL if out is NULL (or a or one of its functions is NULL); P8_ENOMEM.
 * Free it with p8_tree_free. */
P8_API int p8_tree_new(uint64_t max_expansions, p8_tree **out);
P8_API int p8_tree_new_with_allocator(uint64_t max_expansions, const p8_allocator *a, p8_tree **out);
/* Free a tree. NULL is a no-op. */
P8_API void p8_tree_free(p8_tree *t);
/* The number of node records the tree holds; 0 for NULL. */
P8_API size_t p8_tree_count(const p8_tree *t);

/* Record one event (P8_EVENT_*) about node `id`: GENERATE makes its record (an id is generated
 * once); EXPAND marks it expanded and numbers it (#1, #2, ... in the order of the calls);
 * DUPLICATE marks it discarded; GOAL marks it the goal; EXPAND, DUPLICATE and GOAL make the
 * record if the tree has none (the start is expanded without being generated). id UINT64_MAX is
 * a successor the search did not keep: GENERATE gives it a record, drawn as cut off unless a
 * DUPLICATE with id UINT64_MAX for the same parent and state follows (it is then a duplicate);
 * it is never a parent. parent is the parent's id (a root gives its own id or UINT64_MAX); move
 * the P8_MOVE_* that made the node, -1 for none; g, h and key as the search has them; state its
 * 9 tiles. A parent must be recorded before its children; a node's parent and state never
 * change. Returns P8_OK (also when the tree is full and ignores the event); P8_EINVAL, the tree
 * unchanged, if t or state is NULL, event or move is out of range, id is UINT64_MAX with an
 * event other than GENERATE and DUPLICATE or with no parent, state is not a permutation of
 * 0..8, the parent is not in the tree, id was generated before, or id is known with another
 * parent or state; P8_ENOMEM; P8_ELIMIT at 2^32 - 2 records. */
P8_API int p8_tree_add(p8_tree *t, int event, uint64_t id, uint64_t parent, int move,
                       unsigned int g, unsigned int h, uint64_t key, const uint8_t *state);

/* Run s from start to goal (goal NULL: the default goal) as p8_search_run does, recording the
 * run into t: its records are replaced (t keeps its max_expansions), and t learns the depth
 * limit and, for iterative deepening, each pass's bound, to mark the nodes they cut off. The
 * search's own event callback, if any, still receives the events of its mask (and its non-zero
 * return still stops the run); it is put back when the run ends. Returns what p8_search_run
 * returns, with *out (s freed from a callback: P8_ECANCELED, *out NULL, s gone when this
 * returns); P8_EINVAL if t, s, start or out is NULL; P8_EBUSY from s's own callback;
 * P8_ENOMEM or P8_ELIMIT if the tree could not take a node (the run is then stopped, *out is
 * NULL and the tree holds what it had). */
P8_API int p8_tree_run(p8_tree *t, p8_search *s, const p8_board *start, const p8_board *goal,
                       p8_result **out);

/* The tree as SVG, through write/user_data: one row per level, each node a board with "g h f"
 * under it (f = g + h; and the key when it differs from f) and its expansion order in a badge;
 * expanded nodes framed in ink, nodes never expanded (still on the frontier) dashed, duplicates
 * faded and labelled "dup", cut-offs "cut", the goal "goal"; the move on each edge; a legend at
 * the bottom (an empty tree draws the legend alone). `path` (may be NULL) is a solved result of
 * the same start: its nodes and edges are drawn in orange. Returns P8_OK; write's non-zero
 * return if it stopped; P8_EINVAL if t or write is NULL, or the picture would be more than
 * INT_MAX units wide or high (some 11 million levels, or 16 million leaves); P8_ENOMEM (the
 * layout needs a few words per node); nothing is written on an error but write's. Thread-safe
 * for one tree drawn from many threads. */
P8_API int p8_svg_tree(const p8_tree *t, const p8_result *path, p8_write_fn write, void *user_data);
/* The same tree as DOT for Graphviz (`dot -Tsvg`, `dot -Tpng`): a digraph, each node an HTML
 * label with its board, "g h f" (and the key when it differs from f), its expansion order and
 * its marks, the path in orange, the move on each edge. Same returns as p8_svg_tree. */
P8_API int p8_dot_tree(const p8_tree *t, const p8_result *path, p8_write_fn write, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 13. Traces                                                                           p8_trace(3)
 *
 * The standard trace (docs/trace.md; docs/trace.schema.json): JSON lines, format
 * "puzzle8-trace" version 1. A header line (library version, configuration, start, goal), one
 * line per event (kind, node id, parent id, move, g, h, key, state), and a summary line (status,
 * length, moves, statistics). The library formats every line, so every front end writes
 * byte-identical traces for the same run. Each line is one flat JSON object with its fields in
 * a fixed order, no spaces, and a final "\n". The line functions write one line into buf,
 * snprintf-style, and return its full length (or a negative status).
 * ------------------------------------------------------------------------------------------- */

/* The header line for a run of s from start to goal (goal NULL: the default goal), with s's
 * configuration as it is now: call it just before the run. P8_EINVAL if s or start is NULL. */
P8_API int p8_trace_header(const p8_search *s, const p8_board *start, const p8_board *goal,
                           char *buf, size_t cap);
/* The event line of the event s is reporting: call it from inside s's event callback with the
 * callback's arguments (g and h are the getter's, so they are not used). Every field comes from
 * p8_search_event_node: the node's id (null for a successor the search did not keep), its
 * parent and move (null for a root), g, h, key, side, bound (null when not deepening), state.
 * The length of the line; P8_EINVAL if s or state is NULL, event is out of range, or no event
 * callback of s is running. */
P8_API int p8_trace_event(const p8_search *s, int event, const uint8_t *state, unsigned int g,
                          unsigned int h, char *buf, size_t cap);
/* Run s from start to goal as p8_search_run does, writing the whole trace through write: the
 * header, one line for every event of every kind (whatever mask the search's own callback has),
 * the summary (none when there is no result: an unsolvable pair writes the header alone). The
 * search's own event callback still receives the events of its mask, after their line, and is
 * put back when the run ends. Returns what p8_search_run returns, with *out; or write's non-zero
 * return if it stopped the writer (the run is then stopped too, and *out still holds its
 * result); P8_ECANCELED with *out NULL if s was freed from a callback (write included, up to
 * its last call, the summary's: s is gone when this returns; freed before the summary, none is
 * written); P8_EINVAL if s, start, write or out is NULL; P8_EBUSY from s's own callback. */
P8_API int p8_trace_run(p8_search *s, const p8_board *start, const p8_board *goal,
                        p8_write_fn write, void *user_data, p8_result **out);
/* The summary line of a run's result: status, solved, length and moves (null when not
 * solved), expanded, generated, duplicates, max frontier (not the time or the bytes, which vary
 * from run to run and build to build). P8_EINVAL if r is NULL. Thread-safe. */
P8_API int p8_trace_summary(const p8_result *r, char *buf, size_t cap);
/* Compare two trace lines (NUL-terminated; a final "\n" is allowed) and say why they differ.
 * Returns 0 if they say the same (header lines may differ in "library"; every other field is
 * compared, whatever its name), 1 if they differ, with a sentence in why (snprintf-style, why
 * may be NULL when why_cap is 0), e.g. "different h for state 134862705: A 5, B 4 (a different
 * heuristic?)"; P8_EINVAL if a or b is NULL or is not a trace line (why says which and where:
 * "B: expected ',' or '}' at column 17"). A value or name longer than 20 bytes is quoted by its
 * first whole characters and "...", so 300 bytes always hold the sentence; a byte that is not
 * part of a UTF-8 character, and a control character, is shown as \xHH, so the sentence is
 * valid UTF-8 whatever bytes the lines hold. Thread-safe. */
P8_API int p8_trace_diff(const char *a, const char *b, char *why, size_t why_cap);
/* The kind of a trace line as p8_trace_diff reads it (white space anywhere JSON allows it, a
 * final "\n" allowed): "header", "event" or "summary" (static strings); NULL if line is NULL or
 * not a trace line (p8_trace_diff says why). For front ends that skip header lines
 * (`puzzle8 trace-diff --ignore-header`) or count events. Thread-safe. */
P8_API const char *p8_trace_line_type(const char *line);

/* Comparing whole traces, for graders: a reference trace A (the library's) against a trace B to
 * check (a student's search, in any language), read line by line through the caller's readers,
 * each pair compared as p8_trace_diff does. The comparison stops at the first pair that differs
 * and says why in the student's terms: a diagnosis (P8_DIAG_*), a sentence, a one-line hint, and
 * the first differing line of each with its line number (from 1 in each file as read, skipped
 * lines included). */

/* The diagnoses of p8_trace_compare, A being the reference and B the trace checked
 * (docs/trace.md has them with their hints). The rules are tried in the order of their values
 * from P8_DIAG_STACK_FOR_QUEUE on; the first that fits names the difference. Append-only. */
enum {
    P8_DIAG_AGREE = 0,              /* the traces agree */
    P8_DIAG_OTHER = 1,              /* a difference no rule names (p8_trace_diff's sentence) */
    P8_DIAG_CONFIGURATION = 2,      /* the header lines differ (another configuration) */
    P8_DIAG_SUMMARY = 3,            /* the summary lines differ, every event agreeing */
    P8_DIAG_ENDS_EARLY = 4,         /* B ends where A goes on */
    P8_DIAG_GOES_ON = 5,            /* B goes on where A ends */
    P8_DIAG_STACK_FOR_QUEUE = 6,    /* A (FIFO) expands the oldest open node, B the newest */
    P8_DIAG_QUEUE_FOR_STACK = 7,    /* A (LIFO) expands the newest open node, B the oldest */
    P8_DIAG_UNDO_MOVE = 8,          /* B generates the parent of the node it expands */
    P8_DIAG_GOAL_TESTED_LATE = 9,   /* A stops at the goal as it generates it, B goes on */
    P8_DIAG_GOAL_TESTED_EARLY = 10, /* B stops at the goal as it generates it, A goes on */
    P8_DIAG_GOAL_PUSHED = 11,       /* events agree, B's max_frontier is A's + 1 (goal pushed) */
    P8_DIAG_HEURISTIC_BLANK = 12,   /* B's h is A's plus the blank's own part */
    P8_DIAG_HEURISTIC = 13,         /* another h for the same node */
    P8_DIAG_TIE_BREAK = 14,         /* both expand a node of the same key, not the same one */
    P8_DIAG_NO_DUPLICATE_CHECK = 15, /* A discards a generated state as a duplicate, B keeps it */
    P8_DIAG_EXTRA_DUPLICATE = 16,   /* B discards a generated state that A keeps */
    P8_DIAG_WRONG_G = 17,           /* another g for the same state */
    P8_DIAG_MOVE_ORDER = 18,        /* both generate a successor of one node, not the same one */
    P8_DIAG_EXPAND_ORDER = 19,      /* both expand, nodes of different keys */
    P8_DIAG_KEY = 20,               /* the same g and h with another key (other weights) */
    P8_DIAG_NUMBERING = 21,         /* only the ids differ */
    P8_DIAG_NOT_A_TRACE = 22        /* a line of A or B is not a trace line */
};
/* Flags of p8_trace_compare. P8_COMPARE_NO_HEADER leaves the header lines of both traces out
 * of the comparison (a student's trace then needs none); P8_COMPARE_EVENTS_ONLY leaves the
 * header and the summary lines out (two searches that did the same things but count
 * max_frontier differently agree). A's header is still read for the diagnoses (its goal, its
 * heuristic and its frontier). P8_COMPARE_STUDENT words the sentence for the author of B: A is
 * "the reference" and B "your program", and the sentence gives no line number of A (the lines
 * of a reference the student never sees). */
enum { P8_COMPARE_NO_HEADER = 1, P8_COMPARE_EVENTS_ONLY = 2, P8_COMPARE_STUDENT = 4 };

/* Reads the next line of a trace for p8_trace_compare: store a pointer to the line in *line
 * and its length in *len (a final "\n" is allowed; the bytes stay the reader's and must stay
 * valid until its next call) and return 0; at the end of the trace store NULL in *line and
 * return 0. A non-zero return stops the comparison, which returns that value unchanged. */
typedef int (*p8_read_fn)(const char **line, size_t *len, void *user_data);
/* The verdict of p8_trace_compare: opaque, read with the getters below, freed with
 * p8_trace_comparison_free. Only read, so many threads may read one at once. */
typedef struct p8_trace_comparison p8_trace_comparison;

/* Compare trace A (read_a/a_data, the reference) with trace B (read_b/b_data, the one checked)
 * line by line, with flags P8_COMPARE_*, and store the verdict in *out (free it with
 * p8_trace_comparison_free): agreement, or the first difference and its diagnosis. The readers
 * are called in turn, each at most once after its end, and not after the difference. Returns
 * P8_OK whether the traces agree or not; P8_EINVAL with *out set, diagnosis P8_DIAG_NOT_A_TRACE,
 * when a line is not a trace line (a NUL byte, an empty line, or not one flat JSON object whose
 * "type" is "header", "event" or "summary"; the sentence says which file, where and why);
 * with *out NULL: P8_EINVAL if read_a, read_b or out is NULL or flags has other bits, a
 * reader's non-zero return unchanged, P8_ENOMEM. It holds the pair of lines compared and a few
 * bytes per node of A. Thread-safe for distinct readers. */
P8_API int p8_trace_compare(p8_read_fn read_a, void *a_data, p8_read_fn read_b, void *b_data,
                            unsigned int flags, p8_trace_comparison **out);
/* Free a comparison. NULL is a no-op. */
P8_API void p8_trace_comparison_free(p8_trace_comparison *c);
/* The diagnosis (P8_DIAG_*; P8_DIAG_AGREE when the traces agree); P8_EINVAL if c is NULL. */
P8_API int p8_trace_comparison_diagnosis(const p8_trace_comparison *c);
/* The sentence that says what differs, naming A and B, states and values, e.g.
 * "B expands 103426758 (id 1, the newest open node) where A expands 123456708 (id 2, the
 * oldest): a stack (LIFO) where A uses a queue (FIFO)"; "the traces agree" when they do.
 * Owned by c; NULL if c is NULL. */
P8_API const char *p8_trace_comparison_why(const p8_trace_comparison *c);
/* side 0 (A) or 1 (B): the line number of that trace's first differing line (from 1, skipped
 * lines counted), or, when that trace had ended there, its number of lines plus one; when the
 * traces agree, its number of lines. 0 if c is NULL or side is not 0 or 1. */
P8_API uint64_t p8_trace_comparison_line_number(const p8_trace_comparison *c, int side);
/* side 0 (A) or 1 (B): that trace's first differing line as read (without its final "\n"),
 * owned by c; NULL when that trace had ended there, when the traces agree, or if c is NULL or
 * side is not 0 or 1. */
P8_API const char *p8_trace_comparison_line(const p8_trace_comparison *c, int side);
/* The number of event lines that agreed before the difference (all of them when the traces
 * agree): a difference between two event lines is at event number this plus one. 0 if c is
 * NULL. */
P8_API uint64_t p8_trace_comparison_events(const p8_trace_comparison *c);
/* The name of a diagnosis for machines and reports ("stack-for-queue", "undo-move", ...: the
 * P8_DIAG_ name in lower case with "-" for "_"), and a one-line hint addressed to the author of
 * trace B, e.g. "Use a FIFO queue: take the oldest node from the frontier (BFS)." ("" for
 * P8_DIAG_AGREE). Static strings; NULL if diagnosis is out of range. Thread-safe. */
P8_API const char *p8_trace_diagnosis_name(int diagnosis);
P8_API const char *p8_trace_diagnosis_hint(int diagnosis);

/* ---------------------------------------------------------------------------------------------
 * 14. Distance tables                                                                  p8_table(3)
 *
 * The 8-puzzle has 362,880 boards in two components of 181,440 (the parity classes); every
 * board of one component reaches every other in at most P8_MAX_DISTANCE moves, so the whole
 * space fits in memory (docs/tutorial.md, "The whole state space"): exact distances here, the
 * graph in section 15, and the check of a heuristic in section 16.
 *
 * A p8_table holds the exact optimal distance to its goal of each of the 181,440 boards that
 * reach the goal: one byte per board and a small header, filled by one breadth-first sweep from
 * the goal. Once built it is immutable: every query is thread-safe on a shared table. Queries
 * that need working memory (p8_table_count_solutions, p8_table_solve, p8_table_solve_all,
 * p8_heuristic_check*) take it from the table's allocator, which must then be thread-safe too
 * if they run in several threads at once (the default one is).
 * ------------------------------------------------------------------------------------------- */

/* A path: the start's 9 tiles and `length` moves (P8_MOVE_*) leading from it to the goal. Both
 * arrays are valid only during the call. A non-zero return stops the caller's enumeration, which
 * then returns that value unchanged. */
typedef int (*p8_path_fn)(const uint8_t *start, const uint8_t *moves, size_t length,
                          void *user_data);

/* P8_MAX_DISTANCE: the largest optimal distance between two boards of one component, for any
 * goal (31; 30 when the goal's blank is in the centre); a histogram needs P8_MAX_DISTANCE + 1
 * entries. P8_NUM_EDGES: directed edges of the whole state graph (every legal move of every
 * board). P8_NO_RANK: "no board" (a neighbour slot of an illegal move, a finding with no state to
 * name); it equals P8_NUM_PERMUTATIONS, one past the largest rank, and fits an int for FFIs. */
enum { P8_MAX_DISTANCE = 31, P8_NUM_EDGES = 967680, P8_NO_RANK = 362880 };

/* A distance table (see the section's introduction). */
typedef struct p8_table p8_table;

/* Figures of a table (p8_table_stat). */
enum {
    P8_TABLE_STATES = 0,        /* boards in the table: 181440 */
    P8_TABLE_MAX_DISTANCE = 1,  /* the largest distance (31 for 1 2 3 4 5 6 7 8 0) */
    P8_TABLE_SUM_DISTANCES = 2, /* the sum of all distances: mean = sum / states */
    P8_TABLE_BYTES = 3,         /* bytes the table holds (from its allocator) */
    P8_TABLE_BUILD_NS = 4       /* how long the build took, in nanoseconds */
};

/* Build the table of `goal` (NULL: the default goal) with the default allocator, or with the
 * caller's (copied; every function pointer non-NULL; it must outlive the table and every result
 * p8_table_solve makes). Two allocations: the table, and the sweep's queue (one 32-bit word
 * per board), given back before returning.
 * P8_OK; P8_EINVAL if out is NULL or a is NULL or has a NULL function; P8_ENOMEM (nothing
 * leaked, *out NULL). Free with p8_table_free. */
P8_API int p8_table_build(const p8_board *goal, p8_table **out);
P8_API int p8_table_build_with_allocator(const p8_allocator *a, const p8_board *goal,
                                         p8_table **out);
/* Free a table. NULL is a no-op. */
P8_API void p8_table_free(p8_table *t);

/* The goal's 9 tiles into out. P8_OK; P8_EINVAL if t or out is NULL. */
P8_API int p8_table_goal(const p8_table *t, uint8_t *out);
/* A figure of the table (P8_TABLE_*); 0 for a NULL table or `which` out of range. */
P8_API uint64_t p8_table_stat(const p8_table *t, int which);
/* The number of boards at each distance: counts[d] for d = 0 .. cap-1 (0 beyond the largest
 * distance). Returns the largest distance (>= 0); P8_EINVAL if t is NULL, or counts is NULL
 * with cap > 0. cap = P8_MAX_DISTANCE + 1 always holds every count. */
P8_API int p8_table_histogram(const p8_table *t, uint64_t *counts, size_t cap);

/* The exact number of moves from b to the table's goal (0 .. 31): one lookup, no allocation.
 * P8_EUNSOLVABLE if b is in the other component; P8_EINVAL if t or b is NULL. */
P8_API int p8_table_distance(const p8_table *t, const p8_board *b);
/* The same for the board of Lehmer rank `rank` (see p8_board_from_rank); P8_EINVAL if rank is
 * not below P8_NUM_PERMUTATIONS. */
P8_API int p8_table_distance_rank(const p8_table *t, uint32_t rank);
/* The moves that start an optimal solution from b, as a mask (bit 1u << move): the legal moves
 * whose board is one move closer to the goal. 0 at the goal. P8_EUNSOLVABLE, P8_EINVAL as
 * p8_table_distance. */
P8_API int p8_table_optimal_moves(const p8_table *t, const p8_board *b);
/* The number of distinct optimal solutions (move sequences of the optimal length) from b into
 * *count (1 at the goal; every count fits in 64 bits). Counted layer by layer down the table,
 * with working memory from the table's allocator. P8_OK; P8_EUNSOLVABLE; P8_EINVAL if t, b or
 * count is NULL; P8_ENOMEM (*count unchanged). */
P8_API int p8_table_count_solutions(const p8_table *t, const p8_board *b, uint64_t *count);
/* Call fn once for every optimal solution from b, in lexicographic order of the moves
 * (U < D < L < R, the move numbers), with b's tiles as start; the goal itself has one solution of
 * length 0. No allocation. P8_OK when every solution was listed; fn's non-zero return value if it
 * stopped the listing; P8_EUNSOLVABLE; P8_EINVAL if t, b or fn is NULL. */
P8_API int p8_table_list_solutions(const p8_table *t, const p8_board *b, p8_path_fn fn,
                                   void *user_data);
/* A board drawn uniformly from the boards at exactly `distance` moves from the goal, from a
 * 64-bit seed: the same seed gives the same board everywhere (SplitMix64, see docs/reference.md,
 * Appendix A). P8_OK; P8_EINVAL if t or out is NULL, or no board is at that distance (above the
 * table's largest distance: p8_table_random_board_why says so); P8_ENOMEM. The caller frees the
 * board. */
P8_API int p8_table_random_board(const p8_table *t, unsigned int distance, uint64_t seed,
                                 p8_board **out);
/* Whether p8_table_random_board has a board at `distance`, with the reason when not, written to
 * why (snprintf-style, cap why_cap; why may be NULL when why_cap is 0): "no board is 32 moves
 * from the goal (the farthest are 31)" (the sentence every front end gives; 120 bytes always
 * hold it). Returns 1 (why is then ""), 0, or P8_EINVAL if t is NULL (why: "the table is NULL")
 * or why is NULL with why_cap > 0. Thread-safe. */
P8_API int p8_table_random_board_why(const p8_table *t, uint64_t distance, char *why,
                                     size_t why_cap);
/* The perfect heuristic, with the p8_heuristic_fn signature: user_data is the table (a
 * `const p8_table *`). Returns the exact distance of state; 0 if user_data, state or goal is NULL
 * or not a permutation, if goal is not the table's goal, or if state is in the other component.
 * Plug it into any search with p8_search_set_heuristic_fn(s, p8_table_heuristic, table): A*
 * then expands exactly the states of one optimal path (ties go to the smaller h). Thread-safe. */
P8_API unsigned int p8_table_heuristic(const uint8_t *state, const uint8_t *goal, void *user_data);
/* Solve start optimally by walking down the table: at each board the first optimal move in
 * the order U, D, L, R (so the path is the first that p8_table_list_solutions lists). The result
 * is a normal p8_result (status P8_OK; expanded = boards walked from, the goal not included;
 * generated = neighbours looked at; duplicates, max frontier and peak bytes 0), allocated from
 * the table's allocator. P8_OK; P8_EUNSOLVABLE (*out NULL); P8_EINVAL if t, start or out is
 * NULL; P8_ENOMEM. */
P8_API int p8_table_solve(const p8_table *t, const p8_board *start, p8_result **out);
/* Solve every board of the table's component: fn is called once per board, in increasing Lehmer
 * rank, with its tiles and the path p8_table_solve would return (the goal: length 0). First the
 * first optimal move of every board is computed (one 32-bit word per board from the table's
 * allocator), then each path is followed. P8_OK; fn's non-zero return value if it stopped;
 * P8_EINVAL if t or fn is NULL; P8_ENOMEM (before the first call of fn). */
P8_API int p8_table_solve_all(const p8_table *t, p8_path_fn fn, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 15. The state graph                                                                  p8_graph(3)
 *
 * Nodes are the 362,880 boards, named by Lehmer rank or by tiles; a directed edge joins two
 * boards one move apart, labelled with the move (each pair is joined both ways, by inverse
 * moves). Component 0 holds the boards with an even number of inversions (the default goal's,
 * and 0 1 2 3 4 5 6 7 8), component 1 the odd ones.
 * ------------------------------------------------------------------------------------------- */
/* Formats of p8_graph_write. */
enum {
    P8_GRAPH_CSV = 0,       /* edge list: header "source,target,move", one line per edge */
    P8_GRAPH_CSV_NODES = 1, /* node list: header "id,rank,component", one line per board */
    P8_GRAPH_GRAPHML = 2,   /* GraphML (networkx, Gephi, yEd): nodes, then directed edges */
    P8_GRAPH_DOT = 3        /* Graphviz DOT: a digraph, nodes, then edges */
};
/* Component selection bits for p8_graph_write: component c is bit (1u << c). */
#define P8_GRAPH_COMPONENT_BIT(c) (1u << (c))
#define P8_GRAPH_ALL 3u

/* "csv", "csv-nodes", "graphml", "dot"; NULL out of range. Static, thread-safe. */
P8_API const char *p8_graph_format_name(int format);
/* The component (0 or 1) of the board of rank `rank`; P8_EINVAL if rank >= 362880. */
P8_API int p8_graph_component(uint32_t rank);
/* The neighbours of the board of rank `rank`: out (4 slots) gets out[m] = the rank after move m
 * (P8_MOVE_*), or P8_NO_RANK when m is illegal. Returns the mask of legal moves (bit 1u << m);
 * P8_EINVAL if rank is out of range or out is NULL. No allocation, thread-safe. */
P8_API int p8_graph_neighbors(uint32_t rank, uint32_t *out);
/* The same by tiles: out[9*m .. 9*m+8] = the tiles after move m, or nine 0xFF bytes when m is
 * illegal. Returns the mask; P8_EINVAL if tiles or out is NULL; P8_EBADBOARD if tiles is not a
 * permutation of 0..8. */
P8_API int p8_graph_neighbors_tiles(const uint8_t *tiles, uint8_t *out);
/* Write the graph of the selected components (`components`: P8_GRAPH_ALL, or
 * P8_GRAPH_COMPONENT_BIT(c)) in `format` (P8_GRAPH_*) through `write`. A node's id is its
 * tiles as 9 digits ("123456780"); every edge carries its move letter. With a table (may be
 * NULL), each node of the table's component also carries its distance to the table's goal:
 * a "distance" attribute (GraphML, DOT) or column (CSV: "source_distance,target_distance" on
 * edges, "distance" on nodes; empty for the other component). Nodes and edges come in
 * increasing rank, edges of one node in move order; the exact text of each format is in
 * docs/reference.md, Appendix D. Output goes out in pieces of at most 8 KiB; no allocation.
 * P8_OK; write's non-zero return value if it stopped the export; P8_EINVAL if write is NULL,
 * format is out of range, or components is 0 or has bits beyond P8_GRAPH_ALL. */
P8_API int p8_graph_write(int format, unsigned int components, const p8_table *table,
                          p8_write_fn write, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * 16. Checking a heuristic                                                   p8_heuristic_check(3)
 *
 * Over every board of the goal's component: the heuristic against the exact distance d, and
 * across every edge (each unordered pair of neighbouring boards once). Admissible: h <= d on
 * every board. Consistent: h(goal) = 0 and |h(a) - h(b)| <= 1 across every edge (each move
 * costs 1, so this is h(a) <= 1 + h(b) for every move a -> b). The findings go into the caller's
 * array, indexed by P8_CHECK_* (append-only; a binding reads them in one call). The built-ins'
 * verdicts are p8_heuristic_info's (section 6.1).
 * ------------------------------------------------------------------------------------------- */
/* Findings of p8_heuristic_check and p8_heuristic_check_fn. */
enum {
    P8_CHECK_STATES = 0,             /* boards checked: 181440 */
    P8_CHECK_EDGES = 1,              /* edges checked (unordered pairs): 241920 */
    P8_CHECK_ADMISSIBLE = 2,         /* 1 if h <= d on every board, else 0 */
    P8_CHECK_CONSISTENT = 3,         /* 1 if h(goal) = 0 and no edge changes h by more than 1 */
    P8_CHECK_OVERESTIMATES = 4,      /* boards with h > d */
    P8_CHECK_INCONSISTENT_EDGES = 5, /* edges with |h(a) - h(b)| > 1 */
    P8_CHECK_H_GOAL = 6,             /* h at the goal */
    P8_CHECK_WORST_OVERESTIMATE = 7, /* the largest h - d (0 if admissible) */
    P8_CHECK_WORST_RANK = 8,         /* the smallest rank with that h - d; P8_NO_RANK if none */
    P8_CHECK_WORST_H = 9,            /* h there (0 if none) */
    P8_CHECK_WORST_DISTANCE = 10,    /* d there (0 if none) */
    P8_CHECK_WORST_JUMP = 11,        /* the largest |h(a) - h(b)| across an edge */
    P8_CHECK_JUMP_FROM_RANK = 12,    /* an edge with that jump (> 1 only; else P8_NO_RANK): the */
    P8_CHECK_JUMP_TO_RANK = 13,      /*   end with the larger h, then the other; smallest ranks */
    P8_CHECK_JUMP_FROM_H = 14,       /* h at the first end of that edge (0 if none) */
    P8_CHECK_JUMP_TO_H = 15,         /* h at the other end (0 if none) */
    P8_CHECK_SUM_H = 16,             /* sum of h: mean h = sum / states */
    P8_CHECK_SUM_DISTANCE = 17,      /* sum of d: mean true distance = sum / states */
    P8_CHECK_EXACT = 18,             /* boards with h = d */
    P8_CHECK_MAX_H = 19              /* the largest h */
};
/* Findings the checker fills in this version. */
#define P8_CHECK_COUNT 20

/* Findings of p8_heuristic_dominance: heuristic a against b, over every board of the goal's
 * component. */
enum {
    P8_DOMINANCE_STATES = 0,       /* boards compared: 181440 */
    P8_DOMINANCE_A_ABOVE = 1,      /* boards with a > b */
    P8_DOMINANCE_B_ABOVE = 2,      /* boards with b > a */
    P8_DOMINANCE_EQUAL = 3,        /* boards with a = b */
    P8_DOMINANCE_A_DOMINATES = 4,  /* 1 if a >= b on every board (B_ABOVE = 0), else 0 */
    P8_DOMINANCE_B_DOMINATES = 5,  /* 1 if b >= a on every board (A_ABOVE = 0), else 0 */
    P8_DOMINANCE_A_ABOVE_RANK = 6, /* the smallest rank with a > b; P8_NO_RANK if none */
    P8_DOMINANCE_B_ABOVE_RANK = 7  /* the smallest rank with b > a; P8_NO_RANK if none */
};
/* Findings p8_heuristic_dominance fills in this version. */
#define P8_DOMINANCE_COUNT 8

/* "states", "edges", "admissible", ... (the enumerator's name in lower case, without
 * P8_CHECK_); NULL out of range. Static, thread-safe. */
P8_API const char *p8_heuristic_check_name(int which);
/* "states", "a_above", ... (likewise for P8_DOMINANCE_*); NULL out of range. */
P8_API const char *p8_heuristic_dominance_name(int which);

/* Check built-in heuristic `builtin` (P8_H_*), or the caller's fn (called once per board with
 * the board's and the goal's tiles and user_data; any value is allowed; its values are kept in
 * an array of one 32-bit word per board from the table's allocator, so a slow callback is not
 * called again per edge), against the table (when not NULL; goal must then be NULL or the
 * table's goal) or against a table built for `goal` (NULL: the default goal) with the default
 * allocator for the call. out[i] = finding i for i < cap (out may be NULL when cap is 0).
 * Returns the number of findings this version knows (P8_CHECK_COUNT); P8_EINVAL if builtin is
 * out of range, fn is NULL, out is NULL with cap > 0, or goal differs from the table's;
 * P8_ENOMEM. The exported built-ins (p8_heuristic_manhattan, ...) given to p8_heuristic_check_fn
 * are replaced by their prepared internal forms (same values, faster). Thread-safe. */
P8_API int p8_heuristic_check(int builtin, const p8_board *goal, const p8_table *table,
                              uint64_t *out, size_t cap);
P8_API int p8_heuristic_check_fn(p8_heuristic_fn fn, void *user_data, const p8_board *goal,
                                 const p8_table *table, uint64_t *out, size_t cap);
/* The verdict of findings (n values from p8_heuristic_check*) as sentences a person reads, lines
 * separated by "\n" with no final newline, snprintf-style: a first line "admissible and
 * consistent.", "admissible but not consistent.", "consistent but not admissible." or "neither
 * admissible nor consistent."; then one line on admissibility and one on consistency (naming
 * the worst board or edge), and a last one with the means and the largest h. What puzzle8
 * check-heuristic prints. Returns the length; 0 (and "" when cap > 0) if findings is NULL or
 * n < P8_CHECK_COUNT. */
P8_API size_t p8_heuristic_check_verdict(const uint64_t *findings, size_t n, char *buf,
                                         size_t cap);
/* Compare heuristics a and b (each a p8_heuristic_fn with its user_data) on every board of
 * goal's component (NULL: the default goal). out as for p8_heuristic_check, indexed by
 * P8_DOMINANCE_*. Returns P8_DOMINANCE_COUNT; P8_EINVAL if a or b is NULL, or out is NULL with
 * cap > 0. No allocation; thread-safe if a and b are. */
P8_API int p8_heuristic_dominance(p8_heuristic_fn a, void *a_user_data, p8_heuristic_fn b,
                                  void *b_user_data, const p8_board *goal, uint64_t *out,
                                  size_t cap);

/* ---------------------------------------------------------------------------------------------
 * 17. Experiments                                                                p8_experiment(3)
 *
 * An experiment runs configurations (series: an algorithm preset with any settings) over boards
 * drawn uniformly at each requested distance from the default goal with a seed (through
 * p8_table_random_board), or given by the caller, and makes a row per configuration and
 * distance: boards solved, the mean, median and largest of each statistic and of the solution
 * lengths, how many were optimal, and the effective branching factor b*. The same seed gives
 * the same rows, times aside. Rows are written as text, CSV, markdown or JSON, or plotted as SVG;
 * named experiments (p8_experiment_preset) set up the classic ones (docs/experiments.md).
 *
 * A row's statistics are over its SOLVED runs; a row with a run a limit stopped is "cut off"
 * (P8_EXP_CUT_OFF > 0): its means cover the easier boards only, so the text table and the plot
 * leave them out. b* is the root b >= 0 of N + 1 = 1 + b + b^2 + ... + b^d, d the distance and
 * N the mean number of nodes generated (P8_EXP_BSTAR) or expanded (P8_EXP_BSTAR_EXPANDED).
 *
 * An experiment is used by one thread at a time, p8_experiment_cancel excepted.
 * ------------------------------------------------------------------------------------------- */
/* An experiment (see the section's introduction). */
typedef struct p8_experiment p8_experiment;

/* The fields of a row (p8_experiment_row), append-only. Statistics are over the solved runs;
 * NaN where there is none (no solved run, or b* at distance 0). */
enum {
    P8_EXP_CONFIG = 0,          /* the configuration's index (p8_experiment_label) */
    P8_EXP_DISTANCE = 1,        /* the boards' distance from the goal */
    P8_EXP_BOARDS = 2,          /* boards at this distance */
    P8_EXP_RUNS = 3,            /* runs made (fewer when canceled; 0 when skipped) */
    P8_EXP_SOLVED = 4,          /* runs that reached the goal */
    P8_EXP_CUT_OFF = 5,         /* runs a limit stopped (P8_ELIMIT), or boards skipped */
    P8_EXP_SKIPPED = 6,         /* 1 if the row was not run: cut off at a smaller distance */
    P8_EXP_EXPANDED_MEAN = 7,
    P8_EXP_EXPANDED_MEDIAN = 8,
    P8_EXP_EXPANDED_MAX = 9,
    P8_EXP_GENERATED_MEAN = 10,
    P8_EXP_GENERATED_MEDIAN = 11,
    P8_EXP_GENERATED_MAX = 12,
    P8_EXP_FRONTIER_MEAN = 13,  /* the largest frontier of a run (P8_STAT_MAX_FRONTIER) */
    P8_EXP_FRONTIER_MEDIAN = 14,
    P8_EXP_FRONTIER_MAX = 15,
    P8_EXP_BYTES_MEAN = 16,     /* the peak bytes of a run (P8_STAT_PEAK_BYTES) */
    P8_EXP_BYTES_MEDIAN = 17,
    P8_EXP_BYTES_MAX = 18,
    P8_EXP_TIME_MS_MEAN = 19,   /* milliseconds of a run (P8_STAT_ELAPSED_NS / 1e6) */
    P8_EXP_TIME_MS_MEDIAN = 20,
    P8_EXP_TIME_MS_MAX = 21,
    P8_EXP_LENGTH_MEAN = 22,    /* solution length (moves; a random walk's moves) */
    P8_EXP_LENGTH_MEDIAN = 23,
    P8_EXP_LENGTH_MAX = 24,
    P8_EXP_OPTIMAL = 25,        /* solved runs whose length is the distance */
    P8_EXP_BSTAR = 26,          /* b* from the mean generated */
    P8_EXP_BSTAR_EXPANDED = 27  /* b* from the mean expanded */
};
/* The number of fields of a row in this version. */
#define P8_EXP_FIELDS 28
/* The heuristic of p8_experiment_add_config that is the exact distance (p8_table_heuristic
 * with the experiment's table): A* then expands one optimal path. */
enum { P8_EXP_H_TABLE = -2 };
/* The duplicate policy of p8_experiment_add_config that keeps the preset's. */
enum { P8_EXP_DUP_DEFAULT = -1 };
/* Output formats of p8_experiment_write. */
enum { P8_EXP_TEXT = 0, P8_EXP_CSV = 1, P8_EXP_MARKDOWN = 2, P8_EXP_JSON = 3 };

/* Create an empty experiment (no configuration, no board, seed 0, skipping on) with the default
 * allocator or the caller's (copied; every function pointer non-NULL): everything it holds, its
 * search, its table and its runs' results included, comes from there. P8_EINVAL if out is NULL
 * (or a or one of its functions is); P8_ENOMEM. Free with p8_experiment_free. */
P8_API int p8_experiment_new(p8_experiment **out);
P8_API int p8_experiment_new_with_allocator(const p8_allocator *a, p8_experiment **out);
/* Free an experiment. NULL is a no-op. Not during p8_experiment_run (not even from its
 * progress callback). */
P8_API void p8_experiment_free(p8_experiment *e);

/* Add a configuration (a series of the table and the plot): algorithm preset `alg` (P8_ALG_*),
 * heuristic (P8_H_DEFAULT: the preset's; P8_H_*; P8_EXP_H_TABLE: the exact distance),
 * duplicate policy (P8_EXP_DUP_DEFAULT: the preset's; P8_DUP_*), label (at most 63 bytes kept;
 * tables and messages show a control character of it as '?', the plot leaves it out). A NULL
 * label is the course's, made from the settings and following them as they change: the
 * algorithm's p8_choice_label, its heuristic's in parentheses when the preset orders or bounds
 * by h or a heuristic is given ("A*(h2)", "A*(exact)", "A*(pdb:1234/5678)"), then each setting
 * given: ", weights 1,2", the duplicate policy's label, ", heap frontier", ", reopen" or ", no
 * reopen", ", budget 98". No limits until p8_experiment_set_limit. Returns the configuration's
 * index (0, 1, ...); P8_EINVAL if e is NULL, a value is out of range (errmsg says which), 64
 * configurations are there already, or a run is in progress; P8_ENOMEM. Adding clears the
 * results. A configuration the search refuses (e.g. bidirectional with a policy other than
 * graph) makes p8_experiment_run fail with P8_EINVAL. */
P8_API int p8_experiment_add_config(p8_experiment *e, int alg, int heuristic, int duplicates,
                                    const char *label);
/* Limit `which` (P8_LIMIT_*) of configuration `config` to value (P8_LIMIT_NONE: none), for
 * each of its runs. P8_OK; P8_EINVAL if e is NULL, config or which is out of range, or a run is
 * in progress. */
P8_API int p8_experiment_set_limit(p8_experiment *e, int config, int which, uint64_t value);
/* The other settings of configuration `config`, each as p8_search_set_* sets it for every run
 * (the preset's until set): the weights; the frontier (P8_FRONTIER_*, or -1: the preset's);
 * reopening (0 off, 1 on, -1: the preset's); SMA*'s node budget (1 or more); a pattern database
 * of n groups (bit masks, as p8_pdb_build takes them) for the default goal as the heuristic,
 * built from the experiment's allocator when it runs (a heuristic set later replaces it). Each
 * returns P8_OK; P8_EINVAL if e is NULL, config or the value is out of range (for groups,
 * p8_pdb_check_groups's reason), or a run is in progress (errmsg says which). Setting clears
 * the results. A setting the runs would ignore (weights the frontier ignores, a frontier for
 * the random walk, a node budget for anything but smastar) makes p8_experiment_run fail with
 * P8_EINVAL and a sentence naming the configuration, before any run. */
P8_API int p8_experiment_set_weights(p8_experiment *e, int config, unsigned int wg, unsigned int wh);
P8_API int p8_experiment_set_frontier(p8_experiment *e, int config, int frontier);
P8_API int p8_experiment_set_reopen(p8_experiment *e, int config, int on);
P8_API int p8_experiment_set_node_budget(p8_experiment *e, int config, uint64_t nodes);
P8_API int p8_experiment_set_pdb(p8_experiment *e, int config, const unsigned int *groups,
                                 size_t n);
/* Add a configuration written as text, as `puzzle8 experiment --series` takes it:
 * "[LABEL=]ALGORITHM[,KEY=VALUE]...", e.g. "IDS=iddfs,duplicates=none" or
 * "astar,heuristic=misplaced,max-expansions=100000". ALGORITHM is a p8_algorithm_name; LABEL,
 * all before an '=' that comes before the first comma, is the label (none: the default, as
 * p8_experiment_add_config makes it); each KEY=VALUE is a setting of p8_experiment_set_option.
 * Spaces around the parts are dropped; a label or a value cannot hold a comma here (give it with
 * p8_experiment_set_option). Returns the configuration's index; P8_EINVAL, nothing added, with
 * a sentence in p8_experiment_errmsg that quotes the series (control characters escaped, cut
 * after 40 bytes) and says what is wrong and what is expected, as in: series
 * "IDS=iddfs,dupes=none": unknown option "dupes": expected label, heuristic, and so on;
 * P8_ENOMEM; and as p8_experiment_add_config. */
P8_API int p8_experiment_add_series(p8_experiment *e, const char *spec);
/* Set one setting of configuration `config` by its name (the command's option without its
 * dashes; '_' may stand for '-') and a value in text:
 *   label           the label (one line: no control character)
 *   heuristic       a p8_heuristic_name, "exact" (P8_EXP_H_TABLE), or "pdb:GROUPS"
 *                   (p8_pdb_parse_groups's text, e.g. "pdb:1234/5678")
 *   duplicates      a p8_duplicates_name
 *   weights         "WG:WH", e.g. "1:2"
 *   frontier        a p8_frontier_name
 *   reopen          "on" or "off"
 *   node-budget     a whole number, 1 or more
 *   max-expansions, max-depth, max-memory (bytes), max-time (milliseconds)
 *                   a whole number, or "none"
 * Numbers are decimal digits only (no sign, fraction or overflow). P8_OK; P8_EINVAL, nothing
 * changed, if e, key or value is NULL, config is out of range, a run is in progress, or the key
 * or value is not one of these (errmsg says why and what is expected, quoting at most 24 bytes
 * of the value). Setting clears the results. */
P8_API int p8_experiment_set_option(p8_experiment *e, int config, const char *key,
                                    const char *value);
/* Draw `boards` boards (1 .. 1,000,000) uniformly among the boards `distance` moves from the
 * default goal (1 .. 31). Board i at distance d is p8_table_random_board(table, d, s) with s
 * the SplitMix64 output of the state seed ^ (d << 40) ^ i (docs/experiments.md), so a seed
 * always gives the same boards, and a board may come up more than once. Adding a distance given
 * before again adds to its boards. P8_OK; P8_EINVAL (range, e NULL, a run in progress);
 * P8_ENOMEM. */
P8_API int p8_experiment_add_distance(p8_experiment *e, unsigned int distance, unsigned int boards);
/* Add `boards` boards (0: 100) at each of the n distances (distances NULL and n 0: 2, 4, ...,
 * 24, the `branching` experiment's), as p8_experiment_add_distance does one by one, for a table
 * of the caller's configurations. P8_OK; P8_EINVAL (a distance or the boards out of range, in
 * all at one distance included; the errmsg names it), nothing added; P8_ENOMEM. */
P8_API int p8_experiment_add_distances(p8_experiment *e, unsigned int boards,
                                       const unsigned int *distances, size_t n);
/* Add a board of the caller's (copied); it counts at its distance from the default goal.
 * P8_OK; P8_EINVAL if e or b is NULL or a run is in progress; P8_EUNSOLVABLE if the default
 * goal cannot be reached from b, or b is the goal (distance 0: no b*); P8_ENOMEM. */
P8_API int p8_experiment_add_board(p8_experiment *e, const p8_board *b);
/* The seed of the boards drawn (default 0); also each random walk's seed (the board's own s).
 * P8_OK; P8_EINVAL if e is NULL or a run is in progress. */
P8_API int p8_experiment_set_seed(p8_experiment *e, uint64_t seed);
/* on != 0 (the default): once a run of a configuration is cut off at a distance, the
 * configuration is not run at greater distances (those rows have P8_EXP_SKIPPED 1, every board
 * cut off). 0: every row is run. P8_OK; P8_EINVAL if e is NULL or a run is in progress. */
P8_API int p8_experiment_set_skip_deeper(p8_experiment *e, int on);

/* Progress of p8_experiment_run: called after each run with the runs done and the runs there
 * are (runs skipped count as done). A non-zero return stops the experiment: it returns
 * P8_ECANCELED with the rows so far. */
typedef int (*p8_experiment_progress_fn)(uint64_t done, uint64_t total, void *user_data);
/* Run every configuration on every board: distance by distance (smallest first), and at each
 * distance configuration by configuration, each board once, with one search whose limits are
 * the configuration's. The rows of an earlier run are replaced. progress may be NULL.
 * P8_OK; P8_ECANCELED (p8_experiment_cancel or progress stopped it: the rows hold the runs
 * made, the others not run); P8_EINVAL if e is NULL, there is no configuration or no board, a
 * run is in progress, or the search refused a configuration (p8_experiment_errmsg says which
 * and why; no rows); P8_ENOMEM (no rows). */
P8_API int p8_experiment_run(p8_experiment *e, p8_experiment_progress_fn progress, void *user_data);
/* Stop the run in progress: the search running stops at once and p8_experiment_run returns
 * P8_ECANCELED. Safe to call from any thread while another runs e (the caller keeps e alive
 * until this returns); a cancel while no run is in progress has no effect. P8_OK; P8_EINVAL if
 * e is NULL. */
P8_API int p8_experiment_cancel(p8_experiment *e);
/* A sentence about the last error of e (e.g. "configuration 2 (bibfs, dup none): ..."), or
 * "". Never NULL. Valid until the next call on e. */
P8_API const char *p8_experiment_errmsg(const p8_experiment *e);

/* The number of rows of the last run: configurations times distances (0 before a run, or
 * after P8_EINVAL/P8_ENOMEM). P8_EINVAL if e is NULL. Row r is configuration r / (number of
 * distances), distance index r % (number of distances): a configuration's rows together, in
 * increasing distance. */
P8_API int p8_experiment_rows(const p8_experiment *e);
/* out[i] = field i (P8_EXP_*) of row `row` for i < cap (out may be NULL when cap is 0).
 * Returns P8_EXP_FIELDS; P8_EINVAL if e is NULL, row is out of range, or out is NULL with
 * cap > 0. */
P8_API int p8_experiment_row(const p8_experiment *e, size_t row, double *out, size_t cap);
/* "config", "distance", "boards", ..., "bstar_expanded": the enumerator's name in lower case
 * without P8_EXP_ (the CSV header and JSON keys); NULL out of range. Static, thread-safe. */
P8_API const char *p8_experiment_field_name(int field);
/* The label of configuration `config`; NULL if e is NULL or config is out of range. Valid
 * until e is freed. */
P8_API const char *p8_experiment_label(const p8_experiment *e, size_t config);

/* Write the rows of the last run in `format` (P8_EXP_*) through write:
 * - TEXT: an aligned table, a line per row (configuration, d, boards, solved, mean expanded,
 *   mean, median and max generated, b*, b* of the expanded, mean length, optimal, mean time in
 *   ms; "cut off", with the runs it stopped, for a cut-off row), a blank line between
 *   configurations; MARKDOWN: the same columns as a GitHub table;
 * - CSV: a header (the label and every field name), then a line per row;
 * - JSON: {"format":"puzzle8-experiment","version":1,"seed":S,"rows":[...]}, a row an object
 *   with "label" and every field (null for NaN).
 * Counts are integers; means and medians have 1 decimal in TEXT and MARKDOWN (b* 2, times 3),
 * up to 10 significant digits in CSV and JSON. P8_OK; write's non-zero return; P8_EINVAL if e
 * or write is NULL, format is out of range, or there are no rows. */
P8_API int p8_experiment_write(const p8_experiment *e, int format, p8_write_fn write,
                               void *user_data);
/* The rows as an SVG line plot (960 x 600, fonts of 18 and more, for slides): field `field`
 * (a P8_EXP_* statistic, e.g. P8_EXP_GENERATED_MEAN or P8_EXP_BSTAR) against the distance, one
 * line and marker shape per configuration, with axes, ticks, grid and a legend. Counts, bytes
 * and times are drawn on a log scale (decades), the others (b*, lengths) on a linear one. Rows
 * with no solved run or that were cut off have no point. P8_OK; write's non-zero return;
 * P8_EINVAL if e or write is NULL, field is not a statistic (below P8_EXP_EXPANDED_MEAN, or
 * P8_EXP_OPTIMAL, or out of range), or there are no rows. */
P8_API int p8_experiment_svg(const p8_experiment *e, int field, p8_write_fn write, void *user_data);

/* The effective branching factor: the root b >= 0 of N + 1 = 1 + b + ... + b^depth (N = nodes),
 * by bisection to within 1e-9, each step in O(log depth) (the series in closed form, the power
 * by squaring), so any depth answers at once (UINT_MAX too). NaN if depth is 0 or nodes is
 * negative or not a number. b*(N, 1) = N; b* = 1 when N = depth. Pure function, thread-safe. */
P8_API double p8_effective_branching(double nodes, unsigned int depth);

/* The named experiments: "branching", "duplicates", "heuristics", "walk", "bidirectional",
 * "textbook"; NULL out of range. Static, thread-safe. */
P8_API const char *p8_experiment_preset_name(int i);
/* Set up the named experiment `name` on e, which must have no configuration and no board yet:
 * its configurations (with their labels and limits), and its distances with `boards` boards
 * each (0: its default), or the `n` distances given (distances NULL or n 0: its defaults).
 * docs/experiments.md, "The named experiments", lists each one's configurations, limits,
 * distances and boards. P8_OK; P8_EINVAL if e or name is NULL, the name is unknown (errmsg
 * quotes it as p8_experiment_add_series quotes a series, and lists the names), e is not empty,
 * a distance is out of range, or distances is NULL with n > 0; P8_ENOMEM. Configurations added
 * after (e.g. p8_experiment_add_series) join the named ones. */
P8_API int p8_experiment_preset(p8_experiment *e, const char *name, unsigned int boards,
                                const unsigned int *distances, size_t n);

/* ---------------------------------------------------------------------------------------------
 * 18. Grading                                                                          p8_grade(3)
 *
 * A grader judges what a student's search printed for one board against the library's own run
 * of a reference configuration, and names the student's mistake by reproducing it: what
 * `puzzle8 grade` and Python's puzzle8.grade.check say, in the same words (docs/grading.md).
 *
 * A submission prints one of two things (p8_grade_set_check):
 * - P8_GRADE_TRACE: a trace (docs/trace.md), compared with the reference's line by line as
 *   p8_trace_compare does, header lines left out; its summary's moves must be legal and reach
 *   the goal.
 * - P8_GRADE_SOLUTION: the moves of the blank as letters U, D, L, R or the words up, down, left,
 *   right (any case, any separators or none: "ULDR", "U, L, D", "['U', 'L']"; on one line or
 *   several; after an optional label "moves:", "path:" or "solution:"), or the boards from the
 *   start (which may be left out) to the goal, one a line in any form p8_board_parse reads or
 *   as three lines of three cells; and, if it likes, counts as lines "expanded N", "generated
 *   N", "duplicates N", "max_frontier N" (':' or '=' after the name allowed). Empty lines are
 *   skipped; any other line makes the output unreadable, with the line and column said.
 *
 * A solution is scored in parts (P8_PART_*), each worth the points p8_grade_set_points gives
 * it: LEGAL moves; reaching the GOAL; the OPTIMAL length (the distance table's), checked where
 * the configuration guarantees it (BFS, IDDFS, bidirectional BFS; UCS, A*, IDA*, RBFS and SMA*
 * with wg >= 1, wh <= wg and a built-in heuristic; docs/grading.md, "Scoring a solution", gives
 * the exact rule); the COUNTS printed equal to the reference's, within the tolerance (checked
 * when it prints one, or when the flags ask); and, when its points are not 0, the reference's
 * PATH. A trace has one part, TRACE. A run that did not end well (a signal, a non-zero exit
 * status, the time or the output limit, an exception) scores 0 on every part; what it printed
 * is still judged.
 *
 * When the output differs from the reference's, the grader runs the catalogue of mistakes
 * (P8_MISTAKE_*, docs/grading.md): the reference's configuration changed through the public
 * search API, or its output changed, as each mistake changes it. The one whose run reproduces
 * the most of the output (all of it, or the longest part from its start, more than the
 * reference's own) names the difference, with the line of the output where it first shows.
 *
 * A grader's runs are bounded: a configuration with no limit of its own gets 20,000,000
 * expansions and 512 MiB, so a reference that would not end (a depth-first tree search) is an
 * error naming the configuration (p8_grade_reference), not a run out of memory.
 *
 * A grader is used by one thread at a time. A verdict is immutable: many threads may read one.
 * ------------------------------------------------------------------------------------------- */
/* A grader and the verdict on one board (see the section's introduction). */
typedef struct p8_grade p8_grade;
typedef struct p8_grade_verdict p8_grade_verdict;

/* What a submission prints (p8_grade_set_check). */
enum { P8_GRADE_TRACE = 0, P8_GRADE_SOLUTION = 1 };
/* The parts of a verdict, each with its points (p8_grade_set_points; defaults in brackets):
 * the moves are legal (1), they reach the goal (1), the length is optimal where the
 * configuration is (1), the counts printed equal the reference's (1), the moves are the
 * reference's (0: not checked), the trace agrees with the reference's (1). */
enum { P8_PART_LEGAL = 0, P8_PART_GOAL = 1, P8_PART_OPTIMAL = 2, P8_PART_COUNTS = 3,
       P8_PART_PATH = 4, P8_PART_TRACE = 5 };
/* The number of parts. */
#define P8_GRADE_PARTS 6
/* A part's state in a verdict (p8_grade_verdict_part). */
enum { P8_GRADE_FAILED = 0, P8_GRADE_PASSED = 1, P8_GRADE_UNCHECKED = 2 };
/* How the submission's run ended (p8_grade_judge), with its value: EXITED and the exit status;
 * SIGNALED and the signal; TIMED_OUT and the time limit in milliseconds (it was stopped there);
 * FLOODED and the output limit in bytes (it printed more and was stopped); RAISED (an in-process
 * submission raised an exception; the value is not used); OVERSIZE and the output limit in
 * bytes (it ended by itself, but wrote more than that: only the first bytes are judged). */
enum { P8_END_EXITED = 0, P8_END_SIGNALED = 1, P8_END_TIMED_OUT = 2, P8_END_FLOODED = 3,
       P8_END_RAISED = 4, P8_END_OVERSIZE = 5 };
/* Flags of p8_grade_set_flags: EVENTS_ONLY compares a trace's events and not its summary line
 * (its moves are still checked); NEED_* make a solution's count part ask for that count, printed
 * or not; FUNCTION says the submission is a function called in the caller's process (a
 * binding's in-process check, such as Python's puzzle8.grade.check), whose output the binding
 * made from what it returned: a solution's sentences then speak of what it returned ("your
 * function returned no moves", a count "missing: return the count \"expanded\"", a count or
 * a mistake without the line of the output it is on), and an empty trace of what it reported
 * ("Your function reported no events to the recorder and returned no moves"). */
enum { P8_GRADE_EVENTS_ONLY = 1, P8_GRADE_NEED_EXPANDED = 2, P8_GRADE_NEED_GENERATED = 4,
       P8_GRADE_NEED_DUPLICATES = 8, P8_GRADE_NEED_MAX_FRONTIER = 16, P8_GRADE_FUNCTION = 32 };
/* The catalogue of mistakes (p8_grade_mistake_name gives each one's name, _what what it does
 * and _hint what to do; docs/grading.md has the table). Append-only. */
enum {
    P8_MISTAKE_NONE = 0,              /* no mistake named */
    P8_MISTAKE_GOAL_TESTED_LATE = 1,  /* goal tested when taken where the reference tests it when
                                         generated (a FIFO reference) */
    P8_MISTAKE_GOAL_TESTED_EARLY = 2, /* goal tested when generated where the reference tests it
                                         when taken */
    P8_MISTAKE_GOAL_PUSHED = 3,       /* the goal pushed on the frontier before stopping */
    P8_MISTAKE_STACK_FOR_QUEUE = 4,   /* a stack (LIFO) for the reference's queue (FIFO) */
    P8_MISTAKE_QUEUE_FOR_STACK = 5,   /* a queue (FIFO) for the reference's stack (LIFO) */
    P8_MISTAKE_QUEUE_FOR_PRIORITY = 6, /* a queue (FIFO) for the reference's priority queue */
    P8_MISTAKE_NO_DUPLICATE_CHECK = 7, /* no duplicate check: every move, the undo move too */
    P8_MISTAKE_PARENT_CHECK_ONLY = 8, /* only the undo move left out, no states remembered */
    P8_MISTAKE_CLOSED_LIST_ONLY = 9,  /* duplicates checked against the expanded states only */
    P8_MISTAKE_UNDO_MOVE = 10,        /* the undo move generated (and dropped as a duplicate) */
    P8_MISTAKE_NO_REOPEN = 11,        /* a closed state reached more cheaply not reopened */
    P8_MISTAKE_NO_DEPTH_LIMIT = 12,   /* the reference's depth limit left out */
    P8_MISTAKE_HEURISTIC_SCALED = 13, /* h twice the reference's */
    P8_MISTAKE_HEURISTIC_BLANK = 14,  /* the blank counted as a tile by h */
    P8_MISTAKE_HEURISTIC_INCONSISTENT = 15, /* linear conflict counted per pair: inconsistent */
    P8_MISTAKE_TIE_BREAK_OLDEST = 16, /* equal keys: the oldest node first, h not looked at */
    P8_MISTAKE_TIE_BREAK_NEWEST = 17, /* equal keys: the newest node first */
    P8_MISTAKE_TIE_BREAK_H_NEWEST = 18, /* equal keys: the smaller h, then the newest node */
    P8_MISTAKE_TILE_MOVES = 19,       /* moves named for the tile that moves, not the blank */
    P8_MISTAKE_PATH_REVERSED = 20,    /* the path printed from the goal back to the start */
    P8_MISTAKE_EXPANDED_COUNTS_GOAL = 21, /* the goal counted as expanded */
    P8_MISTAKE_GENERATED_COUNTS_START = 22, /* the start counted as generated */
    P8_MISTAKE_GENERATED_WITHOUT_DUPLICATES = 23, /* duplicates not counted as generated */
    P8_MISTAKE_FRONTIER_AFTER_POP = 24, /* max_frontier measured right after taking a node */
    P8_MISTAKE_G_OFF_BY_ONE = 25,     /* g counted from 1 at the start */
    P8_MISTAKE_NO_UNDO_MOVE = 26      /* the undo move never generated, where the reference
                                         generates it (duplicates none or graph-undo) */
};
/* The number of P8_MISTAKE_* values (P8_MISTAKE_NONE included). */
#define P8_GRADE_MISTAKES 27

/* Make a grader for the configuration of `reference` as it is now (copied: the search is not
 * used afterwards, but a heuristic function of the caller's, such as a pattern database, is
 * called by the grader's runs, so its user_data must outlive the grader) and for `goal` (NULL:
 * the default goal), with the default allocator or the caller's (copied; every function pointer
 * non-NULL), which its searches, table and verdicts use. It judges traces (P8_GRADE_TRACE) with
 * the default points (see P8_PART_*), tolerance 0 and no flags. A configuration it cannot run
 * again (a frontier of the caller's) is refused when it runs (p8_grade_reference,
 * p8_grade_judge, p8_grade_boards: P8_EINVAL with errmsg). P8_OK; P8_EINVAL if reference or out
 * is NULL (or a or one of its functions); P8_ENOMEM. Free with p8_grade_free. */
P8_API int p8_grade_new(const p8_search *reference, const p8_board *goal, p8_grade **out);
P8_API int p8_grade_new_with_allocator(const p8_allocator *a, const p8_search *reference,
                                       const p8_board *goal, p8_grade **out);
/* Free a grader (its verdicts stay valid). NULL is a no-op. */
P8_API void p8_grade_free(p8_grade *g);
/* What the submissions print: P8_GRADE_TRACE (the default) or P8_GRADE_SOLUTION. P8_OK;
 * P8_EINVAL if g is NULL or check is out of range. */
P8_API int p8_grade_set_check(p8_grade *g, int check);
/* The points of part `part` (P8_PART_*), 0 to 1000; 0 leaves the part unchecked (PATH's
 * default). P8_OK; P8_EINVAL if g is NULL or part or points is out of range. */
P8_API int p8_grade_set_points(p8_grade *g, int part, unsigned int points);
/* A count printed passes when it is within `percent` percent of the reference's (0 to 100;
 * default 0: equal). P8_OK; P8_EINVAL if g is NULL or percent is above 100. */
P8_API int p8_grade_set_tolerance(p8_grade *g, unsigned int percent);
/* The flags P8_GRADE_EVENTS_ONLY, P8_GRADE_NEED_* and P8_GRADE_FUNCTION (replacing those set
 * before). P8_OK;
 * P8_EINVAL if g is NULL or flags has other bits. */
P8_API int p8_grade_set_flags(p8_grade *g, unsigned int flags);
/* A sentence about the last error of g, e.g. "the goal cannot be reached from 2 1 3 / 4 5 6 /
 * 7 8 0", or "the reference (frontier lifo, duplicates none) does not end on 1 2 3 / 4 8 5 /
 * 7 6 0 within the grader's bound ..."; "" when there is none. Never NULL (for a NULL g: "").
 * Valid until the next call on g. */
P8_API const char *p8_grade_errmsg(const p8_grade *g);
/* Run the reference on start (bounded as the section's introduction says) and keep its
 * solution for the judgements of that board. Call it for every board before any submission
 * runs, so that a configuration that does not end is found first. P8_OK; P8_EINVAL if g or start
 * is NULL, the goal is not reachable from start, or the configuration is refused (errmsg says
 * why); P8_ELIMIT if the grader's bound stopped the run, or, judging solutions, if the reference
 * does not solve the board (errmsg names the configuration and the board); P8_ENOMEM. */
P8_API int p8_grade_reference(p8_grade *g, const p8_board *start);
/* Whether mistake m (P8_MISTAKE_*) can make a difference under g's configuration and check
 * (e.g. a stack for a queue needs a FIFO reference; a heuristic mistake, a heuristic; g off by
 * one shows only in a trace; a tie-break by h needs keys that do not decide h): 1 or 0;
 * P8_EINVAL if g is NULL or m is out of range (P8_MISTAKE_NONE is 0). */
P8_API int p8_grade_applies(const p8_grade *g, int m);
/* The mistakes board start catches: bit (1 << m) of *mask is set for each mistake m that
 * applies and whose run on start would fail a submission that makes it (one that prints every
 * count). Judging solutions: its moves do not reach the goal, or not in the optimal number where
 * that is checked, a count differs, or its moves differ where the reference's are asked (PATH
 * has points). Judging traces: a line of its trace differs (the header left out). P8_OK; the
 * errors of p8_grade_reference; P8_EINVAL if mask is NULL. */
P8_API int p8_grade_catches(p8_grade *g, const p8_board *start, uint64_t *mask);
/* Choose n boards (1 to 1000) at distances spread up to max_distance (1 to 31; board i at
 * max_distance * (i + 1) / n moves, at least 1), deterministically from seed: for each, a few
 * boards drawn at its distance (p8_table_random_board, the first with seed + i) are tried and
 * the one that catches the most mistakes not caught by the boards before it is kept (then the
 * most mistakes, then the first drawn). Writes board i's 9 tiles to tiles[9i..] and its mask of
 * mistakes (as p8_grade_catches) to catches[i] (catches may be NULL) for i < cap, and returns n.
 * Each candidate costs a run of every mistake that applies, bounded as the reference's.
 * P8_EINVAL if g is NULL, n or max_distance is out of range, tiles is NULL with cap > 0, or a
 * run fails as p8_grade_reference does (errmsg); P8_ELIMIT, P8_ENOMEM likewise. */
P8_API int p8_grade_boards(p8_grade *g, unsigned int n, unsigned int max_distance, uint64_t seed,
                           uint8_t *tiles, uint64_t *catches, size_t cap);
/* Judge what a submission printed for board start: `output` (len bytes, any bytes; NULL with
 * len 0 for nothing), how its run ended (`end`, P8_END_*, and its value), and the last bytes of
 * its standard error (err, err_len; may be NULL with 0), into a verdict *out (free it with
 * p8_grade_verdict_free). The reference's run on start is made first if p8_grade_reference was
 * not called for it. Each mistake's run is bounded by the submission's output (a trace is
 * compared as it is made) or some times the reference's expansions (a solution). P8_OK
 * whatever the verdict; P8_EINVAL if g, start or out is NULL, output or err is NULL with a
 * length, end is out of range, or the reference cannot be run (errmsg); P8_ELIMIT as
 * p8_grade_reference; P8_ENOMEM (*out NULL). */
P8_API int p8_grade_judge(p8_grade *g, const p8_board *start, const char *output, size_t len,
                          int end, uint64_t end_value, const char *err, size_t err_len,
                          p8_grade_verdict **out);
/* Free a verdict. NULL is a no-op. */
P8_API void p8_grade_verdict_free(p8_grade_verdict *v);
/* 1 if every part checked passed (and the run ended well), 0 if not; P8_EINVAL if v is NULL. */
P8_API int p8_grade_verdict_passed(const p8_grade_verdict *v);
/* The points scored, and the points of the parts checked; P8_EINVAL if v is NULL. */
P8_API int p8_grade_verdict_score(const p8_grade_verdict *v);
P8_API int p8_grade_verdict_max_score(const p8_grade_verdict *v);
/* Part `part` (P8_PART_*): P8_GRADE_PASSED, P8_GRADE_FAILED or P8_GRADE_UNCHECKED; P8_EINVAL
 * if v is NULL or part is out of range. */
P8_API int p8_grade_verdict_part(const p8_grade_verdict *v, int part);
/* The mistake named (P8_MISTAKE_*, P8_MISTAKE_NONE when none is); P8_EINVAL if v is NULL. */
P8_API int p8_grade_verdict_mistake(const p8_grade_verdict *v);
/* 1 if the mistake's run reproduces all of the output (what it printed before it was stopped,
 * for a run stopped), 0 if only its start; P8_EINVAL if v is NULL. */
P8_API int p8_grade_verdict_exact(const p8_grade_verdict *v);
/* The line of the submission's output (from 1, as it printed it) where it first differs from
 * the reference, or the line of the first failure; 0 when there is none (or v is NULL). */
P8_API uint64_t p8_grade_verdict_line(const p8_grade_verdict *v);
/* The verdict in sentences a student reads (lines ending with "\n"), snprintf-style: how the
 * run ended, each part that failed and why (the first illegal move with the board before it,
 * where the path ends, the optimal length, each count and the reference's), where the output
 * first differs with the two lines, the mistake named with the line of the output where it
 * shows and its hint, and the last lines of the standard error. Every piece of the
 * submission's text quoted is cut to a few hundred bytes and escaped: UTF-8 passes, an invalid
 * byte becomes U+FFFD, control characters (ESC, CR, ...) and the characters that reorder text
 * are written as escapes ("\x1b", "\u{202e}"), so the text holds no control character but
 * "\n". Returns the length; 0 (and "" when cap > 0) if v is NULL. */
P8_API size_t p8_grade_verdict_text(const p8_grade_verdict *v, char *buf, size_t cap);
/* The name of mistake m ("goal-tested-early", ...), what a program that makes it does (e.g.
 * "tests the goal when it generates a node, where the reference tests it when it takes the
 * node from the frontier"), and a one-line hint addressed to the student; "none", "" and ""
 * for P8_MISTAKE_NONE. Static strings; NULL out of range. Thread-safe. */
P8_API const char *p8_grade_mistake_name(int m);
P8_API const char *p8_grade_mistake_what(int m);
P8_API const char *p8_grade_mistake_hint(int m);
/* "legal", "goal", "optimal", "counts", "path", "trace" (P8_PART_*); NULL out of range. */
P8_API const char *p8_grade_part_name(int part);
/* The trace line of an event a search of one's own reports (for a recorder in a binding, which
 * then judges the lines as a printed trace): event (P8_EVENT_*), the node's id and its parent's
 * (P8_NODE_NONE: null), the move that made it (P8_MOVE_*, or -1: null), g, h, key, and its 9
 * tiles; side 0, no bound. The same text as p8_trace_event writes for such a node. Returns its
 * length, snprintf-style; P8_EINVAL if event or move is out of range or state is NULL or not a
 * permutation of 0..8 (buf is then "" when cap > 0). Thread-safe. */
P8_API int p8_grade_event_line(int event, uint64_t id, uint64_t parent, int move, unsigned int g,
                               unsigned int h, uint64_t key, const uint8_t *state, char *buf,
                               size_t cap);
/* The summary line of such a search: its status (P8_OK, P8_ELIMIT, P8_ECANCELED, P8_ENOTFOUND
 * or P8_EFRONTIER), its moves as letters (NULL: not solved) and its counts. The same text as
 * p8_trace_summary writes for such a run. Returns its length, snprintf-style; P8_EINVAL for
 * another status or a letter other than U, D, L, R (buf is then "" when cap > 0). */
P8_API int p8_grade_summary_line(int status, const char *moves, uint64_t expanded,
                                 uint64_t generated, uint64_t duplicates, uint64_t max_frontier,
                                 char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* PUZZLE8_H */
