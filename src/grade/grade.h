/* SPDX-License-Identifier: MIT */
/* grade.h - what the grade room's files share: the text the verdicts are written in (text.c),
 * the grader (grade.c: its reference configuration, settings and the reference's run), the
 * catalogue of mistakes and how each one's run is set up (catalogue.c), a run of the reference
 * or of a mistake as moves and counts, as a fingerprint, or as a stream of trace lines (run.c),
 * reading a printed solution (solution.c), how much of an output a run reproduces and the
 * mistake that reproduces the most (match.c), the judgement of one board (judge.c,
 * judge_trace.c, judge_solution.c), a verdict's getters and shared sentences (verdict.c) and the
 * choice of boards (boards.c). The room is a client of the public search and table API, of the
 * view's trace lines and output sink (../view/view.h) and of what the view sees of a search
 * (../search/inspect.h: a reference's configuration); it sits above search/, space/ and view/,
 * which never call it. Private. */
#ifndef P8_GRADE_INTERNAL_H
#define P8_GRADE_INTERNAL_H

#include "../search/inspect.h"
#include "../view/view.h"

/* Growable text from the grader's allocator; out of memory sets oom and drops the rest. */
typedef struct gtext {
    p8__mem *mem;
    char *s;                     /* NUL-terminated once anything was put; NULL before */
    size_t len, cap;
    int oom;
} gtext;
void p8__gt_put(gtext *t, const char *s, size_t n);
void p8__gt_str(gtext *t, const char *s);
void p8__gt_printf(gtext *t, const char *fmt, ...) P8__PRINTF_LIKE(2, 3);
void p8__gt_free(gtext *t);
/* A submission's text, quoted for a report: valid UTF-8 passes, an invalid byte becomes U+FFFD,
 * control characters (C0 but none, DEL, C1) and the Unicode format characters that reorder or
 * hide text (U+200E, U+200F, U+2028..U+202E, U+2066..U+2069) are written escaped ("\x1b",
 * "\r", "\u{202e}"); at most max_bytes of the input are shown, then "...". */
void p8__gt_quote(gtext *t, const char *s, size_t n, size_t max_bytes);

/* The counts a solution prints and a trace's summary holds. */
enum { G_EXPANDED, G_GENERATED, G_DUPLICATES, G_MAX_FRONTIER, G_NCOUNTS };
#define G_NO_COUNT UINT64_MAX

/* A reference configuration, as a search's setters take it. */
typedef struct gcfg {
    int driver, frontier;        /* frontier -1: the caller's (a grader cannot run it) */
    int dup, reopen, builtin;    /* builtin -1: hfn/hud */
    p8_heuristic_fn hfn;
    void *hud;
    uint64_t wg, wh, seed, node_budget;
    uint64_t limit[4];
} gcfg;

/* What a run of the reference or of a mistake gives for a board, as a solution shows it. */
typedef struct gsol {
    int status;                  /* the run's status (P8_OK, P8_ELIMIT, ...) */
    int solved;                  /* it reached the goal */
    int bounded;                 /* the grader's own bound stopped it */
    uint8_t *moves;              /* P8_MOVE_* (from the grader's allocator) */
    size_t n, cap;
    uint64_t count[G_NCOUNTS];
    unsigned shown;              /* G_T_TILE, G_T_REVERSE: how the moves were changed (the
                                    boards they print are those of the moves before) */
} gsol;
void p8__gsol_free(p8__mem *m, gsol *s);

/* The grader's bounds on a run whose configuration has no limit of its own. */
#define G_BOUND_EXPANSIONS 20000000u
#define G_BOUND_MEMORY ((uint64_t)512 << 20)

