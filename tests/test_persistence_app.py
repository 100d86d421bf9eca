"""Keeping what players have, through the real app: Continuă, damaged saves, M, notices, idle."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from game import theme
from game.storage.store import Storage
from tests.uihelpers import (
    FRAME,
    button_named,
    click,
    drawing_one_frame_in,
    key,
    make_app,
    open_card,
    settle,
    top_name,
    type_text,
)

ROOT = Path(__file__).resolve().parent.parent

# each die picture and felt drawn once for the module, no fsync (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    application.close()


@pytest.fixture
def drawn_one_in_three(app):
    """The app draws one frame in three: for a test of the game's state, not of pictures."""
    with drawing_one_frame_in(app, 3):
        yield

def _land(app, frames: int = 120) -> None:
    """Step until the table's dice have landed (and its pending work is done)."""
    for _ in range(frames):
        app.step(FRAME)
        top = app.manager.top
        tray = getattr(top, "tray", None)
        if tray is not None and not tray.is_moving and top.outcome_visible():
            break
    settle(app, 5)


def _click_at(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(FRAME)


def _start(app, game: str) -> None:
    open_card(app, "menu.yams" if game == "yams" else "menu.farkle")
    click(app, button_named(app, "new_game.start"))
    settle(app)


def _back_to_menu(app) -> None:
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app, "common.yes"))
    settle(app)
    assert top_name(app) == "MenuScene"


# Yams: leave mid-turn (dice rolled, one held), Continuă brings back exactly that turn.
def test_continue_resumes_a_yams_turn_exactly(app, drawn_one_in_three):
    _start(app, "yams")
    click(app, button_named(app, "yams.roll"))
    _land(app)
    table = app.manager.top
    _click_at(app, table.tray.position(2))
    _land(app)
    before = table.game.to_dict()
    assert before["held"][2] and before["rolls_used"] == 1
    _back_to_menu(app)
    continue_button = button_named(app, "menu.continue")
    assert continue_button.visible
    click(app, continue_button)
    settle(app)
    assert top_name(app) == "YamsTableScene"
    resumed = app.manager.top
    assert resumed.game.to_dict() == before
    assert tuple(resumed.tray.faces) == tuple(before["dice"])


# 10 000: leave with dice set aside, Continuă brings back the roll and the selection.
def test_continue_resumes_a_farkle_turn_exactly(app, drawn_one_in_three):
    _start(app, "farkle")
    table = app.manager.top
    for _ in range(20):  # roll until something can be set aside (a bust passes the turn)
        click(app, button_named(app, "farkle.roll"))
        _land(app, 240)
        table = app.manager.top
        if table.game.roll_dice is not None and table.game.selectable:
            break
    index = min(table.game.selectable)
    _click_at(app, table.die_centre(index))
    _land(app)
    before = table.game.to_dict()
    assert index in before["selected"]
    _back_to_menu(app)
    click(app, button_named(app, "menu.continue"))
    settle(app)
    assert top_name(app) == "FarkleTableScene"
    assert app.manager.top.game.to_dict() == before


# A saved game the engine cannot read is set aside (.bak) as the menu opens, with a message:
# "Continuă" never offers a game it cannot open.
def test_a_damaged_saved_game_is_set_aside_with_a_message(tmp_path):
    Storage(tmp_path).save_game("yams", {"players": "nonsense"})
    app = make_app(tmp_path)
    try:
        settle(app)
        assert top_name(app) == "MenuScene"
        assert not button_named(app, "menu.continue").visible
        assert any("savegame-yams.json" in notice.text for notice in app.notices.notices)
        assert list(tmp_path.glob("savegame-yams.json*.bak"))
        assert not Storage(tmp_path).has_saved_game()
    finally:
        app.close()


# A truncated save (the JSON itself is cut) is also set aside before the menu shows Continuă.
def test_a_truncated_saved_game_hides_continue(tmp_path):
    (tmp_path / "savegame.json").write_text('{"version": 1, "kind": "yams", "sta',
                                            encoding="utf-8")
    app = make_app(tmp_path)
    try:
        assert not button_named(app, "menu.continue").visible
        assert app.notices.active
        assert list(tmp_path.glob("savegame.json*.bak"))
    finally:
        app.close()


