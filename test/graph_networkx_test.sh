#!/bin/sh
# SPDX-License-Identifier: MIT
# graph_networkx_test.sh - `puzzle8 graph --format graphml --distances` loads into networkx as
# the whole state graph: 362,880 nodes, 967,680 directed edges, two weakly connected components
# of 181,440, the goal's component carrying the published histogram of distances, and every
# edge's move label true to its ends. Skipped (exit 77) without python3 or python3-networkx
# (Debian: apt-get install python3-networkx), and unless P8_FULL=1: loading takes networkx about a
# minute and 2.4 GB, so `make check-full` runs it (CI does), not `make check`.
# Uses bin/puzzle8 or $PUZZLE8_BIN. Last line: "N passed, N failed".
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
PYTHON=${PYTHON:-python3}
if [ "${P8_FULL:-0}" != 1 ]; then
    echo "graph_networkx_test.sh: loading the whole graph takes networkx a minute and 2.4 GB: run by"
    echo "make check-full (P8_FULL=1), not make check: skipped"
    exit 77
fi
if ! "$PYTHON" -c 'import networkx' >/dev/null 2>&1; then
    echo "graph_networkx_test.sh: $PYTHON with networkx not found (apt-get install python3-networkx): skipped"
    exit 77
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8nx.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM
if ! "$BIN" graph --format graphml --distances --output "$TMP/g.graphml"; then
    echo "puzzle8 graph failed"
    echo "0 passed, 1 failed"
    exit 1
fi
exec "$PYTHON" - "$TMP/g.graphml" <<'PY'
import sys
from collections import Counter
import networkx as nx

passed = failed = 0
def check(what, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what, detail)

g = nx.read_graphml(sys.argv[1])
check("directed", g.is_directed())
check("362,880 nodes", g.number_of_nodes() == 362880, g.number_of_nodes())
check("967,680 edges", g.number_of_edges() == 967680, g.number_of_edges())
comps = sorted(len(c) for c in nx.weakly_connected_components(g))
check("two components of 181,440", comps == [181440, 181440], comps)
dist = Counter(d["distance"] for _, d in g.nodes(data=True) if "distance" in d)
published = [1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638,
             9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2]
check("the published histogram", [dist[k] for k in range(32)] == published and len(dist) == 32)
check("the goal at distance 0", g.nodes["123456780"].get("distance") == 0)
check("components", all(d["component"] == (0 if "distance" in d else 1) for _, d in g.nodes(data=True)))
step = {"U": -3, "D": 3, "L": -1, "R": 1}
bad = 0
for a, b, d in g.edges(data=True):
    i = a.index("0")
    j = i + step[d["move"]]
    t = list(a)
    t[i], t[j] = t[j], t[i]
    bad += "".join(t) != b
check("every edge is the move it names", bad == 0, bad)
path = nx.shortest_path(g, "867254301", "123456780")
check("a shortest path of 31 moves", len(path) == 32, len(path))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
PY
