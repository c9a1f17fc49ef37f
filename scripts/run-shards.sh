#!/bin/sh
# SPDX-License-Identifier: MIT
# run-shards.sh - run one test program as N parallel shards and sum their results.
#
# Usage: scripts/run-shards.sh N PROGRAM [LOGDIR]
#   Starts N copies of PROGRAM at once with P8_SHARD=0/N .. N-1/N in the environment (the
#   program runs every N-th unit of work; test_search_optimal honours it), waits for all, and
#   prints each shard's "N passed, N failed" line and their sum as the last line. A shard that
#   exits non-zero with no failure counted, crashes or prints no summary counts as 1 failed.
#   Logs: LOGDIR/NAME.shardI.log (default build/test/logs). Exit status 0 only if nothing failed.
#   Used by `make check-full` (docs/quality.md).
set -u
if [ $# -lt 2 ] || [ "$1" -lt 1 ] 2>/dev/null; then
    echo "usage: $0 N PROGRAM [LOGDIR]" >&2
    exit 2
fi
n=$1 prog=$2 logdir=${3:-build/test/logs}
name=$(basename "$prog")
mkdir -p "$logdir" || exit 1

# Each shard's CPU time (user + sys, /usr/bin/time) goes to LOGDIR/NAME.shardI.time and on its line.
i=0
pids=
while [ "$i" -lt "$n" ]; do
    rm -f "$logdir/$name.shard$i.time"
    if [ -x /usr/bin/time ]; then
        P8_SHARD="$i/$n" /usr/bin/time -f '%U %S' -o "$logdir/$name.shard$i.time" "$prog" \
            > "$logdir/$name.shard$i.log" 2>&1 </dev/null &
    else
        P8_SHARD="$i/$n" "$prog" > "$logdir/$name.shard$i.log" 2>&1 </dev/null &
    fi
    pids="$pids $!"
    i=$((i + 1))
done

total_p=0 total_f=0 i=0
for pid in $pids; do
    wait "$pid"
    rc=$?
    log="$logdir/$name.shard$i.log"
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    p=0 f=0
    if [ -n "$line" ]; then
        p=${line%% passed*}
        f=${line#*passed, }; f=${f%% failed}
    fi
    if [ -z "$line" ] || { [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; }; then
        f=$((f + 1))
        line="${line:-no summary line} (exit status $rc)"
    fi
    cpu=$(tail -n 1 "$logdir/$name.shard$i.time" 2> /dev/null | awk 'NF == 2 { printf " (%.1f s CPU)", $1 + $2 }')
    if [ "$f" -eq 0 ]; then
        echo "PASS  $name shard $i/$n: $line$cpu"
    else
        echo "FAIL  $name shard $i/$n: $line$cpu"
        tail -n 40 "$log" | sed 's/^/    /'
    fi
    total_p=$((total_p + p))
    total_f=$((total_f + f))
    i=$((i + 1))
done
echo "$total_p passed, $total_f failed"
[ "$total_f" -eq 0 ]
