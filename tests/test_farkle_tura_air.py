"""The Tura panel at 1024×600 reads at a glance and breathes (round 65, critic B64, B62: it
was crammed, its lines at 14 px, "După încasare"'s bar on the panel's rim): on a person's
turn it says only the fact they need ("Până la obiectiv", in the last round "Necesar în
tură"; "Fără punctaj minim" is the rules' and the live "Încasează"'s to say), every line of
it at 15 px of em or more, its one note in the middle of the room between the risk's bar and
the fact, air round it; in the last round the score to beat is said in one place, the
strip's ("De depășit" once on the table)."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _last_round_six, play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)
LEAST_EM = 15


def _tura(table, frame):
    rect = table.turn_rect
    return rect, [t for t in frame.shown_texts() if rect.contains(t.rect)]


def test_a_persons_tura_panel_says_one_note_large_with_air_round_it(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 1, 5, 2, 3, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        play(app, 4)
        frame = recorded_frame(table, SIZE)
        rect, texts = _tura(table, frame)
        said = [t.text for t in texts]
        assert app.tr("farkle.turn.no_minimum") not in said, said
        # (round 72, hF81: its label left, its figure at the row's right)
        label = app.tr("farkle.turn.to_go", points="@").split("@")[0].rstrip(": ")
        assert label in said and ("10\u00a0000" in said or "10 000" in said), said
        small = [t for t in texts if t.size and t.size * theme.FONT_EM < LEAST_EM]
        assert not small, [(t.text, t.size) for t in small]
        risk = next(p.rect for p in frame.panels if p.role == "bar" and rect.contains(p.rect))
        fact = next(t.rect for t in texts if t.role == "turn_fact")
        note = next(t.rect for t in texts if t.role == "turn_note")
        air = theme.px(20, table.scale)  # air under the risk's bar, the note over the fact
        assert note.top - risk.bottom >= air and fact.top >= note.bottom, (risk, note, fact)
    finally:
        app.close()


def test_the_last_rounds_score_to_beat_is_said_once(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        _last_round_six(app)
        table = app.manager.top
        play(app, 10)
        frame = recorded_frame(table, SIZE)
        beat = app.tr("farkle.band.beat")  # (hF71: the band's "De depășit" before its
        # figure; the Tura panel's would be "De depășit: 10 450")
        said = [t.text for t in frame.shown_texts() if t.text.startswith(beat)]
        assert len(said) == 1, said
        rect, texts = _tura(table, frame)
        small = [t for t in texts if t.size and t.size * theme.FONT_EM < LEAST_EM]
        assert not small, [(t.text, t.size) for t in small]
    finally:
        app.close()
