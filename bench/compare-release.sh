#!/bin/sh
# SPDX-License-Identifier: MIT
# compare-release.sh - this version's search rows against the last release's, in one run: the
# time of each row (wall and CPU, per instance), its bytes per stored node and its expansions,
# and the full BFS in WebAssembly, side by side. `make bench` ends with it.
#
# Usage (from the top of the tree):
#   bench/compare-release.sh [ROUNDS] [INSTANCES.txt]      interleaved rounds, medians
#   ONLY=ROW bench/compare-release.sh [ROUNDS]               the same for one row
#   bench/compare-release.sh --callgrind ROW [INSTANCES.txt] instructions of one pass of ROW
# Rows: astar-manhattan astar-linear-conflict astar-misplaced weighted-astar-1-2 greedy ucs bfs
# dfs full-bfs idastar-manhattan idastar-linear-conflict bibfs random-walk (compare_release.c),
# and wasm-full-bfs (bench/wasm_bfs.mjs: each library's puzzle8.wasm; skipped without node or
# the WebAssembly toolchain, or with WASM=0). RELEASE=<tag or commit> picks another release
# (default the tag v1.0.0, commit 6cb7233; 553b017 is 0.5.0, cc9448c 0.4.0, 9702081 0.3.0,
# efc3b42 0.2.0, which has only the first nine rows; the WebAssembly row needs a 1.x release,
# whose module this tree's JavaScript binding accepts).
#
# The release's sources are taken with `git archive` into build/release-<RELEASE>/ and built
# there (once: later runs reuse them); bench/compare_release.c is compiled against both
# libraries with the same CFLAGS. Each round runs both programs, in alternating order; every
# row's figure is its best pass within a run, and the table shows the median over the rounds
# and the ratio now / release. The machine may be shared: prefer the CPU column, and
# --callgrind for small differences.
set -eu

RELEASE=${RELEASE:-v1.0.0}
CC=${CC:-cc}
CFLAGS=${CFLAGS:--O2 -g}
NODE=${NODE:-node}
WASM=${WASM:-1}
DATA=test/data/sample_goal_123456780.txt
ROUNDS=5
ROW=

if [ "${1:-}" = "--callgrind" ]; then
    ROW=${2:?--callgrind needs a row name}
    shift 2
