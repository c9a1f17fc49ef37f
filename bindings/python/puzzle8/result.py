# SPDX-License-Identifier: MIT
"""Result of a search run, and its statistics."""
from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Tuple

if TYPE_CHECKING:
    from .board import Board
    from .view import SVG

from . import _lib as _c
from ._lib import lib, status_name

__all__ = ["Result", "Stats"]


@dataclass(frozen=True)
class Stats:
    """Statistics of a run (see docs/reference.md for the exact definitions)."""
    expanded: int
    generated: int
    duplicates: int
    max_frontier: int
    peak_bytes: int
    elapsed_ns: int

    @property
    def elapsed_ms(self) -> float:
        return self.elapsed_ns / 1e6


_MOVES_CAP = 64                         # fits any optimal 8-puzzle solution (<= 31 moves)
_MovesBuf: Any = ctypes.c_char * _MOVES_CAP
_N_FIELDS = 3 + len(_c.STATS)           # P8_RESULT_FIELD_STATS + the statistics _lib names
_FieldsBuf: Any = ctypes.c_uint64 * _N_FIELDS
_SIGN, _WRAP = 1 << 63, 1 << 64


def _fields_by_getters(handle: Optional[int], fbuf: Any = None) -> List[int]:
    """The P8_RESULT_FIELD_* values as a list, for a library without p8_result_fields."""
    st = lib.p8_result_stat
    return [lib.p8_result_status(handle) % _WRAP, 1 if lib.p8_result_solved(handle) == 1 else 0,
            lib.p8_result_length(handle)] + [st(handle, i) for i in range(len(_c.STATS))]


def _bind_fields() -> Callable[[Optional[int], Any], List[int]]:
    """fields(handle, buf) -> list: one p8_result_fields call into buf, a _FieldsBuf. The
    function is bound with exactly the argument types it is given (each converted argument
    costs), and falls back to the per-field getters on a library without it."""
    if "p8_result_fields" in lib.missing:
        return _fields_by_getters
    fn = _c.bind(lib.dll["p8_result_fields"],     # a function object of its own: its own argtypes
                 "p8_result_fields", ctypes.c_size_t,
                 [ctypes.c_void_p, _FieldsBuf, _c.Trusted(ctypes.c_size_t)])

    def fields(handle: Optional[int], fbuf: Any, _fn: Callable[..., int] = fn, _n: int = _N_FIELDS) -> List[int]:
        k = _fn(handle, fbuf, _n)
        f: List[int] = fbuf[:]
        if k < _n:                      # an older library with fewer statistics: 0 for the rest
            f[k:] = [0] * (_n - k)
        return f
    return fields


def _bind_moves() -> Callable[..., int]:
    return _c.bind(lib.dll["p8_result_moves_string"], "p8_result_moves_string", ctypes.c_size_t,
                   [ctypes.c_void_p, _MovesBuf, _c.Trusted(ctypes.c_size_t)])


_fields = _bind_fields()
_moves_into = _bind_moves()
_moves_sized = lib.p8_result_moves_string
_tls = threading.local()


def buffers() -> Tuple[Any, Any]:
    """This thread's (fields buffer, moves buffer): preallocated once per thread, so reading a
    result allocates no ctypes object (ctypes releases the GIL during a call, so threads must not
    share them)."""
    try:
        return _tls.bufs  # type: ignore[no-any-return]
    except AttributeError:
        _tls.bufs = bufs = (_FieldsBuf(), _MovesBuf())
        return bufs


def _read(r: Result, handle: Optional[int], algorithm: Optional[str], bufs: Tuple[Any, Any]) -> Result:
    """Fill the new Result r from its C result: one p8_result_fields call, and one
    p8_result_moves_string call if there are moves (a second, sized one past 63 moves)."""
    r._h = handle                       # owned first: freed even if a call below fails
    r._path = r._stats = None
    r.algorithm = algorithm
    f = r._f = _fields(handle, bufs[0])
    code = f[0]
    r.code = code - _WRAP if code >= _SIGN else code
    r.solved = f[1] == 1
    n = r.length = f[2]
    if not n:
        r.moves = ""
    elif n < _MOVES_CAP:
        buf = bufs[1]
        _moves_into(handle, buf, _MOVES_CAP)
        r.moves = buf.value.decode("ascii", "replace")
    else:
        buf = ctypes.create_string_buffer(n + 1)
        _moves_sized(handle, buf, n + 1)
        r.moves = buf.value.decode("ascii", "replace")
    return r


class Result:
    """What a run produced. Owns its C p8_result (freed when the Result is collected) and never
    depends on the Search that made it, so the two may be collected in any order.

    solved (bool), moves ("LURD..."), length, path (list of Boards, start .. goal), status
    (the C status name, e.g. "P8_OK"), code (the status number), stats (a frozen Stats).
    """

    __slots__ = ("_h", "code", "solved", "length", "moves", "_f", "_stats", "_path", "algorithm")
    _h: Optional[int]
    code: int
    solved: bool
    length: int
    moves: str
    _f: List[int]
    _stats: Optional[Stats]
    _path: Optional[List[Board]]
    algorithm: Optional[str]

    def __init__(self, handle: Optional[int], algorithm: Optional[str] = None) -> None:
        _read(self, handle, algorithm, buffers())

    @classmethod
    def _new(cls, handle: Optional[int], algorithm: Optional[str], bufs: Tuple[Any, Any],
             _new: Callable[[type], Any] = object.__new__) -> Result:
        """A Result from a C result without calling __init__ (solve()'s fast path)."""
        return _read(_new(cls), handle, algorithm, bufs)

    @property
    def stats(self) -> Stats:
        """The statistics of the run, a frozen Stats (made on first use)."""
        st = self._stats
        if st is None:
            st = self._stats = Stats(*self._f[3:9])
        return st

    def __del__(self, _free: Callable[[int], None] = lib.p8_result_free) -> None:
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    @property
    def status(self) -> str:
        """The status the run ended with, by name: "P8_OK", "P8_ELIMIT", ..."""
        return status_name(self.code)

    @property
    def path(self) -> List[Board]:
        """The boards along the solution, start .. goal (length + 1 boards); [] if not solved."""
        if self._path is None:
            from .board import Board
            path: List[Board] = []
            if self.solved:
                buf = _c.Tiles()
                for i in range(self.length + 1):
                    if lib.p8_result_state_at(self._h, i, buf) != 0:
                        raise RuntimeError("p8_result_state_at(%d) failed" % i)
                    path.append(Board._from_valid_tiles(buf))
            self._path = path
        return list(self._path)

    def stat(self, name: str) -> int:
        """Any statistic by name, including "frontier" (frontier size when the run ended)."""
        return int(lib.p8_result_stat(self._h, _c.STATS.index(name)))

    def svg(self, per_row: int = 8) -> SVG:
        """The solution as an SVG filmstrip (puzzle8.view.SVG), per_row boards a row."""
        from .view import solution_svg
        return solution_svg(self, per_row)

    def _repr_svg_(self) -> Optional[str]:
        return self.svg()._repr_svg_() if self.solved else None

    def __bool__(self) -> bool:
        return self.solved

    def __repr__(self) -> str:
        alg = "%s, " % self.algorithm if self.algorithm else ""
        return "<Result %s%s length=%d moves=%r expanded=%d>" % (
            alg, self.status, self.length, self.moves, self.stats.expanded)
