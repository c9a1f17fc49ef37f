# SPDX-License-Identifier: MIT
"""The state space as objects: Table (exact distances to one goal), check_heuristic(),
dominance() and graph() (the whole state graph streamed to a file object).

    >>> t = puzzle8.Table()                      # 1 2 3 4 5 6 7 8 0, built in a few ms
    >>> t.histogram()[:6], t.max_distance, round(t.mean, 2)
    ([1, 2, 4, 8, 16, 20], 31, 21.97)
    >>> t.distance("8 6 7 2 5 4 3 0 1"), t.count_solutions("8 6 7 2 5 4 3 0 1")
    (31, 40)
    >>> puzzle8.check_heuristic("manhattan").verdict.splitlines()[0]
    'admissible and consistent.'

See docs/python.md ("The whole state space"). The C functions are declared here, not in _lib.
"""
from __future__ import annotations

import ctypes
import operator
from typing import IO, TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple, Union
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint, c_uint8, c_uint32, c_uint64, c_void_p

from . import _lib as _c
from ._lib import lib, text
from ._callbacks import HeuristicLike
from .board import Board, BoardLike, as_board, goal_handle
from .errors import InvalidArgumentError, check
from .pdb import PatternDatabase, pdb_for
from .result import Result

__all__ = ["Table", "HeuristicCheck", "check_heuristic", "dominance", "graph", "GRAPH_FORMATS",
           "CHECK_NAMES", "DOMINANCE_NAMES"]

HeuristicArg = HeuristicLike

PathFn: Any = ctypes.CFUNCTYPE(c_int, _c.TilesPtr, POINTER(c_uint8), c_size_t, c_void_p)
WriteFn: Any = ctypes.CFUNCTYPE(c_int, POINTER(ctypes.c_char), c_size_t, c_void_p)
_U64Array: Any = POINTER(c_uint64)
_H, _Out = _c.Handle, _c.HandleOut

_PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    "p8_table_build": (c_int, [_H, _Out]),
    "p8_table_free": (None, [_H]),
    "p8_table_goal": (c_int, [_H, _c.Tiles]),
    "p8_table_stat": (c_uint64, [_H, c_int]),
    "p8_table_histogram": (c_int, [_H, _U64Array, c_size_t]),
    "p8_table_distance": (c_int, [_H, _H]),
    "p8_table_distance_rank": (c_int, [_H, c_uint32]),
    "p8_table_optimal_moves": (c_int, [_H, _H]),
    "p8_table_count_solutions": (c_int, [_H, _H, _U64Array]),
    "p8_table_list_solutions": (c_int, [_H, _H, PathFn, c_void_p]),
    "p8_table_random_board": (c_int, [_H, c_uint, c_uint64, _Out]),
    "p8_table_random_board_why": (c_int, [_H, c_uint64, c_char_p, _c.Trusted(c_size_t)]),
    "p8_table_solve": (c_int, [_H, _H, _Out]),
    "p8_table_solve_all": (c_int, [_H, PathFn, c_void_p]),
    "p8_graph_format_name": (c_char_p, [c_int]),
    "p8_graph_component": (c_int, [c_uint32]),
    "p8_graph_neighbors": (c_int, [c_uint32, POINTER(c_uint32)]),
    "p8_graph_write": (c_int, [c_int, c_uint, _H, WriteFn, c_void_p]),
    "p8_heuristic_check_name": (c_char_p, [c_int]),
    "p8_heuristic_dominance_name": (c_char_p, [c_int]),
    "p8_heuristic_check": (c_int, [c_int, _H, _H, _U64Array, c_size_t]),
    "p8_heuristic_check_fn": (c_int, [_c.HeuristicFn, c_void_p, _H, _H, _U64Array, c_size_t]),
    "p8_heuristic_check_verdict": (c_size_t, [_U64Array, c_size_t, c_char_p, c_size_t]),
    "p8_heuristic_dominance": (c_int, [_c.HeuristicFn, c_void_p, _c.HeuristicFn, c_void_p, _H,
                                       _U64Array, c_size_t]),
    "p8_heuristic_callback": (_c.HeuristicFn, [c_int]),
}


