# SPDX-License-Identifier: MIT
"""A caller's frontier for Search(frontier=obj): any object with push(node, key, g, h), pop()
returning the next node (or None when empty) and __len__; clear() is optional (without it the
frontier is emptied by popping). The search does the rest: stale entries, goal tests, limits.
An exception raised by one of these methods stops the run and is re-raised by run()/steps()."""
from __future__ import annotations

import ctypes
from typing import Any, Callable, List, Optional, Tuple

from . import _lib as _c

lib = _c.lib


class CallerFrontier:
    """The four C callbacks around a Python frontier object (kept alive by the Search)."""

    def __init__(self, obj: Any, pending: List[BaseException], handle: Optional[int],
                 failed: Callable[[List[BaseException], Optional[int], BaseException], None]) -> None:
        for name in ("push", "pop", "__len__"):
            if not callable(getattr(obj, name, None)):
                raise TypeError("a frontier needs push(node, key, g, h), pop() and __len__; "
                                "%r has no %s" % (obj, name))
        self.obj = obj

        def push(node: int, key: int, g: int, h: int, _user_data: Any) -> int:
            try:
                obj.push(node, key, g, h)
                return 0
            except BaseException as e:                    # noqa: B902 - re-raised by run()
                failed(pending, handle, e)
                return -1

        def pop(out: Any, _user_data: Any) -> int:
            try:
                node = obj.pop()
                if node is None:
                    return 0
                out[0] = int(node) & 0xFFFFFFFF if 0 <= int(node) < 2 ** 32 else 0xFFFFFFFF
                return 1
            except BaseException as e:                    # noqa: B902
                failed(pending, handle, e)
                return -1

        def size(_user_data: Any) -> int:
            try:
                return int(len(obj))
            except BaseException as e:                    # noqa: B902
                failed(pending, handle, e)
                return 0

        def clear(_user_data: Any) -> None:
            try:
                if callable(getattr(obj, "clear", None)):
                    obj.clear()
                else:
                    while len(obj):
                        obj.pop()
            except BaseException as e:                    # noqa: B902
                failed(pending, handle, e)

        self.fns = (_c.FrontierPushFn(push), _c.FrontierPopFn(pop), _c.FrontierSizeFn(size),
                    _c.FrontierClearFn(clear))

    def install(self, handle: Optional[int]) -> int:
        return int(lib.p8_search_set_frontier_fns(handle, *self.fns, None))


class SortedFrontier:
    """A sorted-list frontier in pure Python with the heap's order (key, then h, then first
    pushed): the tutorial's exercise, giving exactly the heap's node counts."""

    def __init__(self) -> None:
        self.entries: List[Tuple[int, int, int]] = []   # kept in descending order: the next entry is the last

    def push(self, node: int, key: int, g: int, h: int) -> None:
        import bisect
        bisect.insort(self.entries, (-key, -h, -node))

    def pop(self) -> Optional[int]:
        return -self.entries.pop()[2] if self.entries else None

    def __len__(self) -> int:
        return len(self.entries)

    def clear(self) -> None:
        del self.entries[:]


__all__ = ["CallerFrontier", "SortedFrontier", "ctypes"]
