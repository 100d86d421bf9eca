"""The computer's reasoning in the Tura panel is said whole at every size: never cut
mid-sentence at 1024×600 ("…un 1 și mă"), never a word left alone on its last line ("1 000 e"
/ "destul" at 1366×768) (hF29).

Rewritten in round 62 (critic B61: the two-line reason pushed "După încasare" down, out of
the panel at 1024×600): the reason has a one-line slot of its own, so it is said whole on
that line, the sentence or, where it is longer, its short form (what it does and why,
without the dice the mat shows), never ellipsised, over "După încasare". Round 66 (critic
B65: the reason's line crowded "Fără punctaj minim" and the fact at 1024×600): the reason is
the computer's one note, alone in the notes' room, as a person's one note is."""

from __future__ import annotations

import pytest

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
        said = {reason_sentence(TR, table.game), reason_sentence(TR, table.game, short=True)}
        for _ in range(40):  # until its kept dice lie on the mat and it says its plan (its
            # aim speaks while it picks them, hF40)
            notes = [t for t in recorded_frame(table, size).texts if t.role == "turn_note"]
            if " ".join(t.text for t in notes) in said:
                break
            app.step(0.05)
        lines = [t.text for t in notes]
        assert len(lines) == 1 and lines[0] in said, lines  # (round 66: alone, no rule over it)
        assert "…" not in lines[0], lines
        frame = recorded_frame(table, size)
        fact = [t for t in frame.texts if t.role == "turn_fact"]
        panel = table.turn_rect
        assert fact and all(notes[0].rect.bottom <= f.rect.top for f in fact), (notes, fact)
        assert all(panel.contains(t.rect) for t in notes), (panel, [t.rect for t in notes])
    finally:
        app.close()
