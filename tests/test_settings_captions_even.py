"""Setări's captions under the group headings run across the card's full inner width, on one
line when a slightly smaller type (never under the lines' floor) lets them, else wrapped at
that width with a last line of two words or more and a third of the card or more: never a word
or two left alone ("ale / primei partide.", "any time).": hS27; hS19: "ale" alone; hS20: two
short lines at half the card's width), at every size and in both languages."""

from __future__ import annotations

import pytest

from game.scenes.settings import (
    CAPTION_SHRINK,
    GROUP_PAD,
    GROUPS,
    LAST_LINE_LEAST,
    LINE_LEAST,
    SettingsScene,
)
from game.widgets.text import text_size, wrap
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_every_caption_uses_the_cards_width_and_leaves_no_word_alone(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        for language in ("ro", "en"):
            app.apply_settings(app.settings.with_changes(language=language))
            app.step(FRAME)
            base = scene.line_size()
            width = scene.group_panels[0].w - 2 * scene.px(GROUP_PAD)
            small = scene.caption_size(width)
            least = max(LINE_LEAST, round(base * CAPTION_SHRINK))
            assert least <= small <= base or small == base < LINE_LEAST
            for (key, _), panel in zip(GROUPS, scene.group_panels, strict=True):
                assert panel.w - 2 * scene.px(GROUP_PAD) == width  # one width, one type
                lines = scene.group_lines(key, width)
                if not lines:  # hS32: its rows explain their options, no caption
                    continue
                widths = [text_size(line, small)[0] for line in lines]
                assert max(widths) <= width, (key, lines)
                text = scene.tr(key + ".line")
                assert len(lines) == len(wrap(text, small, width)), (key, lines)  # when it must
                if text_size(text, least)[0] <= width:  # a little too long for one line:
                    assert len(lines) == 1, (language, key, lines)  # whole, a little smaller
                greedy = wrap(text, small, width)  # as full as each line goes
                if " " in greedy[-1].strip() and (
                        text_size(greedy[-1], small)[0] >= LAST_LINE_LEAST * width):
                    assert list(lines) == greedy, (language, key, lines)  # never narrower
                if len(lines) > 1:  # across the card, nothing short alone at the end
                    assert widths[0] >= 0.5 * width, (language, key, lines, width)
                    assert " " in lines[-1].strip(), (language, key, lines)
                    assert widths[-1] >= 0.3 * width, (language, key, lines, width)
    finally:
        app.close()
