/* SPDX-License-Identifier: MIT */
/*
 * test_graph.c - the state graph against the oracle: components, neighbours by rank and by tiles
 * (every board), the counts (362,880 nodes, two components of 181,440, 967,680 directed edges,
 * each component connected), and the export in every format read back line by line, with and
 * without a table, per component; a write callback that fails midway; bad input.
 */
#include "puzzle8.h"
#include "oracle_space.h"
#include "support.h"
#include "test.h"

#include <stdlib.h>

static uint8_t odist[ORACLE_N];

/* ---- components and neighbours ------------------------------------------------------------ */

static void test_components_and_neighbors(void) {
    uint32_t r, nb[4], out[4];
    uint8_t t[9], tiles_out[36];
    long comp[2] = {0, 0}, wrong_comp = 0, wrong_nb = 0, wrong_tiles = 0, edges = 0;
    for (r = 0; r < ORACLE_N; r++) {
        int mv[4], n, j, mask, want = 0, c = p8_graph_component(r), m;
        oracle_unindex(r, t);
        wrong_comp += c != (oracle_inversions(t) & 1);
        if (c == 0 || c == 1) comp[c]++;
        n = oracle_neighbors(t, nb, mv);
        for (j = 0; j < n; j++) want |= 1 << mv[j];
        mask = p8_graph_neighbors(r, out);
        wrong_nb += mask != want;
        for (m = 0; m < 4; m++) {
            uint32_t expect = P8_NO_RANK;
            for (j = 0; j < n; j++)
                if (mv[j] == m) expect = nb[j];
            wrong_nb += out[m] != expect;
        }
        edges += n;
        if (r % 7 == 0) { /* by tiles: the same boards */
            wrong_tiles += p8_graph_neighbors_tiles(t, tiles_out) != want;
            for (m = 0; m < 4; m++) {
                uint8_t u[9];
                if (out[m] == P8_NO_RANK) {
                    memset(u, 0xFF, 9);
                } else {
                    oracle_unindex(out[m], u);
                }
                wrong_tiles += memcmp(tiles_out + 9 * m, u, 9) != 0;
            }
        }
    }
    ASSERT_EQ(wrong_comp, 0);
    ASSERT_EQ(comp[0], 181440);
    ASSERT_EQ(comp[1], 181440);
    ASSERT_EQ(wrong_nb, 0);
    ASSERT_EQ(wrong_tiles, 0);
    ASSERT_EQ(edges, P8_NUM_EDGES);
    ASSERT_EQ(P8_NUM_EDGES, 967680);
    ASSERT_EQ(p8_graph_component(0), 0); /* 0 1 2 3 4 5 6 7 8 */
    ASSERT_EQ(p8_graph_component(P8_NUM_PERMUTATIONS), P8_EINVAL);
    ASSERT_EQ(p8_graph_neighbors(P8_NUM_PERMUTATIONS, out), P8_EINVAL);
    ASSERT_EQ(p8_graph_neighbors(0, NULL), P8_EINVAL);
    ASSERT_EQ(p8_graph_neighbors_tiles(NULL, tiles_out), P8_EINVAL);
    ASSERT_EQ(p8_graph_neighbors_tiles(t, NULL), P8_EINVAL);
    memcpy(t, "\1\1\2\3\4\5\6\7\10", 9);
    ASSERT_EQ(p8_graph_neighbors_tiles(t, tiles_out), P8_EBADBOARD);
    t[0] = 9;
    ASSERT_EQ(p8_graph_neighbors_tiles(t, tiles_out), P8_EBADBOARD);
}

/* Each component is connected: a flood fill over p8_graph_neighbors from one board of each. */
static void test_two_connected_components(void) {
    uint8_t *seen = calloc(ORACLE_N, 1);
    uint32_t *queue = malloc(ORACLE_N * sizeof *queue), start, out[4];
    long reached[2] = {0, 0};
    int c;
    if (!seen || !queue) exit(2);
    for (c = 0; c < 2; c++) {
        long head = 0, tail = 0;
        start = c == 0 ? 0 : 1; /* ranks 0 and 1 are in components 0 and 1 */
        ASSERT_EQ(p8_graph_component(start), c);
        queue[tail++] = start;
        seen[start] = 1;
        while (head < tail) {
            uint32_t r = queue[head++];
            int m;
            p8_graph_neighbors(r, out);
            for (m = 0; m < 4; m++)
                if (out[m] != P8_NO_RANK && !seen[out[m]]) {
                    seen[out[m]] = 1;
                    queue[tail++] = out[m];
                }
        }
        reached[c] = tail;
    }
    ASSERT_EQ(reached[0], 181440);
    ASSERT_EQ(reached[1], 181440);
    free(seen);
    free(queue);
}

