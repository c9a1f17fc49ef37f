# SPDX-License-Identifier: MIT
"""cffi reads the generated puzzle8_ffi.h as it is and solves a board through it, with a Python
heuristic and event callback. Usage: cffi_solve.py FFI_HEADER LIBRARY. Prints one line per check
and exits non-zero if any failed (test/ffi_test.sh counts it)."""
import sys

import cffi

header, library = sys.argv[1], sys.argv[2]
ffi = cffi.FFI()
ffi.cdef(open(header).read())          # the generated text, untouched
lib = ffi.dlopen(library)
failed = 0


def check(label, ok):
    global failed
    print(("ok   " if ok else "FAIL ") + label)
    failed += not ok


check("constants are there: P8_EINVAL=%d P8_NUM_REACHABLE=%d P8_H_DEFAULT=%d"
      % (lib.P8_EINVAL, lib.P8_NUM_REACHABLE, lib.P8_H_DEFAULT),
      (lib.P8_EINVAL, lib.P8_NUM_REACHABLE, lib.P8_H_DEFAULT, lib.P8_EVENT_ALL) == (-1, 181440, -1, 15))
check("p8_version() == P8_VERSION_HEX (0x%06x)" % lib.P8_VERSION_HEX, lib.p8_version() == lib.P8_VERSION_HEX)
check("p8_version_string() is %s" % ffi.string(lib.p8_version_string()).decode(),
      ffi.string(lib.p8_version_string()).decode()
      == "%d.%d.%d" % (lib.P8_VERSION_MAJOR, lib.P8_VERSION_MINOR, lib.P8_VERSION_PATCH))

board = ffi.new("p8_board **")
why = ffi.new("char[200]")
check("p8_board_parse", lib.p8_board_parse(b"8 0 6 / 5 4 7 / 2 3 1", board, why, 200) == lib.P8_OK)
start = board[0]
calls = {"h": 0, "expand": 0}


@ffi.callback("p8_heuristic_fn")
def manhattan(state, goal, user_data):
    calls["h"] += 1
    where = {goal[i]: i for i in range(9)}
    return sum(abs(i // 3 - where[state[i]] // 3) + abs(i % 3 - where[state[i]] % 3)
               for i in range(9) if state[i])


@ffi.callback("p8_event_fn")
def on_event(event, state, g, h, user_data):
    calls["expand"] += event == lib.P8_EVENT_EXPAND
    return 0


def run(search):
    out = ffi.new("p8_result **")
    rc = lib.p8_search_run(search, start, ffi.NULL, out)
    fields = ffi.new("uint64_t[32]")
    n = lib.p8_result_fields(out[0], fields, 32)
    moves = ffi.new("char[64]")
    lib.p8_result_moves_string(out[0], moves, 64)
    got = (rc, list(fields[0:n]), ffi.string(moves).decode())
    lib.p8_result_free(out[0])
    return got


sp = ffi.new("p8_search **")
check("p8_search_new", lib.p8_search_new(sp) == lib.P8_OK)
s = sp[0]
check("set the Python heuristic", lib.p8_search_set_heuristic_fn(s, manhattan, ffi.NULL) == lib.P8_OK)
check("set the event callback", lib.p8_search_set_event_fn(
    s, on_event, 1 << lib.P8_EVENT_EXPAND, ffi.NULL) == lib.P8_OK)
rc, fields, moves = run(s)
S = lib.P8_RESULT_FIELD_STATS
print("     solved with a Python heuristic: %d moves %s, %d expanded, %d heuristic calls"
      % (fields[lib.P8_RESULT_FIELD_LENGTH], moves, fields[S + lib.P8_STAT_EXPANDED], calls["h"]))
check("the run solved it (status %d)" % rc, rc == lib.P8_OK and fields[lib.P8_RESULT_FIELD_SOLVED] == 1)
check("the event callback saw every expansion (%d)" % calls["expand"],
      calls["expand"] == fields[S + lib.P8_STAT_EXPANDED] > 0)
check("moves string has the result's length", len(moves) == fields[lib.P8_RESULT_FIELD_LENGTH])

# The same search with the built-in Manhattan heuristic: same values, so the same run.
lib.p8_search_set_event_fn(s, ffi.NULL, 0, ffi.NULL)
lib.p8_search_set_heuristic(s, lib.P8_H_MANHATTAN)
rc2, fields2, moves2 = run(s)
same = [i for i in range(len(fields)) if i != S + lib.P8_STAT_ELAPSED_NS]
check("Python Manhattan == built-in Manhattan: moves and every count",
      rc2 == rc and moves2 == moves and [fields[i] for i in same] == [fields2[i] for i in same])

# A negative status that comes with a result.
lib.p8_search_set_limit(s, lib.P8_LIMIT_EXPANSIONS, 5)
rc3, fields3, _ = run(s)
check("P8_ELIMIT comes with a result: p8_status_has_result(%d) == 1, status field %d"
      % (rc3, ffi.cast("int64_t", fields3[0])),
      rc3 == lib.P8_ELIMIT and lib.p8_status_has_result(rc3) == 1
      and ffi.cast("int64_t", fields3[lib.P8_RESULT_FIELD_STATUS]) == lib.P8_ELIMIT)
lib.p8_search_free(s)
lib.p8_board_free(start)
sys.exit(1 if failed else 0)
