"""A bounded cache of rendered surfaces: least recently used first out, over a size limit.

Every cache of drawn pictures (text, felt, panels, dice) keeps its surfaces in one of these,
so memory stays bounded whatever happens (thousands of resizes, every font size, every die
size)::

    cache = SurfaceCache(max_bytes=8 * 2**20, max_items=2000)
    image = cache.get(key)
    if image is None:
        image = cache.put(key, render(...))

The newest surface is always kept, even alone over the limit (a full-screen background).
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)


def surface_bytes(surface: pygame.Surface) -> int:
    """Memory held by ``surface``'s pixels (rows × pitch)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache(Generic[K]):
    """Surfaces by key; over ``max_bytes`` (or ``max_items``) the least recently used go."""

    def __init__(self, max_bytes: int, max_items: int | None = None) -> None:
        """An empty cache holding at most ``max_bytes`` of pixels and ``max_items`` surfaces."""
        self.max_bytes = max_bytes
        self.max_items = max_items
        self._items: OrderedDict[K, tuple[pygame.Surface, int]] = OrderedDict()
        self._bytes = 0

    def get(self, key: K) -> pygame.Surface | None:
        """The surface cached for ``key`` (now the most recently used), or None."""
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: K, surface: pygame.Surface) -> pygame.Surface:
        """Cache ``surface`` for ``key``; drop the least recently used over the limits."""
        old = self._items.pop(key, None)
        if old is not None:
            self._bytes -= old[1]
        size = surface_bytes(surface)
        self._items[key] = (surface, size)
        self._bytes += size
        while len(self._items) > 1 and (
                self._bytes > self.max_bytes
                or (self.max_items is not None and len(self._items) > self.max_items)):
            _, (_, dropped) = self._items.popitem(last=False)
            self._bytes -= dropped
        return surface

    def get_or_make(self, key: K, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached surface for ``key``, made by ``make()`` and cached on first use."""
        surface = self.get(key)
        return surface if surface is not None else self.put(key, make())

    def values(self) -> list[pygame.Surface]:
        """The cached surfaces, least recently used first."""
        return [surface for surface, _ in self._items.values()]

    def clear(self) -> None:
        """Forget every surface."""
        self._items.clear()
        self._bytes = 0

    @property
    def bytes(self) -> int:
        """Pixel memory held now."""
        return self._bytes

    def __len__(self) -> int:
        """Number of cached surfaces."""
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        """True when ``key`` is cached (does not count as a use)."""
        return key in self._items


def release_freed_memory() -> None:
    """Give memory freed by dropped surfaces back to the system (glibc keeps it otherwise).

    After a resize or a full-screen switch many large surfaces die at once; glibc's allocator
    keeps their pages, so the process would grow with every resize. Elsewhere: nothing to do.
    """
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


MMAP_THRESHOLD_BYTES = 64 * 1024
"""Blocks from this size up get their own memory mapping (glibc's M_MMAP_THRESHOLD)."""


def map_large_pictures() -> None:
    """Have glibc give every block from MMAP_THRESHOLD_BYTES up its own mapping, unmapped the
    moment it is freed (issue 23 §6).

    By default glibc raises that threshold each time a large block is freed, so after the
    first resize full-window layers (8 MB at full HD) come from the heap, where a freed one
    stays resident until a trim and fragments it: the memory of rapid resizes piled up.
    Fixing the threshold keeps the resident memory what the live pictures need. Elsewhere:
    nothing to do.
    """
    mallopt = _libc_function("mallopt")
    if mallopt is not None:
        mallopt(-3, MMAP_THRESHOLD_BYTES)  # M_MMAP_THRESHOLD (also stops its raising)


@functools.cache
def _libc_function(name: str) -> Callable[[int, int], int] | None:
    """A function of glibc, looked up once; None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL("libc.so.6"), name)  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, looked up once; None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL("libc.so.6").malloc_trim  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None