/* ---- export ------------------------------------------------------------------------------- */

typedef struct sink {
    char *buf;
    size_t len, cap, calls, max_piece, min_piece;
    size_t fail_at;   /* the call (from 1) that fails; 0: none */
    int fail_value;
} sink;

static int to_sink(const char *data, size_t len, void *ud) {
    sink *s = ud;
    s->calls++;
    if (len > s->max_piece) s->max_piece = len;
    if (s->min_piece == 0 || len < s->min_piece) s->min_piece = len;
    if (s->fail_at && s->calls == s->fail_at) return s->fail_value;
    if (s->len + len + 1 > s->cap) {
        size_t cap = s->cap ? s->cap : 1 << 20;
        char *p;
        while (s->len + len + 1 > cap) cap *= 2;
        p = realloc(s->buf, cap);
        if (!p) return -1000;
        s->buf = p;
        s->cap = cap;
    }
    memcpy(s->buf + s->len, data, len);
    s->len += len;
    s->buf[s->len] = '\0';
    return 0;
}

static void sink_init(sink *s) { memset(s, 0, sizeof *s); }

/* The lines of s->buf, one at a time (modifies the buffer). */
static char *next_line(char **at) {
    char *line = *at, *nl;
    if (!line || !*line) return NULL;
    /* a plain scan, not strchr: ASan's strict_string_checks make strchr measure the whole rest
     * of the buffer at every call (quadratic over a 20 MB export) */
    for (nl = line; *nl && *nl != '\n'; nl++)
        ;
    if (*nl) {
        *nl = '\0';
        *at = nl + 1;
    } else {
        *at = NULL;
    }
    return line;
}

/* 9 digits to tiles; 0 if not 9 digits 0-8 forming a permutation. */
static int tiles_of(const char *s, uint8_t t[9]) {
    unsigned seen = 0;
    int i;
    for (i = 0; i < 9; i++) {
        if (s[i] < '0' || s[i] > '8' || (seen >> (s[i] - '0') & 1)) return 0;
        seen |= 1u << (s[i] - '0');
        t[i] = (uint8_t)(s[i] - '0');
    }
    return 1;
}

/* The board after move letter `mv` from t, by the oracle's rule; 0 if illegal. */
static int moved(const uint8_t t[9], char mv, uint8_t u[9]) {
    int b = 0, r, c, m = mv == 'U' ? 0 : mv == 'D' ? 1 : mv == 'L' ? 2 : mv == 'R' ? 3 : -1;
    while (t[b]) b++;
    r = b / 3 + (m == 0 ? -1 : m == 1 ? 1 : 0);
    c = b % 3 + (m == 2 ? -1 : m == 3 ? 1 : 0);
    if (m < 0 || r < 0 || r > 2 || c < 0 || c > 2) return 0;
    memcpy(u, t, 9);
    u[b] = u[r * 3 + c];
    u[r * 3 + c] = 0;
    return 1;
}

static void dist_text(uint32_t r, char *s) {
    if (odist[r] == ORACLE_UNREACHED) s[0] = '\0';
    else snprintf(s, 8, "%u", odist[r]);
}

/* The CSV edge list: every line checked against the oracle. */
static void check_csv_edges(const p8_table *t, unsigned components) {
    sink s;
    char *at, *line;
    long lines = 0, bad = 0;
    int64_t last = -1;
    sink_init(&s);
    ASSERT_EQ(p8_graph_write(P8_GRAPH_CSV, components, t, to_sink, &s), P8_OK);
    ASSERT_TRUE(s.max_piece <= 8192 && s.min_piece >= 1);
    at = s.buf;
    line = next_line(&at);
    ASSERT_STR_EQ(line, t ? "source,target,move,source_distance,target_distance" : "source,target,move");
    while ((line = next_line(&at)) != NULL) {
        uint8_t a[9], b[9], u[9];
        char want[64], da[8] = "", db[8] = "";
        uint32_t ra;
        lines++;
        if (strlen(line) < 21 || !tiles_of(line, a) || !tiles_of(line + 10, b) ||
            !moved(a, line[20], u) || memcmp(u, b, 9) != 0) {
            bad++;
            continue;
        }
        ra = oracle_index(a);
        if ((int64_t)ra < last || !(components >> (oracle_inversions(a) & 1) & 1)) bad++;
        last = ra;
        if (t) {
            dist_text(ra, da);
            dist_text(oracle_index(b), db);
            snprintf(want, sizeof want, "%.9s,%.9s,%c,%s,%s", line, line + 10, line[20], da, db);
        } else {
            snprintf(want, sizeof want, "%.9s,%.9s,%c", line, line + 10, line[20]);
        }
        bad += strcmp(want, line) != 0;
    }
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(lines, components == P8_GRAPH_ALL ? 967680 : 483840);
    free(s.buf);
}

