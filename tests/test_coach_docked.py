"""Ruling S20 (round 76, hC79; critics cZ75, cF75a: "the Yams card hides the prompt"): a first
game's Yams card never covers what it explains, the prompt's pill (said, whole, in its place
while the card shows) nor the red button the player presses next, at every window size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views import yams_prompt
from game.views.coach_reads import speaks_for_prompt
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach, screens_coach_first

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
BUILDS = [(screens_coach, "_yams_hold"), (screens_coach, "_yams_box"),
          (screens_coach, "_yams_countdown"), (screens_coach_first, "_yams_box_by_keys")]


def _primary(table: Any) -> pygame.Rect:
    """The red (primary) button the player presses next."""
    buttons = (table.roll_button, table.validate_button, table.hint_button)
    red = [b for b in buttons if b.visible and b.enabled and b.style == "primary"]
    assert len(red) == 1, [(b.style, b.enabled) for b in buttons]
    return pygame.Rect(red[0].rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("build", BUILDS, ids=[n for _, n in BUILDS])
def test_a_yams_card_covers_neither_its_subject_the_prompt_nor_the_red_button(tmp_path, build,
                                                                              size):
    """The card's rectangle meets neither its subject (what it points at and lights), the
    prompt's pill, which stays said, nor the primary button."""
    module, name = build
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, name)(app)
        table = _table(app)
        coach = table.coach
        card = coach.card
        assert card is not None, coach.shown
        for subject in (coach.target, coach.lit):
            assert subject is not None and not card.colliderect(subject), (card, subject)
        pill = yams_prompt.prompt_rect(table)
        # (S76, round 80: the hold card in the prompt's place over the rack, the prompt
        # waiting under it; amended round 81, hY122, ruling S93 3., critic cA80 #6: docked
        # in the header's room, the prompt said, as every other card here)
        assert not card.colliderect(table.standings.area), (card, table.standings.area)
        assert not speaks_for_prompt(table), "the prompt waits under the card"
        assert pill.h > 0 and not card.colliderect(pill), (card, pill)
        primary = _primary(table)
        assert not card.colliderect(primary), (card, primary)
    finally:
        app.close()


@pytest.mark.parametrize("build", BUILDS, ids=[n for _, n in BUILDS])
def test_a_yams_cards_words_are_drawn_at_18_px_at_1024x600(tmp_path, build):
    """Critic cZ75: the Yams cards' 17 px words read small at 1024x600; every card of a
    first game draws them at 18 px of em or more there (its step or "Sfat" tag too)."""
    from game.widgets import layout_record
    from game.widgets.text import em_px

    module, name = build
    size = (1024, 600)
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, name)(app)
        coach = _table(app).coach
        assert coach.card is not None, coach.shown
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            coach.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        said = [t for t in texts if t.text in (*coach.lines, coach.footer[0])]
        assert len(said) == len(coach.lines) + 1, (coach.lines, coach.footer)
        assert min(em_px(t.size) for t in said) >= 18, [(t.text, em_px(t.size)) for t in said]
    finally:
        app.close()


FARKLE_BUILDS = ["_farkle_set_aside", "_farkle_refused", "_farkle_refused_far", "_farkle_risk",
                 "_farkle_bank", "_farkle_hot"]


def _farkle_primary(table: Any) -> list[pygame.Rect]:
    """The red (primary) button the player presses next (none while no die is set aside)."""
    buttons = (table.roll_button, table.bank_button, table.hint_button, table.undo_button)
    red = [b for b in buttons if b.visible and b.enabled and b.style == "primary"]
    assert len(red) <= 1, [(b.style, b.enabled) for b in buttons]
    return [pygame.Rect(b.rect) for b in red]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", FARKLE_BUILDS)
