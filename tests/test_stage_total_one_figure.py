"""A TOTAL landing never shows two figures on top of each other (critic hY22 §3: at ~84 %
of its flight the flying "243" lay over the "217" still in the cell, then popped over the
cell's new "243"): the cell's old figure gives way as the number lands (a lifted strip's
box, round 64: as its count takes the box over), the cell holds nothing else while the
landed number pops in it, and its own figure fades back in after, as the 10 000 total does
(:func:`game.views.stage.landing_emptied`)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.flow.stage import FLY, POP, STAMP_GONE
from game.rules.yams import Box, Scorecard
from game.views import stage as stage_view
from game.views import stage_landing, stage_words
from game.views.stage import FIGURE_BACK
from tests.uihelpers import make_app
from tools.screens_stage import FULL_CARD, _total, until_staged
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """More than 1 when ``rect`` holds anything but its paper (a figure): its pixels off the
    colour of its corner."""
    area = surface.subsurface(rect)
    paper = area.get_at((0, 0))
    same = pygame.mask.from_threshold(area, paper, (3, 3, 3, 255)).count()
    return 1 if same == rect.w * rect.h else 1 + rect.w * rect.h - same


def test_the_cell_is_empty_under_the_flying_and_popping_total(tmp_path, monkeypatch):
    # (round 64, critic C62: the TOTAL's row is lifted onto the stage and its box is never
    # left empty: it holds its old figure until the counted one takes it over in the box
    # as the number melts into it (LANDING), which is the one figure read there; under it,
    # the old figure is gone through the pop, and the box's own new figure comes back
    # after. The flying number, its pop and the burst left out: what shows in the box is
    # the table's own figure, or nothing.)
    from game.flow.stage import LANDING
    from game.views.stage_landing import HANDOVER

    monkeypatch.setattr(stage_words, "draw_counter", lambda *a, **k: None)
    monkeypatch.setattr(stage_landing, "draw_pop", lambda *a, **k: None)  # (where it is now)
    monkeypatch.setattr(stage_view, "_draw_burst", lambda *a, **k: None)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        target = stage.picture.target
        inner = target.inflate(-2 * theme.px(10, stage.scale), -2 * theme.px(8, stage.scale))
        checked = shown_before = shown_after = 0
        with unseen_frames(app, last_drawn=False):  # up to its flight home
            while stage.clock.progress < FLY[0]:
                app.step(1 / 30)
        while app.manager.top is stage:
            clock = stage.clock
            if clock.progress >= FLY[0]:  # from its flight home
                app.manager.draw(app.screen)
                seen = _colours(app.screen, inner)
                if clock.flight() < LANDING:  # its old figure, until the count takes it
                    assert seen > 1, (round(clock.progress, 3), seen)
                    shown_before += 1
                elif LANDING + HANDOVER <= clock.flight() and clock.progress < FLY[1] + POP:
                    assert seen == 1, (round(clock.progress, 3), seen)  # empty
                    checked += 1
                elif FLY[1] + POP + FIGURE_BACK <= clock.progress < STAMP_GONE:
                    # its own figure back after the pop, while the stage still plays (not
                    # only once its stamp has gone: the figure would pop back then)
                    assert seen > 1, (round(clock.progress, 3), seen)
                    shown_after += 1
            app.step(1 / 30)
        assert checked >= 2 and shown_before >= 1 and shown_after >= 1, \
            (checked, shown_before, shown_after)
    finally:
        app.close()


def _total_second(app) -> None:
    """:func:`tools.screens_stage._total` with Ana's card full ahead of Ion's (her Chance
    30 to his 26): his TOTAL leaves him second, no "trece pe primul loc" line said."""
    full = {**FULL_CARD, Box.PENTA: 50}
    scene = table(app, ["Ana", "Ion", "Eva"], [5, 5, 6, 6, 4],
                  cards=[Scorecard.from_points(full)] * 3, computer=False)
    scene.game.current = 1
    scene.game.cards[0] = Scorecard.from_points({**full, Box.CHANCE: 30})
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)


def test_a_second_places_full_card_says_its_place_alone(tmp_path):
    """Round 63: every full card played here took its player first, so the flow's line stood
    in for the place's words and their number went unread (break yams9.total_caption_no_number
    MISSED): a TOTAL that leaves its player second says "locul 2" alone, no total in it."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total_second(app)
        stage = until_staged(app, "card_total_rare")
        assert app.manager.top is stage and stage.picture.target is not None
        caption = stage.picture.caption
        assert caption == "locul 2", caption
    finally:
        app.close()


