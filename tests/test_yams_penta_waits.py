"""A rolled Penta keeps its moment on the table until the player chooses (critic C30 §1: once
its stage had gone, the dice did not glow and the prompt was a small grey line): a gold glow
under the five dice, a pulse on the Penta box, the prompt large and gold; one takeover only
(the stage played once, at the landing, never again while it waits)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box
from game.views import yams_moments
from game.widgets.prompt_pill import prompt_size
from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _drawn(app) -> pygame.Surface:
    drawn = pygame.Surface(app.screen.get_size())
    app.manager.draw(drawn)
    return drawn


def _waiting(app):
    """Ana's Penta of 3s, landed and seen, its stage over: she has not chosen yet."""
    scene = table(app, ["Ana"], [3] * 5, computer=False)
    roll(app, scene)
    staged = []
    for _ in range(400):
        app.step(1 / 30)
        staged.append(scene.on_stage)
        if scene.on_stage is None and not scene.flow.moment.active and "penta" in staged:
            break
    assert staged.count("penta") and scene.on_stage is None
    return scene, staged


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_penta_glows_pulses_and_says_so_in_gold_until_chosen(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene, _ = _waiting(app)
        flow = scene.flow
        assert flow.primary_box is Box.PENTA and flow.penta_waits
        glows = yams_moments.glow_rects(scene)
        assert len(glows) == 5  # the five dice glow
        drawn = _drawn(app)
        side = scene.tray.die_size
        for i in range(5):
            x, y = scene.tray.position(i)
            # just under a die (0.56 of its side, was 0.62: round 66, critic C65, the glow
            # ends above the standings' band, which starts there at 1920)
            r, g, b = drawn.get_at((round(x), round(y + side * 0.56)))[:3]
            assert r > 70 and r > b + 25, (i, (r, g, b))  # gold light (the felt: r < b)
        said = "Validează tura: Penta 50"  # S106 4. (amended round 82): what the button does
        marks = [t for t in screen_frame(app).shown_texts() if t.text == said]
        assert len(marks) == 1  # said once
        # the prompt pill's one size (round 70, ruling S10: one pill in every beat)
        assert marks[0].size == prompt_size(scene.scale)
        prompt = marks[0].rect
        gold = pygame.mask.from_threshold(drawn.subsurface(prompt), theme.GOLD, (40, 40, 40, 255))
        assert gold.count() > 0.04 * prompt.w * prompt.h  # in gold
        cell = scene.sheet.cell_rect(scene.game.current, Box.PENTA)
        first = pygame.image.tobytes(drawn.subsurface(cell), "RGB")
        for _ in range(8):
            app.step(1 / 30)
        later = pygame.image.tobytes(_drawn(app).subsurface(cell), "RGB")
        assert later != first  # the Penta box pulses
        assert scene.on_stage is None  # waiting never stages it again
    finally:
        app.close()


def test_the_glow_goes_once_the_penta_is_chosen(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene, _ = _waiting(app)
        scene.game.pick(Box.PENTA)
        app.step(1 / 30)
        assert not scene.flow.penta_waits and yams_moments.glow_rects(scene) == []
    finally:
        app.close()
