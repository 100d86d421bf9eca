"""The layout record records only while it is on (round 73): a frame a test keeps after the
record stopped gains nothing from later drawing on a window-sized surface (the "ales" pill
recorded its panel with the record off: a kept frame found marks drawn after it)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.chosen_mark import draw_mark
from tests.uihelpers import recorded_frame

SIZE = (1024, 600)


class _Pill:
    """A scene of one "ales" pill (what a game card draws when chosen)."""

    rect = pygame.Rect(100, 100, 160, 40)

    def draw(self, surface: pygame.Surface) -> None:
        """The pill on ``surface``."""
        draw_mark(surface, self.rect, "ales", theme.GOLD, theme.scale_for(SIZE))


def _marks(frame: layout_record.Frame) -> tuple[list, list]:
    return list(frame.texts), list(frame.panels)


def test_a_kept_frame_gains_nothing_drawn_after_the_record_stopped():
    pill = _Pill()
    kept = recorded_frame(pill, SIZE)
    before = _marks(kept)
    assert any(p.role == "chosen_mark" for p in before[1])  # recorded while on
    window = pygame.Surface(SIZE)
    pill.draw(window)  # the record off now: a frame drawn for the screen, not recorded
    layout_record.text(window, pygame.Rect(10, 10, 50, 20), "after")
    layout_record.panel(window, pygame.Rect(10, 40, 50, 20), "after")
    layout_record.narrow_last_text(window, pygame.Rect(10, 10, 5, 5))
    layout_record.covered_under(window, pill.rect)
    layout_record.covered(window)
    assert _marks(kept) == before
    assert _marks(layout_record.frame()) == before  # (nothing recorded anywhere)
