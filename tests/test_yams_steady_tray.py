"""The left column is one steady tray (critic hY14 §2): the kept row's five slots and the
dice line keep the same places at every beat of a turn: before the first throw, after it,
with dice held, on the computer's turn. (Round 67, ruling S1: the row is drawn in every
beat, before a throw too; round 65 drew it only once dice lay on the felt.)"""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views import yams_prompt, yams_views
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_kept_rows_slots_keep_their_places_at_every_beat(tmp_path, monkeypatch):
    drawn: list[list[tuple[int, int]]] = []
    real = yams_views.draw_held_slots

    def record(surface, centres, side, scale):  # (one look since round 68)
        drawn.append([(round(x), round(y)) for x, y in centres])
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_held_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3, computer=False)
        row = [(x, scene._held_y) for x in scene._slot_x]
        app.step(1 / 60)
        # round 67 (ruling S1, critic C66: the row changed shape between beats): before the
        # first throw the kept row is drawn, faint, in its places (round 65 hid it then)
        assert drawn and drawn[-1] == row and scene.kept_row_slots() == row
        dice_line = [(round(x), round(y)) for x, y in scene.dice_slots()]
        roll(app, scene)
        app.step(0.5)
        drawn.clear()
        app.step(1 / 60)
        # after it, the game's first throw: the row says what it is for over its sockets
        # (S1: they stay drawn under the words), its places kept
        assert drawn and drawn[-1] == row and scene.kept_row_slots() == row
        # the thrown dice rest on the line their slots showed
        assert [(round(x), round(y)) for x, y in scene.tray.rest_positions] == dice_line
        scene.flow.toggle_hold(1)
        scene.flow.toggle_hold(2)
        for _ in range(20):  # the kept dice glide up to their slots
            app.step(1 / 30)
        drawn.clear()
        app.step(1 / 60)
        assert drawn and drawn[-1] == [row[0], row[3], row[4]]  # the kept dice on theirs
        assert [(round(x), round(y)) for x, y in (scene.tray.position(1),
                                                   scene.tray.position(2))] == row[1:3]
    finally:
        app.close()


def test_the_computers_turn_keeps_the_kept_rows_slots(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        row = [(float(x), float(scene._held_y)) for x in scene._slot_x]
        roll(app, scene)
        app.step(0.5)
        scene.flow.validate()  # Ana's box (the one pre-selected, or picked now)
        if scene.game.current == 0:
            pick(app, scene, Box.CHANCE)
            scene.flow.validate()
        seen = 0
        for _ in range(90):  # the turn passing, the computer's greeting, its first throw
            app.step(1 / 30)
            if scene.computer_turn and scene.on_stage is None:
                seen += 1
                held = scene.game.held if scene.game.dice is not None else (False,) * 5
                free = [p for p, h in zip(row, held, strict=True) if not h]
                assert scene.kept_row_slots() == free
        assert seen > 10
    finally:
        app.close()


def test_the_computers_greeting_lies_on_a_plate_over_the_slots():
    # "Urmărește-i aruncările" is written in the message lane on a dark plate (the prompt's
    # one pill since round 70, ruling S10): nothing drawn there before crosses its words
    import pygame

    from game import theme
    from game.flow.messages import TableVoice
    from game.widgets.prompt_pill import PromptSay, draw_prompt_pill, pill_rect, prompt_size

    band = pygame.Rect(0, 0, 600, 120)
    voice = TableVoice()
    voice.show_banner("Urmărește-i aruncările")
    voice.update(theme.TURN_BANNER_FADE)  # fully shown
    alpha = round(255 * yams_views.banner_alpha(voice.banner))
    surface = pygame.Surface(band.size)
    surface.fill(theme.GOLD)  # a slot's outline everywhere
    size = prompt_size(1.0)  # said in the prompt's one pill (round 70, ruling S10)
    plate = pill_rect(band, band.w - 40, size, 1.0)
    draw_prompt_pill(surface, plate, PromptSay(voice.banner.text, alpha=alpha, role="banner"),
                     size, 1.0)
    # just left of the words, at their height: the plate, not the gold outline
    x = next(x for x in range(band.w) if surface.get_at((x, band.centery))[:3] != theme.GOLD)
    inside = surface.get_at((x + 4, band.centery))[:3]
    assert sum(inside) < sum(theme.GOLD) * 0.6, inside
    assert surface.get_at((band.centerx, 1))[:3] == theme.GOLD  # the row itself unchanged


def test_a_kept_dies_slot_stays_until_the_die_sits_on_it(tmp_path):
    # a die set aside glides up to its slot: the slot waits there for it (it never vanishes
    # while the die is still on its way), then the die covers it
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 3, computer=False)
        row = [(float(x), float(scene._held_y)) for x in scene._slot_x]
        roll(app, scene)
        app.step(0.5)
        scene.flow.toggle_hold(1)
        app.step(1 / 60)
        assert scene.tray.is_gliding and scene.kept_row_slots() == row
        for _ in range(20):
            app.step(1 / 30)
        assert scene.kept_row_slots() == [row[0], *row[2:]]
    finally:
        app.close()


def test_the_news_of_the_turn_pass_lies_over_the_kept_rows_slots(tmp_path):
    # "Calculatorul a ales Cinci: 20" is said in the message lane before the turn passes
    # (round 71, ruling S13: the old turn's report goes as the band begins, said in its own
    # turn): the kept row's slots stay (the tray does not empty and fill again), nothing
    # over them
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 8, computer=True)
        row = [(float(x), float(scene._held_y)) for x in scene._slot_x]
        roll(app, scene)
        app.step(0.5)
        pick(app, scene, Box.CHANCE)
        scene.flow.validate()
        said = 0
        for _ in range(900):
            app.step(1 / 20)
            said_now = yams_prompt.prompt_say(scene)
            if said_now is not None and "Cinci: 20" in said_now.headline:
                rect = yams_prompt.prompt_rect(scene)
                assert scene.message_lane().contains(rect)
                assert not rect.colliderect(scene.held_band)
                # (its own dice held in some: the free slots stand where the row's do)
                slots = scene.kept_row_slots()
                assert slots and set(slots) <= set(row)
                said += 1
            elif said:  # (said, then gone with the band: the slots whole under it)
                assert scene.kept_row_slots() == row
                break
        assert said > 5
    finally:
        app.close()
