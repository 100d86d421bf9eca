"""Ruling S84: the Yams "?" pictures what its cards say (critics cC79 #11 and change 5, cA79's
Yams "?" row). Card 5 is a small table, its Penta pictured (five equal dice over its lit row,
"Penta 50", then "Full 25"), its dice clear of the card's top; card 4 pictures the sacrifice
(a box written 0, ringed as the table rings it); card 8 the hatched box the Joker closes, drawn
by the table's own hatching; card 1's throws' numbers in the mini sheets' type, its dice large
enough to read their pips at 1024x600."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import PENTA_POINTS, Box, is_penta
from game.scenes import yams_help
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

PIP_READ = 22
"""Pixels: a picture's die at least this wide at 1024x600 (its pips read as pips)."""

TOP_AIR = 6
"""Pixels at least between a card's frame's top and its picture's dice."""


def _card(tmp_path, size, key, monkeypatch, language="ro"):
    """Draw card ``key`` alone: (overlay, frame, dice rows, sheet rows, hatches, rings, texts)."""
    app = make_app(tmp_path, size=size, menu_drawn=False, language=language)
    shown = YamsHelpOverlay(app)
    shown.layout(size)
    dice: list[tuple[tuple[int, ...], pygame.Rect]] = []
    rows: list[tuple[str, str, object, pygame.Rect]] = []
    hatches: list[pygame.Rect] = []
    rings: list[pygame.Rect] = []
    real_dice, real_row = yams_help.draw_dice_row, shown._row

    def spy_dice(surface, cache, faces, topleft, side, gap, looks=None):
        n = len(tuple(faces))
        dice.append((tuple(faces), pygame.Rect(topleft, (n * side + (n - 1) * gap, side))))
        return real_dice(surface, cache, faces, topleft, side, gap, looks)

    def spy_row(surface, name, points, rect, outline=None):
        rows.append((name, points, outline, pygame.Rect(rect)))
        return real_row(surface, name, points, rect, outline)

    real_hatch, real_ring = yams_help.draw_hatch, yams_help.draw_marker_ring
    monkeypatch.setattr(yams_help, "draw_dice_row", spy_dice)
    monkeypatch.setattr(shown, "_row", spy_row)
    monkeypatch.setattr(yams_help, "draw_hatch", lambda surface, rect, scale: (
        hatches.append(pygame.Rect(rect)), real_hatch(surface, rect, scale)))
    monkeypatch.setattr(yams_help, "draw_marker_ring", lambda surface, colour, rect, *a, **k: (
        rings.append(pygame.Rect(rect)), real_ring(surface, colour, rect, *a, **k)))
    k = [step[0] for step in STEPS].index(key)
    art = shown.step_rects(k)[0]
    layout_record.start(size)
    try:
        layout_record.begin(size)
        shown.draw_picture(pygame.Surface(size), k, art)
        texts = layout_record.frame().texts
    finally:
        layout_record.stop()
    frame = shown.frame_rect(art)
    app.close()
    return shown, frame, dice, rows, hatches, rings, texts


@pytest.mark.parametrize("size", SIZES)
def test_card_five_is_a_small_table_under_its_penta(tmp_path, size, monkeypatch):
    shown, frame, dice, rows, _, _, _ = _card(tmp_path, size, "yams.help.boxes", monkeypatch)
    assert len(dice) == 1 and is_penta(dice[0][0]), dice  # five equal dice: the Penta
    faces = dice[0][1]
    assert faces.top >= frame.top + TOP_AIR, (faces, frame)  # never touching the card's top
    assert frame.contains(faces)
    named = [(name, points) for name, points, _, _ in rows]
    penta, chance = shown.tr(Box.PENTA.key), shown.tr(Box.CHANCE.key)
    assert named == [(penta, str(PENTA_POINTS)), (chance, str(sum(dice[0][0])))], named
    assert rows[0][2] is not None  # the Penta's row lit: the dice above score it
    tops = [rect.top for *_, rect in rows]
    assert tops == sorted(tops) and tops[0] >= faces.bottom  # a table under its dice
    assert all(frame.contains(rect) for *_, rect in rows)


@pytest.mark.parametrize("size", SIZES)
def test_card_four_pictures_the_sacrifice_a_box_written_zero(tmp_path, size, monkeypatch):
    shown, frame, _, rows, _, rings, texts = _card(tmp_path, size, "yams.help.validate",
                                                   monkeypatch)
    zero = [rect for name, _, _, rect in rows if name == shown.tr(Box.ONES.key)
            if any(t.text == "0" and rect.contains(t.rect) for t in texts)]
    assert len(zero) == 1, (rows, texts)  # the box struck: 0 written in it
    assert rings and rings[0].colliderect(zero[0])  # ringed as the table rings a sacrifice
    assert all(frame.contains(rect) for *_, rect in rows)
    assert all(frame.contains(rect) for rect in rings)


@pytest.mark.parametrize("size", SIZES)
def test_card_eight_pictures_the_hatched_box_the_joker_closes(tmp_path, size, monkeypatch):
    _, frame, _, rows, hatches, _, _ = _card(tmp_path, size, "yams.help.joker", monkeypatch)
    assert hatches, "no hatched box"
    assert all(frame.contains(rect) for rect in hatches)
    assert all(not rect.colliderect(row) for rect in hatches for *_, row in rows
               if _[1])  # beside the boxes it may take, never over them


@pytest.mark.parametrize("size", SIZES)
def test_card_one_numbers_and_dice_read(tmp_path, size, monkeypatch):
    shown, frame, dice, _, _, _, texts = _card(tmp_path, size, "yams.help.roll", monkeypatch)
    numbers = [t for t in texts if frame.contains(t.rect)]
    assert len(numbers) == 3
    assert all(t.size >= shown._cell_font() for t in numbers), [t.size for t in numbers]
    side = dice[0][1].h
    assert side >= PIP_READ * min(1.0, size[1] / 600), side
    assert all(frame.contains(rect) for _, rect in dice)


@pytest.mark.parametrize("key", ["yams.help.pick", "yams.help.boxes", "yams.help.joker"])
@pytest.mark.parametrize("size", SIZES)
def test_a_cards_dice_over_its_rows_stand_clear_of_its_top(tmp_path, size, key, monkeypatch):
    """Critic cC79 #11: card 5's dice 4 px under its frame at 1024x600; every card whose dice
    stand over sheet rows keeps them :data:`TOP_AIR` clear, its rows giving way first."""
    _, frame, dice, rows, hatches, _, _ = _card(tmp_path, size, key, monkeypatch)
    faces = dice[0][1]
    assert faces.top >= frame.top + TOP_AIR, (faces, frame)
    below = [rect for *_, rect in rows] + hatches
    assert all(frame.contains(rect) and rect.top >= faces.bottom for rect in below)
