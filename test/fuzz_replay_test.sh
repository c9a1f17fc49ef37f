#!/bin/sh
# SPDX-License-Identifier: MIT
# fuzz_replay_test.sh - replay the committed fuzz corpora (fuzz/corpus/NAME for every fuzz/fuzz_NAME.c)
# through the fuzz targets built WITHOUT libFuzzer: fuzz/fuzz_*.c + fuzz/replay.c compiled with
# the normal $CC (and $CFLAGS/$LDFLAGS if set) with the project's warning flags, linked with the
# static library make check built ($P8_LIB_STATIC, default lib/libpuzzle8.a; without it, with
# src/**/*.c compiled in; fuzz_cli with the command's sources too, tools/*.c but
# puzzle8.c, or the objects make built of them, $P8_CLI_OBJS), in a scratch directory (the
# normal build/ is not touched). Each corpus file is one check: it passes when the target's
# invariants all hold (a violation aborts the replay program). A target replays its whole corpus
# in one process, as libFuzzer does (`replay -v` names each input before running it); when one
# aborts, the inputs before it passed, it failed, and the replay goes on after it.
# Last line: "N passed, N failed". Exit 77 (skip) if there is no fuzz/ directory.
set -u
P8_ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$P8_ROOT" || exit 1
CC=${CC:-cc}
[ -d fuzz ] || { echo "no fuzz/ directory"; exit 77; }

work=$(mktemp -d "${TMPDIR:-/tmp}/p8-fuzz-replay.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT INT TERM

passed=0
failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

flags="-std=c99 -Wall -Wextra -Wpedantic -Wstrict-prototypes -Wmissing-prototypes"
cppflags="-Iinclude -Isrc -D_POSIX_C_SOURCE=200809L"
LIB=${P8_LIB_STATIC:-lib/libpuzzle8.a}
if [ -f "$LIB" ]; then library=$LIB; else library="src/*/*.c"; fi
echo "fuzz_replay_test.sh: the targets linked with $library"
# shellcheck disable=SC2086
build() { # NAME: build $work/NAME from fuzz/NAME.c, replay.c and the library (fuzz_cli: and the
    # command's sources, tools/*.c but puzzle8.c)
    extra=
    if [ "$1" = fuzz_cli ]; then
        cli=${P8_CLI_OBJS:-}
        for o in $cli; do [ -f "$o" ] || cli=; done
        [ -n "$cli" ] || cli=$(ls tools/*.c | grep -v '^tools/puzzle8\.c$')
        extra="-Itools -pthread $cli"
    fi
    $CC $cppflags ${CPPFLAGS:-} ${CFLAGS:--O2 -g} $flags ${LDFLAGS:-} -o "$work/$1" \
        "fuzz/$1.c" fuzz/replay.c $extra $library ${LDLIBS:-} > "$work/$1.build.log" 2>&1
}

# The targets: every fuzz/fuzz_*.c (the Makefile's FUZZ_NAMES is the same wildcard). Each is a
# row of fuzz/README.md's table, and no other file is.
targets=
for f in fuzz/fuzz_*.c; do
    [ -f "$f" ] || continue
    t=${f#fuzz/fuzz_}; t=${t%.c}
    targets="$targets $t"
done
rows=$(sed -n 's/^| `fuzz_\([a-z0-9_]*\)\.c` |.*/\1/p' fuzz/README.md | sort | tr '\n' ' ')
want=$(printf '%s\n' $targets | sort | tr '\n' ' ')
if [ -n "$targets" ] && [ "$rows" = "$want" ]; then
    passed=$((passed + 1))
else
    fail "fuzz/README.md's table lists fuzz_*.c files [${rows% }], the files are [${want% }]"
fi

for target in $targets; do
    if build "fuzz_$target" && [ ! -s "$work/fuzz_$target.build.log" ]; then
        passed=$((passed + 1))
    elif [ -x "$work/fuzz_$target" ]; then
        fail "fuzz_$target builds with warnings:"; cat "$work/fuzz_$target.build.log"
    else
        fail "fuzz_$target does not build:"; cat "$work/fuzz_$target.build.log"
        continue
    fi
    # The whole corpus in one process; after an abort, on with the inputs after the one that
    # aborted (the last one named).
    ls fuzz/corpus/"$target" | sed "s|^|fuzz/corpus/$target/|" > "$work/todo"
    count=$(wc -l < "$work/todo")
    while [ -s "$work/todo" ]; do
        # shellcheck disable=SC2046
        "$work/fuzz_$target" -v $(cat "$work/todo") > "$work/out" 2> "$work/names"
        rc=$?
        sed -n 's/^replay: \(.*\) ([0-9]* bytes)$/\1/p' "$work/names" > "$work/named"
        if [ "$rc" -eq 0 ] && cmp -s "$work/named" "$work/todo" &&
            grep -qx "$(wc -l < "$work/todo") inputs replayed" "$work/out"; then
            passed=$((passed + $(wc -l < "$work/todo")))
            break
        fi
        if [ "$rc" -le 128 ]; then   # not a crash: an input it could not read
            fail "fuzz_$target replays fuzz/corpus/$target (exit status $rc)"
            sed 's/^/    /' "$work/out" "$work/names" | grep -v '^    replay: ' | tail -n 20
            break
        fi
        bad=$(tail -n 1 "$work/named")
        [ -n "$bad" ] || bad=$(head -n 1 "$work/todo")
        n=$(grep -nxF "$bad" "$work/todo" | head -n 1 | cut -d: -f1)
        [ -n "$n" ] || n=1
        passed=$((passed + n - 1))
        fail "fuzz_$target $bad (exit status $rc)"
        { cat "$work/out"; grep -v '^replay: ' "$work/names"; } | sed 's/^/    /' | tail -n 20
        sed "1,${n}d" "$work/todo" > "$work/rest"; mv "$work/rest" "$work/todo"
    done
    # The corpus is committed: an empty one means a broken checkout.
    if [ "$count" -ge 10 ]; then passed=$((passed + 1)); else fail "fuzz/corpus/$target has $count files"; fi
    echo "fuzz_$target: $count corpus files replayed"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