struct p8_grade {
    p8__mem mem;
    gcfg cfg;
    int cfg_error;               /* 1: the configuration cannot be run again (errmsg says why) */
    char cfg_why[160];
    uint8_t goal[9];
    p8_table *table;             /* the goal's distances, built at the first need */
    p8_search *s;                /* every run of the grader */
    int check;                   /* P8_GRADE_TRACE or P8_GRADE_SOLUTION */
    unsigned points[P8_GRADE_PARTS];
    unsigned tolerance;          /* percent */
    unsigned flags;              /* P8_GRADE_EVENTS_ONLY, P8_GRADE_NEED_*, P8_GRADE_FUNCTION */
    char errmsg[320];
    uint64_t student_expanded;   /* the expansions a solution judged says it made (G_NO_COUNT:
                                    it says none): a mistake's run may make as many */
    /* the reference's run on the last board asked */
    uint8_t ref_start[9];
    int ref_valid;
    gsol ref;
};

/* Fail with a message: sets g's errmsg and returns code. */
int p8__grade_fail(p8_grade *g, int code, const char *fmt, ...) P8__PRINTF_LIKE(3, 4);
/* The reference's configuration in words ("frontier lifo, duplicates none, heuristic zero"). */
void p8__grade_describe(const p8_grade *g, char *buf, size_t cap);
/* 1 if the configuration finds shortest solutions (an optimal length can be asked). */
int p8__grade_optimal(const p8_grade *g);
/* The goal's table (built at the first call); NULL when out of memory. */
const p8_table *p8__grade_table(p8_grade *g);
/* The reference's run on start into g->ref (kept for the next call with the same start): P8_OK,
 * or P8_EINVAL (a configuration the grader cannot run, or the search refused it), P8_ELIMIT
 * (the grader's bound stopped it) or P8_ENOMEM, each with errmsg. */
int p8__grade_reference(p8_grade *g, const uint8_t start[9]);

/* ---- the catalogue (catalogue.c) ------------------------------------------------------------ */
/* The output a mistake changes, applied to its run's lines or solution. */
enum {
    G_T_TILE = 1,                /* moves named for the tile: U<->D, L<->R */
    G_T_REVERSE = 2,             /* the path printed from the goal back to the start */
    G_T_EXPANDED_PLUS = 4,       /* expanded + 1 */
    G_T_GENERATED_PLUS = 8,      /* generated + 1 */
    G_T_GEN_MINUS_DUP = 16,      /* generated - duplicates */
    G_T_FRONTIER_POPPED = 32,    /* max_frontier: the largest size right after a node is taken */
    G_T_GOAL_PUSHED = 64,        /* max_frontier: the goal pushed before the run stops */
    G_T_G_PLUS = 128             /* every g one more (and the key wg more) */
};
/* How a mistake's run is made: its changes to the reference's configuration. */
enum { G_KEEP = -1, G_DUP_UNDO = -2, G_DUP_NO_UNDO = -3 }; /* the undo move generated / left out */
enum { G_FRONT_QUEUE = 16, G_FRONT_OLDEST, G_FRONT_NEWEST, G_FRONT_H_NEWEST }; /* caller's */
enum { G_H_SCALED = 1, G_H_BLANK, G_H_PAIRS };
typedef struct gvariant {
    int frontier;                /* G_KEEP, P8_FRONTIER_* or G_FRONT_* */
    int dup, reopen;             /* G_KEEP or the value */
    int heuristic;               /* 0 or G_H_* */
    int no_depth_limit;          /* the depth limit removed */
    int goal_at_generation;      /* the run stops at a goal it generates */
    unsigned transform;          /* G_T_* */
    int trace_only;              /* shows only in a trace */
} gvariant;
/* Mistake m's run (NULL for P8_MISTAKE_NONE, or m out of range). */
const gvariant *p8__grade_variant(int m);
/* The mistakes in the order they are tried (ties go to the first). */
extern const int p8__grade_order[P8_GRADE_MISTAKES - 1];
/* 1 if mistake m applies to g's configuration (its run differs from the reference's somewhere). */
int p8__grade_applies(const p8_grade *g, int m);

