"""New Game's words over the seat cards and the swap chip's air (ruling S52, round 78).

The seeds' "Jucători umani + 1 IA" heads the cards alone, exact, gold and bold; "Ordinea de
joc" is its own label (cream, with a drawn arrow along the row) at the first card's left edge,
apart from the heading (a critic read "Jucători umani + 1 IA · Ordinea de joc" run together as
one muddled line). The swap chip between two people keeps air from the focus ring round the
card beside it (at 1024x600 it touched it)."""

from __future__ import annotations

import math

import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes import new_game_layout
from game.widgets.focus_ring import ring_widths
from game.widgets.text import em_px
from tests.uihelpers import make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _drawn(monkeypatch, app, scene):
    """Every text New Game's layout writes in one frame, as (text, size, colour, rect)."""
    drawn = []
    real = new_game_layout.draw_text

    def spy(surface, text, size_, colour, *a, **k):
        rect = real(surface, text, size_, colour, *a, **k)
        drawn.append((text, size_, colour, rect))
        return rect

    monkeypatch.setattr(new_game_layout, "draw_text", spy)
    scene.draw(app.screen)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("kind", "humans"), [("yams", 2), ("farkle", 6)])
def test_the_seed_heading_and_the_order_are_two_labels(tmp_path, monkeypatch, size, kind,
                                                       humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        settle(app, 60)
        drawn = _drawn(monkeypatch, app, scene)
        texts = [d[0] for d in drawn]
        assert scene.heading() == "Jucători umani + 1 IA"
        assert texts.count("Jucători umani + 1 IA") == 1, texts
        assert texts.count("Ordinea de joc") == 1, texts
        assert not [t for t in texts if "Ordinea de joc" in t and "IA" in t], texts
        heading = next(d for d in drawn if d[0] == "Jucători umani + 1 IA")
        order = next(d for d in drawn if d[0] == "Ordinea de joc")
        assert heading[2] == theme.GOLD and order[2] != theme.GOLD  # two voices
        assert em_px(order[1]) >= 16 and contrast_ratio(order[2], theme.FELT) >= 4.5
        assert order[3].right + scene.px(40) <= heading[3].left, (order[3], heading[3])
        first = min(scene.shown_card_rects(), key=lambda r: (r.y, r.x))
        assert order[3].left == first.left, (order[3], first)  # at the row's start
        assert order[3].bottom <= first.top  # over the cards, never on them
        assert abs(order[3].centery - heading[3].centery) <= scene.px(8)  # one line
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_swap_chip_keeps_air_from_the_focus_ring(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        settle(app, 60)
        for field in scene.fields[:2]:  # the ring on the card left, then right of the chip
            scene.focus.focus(field)
            scene.draw(app.screen)
            gap = ring_widths(scene.scale)[0]
            (chip, _), = scene.swap_rects()
            reach = chip.w / 2 + gap  # the ring's gap, kept round the chip too
            near = far = 0
            box = chip.inflate(2 * gap + 8, 3 * chip.h)
            for y in range(box.top, box.bottom):
                for x in range(box.left, box.right):
                    if tuple(app.screen.get_at((x, y)))[:3] != theme.FOCUS_RING:
                        continue
                    if math.dist((x + 0.5, y + 0.5), chip.center) <= reach:
                        near += 1
                    else:
                        far += 1
            assert far > 0, "no focus ring beside the chip: nothing measured"
            assert near == 0, (near, size, field.name)
    finally:
        app.close()