def test_a_10000_card_covers_neither_its_subject_the_prompt_nor_the_red_button(tmp_path, name,
                                                                               size):
    """Ruling S20 for the 10 000 cards too (round 76, hC80): every card of a first game
    stands in a room of its own; it meets neither what it points at or lights, nor the
    prompt over the dice, which is said, whole, all the while (the set-aside card's no
    longer waits under it), nor the red button."""
    from game.views.coach_farkle import prompt_rect
    from game.views.coach_reads import prompt_waits

    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, name)(app)
        table = _table(app)
        coach = table.coach
        card = coach.card
        assert card is not None, coach.shown
        for subject in (coach.target, coach.lit):
            assert subject is not None and not card.colliderect(subject), (card, subject)
        assert not prompt_waits(table), (coach.shown, "the prompt waits under the card")
        assert table.flow.prompt() is not None, coach.shown  # a prompt is said over the dice
        assert not card.colliderect(prompt_rect(table)), (card, prompt_rect(table))
        for primary in _farkle_primary(table):
            assert not card.colliderect(primary), (card, primary)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_countdown_card_docks_off_the_sheet_on_two_lines(tmp_path, size, monkeypatch):
    """Round 76, hC80 (S20 amended): the countdown's card no longer stands on the sheet over
    the other players' columns; it docks in the header's room over the turn pill, as the
    box card does, off the sheet, its words on two lines at most (at 1024x600 they wrapped
    to three); no arrow crosses the row labels to the ring: the ring it speaks of is lit.
    (S46, round 78: its place only where none beside its ring is free.)"""
    unbeside_the_countdown(monkeypatch)
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        coach, card = table.coach, table.coach.card
        assert coach.shown == "yams.countdown" and card is not None, coach.shown
        assert not card.colliderect(table.sheet.rect), (card, table.sheet.rect)
        assert len(coach.lines) <= 2, coach.lines
        ring = table.countdown_ring_rect()
        assert ring is not None and coach.lit == ring, (coach.lit, ring)
        # (S62 4., amended round 79, critic cA78 #7: a leader down to the ring, crossing no
        # words: tests/test_yams_countdown_card_points_hy115.py)
        route = coach.pointer_route()
        assert route is not None and route[-1][1] <= ring.top, route
        assert table.flow.countdown_held  # the count waits while its card shows
    finally:
        app.close()


def test_the_ring_pulses_while_its_docked_card_shows(tmp_path, monkeypatch):
    """With no arrow to it, the countdown's ring is found by its light: it breathes (the
    coach keeps the loop drawing), the light round it brighter and dimmer by turns (docked:
    where no place beside the ring is free, S46)."""
    from game.theme_coach import COACH_RING_PULSE

    unbeside_the_countdown(monkeypatch)
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "yams.countdown" and coach.card is not None
        assert coach.animating  # the loop never idles under a breathing light
        ring = table.countdown_ring_rect()
        assert ring is not None
        around = ring.inflate(table.px(24), table.px(24))

        def light() -> int:
            surface = pygame.Surface(table.size)
            surface.fill((0, 0, 0))
            coach.draw(surface)
            return sum(sum(surface.get_at((x, y))[:3]) for x in range(around.left, around.right)
                       for y in range(around.top, around.bottom)
                       if not ring.collidepoint(x, y))

        seen = []
        for _ in range(4):
            seen.append(light())
            coach.update(COACH_RING_PULSE / 4)
        assert coach.shown == "yams.countdown"
        assert max(seen) > min(seen) * 1.3, seen
    finally:
        app.close()


def unbeside_the_countdown(monkeypatch: Any) -> None:
    """The countdown's card as where no place beside its ring is free (S46, round 78): its
    dock in the header's room (round 76, hC80), with no arrow (the tests of that)."""
    from game.views import coach as coach_view

    beside = coach_view.beside_place

    def off(scene: Any, mark: str, *args: Any) -> Any:
        return None if mark == "yams.countdown" else beside(scene, mark, *args)

    monkeypatch.setattr(coach_view, "beside_place", off)


def undock_the_countdown(monkeypatch: Any) -> None:
    """The countdown's card as where neither its place beside its ring (S46, round 78) nor
    the header's room (round 76, hC80) has room for it: its older places, beside its ring
    on the sheet (round 74), else the prompt's (the tests of those)."""
    from game.views import coach as coach_view

    docked, beside = coach_view.dock_place, coach_view.beside_place

    def dock(scene: Any, mark: str, *args: Any) -> Any:
        return None if mark == "yams.countdown" else docked(scene, mark, *args)

    def off(scene: Any, mark: str, *args: Any) -> Any:
        return None if mark == "yams.countdown" else beside(scene, mark, *args)

    monkeypatch.setattr(coach_view, "dock_place", dock)
    monkeypatch.setattr(coach_view, "beside_place", off)
