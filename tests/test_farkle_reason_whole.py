"""The computer's reasoning in the Tura panel is said whole at every size: never cut
mid-sentence at 1024×600 ("…un 1 și mă"), never a word left alone on its last line ("1 000 e"
/ "destul" at 1366×768) (hF29).

Rewritten in round 62 (critic B61: the two-line reason pushed "După încasare" down, out of
the panel at 1024×600): the reason has a one-line slot of its own, so it is said whole on
that line, the sentence or, where it is longer, its short form (what it does and why,
without the dice the mat shows), never ellipsised, over "După încasare". Round 66 (critic
B65: the reason's line crowded "Fără punctaj minim" and the fact at 1024×600): the reason is
the computer's one note, alone in the notes' room, as a person's one note is. Round 73 (hX80,
critic J72 #15, ruling S15): the reason is the prompt line's ("Calculatorul · …"), said whole
on that one line over the dice, its short form where the sentence is wider, never ellipsised
nor shrunk past the line's width; the Tura panel says "Până la obiectiv" as a person's."""

from __future__ import annotations

import pytest

from game import theme
from game.i18n import Translator
from game.widgets.computer_reason import reason_sentence
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _computer, _computer_reason

TR = Translator.load("ro")

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "state"), [((1024, 600), _computer),
                                             ((1366, 768), _computer_reason)])
def test_the_computers_reasoning_is_drawn_whole_without_a_widow(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        state(app)
        table = app.manager.top
        said = {TR("farkle.computer_says", remark=reason_sentence(TR, table.game, short=short))
                for short in (False, True)}
        for _ in range(40):  # until its kept dice lie on the mat and it says its plan (its
            # aim speaks while it picks them, hF40)
            frame = recorded_frame(table, size)
            lines = [t for t in frame.texts if t.text in said]
            if lines:
                break
            app.step(0.05)
        assert len(lines) == 1, [t.text for t in frame.texts]  # said once, whole
        line = lines[0]
        assert "…" not in line.text, line
        assert line.size == table.font_px(theme.FONT_BODY), line  # (never shrunk to fit)
        assert table.center.left <= line.rect.left and line.rect.right <= table.center.right, (
            table.center, line)
        notes = [t.text for t in frame.texts if t.role == "turn_note" and t.text]
        assert notes[1:] == ["Până la obiectiv"], notes  # (the panel: a person's row)
    finally:
        app.close()
