-- SPDX-License-Identifier: MIT
-- LuaJIT's ffi.cdef reads the generated puzzle8_ffi.h as it is and solves a board through it with
-- a Lua heuristic. Usage: luajit luajit_solve.lua FFI_HEADER LIBRARY. Exits non-zero on failure.
local ffi = require("ffi")
local f = assert(io.open(arg[1]))
ffi.cdef(f:read("*a"))
f:close()
local C = ffi.load(arg[2])
local failed = 0
local function check(label, ok)
  print((ok and "ok   " or "FAIL ") .. label)
  if not ok then failed = failed + 1 end
end

check("constants: P8_EINVAL, P8_NUM_REACHABLE, P8_VERSION_HEX",
      C.P8_EINVAL == -1 and C.P8_NUM_REACHABLE == 181440 and C.p8_version() == C.P8_VERSION_HEX)
local bp = ffi.new("p8_board *[1]")
check("p8_board_parse", C.p8_board_parse("806547231", bp, nil, 0) == C.P8_OK)
local calls = 0
local h = ffi.cast("p8_heuristic_fn", function(state, goal, ud)
  calls = calls + 1
  local where, sum = {}, 0
  for i = 0, 8 do where[goal[i]] = i end
  for i = 0, 8 do
    if state[i] ~= 0 then
      local w = where[state[i]]
      sum = sum + math.abs(math.floor(i / 3) - math.floor(w / 3)) + math.abs(i % 3 - w % 3)
    end
  end
  return sum
end)
local sp = ffi.new("p8_search *[1]")
check("p8_search_new", C.p8_search_new(sp) == C.P8_OK)
check("set the Lua heuristic", C.p8_search_set_heuristic_fn(sp[0], h, nil) == C.P8_OK)
local rp = ffi.new("p8_result *[1]")
local rc = C.p8_search_run(sp[0], bp[0], nil, rp)
local fields = ffi.new("uint64_t[32]")
local n = C.p8_result_fields(rp[0], fields, 32)
local moves = ffi.new("char[64]")
C.p8_result_moves_string(rp[0], moves, 64)
print(string.format("     solved with a Lua heuristic: %d moves %s, %d expanded, %d heuristic calls",
      tonumber(fields[C.P8_RESULT_FIELD_LENGTH]), ffi.string(moves),
      tonumber(fields[C.P8_RESULT_FIELD_STATS + C.P8_STAT_EXPANDED]), calls))
local ref = ffi.new("p8_result *[1]")
C.p8_solve(bp[0], nil, C.P8_ALG_ASTAR, C.P8_H_MANHATTAN, ref)
local refmoves = ffi.new("char[64]")
C.p8_result_moves_string(ref[0], refmoves, 64)
check("solved, same moves and expansions as the built-in Manhattan",
      rc == C.P8_OK and tonumber(n) >= 10 and ffi.string(moves) == ffi.string(refmoves)
      and fields[C.P8_RESULT_FIELD_STATS + C.P8_STAT_EXPANDED] == C.p8_result_expanded(ref[0]))
C.p8_result_free(rp[0])
C.p8_result_free(ref[0])
C.p8_search_free(sp[0])
C.p8_board_free(bp[0])
h:free()
os.exit(failed == 0 and 0 or 1)
