"""The Yams table's kept-dice row, decided (pure Python, no pygame): how its five sockets
look now and what, if anything, is said in it. The view only draws what this says.

The kept dice have one fixed place (docs/SCREEN_RULINGS.md S1; critic C66: the row changed
shape between beats, pill / slots / nothing): five quiet sockets drawn at one rectangle in
every beat of every turn, a person's and the computer's, before a throw too (the dice in the
cup) and while the turn passes. Empty sockets are drawn in one quiet look in every beat
(round 68, critic C67: outlined light in one beat, filled dark in the next); ``look`` says
whether a click on a die would keep it now (a person's turn, the dice seen, a throw left),
which gates the invitation. Before the game's first kept die and its first scored box the
row also says what it is for, once, in the felt just under its sockets (over none of them:
critic C67; the prompt says the click), quiet while the dice glow (a waiting Penta, critic
C69) and once a box is chosen (critic cR74a #11)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class HoldRow:
    """What the kept row is now: whether it ``takes`` a die (a click on a die would keep it:
    a person's turn, the dice seen, a throw left; its sockets are drawn alike either way) and
    the ``invite`` said under them ("" for none)."""

    takes: bool
    invite: str = ""


def hold_row(flow: Any) -> HoldRow:
    """The kept row of ``flow``'s table now (a :class:`~game.flow.yams_flow.YamsFlow`)."""
    game = flow.game
    # none taken: the game over (the last throw stays seen as it was, its row with it), before a
    # throw or as the turn passes (the row waits), the flow's own gate shut, a staged moment
    # holding the table still
    if game.finished or game.dice is None or not flow.hold_open or flow.moment.busy:
        return HoldRow(takes=False)
    # once a game, before its first box (round 65 review); quiet while a Penta's dice glow,
    # its words would sit on the gold (critic C69), and once a box is chosen: the next
    # action is "Validează tura", never keeping a die (critic cR74a #11, after a Penta)
    if flow.hold_invited and not flow.penta_waits and game.picked is None:
        return HoldRow(takes=True, invite=flow.tr("yams.hold_invite"))
    return HoldRow(takes=True)
