"""The "Sugestie" advice in the prompt's pill (ruling S10, critic C70: "a cyan sentence running
edge to edge, split mid-phrase: '…Scor final / estimat: 263'"): what to do on the headline's
line, whole, and what it aims for with the expected score on the line under it, whole, never a
phrase broken across them; in the pill's own colours (no cyan sentence)."""

from __future__ import annotations

import re

import pytest

from game import theme
from game.views.yams_prompt import prompt_rect, prompt_say
from game.widgets.prompt_pill import SIDE, prompt_size, said_lines
from tests.uihelpers import make_app
from tools.screens_yams import _hint_release

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_advice_says_its_step_then_its_outlook_each_whole(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    _hint_release(app)  # the longest advice: keep some, release others, a target, a score
    scene = app.manager.top
    say = prompt_say(scene)
    assert say is not None and scene.hint_text
    rect = prompt_rect(scene)
    room = rect.w - 2 * theme.px(SIDE, scene.scale)
    lines = [text for text, _ in said_lines(say, room, prompt_size(scene.scale), scene.scale)]
    advice, outlook = scene.flow.hint_advice, scene.flow.hint_outlook
    assert lines == [advice, outlook], lines  # each phrase whole on its own line, no "…"
    assert scene.hint_text == f"{advice} · {outlook}"
    # in a player's words (critic D70: "ținta: … Scor final estimat: 263" read as jargon)
    assert re.fullmatch(r"Țintește .+ · termini cu ~\d+", outlook), outlook
    assert "estimat" not in scene.hint_text and "ținta" not in scene.hint_text
    assert theme.HINT_TEXT not in (say.colour, say.detail_colour)  # the pill's own type


def test_a_box_advice_says_the_finish_alone_in_a_players_words():
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.flow.yams_hint import advise
    from game.i18n import Translator
    from game.rules.yams import Scorecard

    game = YamsGame([Player("Ana")], [Scorecard()], dice=(5, 5, 5, 5, 5), rolls_used=1)
    for locale, words in (("ro", r"Termini cu ~\d+"), ("en", r"You finish with ~\d+")):
        hint = advise(game, Translator.load(locale))
        assert hint is not None and hint.box is not None  # a Penta thrown: "Alege căsuța Penta"
        assert re.fullmatch(words, hint.outlook), hint.outlook
        assert hint.text == f"{hint.advice} · {hint.outlook}"
