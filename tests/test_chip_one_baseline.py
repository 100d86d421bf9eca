"""Every option of a choice row stands on one baseline, chosen or not (critic cC75 #4: in
Settings the chosen chip's words sat 2–3 px off the unchosen ones, "Română"/"English",
"Pornit"/"Oprit", "Normal"/"Expert": each label's own ink was centred, its accents pushing it
down and its tails up). The row's ink together is centred on the keys' faces."""

from __future__ import annotations

import pytest

from game.scenes.settings import SettingsScene
from game.widgets.button import label_text
from game.widgets.forms import Choice
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_each_settings_choice_row_shares_one_baseline(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        scene = SettingsScene(app)
        scene.layout(size)
        frame = recorded_frame(scene, size)
        rows = 0
        for key, widget in scene.rows:
            if not isinstance(widget, Choice) or not widget.visible:
                continue
            for chosen in range(len(widget.options)):
                widget.index = chosen
                frame = recorded_frame(scene, size)
                tops = set()
                for rect, (_, label) in zip(widget.rects, widget.options, strict=True):
                    words = [t for t in frame.texts if t.text == label_text(label)
                             and rect.contains(t.rect.clip(rect)) and t.rect.colliderect(rect)]
                    assert words, (key, label_text(label))
                    tops.add((words[0].rect.y, words[0].size))
                assert len(tops) == 1, (key, chosen, tops)
            rows += 1
        assert rows >= 6, rows
    finally:
        app.close()
