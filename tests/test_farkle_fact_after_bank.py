"""The turn panel's score row ("Scor"; "După încasare" until round 72, ruling S14) stays in its
place through a person's bank (hF60 noticed: the note "Până la obiectiv: 9 900" came as the
bank's points landed in a total that had been 0, and pushed the row down under it while the
banker's turn still showed): the banker's panel keeps the notes its turn began with until the
hand-over (the next turn of that player says how far the target is from its first throw; round
71, critic B71: the note's figure follows the row's as the bank counts in, its place stays)."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_after_bank_keeps_its_place_as_the_bank_lands(tmp_path, size):
    from tools.screens_farkle import play, table_with

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 2, 2, 3, 4)  # (no straight: no stage over it)
        label = app.tr("farkle.turn.score_label")
        banker = table.flow.shown_player
        places, notes = [], set()
        to_go = app.tr("farkle.turn.to_go", points="@").split("@")[0]
        to_go_row = to_go.rstrip(": ")

        def look():
            texts = screen_frame(app).texts
            said = [t.rect.centery for t in texts
                    if t.role == "turn_fact" and t.text == label]
            if table.flow.shown_player == banker and said:
                places.append(said[0])
                # (round 63: since round 62 a first turn says "Până la obiectiv: 10 000"
                # from its first throw, so the note no longer comes with the bank and only
                # its place was read; break farkle10.no_note_comes_with_the_bank went
                # MISSED: the note keeps the figure its turn began with until the hand-over)
                # (round 72, hF81: the note is a row, its label left and figure right)
                heads = [t for t in texts if t.role == "turn_note" and t.text == to_go_row]
                notes.update(to_go + f.text for h in heads for f in texts
                             if f.role == "turn_note" and f is not h
                             and abs(f.rect.centery - h.rect.centery) <= 2)

        play(app, 2)
        look()
        table.press_roll()
        play(app)
        table.press_die(0)
        play(app, 4)
        look()
        table.press_bank()
        for _ in range(80):
            app.step(0.05)
            look()
        assert table.game.totals[banker] > 0  # the bank landed while we looked
        assert len(places) > 3 and len(set(places)) == 1, (size, places)
        # (round 71, critic B71: the note's figure follows the row as the bank counts in,
        # tests/test_farkle_figures_follow_the_row.py; it is one note in one place, its
        # figure the turn's first, then, counting with the row (round 72), the new total's)
        said = {note.replace("\u00a0", " ") for note in notes}
        counted = {app.tr("farkle.turn.to_go", points=format_int(f))
                   for f in range(9_900, 10_001, 10)}
        ends = {app.tr("farkle.turn.to_go", points=f) for f in ("10 000", "9 900")}
        assert ends <= said <= {n.replace("\u00a0", " ") for n in counted}, said
    finally:
        app.close()
