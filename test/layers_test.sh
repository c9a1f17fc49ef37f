#!/bin/sh
# SPDX-License-Identifier: MIT
# layers_test.sh - the sources' folders are layers whose dependencies point one way
# (view -> search/space -> board; src/p8_internal.h and src/*.c under all of them): every local
# #include of every file under src/ must be an allowed edge below. A self-test first shows that
# the check fails on a tree that breaks each rule. The tree is $P8_ROOT or this script's parent
# directory. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-layers.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT INT TERM

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     /' "$TMP/out"; }

# allowed FROM TO NAME: may a file in folder FROM ("." for src/ itself) include header NAME of
# folder TO? Its own folder and src/ always; view may use search and space; space may use only
# the one header search keeps for it. Nothing outside view includes view.
allowed() {
    [ "$1" = "$2" ] && return 0
    [ "$2" = "." ] && return 0
    [ "$1" = view ] && { [ "$2" = search ] || [ "$2" = space ]; } && return 0
    [ "$1" = space ] && [ "$2" = search ] && [ "$3" = result_path.h ] && return 0
    return 1
}

# check TREE: print one line per forbidden or unknown include under TREE (a src/ folder);
# nothing when every include is allowed.
check() {
    tree=$1
    find "$tree" -name '*.[ch]' | sort | while IFS= read -r file; do
        rel=${file#"$tree"/}
        case $rel in
            */*/*) echo "$rel: too deep (src/ has one level of folders)"; continue ;;
            */*) from=${rel%%/*} ;;
            *) from=. ;;
        esac
        case $from in
            .|board|search|space|view) ;;
            *) echo "$rel: folder $from is not a layer (board, search, space, view)"; continue ;;
        esac
        sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
        while IFS= read -r inc; do
            [ "$inc" = puzzle8.h ] && continue
            case $inc in
                ../*/*) to=${inc#../}; to=${to%%/*}; name=${inc##*/} ;;
                ../*) to=.; name=${inc#../} ;;
                */*) echo "$rel: \"$inc\": a folder below, not a layer's header"; continue ;;
                *) to=$from; name=$inc ;;
            esac
            if [ "$to" = . ]; then target=$tree/$name; else target=$tree/$to/$name; fi
            if [ "$from" = . ] && [ "$to" != . ]; then
                echo "$rel: \"$inc\": src/ itself reaches into a layer"
            elif [ ! -f "$target" ]; then
                echo "$rel: \"$inc\": no such header"
            elif ! allowed "$from" "$to" "$name"; then
                echo "$rel: \"$inc\": $from may not depend on $to"
            fi
        done
    done
}

# The self-test: a small tree with one file per rule broken, and one allowed of each kind.
bad=$TMP/bad
mkdir -p "$bad/board" "$bad/search" "$bad/space" "$bad/view" "$bad/extra"
echo '#include "puzzle8.h"' > "$bad/p8_internal.h"
: > "$bad/search/search_internal.h"
: > "$bad/search/result_path.h"
: > "$bad/space/space_internal.h"
: > "$bad/view/view_internal.h"
printf '#include "../p8_internal.h"\n#include "../search/search_internal.h"\n' > "$bad/board/up.c"
printf '#include "../view/view_internal.h"\n' > "$bad/search/up.c"
printf '#include "../search/search_internal.h"\n#include "../search/result_path.h"\n' > "$bad/space/side.c"
printf '#include "../search/search_internal.h"\n#include "../space/space_internal.h"\n' > "$bad/view/ok.c"
printf '#include "board/x.h"\n' > "$bad/top.c"
: > "$bad/extra/x.c"
check "$bad" > "$TMP/got"
cat > "$TMP/want" <<'EOF'
board/up.c: "../search/search_internal.h": board may not depend on search
extra/x.c: folder extra is not a layer (board, search, space, view)
search/up.c: "../view/view_internal.h": search may not depend on view
space/side.c: "../search/search_internal.h": space may not depend on search
top.c: "board/x.h": a folder below, not a layer's header
EOF
sort "$TMP/got" > "$TMP/got.sorted"
if diff "$TMP/want" "$TMP/got.sorted" > "$TMP/out" 2>&1; then
    pass "the check finds each broken rule of a bad tree, and only those (5)"
else
    fail "the check finds each broken rule of a bad tree, and only those (5)"
fi

# The real tree.
check src > "$TMP/out"
files=$(find src -name '*.[ch]' | wc -l | tr -d ' ')
if [ -s "$TMP/out" ]; then fail "src/: every include of its $files files follows the layers"
else pass "src/: every include of its $files files follows the layers"; fi
for layer in board search space view; do
    n=$(find "src/$layer" -name '*.c' 2>/dev/null | wc -l | tr -d ' ')
    : > "$TMP/out"
    if [ "$n" -gt 0 ]; then pass "src/$layer/ holds $n sources"
    else echo "src/$layer/ is missing or empty" > "$TMP/out"; fail "src/$layer/ holds sources"; fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
