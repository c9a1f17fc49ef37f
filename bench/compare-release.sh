#!/bin/sh
# SPDX-License-Identifier: MIT
# compare-release.sh - this version's search rows against a release's (0.3.0), in one run.
#
# Usage (from the top of the tree, after `make lib`):
#   bench/compare-release.sh [ROUNDS] [INSTANCES.txt]      interleaved wall/CPU medians
#   ONLY=ROW bench/compare-release.sh [ROUNDS]               the same for one row
#   bench/compare-release.sh --callgrind ROW [INSTANCES.txt] instructions of one pass of ROW
# Rows: astar-manhattan astar-linear-conflict astar-misplaced weighted-astar-1-2 greedy ucs bfs
# dfs full-bfs, and from 0.3.0 on idastar-manhattan idastar-linear-conflict bibfs random-walk
# (bench/compare_release.c). RELEASE=<commit> picks another release (default 9702081, 0.3.0 as
# it landed; efc3b42 is 0.2.0, which has only the first nine rows).
#
# The release's sources are taken with `git archive` into build/release-<commit>/ and built
# there; bench/compare_release.c is compiled against both libraries with the same CFLAGS. Each
# round runs both programs, in alternating order; every row's figure is its best pass within a
# run, and the table shows the median over the rounds and the ratio now / release.
# The machine may be shared: prefer the CPU column, and --callgrind for small differences.
set -eu

RELEASE=${RELEASE:-9702081}
CC=${CC:-cc}
CFLAGS=${CFLAGS:--O2 -g}
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

top=$(pwd)
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
    bench/compare_release.c "$rel/lib/libpuzzle8.a"
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

out=$(mktemp)
trap 'rm -f "$out"' EXIT
r=1
while [ "$r" -le "$ROUNDS" ]; do
    if [ $((r % 2)) -eq 1 ]; then order="compare-release compare-now"
    else order="compare-now compare-release"; fi
    for prog in $order; do
        "build/bench/$prog" ${ONLY:+--only "$ONLY"} "$DATA" | sed "s/^/$prog /" >>"$out"
    done
    r=$((r + 1))
done
echo "release $RELEASE vs now ($top), $ROUNDS rounds, medians of each run's best pass"
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
    printf "%-24s %11s %11s %6s   %11s %11s %6s  %s\n", "row (us/inst)", "rel wall", "now wall",
           "ratio", "rel cpu", "now cpu", "ratio", "expanded"
    for (k = 1; k <= nrows; k++) {
        row = order[k]
        rw = median(v["compare-release", row, "wall_us"]); nw = median(v["compare-now", row, "wall_us"])
        rc = median(v["compare-release", row, "cpu_us"]); nc = median(v["compare-now", row, "cpu_us"])
        re = median(v["compare-release", row, "expanded"]); ne = median(v["compare-now", row, "expanded"])
        printf "%-24s %11.2f %11.2f %6.3f   %11.2f %11.2f %6.3f  %s\n", row, rw, nw, nw / rw, rc,
               nc, nc / rc, re == ne ? "same" : "DIFFERENT " re " " ne
    }
}' "$out"
