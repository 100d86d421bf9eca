"""The display the game opens: the window's name and icon, its size on the desktop, which
drawing path SDL takes, and whether a screen is there at all (pure helpers of :mod:`game.app`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

import pygame

from game import theme

APP_ID = "zaruri"
"""The window's class (X11 WM_CLASS) and app id (Wayland): the desktop entry's StartupWMClass."""


def name_the_window() -> None:
    """Give the window its class / app id ``zaruri``; SDL reads them as the display opens.

    Without them docks and Alt-Tab name the window after the script that started Python
    (``__main__.py``) and cannot match it with the menu entry. A class the user set stays;
    the one ``import pygame`` sets by itself (the script's name) is replaced.
    """
    pygame_default = os.path.basename(sys.argv[0]) if sys.argv else ""
    if os.environ.get("SDL_VIDEO_X11_WMCLASS", pygame_default) == pygame_default:
        os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID  # X11 WM_CLASS (SDL 2)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)  # Wayland app id (SDL < 2.26)
    os.environ.setdefault("SDL_APP_ID", APP_ID)  # the hint of SDL >= 2.26 (Wayland, X11)


class DisplayError(RuntimeError):
    """No display can be opened (no X server, no video driver)."""


def window_icon(side: int = 64) -> pygame.Surface:
    """The window's icon: a die showing five, drawn like the table's dice."""
    from game.picture_cache import kept_picture
    from game.widgets.dice_render import canvas_side, render_die

    def draw() -> pygame.Surface:
        die = round(side * side / canvas_side(side))  # the die body fills the icon
        image = render_die(5, die)
        icon = pygame.Surface((side, side), pygame.SRCALPHA)
        icon.blit(image, image.get_rect(center=(side // 2, side // 2)))
        return icon

    return kept_picture("icon", (side,), ("game.display", "game.widgets.dice_render", "game.theme"),
                        draw)


_HEADLESS_DRIVERS = frozenset({"offscreen", "dummy"})
"""SDL video drivers that draw nowhere: fine when asked for (tests), not as a fallback."""


def _check_display_available() -> None:
    """On Linux without DISPLAY or WAYLAND_DISPLAY there is no screen: say so before SDL tries."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return
    if sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        raise DisplayError("neither DISPLAY nor WAYLAND_DISPLAY is set")


def _prefer_native_x11_frames() -> None:
    """On X11, send frames to the server through shared memory (XShm), not an OpenGL texture.

    SDL's default puts the window's pixels in a texture of a GL renderer; where GL is drawn by
    the CPU (Mesa's llvmpipe: virtual machines, Xvfb, many laptops without a driver) every
    frame then costs about 9 ms of CPU at 1366×768, even a frame of three small rectangles.
    The X server's own path costs a few hundredths of that. SDL already makes this choice on
    Windows and WSL; an explicit SDL_FRAMEBUFFER_ACCELERATION is left alone. Read when the
    window opens, so it is set after the driver is known (Wayland and macOS have no such
    path and keep SDL's default).
    """
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def _fell_back_to_no_display() -> bool:
    """True when SDL, finding no screen, silently picked a driver that shows nothing."""
    driver = pygame.display.get_driver()
    asked = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    return driver in _HEADLESS_DRIVERS and asked != driver


def fit_window_size(requested: Sequence[int], desktop: Sequence[int] | None) -> tuple[int, int]:
    """The window size for ``requested``: at least theme.MIN_SIZE, at most the ``desktop``."""
    w, h = int(requested[0]), int(requested[1])
    if desktop is not None:
        w, h = min(w, int(desktop[0])), min(h, int(desktop[1]))
    return max(theme.MIN_SIZE[0], w), max(theme.MIN_SIZE[1], h)


def _desktop_size() -> tuple[int, int] | None:
    """The size of the first screen, or None when the system does not say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


def _desktop_sizes() -> list[tuple[int, int]]:
    """The sizes of every screen, side by side ([] when the system does not say)."""
    try:
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]
    except pygame.error:
        return []
