"""A save per game on the menu and New Game (round 76, critic cC75, ruling S22): each game's
card wears its own saved game and resumes it; "Continuă" resumes the newest and names it; a
new game of one kind never asks about, nor touches, the other's save; an old single save is
migrated at start and offered."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta

import pygame
import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.game_setup import OverwriteConfirm
from game.storage.store import SAVEGAME_FILE, Storage, save_file
from tests.uihelpers import FRAME, click, make_app, open_card, recorded_frame, settle, top_name

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _both_saved(folder, newest: str = "farkle") -> tuple[dict, dict]:
    """A Yams game (Ana) and a 10 000 game (Bia) saved, ``newest`` saved last."""
    yams = YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict()
    farkle = FarkleGame.new([Player("Bia"), Player("IA", True)], 5_000).to_dict()
    times = iter(datetime(2026, 5, 1, tzinfo=UTC) + timedelta(minutes=m) for m in range(9))
    store = Storage(folder, clock=lambda: next(times))
    for kind in sorted(("yams", "farkle"), key=lambda k: k == newest):
        store.save_game(kind, yams if kind == "yams" else farkle)
    return yams, farkle


@pytest.mark.parametrize("newest", ["yams", "farkle"])
def test_each_card_wears_its_own_save_and_continue_names_the_newest(tmp_path, newest):
    _both_saved(tmp_path, newest)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        app.step(FRAME)
        assert menu.continue_button.visible
        assert menu.continue_button.label == ("Continuă Yams" if newest == "yams"
                                              else "Continuă 10 000")
        assert menu.yams_button.badge == ("Cu Ana și Calculatorul", "Tura 1 din 13")
        assert menu.farkle_button.badge == ("Cu Bia și Calculatorul",)
        frame = recorded_frame(menu, (1366, 768))
        said = [t.text for t in frame.texts]
        assert "Cu Ana și Calculatorul" in said and "Cu Bia și Calculatorul" in said
        assert (menu.yams_button.tied, menu.farkle_button.tied) == (newest == "yams",
                                                                    newest == "farkle")
    finally:
        app.close()


@pytest.mark.parametrize("card", ["yams", "farkle"])
def test_a_card_wearing_its_save_resumes_that_game(tmp_path, card):
    yams, farkle = _both_saved(tmp_path, "farkle")
    app = make_app(tmp_path)
    try:
        open_card(app, "menu." + card)
        settle(app, 3)
        assert top_name(app) == ("YamsTableScene" if card == "yams" else "FarkleTableScene")
        assert app.manager.top.game.to_dict() == (yams if card == "yams" else farkle)
    finally:
        app.close()


def test_a_new_game_of_the_other_kind_neither_asks_nor_touches_the_save(tmp_path):
    yams = YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict()
    Storage(tmp_path).save_game("yams", yams)
    before = (tmp_path / save_file("yams")).read_bytes()
    app = make_app(tmp_path)
    try:
        open_card(app, "menu.farkle")  # no save of its own: New Game for 10 000
        settle(app, 3)
        assert top_name(app) == "NewGameScene"
        click(app, app.manager.top.start_button)
        settle(app, 3)
        assert not isinstance(app.manager.top, OverwriteConfirm)
        assert top_name(app) == "FarkleTableScene"
        assert (tmp_path / save_file("yams")).read_bytes() == before
        assert app.store.load_game("yams") == ("yams", yams)
        assert app.store.load_game("farkle") is not None
    finally:
        app.close()


def test_a_damaged_save_of_one_game_leaves_the_other_offered(tmp_path):
    _both_saved(tmp_path, "yams")
    (tmp_path / save_file("yams")).write_text('{"version": 1, "kind": "yams", "state": {}}')
    app = make_app(tmp_path)
    try:
        settle(app)
        menu = app.manager.top
        assert menu.continue_button.visible and menu.continue_button.label == "Continuă 10 000"
        assert menu.yams_button.badge == () and menu.farkle_button.badge
        assert any(save_file("yams") in n.text for n in app.notices.notices)
        assert list(tmp_path.glob(save_file("yams") + ".*.bak"))
    finally:
        app.close()


def test_an_old_single_save_is_offered_after_the_start_migrates_it(tmp_path):
    farkle = FarkleGame.new([Player("Bia"), Player("IA", True)], 5_000).to_dict()
    writer = Storage(tmp_path)
    writer.save_game("farkle", farkle)
    os.replace(writer.path(save_file("farkle")), writer.path(SAVEGAME_FILE))
    app = make_app(tmp_path)
    try:
        settle(app)
        menu = app.manager.top
        assert menu.continue_button.label == "Continuă 10 000"
        assert menu.farkle_button.badge == ("Cu Bia și Calculatorul",)
        assert not (tmp_path / SAVEGAME_FILE).exists()
        assert app.store.load_game("farkle") == ("farkle", farkle)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_two_saved_cards_keep_their_names_and_art_level(tmp_path, size):
    # one card's save on one row, the other's on two (who leads in 10 000): both names and
    # both pictures stand level, as beside a single saved card (hS26)
    _both_saved(tmp_path, "farkle")
    store = Storage(tmp_path)
    game = FarkleGame.from_dict(store.load_game("farkle")[1])
    game.totals[:] = [1_250, 950]
    game.banks[:] = [[1_250], [950]]
    game.turns_played[:] = [1, 1]
    store.save_game("farkle", game.to_dict())
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        yams, farkle = menu.yams_button, menu.farkle_button
        assert yams.shows_badge() and farkle.shows_badge()
        assert yams.name_centre() - yams.rect.y == farkle.name_centre() - farkle.rect.y
        assert yams.art_band().h == farkle.art_band().h
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_new_game_offers_its_own_games_save_and_only_its_own(tmp_path, size):
    yams = YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict()
    Storage(tmp_path).save_game("yams", yams)
    app = make_app(tmp_path, size=size)
    try:
        from game.scenes.new_game import NewGameScene

        farkle = NewGameScene(app, "farkle")
        app.manager.push(farkle)
        app.step(FRAME)
        assert not farkle.resume_button.visible  # no 10 000 save: nothing to offer
        app.manager.pop()
        scene = NewGameScene(app, "yams")
        app.manager.push(scene)
        app.step(FRAME)
        button = scene.resume_button
        assert button.visible and button.style == "secondary"  # "Începe" stays the one red
        assert button.text == "Continuă partida"
        row = (scene.back_button.rect, button.rect, scene.start_button.rect)
        assert row[0].right < row[1].left and row[1].right < row[2].left
        assert len({r.bottom for r in row}) == 1
        assert all(pygame.Rect((0, 0), size).contains(r) for r in row)
        click(app, button)
        settle(app, 3)
        assert top_name(app) == "YamsTableScene"
        assert app.manager.top.game.to_dict() == yams
    finally:
        app.close()
