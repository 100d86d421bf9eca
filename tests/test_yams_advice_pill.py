"""The "Sugestie" advice in the prompt's pill (ruling S10, critic C70: "a cyan sentence running
edge to edge, split mid-phrase: '…Scor final / estimat: 263'"): what to do on the headline's
line, whole, and what it aims for with the expected score on the line under it, whole, never a
phrase broken across them; in the pill's own colours (no cyan sentence)."""

from __future__ import annotations

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
    assert "Scor final estimat" in outlook
    assert theme.HINT_TEXT not in (say.colour, say.detail_colour)  # the pill's own type
