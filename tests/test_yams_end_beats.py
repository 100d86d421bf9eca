"""The end of a Yams game keeps its regions: on the last turn the left column (the held row,
the turn line saying the game is over) stays until the results panel covers it, but the turn's
buttons go as the game ends (nothing left to play: none shown as if playable);
from the end's first stage to the results the table never lights up again; nothing of the
table's header peeks over the results panel."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.scenes.results import ResultsOverlay
from game.widgets.keycaps import key_plain
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 30


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One small app for the file."""
    application = make_app(tmp_path_factory.mktemp("end_beats"), size=(1024, 600))
    yield application
    application.close()



def felt_light(app, scene, screen=None):
    """The mean brightness of the score sheet (0..255), sampled on a grid (the left column's
    felt carries the stage's own light: its stamp stands there)."""
    left, screen = scene.sheet.rect, app.screen if screen is None else screen
    total = count = 0
    for x in range(left.x + 5, left.right - 5, 23):
        for y in range(left.y + 5, left.bottom - 5, 19):
            r, g, b, *_ = screen.get_at((x, y))
            total += (r + g + b) / 3
            count += 1
    return total / count


def last_box(app):
    """Ana alone, one box left (Șase), which earns the upper bonus: validated."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)
    lower = {box: 10 for box in Box if not box.is_upper}
    card = Scorecard.from_points({**lower, Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9,
                                  Box.FOURS: 12, Box.FIVES: 15})
    scene = table(app, ["Ana"], [6, 6, 6, 1, 2], computer=False, cards=[card])
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    assert scene.game.finished
    return scene


def test_the_last_turn_keeps_the_left_column_until_the_results(app):
    scene = last_box(app)
    texts = shown_texts(app)
    # round 66 (critic C65): the lane says the last box written, no longer "Partida s-a
    # încheiat" (nothing of the end before its moment); round 75 (S10 amended): nor of the
    # upper bonus before its stage, the box alone
    said = "Ana a ales Șase: 18"
    assert said in texts and "Partida s-a încheiat" not in texts
    for _ in range(900):
        if isinstance(app.manager.top, ResultsOverlay):
            break
        app.step(FRAME)
    assert isinstance(app.manager.top, ResultsOverlay)
    texts = shown_texts(app)
    assert not [t for t in texts if t.startswith("Tura 13")]  # nothing peeks over the panel
    assert key_plain(app.tr("yams.keys_hint")) not in texts  # nor the key bar under it
    assert said not in texts and not scene.roll_button.visible


def test_as_the_last_box_is_scored_the_turn_buttons_stay_greyed_until_the_results(app):
    # (rewritten by hY60, critic C51: the older promise hid the button row at once as the
    # last box was scored, a whole region jumping away under the end's stages; now the row
    # keeps its place, greyed and dead, until the results panel comes over it)
    scene = last_box(app)
    buttons = (scene.roll_button, scene.validate_button, scene.hint_button, scene.undo_button)
    places = [b.rect.copy() for b in buttons]
    for _ in range(900):
        if isinstance(app.manager.top, ResultsOverlay):
            break
        shown = [b for b in buttons if b.visible]
        assert len(shown) == len(buttons), [b.label for b in buttons if not b.visible]
        assert not [b for b in buttons if b.enabled], "a turn's button lit after the end"
        assert [b.rect for b in buttons] == places  # nothing moves either
        # and no next turn's "Aruncă (3)" greyed on the finished table: no throw is left,
        # and a button nobody can press says no count either (critic D69: "Aruncă 0")
        assert scene.roll_button.text == app.tr("yams.roll")
        texts = shown_texts(app)
        assert key_plain(app.tr("yams.keys_hint")) not in texts  # no "Spațiu: Aruncă" keys
        # round 70 (critic D69): the key line kept its place until the results; this test
        # pinned its vanishing as the last box was scored (a region gone under the end's
        # stages): now it stays, saying the keys that still act, until the panel covers it
        if app.manager.top is scene:
            assert key_plain(app.tr("yams.keys_computer")) in texts
        app.step(FRAME)
    assert isinstance(app.manager.top, ResultsOverlay)
    assert not [b for b in buttons if b.visible]  # under the panel: gone with the table


def test_from_the_ends_first_stage_to_the_results_the_table_never_lights_up(app):
    scene = last_box(app)
    plain = app.screen.copy()  # the table as it draws itself (the bonus's stage is on top)
    scene.draw(plain)
    bright = felt_light(app, scene, plain)
    darkest = bright
    lit_again = []
    for frame in range(900):
        app.step(FRAME)
        if isinstance(app.manager.top, ResultsOverlay):
            break
        if scene.on_stage == "win":  # the win's stage lights the whole felt with its own rays
            continue
        light = felt_light(app, scene)
        darkest = min(darkest, light)
        if darkest < bright * 0.6 and light > bright * 0.75:
            lit_again.append((frame, round(light)))
    assert darkest < bright * 0.6  # the end's stage dimmed it
    assert lit_again == []


def test_the_computers_last_box_keeps_the_key_line_and_counts_no_throw(app):
    # critic D69 (tools/end_frames.py yams_computer, frames ~72 and ~138): the greyed button
    # said "Aruncă 0" and the key line vanished as the computer wrote its last box; now the
    # line keeps its place and words until the end's stage covers the table, and the button
    # nobody can press says no count
    from tools.end_frames import _yams_table

    while app.manager.top is not None:
        app.manager.pop(fade=False)
    scene = _yams_table(app, "yams_computer")
    keys = key_plain(app.tr("yams.keys_computer"))
    seen_finished = False
    for frame in range(900):
        if app.manager.top is not scene:
            break
        if frame % 6 == 0:  # (sampled: the line is the same drawing every frame)
            texts = shown_texts(app)
            assert keys in texts, (frame, scene.game.finished)
            seen_finished = seen_finished or scene.game.finished
        assert scene.roll_button.text == app.tr("yams.roll"), frame
        app.step(FRAME)
    assert seen_finished  # the finished table was looked at before the stage came
