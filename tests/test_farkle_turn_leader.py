"""The turn panel says who leads and with what total ("Lider  Jucătorul 2 · 3 000"), in one
place at every beat of the turn (nothing while nobody has banked: round 71, critic B71,
"încă nimeni" all through the first round read as a placeholder): its title row at
every size since round 41 (hF30's foot at 1920×1080 went, its room to the notes and the
fact)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1920, 1080)


def _leader_marks(table):
    frame = recorded_frame(table, SIZE)
    return [m for m in frame.texts if m.role == "turn_leader"]


def _lider_words(table):
    """The "Lider" label's marks on the Tura panel."""
    frame = recorded_frame(table, SIZE)
    return [m for m in frame.texts if m.text == "Lider" and table.turn_rect.contains(m.rect)]


def test_the_turn_panel_foot_says_the_leader_and_the_lead(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 1, 1, 2, 3, 4, 6)
        marks = _leader_marks(table)
        # nobody has banked yet: neither a word that reads as a placeholder ("încă nimeni",
        # critic B71) nor a dash (hF22): no "Lider" at all until someone leads
        assert marks == [] and _lider_words(table) == [], marks
        table.game.totals[:] = [1_800, 3_000, 0]
        marks = _leader_marks(table)
        assert len(_lider_words(table)) == 1  # its label comes with it
        # (round 41: the leader's name and total, never a "+N" that reads as a bank's banner)
        assert len(marks) == 1 and "· 3 000" in marks[0].text, marks
        assert "Jucătorul 2" in marks[0].text
        place = marks[0].rect
        assert table.turn_rect.contains(place)
        # round 41 (critic B40: "Lider" in one place at every size) reverses hF30's foot at
        # 1920×1080: the title row, as at the smaller sizes (tests/test_farkle_turn_rows_kept.py)
        assert place.centery < table.turn_rect.centery, (place, table.turn_rect)
        table.press_roll()
        play(app)
        table.press_die(0)  # a beat later the row stands where it stood
        again = _leader_marks(table)
        assert [m.rect for m in again] == [place]
        # nothing else written on it
        frame = recorded_frame(table, SIZE)
        for mark in frame.texts:
            if mark.role != "turn_leader" and table.turn_rect.contains(mark.rect):
                assert not mark.rect.colliderect(place.inflate(0, 8)), mark
    finally:
        app.close()


def test_a_table_of_one_says_its_player_once_banked_and_never_breaks(tmp_path):
    # a 10 000 table with one seat (tools/end_frames --case alone; New Game always seats the
    # computer, a saved or scripted game may not): after a bank the foot names its player,
    # and drawing it never fails (it raised "max() arg is an empty sequence", critic B22)
    from game.engine.farkle import FarkleGame
    from game.engine.players import Player
    from game.scenes.farkle_table import FarkleTableScene

    app = make_app(tmp_path, size=SIZE)
    try:
        table = FarkleTableScene(app, FarkleGame.new([Player("Ana")]))
        app.manager.push(table)
        assert _leader_marks(table) == [] and _lider_words(table) == []
        table.game.totals[:] = [1_500]
        marks = _leader_marks(table)
        assert len(marks) == 1 and "Ana" in marks[0].text and "1 500" in marks[0].text, marks
    finally:
        app.close()
