"""The empty ledger ("Puse deoparte") earns its place (critic hF25 §1): under its quiet line,
while nothing is set aside, it shows what the throw on the felt scores, drawn small with its
dice (a 1 = 100, a 5 = 50, three of a kind = 200…), clear of the box and of the turn's total
(hF29: only that throw's: the whole list is the "Punctaj" guide's, never said twice; nothing
before the throw); the first group set aside takes its place; a coach card lying in the
ledger's middle (the bank's) has the room instead."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_empty_ledger_shows_what_scores_with_its_dice(tmp_path, size):
    from game.widgets.farkle_ledger import ledger_total_row

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 2, 2, 2, 6, 5, 3, 4, 6, 2)
        frame = recorded_frame(table, size)  # (round 31's example before the throw, a 1, a 5,
        # three alike, was retired by hF40: the "Punctaj" guide beside it lists the same,
        # one scoring guide; once the dice land, this throw's own examples, never the
        # guide's whole list)
        before = [m.text for m in frame.texts if m.role == "primer"]
        assert before == [], before
        table.press_roll()
        play(app)
        frame = recorded_frame(table, size)
        ledger = table.groups_rect
        primer = [p.rect for p in frame.panels if p.role == "ledger_primer"]
        assert len(primer) == 1, [p.role for p in frame.panels]
        box = next(p.rect for p in frame.panels if p.role == "ledger_empty")
        rule = ledger_total_row(ledger, table.scale)[0]
        assert ledger.contains(primer[0]) and primer[0].top > box.bottom, (primer, box)
        assert primer[0].bottom < rule.top, (primer, rule)
        words = [m.text for m in frame.texts if m.role == "primer"]
        for name, points in (("Un 1", 100), ("Un 5", 50), ("Trei de 2", 200)):
            assert name in words and format_int(points) in words, words
        assert "Trei de 1" not in words, words  # the guide's, not this throw's (hF29)
        # the first group set aside takes its place
        table.press_die(0)  # a 1
        table.press_roll()
        play(app)
        frame = recorded_frame(table, size)
        assert not [p for p in frame.panels if p.role == "ledger_primer"]
        assert not [m for m in frame.texts if m.role == "primer"]
    finally:
        app.close()


def test_a_coach_card_in_the_ledger_has_the_room_instead(tmp_path):
    """The set-aside card above its die leaves the primer read beside it (hC28, critic
    C27: it lay on the ledger, the primer hidden just when a first player needs it). (The
    bank's card had the primer's room in the ledger's middle; hC31 rewrites that half: it
    stands on the felt beside the dice set aside, never on the ledger.)"""
    from tests.test_coach_marks import coach_app
    from tests.test_coach_places import _table
    from tools import screens_coach

    size = (1366, 768)
    app = coach_app(tmp_path / "aside")
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app, 40)  # landed, seen: the set-aside card is up, above its die
        card = table.coach.card
        assert card is not None and not card.colliderect(table.groups_rect), card
        frame = recorded_frame(table, size)
        assert [p for p in frame.panels if p.role == "ledger_primer"]
    finally:
        app.close()
    app = coach_app(tmp_path / "bank")
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None and not card.colliderect(table.groups_rect), card
    finally:
        app.close()


def test_a_ledger_with_room_for_one_example_shows_none():
    import pygame

    from game.widgets.farkle_ledger import StoryRow, primer_fit, primer_room

    rows = [StoryRow((1,), "Un 1", "100"), StoryRow((5,), "Un 5", "50"),
            StoryRow((2, 2, 2), "Trei de 2", "200")]
    scale = 768 / 1080
    fits = {}
    for h in range(200, 420, 2):
        rect = pygame.Rect(0, 0, 327, h)
        fits[primer_fit(rect, scale, rows)] = primer_room(rect, scale).h
    assert 1 not in fits and {0, 2, 3} <= set(fits), fits


def test_the_primer_is_a_headed_card_of_examples(tmp_path):
    """Critic hF27 §1: the examples read as examples, not set-asides: a heading ("Ce se
    punctează:") on top of a darker inset card that holds them all."""
    import pygame

    from game.widgets.farkle_ledger import PRIMER_CARD

    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 2, 2, 2, 6, 5, 3, 4, 6, 2)
        table.press_roll()
        play(app)
        surface = pygame.Surface(size)
        frame = recorded_frame(table, size, surface)
        card = next(p.rect for p in frame.panels if p.role == "ledger_primer")
        heads = [m for m in frame.texts if m.role == "primer_title"]
        assert [m.text for m in heads] == ["Ce se punctează:"], heads
        words = [m.rect for m in frame.texts if m.role == "primer"]
        assert card.contains(heads[0].rect), (card, heads[0].rect)
        assert all(card.contains(w) and w.top > heads[0].rect.bottom for w in words)
        inset = surface.get_at((card.x + card.w // 2, card.bottom - 3))[:3]
        assert inset == PRIMER_CARD, (inset, PRIMER_CARD)
    finally:
        app.close()


def test_no_primer_on_the_computers_turn(tmp_path):
    """Critic hF27 §1: on the computer's turn the examples are noise: the empty ledger
    shows none."""
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_bank()
        seen = 0
        with drawing_one_frame_in(app, 0):  # each checked frame is drawn by recorded_frame
            for _ in range(300):  # its throw landed, nothing chosen yet (hF29: the primer's time)
                app.step(0.02)
                if (table.game.current_player.is_computer and not table.game.set_aside
                        and table.flow.live() and not table.game.selected):
                    seen += 1
                    frame = recorded_frame(table, size)
                    assert not [p for p in frame.panels if p.role == "ledger_primer"]
                    assert not [m for m in frame.texts if m.role == "primer"]
                elif seen:
                    break
        assert seen
    finally:
        app.close()
