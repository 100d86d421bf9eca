"""The dice on the mat are shown once: "Puse deoparte" (the turn's ledger) lists the groups
set aside by earlier throws of the turn with their points, never the selection lying on the
mat (round 77, hF90, ruling S26: its pending row "în selecție", hF40's, showed the selection
twice, on the mat and as mini-dice in the ledger); the total counts it once.

hF40 reversed the older promise that the ledger says nothing of the selection (critic B32: four
dice glowing on the mat beside "Zarurile puse deoparte apar aici." and "Total până acum 0" while
the button said "Încasează 600"): the ledger's total is the bank button's figure, the
selection counted (its pending row retired in round 77, S26). Round 80 (hF102, ruling S81
1.): the line of the throw being played says what its chosen dice add ("+600"), its dice still
the mat's alone. Round 81 (hF107, ruling S96 3., S64 amended round 81; this test amended by
fixL, S96 amended round 81): the throw's line pictures the dice chosen from it beside its
"+600" (cF80: "Aruncarea 1 +600" with no dice read as a bare header), drawn by
:mod:`game.widgets.farkle_ledger_throw`; the selection is still never a row of its own in the
ledger, never counted twice."""

from __future__ import annotations

import pytest

import game.widgets.farkle_ledger as ledger
import game.widgets.farkle_ledger_throw as throw_line
from game.i18n import format_int
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ledger_dice(app, monkeypatch) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]],
                                             list[str]]:
    """The faces of each small dice row the ledger draws in one frame on the window (not
    the empty ledger's quiet primer, what scores, drawn on a layer of its own): its rows',
    then its throw line's (S96 3.); and the texts of both."""
    rows: list[tuple[int, ...]] = []
    line: list[tuple[int, ...]] = []
    texts: list[str] = []
    window = app.screen.get_size()
    real = [(module, module.draw_dice_row, module.draw_text) for module in (ledger, throw_line)]
    for module, real_row, real_text in real:
        into = rows if module is ledger else line
        monkeypatch.setattr(module, "draw_dice_row", lambda surface, cache, faces, *a,
                            _into=into, _real=real_row, **k: (
            _into.append(tuple(faces)) if surface.get_size() == window else None,
            _real(surface, cache, faces, *a, **k))[1])
        monkeypatch.setattr(module, "draw_text", lambda surface, text, *a, _real=real_text,
                            **k: (texts.append(text), _real(surface, text, *a, **k))[1])
    app.step(1 / 60)
    for module, real_row, real_text in real:
        monkeypatch.setattr(module, "draw_dice_row", real_row)
        monkeypatch.setattr(module, "draw_text", real_text)
    return rows, line, texts


def test_the_selection_on_the_mat_is_never_repeated_in_the_ledger(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):  # three 5s and a 1 on the mat: 600, nothing set aside yet
            table.press_die(i)
        play(app, 4)
        rows, line, texts = _ledger_dice(app, monkeypatch)
        assert rows == [], rows  # no row of its own in the ledger (S26)
        # pictured once, in the throw's line beside its "+600" (S96 3., amended round 81,
        # fixL: was "the mat's alone", S64 amended round 79)
        assert line == [(5, 5, 5, 1)], line
        # the total, and what the throw adds on its line (S81 1., round 80: never a bare
        # "Aruncarea 1" beside "Total tură 600"); the mat says the dice and their name
        # (S114 4., round 82, hF113: on the turn's first throw the line shows its words
        # and dice; "Total tură" alone says the figure, no "+N" beside it)
        assert texts.count("+600") == 0 and texts.count("600") == 1, texts
        table.press_roll()  # the 600 set aside; the next throw's 1 chosen
        play(app)
        table.press_die(0)
        play(app, 4)
        rows, line, texts = _ledger_dice(app, monkeypatch)
        assert rows == [(5, 5, 5, 1)], rows  # the earlier group, once (S26)
        assert line == [(1,)], line  # the 1 chosen, pictured in its throw's line (S96 3.)
        assert texts.count("600") == 1 and texts.count("+100") == 1, texts  # (S14, S81 1.)
        assert texts.count(format_int(700)) == 1, texts  # the total, the bank's figure
    finally:
        app.close()
