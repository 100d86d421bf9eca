"""A side screen's short entrance: its parts arrive one after another (rising or sliding a
little, fading in from a readable start), all within :data:`game.theme.ENTRANCE_TIME`; a key or
a click skips it. Drawn over a frame already made: each arriving part's pixels are lifted off,
the ground under it put back, and the part laid again where it is on its way, at its opacity.

    entrance = Entrance(count=2)
    entrance.update(dt)
    lift(surface, ground, rect, entrance.share(i), (0, theme.px(24, scale)))
"""

from __future__ import annotations

import pygame

from game import theme


def ease_out(t: float) -> float:
    """Cubic ease-out of ``t`` (0..1): fast, then settling."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class Entrance:
    """The clock of one entrance of ``count`` parts, each arriving :data:`theme.ENTRANCE_STEP`
    seconds after the one before, the whole over by :data:`theme.ENTRANCE_TIME`."""

    def __init__(self, count: int = 1) -> None:
        self.count = max(1, count)
        self.elapsed = theme.ENTRANCE_TIME  # at rest until :meth:`start`

    def start(self, count: int | None = None) -> None:
        """Begin again (the screen shows), for ``count`` parts."""
        if count is not None:
            self.count = max(1, count)
        self.elapsed = 0.0

    def skip(self) -> None:
        """Every part at its place at once (a key or a click)."""
        self.elapsed = theme.ENTRANCE_TIME

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""
        self.elapsed = min(theme.ENTRANCE_TIME, self.elapsed + max(0.0, dt))

    def update_seen(self, dt: float, manager: object) -> None:
        """Advance by ``dt`` once the screen is seen: not while the veil of a change of
        screen (``manager.transition_progress()``) is still darkening over it."""
        progress = getattr(manager, "transition_progress", lambda: None)()
        if progress is None or progress >= 0.5:
            self.update(dt)

    @property
    def active(self) -> bool:
        """True while a part is still on its way."""
        return self.elapsed < theme.ENTRANCE_TIME

    def share(self, index: int) -> float:
        """How far part ``index`` has come, 0 (just starting) .. 1 (at its place)."""
        if not self.active:
            return 1.0
        step = min(theme.ENTRANCE_STEP, (theme.ENTRANCE_TIME - theme.ENTRANCE_MOVE)
                   / max(1, self.count - 1))
        return ease_out((self.elapsed - index * step) / theme.ENTRANCE_MOVE)


def lift(surface: pygame.Surface, ground: pygame.Surface, rect: pygame.Rect, share: float,
         travel: tuple[int, int]) -> None:
    """Part ``rect`` of ``surface`` (drawn at its place) shown ``share`` of its way in: the
    ``ground`` (a picture of ``surface`` before the part was drawn, same size) put back under
    it, the part laid again ``(1 - share) × travel`` pixels off its place, at an opacity from
    :data:`theme.ENTRANCE_FIRST_ALPHA` (read already) to whole."""
    if share >= 1.0:
        return
    rect = rect.clip(surface.get_rect())
    if rect.w <= 0 or rect.h <= 0:
        return
    part = surface.subsurface(rect).copy()
    surface.blit(ground, rect, rect)
    first = theme.ENTRANCE_FIRST_ALPHA
    part.set_alpha(round(first + (255 - first) * share))
    offset = (round(travel[0] * (1 - share)), round(travel[1] * (1 - share)))
    surface.blit(part, rect.move(offset))