class _Space:
    """The C functions of this module, declared on the loaded library."""

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...


_f = _Space()
for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    _fn: Any
    try:
        _fn = getattr(lib.dll, _name)
    except AttributeError:
        _fn = _c._Missing(_name, lib.path)
    else:
        _fn = _c.bind(_fn, _name, _restype, _argtypes)
    setattr(_f, _name, _fn)


def _names(fn: Callable[[int], Optional[bytes]]) -> Tuple[str, ...]:
    out: List[str] = []
    while True:
        name = fn(len(out))
        if name is None:
            return tuple(out)
        out.append(text(name))


#: p8_graph_format_name(0..): "csv", "csv-nodes", "graphml", "dot".
GRAPH_FORMATS = _names(_f.p8_graph_format_name)
#: The findings of check_heuristic, by index (p8_heuristic_check_name).
CHECK_NAMES = _names(_f.p8_heuristic_check_name)
#: The findings of dominance, by index (p8_heuristic_dominance_name).
DOMINANCE_NAMES = _names(_f.p8_heuristic_dominance_name)
_NO_RANK = 362880  # P8_NO_RANK (= P8_NUM_PERMUTATIONS)
_TABLE_STATES, _TABLE_MAX, _TABLE_SUM, _TABLE_BYTES, _TABLE_BUILD_NS = range(5)


def _moves_text(moves: Any, length: int) -> str:
    return "".join(_c.MOVE_LETTERS[moves[i]] for i in range(length))


