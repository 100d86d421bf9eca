"""The 10 000 table as a player reads it: the turn's points, the turn panel's height through a
turn, the set-aside panel with a long turn, the last round's banner, long names. Driven like
a player, as in tests/test_farkle_table.py (whose helpers these share)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.i18n import format_int
from tests.test_farkle_table import (  # noqa: F401 - _close_apps: its autouse fixture here too
    _APPS,
    DT,
    _close_apps,
    bank,
    click,
    click_die,
    land,
    press,
    roll,
    settle,
    start,
)

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


# --- the audit: what a player reads -------------------------------------------------------------

def test_turn_points_count_the_selection_once_set_aside(tmp_path, monkeypatch):
    # 1,1,1,1,2,3: four 1s chosen; the ledger's total counts them once, chosen or set aside
    # (hF40 reversed "counted once a throw sets them aside": the total is the turn's, the
    # bank button's figure, the selection included; never twice once the throw sets it aside).
    from game.views.farkle_views import story

    app, table = start(tmp_path, 1, (1, 1, 1, 1, 2, 3, 5, 2))
    roll(app, table)
    for i in (0, 1, 2, 3):
        click_die(app, table, i)
    app.step(DT)
    app.step(DT)  # (the last chosen die landed: the total counts it as it lands, S53)
    assert story(table.flow, app.tr)[1] == table.game.turn_total == 1_000  # chosen: counted
    roll(app, table)
    app.step(DT)
    assert story(table.flow, app.tr)[1] == 1_000  # set aside: still once
    click_die(app, table, 0)
    app.step(DT)
    app.step(DT)  # (landed: S53)
    assert story(table.flow, app.tr)[1] == 1_050  # the 5 chosen on the mat counted too


def test_the_turn_panel_fits_its_rows_and_keeps_its_height_through_a_turn(tmp_path,
                                                                            monkeypatch):
    # A person's turn, then the computer's (its reasoning comes and goes with its dice):
    # nothing moves during either turn, nor when the turn passes, and every line the panel
    # draws lies inside it.
    import game.views.farkle_views as module  # the views draw the regions
    import game.widgets.farkle_turn_panel as panels  # (draw_turn's own, since round 75)

    inked: list[pygame.Rect] = []
    drawing = [False]
    real_turn, real_text, real_bar = module.draw_turn, panels.draw_text, panels.draw_bar

    def turn_spy(*args: Any, **kwargs: Any) -> None:
        inked.clear()
        drawing[0] = True
        real_turn(*args, **kwargs)
        drawing[0] = False

    def text_spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real_text(*args, **kwargs)
        if drawing[0]:
            inked.append(rect)
        return rect

    def bar_spy(surface: Any, rect: pygame.Rect, *args: Any) -> None:
        if drawing[0]:
            inked.append(rect)
        real_bar(surface, rect, *args)

    monkeypatch.setattr(module, "draw_turn", turn_spy)
    monkeypatch.setattr(panels, "draw_text", text_spy)
    monkeypatch.setattr(panels, "draw_bar", bar_spy)
    app, table = start(tmp_path, 1, (1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3))
    seen: dict[int, set[tuple[int, int, int, int]]] = {0: set(), 1: set()}

    def frame() -> None:
        app.step(DT)
        seen[table.shown_player].add(tuple(table.turn_rect) + tuple(table.groups_rect))

    frame()
    empty = table.turn_rect.bottom - max(r.bottom for r in inked)
    assert 0 < empty
    below = table.guide_rect if table.guide_right else table.groups_rect  # the turn column's
    assert below.top > table.turn_rect.bottom
    click(app, table.roll_button.rect.center)
    for _ in range(12):
        frame()
    click_die(app, table, 0)
    frame()
    bank(app, table)
    while table.shown_player == 0:
        frame()
    notes_shown = False
    while table.shown_player == 1:
        frame()
        notes_shown |= table.outcome_visible() and bool(table.turn_panel()[1])
    assert notes_shown
    assert len(seen[0] | seen[1]) == 1, seen
    assert all(table.turn_rect.contains(r) for r in inked)


def test_a_long_turn_never_overflows_the_set_aside_panel(tmp_path, monkeypatch):
    # Nine rolls in one turn (hot dice after six): the oldest rolls fold into one summary row.
    import game.widgets.farkle_ledger as panels  # the ledger draws the set-aside rows
    from tools.screens_farkle import LONG_TURN

    rows: list[tuple[int, int]] = []
    calls: list[tuple[list, str]] = []
    real_row, real_story = panels.draw_dice_row, panels.draw_story

    def row_spy(surface, cache, faces, topleft, side, gap, looks=None):
        rows.append((topleft[1], topleft[1] + side))
        return real_row(surface, cache, faces, topleft, side, gap, looks)

    def story_spy(surface, rect, scale, cache, title, empty, story, total, earlier="",
                  lost=False, chosen="", free_from=None, next_throw=None, loss=None,
                  last_away=False, lost_drop=1.0):
        rows.clear()
        calls.append((list(story), earlier))
        real_story(surface, rect, scale, cache, title, empty, story, total, earlier,
                   chosen=chosen, free_from=free_from, next_throw=next_throw,
                   last_away=last_away, lost_drop=lost_drop)

    monkeypatch.setattr(panels, "draw_dice_row", row_spy)
    monkeypatch.setattr("game.views.farkle_story.draw_story", story_spy)
    app, table = start(tmp_path, 1, LONG_TURN)
    game = table.game
    for _ in range(9):
        roll(app, table)
        click_die(app, table, 0)
    app.step(DT)
    assert len(game.set_aside) == 8 and game.current == 0
    story, earlier = calls[-1]
    fit = panels.story_fit(table.groups_rect, table.scale, story)
    assert fit < len(story)  # the case needs hidden rows at 1024×600
    assert len(rows) == fit
    assert all(table.groups_rect.top < top and bottom <= table.groups_rect.bottom
               for top, bottom in rows)
    hidden = game.set_aside[:len(story) - fit]
    assert earlier == app.tr.n("farkle.set_aside_earlier", len(hidden),
                               points=format_int(sum(g.points for g in hidden)))


def test_long_names_are_cut_with_an_ellipsis_that_fits():
    from game.widgets.text import ellipsize, text_size

    assert ellipsize("Bob", 30, 400) == "Bob"
    cut = ellipsize("Wolfgang Amadeus", 30, 120)
    assert cut.endswith("…") and cut.startswith("Wolf") and text_size(cut, 30)[0] <= 120
