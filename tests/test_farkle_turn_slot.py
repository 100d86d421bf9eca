"""The Tura panel's rows stand in the same places on a person's turn and the computer's (round
62, critic B61: the computer's reason pushed the score row, then "După încasare", down, at
1024×600 out of the panel): its reason has a slot of its own under the first row, one line (its
short form, without the dice the mat shows, where the whole sentence is longer), and every row
(the dice to throw, the risk, the first row, the slot, "Scor") keeps its rect."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _computer, play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _person(app):
    table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
    table.game.totals[:] = [3_350, 1_100]
    table.press_roll()
    play(app)
    table.press_die(0)  # "Până la obiectiv: 6 650" in the slot


def _rows(app, size, build):
    build(app)
    table = app.manager.top
    frame = recorded_frame(table, size)
    inside = [m for m in frame.texts if table.turn_rect.contains(m.rect)]
    labels = {m.text: m.rect for m in inside
              if m.text in ("Zaruri de aruncat", "Risc", "Fără punctaj minim la încasare",
                            "Scor")}  # (ruling S14: "După încasare" until round 72)
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
        table, computer, notes = _rows(app, size, _computer)
        # (rewritten in round 65, critic B64: a person's panel says one note, in the middle
        # of the notes' room, air round it; round 66, critic B65: the computer's too, its
        # reason alone where a person's note stands, no "Fără punctaj minim" over it)
        assert len(person) == 3, person  # every row there, the score row too
        assert computer == person, (size, person, computer)
        person_notes = [m for m in person_notes if m.text]
        # (round 72, hF81: a person's note is a row, its label left, its figure right)
        assert [m.text.replace("\u00a0", " ") for m in person_notes] == [
            "6 650", "Până la obiectiv"], person_notes
        person_notes = person_notes[1:]
        notes = [m for m in notes if m.text]
        assert len(notes) == 1 and len(person_notes) == 1, (notes, person_notes)
        reason = notes[0]
        assert abs(reason.rect.centery - person_notes[0].rect.centery) <= 1, (
            person_notes, reason)
        assert reason.rect.bottom <= computer["Scor"].top, (reason, computer)
        assert table.turn_rect.contains(reason.rect)
        assert "…" not in reason.text and reason.text[-1].isdigit(), reason  # whole, its figure
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_expert_note_is_said_whole_in_the_slot(tmp_path, size):
    # (its level said short where "Calculatorul joacă la nivel Expert: ca să câștige" is
    # longer than the slot's line: it ended in "…" at every size)
    from tools.render_screens import REGISTRY

    app = make_app(tmp_path, size=size)
    try:
        screen = next(s for s in REGISTRY if s.name == "farkle_expert_turn")
        screen.build(app)
        with unseen_frames(app, last_drawn=False):  # (recorded_frame draws the one read)
            for _ in range(screen.settle):
                app.step(0.1)
        table = next(s for s in reversed(app.manager.stack) if hasattr(s, "turn_rect"))
        notes = [m for m in recorded_frame(table, size).texts if m.role == "turn_note"]
        notes = [m for m in notes if m.text]  # (round 66: its one note, alone)
        assert len(notes) == 1 and "Expert" in notes[0].text, notes
        assert not any("…" in m.text for m in notes), notes
    finally:
        app.close()
