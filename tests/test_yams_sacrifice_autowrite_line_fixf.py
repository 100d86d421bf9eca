"""A sacrifice's last throw says where the countdown writes at every seat count (critic cA80
#5, ``seq/sac/sac_r3_000``: with two players at 1920x1080 the seed's sentence took both of the
pill's lines beside the ring and "Se înscrie automat la Doi" was dropped; alone it stayed).
Not yet kept (round 80, fixF ran out of time): at 1920x1080 the pill holds two lines and the
seed's sentence (exact, never cut) takes both beside the ring; the fix is a third line there
(as at 1366 and 1024, ruling S45) or the headline at a smaller size. The failing cases are
marked ``xfail(strict=True)``: they turn red the day the line shows, to be unmarked."""

from __future__ import annotations

import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.views.yams_prompt import prompt_rect, prompt_say
from game.widgets.prompt_pill import SIDE, prompt_size, said_lines
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan")


@pytest.fixture
def _mark_known_drop(request):
    """cA80 #5 still open at 1920x1080 with two players or more: strict xfail there."""
    size, seats = request.node.callspec.params["size"], request.node.callspec.params["seats"]
    if size == (1920, 1080) and seats > 1:
        request.applymarker(pytest.mark.xfail(strict=True, reason="cA80 #5: the auto-write "
                                              "line is dropped at 1920 with 2+ players"))
CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("seats", [1, 2, 4])
@pytest.mark.usefixtures("_mark_known_drop")
def test_the_sacrifices_last_throw_says_where_it_writes_at_every_seat_count(tmp_path, seats,
                                                                            size):
    """S91: the headline whole (the seed's sentence) and, under it, the countdown's line
    "Se înscrie automat la Doi", whole, at every seat count and size."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        names = NAMES[:seats]
        scene = table(app, names, [1, 1, 3, 4, 6] * 3, computer=False,
                      cards=[Scorecard.from_points(CARD)] * seats)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        line = scene.flow.countdown_line()
        assert line == "Se înscrie automat la Doi", line
        say = prompt_say(scene)
        assert say is not None and say.headline == scene.tr("yams.sacrifice")
        rect = prompt_rect(scene)
        room = rect.w - 2 * theme.px(SIDE, scene.scale)
        lines = said_lines(say, room, prompt_size(scene.scale), scene.scale)
        assert " ".join(text for text, bold in lines if bold) == scene.tr("yams.sacrifice")
        assert [text for text, bold in lines if not bold] == [line], lines
    finally:
        app.close()
