/* SPDX-License-Identifier: MIT */
/* view.h - what the view files share (write.c, svg_*.c, tree*.c, dot_tree.c,
 * trace*.c): the output sink that serves both a caller's buffer and a p8_write_fn, the board
 * drawing primitive, and the node record of a search tree. Private. The view depends on the
 * search and the board, never the other way round. */
#ifndef P8_VIEW_INTERNAL_H
#define P8_VIEW_INTERNAL_H

#include "../board/board.h"

#include <stdarg.h>

/* ------------------------------------------------------------------------------------------
 * Output sink. One drawing or formatting routine writes through a p8__out and so serves both
 * snprintf-style buffers and write callbacks. Nothing here allocates.
 *  - buffer mode: at most cap-1 bytes are stored, buf is NUL-terminated when cap > 0, and the
 *    total length is counted;
 *  - writer mode: bytes are gathered in `chunk` and handed to fn in pieces; the first non-zero
 *    return of fn is kept in `status` and nothing more is written.
 * ---------------------------------------------------------------------------------------- */
#define P8__OUT_CHUNK 4096

typedef struct p8__out {
    p8_write_fn fn;              /* writer mode when not NULL */
    void *ud;
    char *buf;                   /* buffer mode */
    size_t cap;
    size_t len;                  /* bytes produced so far (all of them, in both modes) */
    size_t fill;                 /* writer mode: bytes waiting in chunk */
    int status;                  /* writer mode: fn's first non-zero return, else 0 */
    char chunk[P8__OUT_CHUNK];
} p8__out;

void p8__out_buffer(p8__out *o, char *buf, size_t cap);
void p8__out_writer(p8__out *o, p8_write_fn fn, void *ud);
void p8__out_put(p8__out *o, const char *data, size_t len);
void p8__out_str(p8__out *o, const char *s);
/* printf-style; one piece of formatted text must stay under 512 bytes (the view's pieces are
 * a few numbers and fixed words). */
void p8__out_printf(p8__out *o, const char *fmt, ...) P8__PRINTF_LIKE(2, 3);
/* Finish: buffer mode NUL-terminates and returns P8_OK; writer mode hands over what is left
 * and returns fn's first non-zero return, or P8_OK. */
int p8__out_end(p8__out *o);
/* The length of a finished buffer-mode output as an int return: the length, or P8_ELIMIT when
 * it does not fit an int (no text of the view comes near: the longest, a trace summary of a
 * 2^27-move path, is about 2^27 bytes). */
int p8__out_length(const p8__out *o);

/* ------------------------------------------------------------------------------------------
 * Drawing a board. The same look everywhere (board, filmstrip, tree): a dark frame, ivory tiles
 * with dark numbers, the blank a shaded recess, the tile that moved in amber.
 * ---------------------------------------------------------------------------------------- */
#define P8__SVG_FONT "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"
#define P8__COLOR_FRAME "#2e3d4f"
#define P8__COLOR_TILE "#f6eedf"
#define P8__COLOR_TEXT "#1f2933"
#define P8__COLOR_BLANK "#52647a"
#define P8__COLOR_MOVED "#ffc94d"
#define P8__COLOR_PATH "#e8590c"
#define P8__COLOR_INK "#3b4754"
#define P8__COLOR_FAINT "#98a4b3"
#define P8__COLOR_GOAL "#2b8a3e"
#define P8__COLOR_CUT "#c92a2a"
#define P8__COLOR_FRONTIER "#f4f6f9"

/* The size of a board drawn with cells of `cell` units (at least 15): 3 cells, 2 gaps and 2
 * paddings. */
int p8__svg_board_size(int cell);
/* Draw tiles t at (x, y), cells of `cell` units; the tile in cell moved_cell (-1: none) is
 * highlighted. Coordinates are integers so the text is the same on every machine. */
