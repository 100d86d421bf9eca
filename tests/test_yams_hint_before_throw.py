"""Before a turn's first throw there is nothing to suggest: the one sensible move is to throw
(critic C41: "Sugestie" stood lit over the cup). "Sugestie" stands greyed until the first
throw has landed; a click on it is refused, aloud, with the reason (throw first), never a
crash and never an empty hint; after the throw it is lit and advises as before."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import click_at, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_sugestie_is_greyed_before_the_first_throw_and_a_click_says_throw_first(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 4, computer=False)
        for _ in range(10):
            app.step(0.1)
        assert scene.game.dice is None and scene.roll_button.enabled
        assert not scene.hint_button.enabled  # greyed: nothing to suggest before a throw
        click_at(app, scene.hint_button.rect.center)
        assert scene.hint_text == "" and scene.hint_box is None  # no empty hint
        refusal = scene.flow.voice.refusal
        assert refusal is not None and refusal.text == app.tr("yams.hint.throw_first")
        said = [t.text for t in screen_frame(app).texts]
        assert app.tr("yams.hint.throw_first") in said  # seen on the table
        roll(app, scene)
        for _ in range(10):
            app.step(0.1)
        assert scene.hint_button.enabled  # a throw seen: there is something to suggest
        click_at(app, scene.hint_button.rect.center)
        assert "termini cu ~" in scene.hint_text.lower()
    finally:
        app.close()


def test_the_keyboard_never_lands_on_a_greyed_sugestie(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 4, computer=False)
        app.step(0.1)
        for _ in range(8):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                                 unicode=""))
            app.step(1 / 60)
            assert scene.focus.focused is not scene.hint_button
    finally:
        app.close()
