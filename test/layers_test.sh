#!/bin/sh
# SPDX-License-Identifier: MIT
# layers_test.sh - the rooms of src/ and every call between them point one way
# (docs/architecture.md):
#
#   experiment/          (4)   many searches over many boards (tables of means, b*, plots)
#   view/, space/        (3)   seeing a search; the whole state space
#   search/              (2)   inside, top to bottom: compare; object and inspect; run; the
#                              drivers (driver_*.c); step; side; fail; result; nodes
#   frontier/, board/    (1)   the built-in frontiers; boards, ranks, randomness, heuristics
#   base/                (0)   memory, clock, status names, version, the names of values
#
# A file may call a file of a lower folder, or, inside search/, of a lower room; files of one
# folder (outside search/) may call each other but never around a loop. The calls are read
# from the objects' symbols (nm: what each object needs, U, against what each defines), so a
# call made through any header, or with no declaration at all, is seen. The includes are
# checked too, for what symbols cannot show (reading another room's private struct): a file
# includes headers of its own folder and of lower ones, and the search room's private header
# only from inside it: space/ reaches search/ only through search/result_path.h, view/ only
# through search/inspect.h, and those two include nothing of search/.
#
# Self-tests first: a tree of small objects with one broken rule each (a back-call out of base,
# a call across peers, a side calling up to the step, a loop of two board files, a file with no
# room), and the real objects with a planted back-call: the check must find each, and only those.
#
# The objects: build/static of the tree when it holds a fresh object for every source (as after
# `make`), else this script compiles the sources itself (with $CC, -O2) into a temporary
# directory. The tree is $P8_ROOT or this script's parent directory. Last line: "N passed,
# N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
CC=${CC:-cc}
NM=${NM:-nm}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-layers.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     /' "$TMP/out"; }
check_empty() { if [ -s "$TMP/out" ]; then fail "$1"; else pass "$1"; fi; }

if ! command -v "$NM" >/dev/null 2>&1; then
    echo "layers_test.sh: $NM not found (binutils)"
    exit 77
fi

# ---- the rooms -------------------------------------------------------------------------------

# rank FILE: "FOLDER FOLDER_RANK ROOM ROOM_RANK" for a source path below src/ without .c/.o
# (e.g. search/step), or "FOLDER - - -" when it has no place.
rank() {
    folder=${1%%/*}
    name=${1#*/}
    case $folder in
        base) fr=0 ;; board|frontier) fr=1 ;; search) fr=2 ;; space|view) fr=3 ;; experiment) fr=4 ;;
        *) echo "$folder - - -"; return ;;
    esac
    room=$folder; rr=0
    if [ "$folder" = search ]; then
        case $name in
            compare) room=compare; rr=9 ;;
            object) room=object; rr=8 ;;
            inspect) room=inspect; rr=8 ;;
            run) room=run; rr=7 ;;
            driver_*) room=drivers; rr=6 ;;
            step) room=step; rr=5 ;;
            side) room=side; rr=4 ;;
            fail) room=fail; rr=3 ;;
            result) room=result; rr=2 ;;
            nodes) room=nodes; rr=1 ;;
            *) echo "$folder $fr - -"; return ;;
        esac
    fi
    echo "$folder $fr $room $rr"
}

# ---- the calls, from symbols -----------------------------------------------------------------

