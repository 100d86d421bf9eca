"""A player clears the statistics from "Statistici" and the high scores from "Scoruri"
(ruling S32): a quiet "Șterge …" in the bottom row's right corner, only while there is
something to clear; it asks first, its safe answer "Anulează" focused (S23's dialog manners),
so Enter or Esc keeps everything; the destructive answer clears that one record and the
screen shows what is left. The button stands apart from Back and "Joacă …", inside the felt,
its words at least 16 px at 1920x1080 (and the same share at 1024x600)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.clear_records import ClearConfirm
from game.scenes.scores import ScoresScene
from game.scenes.statistics import StatisticsScene
from game.storage.stats import StatsRecorder
from game.storage.store import HIGHSCORES_FILE, STATS_FILE, Storage
from game.widgets.felt import felt_area
from game.widgets.text import em_px
from tests.uihelpers import button_named, click, focused_name, key, make_app, settle
from tools.screens_statistics import fake_history, open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _scores(tmp_path):
    store = Storage(tmp_path)
    store.add_highscore("yams", "Ana", 287, date="2026-03-02T20:00:00")
    store.add_highscore("farkle", "Irina", 10_050, turns=20, target=10_000,
                        date="2026-11-06T20:00:00")


def _open_scores(tmp_path, size=(1366, 768)):
    app = make_app(tmp_path, size=size)
    click(app, button_named(app, "menu.scores"))
    settle(app)
    assert isinstance(app.manager.top, ScoresScene)
    app.manager.top.draw(app.screen)
    return app


def _open_statistics(tmp_path, games, size=(1366, 768)):
    app = make_app(tmp_path, size=size)
    open_statistics(app, games)
    app.stats.flush(force=True)
    settle(app)
    assert isinstance(app.manager.top, StatisticsScene)
    app.manager.top.draw(app.screen)
    return app


def _corner_apart(app, scene):
    """The corner button: in the bottom row, right of the others, inside the felt, legible."""
    corner = scene.clear_button
    assert corner.visible and corner.style == "quiet"
    assert felt_area(app.size).contains(corner.rect)
    for other in (scene.back_button, scene.forward_button):
        if other is not None and other.visible:
            assert not corner.rect.colliderect(other.rect), (corner.rect, other.rect)
            assert corner.rect.left >= other.rect.right + scene.px(22)
            assert corner.rect.centery == other.rect.centery
    # at least 16 px of em at every size (the screens' floor holds it there at 1024x600)
    assert em_px(corner.font_size) >= 16, corner.font_size


@pytest.mark.parametrize("size", SIZES)
def test_statistics_offer_a_quiet_clear_in_the_corner(tmp_path, size):
    app = _open_statistics(tmp_path, 3, size)
    try:
        scene = app.manager.top
        _corner_apart(app, scene)
        assert scene.clear_button.rect.right == scene.body.right  # the charts' right edge
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_scores_offer_a_quiet_clear_in_the_corner(tmp_path, size):
    _scores(tmp_path)
    app = _open_scores(tmp_path, size)
    try:
        scene = app.manager.top
        _corner_apart(app, scene)
        assert scene.clear_button.rect.right == scene.panels["farkle"].right  # the boards' edge
    finally:
        app.close()


def test_nothing_to_clear_no_button(tmp_path):
    app = _open_statistics(tmp_path / "stats", 0)
    try:
        assert not app.manager.top.clear_button.visible
    finally:
        app.close()
    app = _open_scores(tmp_path / "scores")
    try:
        assert not app.manager.top.clear_button.visible
    finally:
        app.close()


def test_the_statistics_question_keeps_everything_until_confirmed(tmp_path):
    app = _open_statistics(tmp_path, 4)
    before = (tmp_path / STATS_FILE).read_bytes()
    try:
        scene = app.manager.top
        click(app, scene.clear_button)
        settle(app)
        dialog = app.manager.top
        assert isinstance(dialog, ClearConfirm)
        assert focused_name(app) == "common.no"  # the safe answer, focused
        assert dialog.no_button.text == "Anulează"
        assert dialog.yes_button.text == "Șterge statisticile"
        assert "(4)" in dialog.body  # what would be lost, counted
        key(app, pygame.K_RETURN)  # Enter on the focused safe answer: nothing lost
        settle(app)
        assert app.manager.top is scene
        click(app, scene.clear_button)
        settle(app)
        key(app, pygame.K_ESCAPE)  # Esc too
        settle(app)
        assert app.manager.top is scene
        assert (tmp_path / STATS_FILE).read_bytes() == before
        assert scene.summary is not None
    finally:
        app.close()


def test_confirming_clears_the_statistics_and_the_screen_shows_it(tmp_path):
    _scores(tmp_path)
    app = _open_statistics(tmp_path, 4)
    try:
        scene = app.manager.top
        click(app, scene.clear_button)
        settle(app)
        click(app, app.manager.top.yes_button)
        settle(app)
        assert app.manager.top is scene
        assert scene.summary is None and scene.start_button.visible  # the empty state
        assert not scene.clear_button.visible
        assert StatsRecorder(Storage(tmp_path)).data.games_played() == 0
        assert Storage(tmp_path).highscores("yams")  # the high scores untouched
    finally:
        app.close()


def test_the_scores_question_keeps_everything_until_confirmed(tmp_path):
    _scores(tmp_path)
    app = _open_scores(tmp_path)
    before = (tmp_path / HIGHSCORES_FILE).read_bytes()
    try:
        scene = app.manager.top
        click(app, scene.clear_button)
        settle(app)
        dialog = app.manager.top
        assert isinstance(dialog, ClearConfirm)
        assert focused_name(app) == "common.no"
        assert dialog.no_button.text == "Anulează"
        assert dialog.yes_button.text == "Șterge scorurile"
        assert "(2)" in dialog.body
        key(app, pygame.K_RETURN)
        settle(app)
        assert app.manager.top is scene
        assert (tmp_path / HIGHSCORES_FILE).read_bytes() == before
    finally:
        app.close()


def test_confirming_clears_the_scores_and_leaves_the_statistics(tmp_path):
    _scores(tmp_path)
    StatsRecorder(Storage(tmp_path)).add_records(fake_history(2))
    app = _open_scores(tmp_path)
    try:
        scene = app.manager.top
        click(app, scene.clear_button)
        settle(app)
        click(app, app.manager.top.yes_button)
        settle(app)
        assert app.manager.top is scene
        assert not any(scene.entries.values()) and not scene.clear_button.visible
        assert all(t == [] for t in Storage(tmp_path).load_highscores().values())
        assert StatsRecorder(Storage(tmp_path)).data.games_played() == 2
    finally:
        app.close()


def test_the_clear_words_in_english(tmp_path):
    _scores(tmp_path)
    app = _open_scores(tmp_path)
    try:
        app.apply_settings(app.settings.with_changes(language="en"))
        scene = app.manager.top
        assert scene.clear_button.text == "Clear high scores"
        click(app, scene.clear_button)
        settle(app)
        assert app.manager.top.no_button.text == "Cancel"
        assert app.manager.top.yes_button.text == "Clear high scores"
    finally:
        app.close()


def test_a_statistics_screen_opened_after_another_copy_cleared_shows_them_cleared(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.stats.add_records(fake_history(3))
        assert app.stats.data.games_played() == 3
        other = StatsRecorder(Storage(tmp_path))  # a second copy of the game clears them
        assert other.clear()
        scene = StatisticsScene(app)
        app.manager.push(scene)
        settle(app)
        assert scene.summary is None and not scene.clear_button.visible
    finally:
        app.close()


def test_the_question_grows_alone_no_ghost_of_the_screen_over_its_edge(tmp_path):
    """While the question opens, the band over its panel's top edge beside the medallion shows
    the screen in place as it stays once open, never a shrunken copy of it (a ghost line of
    "Partida 1 · …" stood there for the entrance's frames). S32 (amended round 81, fixM,
    after S98 3.): the screen sinks into its dim as the dialog comes, so each frame's band
    is the lit screen and the dimmed one blended at one depth (a ghost fits no such blend),
    not the final's pixels."""
    from game.widgets.dialog_icons import icon_rect
    from tests.uihelpers import FRAME

    app = _open_statistics(tmp_path, 5, size=(1920, 1080))
    try:
        scene = app.manager.top
        app.manager.draw(app.screen)
        lit = app.screen.copy()  # the screen before the question, undimmed
        click(app, scene.clear_button)
        dialog = app.manager.top
        assert isinstance(dialog, ClearConfirm) and app.manager.transitioning
        medallion = icon_rect(dialog.panel, dialog.scale)
        band = pygame.Rect(dialog.panel.left + 4, medallion.top,
                           medallion.left - 8 - dialog.panel.left,
                           dialog.panel.top - medallion.top)
        frames = []
        while app.manager.transitioning and len(frames) < 30:
            app.manager.draw(app.screen)
            frames.append(app.screen.copy())
            app.step(FRAME)
        settle(app)
        app.manager.draw(app.screen)
        final = app.screen.copy()
        assert len(frames) >= 2  # the entrance was seen, frame by frame
        points = [(x, y) for x in range(band.left, band.right, 3)
                  for y in range(band.top, band.bottom, 2)]
        for number, frame in enumerate(frames):
            seen = [(frame.get_at(p)[c], final.get_at(p)[c], lit.get_at(p)[c], p)
                    for p in points for c in range(3)]
            # the depth of lit over dimmed this frame shows (least squares), then each pixel
            # against that one blend
            spread = sum((up - down) ** 2 for _, down, up, _ in seen)
            share = sum((shown - down) * (up - down) for shown, down, up, _ in seen) / spread
            assert -0.02 <= share <= 1.02, (number, share)
            off = [p for shown, down, up, p in seen
                   if abs(shown - (down + share * (up - down))) > 6]
            assert not off, (number, off[:5])
    finally:
        app.close()


@pytest.mark.parametrize("screen", ["statistics", "scores"])
def test_the_keys_reach_the_clear_last_and_open_the_question(tmp_path, screen):
    if screen == "scores":
        _scores(tmp_path)
        app = _open_scores(tmp_path)
        name = "scores.clear"
    else:
        app = _open_statistics(tmp_path, 3)
        name = "stats.clear"
    try:
        scene = app.manager.top
        order = [w for w in scene.focus.widgets if w.visible]
        assert order[-1] is scene.clear_button  # last in the Tab order
        for _ in range(len(scene.focus.widgets) + 2):
            if focused_name(app) == name:
                break
            key(app, pygame.K_TAB)
        assert focused_name(app) == name
        key(app, pygame.K_RETURN)
        settle(app)
        assert isinstance(app.manager.top, ClearConfirm)
        assert focused_name(app) == "common.no"
    finally:
        app.close()