class Table:
    """The exact distance to `goal` (default 1 2 3 4 5 6 7 8 0) of every board that reaches it:
    a p8_table, built once (a few milliseconds, 181 KB), immutable, usable from any thread.
    Boards may be given as anything Board() accepts.
    """

    __slots__ = ("_h", "_goal", "__weakref__")
    _h: Optional[int]
    _goal: Board

    def __init__(self, goal: Optional[BoardLike] = None) -> None:
        g, gh = goal_handle(goal)
        out = ctypes.c_void_p()
        check(_f.p8_table_build(gh, ctypes.byref(out)))
        self._h = out.value
        tiles = _c.Tiles()
        _f.p8_table_goal(self._h, tiles)
        self._goal = Board._from_valid_tiles(tiles)

    def __del__(self, _free: Callable[[int], None] = _f.p8_table_free) -> None:
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    @property
    def goal(self) -> Board:
        """The goal Board."""
        return self._goal

    @property
    def states(self) -> int:
        """Boards in the table: 181440."""
        return int(_f.p8_table_stat(self._h, _TABLE_STATES))

    @property
    def max_distance(self) -> int:
        """The largest distance (31 for the default goal, 30 when the goal's blank is central)."""
        return int(_f.p8_table_stat(self._h, _TABLE_MAX))

    @property
    def mean(self) -> float:
        """The mean distance over all boards (21.97 for the default goal)."""
        return int(_f.p8_table_stat(self._h, _TABLE_SUM)) / self.states

    @property
    def nbytes(self) -> int:
        """Bytes the C table holds."""
        return int(_f.p8_table_stat(self._h, _TABLE_BYTES))

    @property
    def build_ms(self) -> float:
        """How long the build took, in milliseconds."""
        return int(_f.p8_table_stat(self._h, _TABLE_BUILD_NS)) / 1e6

    def histogram(self) -> List[int]:
        """[number of boards at distance d for d in 0 .. max_distance]."""
        counts = (c_uint64 * 32)()
        top = check(_f.p8_table_histogram(self._h, counts, 32))
        return list(counts[:top + 1])

    def distance(self, board: BoardLike) -> int:
        """The exact number of moves from board to the goal; UnsolvableError if it cannot reach it."""
        b = as_board(board)
        return check(_f.p8_table_distance(self._h, b._h), "the board cannot reach this goal")

    def distance_of_rank(self, rank: int) -> int:
        """distance() of the board of Lehmer rank `rank`."""
        rank = operator.index(rank)
        if not 0 <= rank < 362880:
            raise InvalidArgumentError("invalid argument: rank %d is out of range (0..362879)" % rank)
        return check(_f.p8_table_distance_rank(self._h, rank), "the board cannot reach this goal")

    def optimal_moves(self, board: BoardLike) -> str:
        """The moves that start an optimal solution, as letters in the order U D L R ("" at the goal)."""
        b = as_board(board)
        mask = check(_f.p8_table_optimal_moves(self._h, b._h), "the board cannot reach this goal")
        return "".join(m for i, m in enumerate(_c.MOVE_LETTERS) if mask >> i & 1)

    def count_solutions(self, board: BoardLike) -> int:
        """The number of distinct optimal solutions from board."""
        b = as_board(board)
        n = c_uint64()
        check(_f.p8_table_count_solutions(self._h, b._h, ctypes.byref(n)),
              "the board cannot reach this goal")
        return int(n.value)

    def solutions(self, board: BoardLike, limit: Optional[int] = None) -> List[str]:
        """The optimal solutions from board as move strings, in lexicographic order of the moves
        (U < D < L < R); at most `limit` of them (None: all)."""
        b = as_board(board)
        found: List[str] = []

        def each(start: Any, moves: Any, length: int, _ud: Any) -> int:
            found.append(_moves_text(moves, length))
            return 1 if limit is not None and len(found) >= limit else 0
        if limit is not None and operator.index(limit) <= 0:
            return []
        rc = _f.p8_table_list_solutions(self._h, b._h, PathFn(each), None)
        check(rc, "the board cannot reach this goal")
        return found

    def random_board(self, distance: int, seed: int) -> Board:
        """A board drawn uniformly among those exactly `distance` moves from the goal, from a
        64-bit seed (the same board as `puzzle8 random --distance D --seed S` and the C library)."""
        distance = operator.index(distance)
        why = ctypes.create_string_buffer(120)
        if 0 <= distance < 2 ** 64 and _f.p8_table_random_board_why(self._h, distance, why, 120) == 0:
            raise InvalidArgumentError("invalid argument: %s" % text(why.value))   # the C sentence
        out = ctypes.c_void_p()
        check(_f.p8_table_random_board(self._h, distance, seed, ctypes.byref(out)))
        return Board._from_out(out)

    def solve(self, board: BoardLike) -> Result:
        """An optimal solution by walking down the table: a Result (algorithm "table")."""
        b = as_board(board)
        out = ctypes.c_void_p()
        check(_f.p8_table_solve(self._h, b._h, ctypes.byref(out)), "the board cannot reach this goal")
        return Result(out.value, "table")

    def solve_all(self, fn: Callable[[Tuple[int, ...], str], Any]) -> int:
        """Call fn(start_tiles, moves) for every board that reaches the goal, in increasing
        Lehmer rank (moves: the path solve() returns, as letters). A truthy return stops;
        an exception stops and propagates. Returns the number of boards visited."""
        state: Dict[str, Any] = {"n": 0, "exc": None}

        def each(start: Any, moves: Any, length: int, _ud: Any) -> int:
            state["n"] += 1
            try:
                return 1 if fn(tuple(start[:9]), _moves_text(moves, length)) else 0
            except BaseException as e:                    # noqa: B902 - re-raised below
                state["exc"] = e
                return 1
        rc = _f.p8_table_solve_all(self._h, PathFn(each), None)
        if state["exc"] is not None:
            raise state["exc"]
        check(rc)
        return int(state["n"])

    def heuristic(self, state: Tuple[int, ...], goal: Tuple[int, ...]) -> int:
        """The perfect heuristic as a Python callable h(state, goal) for Search(heuristic=...):
        the exact distance (0 for another goal or a board that cannot reach it)."""
        if tuple(goal) != self._goal.tiles:
            return 0
        b = Board._from_valid_tiles(state)     # kept alive across the call
        rc = int(_f.p8_table_distance(self._h, b._h))
        return rc if rc >= 0 else 0

    def check(self, heuristic: HeuristicArg) -> HeuristicCheck:
        """check_heuristic(heuristic) against this table."""
        return check_heuristic(heuristic, table=self)

    def __repr__(self) -> str:
        return "<Table goal=%s max_distance=%d>" % (self._goal.compact(), self.max_distance)


