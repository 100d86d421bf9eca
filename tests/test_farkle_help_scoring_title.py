"""The 10 000 "?" page's scoring card says plainly where every combination is (round 77,
hR81, critic cC77: its title "Punctaj · F1: toate" read as unclear): "Toate combinațiile:
[F1]", the word and the key, no shorthand dot, whole on one line at every size (ruling S33)."""

from __future__ import annotations

import pytest

from game.scenes.farkle_help import TILES, FarkleHelpOverlay
from game.widgets.keycaps import key_plain
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

WORD = {"ro": "combinațiile", "en": "combinations"}
"""The word the scoring card's title says it shows all of."""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_scoring_card_title_names_all_combinations_and_their_key(tmp_path, size,
                                                                      language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_table(app, "farkle", 1)
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay, fade=False)
        app.step(1 / 60)
        k = [tile[0] for tile in TILES].index("farkle.help.scoring")
        title = overlay.keywords()[k]
        assert WORD[language] in title.lower() and "[F1]" in title, title
        assert "·" not in title, title  # (the shorthand "Punctaj · F1: toate")
        _, words = overlay.step_rects(k)
        lines = [t for t in recorded_frame(overlay, size).texts if t.text == key_plain(title)]
        assert len(lines) == 1 and words.contains(lines[0].rect), (size, lines)
    finally:
        app.close()
