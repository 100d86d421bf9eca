"""The Yams standings panel on the table (issue 22 §2): in a band of its own above the buttons
through every beat of a turn, for 1 to 7 seats at 1024×600, 1366×768 and 1920×1080, every
player's TOTAL the sheet's, away from the held row, the dice, the buttons, the sheet and the
voice's pills; it shows scored totals only (never a roll before the dice land)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import format_int
from game.rules.yams import Box
from game.widgets import layout_record
from game.widgets.layout_record import Frame, PanelMark, TextMark
from tests.layout_check import FRAME, check_app, problems
from tests.uihelpers import make_app
from tools.screens_standings import standings_table
from tools.screens_yams import click_at, pick, roll, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def panel_rect(scene):
    """Where the table draws the standings now (None when it does not)."""
    return scene.standings.rect(scene.game, scene.tr, scene.message_rects())


def recorded(app):
    """One frame drawn with the layout recorder on: (its frame, its problems)."""
    layout_record.start(app.screen.get_size())
    try:
        found = check_app(app, "standings")
        return layout_record.frame(), found
    finally:
        layout_record.stop()


@pytest.mark.parametrize("seats", [1, 2, 7])  # 4: tests/test_layout.py, "yams_standings_played"
def test_the_panel_fills_the_empty_felt_at_every_size(seats, tmp_path):
    app = make_app(tmp_path, size=SIZES[0])
    try:
        scene = standings_table(app, seats)
        for size in SIZES:
            app.resize(size)
            app.step(FRAME)
            rect = panel_rect(scene)
            assert rect is not None, (seats, size)
            assert scene.left.contains(rect)
            assert rect.top > scene.held_band.bottom
            assert rect.bottom < scene.roll_button.rect.top
            assert not rect.colliderect(scene.sheet.rect)
            frame, found = recorded(app)
            assert not found, "\n".join(found)
            assert [p.rect for p in frame.panels if p.role == "standings"] == [rect]
            inside = [t.text for t in frame.texts if rect.contains(t.rect)]
            for card in scene.game.cards:  # the sheet's TOTAL, bonuses and all
                if seats == 1:  # alone: the best to beat, not the TOTAL again (round 71,
                    # critic D70; no best in a fresh app's statistics)
                    assert format_int(card.total) not in inside, (size, inside)
                    assert scene.tr("yams.standings.no_best") in inside, (size, inside)
                    continue
                assert format_int(card.total) in inside, (seats, size, inside)
            if seats == 7 and size == SIZES[0]:  # the long name shortened, never cut
                assert any(t.startswith("Alexandra") and t.endswith("…") for t in inside)
    finally:
        app.close()


def test_the_panel_stays_while_the_dice_are_out_and_shows_the_new_total(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = standings_table(app, 2, dice=(2, 5, 5, 3, 6) * 2)  # Ana plays
        app.step(FRAME)
        before = scene.game.cards[0].total
        still = panel_rect(scene)
        assert still is not None
        click_at(app, scene.roll_button.rect.center, frames=0)
        assert scene.tray.is_moving and panel_rect(scene) == still  # dice in flight: it stays
        frame, found = recorded(app)
        assert not found, "\n".join(found)  # no die over it
        assert [p.rect for p in frame.panels if p.role == "standings"] == [still]
        for _ in range(60):
            app.step(1 / 30)
        assert panel_rect(scene) == still  # the dice at rest lie above it
        assert not any(still.colliderect(d) for d in scene.dice_in_play_rects())
        pick(app, scene, Box.FIVES)
        validate(app, scene)
        app.step(FRAME)
        rect = panel_rect(scene)
        assert rect is not None
        total = scene.game.cards[0].total
        assert total == before + 10
        frame, found = recorded(app)
        assert not found, "\n".join(found)
        shown = [t.text for t in frame.texts if rect.contains(t.rect)]
        assert format_int(total) in shown
        click_at(app, scene.undo_button.rect.center)  # taken back: no longer her last turn
        assert scene.game.cards[0].total == before
        assert scene.standings.last_turns.of(scene.game, 0) is None
        assert panel_rect(scene) is not None  # the roll it gives back: the panel stays
        roll(app, scene)
        assert panel_rect(scene) is not None
    finally:
        app.close()


def test_the_panel_gives_way_to_a_refusal_and_to_the_computers_announcement(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    app.apply_settings(app.settings.with_changes(computer_speed="fast",
                                                 animation_speed="fast"))
    try:
        scene = standings_table(app, 7)
        scene.game.current = 0
        full = panel_rect(scene)
        click_at(app, scene.validate_button.rect.center, frames=0)  # no roll yet: refused
        refusal = scene.refusal_rect()
        assert refusal is not None
        rect = panel_rect(scene)
        assert rect is not None and not rect.colliderect(refusal)
        assert rect.h <= full.h
        _, found = recorded(app)
        assert not found, "\n".join(found)
        scene.game.current = 6  # the computer's turn: it throws, scores, says what it chose
        for _ in range(2_000):
            app.step(1 / 30)
            if scene.game.current == 0 and scene.game.dice is None and not scene.tray.is_moving:
                break
        announced = scene._announcement_rects()  # (in the prompt's pill, ruling S10)
        assert announced, "the computer's choice is said"
        rect = panel_rect(scene)
        assert rect is not None and rect.collidelist(announced) < 0
        _, found = recorded(app)
        assert not found, "\n".join(found)
    finally:
        app.close()


def test_a_refused_sheet_click_is_answered_in_the_lane_not_across_the_panel(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = standings_table(app, 2)
        full = panel_rect(scene)
        row = next(r for r in (scene.sheet.cell_rect(0, box) for box in Box)
                   if full.top < r.centery < full.centery)  # beside the panel's upper half
        click_at(app, row.center, frames=0)  # no roll yet: refused
        refusal = scene.refusal_rect()
        rect = panel_rect(scene)
        assert refusal is not None and rect is not None
        assert refusal.bottom < scene.held_band.top and not refusal.colliderect(rect)
        assert scene.message_lane().contains(refusal)
        _, found = recorded(app)
        assert not found, "\n".join(found)
    finally:
        app.close()


def test_the_check_sees_a_standings_panel_under_a_pill_a_die_or_a_text():
    panel = pygame.Rect(100, 300, 400, 150)
    frame = Frame(texts=[TextMark(pygame.Rect(120, 310, 80, 20), "Clasament"),
                         TextMark(pygame.Rect(450, 420, 120, 20), "Aruncă mai întâi")],
                  panels=[PanelMark(panel, "standings"),
                          PanelMark(pygame.Rect(300, 430, 200, 40), "refusal")])
    found = "\n".join(problems(frame, (1024, 600), dice=[pygame.Rect(480, 320, 40, 40)]))
    for expected in ("under a refusal", "over a die", "under 'Aruncă mai întâi'"):
        assert expected in found, (expected, found)
    clean = Frame(texts=[TextMark(pygame.Rect(120, 310, 80, 20), "Clasament")],
                  panels=[PanelMark(panel, "standings"), PanelMark(panel)])
    assert problems(clean, (1024, 600)) == []


def test_the_optional_last_turns_never_shorten_a_name_and_nothing_overlaps():
    """Rows laid out in areas from 300 to 900 pixels wide: where the last turns show, every
    name is whole; the parts of a row never run into each other."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.flow.yams_standings import standings
    from game.views.yams_standings import Row, StandingsPanel
    from game.widgets.text import BOLD, text_size

    game = YamsGame.new([Player(n) for n in ("Alexandra-Ecaterina", "Ion", "Ana", "Maria")])
    from dataclasses import replace

    rows = [Row(s, f"{k + 1}.", n, "250", "−120", "last turn", last)
            for k, (s, n, last) in enumerate(zip(
                [replace(s, total=250, turns_left=1) for s in standings(game)],
                ("Alexandra-Ecaterina", "Ion", "Ana", "Maria"),
                ("Small straight 30", "Penta 50", "Full house 25", ""), strict=True))]
    panel = StandingsPanel()
    seen_last = seen_without = 0
    for width in range(300, 901, 20):
        panel.layout(pygame.Rect(40, 300, width, 260), 0.71)
        plan = panel.plan(game, rows, [])
        if plan is None:
            continue
        c = plan.at
        parts = [c.place_right, c.name_x, c.name_right, c.total_right, c.gap_right]
        assert parts == sorted(parts), (width, c)
        room = c.name_right - c.name_x
        assert room >= text_size("Mmmm…", plan.size, BOLD)[0], (width, c)
        if plan.last:
            seen_last += 1
            assert all(text_size(r.name, plan.size, BOLD)[0] <= room for r in rows), width
            longest = max(text_size(r.last, plan.size)[0] for r in rows)
            assert c.last_x + longest < c.total_right - text_size("250", plan.size, BOLD)[0]
        else:
            seen_without += 1
    assert seen_last and seen_without  # both ways met in the range


def test_the_row_marker_is_the_seats_mark_and_a_pointer_for_the_player_on_turn():
    """Not colour alone: the player on turn has a gold pointer before the seat's mark."""
    from game import theme
    from game.views.yams_standings import draw_seat_marker
    from game.widgets.seats import seat_colour

    def drawn(seat: int, current: bool) -> pygame.Surface:
        surface = pygame.Surface((60, 30))
        surface.fill((0, 0, 0))
        draw_seat_marker(surface, pygame.Rect(0, 0, 60, 30), seat, current, 1.0)
        return surface

    for seat in range(7):
        plain, on_turn = drawn(seat, False), drawn(seat, True)
        # (S71, round 79: the seat's token, its shape in ink at its middle: its disc read)
        centre = plain.get_at((60 - 2 - 13 - 10, 15))[:3]  # the token's disc, left of it
        assert max(abs(a - b) for a, b in zip(centre, seat_colour(seat), strict=True)) < 40
        left = pygame.Rect(0, 0, 30, 30)
        gold = [(x, y) for x in range(left.w) for y in range(left.h)
                if on_turn.get_at((x, y))[:3] == theme.GOLD]
        assert gold and not any(plain.get_at(p)[:3] != (0, 0, 0) for p in gold)
