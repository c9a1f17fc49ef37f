#!/bin/sh
# SPDX-License-Identifier: MIT
# layers_test.sh - the rooms of src/ and every call between them point one way
# (docs/architecture.md), and so do the layers of tools/ (tools/cli.h; at the end):
#
#   experiment/, grade/  (4)   many searches over many boards (tables of means, b*, plots);
#                              judging a student's output against the reference's runs
#   view/, space/        (3)   seeing a search; the whole state space
#   search/              (2)   inside, top to bottom: compare; option; object and inspect; run;
#                              the drivers (driver_*.c); step; events; policy; side; fail;
#                              result; stack; nodes; catalog
#   frontier/, board/    (1)   the built-in frontiers; boards, ranks, randomness, heuristics
#   base/                (0)   memory, clock, status names, version
#
# A file may call a file of a lower folder, or, inside search/, of a lower room; files of one
# folder (outside search/) may call each other but never around a loop. The calls are read
# from the objects' symbols (nm: what each object needs, U, against what each defines), so a
# call made through any header, or with no declaration at all, is seen. The includes are
# checked too, for what symbols cannot show (reading another room's private struct): a file
# includes headers of its own folder and of lower ones, and the search room's private header
# only from inside it: space/ reaches search/ only through search/result_path.h, view/ and grade/
# only through search/inspect.h, and those two include nothing of search/.
#
# Self-tests first: a tree of small objects with one broken rule each (a back-call out of base,
# a call across peers, a side calling up to the step, a loop of two board files, a file with no
# room), and the real objects with a planted back-call: the check must find each, and only those.
#
# The objects: the library's objects make built ($P8_LIB_OBJDIR, which make check sets; default
# build/pic) when that directory holds a fresh object for every source (as after `make`), else
# this script compiles the sources itself (with $CC, -O2) into a temporary directory; the same
# for the command's objects ($P8_TOOL_OBJDIR, default build/tools). The tree is $P8_ROOT or this
# script's parent directory. Last line: "N passed, N failed".
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
# The checks are awk programs reading every object's symbols (one nm) or every source at once:
# a process per file or per call cost seconds of CPU where a process start is dear.

