"""The ctypes wrappers of Python heuristics and event callbacks, and setting names -> numbers.

A wrapper catches every exception (BaseException: KeyboardInterrupt and SystemExit too), keeps
the first one for run()/steps() to re-raise, and cancels the run: an exception in a callback
always stops the run and is never swallowed.
"""
import operator

from . import _lib as _c
from ._lib import lib
from .errors import InvalidArgumentError

__all__ = ["number", "make_heuristic", "make_event"]


def number(table, value, what):
    """An enum value from a name in `table` or a plain int (checked by the C library)."""
    if isinstance(value, str):
        try:
            return table[value.lower()]
        except KeyError:
            raise InvalidArgumentError("invalid argument: unknown %s %r (one of %s)"
                                       % (what, value, ", ".join(table))) from None
    return operator.index(value)


def _failed(pending, handle, exc):
    """Called from a ctypes callback that raised: keep the exception, stop the run."""
    if not pending:
        pending.append(exc)
    lib.p8_search_cancel(handle)


def make_heuristic(fn, pending, handle):
    def heuristic(state, goal, _user_data):
        try:
            value = operator.index(fn(tuple(state[:9]), tuple(goal[:9])))
            if not 0 <= value < 2 ** 32:
                raise ValueError("heuristic returned %d, expected 0 .. 2**32-1" % value)
            return value
        except BaseException as e:                        # noqa: B902 - re-raised by run()
            _failed(pending, handle, e)
            return 0
    return _c.HeuristicFn(heuristic)


def make_event(fn, pending, handle):
    names = _c.EVENT_NAMES

    def event(ev, state, g, h, _user_data):
        try:
            return 1 if fn(names.get(ev, ev), tuple(state[:9]), g, h) else 0
        except BaseException as e:                        # noqa: B902 - re-raised by run()
            _failed(pending, handle, e)
            return 0
    return _c.EventFn(event)
