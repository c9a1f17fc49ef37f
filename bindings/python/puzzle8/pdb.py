# SPDX-License-Identifier: MIT
"""PatternDatabase: an additive disjoint pattern database (p8_pdb, AIMA 3.6.3), usable as a
heuristic wherever one goes: Search(heuristic=pdb), solve(..., heuristic=pdb or "pdb:1234/5678"),
check_heuristic(pdb), dominance(pdb, "manhattan").

    >>> pdb = puzzle8.PatternDatabase("1234/5678")
    >>> pdb.name, pdb.entries, pdb.value("8 6 7 2 5 4 3 0 1"), pdb.group_values("8 6 7 2 5 4 3 0 1")
    ('pdb:1234/5678', 30240, 29, (14, 15))

The C functions are declared here. The database is the C heuristic p8_pdb_heuristic with the
database as its user data, so a search calls no Python per node.
"""
from __future__ import annotations

import ctypes
import operator
from collections.abc import Iterable as _Iterable
from ctypes import POINTER, c_char, c_char_p, c_int, c_size_t, c_uint, c_uint64
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple, TypeVar, Union

from . import _lib as _c
from ._callbacks import HeuristicLike
from ._lib import lib, quote, text
from .board import Board, BoardLike, as_board, goal_handle
from .errors import InvalidArgumentError, check

__all__ = ["PatternDatabase"]

_H, _Out = _c.Handle, _c.HandleOut
_Groups = POINTER(c_uint)
#: Groups: the text form ("1234/5678", "pdb:1234/5678") or an iterable of iterables of tiles.
GroupsLike = Union[str, bytes, Iterable[Iterable[int]]]
_PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    "p8_pdb_check_groups": (c_int, [_Groups, c_size_t, c_char_p, _c.Trusted(c_size_t)]),
    "p8_pdb_parse_groups": (c_int, [c_char_p, _Groups, c_size_t, c_char_p, _c.Trusted(c_size_t)]),
    "p8_pdb_build": (c_int, [_H, _Groups, c_size_t, _Out]),
    "p8_pdb_free": (None, [_H]),
    "p8_pdb_goal": (c_int, [_H, _c.Tiles]),
    "p8_pdb_groups": (c_int, [_H, _Groups, c_size_t]),
    "p8_pdb_name": (c_size_t, [_H, c_char_p, c_size_t]),
    "p8_pdb_stat": (c_uint64, [_H, c_int]),
    "p8_pdb_value": (c_int, [_H, _H]),
    "p8_pdb_group_value": (c_int, [_H, c_size_t, _H]),
}
_MAX_GROUPS = 8                                     # P8_PDB_MAX_GROUPS
_GROUPS, _ENTRIES, _BYTES, _BUILD_NS = range(4)     # P8_PDB_*


class _Pdb:
    """The C functions of this module, declared on the loaded library (handles are addresses:
    int, or None for NULL)."""

    p8_pdb_check_groups: Callable[[ctypes.Array[c_uint], int, ctypes.Array[c_char], int], int]
    p8_pdb_parse_groups: Callable[[bytes, ctypes.Array[c_uint], int, ctypes.Array[c_char], int], int]
    p8_pdb_build: Callable[[Optional[int], ctypes.Array[c_uint], int, ctypes._CArgObject], int]
    p8_pdb_free: Callable[[int], None]
    p8_pdb_goal: Callable[[Optional[int], ctypes.Array[ctypes.c_uint8]], int]
    p8_pdb_groups: Callable[[Optional[int], ctypes.Array[c_uint], int], int]
    p8_pdb_name: Callable[[Optional[int], ctypes.Array[c_char], int], int]
    p8_pdb_stat: Callable[[Optional[int], int], int]
    p8_pdb_value: Callable[[Optional[int], Optional[int]], int]
    p8_pdb_group_value: Callable[[Optional[int], int, Optional[int]], int]


_f = _Pdb()
_fn: Any
for _name, (_restype, _argtypes) in _PROTOTYPES.items():
    try:
        _fn = getattr(lib.dll, _name)
    except AttributeError:
        _fn = _c._Missing(_name, lib.path)
    else:
        _fn = _c.bind(_fn, _name, _restype, _argtypes)   # its integers checked (_lib.bind)
    setattr(_f, _name, _fn)
#: p8_pdb_heuristic as a ctypes function pointer (a C heuristic: no Python per call), or None
#: when the loaded library does not export it.
try:
    C_HEURISTIC = _c.HeuristicFn(("p8_pdb_heuristic", lib.dll))
except AttributeError:
    C_HEURISTIC = None


_BAD = "invalid argument: bad pattern database groups"


def _tile(tile: Any, group: int) -> int:
    """A tile of an iterable group as an int; a bool, float, str... is a TypeError (True is not
    1, as in Board)."""
    if not isinstance(tile, bool):
        try:
            return operator.index(tile)
        except TypeError:
            pass
    raise TypeError("group %d holds %s: a tile is an int 1..8" % (group, quote(tile)))


