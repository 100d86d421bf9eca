"""Scores (critic S29): the boards keep a clear band of felt above the buttons (7–10 px
before), the rows' words never under 15 px of em at 1024×600 (14 px) nor 20 px at 1920×1080,
and one trophy per board, by its name: the free room under a few scores says the score to
beat in large gold words, with no second trophy over them."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import em_px
from tests.test_scores_fit import _open

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [2, 10])
def test_the_boards_keep_off_the_buttons(tmp_path, size, count):
    app, scene = _open(tmp_path, size, count)
    try:
        scene.draw(app.screen)
        for kind in ("yams", "farkle"):
            gap = scene.back_button.rect.top - scene.panels[kind].bottom
            assert gap >= max(20, scene.px(28)), (kind, gap)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_rows_words_are_read_not_glanced(tmp_path, size):
    app, scene = _open(tmp_path, size, 10)
    try:
        least = 20 if size[1] >= 1080 else 15
        assert em_px(scene.text_size()) >= least, em_px(scene.text_size())
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_one_trophy_per_board_and_the_aim_large(tmp_path, size, monkeypatch):
    from game.scenes import scores, scores_aim

    app, scene = _open(tmp_path, size, 4)  # (hS51: a board of 2 says its aim on its card)
    try:
        cups, words = [], []
        real_icon, real_text = scores.draw_icon, scores.draw_text

        def icon(surface, name, size_, *a, **k):
            cups.append(name)
            return real_icon(surface, name, size_, *a, **k)

        def text(surface, line, size_, *a, **k):
            words.append((line, size_))
            return real_text(surface, line, size_, *a, **k)

        monkeypatch.setattr(scores, "draw_icon", icon)
        monkeypatch.setattr(scores, "draw_text", text)
        # (hS40: a hint both boards would say is said once under them, by scores_aim)
        monkeypatch.setattr(scores_aim, "draw_text", text)
        scene.draw(app.screen)
        assert cups.count("trophy-cup") == 2  # by each board's name, none in the free room
        aim = scene.page_aim()  # (said once: the screen's subtitle)
        assert aim
        sizes = [s for line, s in words if " " in line and line in aim]
        assert sizes and min(sizes) >= scene.font_px(theme.FONT_BODY), sizes
    finally:
        app.close()