elif [ $# -gt 0 ]; then
    ROUNDS=$1
    shift
fi
[ $# -gt 0 ] && DATA=$1
if ! git rev-parse -q --verify "$RELEASE^{commit}" >/dev/null 2>&1; then
    [ "$RELEASE" = v1.0.0 ] && RELEASE=6cb7233 # a clone without the tag
    git rev-parse -q --verify "$RELEASE^{commit}" >/dev/null 2>&1 || {
        echo "compare-release.sh: release $RELEASE is not in this clone (git fetch --tags)" >&2
        exit 77
    }
fi

rel="build/release-$RELEASE"
if [ ! -f "$rel/lib/libpuzzle8.a" ]; then
    rm -rf "$rel"
    mkdir -p "$rel"
    git archive "$RELEASE" | tar -x -C "$rel"
    make -C "$rel" -j2 CC="$CC" CFLAGS="$CFLAGS" lib >/dev/null
fi
[ -f lib/libpuzzle8.a ] || make -j2 CC="$CC" CFLAGS="$CFLAGS" lib >/dev/null
mkdir -p build/bench
"$CC" $CFLAGS -D_POSIX_C_SOURCE=200809L -I"$rel/include" -o build/bench/compare-release \
    bench/compare_release.c "$rel/lib/libpuzzle8.a" -lm -lpthread
"$CC" $CFLAGS -D_POSIX_C_SOURCE=200809L -Iinclude -o build/bench/compare-now \
    bench/compare_release.c lib/libpuzzle8.a -lm -lpthread

if [ -n "$ROW" ]; then
    for prog in compare-release compare-now; do
        valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='one_pass*' \
            "build/bench/$prog" --passes 1 --only "$ROW" "$DATA" 2>&1 >/dev/null |
            awk -v p="$prog" '/Collected/ { print p, $NF }'
    done | awk -v row="$ROW" '{ ir[$1] = $2 }
        END { printf "%s: instructions, one pass: release %.0f, now %.0f, now / release %.3f\n",
              row, ir["compare-release"], ir["compare-now"], ir["compare-now"] / ir["compare-release"] }'
    exit 0
fi

# The WebAssembly full BFS: each library's own module (make wasm), timed by wasm_bfs.mjs with
# the bindings of this tree (the ABI is the release's, grown), in alternating rounds.
wasm_rel="" wasm_now=""
if [ "$WASM" = 1 ] && [ -z "${ONLY:-}" ] && command -v "$NODE" >/dev/null 2>&1 &&
    { [ -f "$rel/build/wasm/puzzle8.wasm" ] || make -C "$rel" wasm >/dev/null 2>&1; } &&
    make wasm >/dev/null 2>&1; then
    wasm_rel="$rel/build/wasm/puzzle8.wasm"
    wasm_now=build/wasm/puzzle8.wasm
    make build/bench/bench >/dev/null
fi

out=$(mktemp)
trap 'rm -f "$out"' EXIT
r=1
while [ "$r" -le "$ROUNDS" ]; do
    if [ $((r % 2)) -eq 1 ]; then order="compare-release compare-now"
    else order="compare-now compare-release"; fi
    for prog in $order; do
        "build/bench/$prog" ${ONLY:+--only "$ONLY"} "$DATA" | sed "s/^/$prog /" >>"$out"
        if [ -n "$wasm_now" ]; then
            if [ "$prog" = compare-now ]; then module=$wasm_now; else module=$wasm_rel; fi
            PUZZLE8_WASM="$module" "$NODE" bench/wasm_bfs.mjs --bench build/bench/bench \
                --rounds 1 --json | awk -v p="$prog" '{
                    ms = $0; sub(/.*"wasm":\{"ms":/, "", ms); sub(/,.*/, "", ms)
                    cpu = $0; sub(/.*"wasm":\{[^}]*"cpu":/, "", cpu); sub(/[,}].*/, "", cpu)
                    printf "%s wasm-full-bfs inst=1 wall_us=%.2f cpu_us=%.2f expanded=0 bytes=0\n",
                           p, ms * 1000, cpu * 1000 }' >>"$out"
        fi
    done
    r=$((r + 1))
done
echo "release $RELEASE ($(git rev-parse --short "$RELEASE^{commit}")) vs now, $ROUNDS rounds," \
    "medians of each run's best pass; us per instance (full BFS: per run)"
awk '
function median(list,   a, n, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) {
        t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
    prog = $1; row = $2
    if (!(row in seen)) { seen[row] = 1; order[++nrows] = row }
    for (i = 3; i <= NF; i++) { split($i, kv, "="); v[prog, row, kv[1]] = v[prog, row, kv[1]] " " kv[2] }
}
END {
    printf "%-24s %10s %10s %6s  %10s %10s %6s  %6s %6s  %s\n", "row", "rel wall", "now wall",
           "ratio", "rel cpu", "now cpu", "ratio", "rel B", "now B", "expanded"
    for (k = 1; k <= nrows; k++) {
        row = order[k]
        rw = median(v["compare-release", row, "wall_us"]); nw = median(v["compare-now", row, "wall_us"])
        rc = median(v["compare-release", row, "cpu_us"]); nc = median(v["compare-now", row, "cpu_us"])
        re = median(v["compare-release", row, "expanded"]); ne = median(v["compare-now", row, "expanded"])
        rb = median(v["compare-release", row, "bytes"]); nb = median(v["compare-now", row, "bytes"])
        printf "%-24s %10.2f %10.2f %6.3f  %10.2f %10.2f %6.3f  %6.1f %6.1f  %s\n", row, rw, nw,
               nw / rw, rc, nc, nc / rc, rb, nb, re == ne ? "same" : "DIFFERENT " re " " ne
    }
}' "$out"
