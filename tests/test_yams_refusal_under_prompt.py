"""A refused click on the Yams table is said under the prompt, never in its place (critic,
round 74, "Yams table" 7: the amber pill replaced the prompt line, so the instruction the
player needed went away): the prompt's pill keeps its place, its size and its headline (the
step to take), and the refusal is its second line, in the warning's amber after the refusal
pill's "!" sign, for its moment;
then the pill's own second line comes back. Nothing in the region moves."""

from __future__ import annotations

import pytest

from game import theme
from game.rules.yams import Box
from game.views import yams_prompt
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import click_at, pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _pill(frame):
    """The prompt pill's rectangle and the words drawn in it, top to bottom."""
    return [(t.text, t.role) for t in sorted(frame.shown_texts(), key=lambda t: t.rect.y)
            if t.role in ("prompt", "aim", "refusal", "announcement")]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_refusal_is_said_under_the_prompt_which_stays_whole_in_its_place(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 3)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        app.step(0.2)
        place = scene.prompt_place()
        before = _pill(recorded_frame(scene, size))
        headline = [text for text, role in before if role == "prompt"]
        assert headline, before
        click_at(app, scene.sheet.cell_rect(1, Box.ONES).center)  # Ion's column: refused
        refusal = scene.flow.voice.refusal
        assert refusal is not None
        frame = recorded_frame(scene, size)
        said = _pill(frame)
        assert said[0] == (headline[0], "prompt"), said  # the step to take, still first
        assert (refusal.text, "refusal") in said, said  # the answer to the click, under it
        assert [t for t, _ in said].count(refusal.text) == 1  # said once
        for mark in frame.shown_texts():
            if mark.text in (headline[0], refusal.text):
                assert place.contains(mark.rect), (mark.text, mark.rect, place)
        answer = next(m for m in frame.shown_texts() if m.role == "refusal")
        sign = [m for m in frame.shown_texts() if m.role == "prompt_tag" and m.text == "!"]
        assert len(sign) == 1 and sign[0].rect.right < answer.rect.x, sign  # its sign first,
        assert abs(sign[0].rect.centery - answer.rect.centery) <= scene.px(4)  # on its line
        assert scene.prompt_place() == place  # the region never moves
        assert scene.refusal_rect() is not None and place.contains(scene.refusal_rect())
        assert yams_prompt.prompt_say(scene).detail_colour == theme.MESSAGE_WARN  # amber
        for _ in range(round((theme.YAMS_MESSAGE_TIME + 0.5) * 30)):
            app.step(1 / 30)
        assert scene.flow.voice.refusal is None
        assert _pill(recorded_frame(scene, size)) == before  # the pill's own words again
    finally:
        app.close()
