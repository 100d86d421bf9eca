"""An empty board beside a board of scores (round 74, hS29; critic: "the board of the other
game shows hollow medals, empty podium outlines that look broken", scores_one_game): no
podium step and no medal outline on it; one inviting card fills the board's room under its
name, the game's dice on it, "Încă nicio partidă de 10 000" and its own plain "Joacă …"
(never a second red one; none when the red one offers that game already)."""

from __future__ import annotations

import pytest

from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _hollow_steps(monkeypatch, scene, surface):
    """Draw ``scene``; every bare place number drawn (a hollow medal's "1", "2", "3"), with
    its rectangle."""
    return [(text, rect) for text, _, rect in _said(monkeypatch, scene, surface)
            if text.strip("=").isdigit()]


@pytest.mark.parametrize("size", SIZES)
def test_an_empty_board_is_one_inviting_card_not_hollow_medals(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [231], [])
    try:
        scene.look_at("yams")  # the red button offers Yams
        hollow = _hollow_steps(monkeypatch, scene, app.screen)
        panel = scene.panels["farkle"]
        assert not [r for _, r in hollow if panel.colliderect(r)], hollow
        assert scene.quiet_steps["farkle"] == []
        card = scene.board_cards["farkle"]
        assert panel.contains(card), (card, panel)
        under_name = panel.bottom - scene.heading_row.bottom
        assert card.h >= 0.8 * under_name and card.w >= 0.9 * panel.w, (card, panel)
        words, box = scene.board_invites["farkle"]
        assert words == "Încă nicio partidă de 10 000", words
        assert card.contains(box)
        dice = scene.board_dice["farkle"]
        assert len(dice) == 3 and all(card.contains(d) for d in dice), dice
        assert all(d.bottom <= box.top for d in dice)
        # no button of its own: the red "Joacă Yams" is the screen's one (amended round
        # 80, hK88, ruling S90 4; critic cC80 #10: two play buttons at once)
    finally:
        app.close()


def test_the_red_buttons_empty_board_is_its_card_with_no_second_button(tmp_path,
                                                                      monkeypatch):
    app, scene = _scores(tmp_path, (1366, 768), [], [10_500, 10_050])
    try:
        scene.look_at("yams")
        hollow = _hollow_steps(monkeypatch, scene, app.screen)
        assert not [r for _, r in hollow if scene.panels["yams"].colliderect(r)], hollow
        words, box = scene.board_invites["yams"]
        assert words == "Încă nicio partidă de Yams", words
        assert scene.board_cards["yams"].contains(box)
    finally:
        app.close()


def test_an_empty_target_beside_games_at_another_names_its_target(tmp_path):
    """10 000 played to 5 000 only: the board at 10 000 does not say no game of 10 000 was
    ever played, it names the target it has none at ("cu obiectivul 10 000")."""
    from game.storage.store import Storage
    from tests.uihelpers import button_named, click, make_app, settle

    store = Storage(tmp_path)
    store.add_highscore("yams", "Ana", 231, date="2026-05-01T20:00:00")
    store.add_highscore("farkle", "Dan", 5_050, turns=12, target=5_000,
                        date="2026-05-02T20:00:00")
    app = make_app(tmp_path, size=(1366, 768))
    try:
        click(app, button_named(app, "menu.scores"))
        settle(app)
        scene = app.manager.top
        scene.target.select(1)  # (5 000, 10 000, 15 000)
        assert scene.target.value == 10_000
        scene.draw(app.screen)
        words, _ = scene.board_invites["farkle"]
        assert words == "Încă nicio partidă cu obiectivul 10 000", words
    finally:
        app.close()
