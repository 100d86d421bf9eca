"""The window on the desktop: where it is, where it goes back to, and how small it may be.

SDL's own calls (``SDL_GetWindowPosition``, ``SDL_SetWindowPosition``,
``SDL_SetWindowMinimumSize``, which pygame 2.6 does not wrap safely or at all) are made through
ctypes in the SDL library pygame itself loaded (found in the process's memory map, so the very
library whose window it is). Everything here fails quietly:
a system without these calls keeps a window that works, only with fewer manners.
"""

from __future__ import annotations

import ctypes
import functools
import os
from typing import Any

import pygame

POSITION_ENV = "SDL_VIDEO_WINDOW_POS"
"""SDL reads the position of the next window it opens from this variable ("x,y")."""


def _read_pair(getter: str) -> tuple[int, int] | None:
    """Two ints SDL's ``getter`` (``SDL_GetWindow…``) gives of the window, or None."""
    found = _handle()
    if found is None:
        return None
    sdl, handle = found
    one, two = ctypes.c_int(), ctypes.c_int()
    getattr(sdl, getter)(handle, ctypes.byref(one), ctypes.byref(two))
    return one.value, two.value


def window_position() -> tuple[int, int] | None:
    """The window's top-left corner on the desktop (its content, without the frame)."""
    return _read_pair("SDL_GetWindowPosition")


def move_window(position: tuple[int, int]) -> None:
    """Put the window's top-left corner (its content) at ``position``."""
    found = _handle()
    if found is not None:
        sdl, handle = found
        sdl.SDL_SetWindowPosition(handle, int(position[0]), int(position[1]))


def open_at(position: tuple[int, int] | None) -> None:
    """Have the next window SDL opens appear at ``position`` (None: as the environment
    says, else where SDL decides)."""
    if position is not None:
        os.environ[POSITION_ENV] = f"{int(position[0])},{int(position[1])}"


def on_a_desktop(position: tuple[int, int], size: tuple[int, int],
                 desktops: list[tuple[int, int]]) -> bool:
    """True when a window at ``position`` of ``size`` shows at least a corner of itself on
    the desktops side by side (a monitor unplugged since would leave it out of reach)."""
    width = sum(w for w, _ in desktops)
    height = max((h for _, h in desktops), default=0)
    x, y = position
    return x + size[0] > 64 and y >= -32 and x < width - 64 and y < height - 64


@functools.lru_cache(maxsize=1)
def _sdl() -> Any:
    """The SDL 2 library pygame loaded (ctypes), or None."""
    path = None
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                name = line.rsplit(None, 1)[-1] if line.strip() else ""
                if "libSDL2-2" in name and name.startswith("/"):
                    path = name
                    break
    except OSError:
        return None
    if path is None:
        return None
    try:
        sdl = ctypes.CDLL(path)
        sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
        sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
        sdl.SDL_SetWindowMinimumSize.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        sdl.SDL_SetWindowMinimumSize.restype = None
        sdl.SDL_GetWindowMinimumSize.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                 ctypes.POINTER(ctypes.c_int)]
        sdl.SDL_GetWindowMinimumSize.restype = None
        for name in ("SDL_GetWindowPosition", "SDL_SetWindowPosition"):
            getattr(sdl, name).restype = None
        sdl.SDL_GetWindowPosition.argtypes = sdl.SDL_GetWindowMinimumSize.argtypes
        sdl.SDL_SetWindowPosition.argtypes = sdl.SDL_SetWindowMinimumSize.argtypes
    except (OSError, AttributeError):
        return None
    return sdl


_WINDOW_IDS = 4096
"""SDL numbers its windows from 1 up; pygame has one at a time, the last one it opened."""

_last_id = [0]


def _handle() -> tuple[Any, int] | None:
    """(the SDL library, pygame's SDL_Window pointer), or None.

    Found by its id through ``SDL_GetWindowFromID``, not through ``pygame._sdl2.video.Window``:
    pygame 2.6 stores a borrowed pointer to that Python object in the SDL window, and every
    later window event reads it, long after the object is gone (a crash, a few resizes later).
    """
    sdl = _sdl()
    if sdl is None or not pygame.display.get_init() or pygame.display.get_surface() is None:
        return None
    handle = sdl.SDL_GetWindowFromID(_last_id[0]) if _last_id[0] else None
    if not handle:
        _last_id[0] = 0
        for number in range(_WINDOW_IDS, 0, -1):
            handle = sdl.SDL_GetWindowFromID(number)
            if handle:
                _last_id[0] = number
                break
    return (sdl, handle) if handle else None


def set_minimum_size(size: tuple[int, int]) -> bool:
    """Tell the window manager the window may not be made smaller than ``size``; return
    whether SDL could be told."""
    found = _handle()
    if found is None:
        return False
    sdl, handle = found
    sdl.SDL_SetWindowMinimumSize(handle, int(size[0]), int(size[1]))
    return True


def minimum_size() -> tuple[int, int] | None:
    """The smallest size the window manager was told, or None when SDL cannot say."""
    return _read_pair("SDL_GetWindowMinimumSize")
