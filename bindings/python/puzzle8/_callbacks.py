# SPDX-License-Identifier: MIT
"""The ctypes wrappers of Python heuristics and event callbacks, and setting names -> numbers.

A wrapper catches every exception (BaseException: KeyboardInterrupt and SystemExit too), keeps
the first one for run()/steps() to re-raise, and cancels the run: an exception in a callback
always stops the run and is never swallowed.
"""
from __future__ import annotations

import ctypes
import operator
import struct
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Mapping, Optional, Tuple, Union

from . import _lib as _c
from ._lib import CHOICE_KINDS, lib
from .errors import InvalidArgumentError

if TYPE_CHECKING:                       # pdb.py imports this module (HeuristicLike)
    from .pdb import PatternDatabase

__all__ = ["number", "make_heuristic", "make_event", "HeuristicLike", "EventCallback"]

#: A heuristic: a built-in's name ("manhattan") or number, a PatternDatabase or its text form
#: ("pdb:1234/5678": solve(), check_heuristic() and dominance() build it for their goal), or a
#: Python callable h(state_tuple, goal_tuple) -> int.
HeuristicLike = Union[str, int, "PatternDatabase", Callable[[Tuple[int, ...], Tuple[int, ...]], int]]
#: An event callback: (event_name, state_tuple, g, h) -> truthy to stop the run.
EventCallback = Callable[[str, Tuple[int, ...], int, int], Any]


def number(table: Mapping[str, int], value: Union[str, int], what: str) -> int:
    """An enum value from a plain int (checked by the C library) or a name of the library's list
    `what` (a P8_CHOICE_* list: its names and other names, in any case, as p8_choice_lookup reads
    them); `table` holds the list's names for the message."""
    if isinstance(value, str):
        kind = CHOICE_KINDS.index(what) if what in CHOICE_KINDS else -1
        v = lib.p8_choice_lookup(kind, value.encode("utf-8")) if "\0" not in value else -1
        if v < 0:
            raise InvalidArgumentError("invalid argument: unknown %s %s (one of %s)"
                                       % (what, _c.quote(value), ", ".join(table))) from None
        return int(v)
    return operator.index(value)


def _failed(pending: List[BaseException], handle: Optional[int], exc: BaseException) -> None:
    """Called from a ctypes callback that raised: keep the exception, stop the run."""
    if not pending:
        pending.append(exc)
    lib.p8_search_cancel(handle)


# The heuristic's C entry point takes the two board pointers as plain addresses (c_void_p: an int,
# no ctypes pointer object per argument), and the 9 bytes at an address are read through a
# memoryview kept per address: the C search passes only a few (its goal, its start, the buffer of
# the state being generated), so after the first call reading a board is one struct unpack of
# that view into a tuple (about twice as fast as tuple(view)). The thunk is then cast to the
# HeuristicFn type the prototypes name (the same C signature).
_AddrHeuristicFn = ctypes.CFUNCTYPE(ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
_Bytes9 = ctypes.c_uint8 * 9
_unpack = struct.Struct("9B").unpack
_views: Dict[int, memoryview] = {}  # address -> memoryview of the 9 bytes there
_MAX_VIEWS = 64             # more addresses than this (many threads, many stacks): start over


def _view(addr: int) -> memoryview:
    if len(_views) >= _MAX_VIEWS:
        _views.clear()
    v = _views[addr] = memoryview(_Bytes9.from_address(addr)).cast("B")
    return v


def make_heuristic(fn: Callable[[Tuple[int, ...], Tuple[int, ...]], int],
                   pending: List[BaseException], handle: Optional[int]) -> Any:
    get, new, index, unpack = _views.get, _view, operator.index, _unpack

    def heuristic(state: int, goal: int, _user_data: Any) -> int:
        try:
            s = get(state)
            if s is None:
                s = new(state)
            g = get(goal)
            if g is None:
                g = new(goal)
            value = fn(unpack(s), unpack(g))
            if type(value) is not int:
                value = index(value)
            if 0 <= value <= 0xFFFFFFFF:
                return value
            raise ValueError("heuristic returned %d, expected 0 .. 2**32-1" % value)
        except BaseException as e:                        # noqa: B902 - re-raised by run()
            _failed(pending, handle, e)
            return 0
    thunk = _AddrHeuristicFn(heuristic)
    entry = _c.HeuristicFn(ctypes.cast(thunk, ctypes.c_void_p).value)
    entry.thunk = thunk                 # the C side holds entry (Search._hfn): keep thunk alive
    return entry


_AddrEventFn = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_uint,
                                ctypes.c_uint, ctypes.c_void_p)


def make_event(fn: Callable[[str, Tuple[int, ...], int, int], Any],
               pending: List[BaseException], handle: Optional[int]) -> Any:
    names, get, new, unpack = _c.EVENT_NAMES, _views.get, _view, _unpack

    def event(ev: int, state: int, g: int, h: int, _user_data: Any) -> int:
        try:
            s = get(state)
            if s is None:
                s = new(state)
            return 1 if fn(names.get(ev, ev), unpack(s), g, h) else 0
        except BaseException as e:                        # noqa: B902 - re-raised by run()
            _failed(pending, handle, e)
            return 0
    thunk = _AddrEventFn(event)
    entry = _c.EventFn(ctypes.cast(thunk, ctypes.c_void_p).value)
    entry.thunk = thunk                 # the C side holds entry (Search._efn): keep thunk alive
    return entry