# A damaged high-score file is reported on the screen that read it, not later on the menu.
def test_damaged_highscores_are_reported_on_the_scores_screen(tmp_path):
    (tmp_path / "highscores.json").write_text('{"version": 1, "yams": [', encoding="utf-8")
    app = make_app(tmp_path)
    try:
        click(app, button_named(app, "menu.scores"))
        assert top_name(app) == "ScoresScene"
        texts = [notice.text for notice in app.notices.notices]
        assert any("highscores.json" in text for text in texts), texts
    finally:
        app.close()


# A damaged settings file at start: defaults, and the menu says so.
def test_damaged_settings_at_start_are_reported_on_the_menu(tmp_path):
    (tmp_path / "settings.json").write_text("{ not json", encoding="utf-8")
    app = make_app(tmp_path)
    try:
        app.load_settings()
        app.manager.top.enter()
        texts = [notice.text for notice in app.notices.notices]
        assert any("settings.json" in text for text in texts), texts
    finally:
        app.close()


# M mutes and unmutes anywhere, says so, and remembers it.
def test_m_toggles_mute_and_remembers_it(app, tmp_path):
    assert not app.settings.muted
    key(app, pygame.K_m)
    assert app.settings.muted and app.audio.muted and app.notices.active
    assert Storage(tmp_path).load_settings().muted
    key(app, pygame.K_m)
    assert not app.settings.muted


# In a name field, "m" is a letter, not the mute key.
def test_m_in_a_name_field_types_a_letter(app):
    open_card(app, "menu.yams")
    scene = app.manager.top
    field = scene.fields[0]
    click(app, field)
    key(app, pygame.K_m)
    type_text(app, "m")
    assert not app.settings.muted
    assert field.text.endswith("m")


# Left alone, a static screen lets the loop idle; a rolling table never does.
def test_idle_only_when_nothing_moves(app):
    with drawing_one_frame_in(app, 0):  # idling is the frames' state, not their pictures
        for _ in range(round(theme.IDLE_AFTER / FRAME) + 2):
            app.step(FRAME)
    assert app.idle
    key(app, pygame.K_DOWN)
    assert not app.idle
    _start(app, "yams")
    click(app, button_named(app, "yams.roll"))
    with drawing_one_frame_in(app, 0):
        for _ in range(round(theme.IDLE_AFTER / FRAME) + 2):
            app.step(FRAME / 8)  # the roll is still in the air
    assert app.manager.top.tray.is_animating and not app.idle


CHILD = textwrap.dedent("""
    import os, sys, random, time
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, {root!r})
    import pygame
    from tests.uihelpers import make_app, click, button_named, settle, FRAME, open_card
    from pathlib import Path
    app = make_app(Path({data!r}))
    open_card(app, "menu.yams")
    click(app, button_named(app, "new_game.start"))
    settle(app)
    click(app, button_named(app, "yams.roll"))
    for _ in range(120):
        app.step(FRAME)
    table = app.manager.top
    pos = table.tray.position(0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(FRAME)
    import json
    print(json.dumps(table.game.to_dict()), flush=True)
    while True:
        app.step(FRAME)
        time.sleep(0.01)
""")


# The process killed outright: the saved game is the last completed action.
def test_a_killed_process_loses_nothing_completed(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), data=str(data))],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                             env=env, cwd=ROOT)
    try:
        line = child.stdout.readline()
        assert line, "the child game printed nothing"
        expected = json.loads(line)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=20)
    finally:
        if child.poll() is None:
            child.kill()
    assert expected["held"][0] and expected["rolls_used"] == 1
    kind, state = Storage(data).load_game()
    assert kind == "yams" and state == expected


# Leaving a table keeps the save, so the question must not threaten to lose the game: it points
# to "Continuă", and "Continuă" is there once the player said yes.
@pytest.mark.parametrize("language", ["ro", "en"])
def test_leave_question_promises_what_continue_does(tmp_path, language):
    app = make_app(tmp_path, language=language)
    try:
        _start(app, "yams")
        key(app, pygame.K_SPACE)  # roll: a completed action, saved
        _land(app)
        key(app, pygame.K_ESCAPE)
        overlay = app.manager.top
        body = app.tr(overlay.body_key)
        assert app.tr("menu.continue") in body
        click(app, button_named(app, "common.yes"))
        settle(app)
        assert button_named(app, "menu.continue").visible
    finally:
        app.close()