/* A run of the reference (m == P8_MISTAKE_NONE) or of mistake m on one board. */
typedef struct gheap_entry {
    uint64_t key, seq;
    uint32_t h, node;
} gheap_entry;
typedef struct grun {
    p8_grade *g;
    int m;
    const gvariant *v;           /* NULL: the reference */
    uint8_t start[9];
    p8_board *start_b, *goal_b;
    int frontier;                /* the run's frontier: P8_FRONTIER_* or G_FRONT_* */
    int builtin;                 /* its heuristic: P8_H_* or -1 */
    uint64_t wg;                 /* its weight of g */
    /* a caller's frontier (frontier >= G_FRONT_QUEUE) */
    gheap_entry *heap;
    size_t heap_n, heap_cap;
    uint64_t seq;
    int heap_oom;
    /* a heuristic of the mistake's */
    p8_heuristic_fn base;
    void *base_ud;
    /* what the events tell */
    uint64_t events[4];          /* events seen, by kind */
    uint64_t popped_max;         /* the frontier's largest size right after a node was taken */
    int found;                   /* stopped at a goal it generated */
    uint64_t found_id;
    struct gnode {               /* by node id: its parent's id (UINT32_MAX: none), its move */
        uint32_t parent;
        uint8_t move;
    } *node;
    size_t nodes, nodes_cap;
    int oom;
    /* the trace stream (run.c's reader) */
    int tracing, phase;          /* phase: 0 before, 1 running, 2 ended, 3 summary given */
    gtext lines;                 /* lines made and not yet read */
    size_t read_at;
    char *line;                  /* the line the reader gave last */
    size_t line_cap;
    uint64_t bound_expansions;   /* the expansion bound of this run (G_NO_COUNT: none) */
    /* a fingerprint of the trace instead of its lines (p8__grun_print) */
    int printing;
    uint64_t print_hash, print_lines, print_max;
    gsol sol;                    /* the run's solution when it ended */
} grun;

/* Set up run r of mistake m (P8_MISTAKE_NONE: the reference) on start, configuring g->s; with
 * tracing, the run is made line by line by p8__grun_read. P8_OK, P8_EINVAL (errmsg: the
 * configuration refused), P8_ENOMEM. */
int p8__grun_begin(grun *r, p8_grade *g, int m, const uint8_t start[9], int tracing);
/* Run it to its end into r->sol (not tracing). P8_OK (whatever the run's own status) or
 * P8_ENOMEM / P8_EINVAL. */
int p8__grun_solve(grun *r);
/* Run it to its end and fingerprint its trace (its lines' fields, the summary's too; the header
 * left out), stopping after max_lines + 1 lines: the hash and the lines. A status. */
int p8__grun_print(grun *r, uint64_t max_lines, uint64_t *hash, uint64_t *lines);
/* A p8_read_fn over the run's trace lines (user_data: the grun): its header, its events and its
 * summary, each as the mistake changes it. */
int p8__grun_read(const char **line, size_t *len, void *user_data);
void p8__grun_end(grun *r);

/* ---- a printed solution (solution.c) ---------------------------------------------------------- */
typedef struct gparsed {
    int kind;                    /* 0 nothing, 1 moves, 2 boards */
    struct gmove {               /* the moves read, or those between the boards (legal part), */
        uint64_t line;           /*   with the line each is on */
        uint8_t move;
    } *mv;
    size_t n, cap;
    struct gboard {              /* the boards read, in order, with their lines */
        uint8_t t[9];
        uint64_t line;
    } *board;
    size_t nb, bcap;
    uint64_t count[G_NCOUNTS];   /* G_NO_COUNT: not printed */
    uint64_t count_line[G_NCOUNTS];
    /* what is wrong, when something is */
    int bad;                     /* 0, or 1: unreadable (why, at line), 2: an illegal move or a
                                    board not one move from the one before */
    uint64_t bad_line, bad_index;
    uint8_t before[9];           /* bad 2: the board before the illegal step */
    int bad_move;                /* bad 2 with moves: the move tried */
    uint8_t bad_board[9];        /* bad 2 with boards: the board that is not one move away */
    char why[200];
    uint64_t lines;              /* lines read */
} gparsed;
/* Read a solution printed for start (stopped: the run was stopped, so a last line without its
 * newline is left out). P8_OK (what is wrong is in p->bad) or P8_ENOMEM. */
