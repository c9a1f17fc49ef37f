/* SPDX-License-Identifier: MIT */
/* dot_tree.c - a p8_tree as DOT for Graphviz: the same content as the SVG of svg_tree.c (a board
 * per node with g, h, f, the expansion order and the marks; moves on the edges; the path in
 * orange), laid out by Graphviz. Labels are HTML-like tables, which every Graphviz since 2.30
 * renders. */
#include "view.h"


static void dot_node(p8__out *o, const p8_tree *t, const p8__layout *l, uint32_t i) {
    const p8__record *r = &t->rec[i];
    int expanded = (r->flags & P8__REC_EXPANDED) != 0, dup = (r->flags & P8__REC_DUPLICATE) != 0;
    int goal = (r->flags & P8__REC_GOAL) != 0;
    int cut = p8__record_cut(t, r);
    uint64_t f = (uint64_t)r->g + r->h;
    uint8_t tiles[9];
    int row, col;
    p8__unpack(p8__key_expand(r->state), tiles);
    p8__out_printf(o, "  n%lu [label=<<TABLE BORDER=\"%d\" COLOR=\"%s\" CELLBORDER=\"0\" "
                   "CELLSPACING=\"2\" CELLPADDING=\"3\" BGCOLOR=\"%s\" STYLE=\"%s\">\n",
                   (unsigned long)i, goal || l->on_path[i] ? 3 : expanded ? 2 : 1,
                   goal ? P8__COLOR_GOAL : l->on_path[i] ? P8__COLOR_PATH
                   : expanded ? P8__COLOR_INK : P8__COLOR_FAINT,
                   expanded || goal ? "#ffffff" : P8__COLOR_FRONTIER, expanded || goal ? "rounded" : "dashed");
    p8__out_printf(o, "    <TR><TD COLSPAN=\"3\"><FONT POINT-SIZE=\"11\" COLOR=\"%s\"><B>",
                   goal ? P8__COLOR_GOAL : dup || cut ? P8__COLOR_CUT
                   : l->on_path[i] ? P8__COLOR_PATH : P8__COLOR_INK);
    if (expanded) p8__out_printf(o, "#%u%s", (unsigned)r->order, goal ? " goal" : "");
    else p8__out_str(o, goal ? "goal" : dup ? "dup" : cut ? "cut" : " ");
    p8__out_str(o, "</B></FONT></TD></TR>\n");
    for (row = 0; row < 3; row++) {
        p8__out_str(o, "    <TR>");
        for (col = 0; col < 3; col++) {
            int v = tiles[3 * row + col];
            if (v)
                p8__out_printf(o, "<TD BGCOLOR=\"%s\" WIDTH=\"18\" HEIGHT=\"18\"><FONT COLOR=\"%s\">"
                               "<B>%d</B></FONT></TD>", dup ? "#ece7dd" : P8__COLOR_TILE,
                               dup ? P8__COLOR_FAINT : P8__COLOR_TEXT, v);
            else
                p8__out_printf(o, "<TD BGCOLOR=\"%s\" WIDTH=\"18\" HEIGHT=\"18\"> </TD>",
                               P8__COLOR_BLANK);
        }
        p8__out_str(o, "</TR>\n");
    }
    p8__out_printf(o, "    <TR><TD COLSPAN=\"3\"><FONT POINT-SIZE=\"10\" COLOR=\"%s\">g=%u h=%u f=%llu",
                   dup ? P8__COLOR_FAINT : P8__COLOR_INK, (unsigned)r->g, (unsigned)r->h,
                   (unsigned long long)f);
    if (r->key != f) p8__out_printf(o, "<BR/>key %llu", (unsigned long long)r->key);
    p8__out_str(o, "</FONT></TD></TR>\n  </TABLE>>];\n");
}

static void dot_edge(p8__out *o, const p8_tree *t, const p8__layout *l, uint32_t i) {
    const p8__record *r = &t->rec[i];
    uint32_t p = (uint32_t)(p8__tree_find(t, r->parent) - t->rec);
    int path = l->on_path[i] && l->on_path[p];
    p8__out_printf(o, "  n%lu -> n%lu [label=\"%c\"%s];\n", (unsigned long)p, (unsigned long)i,
                   r->move < 4 ? (char)p8_move_letter(r->move) : ' ',
                   path ? ", color=\"" P8__COLOR_PATH "\", fontcolor=\"" P8__COLOR_PATH
                          "\", penwidth=3" : "");
}

int p8_dot_tree(const p8_tree *t, const p8_result *path, p8_write_fn write, void *user_data) {
    p8__layout l;
    p8__out o;
    size_t k;
    int rc;
    if (!t || !write) return P8_EINVAL;
    if ((rc = p8__layout_make(t, path, &l)) != P8_OK) return rc;
    p8__out_writer(&o, write, user_data);
    p8__out_printf(&o, "// search tree: %lu nodes, %llu expanded; render with: dot -Tsvg\n"
                   "digraph search_tree {\n"
                   "  graph [fontname=\"DejaVu Sans\", nodesep=0.25, ranksep=0.5];\n"
                   "  node [shape=plain, fontname=\"DejaVu Sans\"];\n"
                   "  edge [fontname=\"DejaVu Sans\", fontsize=12, color=\"%s\", fontcolor=\"%s\", "
                   "arrowsize=0.6];\n", (unsigned long)l.n, (unsigned long long)t->expansions,
                   P8__COLOR_FAINT, P8__COLOR_INK);
    for (k = 0; k < l.n && o.status == 0; k++) dot_node(&o, t, &l, l.order[k]);
    for (k = 0; k < l.n && o.status == 0; k++)
        if (t->rec[l.order[k]].parent != t->rec[l.order[k]].id) dot_edge(&o, t, &l, l.order[k]);
    p8__out_str(&o, "}\n");
    p8__layout_free(&l);
    return p8__out_end(&o);
}
