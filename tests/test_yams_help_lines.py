"""The Yams "?" reads as a polished game's (hH25: the critic read dense 3-line paragraphs):
each sentence of a card starts a line of its own (one idea per line), and a card's words take
at most two lines (the scoring list and the Joker's order three, the list packed where its
sentences would take a fourth), at every window and in both languages."""

from __future__ import annotations

import re

import pytest

from game.scenes import yams_help
from game.scenes.help_tiles import key_plain
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LONGER = {"yams.help.boxes": 3, "yams.help.timer": 3, "yams.help.joker": 3}
"""The cards allowed a third line: every box's points; the countdown (when, where it counts,
what it does); the Joker's order of places."""


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_each_sentence_starts_a_line_and_a_card_takes_two_lines(tmp_path, size, language):
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
            assert len(lines) <= LONGER.get(key, 2), (size, language, lines)
            if key in ("yams.help.boxes", "yams.help.joker") and len(lines) == 3:
                continue  # the points' list packed: its sentences would take a fourth line
                # (hM41: the Joker's two plain sentences too, at 1024×600)
            for sentence in re.split(r"(?<=[.])\s+", text)[1:]:
                assert any(line.startswith(key_plain(sentence.split()[0])) for line in lines), (
                    sentence, lines)  # each sentence opens a line
    finally:
        app.close()


def test_the_steps_lines_are_the_sentences_wrapped():
    assert yams_help.sentence_lines("A b. C d.", 23, 10_000) == ["A b.", "C d."]
    short = "Unu doi. Trei patru. Cinci șase. Șapte."  # four lines where one would do: packed
    assert yams_help.sentence_lines(short, 23, 10_000) == [short]