void p8__svg_board_at(p8__out *o, const uint8_t t[9], int x, int y, int cell, int moved_cell);
/* "<?xml ...?><svg ...>" opening with the given size, and the closing tag. */
void p8__svg_open(p8__out *o, int width, int height, const char *title);
void p8__svg_close(p8__out *o);

/* The cell a move came from: after the blank moved in direction `move` and now sits at cell
 * `blank`, the tile that moved is in the cell the blank left. -1 for no move. */
int p8__moved_cell(int blank, int move);

/* ------------------------------------------------------------------------------------------
 * Search trees: node records, filled by p8_tree_add (by hand or by the recorder of
 * p8_tree_watch from a search's events), drawn by svg_tree.c and dot_tree.c.
 * ---------------------------------------------------------------------------------------- */
#define P8__NO_ID UINT64_MAX
enum {
    P8__REC_EXPANDED = 1,        /* expanded among the first max_expansions (order > 0) */
    P8__REC_DUPLICATE = 2,       /* discarded as a duplicate */
    P8__REC_GOAL = 4,            /* the goal node */
    P8__REC_CUTOFF = 8           /* never expanded because of the depth limit or bound */
};

typedef struct p8__record {
    uint64_t id, parent;         /* parent == id for a root; id UINT64_MAX: a successor the
                                    search did not keep (no child can name it) */
    uint64_t key;                /* the frontier priority */
    uint32_t g, h;
    uint32_t order;              /* expansion order from 1; 0: not expanded */
    uint32_t state;              /* cells 0..7, 4 bits each, as a node key */
    uint8_t move;                /* P8_MOVE_*, or 4 for none */
    uint8_t flags;               /* P8__REC_* */
    uint8_t side;                /* 0: from the start; 1: from the goal (bidirectional) */
    uint64_t bound;              /* the deepening pass's bound, UINT64_MAX for none */
} p8__record;

struct p8_tree {
    p8__mem mem;
    uint64_t max_expansions;
    uint64_t expansions;         /* EXPAND events recorded */
    int stopped;                 /* an expansion beyond max_expansions was seen */
    int error;                   /* the recorder's first failure (P8_ENOMEM...), else 0 */
    uint64_t depth_limit;        /* nodes this deep are cut off (UINT64_MAX: none known) */
    p8_search *search;           /* what p8_tree_watch records */
    p8__record *rec;
    size_t count, cap;
    uint32_t *slot;              /* id -> record index + 1, open addressing; 0 = empty */
    size_t slot_cap;             /* a power of two, or 0 */
    size_t last_unkept;          /* the record of the last unkept successor, or SIZE_MAX */
    int bound_is_depth;          /* the records' bounds are depth bounds (IDDFS): a node at its
                                    pass's bound is cut off */
};

/* Forget every record (the allocations stay for the next run). */
void p8__tree_clear(p8_tree *t);
/* Copy the side and the bound of an event's node r onto its record (the last one added). */
void p8__tree_note(p8_tree *t, const p8__record *r);

/* The record of id, or NULL. */
const p8__record *p8__tree_find(const p8_tree *t, uint64_t id);
/* 1 if record r was cut off: never expanded, not a duplicate nor the goal, and marked so or at
 * the depth limit. */
int p8__record_cut(const p8_tree *t, const p8__record *r);

/* The layout of a tree, for drawing: records in drawing order (each parent before its children,
 * children in id order), their column (in leaf slots, times 2 so a parent can sit between two)
 * and whether they lie on the solution path. P8_OK or P8_ENOMEM (nothing held). */
typedef struct p8__layout {
    p8__mem mem;                 /* the tree's allocator, with counters of its own (the tree is
                                    only read, so many threads may draw one tree at once) */
    size_t cap;                  /* records the arrays hold */
    size_t n;                    /* records drawn (every record reachable from a root) */
    uint32_t *order;             /* record indices in drawing order */
    uint32_t *x2;                /* per record: column * 2 */
    uint32_t *level;             /* per record: its depth below its root */
    uint8_t *on_path;            /* per record: 1 if on the solution path */
    uint32_t width2;             /* columns * 2 */
    uint32_t depth;              /* the deepest g drawn */
} p8__layout;

