"""Setări's captions under the group headings wrap evenly (hS19: the critic saw "ale" and
"primei partide." left short under a full line): a caption fits on its line, or its lines are
of about one length, at every size and in both languages."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUP_PAD, GROUPS, SettingsScene
from game.widgets.text import text_size
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_every_caption_fits_its_line_or_wraps_evenly(tmp_path, size):
    from game import theme

    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        small = scene.font_px(theme.FONT_SMALL)
        for language in ("ro", "en"):
            app.apply_settings(app.settings.with_changes(language=language))
            app.step(FRAME)
            for (key, _), panel in zip(GROUPS, scene.group_panels, strict=True):
                width = panel.w - 2 * scene.px(GROUP_PAD)
                lines = scene.group_lines(key, width)
                widths = [text_size(line, small)[0] for line in lines]
                assert max(widths) <= width, (key, lines)
                if len(lines) > 1:  # the last line no shorter than 60 % of the longest
                    assert widths[-1] >= 0.6 * max(widths), (language, key, lines)
    finally:
        app.close()
