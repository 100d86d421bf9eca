"""A Yams stage's lifted strip never shows an empty value cell (critic C62 defect 3: the Bonus /
Bonus Penta / TOTAL strip's box stood empty while "+35", "+100", "313" hung over it, so it
looked unfinished): the box shows its figure before the moment (0 for a bonus not yet had,
the total before the last box) until the flying or counted figure lands in it, then the new
one, on every frame of the hold. A bonus's box (the Joker Penta's, the upper bonus's) is bare
under its "+100" / "+35", said on it (round 74, S12, critic cQ74: "0" beside "+100" read as
two figures): the figure covers it, then the count, then the new figure once landed
(tests/test_yams_joker_figure_on_its_box.py)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views import stage as stage_view
from game.views import stage_lift, stage_words
from tests.uihelpers import make_app
from tools.screens_stage import _joker, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = [("joker_penta", _joker, "", "100")]  # (the upper bonus: a band, S61, round 79)
"""Each strip's stage, how it comes, its box's figure before and after (None: the TOTAL's,
read from its counter: the total before the last box, the card's total; "": bare under its
figure, said on it)."""



def _colours(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many of ``rect``'s pixels are off the colour of its corner (0: plain paper)."""
    area = surface.subsurface(rect)
    same = pygame.mask.from_threshold(area, area.get_at((0, 0)), (3, 3, 3, 255)).count()
    return rect.w * rect.h - same


def _box_texts(monkeypatch) -> list[str]:
    """The list the figures drawn in the lifted box's image (:func:`stage_lift.cell_image`)
    are appended to, as they are drawn."""
    texts: list[str] = []
    making = [False]
    made, drawn = stage_lift.cell_image, stage_lift.draw_text

    def cell_image(picture):
        making[0] = True
        try:
            return made(picture)
        finally:
            making[0] = False

    def draw_text(surface, text, *args, **kwargs):
        if making[0]:
            texts.append(text)
        return drawn(surface, text, *args, **kwargs)

    monkeypatch.setattr(stage_lift, "cell_image", cell_image)
    monkeypatch.setattr(stage_lift, "draw_text", draw_text)
    return texts


@pytest.mark.parametrize(("kind", "play", "old", "new"), CASES, ids=[c[0] for c in CASES])
def test_the_strips_value_cell_is_never_empty(tmp_path, monkeypatch, kind, play, old, new):
    """On every frame of the hold the lifted box shows a figure (its old one, the counted one
    taking it over, the new one), and its own figures are only the old and the new."""
    texts = _box_texts(monkeypatch)
    # the flying number and the burst left out: what shows in the box is its own figure,
    # or the counted one taking it over there (its pop)
    if old:  # (a bare box: its figure said on it is what shows there, round 74)
        monkeypatch.setattr(stage_words, "draw_counter", lambda *a, **k: None)
    monkeypatch.setattr(stage_view, "_draw_burst", lambda *a, **k: None)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        play(app)
        stage = until_staged(app, kind)
        picture = stage.picture
        assert picture.lift and picture.row_words is not None and picture.target is not None
        if old is None:  # the TOTAL: from the total before its last box to the card's
            old, new = str(picture.was), str(picture.counter[1])
        inner = picture.target.inflate(-2 * theme.px(10, stage.scale),
                                       -2 * theme.px(8, stage.scale))
        checked = 0
        while app.manager.top is stage and stage.clock.progress < theme.STAGE_ROW_HOME[0]:
            with unseen_frames(app, last_drawn=False):  # the frame drawn below, once
                app.step(1 / 30)
            if stage.clock.progress < 0.15:  # (the stage coming in over the table)
                continue
            texts.clear()
            app.manager.draw(app.screen)
            assert _colours(app.screen, inner) > 0, (kind, round(stage.clock.progress, 3))
            assert all(t in (old, new) for t in texts), (kind, texts)  # one figure at a time
            checked += 1
        assert checked >= 10, checked
    finally:
        app.close()


@pytest.mark.parametrize(("kind", "play", "old", "new"), CASES, ids=[c[0] for c in CASES])
def test_the_strips_box_says_its_old_figure_then_its_new(tmp_path, monkeypatch, kind, play,
                                                         old, new):
    """The box's own figure is the old one, then the new one once landed: never blank
    between, never a third figure (nor the new one before it lands)."""
    texts = _box_texts(monkeypatch)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        play(app)
        stage = until_staged(app, kind)
        if old is None:
            old, new = str(stage.picture.was), str(stage.picture.counter[1])
        assert old != new
        said_before = [old] if old else []  # (a Joker's box: bare, then "100")
        while app.manager.top is stage:
            app.manager.draw(app.screen)
            with unseen_frames(app, last_drawn=False):  # each frame drawn once, above
                app.step(1 / 30)
        said = [t for i, t in enumerate(texts) if i == 0 or texts[i - 1] != t]
        assert said == [*said_before, new], (kind, said)  # never a third figure
    finally:
        app.close()
