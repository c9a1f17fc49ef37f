#!/bin/sh
# SPDX-License-Identifier: MIT
# js_browser_test.sh - the JavaScript binding in a browser: serve bindings/js on 127.0.0.1 (a
# port the system picks), load bindings/js/test/browser/index.html in headless Chromium, and
# compare what the page computed (puzzle8.wasm fetched, solved with the built-in and with a
# JavaScript heuristic, a random board) with the C tool $PUZZLE8_BIN. Chromium runs with virtual
# time (so --dump-dom waits for the module's top-level await), which stops the clock during a
# run: the clock is tested under Node (js_test.sh), with the same lib.js. Exits 77 (SKIP) without chromium, python3 or node (js_test.sh builds the wasm).
# The tree is $P8_ROOT or this script's parent. Last line: "N passed, N failed".
set -u
ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 1
MAKE=${MAKE:-make}
CHROMIUM=${CHROMIUM:-chromium}
PYTHON=${PYTHON:-python3}
CLI=${PUZZLE8_BIN:-$ROOT/bin/puzzle8}
for tool in "$CHROMIUM" "$PYTHON"; do
    command -v "$tool" > /dev/null 2>&1 || { echo "skipped: $tool is not installed"; exit 77; }
done
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-browser.XXXXXX") || exit 1
server=
trap '[ -n "$server" ] && kill "$server" 2> /dev/null; rm -rf "$TMP"' EXIT INT TERM
$MAKE --no-print-directory wasm > "$TMP/make.log" 2>&1 || { cat "$TMP/make.log"; echo "skipped: make wasm failed"; exit 77; }

# A static server on 127.0.0.1, port chosen by the system, stopped at exit.
"$PYTHON" -c 'import functools, http.server, sys
h = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
h.log_message = lambda *a: None
s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), h)
print(s.server_address[1], flush=True)
s.timeout = 1
import time; end = time.time() + 120
while time.time() < end: s.handle_request()' bindings/js > "$TMP/port" 2> "$TMP/server.log" &
server=$!
# (Up to 30 s: a python3 start on a loaded machine took more than the 5 s this waited.)
i=0
while [ ! -s "$TMP/port" ] && [ "$i" -lt 60 ]; do sleep 0.5; i=$((i + 1)); done
port=$(head -n 1 "$TMP/port")
[ -n "$port" ] || { cat "$TMP/server.log"; echo "0 passed, 1 failed"; exit 1; }
url="http://127.0.0.1:$port/test/browser/index.html"
# The page says "loading" until its module has run. On a loaded machine (make check's other
# jobs, CI's other lane) the page was dumped still loading now and then: then it is loaded again
# with a longer budget of virtual time, up to three times, and the log says so.
for budget in 10000 30000 60000; do
    timeout 90 "$CHROMIUM" --headless --no-sandbox --disable-gpu --virtual-time-budget=$budget \
        --dump-dom "$url" > "$TMP/dom" 2> "$TMP/chromium.log"
    json=$(sed -n 's|.*<pre id="out">\([^<]*\)</pre>.*|\1|p' "$TMP/dom" | sed 's/&quot;/"/g')
    [ "$json" = loading ] || break
    echo "note: the page was still loading after $budget ms of virtual time"
done
echo "page: $json"
[ "$json" = loading ] && tail -n 20 "$TMP/chromium.log"
ref_moves=$("$CLI" solve 806547231 | sed -n 's/^moves: *//p')
ref_expanded=$("$CLI" solve 806547231 | sed -n 's/^expanded: *//p')
ref_random=$("$CLI" random --seed 42 --format compact)
"$PYTHON" -c 'import json, sys
raw = sys.argv[1]
page = json.loads(raw) if raw.startswith("{") else {"error": "no result on the page: %r" % raw}
moves, expanded, random42 = sys.argv[2], int(sys.argv[3]), sys.argv[4]
checks = [
    ("the page loaded puzzle8.wasm and ran (no error)", "error" not in page),
    ("solve(): the C tool'"'"'s moves and expansions", page.get("moves") == moves and page.get("expanded") == expanded),
    ("a JavaScript heuristic: the same run", page.get("jsMoves") == moves and page.get("jsExpanded") == expanded),
    ("Board.random(42) is the C tool'"'"'s board", page.get("random42") == random42),
]
for label, ok in checks:
    print(("ok   " if ok else "FAIL ") + label)
failed = sum(not ok for _, ok in checks)
print("%d passed, %d failed" % (len(checks) - failed, failed))
sys.exit(1 if failed else 0)' "$json" "$ref_moves" "$ref_expanded" "$ref_random"