/* The header and summary lines of the trace (p8_trace_header, p8_trace_summary); the header
 * reads the search's configuration (search/inspect.h). */
void p8__trace_header_line(p8__out *o, const p8_search *s, const p8_board *start,
                           const p8_board *goal);
void p8__trace_summary_line(p8__out *o, const p8_result *r);
/* The summary line of a run told by its values: status, moves (n letters; NULL: not solved),
 * expanded, generated, duplicates, max_frontier. */
void p8__trace_summary_values(p8__out *o, int status, const char *moves, size_t n,
                              const uint64_t counts[4]);
/* One event line of the trace for record r (its id, parent, move, g, h, key) and state. */
void p8__trace_event_line(p8__out *o, int event, const p8__record *r, const uint8_t state[9]);

/* Recording a run (record.c, trace_run.c): the run is observed (search/inspect.h), every event
 * given to the recorder with its node's fields, which become a record. */
void p8__record_of(const uint64_t *node, const uint8_t *state, p8__record *r);
/* The node of the event being reported (p8_search_event_node) as a record; P8_EINVAL outside
 * an event callback. */
int p8__event_node(const p8_search *s, const uint8_t *state, p8__record *r);

int p8__layout_make(const p8_tree *t, const p8_result *path, p8__layout *out);
void p8__layout_free(p8__layout *l);
/* The SVG picture's width and height (svg_tree.c) for a layout of n records, `depth` levels
 * below the roots and width2 half-columns: P8_OK, or P8_EINVAL when either would pass INT_MAX
 * (every coordinate of the picture is an int: some 11 million levels or 16 million leaves). */
int p8__tree_svg_size(size_t n, uint64_t depth, uint64_t width2, int *width, int *height);

/* ------------------------------------------------------------------------------------------
 * Reading trace lines (trace_diff.c): a flat JSON object's fields as written, without
 * allocation (the fields point into the line). Shared by p8_trace_diff, p8_trace_line_type and
 * the whole-trace comparison (trace_compare.c, trace_diagnose.c).
 * ---------------------------------------------------------------------------------------- */
#define P8__TRACE_MAX_FIELDS 40
#define P8__TRACE_WHY_CAP 160    /* a parse failure's reason, NUL included */
enum { P8__JSON_STRING, P8__JSON_NUMBER, P8__JSON_TRUE, P8__JSON_FALSE, P8__JSON_NULL };
typedef struct p8__tfield {
    const char *name, *text;     /* the name (unquoted) and the value as written */
    size_t name_len, text_len;   /* a string's text excludes its quotes */
    int type;                    /* P8__JSON_* */
} p8__tfield;
typedef struct p8__tline {
    p8__tfield f[P8__TRACE_MAX_FIELDS];
    int n;
} p8__tline;
/* Read line s (NUL-terminated) into l: 0, or -1 with the reason in why (P8__TRACE_WHY_CAP). */
int p8__tline_parse(const char *s, p8__tline *l, char *why);
/* The field `name` of l, or NULL. */
const p8__tfield *p8__tline_get(const p8__tline *l, const char *name);
/* 1 if both are missing or both have the same type and text. */
int p8__tfield_same(const p8__tfield *a, const p8__tfield *b);
/* 1 if f is the string `text`. */
int p8__tfield_is(const p8__tfield *f, const char *text);
/* A field's value as p8_trace_diff quotes it: whole up to 20 bytes, else its first characters
 * and "..."; "" when empty, "(missing)" for NULL. The text is in out or static. */
#define P8__TRACE_SHOW_CAP 21
const char *p8__tfield_show(const p8__tfield *f, char out[P8__TRACE_SHOW_CAP]);
/* p8_trace_diff on two parsed lines (why may be NULL when why_cap is 0), naming the lines'
 * traces names[0] and names[1] (NULL: "A" and "B"). */
