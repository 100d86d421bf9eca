"""The Tura panel holds no dead band (critic B51: a bare band inside it between its notes and
"După încasare", another under it, where nothing could be banked yet: "—" stood alone in the
middle of its room): at every size and beat of a turn, no band across the panel free of its
words, bars and rows is taller than :data:`MOST_BARE` of the panel (about one row), and
"După încasare" stands in one place, its bar under it, from before the first throw to the
bank."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, screen_frame
from tools import screens_farkle  # noqa: F401  (registers the 10 000 states)
from tools.render_screens import REGISTRY
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MOST_BARE = 0.13
"""The tallest band of the Tura panel free of content, as a share of its height (about one
of its rows' pitch: the brief's ~25 % held already, the "—" fact's two bands of 16 % were
the gap the critic saw)."""

STATES = ["farkle_first_roll", "farkle_selection", "farkle_groups", "farkle_bust", "farkle_refusal",
          "farkle_last_round", "farkle_computer_reason", "farkle_target_5000", "farkle_hint",
          "farkle_long_turn", "farkle_expert_turn", "farkle_last_round_throw",
          "farkle_computer_turn", "farkle_last_round_six"]


def bare_band(app) -> tuple[int, int]:
    """The tallest band inside the Tura panel (under its padding) with nothing drawn in it,
    and the panel's height."""
    scene = next(s for s in reversed(app.manager.stack) if hasattr(s, "turn_rect"))
    rect = pygame.Rect(scene.turn_rect)
    frame = screen_frame(app)
    marks = [t.rect for t in frame.texts if rect.contains(t.rect)]
    marks += [p.rect for p in frame.panels if rect.contains(p.rect) and p.rect != rect]
    spans = sorted((m.top, m.bottom) for m in marks)
    bare, reached = 0, spans[0][0] if spans else rect.top
    for top, bottom in spans:
        bare = max(bare, top - reached)
        reached = max(reached, bottom)
    bare = max(bare, rect.bottom - reached)
    return bare, rect.h


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_turn_panel_holds_no_dead_band(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        screen = next(s for s in REGISTRY if s.name == state)
        with unseen_frames(app, last_drawn=False):  # (bare_band draws the frame it reads)
            screen.build(app)
            for _ in range(screen.settle):
                app.step(0.1)
        bare, high = bare_band(app)
        assert bare <= MOST_BARE * high, (state, size, bare, high, round(bare / high, 2))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_after_bank_stands_in_one_place_through_a_turn(tmp_path, size):
    from tools.screens_farkle import play, table_with

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 2, 2, 3, 4)  # (no straight: no stage over it)
        label = app.tr("farkle.turn.score_label")  # (ruling S14: "După încasare" before)

        def fact():
            frame = screen_frame(app)
            said = [t.rect.centery for t in frame.texts if t.role == "turn_fact"
                    and t.text == label]
            bars = [tuple(p.rect) for p in frame.panels if p.role == "turn_fact_bar"]
            return said, bars

        play(app, 2)
        before = fact()
        assert before[1], before  # its bar, from before the first throw (critic B51)
        table.press_roll()
        play(app)
        table.press_die(0)
        play(app, 4)
        chosen = fact()
        assert chosen[0], chosen  # (its bar where the panel has its room: not at 1024x600)
        assert before == chosen, (size, before, chosen)
    finally:
        app.close()
