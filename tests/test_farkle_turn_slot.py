"""The Tura panel's rows stand in the same places, with the same words, on a person's turn and
the computer's (round 62, critic B61: the computer's reason pushed the score row, then "După
încasare", down, at 1024×600 out of the panel; round 73, hX80, critic J72 #15: its remark in
the first row where a person's reads "Până la obiectiv" was a row that changed meaning, ruling
S15): every row (the dice to throw, the risk, "Până la obiectiv", "Scor") keeps its rect and
its words; the remark is the prompt line's, said whole over the dice."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _computer, play, play_until, reason_said, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _person(app):
    table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
    table.game.totals[:] = [3_350, 1_100]
    table.press_roll()
    play(app)
    table.press_die(0)  # "Până la obiectiv: 6 650" in the slot


def _computer_decided(app):
    """The computer's turn once its decision is said: the dice it keeps all on the mat (S96
    amended round 82, hF114: while it picks it says only "Aleg ce păstrez…", no figure)."""
    _computer(app)
    play_until(app, lambda: reason_said(app.manager.top), most=120)


def _rows(app, size, build):
    build(app)
    table = app.manager.top
    frame = recorded_frame(table, size)
    inside = [m for m in frame.texts if table.turn_rect.contains(m.rect)]
    labels = {m.text: m.rect for m in inside
              if m.text in ("Zaruri de aruncat", "Risc", "Fără punctaj minim la încasare",
                            "Scor partidă")}  # (ruling S14: "După încasare" until round 72)
    notes = [m for m in inside if m.role == "turn_note"]
    return table, labels, notes


@pytest.mark.parametrize("size", SIZES)
def test_no_row_moves_between_a_persons_turn_and_the_computers(tmp_path, size):
    app = make_app(tmp_path / "person", size=size, menu_drawn=False)
    try:
        _table, person, person_notes = _rows(app, size, _person)
    finally:
        app.close()
    app = make_app(tmp_path / "computer", size=size, menu_drawn=False)
    try:
        # (fixO, round 82: the frame its decision is said, S96 amended round 82)
        table, computer, notes = _rows(app, size, _computer_decided)
        # (rewritten in round 65, critic B64: a person's panel says one note, in the middle
        # of the notes' room, air round it; round 66, critic B65: the computer's too, its
        # reason alone where a person's note stands, no "Fără punctaj minim" over it)
        assert len(person) == 3, person  # every row there, the score row too
        assert computer == person, (size, person, computer)
        person_notes = [m for m in person_notes if m.text]
        # (round 72, hF81: a person's note is a row, its label left, its figure right)
        assert [m.text.replace("\u00a0", " ") for m in person_notes] == [
            "6 650", "Până la obiectiv"], person_notes
        notes = [m for m in notes if m.text]
        # (round 73, hX80: the computer's panel says the same row, its own figure, in the
        # same places: no remark in it)
        assert [m.text for m in notes][1:] == ["Până la obiectiv"], notes
        assert notes[0].text.replace("\u00a0", " ") == "8 900", notes  # (10 000 − 1 100)
        assert [m.rect.centery for m in notes] == [m.rect.centery for m in person_notes]
        assert notes[1].rect == person_notes[1].rect, (notes, person_notes)
        frame = recorded_frame(table, size)
        said = [m.text for m in frame.texts if m.text.startswith("Calculatorul · ")]
        assert len(said) == 1, said  # its remark, once, on the prompt line
        # whole, its figure (S96 amended round 82, hF114 3.: "… mă opresc: 600 e destul",
        # the figure the turn's total, no longer the sentence's last word)
        assert "…" not in said[0] and any(c.isdigit() for c in said[0]), said
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_expert_note_is_said_whole_on_the_prompt_line(tmp_path, size):
    # (its level said short where "Calculatorul joacă la nivel Expert: ca să câștige" is
    # longer than the line: it ended in "…" at every size; round 73, hX80: the prompt's,
    # ruling S15, the panel saying "Până la obiectiv" as a person's)
    from tools.render_screens import REGISTRY

    app = make_app(tmp_path, size=size)
    try:
        screen = next(s for s in REGISTRY if s.name == "farkle_expert_turn")
        screen.build(app)
        with unseen_frames(app, last_drawn=False):  # (recorded_frame draws the one read)
            for _ in range(screen.settle):
                app.step(0.1)
        table = next(s for s in reversed(app.manager.stack) if hasattr(s, "turn_rect"))
        texts = recorded_frame(table, size).texts
        notes = [m.text for m in texts if m.role == "turn_note" and m.text]
        assert notes[1:] == ["Până la obiectiv"], notes
        said = [m.text for m in texts if "Expert" in m.text]
        assert said == [app.tr("farkle.ai.expert_note")], said  # (its name said once)
        assert not any("…" in text for text in said), said
    finally:
        app.close()
