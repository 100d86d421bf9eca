"""The Yams "?" reads as a polished game's: a tile's regular words under its bold line are
one line (round 70, critics A69, C69: two or three lines a tile read dense, not scannable; before,
hH25's one sentence a line in up to three lines), the boxes' sums two where the window is
narrow, shown whole and in order at every window and in both languages."""

from __future__ import annotations

import pytest

from game.scenes import yams_help
from game.scenes.help_tiles import key_plain
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LONGER = {"yams.help.boxes": 2, "yams.help.timer": 2, "yams.help.joker": 2}
"""The tiles allowed a second regular line: the boxes' sums (three boxes' long names), the
countdown's two plain sentences (critic E70: their clipped words read as cryptic) and the
Joker's one sentence of its whole choice (hR72, critic F71)."""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_tiles_words_are_one_line_under_its_bold_one(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_table(app, "yams", 1)
        overlay = YamsHelpOverlay(app)
        app.manager.push(overlay, fade=False)
        app.step(1 / 60)
        frame = recorded_frame(overlay, size)
        for k, ((key, _, _, _), text) in enumerate(zip(STEPS, overlay.texts(), strict=True)):
            _, words = overlay.step_rects(k)
            lines = [t.text for t in frame.texts if words.collidepoint(t.rect.topleft)
                     and t.text != overlay.keywords()[k]]
            drawn = key_plain(text)  # (hM40: its "[key]"s stand on keycaps, drawn plain)
            assert " ".join(lines) == drawn, (lines, drawn)  # whole, in order
            assert len(lines) <= LONGER.get(key, 1), (size, language, lines)
    finally:
        app.close()


def test_the_steps_lines_are_the_sentences_wrapped():
    assert yams_help.sentence_lines("A b. C d.", 23, 10_000) == ["A b.", "C d."]
    short = "Unu doi. Trei patru. Cinci șase. Șapte."  # four lines where one would do: packed
    assert yams_help.sentence_lines(short, 23, 10_000) == [short]


@pytest.mark.parametrize("language", ["ro", "en"])
def test_two_plain_sentences_stand_a_line_each(tmp_path, language):
    """Critic E70's plain sentences of the countdown, two lines: a sentence a line where each
    fits it ("După a treia aruncare." / "Cercul arată secundele rămase."), never one parted
    over the break ("… Cercul / arată …"); the Joker's two ("Întâi sus, la Patru, dacă e
    liberă." / "Altfel o căsuță de jos: Full 25.") as well."""
    app = make_app(tmp_path, size=(1366, 768), language=language)
    try:
        overlay = YamsHelpOverlay(app)
        overlay.layout((1366, 768))
        size, room = overlay.body_size(), overlay.column_room()
        for k, (key, _, _, _) in enumerate(STEPS):
            text = overlay.texts()[k]
            lines = overlay.tile_lines(k, text, size, room)
            if key in ("yams.help.timer", "yams.help.joker"):  # (the Joker's two plain
                # sentences since hR74, critic H72: its one sentence still read as cryptic)
                assert len(lines) == 2 and all(line.endswith(".") for line in lines), lines
    finally:
        app.close()
