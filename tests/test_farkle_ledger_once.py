"""The dice on the mat are shown once: "Puse deoparte" (the turn's ledger) lists the groups
set aside by earlier throws of the turn with their points, never the selection lying on the
mat (round 77, hF90, ruling S26: its pending row "în selecție", hF40's, showed the selection
twice, on the mat and as mini-dice in the ledger); the total counts it once.

hF40 reversed the older promise that the ledger says nothing of the selection (critic B32: four
dice glowing on the mat beside "Zarurile puse deoparte apar aici." and "Total până acum 0" while
the button said "Încasează 600"): the ledger's total is the bank button's figure, the
selection counted (its pending row retired in round 77, S26). Round 80 (hF102, ruling S81
1.): the line of the throw being played says what its chosen dice add ("+600"), its dice still
the mat's alone."""

from __future__ import annotations

import pytest

import game.widgets.farkle_ledger as ledger
from game.i18n import format_int
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ledger_dice(app, monkeypatch) -> tuple[list[tuple[int, ...]], list[str]]:
    """The faces of each small dice row the ledger draws in one frame on the window (not
    the empty ledger's quiet primer, what scores, drawn on a layer of its own), and its
    texts."""
    rows: list[tuple[int, ...]] = []
    texts: list[str] = []
    real_row, real_text = ledger.draw_dice_row, ledger.draw_text
    window = app.screen.get_size()
    monkeypatch.setattr(ledger, "draw_dice_row", lambda surface, cache, faces, *a, **k: (
        rows.append(tuple(faces)) if surface.get_size() == window else None,
        real_row(surface, cache, faces, *a, **k))[1])
    monkeypatch.setattr(ledger, "draw_text", lambda surface, text, *a, **k: (
        texts.append(text), real_text(surface, text, *a, **k))[1])
    app.step(1 / 60)
    monkeypatch.setattr(ledger, "draw_dice_row", real_row)
    monkeypatch.setattr(ledger, "draw_text", real_text)
    return rows, texts


def test_the_selection_on_the_mat_is_never_repeated_in_the_ledger(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):  # three 5s and a 1 on the mat: 600, nothing set aside yet
            table.press_die(i)
        play(app, 4)
        rows, texts = _ledger_dice(app, monkeypatch)
        assert rows == [], rows  # once: on the mat (S26)
        # the total, and what the throw adds on its line (S81 1., round 80: never a bare
        # "Aruncarea 1" beside "Total tură 600"); the mat says the dice and their name
        assert texts.count("+600") == 1 and texts.count("600") == 1, texts
        table.press_roll()  # the 600 set aside; the next throw's 1 chosen
        play(app)
        table.press_die(0)
        play(app, 4)
        rows, texts = _ledger_dice(app, monkeypatch)
        assert rows == [(5, 5, 5, 1)], rows  # the earlier group; the 1 on the mat only (S26)
        assert texts.count("600") == 1 and texts.count("+100") == 1, texts  # (S14, S81 1.)
        assert texts.count(format_int(700)) == 1, texts  # the total, the bank's figure
    finally:
        app.close()
