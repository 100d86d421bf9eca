"""New Game has one way to add or take away a person (critic, round 74 #3: the players' stepper
and the "Adaugă jucător" card beside the seats said the same thing twice): the add card beside
the seats adds one, a "×" on a person's card takes them away, both reached by Tab and pressed
by Enter or a click; no stepper left, the seeds' "Jucători umani + 1 IA" read as the heading
over the seat cards, and for Yams no panel left empty where the stepper stood (S16, round
74)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import click, key, make_app, recorded_frame, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

QUOTE = "Jucători umani + 1 IA"


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_one_control_adds_and_the_quote_heads_the_seats(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 2)
        settle(app, 40)
        shown = [w for w in scene.focus.widgets if w.visible]
        assert scene.humans not in shown  # no stepper beside the add card
        texts = recorded_frame(scene, size).texts
        heads = [t for t in texts if QUOTE in t.text]
        assert len(heads) == 1, [t.text for t in texts]  # the seeds' words, once
        cards = scene.shown_card_rects()
        assert heads[0].rect.bottom <= min(c.top for c in cards)  # over the seats
        if kind == "yams":  # nothing left in a panel: no panel
            assert scene.panel.h == 0, scene.panel
        else:  # the target alone in its panel
            assert scene.panel.contains(scene.target.rect)
        # no band of felt where the stepper stood: the heading as near the game's line as
        # the cards stand near the buttons, give or take a row of controls
        line_foot = max(t.rect.bottom for t in texts if t.text == scene.summary())
        start = scene.start_button.rect.top - max(c.bottom for c in cards)
        above = (scene.panel.top if scene.panel.h else heads[0].rect.top) - line_foot
        assert above <= start + scene.px(40), (above, start)
    finally:
        app.close()


def test_keys_and_clicks_add_and_take_away_a_person(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 3)
        settle(app, 40)
        for field, name in zip(scene.fields, ["Ana", "Bogdan", "Cici"], strict=False):
            field.set_text(name)
        remove = scene.removers[1]
        assert remove.visible and scene.shown_card_rects()[1].contains(remove.rect)
        for _ in range(len(scene.focus.widgets)):  # Tab reaches the "×" on Bogdan's card
            if scene.focus.focused is remove:
                break
            key(app, pygame.K_TAB)
        assert scene.focus.focused is remove
        key(app, pygame.K_RETURN)
        settle(app, 40)
        assert scene.player_names() == ["Ana", "Cici"]
        assert scene.focus.focused is scene.fields[1]  # the name now on that card
        (add,) = [s for s in scene.spots if s.visible]
        scene.focus.focus(add)
        key(app, pygame.K_RETURN)
        settle(app, 40)
        assert scene.humans.value == 3
        click(app, scene.removers[0])  # a click on Ana's "×"
        settle(app, 40)
        assert scene.player_names() == ["Cici", scene.default_name(1)]  # (renumbered)
        assert scene.humans.value == 2
    finally:
        app.close()


def test_the_only_person_has_no_cross(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 1)
        settle(app, 40)
        assert not any(r.visible for r in scene.removers)
    finally:
        app.close()