static void check_csv_nodes(const p8_table *t, unsigned components) {
    sink s;
    char *at, *line;
    long lines = 0, bad = 0;
    int64_t last = -1;
    sink_init(&s);
    ASSERT_EQ(p8_graph_write(P8_GRAPH_CSV_NODES, components, t, to_sink, &s), P8_OK);
    at = s.buf;
    line = next_line(&at);
    ASSERT_STR_EQ(line, t ? "id,rank,component,distance" : "id,rank,component");
    while ((line = next_line(&at)) != NULL) {
        uint8_t a[9];
        char want[64], d[8] = "";
        uint32_t r;
        int c;
        lines++;
        if (!tiles_of(line, a)) {
            bad++;
            continue;
        }
        r = oracle_index(a);
        c = oracle_inversions(a) & 1;
        if ((int64_t)r <= last || !(components >> c & 1)) bad++;
        last = r;
        dist_text(r, d);
        if (t) snprintf(want, sizeof want, "%.9s,%u,%d,%s", line, r, c, d);
        else snprintf(want, sizeof want, "%.9s,%u,%d", line, r, c);
        bad += strcmp(want, line) != 0;
    }
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(lines, components == P8_GRAPH_ALL ? 362880 : 181440);
    free(s.buf);
}

/* GraphML and DOT: every node and edge line rebuilt from the oracle and compared. */
static void check_markup(int format, const p8_table *t, unsigned components) {
    sink s;
    char *at, *line;
    long nodes = 0, edges = 0, bad = 0, other = 0;
    int gml = format == P8_GRAPH_GRAPHML;
    sink_init(&s);
    ASSERT_EQ(p8_graph_write(format, components, t, to_sink, &s), P8_OK);
    if (gml) {
        ASSERT_TRUE(strstr(s.buf, "<graph id=\"puzzle8\" edgedefault=\"directed\">") != NULL);
        ASSERT_EQ(strstr(s.buf, "attr.name=\"distance\"") != NULL, t != NULL);
        ASSERT_TRUE(s.len > 22 && strcmp(s.buf + s.len - 22, "  </graph>\n</graphml>\n") == 0);
    } else {
        ASSERT_TRUE(strncmp(s.buf, "digraph puzzle8 {\n", 18) == 0);
        ASSERT_TRUE(strcmp(s.buf + s.len - 2, "}\n") == 0);
    }
    at = s.buf;
    while ((line = next_line(&at)) != NULL) {
        const char *node_pre = gml ? "    <node id=\"" : "  \"";
        uint8_t a[9], b[9], u[9];
        char want[200], d[40] = "";
        size_t np = strlen(node_pre);
        if (gml && strncmp(line, "    <edge ", 10) == 0) continue; /* second pass */
        if (strncmp(line, node_pre, np) != 0 || !tiles_of(line + np, a)) {
            other++;
            continue;
        }
        if (!gml && strstr(line, " -> ")) {
            edges++;
            if (!tiles_of(line + 18, b) || !moved(a, line[37], u) || memcmp(u, b, 9) != 0) bad++;
            snprintf(want, sizeof want, "  \"%.9s\" -> \"%.9s\" [label=\"%c\"];", line + 3,
                     line + 18, line[37]);
            bad += strcmp(want, line) != 0;
            continue;
        }
        nodes++;
        if (t && odist[oracle_index(a)] != ORACLE_UNREACHED)
            snprintf(d, sizeof d, gml ? "<data key=\"distance\">%u</data>" : ", distance=%u",
                     odist[oracle_index(a)]);
        if (gml)
            snprintf(want, sizeof want, "    <node id=\"%.9s\"><data key=\"component\">%d</data>%s</node>",
                     line + np, oracle_inversions(a) & 1, d);
        else
            snprintf(want, sizeof want, "  \"%.9s\" [component=%d%s];", line + np,
                     oracle_inversions(a) & 1, d);
        bad += strcmp(want, line) != 0;
    }
    if (gml) { /* edges: a second pass over the text with the GraphML edge prefix */
        free(s.buf);
        sink_init(&s);
        ASSERT_EQ(p8_graph_write(format, components, t, to_sink, &s), P8_OK);
        at = s.buf;
        while ((line = next_line(&at)) != NULL) {
            uint8_t a[9], b[9], u[9];
            char want[200], *mv;
            if (strncmp(line, "    <edge source=\"", 18) != 0) continue;
            edges++;
            mv = strstr(line, "\"move\">");
            if (!mv || !tiles_of(line + 18, a) || !tiles_of(line + 37, b) || !moved(a, mv[7], u) ||
                memcmp(u, b, 9) != 0) {
                bad++;
                continue;
            }
            snprintf(want, sizeof want,
                     "    <edge source=\"%.9s\" target=\"%.9s\"><data key=\"move\">%c</data></edge>",
                     line + 18, line + 37, mv[7]);
            bad += strcmp(want, line) != 0;
        }
    }
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(nodes, components == P8_GRAPH_ALL ? 362880 : 181440);
    ASSERT_EQ(edges, components == P8_GRAPH_ALL ? 967680 : 483840);
    ASSERT_EQ(other, gml ? (t ? 8 : 7) : 2); /* header and footer lines */
    free(s.buf);
}

