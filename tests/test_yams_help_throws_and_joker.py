"""The Yams "?" pictures what its cards say (critic F71): card 1, "Cel mult 3 aruncări pe tură",
draws one turn's three throws, numbered, the dice kept from a throw lit in their places in
the next one (it drew five random dice); card 8, the Joker, draws its choice: under its
Penta, the upper box of its face lit, then a lower box at its full value (it drew the Penta
and "+100", cryptic)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.engine.yams import MAX_ROLLS
from game.rules.yams import LOWER_BOXES, UPPER_BOXES, is_penta, joker_score
from game.scenes import yams_help
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from game.widgets import layout_record
from game.widgets.dice_render import Look
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _overlay(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    shown = YamsHelpOverlay(app)
    shown.layout(size)
    return app, shown


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_card_one_draws_the_turns_three_throws(tmp_path, size, monkeypatch):
    app, shown = _overlay(tmp_path, size)
    try:
        rows: list[tuple[tuple[int, ...], tuple[int, int], list[Look]]] = []
        real = yams_help.draw_dice_row

        def spy(surface, cache, faces, topleft, side, gap, looks=None):
            rows.append((tuple(faces), topleft, list(looks or [Look.NORMAL] * len(faces))))
            return real(surface, cache, faces, topleft, side, gap, looks)

        monkeypatch.setattr(yams_help, "draw_dice_row", spy)
        k = [key for key, _, _, _ in STEPS].index("yams.help.roll")
        art = shown.step_rects(k)[0]
        layout_record.start(size)
        try:
            layout_record.begin(size)
            shown.draw_picture(pygame.Surface(size), k, art)
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        assert len(rows) == MAX_ROLLS, rows  # a row a throw, as many as a turn has
        assert all(len(faces) == 5 for faces, _, _ in rows)
        tops = [y for _, (_, y), _ in rows]
        assert tops == sorted(set(tops)), tops  # one under the other
        for (before, _, kept_before), (after, _, kept_after) in zip(rows, rows[1:], strict=False):
            kept = {i for i, look in enumerate(kept_after) if look == Look.HELD}
            assert kept and {i for i, look in enumerate(kept_before)
                             if look == Look.HELD} <= kept  # what is kept stays kept
            assert all(before[i] == after[i] for i in kept)  # in its place, its face
        frame = shown.frame_rect(art)
        numbers = sorted(t.text for t in texts if frame.contains(t.rect))
        assert numbers == [str(n) for n in range(1, MAX_ROLLS + 1)], numbers
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_joker_card_draws_its_choice(tmp_path, language, monkeypatch):
    size = (1366, 768)
    app = make_app(tmp_path, size=size, menu_drawn=False, language=language)
    try:
        shown = YamsHelpOverlay(app)
        shown.layout(size)
        k = [key for key, _, _, _ in STEPS].index("yams.help.joker")
        _, _, dice, _ = STEPS[k]
        assert is_penta(dice)
        rows: list[tuple[str, str, object]] = []
        monkeypatch.setattr(shown, "_row", lambda surface, name, points, rect, outline=None:
                            rows.append((name, points, outline)))
        shown.draw_picture(pygame.Surface(size), k, shown.step_rects(k)[0])
        upper = UPPER_BOXES[dice[0] - 1]  # the upper box of the Penta's face
        assert rows[0] == (app.tr(upper.key), str(joker_score(upper, dice)), theme.GOLD)
        assert len(rows) == 2, rows
        name, points, outline = rows[1]
        lower = next(box for box in LOWER_BOXES if app.tr(box.key) == name)
        assert outline is None and points == str(joker_score(lower, dice)) and int(points) > 0
    finally:
        app.close()
