# SPDX-License-Identifier: MIT
# node_support.sh - the shared start of the Node-driven tests (js_test.sh, web_test.sh), sourced
# from the tree's root after the caller sets REQUIRE (1: a missing tool fails instead of
# skipping) and LOG_NAME. Sets MAKE, NODE and LOG (a temporary file, removed on exit), defines
# missing MESSAGE (exit 77, SKIP; or "0 passed, 1 failed" and exit 1 when REQUIRE=1), and
# checks that node 20 or newer is there.
MAKE=${MAKE:-make}
NODE=${NODE:-node}
LOG=$(mktemp "${TMPDIR:-/tmp}/$LOG_NAME.XXXXXX") || exit 1
trap 'rm -f "$LOG"' EXIT INT TERM

missing() {
    if [ "$REQUIRE" = 1 ]; then
        echo "FAIL $1"
        echo "0 passed, 1 failed"
        exit 1
    fi
    echo "skipped: $1"
    exit 77
}

command -v "$NODE" > /dev/null 2>&1 || missing "$NODE is not installed"
major=$("$NODE" -p 'process.versions.node.split(".")[0]' 2> /dev/null)
[ "${major:-0}" -ge 20 ] || missing "node $("$NODE" --version) is older than 20"