def test_a_full_cards_stage_says_one_number_at_a_time(tmp_path, monkeypatch):
    """Critic C50 defect 1: "Foaie completă!" was subtitled "313 de puncte · locul 1" while
    the TOTAL cell still read 287 and a "313" rose over it: three numbers. The figure that
    rises out of the cell says the total; the caption says the place only. (Round 64, critic
    C62: the lifted box is never empty under the counting "313": it holds the total before
    the last box, 287, while the new one counts over it, until it lands.)"""
    from game.flow.stage import COUNT_SHOWN
    from game.views.stage_words import RISE

    monkeypatch.setattr(stage_words, "draw_counter", lambda *a, **k: None)
    monkeypatch.setattr(stage_landing, "draw_pop", lambda *a, **k: None)  # (where it is now)
    monkeypatch.setattr(stage_view, "_draw_burst", lambda *a, **k: None)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        caption = stage.picture.caption
        assert caption and not any(c.isdigit() for c in caption.replace("1", "", 1)), caption
        # (hY65, critic C61: a TOTAL that took its player first says so, "Ion trece pe
        # primul loc", no figure either)
        assert "313" not in caption and ("locul 1" in caption or "primul loc" in caption), \
            caption
        target = stage.picture.target
        inner = target.inflate(-2 * theme.px(10, stage.scale), -2 * theme.px(8, stage.scale))
        checked = 0
        with unseen_frames(app, last_drawn=False):
            while stage.clock.progress < COUNT_SHOWN + RISE:
                app.step(1 / 30)
        while stage.clock.progress < FLY[0]:  # risen out of its cell, before its flight home
            app.manager.draw(app.screen)
            assert _colours(app.screen, inner) > 1, round(stage.clock.progress, 3)  # 287
            checked += 1
            app.step(1 / 30)
        assert checked >= 3, checked
    finally:
        app.close()


def test_the_lifted_total_box_holds_its_old_figure_of_its_own(tmp_path, monkeypatch):
    """Round 64 (critic C62; reverses round 63's "holds no old figure of its own": the empty
    box under the "313" looked unfinished): the lifted TOTAL's box holds its own old figure,
    the total before the last box, while the new one rises and counts over it, drawn in the
    box itself (no blank laid over it either)."""
    from game.flow.stage import COUNT_SHOWN
    from game.views.stage_words import RISE

    monkeypatch.setattr(stage_words, "draw_counter", lambda *a, **k: None)
    monkeypatch.setattr(stage_landing, "draw_pop", lambda *a, **k: None)  # (where it is now)
    monkeypatch.setattr(stage_view, "_draw_burst", lambda *a, **k: None)
    monkeypatch.setattr(stage_view, "landing_emptied", lambda *a, **k: 0.0)  # no blank
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        words = stage.picture.row_words
        assert words is not None  # the TOTAL's row lifted onto the stage
        assert words.figure == str(stage.picture.was) == "287", words.figure
        target = stage.picture.target
        inner = target.inflate(-2 * theme.px(10, stage.scale), -2 * theme.px(8, stage.scale))
        checked = 0
        with unseen_frames(app, last_drawn=False):
            while stage.clock.progress < COUNT_SHOWN + RISE:
                app.step(1 / 30)
        while stage.clock.progress < FLY[0]:  # risen out of its box, before its flight home
            app.manager.draw(app.screen)
            assert _colours(app.screen, inner) > 1, round(stage.clock.progress, 3)  # 287
            checked += 1
            app.step(1 / 30)
        assert checked >= 3, checked
    finally:
        app.close()