int p8__trace_diff_lines(const p8__tline *a, const p8__tline *b, char *why, size_t why_cap,
                         const char *const *names);

/* ------------------------------------------------------------------------------------------
 * Whole-trace comparison (trace_compare.c reads and pairs the lines and follows A's nodes;
 * trace_diagnose.c names the first difference in the student's terms).
 * ---------------------------------------------------------------------------------------- */
#define P8__COMPARE_WHY_CAP 400
#define P8__CMP_NONE UINT32_MAX

typedef struct p8__cmp_node {
    char state[9];               /* the tiles as the trace writes them ('0'..'8') */
    uint8_t expanded;
    uint32_t parent;             /* its parent's id, P8__CMP_NONE for a root */
} p8__cmp_node;

typedef struct p8__cmp_side {
    p8_read_fn read;
    void *ud;
    uint64_t lineno;             /* lines read */
    int ended;                   /* the reader said the end */
    char *buf;                   /* the last line read, NUL-terminated */
    size_t cap;
    p8__tline line;              /* buf, parsed */
} p8__cmp_side;

struct p8_trace_comparison {
    p8__mem mem;
    const char *const *name;     /* the traces in sentences: "A", "B" or, for P8_COMPARE_STUDENT,
                                    "the reference", "your program" */
    int student;                 /* P8_COMPARE_STUDENT */
    int diagnosis;               /* P8_DIAG_* */
    int bad;                     /* P8_DIAG_NOT_A_TRACE: the side whose line is not one */
    char why[P8__COMPARE_WHY_CAP];
    p8__cmp_side side[2];
    uint64_t events;             /* event lines that agreed */
    /* what A's header says, for the diagnoses ("" when A has none) */
    char goal[10], heuristic[24], frontier[12];
    /* A's nodes by id while the traces agree (node ids 0, 1, 2, ... as created); off when
       A's ids do not run so (a deepening search numbers each pass anew) */
    p8__cmp_node *node;
    size_t n_nodes, node_cap;
    int track;
    uint32_t cur;                /* the node last expanded, P8__CMP_NONE */
    int last;                    /* the last agreeing event line's P8_EVENT_*, -1 none */
    char last_state[9];          /* and its state */
};

/* The event kind of a parsed event line (P8_EVENT_*), or -1. */
int p8__cmp_event(const p8__tline *l);
/* A 9-digit state field into out (not NUL-terminated): 1, or 0 when it is not one. */
int p8__cmp_state(const p8__tline *l, char out[9]);
/* Name the difference between the current lines of A and B (both parsed and of known kinds;
 * either side may have ended): sets c->diagnosis and c->why. */
void p8__cmp_diagnose(p8_trace_comparison *c);

/* ------------------------------------------------------------------------------------------
 * What a search was and which limit ended its last run (limit_facts.c): the facts the sentence
 * of p8_search_limit_why (experiment/limit_why.c, above the view) is made of, read through
 * search/inspect.h, which the experiment room does not see.
 * ---------------------------------------------------------------------------------------- */
typedef struct p8__limit_facts {
    const char *driver;          /* p8_driver_name */
    const char *frontier;        /* a built-in's name, or "custom" */
    const char *duplicates;      /* p8_duplicates_name */
    const char *heuristic;       /* p8_heuristic_name, or "custom" */
    uint64_t wg, wh;
    int tree;                    /* keeps no table of boards seen (none, parent, path) */
    int limit;                   /* P8_LIMIT_MEMORY_BYTES or P8_LIMIT_TIME_MS, the limit whose
                                    sentence p8_search_errmsg holds; -1 for neither */
    uint64_t value;              /* that limit's value (bytes, ms) */
} p8__limit_facts;
void p8__limit_facts_of(const p8_search *s, p8__limit_facts *f);

#endif