int p8__grade_parse(p8__mem *m, const char *text, size_t len, int stopped, const uint8_t start[9],
                    gparsed *p);
void p8__gparsed_free(p8__mem *m, gparsed *p);

/* ---- the verdict (judge.c, verdict.c) -------------------------------------------------------- */
struct p8_grade_verdict {
    p8__mem mem;
    int passed;
    unsigned score, max_score;
    int part[P8_GRADE_PARTS];    /* P8_GRADE_PASSED, _FAILED, _UNCHECKED */
    int mistake, exact;
    uint64_t line;
    gtext text;
};

/* How the run ended, as a sentence ("" for a run that ended well); the last lines of its
 * standard error. */
void p8__grade_ending(gtext *t, int end, uint64_t value);
void p8__grade_stderr(gtext *t, const char *err, size_t n);
/* Change a solution as transform t (G_T_*) changes it (frontier_end: the frontier's size when
 * the run ended, for G_T_GOAL_PUSHED). */
void p8__gsol_transform(gsol *s, unsigned t, uint64_t popped_max, uint64_t frontier_end);

/* One board's judgement under way (judge.c, judge_solution.c). */
typedef struct judgement {
    p8_grade *g;
    const uint8_t *start;
    const char *out;
    size_t len;
    int stopped;                 /* the run was stopped: a cut last line is left out */
    p8_grade_verdict *v;
    gtext *t;
} judgement;
/* How much of the output a run reproduces: its lines or moves that agree from the start, and
 * whether it reproduces all of it; a solution also counts the counts that agree. */
typedef struct gmatch {
    int exact;
    uint64_t agreed, counts;
} gmatch;
int p8__grade_judge_solution(judgement *j);
int p8__grade_judge_trace(judgement *j);
/* Compare mistake m's trace (P8_MISTAKE_NONE: the reference's) with the output, with flags
 * (P8_COMPARE_*): P8_OK with the match (and, when keep is not NULL, the comparison: the caller
 * frees it), or an error. */
int p8__grade_trace_match(judgement *j, int m, unsigned flags, gmatch *mt,
                          p8_trace_comparison **keep);
/* The solution of mistake m's run on start (P8_MISTAKE_NONE: the reference's), from g->ref,
 * the reference's run on start, when the mistake only changes what is printed. A status. */
int p8__grade_solution_of(p8_grade *g, const uint8_t start[9], int m, gsol *out);
/* How much of solution p the solution s reproduces (moves, or the boards when p printed boards).
 * P8_OK or P8_ENOMEM. */
int p8__grade_solution_match(p8_grade *g, const uint8_t start[9], const gparsed *p, const gsol *s,
                             gmatch *mt);
/* The mistake whose run reproduces more of the output than the reference's (ref): *best
 * (P8_MISTAKE_NONE when none does) and its match. p: the solution read (NULL: a trace, compared
 * with flags). P8_OK or P8_ENOMEM. */
int p8__grade_find_mistake(judgement *j, const gparsed *p, unsigned flags, const gmatch *ref,
                           int *best, gmatch *bm);
/* Name mistake m: what it does, how much its run reproduces, the line where it shows (show:
 * that line's text, or NULL), its hint. */
void p8__grade_say_mistake(judgement *j, int m, const gmatch *bm, const gmatch *ref, int trace,
                           const char *show, size_t show_len);
/* Line `line` (from 1) of the output and its length (without "\r"), or NULL. */
const char *p8__grade_output_line(const judgement *j, uint64_t line, size_t *n);

/* The names of the counts as a solution prints them ("expanded", ...). */
extern const char *const p8__grade_count_names[G_NCOUNTS];
/* The board as "1 2 3 / 4 5 6 / 7 8 0". */
void p8__grade_board_words(const uint8_t t[9], char out[24]);

#endif /* P8_GRADE_INTERNAL_H */
