"""The coach's card, comfortable (critic B69, "Coach marks" 7: "a thin strip squeezed between
the dice and 'Selecție', about 16 px from both. Its 21 px words are small beside 60 px dice,
and 'Înainte' / 'Nu mai arăta' / ⊗ are crammed in its right end; ⊗ about 12 px at 1024"):
in every step of both first games, at 1920x1080, 1366x768 and 1024x600, the card's words
are drawn at 27 px of em at 1920x1080 (scaled under it, never under the body type's em at
1024x600), its "Înainte" is one clear face with "Nu mai arăta" under it, apart from it
(round 73, critic K72: no "×" beside them, two ways out), and a 10 000 card keeps
24 reference px off the dice and the mat's words and panels round it (ruling S5: it covers
no control)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.views.coach_card import footer_rects
from game.views.coach_farkle import selection_line_rect
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.test_coach_marks import coach_app
from tests.test_coach_off_every_control import STEP_BUILDS as STEPS
from tests.test_coach_off_every_control import faults, gap
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

WORDS_EM = {(1920, 1080): 27, (1366, 768): 19, (1024, 600): 17}
"""The least em of a card's words at each size (1024x600: the body type's em there)."""

MARGIN = 24
"""Reference pixels a 10 000 card keeps off the dice and the panels and words round it."""


def comfort_faults(table: Any) -> list[str]:
    """What is cramped or small on the shown card (its words' size, its actions' room, its
    margins); an empty list when nothing is."""
    coach, scale = table.coach, table.scale
    card = coach.card
    found = []
    surface = pygame.Surface(table.size)
    layout_record.start(table.size)
    try:
        coach.draw(surface)
        texts = [t for t in layout_record.frame().texts if t.role == "coach"]
    finally:
        layout_record.stop()
    least = WORDS_EM[table.size]
    found += [f"words {t.text!r} at {em_px(t.size)} px" for t in texts
              if t.text in coach.lines and em_px(t.size) < least]
    _, stop, nxt = footer_rects(card, coach.footer, scale)
    if nxt.w and stop.w:
        if stop.top < nxt.bottom + 2 and stop.left < nxt.right and nxt.left < stop.right:
            found.append(f"'Nu mai arăta' {tuple(stop)} not under 'Înainte' {tuple(nxt)}")
        if stop.top < nxt.top:
            found.append("'Nu mai arăta' over 'Înainte'")
    for name, rect in (("Înainte", nxt), ("Nu mai arăta", stop)):
        if rect.w and not card.contains(rect):
            found.append(f"{name} out of the card")
    if table.kind == "farkle":
        margin = theme.px(MARGIN, scale)
        from game.views.coach_farkle import row_rect

        if coach.shown not in ("farkle.risk", "farkle.hot"):  # (the risk card stands
            # level with its row; the hot dice' beside the cup, the row's slots unseen round
            # it: S46, round 78)
            near = [("the dice row", row_rect(table))]
        else:
            near = []
        near += [(f"a die {tuple(d)}", pygame.Rect(d)) for d in table.hit_targets()]
        near += [("the Selecție words", selection_line_rect(table))]
        if table.mat_share() > 0:  # (S46, round 78: the hot dice' card too, off the tray;
            near += [("the mat", pygame.Rect(table.mat))]  # S40's card on it is reversed;
        # S81 3., round 80, hF102: the folded mat's felt, under the cup, is the card's)
        near += [("a side panel", pygame.Rect(r)) for r in (
            table.players_rect, table.groups_rect, table.turn_rect, table.guide_rect)
                 if r.w > 0]
        found += [f"{name}: {gap(card, rect)} px" for name, rect in near
                  if gap(card, rect) < margin and not card.colliderect(rect)]
        found += [f"over {name}" for name, rect in near if card.colliderect(rect)]
    return found + faults(table)


def test_the_least_words_at_1024_are_the_body_types():
    assert WORDS_EM[(1024, 600)] == em_px(theme.font_px(theme.FONT_BODY,
                                                        theme.scale_for((1024, 600))))


@pytest.mark.parametrize("size", SIZES)
def test_every_card_is_comfortable_at_every_size(tmp_path, size):
    found = {}
    for module, step in STEPS:
        app = coach_app(tmp_path / step, size=size)
        try:
            getattr(module, step)(app)
            table = _table(app)
            assert table.coach.card is not None, (step, table.coach.clock.shown)
            cramped = comfort_faults(table)
            if cramped:
                found[step] = (tuple(table.coach.card), cramped)
        finally:
            app.close()
    assert found == {}, (size, found)