# edges OBJDIR: "FROM TO SYMBOL" for every symbol an object needs that another object defines
# (FROM and TO are paths below OBJDIR without .o).
edges() {
    find "$1" -name '*.o' | sort | while IFS= read -r o; do
        f=${o#"$1"/}
        "$NM" "$o" | awk -v f="${f%.o}" '
            $1 == "U" { print "U", f, $2 }
            NF == 3 && $2 ~ /^[TDRBCGSVW]$/ { print "D", f, $3 }'
    done | awk '
        $1 == "D" { def[$3] = $2; next }
        { need[++n] = $2 " " $3 }
        END {
            for (i = 1; i <= n; i++) {
                split(need[i], a, " ")
                if ((a[2] in def) && def[a[2]] != a[1]) print a[1], def[a[2]], a[2]
            }
        }' | sort -u
}

# check_calls OBJDIR: one line per call against the rooms, per file without a room, and per
# loop; nothing when every call points down.
check_calls() {
    dir=$1
    edges "$dir" > "$TMP/edges"
    find "$dir" -name '*.o' | sort | while IFS= read -r o; do
        f=${o#"$dir"/}
        f=${f%.o}
        set -- $(rank "$f")
        if [ "$2" = - ]; then echo "$f: folder $1 is not a room (base board frontier search space view experiment)"
        elif [ "$4" = - ]; then echo "$f: a file of search/ with no room (name it after one, or add its room here)"
        fi
    done
    while read -r from to sym; do
        set -- $(rank "$from")
        ff=$1 fr=$2 froom=$3 frr=$4
        set -- $(rank "$to")
        [ "$fr" = - ] || [ "$2" = - ] || [ "$frr" = - ] || [ "$4" = - ] && continue
        if [ "$ff" != "$1" ]; then
            [ "$fr" -gt "$2" ] || echo "$from -> $to ($sym): $ff may not call $1"
        elif [ "$ff" = search ] && [ "$froom" = "$3" ]; then
            echo "$from -> $to ($sym): two files of the $froom room call each other"
        elif [ "$ff" = search ] && [ "$frr" -le "$4" ]; then
            echo "$from -> $to ($sym): the $froom room may not call the $3 room"
        fi
    done < "$TMP/edges"
    # loops: take away files that call no one left, until none is left or only loops are
    awk '{ print $1, $2 }' "$TMP/edges" | sort -u | awk '
        { out[$1] = out[$1] " " $2; calls[$1]++; files[$1]; files[$2] }
        END {
            do {
                gone = 0
                for (f in files) if (!calls[f]) {
                    delete files[f]; gone = 1
                    for (g in files) if (index(out[g] " ", " " f " ")) calls[g]--
                }
            } while (gone)
            n = 0
            for (f in files) list[++n] = f
            for (i = 2; i <= n; i++) for (j = i; j > 1 && list[j - 1] > list[j]; j--) {
                t = list[j]; list[j] = list[j - 1]; list[j - 1] = t }
            s = ""
            for (i = 1; i <= n; i++) s = s " " list[i]
            if (n) print "a loop of calls among:" s
        }'
}

# ---- the includes ----------------------------------------------------------------------------

# check_includes TREE: one line per local #include against the rooms (TREE is a src/).
check_includes() {
    tree=$1
    find "$tree" -name '*.[ch]' | sort | while IFS= read -r file; do
        rel=${file#"$tree"/}
        case $rel in
            */*/*) echo "$rel: too deep (src/ has one level of folders)"; continue ;;
            */*) from=${rel%%/*} ;;
            *) echo "$rel: a source outside the rooms"; continue ;;
        esac
        set -- $(rank "$from/x")
        [ "$2" = - ] && { echo "$rel: folder $from is not a room"; continue; }
        from_rank=$2
        sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
        while IFS= read -r inc; do
            [ "$inc" = puzzle8.h ] && continue
            case $inc in
                ../*/*)
                    rest=${inc#../}; to=${rest%%/*}; name=${rest#*/}
                    case $name in */*) echo "$rel: \"$inc\": a folder below a room"; continue ;; esac ;;
                */*) echo "$rel: \"$inc\": not a room's header"; continue ;;
                *) to=$from; name=$inc ;;
            esac
            if [ ! -f "$tree/$to/$name" ]; then echo "$rel: \"$inc\": no such header"; continue; fi
            [ "$to" = "$from" ] && continue
            set -- $(rank "$to/x")
            if [ "$2" = - ] || [ "$from_rank" -le "$2" ]; then
                echo "$rel: \"$inc\": $from may not include from $to"
            elif [ "$to" = search ] && ! { [ "$from" = space ] && [ "$name" = result_path.h ]; } &&
                 ! { [ "$from" = view ] && [ "$name" = inspect.h ]; }; then
                echo "$rel: \"$inc\": search/ is reached from $from only through" \
                     "$( [ "$from" = view ] && echo inspect.h || echo result_path.h)"
            fi
        done
        case $rel in
            search/inspect.h|search/result_path.h)
                if grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[^./][^"]*"' "$file"; then
                    echo "$rel: includes a header of search/ (what it shows must not reach the search's insides)"
                fi ;;
        esac
    done
}

# ---- self-tests ------------------------------------------------------------------------------

# A tree of small objects, one broken rule each, beside allowed calls of every kind.
fake=$TMP/fake
mkdir -p "$fake/base" "$fake/board" "$fake/frontier" "$fake/search"
obj() { # obj PATH CODE: compile CODE into $fake/PATH.o
    printf '%s\n' "$2" > "$TMP/src.c"
    "$CC" -c -o "$fake/$1.o" "$TMP/src.c" 2>"$TMP/cc.err" || { cat "$TMP/cc.err"; exit 1; }
}
obj base/alloc 'void p8__alloc(void); void p8__alloc(void) {}
void p8__visit(void); void p8__up(void); void p8__up(void) { p8__visit(); }'
obj board/board 'void p8__alloc(void); void p8__rank(void);
void p8__board(void); void p8__board(void) { p8__alloc(); p8__rank(); }'
obj board/rank 'void p8__board(void); void p8__rank(void); void p8__rank(void) { p8__board(); }'
obj frontier/queue 'void p8__alloc(void); void p8__rank(void);
void p8__ring(void); void p8__ring(void) { p8__alloc(); p8__rank(); }'
obj search/step 'void p8__push(void); void p8__ring(void); void p8__board(void);
void p8__visit(void); void p8__visit(void) { p8__push(); p8__ring(); p8__board(); }'
obj search/side 'void p8__visit(void); void p8__push(void); void p8__push(void) { p8__visit(); }'
obj search/mystery 'void p8__mystery(void); void p8__mystery(void) {}'
check_calls "$fake" | sort > "$TMP/got"
sort > "$TMP/want" <<'EOF'
a loop of calls among: base/alloc board/board board/rank frontier/queue search/side search/step
base/alloc -> search/step (p8__visit): base may not call search
frontier/queue -> board/rank (p8__rank): frontier may not call board
search/mystery: a file of search/ with no room (name it after one, or add its room here)
search/side -> search/step (p8__visit): the side room may not call the step room
EOF
if diff "$TMP/want" "$TMP/got" > "$TMP/out" 2>&1; then
    pass "symbols: a tree of planted back-calls and a loop: each found, and only those (5)"
else
    fail "symbols: a tree of planted back-calls and a loop: each found, and only those (5)"
fi

# ---- the real objects ------------------------------------------------------------------------

srcs=$(find src -name '*.c' | sort)
objdir=build/static
for s in $srcs; do
    o=$objdir/${s#src/}
    o=${o%.c}.o
    if [ ! -f "$o" ] || [ "$s" -nt "$o" ]; then objdir=; break; fi
done
if [ -n "$objdir" ]; then
    # objects of sources that are gone must not count
    find "$objdir" -name '*.o' | while IFS= read -r o; do
        s=src/${o#"$objdir"/}
        [ -f "${s%.o}.c" ] || rm -f "$o"
    done
    echo "objects: $objdir (fresh)"
else
    objdir=$TMP/objects
    echo "objects: compiled here into a temporary directory ($CC -O2)"
    for s in $srcs; do
        o=$objdir/${s#src/}
        mkdir -p "$(dirname "$o")"
        "$CC" -std=c99 -O2 -Iinclude -Isrc -D_POSIX_C_SOURCE=200809L -c -o "${o%.c}.o" "$s" ||
            { echo "layers_test.sh: cannot compile $s"; exit 1; }
    done
fi

check_calls "$objdir" > "$TMP/out"
n=$(wc -l < "$TMP/edges" | tr -d ' ')
check_empty "symbols: every one of the $n calls between files of src/ points down, no loop"

# The real objects with a back-call planted: base calling the search object, and the node
# arena (the search room's bottom) calling the run. Both must be found.
real=$TMP/real
cp -R "$objdir" "$real"
plant() { # plant SOURCE CODE: recompile SOURCE with CODE appended, into the copy
    { cat "src/$1.c"; printf '%s\n' "$2"; } > "$TMP/planted.c"
    "$CC" -std=c99 -O2 -Iinclude -Isrc -I"src/$(dirname "$1")" -D_POSIX_C_SOURCE=200809L -c \
        -o "$real/$1.o" "$TMP/planted.c" 2>"$TMP/cc.err" || { cat "$TMP/cc.err"; exit 1; }
}
plant base/clock 'void p8__planted_free(p8_search *s); void p8__planted_free(p8_search *s) { p8_search_free(s); }'
plant search/nodes 'int p8__planted_step(p8_search *s); int p8__planted_step(p8_search *s) { return p8_search_step(s, 1); }'
check_calls "$real" | grep -v '^a loop' > "$TMP/got"
cat > "$TMP/want" <<'EOF'
base/clock -> search/object (p8_search_free): base may not call search
search/nodes -> search/run (p8_search_step): the nodes room may not call the run room
EOF
if diff "$TMP/want" "$TMP/got" > "$TMP/out" 2>&1; then
    pass "symbols: the real objects with two planted back-calls: both found, and only those"
else
    fail "symbols: the real objects with two planted back-calls: both found, and only those"
fi

# ---- includes --------------------------------------------------------------------------------

bad=$TMP/bad
mkdir -p "$bad/base" "$bad/board" "$bad/search" "$bad/space" "$bad/view" "$bad/extra"
: > "$bad/base/base.h"
: > "$bad/board/board.h"
: > "$bad/search/search.h"
: > "$bad/search/result_path.h"
printf '#include "search.h"\n' > "$bad/search/inspect.h"
: > "$bad/space/space.h"
: > "$bad/view/view.h"
printf '#include "../base/base.h"\n#include "../search/search.h"\n' > "$bad/board/up.c"
printf '#include "../view/view.h"\n#include "../board/board.h"\n' > "$bad/search/up.c"
printf '#include "../search/search.h"\n#include "../search/result_path.h"\n' > "$bad/space/side.c"
printf '#include "../search/inspect.h"\n#include "../space/space.h"\n#include "../board/board.h"\n' > "$bad/view/ok.c"
printf '#include "board/x.h"\n' > "$bad/top.c"
: > "$bad/extra/x.c"
check_includes "$bad" | sort > "$TMP/got"
sort > "$TMP/want" <<'EOF'
board/up.c: "../search/search.h": board may not include from search
extra/x.c: folder extra is not a room
search/inspect.h: includes a header of search/ (what it shows must not reach the search's insides)
search/up.c: "../view/view.h": search may not include from view
view/ok.c: "../space/space.h": view may not include from space
space/side.c: "../search/search.h": search/ is reached from space only through result_path.h
top.c: a source outside the rooms
EOF
if diff "$TMP/want" "$TMP/got" > "$TMP/out" 2>&1; then
    pass "includes: a bad tree's broken rules are found, and only those (7)"
else
    fail "includes: a bad tree's broken rules are found, and only those (7)"
fi

check_includes src > "$TMP/out"
files=$(find src -name '*.[ch]' | wc -l | tr -d ' ')
check_empty "includes: every include of the $files files of src/ follows the rooms"

for layer in base board frontier search space view experiment; do
    n=$(find "src/$layer" -name '*.c' 2>/dev/null | wc -l | tr -d ' ')
    : > "$TMP/out"
    if [ "$n" -gt 0 ]; then pass "src/$layer/ holds $n sources"
    else echo "src/$layer/ is missing or empty" > "$TMP/out"; fail "src/$layer/ holds sources"; fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