static void test_export(void) {
    uint8_t goal[9] = {1, 2, 3, 8, 0, 4, 7, 6, 5};
    p8_board *g = NULL;
    p8_table *t = NULL;
    ASSERT_EQ(p8_board_new(goal, &g), P8_OK);
    ASSERT_EQ(p8_table_build(g, &t), P8_OK); /* an odd goal: component 1 */
    oracle_distances(goal, odist);
    /* every format, with and without a table, whole and per component; make check reads back
     * one export of each format, P8_FULL every combination, quick one component of two */
    int level = test_level();
    check_csv_edges(t, level ? P8_GRAPH_ALL : P8_GRAPH_COMPONENT_BIT(1));
    check_markup(P8_GRAPH_DOT, t, P8_GRAPH_COMPONENT_BIT(1));
    if (level >= 1) {
        check_csv_nodes(NULL, P8_GRAPH_ALL);
        check_markup(P8_GRAPH_GRAPHML, t, P8_GRAPH_COMPONENT_BIT(1));
    }
    if (level == 2) {
        check_csv_edges(NULL, P8_GRAPH_ALL);
        check_csv_edges(t, P8_GRAPH_COMPONENT_BIT(1));
        check_csv_edges(NULL, P8_GRAPH_COMPONENT_BIT(0));
        check_csv_nodes(t, P8_GRAPH_ALL);
        check_csv_nodes(t, P8_GRAPH_COMPONENT_BIT(0));
        check_markup(P8_GRAPH_GRAPHML, NULL, P8_GRAPH_ALL);
        check_markup(P8_GRAPH_DOT, NULL, P8_GRAPH_ALL);
    }
    p8_table_free(t);
    p8_board_free(g);
}

/* A writer that fails at call k: the export stops there and returns its value. */
static void test_failing_writer(void) {
    static const size_t at[] = {1, 2, 3, 10, 100, 800};
    int format;
    size_t i;
    for (format = 0; format < 4; format++) {
        for (i = 0; i < sizeof at / sizeof at[0]; i++) {
            sink s;
            sink_init(&s);
            s.fail_at = at[i];
            s.fail_value = i % 2 ? -5 : 42;
            ASSERT_EQ(p8_graph_write(format, P8_GRAPH_ALL, NULL, to_sink, &s), s.fail_value);
            ASSERT_EQ(s.calls, at[i]); /* never called again after the failure */
            free(s.buf);
        }
    }
}

static int count_only(const char *data, size_t len, void *ud) {
    (void)data;
    *(size_t *)ud += len;
    return 0;
}

static void test_bad_input(void) {
    size_t n = 0;
    ASSERT_EQ(p8_graph_write(P8_GRAPH_CSV, P8_GRAPH_ALL, NULL, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_graph_write(4, P8_GRAPH_ALL, NULL, count_only, &n), P8_EINVAL);
    ASSERT_EQ(p8_graph_write(-1, P8_GRAPH_ALL, NULL, count_only, &n), P8_EINVAL);
    ASSERT_EQ(p8_graph_write(P8_GRAPH_CSV, 0, NULL, count_only, &n), P8_EINVAL);
    ASSERT_EQ(p8_graph_write(P8_GRAPH_CSV, 4, NULL, count_only, &n), P8_EINVAL);
    ASSERT_EQ(p8_graph_write(P8_GRAPH_CSV, 7, NULL, count_only, &n), P8_EINVAL);
    ASSERT_EQ(n, 0);
    ASSERT_STR_EQ(p8_graph_format_name(P8_GRAPH_CSV), "csv");
    ASSERT_STR_EQ(p8_graph_format_name(P8_GRAPH_CSV_NODES), "csv-nodes");
    ASSERT_STR_EQ(p8_graph_format_name(P8_GRAPH_GRAPHML), "graphml");
    ASSERT_STR_EQ(p8_graph_format_name(P8_GRAPH_DOT), "dot");
    ASSERT_NULL(p8_graph_format_name(4));
    ASSERT_NULL(p8_graph_format_name(-1));
}

int main(void) {
    RUN(test_components_and_neighbors);
    RUN(test_two_connected_components);
    RUN(test_export);
    RUN(test_failing_writer);
    RUN(test_bad_input);
    return TEST_REPORT();
}
