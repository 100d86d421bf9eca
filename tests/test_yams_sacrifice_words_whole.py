"""A sacrifice's words are read whole in the prompt's pill (critic C70: with three players at
1024x600 its key sentence, a long second line, was cut: "…cea încercuită …"): a short headline
and the line under it, never cut, with up to six players at the smallest size, both when a
sacrifice looms (a throw left) and when it is due (the seed's exact sentence)."""

from __future__ import annotations

import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.views.yams_prompt import prompt_rect, prompt_say
from game.widgets.prompt_pill import SIDE, prompt_size, said_lines
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan", "Ema", "Radu")
CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}


@pytest.mark.parametrize("throws", [1, 3])
def test_the_sacrifices_words_are_whole_with_six_players_at_1024(tmp_path, throws):
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    scene = table(app, NAMES, [1, 1, 3, 4, 6] * 3, computer=False,
                  cards=[Scorecard.from_points(CARD)] * len(NAMES))
    for _ in range(throws):
        roll(app, scene)
    app.step(0.1)
    key = scene.flow.prompt().key
    assert key == ("yams.zero_roll" if throws == 1 else "yams.sacrifice")
    say = prompt_say(scene)
    assert say is not None and say.headline == scene.tr(key)
    rect = prompt_rect(scene)
    room = rect.w - 2 * theme.px(SIDE, scene.scale)
    lines = said_lines(say, room, prompt_size(scene.scale), scene.scale)
    # the headline whole, on its bold lines (two with three players and more at 18 px: S45;
    # S106 2. (amended round 82): the countdown's line follows the sacrifice's second half)
    bold = " ".join(text for text, bold in lines if bold)
    line = scene.flow.countdown_line()
    assert bold in (scene.tr(key), f"{scene.tr(key)} · {line}"), lines
    assert not [text for text, _ in lines if "…" in text], lines  # nothing cut
    if throws == 1:  # what it means, whole: the ringed box
        assert lines[-1][0] == scene.tr("yams.zero_roll.means")


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_a_looming_and_a_due_sacrifice_say_one_sentence(lang):
    """Critic L72 #7: "Nicio căsuță nu aduce puncte" while a throw is left, "Nicio căsuță
    deschisă nu aduce puncte: trebuie sacrificată una" at the last: two wordings of one fact.
    The looming one says the seed's sentence's first half, the due one that sentence whole
    (its consequence after the colon), in both languages."""
    from game.i18n import Translator

    tr = Translator.load(lang)
    looming, due = tr("yams.zero_roll"), tr("yams.sacrifice")
    assert due.startswith(looming + ": "), (looming, due)
    if lang == "ro":  # the seed's exact sentence (Y11)
        assert due == "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"