class HeuristicCheck:
    """The findings of a heuristic check: .findings (a dict by name, see CHECK_NAMES), attribute
    access by the same names (admissible and consistent as bools), mean_h, mean_distance, the
    boards of the worst cases (worst_board, jump_from_board, jump_to_board: Board or None) and
    .verdict, the C library's sentences (the same as `puzzle8 check-heuristic`)."""

    def __init__(self, values: List[int], verdict: str) -> None:
        self.findings: Dict[str, int] = dict(zip(CHECK_NAMES, values))
        self.verdict = verdict

    def __getattr__(self, name: str) -> Any:
        findings = self.__dict__.get("findings", {})
        if name in findings:
            v = findings[name]
            return bool(v) if name in ("admissible", "consistent") else v
        raise AttributeError(name)

    def _board(self, name: str) -> Optional[Board]:
        r = self.findings[name]
        return None if r == _NO_RANK else Board.from_rank(r)

    @property
    def mean_h(self) -> float:
        return self.findings["sum_h"] / self.findings["states"]

    @property
    def mean_distance(self) -> float:
        return self.findings["sum_distance"] / self.findings["states"]

    @property
    def worst_board(self) -> Optional[Board]:
        return self._board("worst_rank")

    @property
    def jump_from_board(self) -> Optional[Board]:
        return self._board("jump_from_rank")

    @property
    def jump_to_board(self) -> Optional[Board]:
        return self._board("jump_to_rank")

    def __str__(self) -> str:
        return self.verdict

    def __repr__(self) -> str:
        return "<HeuristicCheck admissible=%s consistent=%s>" % (self.admissible, self.consistent)


def _python_heuristic(fn: Callable[[Tuple[int, ...], Tuple[int, ...]], int],
                      failed: List[BaseException]) -> Any:
    def h(state: Any, goal: Any, _ud: Any) -> int:
        if failed:
            return 0
        try:
            value = operator.index(fn(tuple(state[:9]), tuple(goal[:9])))
            if not 0 <= value < 2 ** 32:
                raise ValueError("heuristic returned %d, expected 0 .. 2**32-1" % value)
            return value
        except BaseException as e:                        # noqa: B902 - re-raised by the caller
            failed.append(e)
            return 0
    return _c.HeuristicFn(h)


def _builtin_number(name: Union[str, int]) -> int:
    if isinstance(name, str):
        try:
            return _c.HEURISTICS[name.lower()]
        except KeyError:
            raise InvalidArgumentError("invalid argument: unknown heuristic %s (one of %s)"
                                       % (_c.quote(name), ", ".join(_c.HEURISTICS))) from None
    return operator.index(name)


def _heuristic_fn(h: HeuristicArg, failed: List[BaseException],
                  goal: Optional[Board]) -> Tuple[Any, Any, Any]:
    """(ctypes heuristic, user_data, object to keep alive) for a built-in name/number, a
    PatternDatabase or its text form "pdb:..." (built for goal), or a Python callable."""
    h = pdb_for(h, goal)
    if isinstance(h, PatternDatabase):
        fn, ud = h._c_heuristic()
        return fn, ud, h
    if callable(h):
        return _python_heuristic(h, failed), None, None
    n = _builtin_number(h)
    fn = _f.p8_heuristic_callback(n)              # NULL (a false pointer) out of range
    if not fn:
        raise InvalidArgumentError("invalid argument: heuristic %d is out of range (0..%d)"
                                   % (n, len(_c.HEURISTICS) - 1))
    return fn, None, None


