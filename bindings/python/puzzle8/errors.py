# SPDX-License-Identifier: MIT
"""Exceptions: one class per libpuzzle8 status code, all derived from puzzle8.Error."""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, Optional, Tuple, Type

from ._lib import LibraryLoadError, lib, status_name, text
from . import _lib as _c

if TYPE_CHECKING:
    from .result import Result

__all__ = ["Error", "InvalidArgumentError", "IllegalMoveError", "OutOfMemoryError", "BoardError",
           "UnsolvableError", "SearchStopped", "LimitReached", "Canceled", "NotFound", "BusyError",
           "LibraryLoadError"]


class Error(Exception):
    """Base of every error libpuzzle8 reports. .code is the C status, .message the C text
    (p8_strerror, plus p8_search_errmsg where a search was involved)."""

    code: Optional[int] = None
    detail = ""     # the C library's own sentence (e.g. p8_search_errmsg), without p8_strerror

    def __init__(self, message: Optional[str] = None, code: Optional[int] = None) -> None:
        if code is not None:
            self.code = code
        if message is None:
            message = text(lib.p8_strerror(self.code)) if self.code is not None else "puzzle8 error"
        self.message = message
        super().__init__(message)

    @property
    def status(self) -> Optional[str]:
        """The status code's name, e.g. "P8_EINVAL"."""
        return status_name(self.code) if self.code is not None else None


class InvalidArgumentError(Error, ValueError):
    """P8_EINVAL: an argument is invalid (out of range, wrong state, ...)."""
    code = _c.P8_EINVAL


class IllegalMoveError(InvalidArgumentError):
    """The move would take the blank off the grid (P8_EINVAL from p8_board_apply)."""


class OutOfMemoryError(Error, MemoryError):
    """P8_ENOMEM: an allocation failed."""
    code = _c.P8_ENOMEM


class BoardError(Error, ValueError):
    """P8_EBADBOARD: tiles or text do not describe a board. .reason is the parser's reason."""
    code = _c.P8_EBADBOARD

    def __init__(self, reason: str, code: Optional[int] = None) -> None:
        self.reason = reason
        super().__init__("%s: %s" % (text(lib.p8_strerror(self.code)), reason) if reason else None,
                         code)


class UnsolvableError(Error):
    """P8_EUNSOLVABLE: the goal cannot be reached from the start (other parity class)."""
    code = _c.P8_EUNSOLVABLE


class SearchStopped(Error):
    """A run ended without reaching the goal. .result holds the Result with its statistics."""

    def __init__(self, message: Optional[str] = None, code: Optional[int] = None,
                 result: Optional[Result] = None) -> None:
        self.result = result
        super().__init__(message, code)


class LimitReached(SearchStopped):
    """P8_ELIMIT: a limit (expansions, depth, memory, time) stopped the run."""
    code = _c.P8_ELIMIT


class Canceled(SearchStopped):
    """P8_ECANCELED: the event callback asked the run to stop."""
    code = _c.P8_ECANCELED


class NotFound(SearchStopped):
    """P8_ENOTFOUND: the frontier ran empty without reaching the goal."""
    code = _c.P8_ENOTFOUND


class BusyError(Error):
    """P8_EBUSY: the search is in use (e.g. run again from its own callback)."""
    code = _c.P8_EBUSY


class FrontierError(SearchStopped):
    """P8_EFRONTIER: the caller's frontier failed or broke its contract (the message says how)."""
    code = _c.P8_EFRONTIER


_c.invalid_argument = InvalidArgumentError    # out-of-range integers, checked in _lib.bind

_CLASSES: Tuple[Type[Error], ...] = (InvalidArgumentError, OutOfMemoryError, BoardError,
                                     UnsolvableError, LimitReached, Canceled, NotFound, BusyError,
                                     FrontierError)
_BY_CODE: Dict[Optional[int], Type[Error]] = {cls.code: cls for cls in _CLASSES}


def error_for(code: int, detail: str = "", result: Optional[Result] = None) -> Error:
    """The exception for status `code`, with the C message and an optional detail sentence."""
    cls = _BY_CODE.get(code, Error)
    message = text(lib.p8_strerror(code))
    if detail:
        message = "%s: %s" % (message, detail)
    e: Error
    if cls is BoardError:
        e = BoardError(detail)
    elif issubclass(cls, SearchStopped):
        e = cls(message, code, result)
    else:
        e = cls(message, code)
    e.detail = detail
    return e


def check(code: int, detail: str = "") -> int:
    """Raise the exception for a negative status; return code otherwise."""
    if code < 0:
        raise error_for(code, detail)
    return code
