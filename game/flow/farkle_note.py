"""The Tura panel's note (its third row) as a kind, one per phase of a turn (round 76, hL76,
critics cF75b and cZ75: around the goal's bank it read "Până la obiectiv", "În frunte",
"Fără punctaj minim…" and "Necesar în tură" within a few beats; ruling S14 amended).

The kinds: ``"to_go"`` (what is left to the goal), ``"need"`` (in the last round, what the turn
needs to lead), ``"leading"`` (the shown player leads, the band not yet there) and
``"no_minimum"`` (the last round's leader once the band says the score to beat, or the game
over) and ``"played"`` (a last round's turn that has ended: nothing more is needed of it,
ruling S80). A bank shown keeps the kind its turn had as it banked (:attr:`TurnView.note`) until
the turn passes: the label changes only at a phase's boundary, its figure following the row.
"""

from __future__ import annotations

from typing import Any

NOTE_KINDS = ("to_go", "need", "leading", "no_minimum", "played")
"""Every kind the note may be."""


def live_note(flow: Any) -> str:
    """The note's kind as the table stands now (the players' totals as their rows say them,
    the last round and its band)."""
    game = flow.game
    if flow.lead_need() is not None:
        return "need"
    if game.last_round_by is not None and flow.last_round_strip() is None:
        return "leading"  # (round 72, critics E71 and G71: never "De depășit" his own)
    if game.last_round_by is not None or game.finished:
        return "no_minimum"
    return "to_go"


def turn_note(flow: Any) -> str:
    """The note's kind now: while a bank is shown, the one its turn had as it banked (one
    label per phase); else :func:`live_note`; once a last round's turn has ended,
    ``"played"`` (S80: never "Necesar în tură" for a player who has finished)."""
    if flow.last_turn_played():
        return "played"
    view = flow.banked_view
    if view is not None and flow.frozen is view and view.note:
        return str(view.note)
    return live_note(flow)