def _masks(groups: GroupsLike) -> Tuple[ctypes.Array[c_uint], int]:
    """Groups as C masks: the text form ("1234/5678", "pdb:1234/5678"), parsed by the library,
    or an iterable of iterables of tiles ([[1, 2, 3, 4], [5, 6, 7, 8]]), checked by it. Every
    tile is checked before it becomes a bit, a tile twice in a group as the text form says it."""
    why = ctypes.create_string_buffer(160)
    out = (c_uint * _MAX_GROUPS)()
    if isinstance(groups, (str, bytes)):
        data = groups.encode("utf-8") if isinstance(groups, str) else groups
        if b"\0" in data:                   # C would read the text up to it: "12\x0034" as "12"
            raise InvalidArgumentError("%s: unexpected NUL character" % _BAD)
        n = _f.p8_pdb_parse_groups(data, out, _MAX_GROUPS, why, len(why))
        if n < 0:
            raise InvalidArgumentError("%s %s: %s" % (_BAD, quote(groups), text(why.value)), n)
        return out, n
    masks: List[int] = []
    for i, group in enumerate(groups, 1):
        if isinstance(group, (str, bytes)) or not isinstance(group, _Iterable):
            raise TypeError("group %d is %s: a group is an iterable of tiles (ints 1..8), or give "
                            "the whole text form, e.g. \"1234/5678\"" % (i, quote(group)))
        mask = 0
        for tile in group:
            t = _tile(tile, i)
            if not 0 <= t < 32:
                raise InvalidArgumentError("%s: group %d holds %d: groups hold tiles 1-8"
                                           % (_BAD, i, t))
            if mask >> t & 1:
                raise InvalidArgumentError("%s: tile %d appears twice in group %d" % (_BAD, t, i))
            mask |= 1 << t
        masks.append(mask)
    arr = (c_uint * max(1, len(masks)))(*masks)
    rc = _f.p8_pdb_check_groups(arr, len(masks), why, len(why))
    if rc < 0:
        raise InvalidArgumentError("%s: %s" % (_BAD, text(why.value)), rc)
    return arr, len(masks)


class PatternDatabase:
    """An additive disjoint pattern database for `goal` (default 1 2 3 4 5 6 7 8 0): for each
    group of tiles, the moves of those tiles needed from every placement of them and of the blank
    (the other tiles' moves are free); the groups' values add up to an admissible, consistent
    heuristic. groups: "1234/5678" (or "pdb:1234/5678") or [[1, 2, 3, 4], [5, 6, 7, 8]];
    disjoint, tiles 1-8 (tiles left out count 0). Immutable, usable from any thread.
    """

    __slots__ = ("_h", "_goal", "__weakref__")

    _h: Optional[int]
    _goal: Board

    def __init__(self, groups: GroupsLike, goal: Optional[BoardLike] = None) -> None:
        arr, n = _masks(groups)
        g, gh = goal_handle(goal)
        out = ctypes.c_void_p()
        check(_f.p8_pdb_build(gh, arr, n, ctypes.byref(out)))
        self._h = out.value
        tiles = _c.Tiles()
        _f.p8_pdb_goal(self._h, tiles)
        self._goal = Board._from_valid_tiles(tiles)

    def __del__(self, _free: Callable[[int], None] = _f.p8_pdb_free) -> None:
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    @property
    def goal(self) -> Board:
        """The goal Board."""
        return self._goal

    @property
    def name(self) -> str:
        """"pdb:" and the groups, each group's tiles in increasing order: "pdb:1234/5678"."""
        buf = ctypes.create_string_buffer(32)
        _f.p8_pdb_name(self._h, buf, len(buf))
        return text(buf.value)

    @property
    def groups(self) -> Tuple[Tuple[int, ...], ...]:
        """The groups as tuples of tiles, in the order given."""
        out = (c_uint * _MAX_GROUPS)()
        n = check(_f.p8_pdb_groups(self._h, out, _MAX_GROUPS))
        return tuple(tuple(t for t in range(1, 9) if out[i] >> t & 1) for i in range(n))

    @property
    def entries(self) -> int:
        """Abstract states stored, all groups (30,240 for 1234/5678)."""
        return _f.p8_pdb_stat(self._h, _ENTRIES)

    @property
    def bytes(self) -> int:
        """Bytes the database holds."""
        return _f.p8_pdb_stat(self._h, _BYTES)

    @property
    def build_ns(self) -> int:
        """How long the build took, in nanoseconds."""
        return _f.p8_pdb_stat(self._h, _BUILD_NS)

    def value(self, board: BoardLike) -> int:
        """The heuristic value of `board`: the sum of its groups' values. UnsolvableError if the
        board cannot reach the goal."""
        b = as_board(board)
        return check(_f.p8_pdb_value(self._h, b._h), "the board cannot reach the database's goal")

    def group_values(self, board: BoardLike) -> Tuple[int, ...]:
        """Each group's value of `board` (the moves of that group's tiles), in group order."""
        b = as_board(board)
        n = _f.p8_pdb_stat(self._h, _GROUPS)
        return tuple(check(_f.p8_pdb_group_value(self._h, i, b._h),
                           "the board cannot reach the database's goal") for i in range(n))

    def _c_heuristic(self) -> Tuple[Any, Optional[int]]:
        """(p8_heuristic_fn, user_data) for the C functions that take a heuristic."""
        return C_HEURISTIC, self._h

    def __repr__(self) -> str:
        return "PatternDatabase(%r, goal=%r)" % (self.name[4:], self._goal.compact())


_H_T = TypeVar("_H_T", bound=Optional[HeuristicLike])


def pdb_for(heuristic: _H_T, goal: Optional[BoardLike]) -> Union[_H_T, PatternDatabase]:
    """heuristic, with a text form "pdb:..." built into a PatternDatabase for goal: then the
    caller tells the database (isinstance) from a built-in's name or number and a callable."""
    if isinstance(heuristic, str) and heuristic.startswith("pdb:"):
        return PatternDatabase(heuristic, goal)
    return heuristic