# RANK: the awk function rank(PATH) for a source path below src/ without .c/.o (e.g.
# search/step): sets R_FOLDER, R_FR (the folder's rank), R_ROOM and R_RR (the room's rank), the
# ranks "-" when it has no place.
RANK='
function rank(path,    name) {
    R_FOLDER = path; sub(/\/.*/, "", R_FOLDER)
    name = path; sub(/^[^\/]*\//, "", name)
    R_ROOM = "-"; R_RR = "-"
    if (R_FOLDER == "base") R_FR = 0
    else if (R_FOLDER == "board" || R_FOLDER == "frontier") R_FR = 1
    else if (R_FOLDER == "search") R_FR = 2
    else if (R_FOLDER == "space" || R_FOLDER == "view") R_FR = 3
    else if (R_FOLDER == "experiment" || R_FOLDER == "grade") R_FR = 4
    else { R_FR = "-"; return }
    if (R_FOLDER != "search") { R_ROOM = R_FOLDER; R_RR = 0; return }
    if (name == "compare") { R_ROOM = "compare"; R_RR = 10 }
    else if (name == "option") { R_ROOM = "option"; R_RR = 9 }
    else if (name == "object") { R_ROOM = "object"; R_RR = 8 }
    else if (name == "inspect") { R_ROOM = "inspect"; R_RR = 8 }
    else if (name == "run") { R_ROOM = "run"; R_RR = 7 }
    else if (name ~ /^driver_/) { R_ROOM = "drivers"; R_RR = 6 }
    else if (name == "step") { R_ROOM = "step"; R_RR = 5 }
    else if (name == "events") { R_ROOM = "events"; R_RR = 4.6 }
    else if (name == "policy") { R_ROOM = "policy"; R_RR = 4.5 }
    else if (name == "side") { R_ROOM = "side"; R_RR = 4 }
    else if (name == "fail") { R_ROOM = "fail"; R_RR = 3 }
    else if (name == "result") { R_ROOM = "result"; R_RR = 2 }
    else if (name == "stack") { R_ROOM = "stack"; R_RR = 1.5 }
    else if (name == "nodes") { R_ROOM = "nodes"; R_RR = 1 }
    else if (name == "catalog") { R_ROOM = "catalog"; R_RR = 0 }
}'

# ---- the calls, from symbols -----------------------------------------------------------------

# edges OBJDIR: "FROM TO SYMBOL" for every symbol an object needs that another object defines
# (FROM and TO are paths below OBJDIR without .o).
edges() {
    find "$1" -name '*.o' | sort > "$TMP/objects.list"
    # shellcheck disable=SC2046
    "$NM" -A $(cat "$TMP/objects.list") | awk -v dir="$1/" '
        {
            i = index($0, ":"); f = substr($0, 1, i - 1); rest = substr($0, i + 1)
            if (index(f, dir) == 1) f = substr(f, length(dir) + 1)
            sub(/\.o$/, "", f)
            n = split(rest, w, " ")
            if (w[1] == "U") { need[++nn] = f " " w[2] }
            else if (n == 3 && w[2] ~ /^[TDRBCGSVW]$/) def[w[3]] = f
        }
        END {
            for (i = 1; i <= nn; i++) {
                split(need[i], a, " ")
                if ((a[2] in def) && def[a[2]] != a[1]) print a[1], def[a[2]], a[2]
            }
        }' | sort -u
}

# loops EDGES: "a loop of calls among: ..." when the calls of EDGES ("FROM TO SYMBOL" lines) go
# around a loop: take away files that call no one left, until none is left or only loops are.
loops() {
    awk '{ print $1, $2 }' "$1" | sort -u | awk '
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

# check_calls OBJDIR: one line per call against the rooms, per file without a room, and per
# loop; nothing when every call points down.
check_calls() {
    dir=$1
    edges "$dir" > "$TMP/edges"
    awk -v dir="$dir/" "$RANK"'
        FILENAME == ARGV[1] {
            f = $0; if (index(f, dir) == 1) f = substr(f, length(dir) + 1); sub(/\.o$/, "", f)
            rank(f)
            if (R_FR == "-") print f ": folder " R_FOLDER " is not a room (base board frontier search space view experiment grade)"
            else if (R_RR == "-") print f ": a file of search/ with no room (name it after one, or add its room here)"
            next
        }
        {
            from = $1; to = $2; sym = $3
            rank(from); ff = R_FOLDER; fr = R_FR; froom = R_ROOM; frr = R_RR
            rank(to)
            if (fr == "-" || R_FR == "-" || frr == "-" || R_RR == "-") next
            if (ff != R_FOLDER) {
                if (!(fr > R_FR)) print from " -> " to " (" sym "): " ff " may not call " R_FOLDER
            } else if (ff == "search" && froom == R_ROOM) {
                print from " -> " to " (" sym "): two files of the " froom " room call each other"
            } else if (ff == "search" && frr <= R_RR) {
                print from " -> " to " (" sym "): the " froom " room may not call the " R_ROOM " room"
            }
        }' "$TMP/objects.list" "$TMP/edges"
    loops "$TMP/edges"
}

# ---- the includes ----------------------------------------------------------------------------

# check_includes TREE: one line per local #include against the rooms (TREE is a src/).
check_includes() {
    tree=$1
    find "$tree" -type f | sort > "$TMP/tree.files"
    awk -v tree="$tree/" "$RANK"'
        function rel_of(path) { return index(path, tree) == 1 ? substr(path, length(tree) + 1) : path }
        { exists[rel_of($0)] = 1; if ($0 ~ /\.[ch]$/) sources[++n] = $0 }
        END { for (i = 1; i <= n; i++) check(sources[i]) }
        function check(file,    rel, from, from_rank, line, inc, rest, to, name, local_inc) {
            rel = rel_of(file)
            if (rel ~ /\/.*\//) { print rel ": too deep (src/ has one level of folders)"; return }
            if (rel !~ /\//) { print rel ": a source outside the rooms"; return }
            from = rel; sub(/\/.*/, "", from)
            rank(from "/x")
            if (R_FR == "-") { print rel ": folder " from " is not a room"; return }
            from_rank = R_FR
            local_inc = 0
            while ((getline line < file) > 0) {
                if (line ~ /^[ \t]*#[ \t]*include[ \t]*"[^.\/][^"]*"/) local_inc = 1
                if (!match(line, /^[ \t]*#[ \t]*include[ \t]*"[^"]*"/)) continue
                inc = substr(line, RSTART, RLENGTH); sub(/^[^"]*"/, "", inc); sub(/"$/, "", inc)
                if (inc == "puzzle8.h") continue
                if (inc ~ /^\.\.\/.*\//) {
                    rest = substr(inc, 4); to = rest; sub(/\/.*/, "", to)
                    name = rest; sub(/^[^\/]*\//, "", name)
                    if (name ~ /\//) { print rel ": \"" inc "\": a folder below a room"; continue }
                } else if (inc ~ /\//) { print rel ": \"" inc "\": not a room'"'"'s header"; continue }
                else { to = from; name = inc }
                if (!((to "/" name) in exists)) { print rel ": \"" inc "\": no such header"; continue }
                if (to == from) continue
                rank(to "/x")
                if (R_FR == "-" || from_rank <= R_FR)
                    print rel ": \"" inc "\": " from " may not include from " to
                else if (to == "search" && !(from == "space" && name == "result_path.h") &&
                         !((from == "view" || from == "grade") && name == "inspect.h"))
                    print rel ": \"" inc "\": search/ is reached from " from " only through " \
                        (from == "view" || from == "grade" ? "inspect.h" : "result_path.h")
            }
            close(file)
            # what space/ and view/ may read of search/ includes nothing of search/
            if ((rel == "search/inspect.h" || rel == "search/result_path.h") && local_inc)
                print rel ": includes a header of search/ (what it shows must not reach the search'"'"'s insides)"
        }' "$TMP/tree.files"
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
objdir=${P8_LIB_OBJDIR:-build/pic}
for s in $srcs; do
    o=$objdir/${s#src/}
    o=${o%.c}.o
    if [ ! -f "$o" ] || [ "$s" -nt "$o" ]; then objdir=; break; fi
done
if [ -n "$objdir" ]; then
    # a copy of the objects of today's sources (those of sources that are gone must not count)
    list=
    for s in $srcs; do o=${s#src/}; list="$list ${o%.c}.o"; done
    mkdir -p "$TMP/objects"
    # shellcheck disable=SC2086
    (cd "$objdir" && tar -cf - $list) | (cd "$TMP/objects" && tar -xf -) ||
        { echo "layers_test.sh: cannot copy the objects of $objdir"; exit 1; }
    echo "objects: $objdir (fresh)"
    objdir=$TMP/objects
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

# ---- tools/: the command's layers (tools/cli.h) -------------------------------------------------
# Every file of tools/ has a rank, and calls only files of a lower rank: the commands never call
# each other (what two share is a file below them), the helpers never call the dispatcher (a
# call's interrupt flag is in its context), nothing calls main. Read from the objects' symbols as
# for src/ (a table a command defines and another reads is a reference too); a loop is found
# as well.

# TRANK: the awk function trank(FILE) for a file of tools/ without .c/.o: its rank, or "-".
TRANK='
function trank(f) {
    if (f == "puzzle8") return 9
    if (f == "cli_main") return 8
    if (f ~ /^cmd_/ || f == "cli_usage" || f == "cli_reference") return 7
    if (f == "grade_report") return 6
    if (f == "grade_isolation") return 5
    if (f == "grade_run" || f == "grade_results_file") return 4
    if (f == "cli_run" || f == "cli_file" || f == "cli_table" || f == "grade_workdir") return 3
    if (f == "cli_util") return 2
    if (f == "cli_options" || f == "grade_sandbox" || f == "grade_supervisor") return 1
    if (f == "cli_out" || f == "cli_text" || f == "cli_interrupt") return 0
    return "-"
}'

# check_tools OBJDIR: one line per call that does not point to a lower rank, per file without a
# rank, and per loop.
check_tools() {
    edges "$1" > "$TMP/tedges"
    awk -v dir="$1/" "$TRANK"'
        FILENAME == ARGV[1] {
            f = $0; if (index(f, dir) == 1) f = substr(f, length(dir) + 1); sub(/\.o$/, "", f)
            if (trank(f) == "-") print f ": a file of tools/ with no rank (give it one in tools/cli.h and here)"
            next
        }
        {
            a = trank($1); b = trank($2)
            if (a == "-" || b == "-") next
            if (a + 0 <= b + 0)
                print $1 " -> " $2 " (" $3 "): rank " a " may not call rank " b (a == b ? " (a peer)" : "")
        }' "$TMP/objects.list" "$TMP/tedges"
    loops "$TMP/tedges"
}

# Self-test: small objects with one broken rule each, beside allowed calls.
tfake=$TMP/tfake
mkdir -p "$tfake"
tobj() { # tobj NAME CODE: compile CODE into $tfake/NAME.o
    printf '%s\n' "$2" > "$TMP/src.c"
    "$CC" -c -o "$tfake/$1.o" "$TMP/src.c" 2>"$TMP/cc.err" || { cat "$TMP/cc.err"; exit 1; }
}
tobj cli_out 'void t_out(void); void t_out(void) {}'
tobj cli_util 'void t_out(void); void t_dispatch(void);
void t_util(void); void t_util(void) { t_out(); t_dispatch(); }'
tobj cmd_a 'void t_util(void); extern int t_b; void t_a(void); void t_a(void) { t_util(); t_b++; }'
tobj cmd_b 'int t_b = 1;'
tobj cli_main 'void t_a(void); void t_dispatch(void); void t_dispatch(void) { t_a(); }'
tobj cli_mystery 'void t_mystery(void); void t_mystery(void) {}'
check_tools "$tfake" | sort > "$TMP/got"
sort > "$TMP/want" <<'EOF'
a loop of calls among: cli_main cli_util cmd_a
cli_mystery: a file of tools/ with no rank (give it one in tools/cli.h and here)
cli_util -> cli_main (t_dispatch): rank 2 may not call rank 8
cmd_a -> cmd_b (t_b): rank 7 may not call rank 7 (a peer)
EOF
if diff "$TMP/want" "$TMP/got" > "$TMP/out" 2>&1; then
    pass "tools: planted objects (a helper calling the dispatcher, a command reading another's data, a loop, a file with no rank): each found, and only those"
else
    fail "tools: planted objects (a helper calling the dispatcher, a command reading another's data, a loop, a file with no rank): each found, and only those"
fi

# The command's objects: make's ($P8_TOOL_OBJDIR, default build/tools) when each is fresher than
# its source and tools/cli.h, else compiled here.
tsrcs=$(find tools -name '*.c' | sort)
tobjdir=${P8_TOOL_OBJDIR:-build/tools}
for s in $tsrcs; do
    o=$tobjdir/$(basename "${s%.c}").o
    if [ ! -f "$o" ] || [ "$s" -nt "$o" ] || [ tools/cli.h -nt "$o" ]; then tobjdir=; break; fi
done
mkdir -p "$TMP/tobjects"
if [ -n "$tobjdir" ]; then
    for s in $tsrcs; do cp "$tobjdir/$(basename "${s%.c}").o" "$TMP/tobjects/"; done
    echo "tools objects: $tobjdir (fresh)"
else
    echo "tools objects: compiled here into a temporary directory ($CC -O2)"
    for s in $tsrcs; do
        "$CC" -std=c99 -O2 -Iinclude -Itools -D_POSIX_C_SOURCE=200809L -c \
            -o "$TMP/tobjects/$(basename "${s%.c}").o" "$s" || { echo "layers_test.sh: cannot compile $s"; exit 1; }
    done
fi
check_tools "$TMP/tobjects" > "$TMP/out"
n=$(wc -l < "$TMP/tedges" | tr -d ' ')
check_empty "tools: every one of the $n calls between files of tools/ points to a lower rank, no loop"

# The real objects with back-calls planted: a helper calling the dispatcher, and a command
# reading another command's table. Both must be found.
treal=$TMP/treal
cp -R "$TMP/tobjects" "$treal"
tplant() { # tplant FILE CODE: recompile tools/FILE.c with CODE appended, into the copy
    { cat "tools/$1.c"; printf '%s\n' "$2"; } > "$TMP/planted.c"
    "$CC" -std=c99 -O2 -Iinclude -Itools -D_POSIX_C_SOURCE=200809L -c -o "$treal/$1.o" \
        "$TMP/planted.c" 2>"$TMP/cc.err" || { cat "$TMP/cc.err"; exit 1; }
}
tplant cli_util 'int cli_planted(char **argv); int cli_planted(char **argv) { return p8_cli_main(1, argv, NULL, NULL, NULL); }'
tplant cmd_draw 'const char *cli_planted_summary(void); const char *cli_planted_summary(void) { return cli_solve.summary; }'
check_tools "$treal" | grep -v '^a loop' > "$TMP/got"
cat > "$TMP/want" <<'EOF'
cli_util -> cli_main (p8_cli_main): rank 2 may not call rank 8
cmd_draw -> cmd_solve (cli_solve): rank 7 may not call rank 7 (a peer)
EOF
if diff "$TMP/want" "$TMP/got" > "$TMP/out" 2>&1; then
    pass "tools: the real objects with two planted back-calls: both found, and only those"
else
    fail "tools: the real objects with two planted back-calls: both found, and only those"
fi

for layer in base board frontier search space view experiment grade; do
    n=$(find "src/$layer" -name '*.c' 2>/dev/null | wc -l | tr -d ' ')
    : > "$TMP/out"
    if [ "$n" -gt 0 ]; then pass "src/$layer/ holds $n sources"
    else echo "src/$layer/ is missing or empty" > "$TMP/out"; fail "src/$layer/ holds sources"; fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
