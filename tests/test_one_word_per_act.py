"""One word per act and one colour per role: the menu's way out says the quit dialog's verb
("Ieși"), the pause's way out the leave dialog's ("Părăsește partida"), in both languages; and
"Înapoi" is green (secondary) on every screen that has it, never red on one and green on
another."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.widgets.button import Button
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SAME_ACT = [("menu.quit", "confirm.quit"), ("pause.leave", "confirm.leave")]
"""(the button that starts an act, the verb of the dialog that confirms it)."""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize(("button", "verb"), SAME_ACT)
def test_a_way_out_says_the_verb_its_dialog_confirms(language, button, verb):
    tr = Translator.load(language)
    assert tr(button) == tr(verb)


def test_back_is_green_on_every_screen(tmp_path):
    from game.scenes.new_game import NewGameScene
    from game.scenes.rules import RulesScene
    from game.scenes.scores import ScoresScene
    from game.scenes.settings import SettingsScene
    from game.scenes.statistics import StatisticsScene
    from tools.screens_statistics import open_statistics

    app = make_app(tmp_path, size=(1024, 600))
    try:
        back = app.tr("common.back")
        seen = 0
        for make in (lambda: NewGameScene(app, "yams"), lambda: RulesScene(app),
                     lambda: ScoresScene(app), lambda: SettingsScene(app),
                     lambda: StatisticsScene(app), lambda: open_statistics(app, 3)):
            scene = make()
            if app.manager.top is not scene:
                app.manager.push(scene)
            app.step(FRAME)
            buttons = [w for w in scene.focus.widgets if isinstance(w, Button)
                       and w.visible and w.text == back]
            assert buttons, type(scene).__name__
            assert {b.style for b in buttons} == {"secondary"}, type(scene).__name__
            seen += 1
            app.manager.pop(fade=False)
        assert seen == 6
    finally:
        app.close()


def test_the_rules_from_the_menu_lead_on_to_the_tabs_game(tmp_path):
    from game.scenes.new_game import NewGameScene
    from game.scenes.rules import RulesScene, open_rules
    from tests.uihelpers import click, settle

    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        menu.open_rules()
        settle(app)
        rules = app.manager.top
        assert isinstance(rules, RulesScene) and rules.forward_button is not None
        red = [w for w in rules.focus.widgets if getattr(w, "style", "") == "primary"]
        # its way on red, as on every screen, beside a green Back (S16 amended round 74,
        # cQ74 #1: K72's quiet "Joacă Yams" here read as another action than Settings' red)
        assert red == [rules.forward_button] and rules.back_button.style == "secondary"
        assert rules.forward_button.text == "Joacă Yams"
        rules.show("farkle")
        assert rules.forward_button.text == "Joacă 10 000"  # follows the tab
        assert rules.back_button.rect.right < rules.forward_button.rect.x
        click(app, rules.forward_button)
        settle(app)
        top = app.manager.top
        assert isinstance(top, NewGameScene) and top.kind == "farkle"
        assert not any(isinstance(s, RulesScene) for s in app.manager.stack)  # in its place
        over_table = RulesScene(app, "yams")  # opened with no way forward
        assert over_table.forward_button is None
        assert open_rules(app, "yams").forward_button.text == "Înapoi la partidă"
    finally:
        app.close()