def check_heuristic(heuristic: HeuristicArg, goal: Optional[BoardLike] = None,
                    table: Optional[Table] = None) -> HeuristicCheck:
    """Check `heuristic` (a built-in name such as "manhattan", its number, a PatternDatabase or
    its text form "pdb:1234/5678" (built for the goal), or a Python callable
    h(state_tuple, goal_tuple) -> int) against the exact distance of every board that reaches
    goal (default 1 2 3 4 5 6 7 8 0), or against `table` (a Table). Returns a HeuristicCheck.
    An exception raised by the callable is re-raised once the check has ended."""
    g, gh = goal_handle(goal)
    th = table._h if table is not None else None
    n = len(CHECK_NAMES)
    out = (c_uint64 * n)()
    failed: List[BaseException] = []
    heuristic = pdb_for(heuristic, g if g is not None or table is None else table.goal)
    if isinstance(heuristic, PatternDatabase):
        fn, ud = heuristic._c_heuristic()
        rc = _f.p8_heuristic_check_fn(fn, ud, gh, th, out, n)
    elif callable(heuristic):
        fn = _python_heuristic(heuristic, failed)
        rc = _f.p8_heuristic_check_fn(fn, None, gh, th, out, n)
    else:
        rc = _f.p8_heuristic_check(_builtin_number(heuristic), gh, th, out, n)
    if failed:
        raise failed[0]
    check(rc, "goal is not the table's goal" if table is not None and goal is not None else "")
    size = _f.p8_heuristic_check_verdict(out, n, None, 0)
    buf = ctypes.create_string_buffer(size + 1)
    _f.p8_heuristic_check_verdict(out, n, buf, size + 1)
    return HeuristicCheck(list(out), text(buf.value))


def dominance(a: HeuristicArg, b: HeuristicArg,
              goal: Optional[BoardLike] = None) -> Dict[str, Optional[int]]:
    """Compare heuristics a and b (names, numbers, pattern databases or Python callables) on
    every board that reaches goal: a dict by DOMINANCE_NAMES (states, a_above, b_above, equal,
    a_dominates, b_dominates, a_above_rank, b_above_rank; a rank is None when there is no such
    board)."""
    g, gh = goal_handle(goal)
    failed: List[BaseException] = []
    (fa, ua, _ka), (fb, ub, _kb) = _heuristic_fn(a, failed, g), _heuristic_fn(b, failed, g)
    n = len(DOMINANCE_NAMES)
    out = (c_uint64 * n)()
    rc = _f.p8_heuristic_dominance(fa, ua, fb, ub, gh, out, n)
    if failed:
        raise failed[0]
    check(rc)
    d: Dict[str, Optional[int]] = dict(zip(DOMINANCE_NAMES, out))
    for k in ("a_dominates", "b_dominates"):
        d[k] = bool(d[k])
    for k in ("a_above_rank", "b_above_rank"):
        d[k] = None if d[k] == _NO_RANK else d[k]
    return d


def graph(file: IO[Any], format: str = "csv", components: Union[str, int] = "all",
          table: Optional[Table] = None) -> int:
    """Write the state graph to `file` (any object with write(): text or binary) in `format`
    ("csv", "csv-nodes", "graphml", "dot"), streaming (8 KiB pieces). components: "all", 0 or 1
    (the component number, see Board.rank / p8_graph_component; the default goal's is 0). With
    a Table, nodes of its component carry their distance to its goal. An exception raised by
    file.write stops the export and propagates. Returns the number of bytes written."""
    if format not in GRAPH_FORMATS:
        raise InvalidArgumentError("invalid argument: unknown graph format %s (one of %s)"
                                   % (_c.quote(format), ", ".join(GRAPH_FORMATS)))
    if components == "all":
        mask = 3
    elif components in (0, 1):
        mask = 1 << int(components)
    else:
        raise InvalidArgumentError("invalid argument: components is \"all\", 0 or 1, not %s"
                                   % _c.quote(components))
    binary = not hasattr(file, "encoding")
    state: Dict[str, Any] = {"n": 0, "exc": None}

    def write(data: Any, length: int, _ud: Any) -> int:
        try:
            chunk = ctypes.string_at(data, length)
            file.write(chunk if binary else chunk.decode("ascii"))
            state["n"] += length
            return 0
        except BaseException as e:                        # noqa: B902 - re-raised below
            state["exc"] = e
            return 1
    rc = _f.p8_graph_write(GRAPH_FORMATS.index(format), mask, table._h if table is not None else None,
                           WriteFn(write), None)
    if state["exc"] is not None:
        raise state["exc"]
    check(rc)
    return int(state["n"])
