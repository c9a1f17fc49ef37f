/* SPDX-License-Identifier: MIT */
/*
 * graph_write.c - p8_graph_write: the whole state graph (or one component) as a CSV edge list, a
 * CSV node list, GraphML or DOT, streamed through the caller's write callback from an 8 KiB
 * buffer on the stack (no allocation). Two passes over the boards in increasing Lehmer rank
 * (lexicographic order of the tiles): the nodes, then the edges. The exact text of every format
 * is in docs/reference.md ("Graph export").
 */
#include "space.h"

#include <string.h>

#define BUF_SIZE 8192

typedef struct writer {
    p8_write_fn fn;
    void *user_data;
    int rc;            /* the callback's first non-zero return */
    size_t n;
    char buf[BUF_SIZE];
} writer;

static void flush(writer *w) {
    if (w->rc == 0 && w->n > 0) w->rc = w->fn(w->buf, w->n, w->user_data);
    w->n = 0;
}

static void put(writer *w, const char *s, size_t len) {
    while (len > 0 && w->rc == 0) {
        size_t k = BUF_SIZE - w->n < len ? BUF_SIZE - w->n : len;
        memcpy(w->buf + w->n, s, k);
        w->n += k;
        s += k;
        len -= k;
        if (w->n == BUF_SIZE) flush(w);
    }
}

static void puts_(writer *w, const char *s) { put(w, s, strlen(s)); }

