"""Result of a search run, and its statistics."""
import ctypes
from dataclasses import dataclass

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
    def elapsed_ms(self):
        return self.elapsed_ns / 1e6


_MOVES_CAP = 64
_MovesBuf = ctypes.c_char * _MOVES_CAP


def _stats_by_getters(handle, _g=(lib.p8_result_expanded, lib.p8_result_generated,
                                   lib.p8_result_duplicates, lib.p8_result_max_frontier,
                                   lib.p8_result_peak_bytes, lib.p8_result_elapsed_ns)):
    e, g, d, m, p, t = _g
    return Stats(e(handle), g(handle), d(handle), m(handle), p(handle), t(handle))


def _stats_by_index(handle):
    st = lib.p8_result_stat
    return Stats(*(st(handle, i) for i in range(6)))


# The one-argument getters are cheaper per call; p8_result_stat is the fallback for a library
# that lacks them (_lib declares a missing function as a stub that raises).
_stats = _stats_by_getters if not any(
    name in lib.missing for name in ("p8_result_expanded", "p8_result_generated",
                                     "p8_result_duplicates", "p8_result_max_frontier",
                                     "p8_result_peak_bytes", "p8_result_elapsed_ns")) \
    else _stats_by_index


class Result:
    """What a run produced. Owns its C p8_result (freed when the Result is collected) and never
    depends on the Search that made it, so the two may be collected in any order.

    solved (bool), moves ("LURD..."), length, path (list of Boards, start .. goal), status
    (the C status name, e.g. "P8_OK"), code (the status number), stats (a frozen Stats).
    """

    __slots__ = ("_h", "code", "solved", "length", "moves", "stats", "_path", "algorithm")

    def __init__(self, handle, algorithm=None):
        # Take ownership first so the handle is freed even if a getter below fails.
        self._h = handle
        self._path = None
        self.algorithm = algorithm
        self.code = lib.p8_result_status(handle)
        self.solved = lib.p8_result_solved(handle) == 1
        self.length = lib.p8_result_length(handle)
        # One C call for the moves in the common case (a buffer that fits any optimal 8-puzzle
        # solution, <= 31 moves); a second, sized one only for longer (DFS, greedy) solutions.
        buf = _MovesBuf()
        n = lib.p8_result_moves_string(handle, buf, _MOVES_CAP)
        if n >= _MOVES_CAP:
            buf = ctypes.create_string_buffer(n + 1)
            lib.p8_result_moves_string(handle, buf, n + 1)
        self.moves = buf.value.decode("ascii", "replace")
        self.stats = _stats(handle)

    def __del__(self, _free=lib.p8_result_free):
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    @property
    def status(self):
        """The status the run ended with, by name: "P8_OK", "P8_ELIMIT", ..."""
        return status_name(self.code)

    @property
    def path(self):
        """The boards along the solution, start .. goal (length + 1 boards); [] if not solved."""
        if self._path is None:
            from .board import Board
            path = []
            if self.solved:
                buf = _c.Tiles()
                for i in range(self.length + 1):
                    if lib.p8_result_state_at(self._h, i, buf) != 0:
                        raise RuntimeError("p8_result_state_at(%d) failed" % i)
                    path.append(Board._from_valid_tiles(buf))
            self._path = path
        return list(self._path)

    def stat(self, name):
        """Any statistic by name, including "frontier" (frontier size when the run ended)."""
        return lib.p8_result_stat(self._h, _c.STATS.index(name))

    def svg(self, per_row=8):
        """The solution as an SVG filmstrip (puzzle8.view.SVG), per_row boards a row."""
        from .view import solution_svg
        return solution_svg(self, per_row)

    def _repr_svg_(self):
        return str(self.svg()) if self.solved else None

    def __bool__(self):
        return self.solved

    def __repr__(self):
        alg = "%s, " % self.algorithm if self.algorithm else ""
        return "<Result %s%s length=%d moves=%r expanded=%d>" % (
            alg, self.status, self.length, self.moves, self.stats.expanded)
