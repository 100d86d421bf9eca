"""Setări's captions under the group headings use the card's width and wrap only when they must,
never leaving one word alone on their last line (hS19: the critic saw "ale" left alone under a
full line; hS20: the even wrap made two short lines at half the card's width), at every size
and in both languages."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUP_PAD, GROUPS, SettingsScene
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
        small = scene.line_size()
        for language in ("ro", "en"):
            app.apply_settings(app.settings.with_changes(language=language))
            app.step(FRAME)
            for (key, _), panel in zip(GROUPS, scene.group_panels, strict=True):
                width = panel.w - 2 * scene.px(GROUP_PAD)
                lines = scene.group_lines(key, width)
                widths = [text_size(line, small)[0] for line in lines]
                assert max(widths) <= width, (key, lines)
                text = scene.tr(key + ".line")
                assert len(lines) == len(wrap(text, small, width)), (key, lines)  # when it must
                if len(lines) > 1:  # across the card (not half of it), no word alone at the end
                    assert widths[0] >= 0.75 * width, (language, key, lines, width)
                    assert " " in lines[-1].strip(), (language, key, lines)
    finally:
        app.close()
