"""The Yams table's kept-dice row, decided (pure Python, no pygame): how its five sockets
look now and what, if anything, is said in it. The view only draws what this says.

A polished dice app never shows five empty boxes all game (critics C62, C64): before a
turn's first throw the row is not drawn at all (the dice are in the cup); once dice lie on
the felt the sockets are faint, and they light while a click on a die would keep it (a
person's turn, the dice seen, a throw left). Before the game's first kept die and its first
scored box the lit row says what it is for, once, in place of its sockets (the prompt says
the click)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class SocketLook(Enum):
    """How the kept row's empty sockets are drawn."""

    HIDDEN = "hidden"
    """Not drawn: no dice on the felt (before a turn's first throw, the cup holds them)."""
    FAINT = "faint"
    """A faint recess: the dice lie there, but no die can be kept now."""
    LIT = "lit"
    """Lit: a click on a die would keep it (it would glide up into its socket)."""


@dataclass(frozen=True)
class HoldRow:
    """What the kept row shows: its sockets' ``look`` and the ``invite`` said in it ("" for
    none; while it is said the sockets give it the row)."""

    look: SocketLook
    invite: str = ""


def hold_row(flow: Any) -> HoldRow:
    """The kept row of ``flow``'s table now (a :class:`~game.flow.yams_flow.YamsFlow`)."""
    game = flow.game
    if game.finished:  # the last throw stays seen as it was, its row with it
        return HoldRow(SocketLook.FAINT)
    if game.dice is None:
        return HoldRow(SocketLook.HIDDEN)
    if not flow.hold_open or flow.moment.busy:  # (the flow's own gate; a staged moment
        # holds the table still)
        return HoldRow(SocketLook.FAINT)
    if flow.hold_invited:  # once a game, before its first box (round 65 review)
        return HoldRow(SocketLook.LIT, flow.tr("yams.hold_invite"))
    return HoldRow(SocketLook.LIT)