static void put_uint(writer *w, uint64_t v) {
    char d[20];
    size_t k = sizeof d;
    do {
        d[--k] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    put(w, d + k, sizeof d - k);
}

static void put_tiles(writer *w, const uint8_t t[9]) {
    char s[9];
    int i;
    for (i = 0; i < 9; i++) s[i] = (char)('0' + t[i]);
    put(w, s, 9);
}

/* The distance of t (its component `parity`, index idx) for the output, or -1 for none. */
static int distance_of(const p8_table *tb, unsigned parity, uint32_t idx) {
    return tb && parity == tb->parity ? tb->dist[idx] : -1;
}

static void put_distance(writer *w, int d) {
    if (d >= 0) put_uint(w, (uint64_t)d);
}

static void header(writer *w, int format, const p8_table *tb) {
    switch (format) {
    case P8_GRAPH_CSV:
        puts_(w, tb ? "source,target,move,source_distance,target_distance\n" : "source,target,move\n");
        break;
    case P8_GRAPH_CSV_NODES:
        puts_(w, tb ? "id,rank,component,distance\n" : "id,rank,component\n");
        break;
    case P8_GRAPH_GRAPHML:
        puts_(w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                 "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
                 "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
                 "xsi:schemaLocation=\"http://graphml.graphdrawing.org/xmlns "
                 "http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd\">\n"
                 "  <key id=\"component\" for=\"node\" attr.name=\"component\" attr.type=\"int\"/>\n");
        if (tb)
            puts_(w, "  <key id=\"distance\" for=\"node\" attr.name=\"distance\" attr.type=\"int\"/>\n");
        puts_(w, "  <key id=\"move\" for=\"edge\" attr.name=\"move\" attr.type=\"string\"/>\n"
                 "  <graph id=\"puzzle8\" edgedefault=\"directed\">\n");
        break;
    default: /* P8_GRAPH_DOT */
        puts_(w, "digraph puzzle8 {\n");
        break;
    }
}

static void footer(writer *w, int format) {
    if (format == P8_GRAPH_GRAPHML) puts_(w, "  </graph>\n</graphml>\n");
    else if (format == P8_GRAPH_DOT) puts_(w, "}\n");
}

/* A node line (not called for the CSV edge list, which has none). */
static void node(writer *w, int format, const uint8_t t[9], uint32_t rank, unsigned parity,
                 int d) {
    if (format == P8_GRAPH_CSV_NODES) {
        put_tiles(w, t);
        puts_(w, ",");
        put_uint(w, rank);
        puts_(w, parity ? ",1" : ",0");
        if (d != -2) { /* -2: no table, no column */
            puts_(w, ",");
            put_distance(w, d);
        }
        puts_(w, "\n");
    } else if (format == P8_GRAPH_GRAPHML) {
        puts_(w, "    <node id=\"");
        put_tiles(w, t);
        puts_(w, parity ? "\"><data key=\"component\">1</data>" : "\"><data key=\"component\">0</data>");
        if (d >= 0) {
            puts_(w, "<data key=\"distance\">");
            put_uint(w, (uint64_t)d);
            puts_(w, "</data>");
        }
        puts_(w, "</node>\n");
    } else { /* P8_GRAPH_DOT */
        puts_(w, "  \"");
        put_tiles(w, t);
        puts_(w, parity ? "\" [component=1" : "\" [component=0");
        if (d >= 0) {
            puts_(w, ", distance=");
            put_uint(w, (uint64_t)d);
        }
        puts_(w, "];\n");
    }
}

/* An edge line (not called for the CSV node list, which has none). */
static void edge(writer *w, int format, const uint8_t from[9], const uint8_t to[9], int move,
                 int d_from, int d_to) {
    char letter[2];
    letter[0] = (char)p8_move_letter(move);
    letter[1] = '\0';
    if (format == P8_GRAPH_CSV) {
        put_tiles(w, from);
        puts_(w, ",");
        put_tiles(w, to);
        puts_(w, ",");
        puts_(w, letter);
        if (d_from != -2) {
            puts_(w, ",");
            put_distance(w, d_from);
            puts_(w, ",");
            put_distance(w, d_to);
        }
        puts_(w, "\n");
    } else if (format == P8_GRAPH_GRAPHML) {
        puts_(w, "    <edge source=\"");
        put_tiles(w, from);
        puts_(w, "\" target=\"");
        put_tiles(w, to);
        puts_(w, "\"><data key=\"move\">");
        puts_(w, letter);
        puts_(w, "</data></edge>\n");
    } else { /* P8_GRAPH_DOT */
        puts_(w, "  \"");
        put_tiles(w, from);
        puts_(w, "\" -> \"");
        put_tiles(w, to);
        puts_(w, "\" [label=\"");
        puts_(w, letter);
        puts_(w, "\"];\n");
    }
}

static void edges_of(writer *w, int format, const p8_table *tb, uint8_t t[9], unsigned parity,
                     uint32_t idx) {
    int b = p8__blank_of(t), m;
    int d = tb ? distance_of(tb, parity, idx) : -2;
    for (m = 0; m < 4 && w->rc == 0; m++) {
        int to = p8__move_target[b][m], dn = -2;
        uint8_t n[9];
        if (to < 0) continue;
        if (tb) dn = distance_of(tb, parity, p8__class_step(t, b, to, idx));
        memcpy(n, t, 9);
        n[b] = n[to];
        n[to] = 0;
        edge(w, format, t, n, m, d, dn);
    }
}

int p8_graph_write(int format, unsigned int components, const p8_table *table, p8_write_fn write,
                   void *user_data) {
    writer w;
    uint8_t t[9];
    int pass;
    if (!write || !p8_graph_format_name(format) || components == 0 || (components & ~P8_GRAPH_ALL))
        return P8_EINVAL;
    w.fn = write;
    w.user_data = user_data;
    w.rc = 0;
    w.n = 0;
    header(&w, format, table);
    for (pass = 0; pass < 2 && w.rc == 0; pass++) {
        uint32_t rank = 0;
        if (pass == 0 ? format == P8_GRAPH_CSV : format == P8_GRAPH_CSV_NODES) continue;
        memcpy(t, "\0\1\2\3\4\5\6\7\10", 9);
        do {
            unsigned parity;
            uint32_t idx = p8__class_index(t, &parity);
            if (!(components & P8_GRAPH_COMPONENT_BIT(parity))) continue;
            if (pass == 0) node(&w, format, t, rank, parity, table ? distance_of(table, parity, idx) : -2);
            else edges_of(&w, format, table, t, parity, idx);
        } while (w.rc == 0 && (rank++, p8__next_permutation(t)));
    }
    footer(&w, format);
    flush(&w);
    return w.rc;
}
