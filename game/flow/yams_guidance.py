"""What the Yams table points the person at after a Penta, and what the Joker lets them do
with it: pure Python over the engine's state (no pygame), read by the flow each frame.

After a Penta seen and nothing picked, rolling again would throw it away: its box is the next
action (drawn in the sheet's amber), the Penta box while it is open, else the Joker's
box the expert would take (Y7). The Joker's stage says the rule (+100, where this Penta may
go: the upper box of its value when it is the only legal one, else the open lower boxes at their
Joker points, the best three, else an upper box for 0); the table's line after it says only
what to do now, in one short line ("Alege Patru", in the prompt's pill tagged "Joker"),
never the rule again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import format_int
from game.rules.yams import Box, is_penta

if TYPE_CHECKING:
    from game.engine.yams import YamsGame

JOKER_BOXES_SAID = 3
"""How many lower boxes the Joker's line names (the best first)."""

JOKER_PICK_BOXES_SAID = 2
"""How many the table's line after it names (the best first): the line and its "Joker" tag
fit the prompt's pill on one line at its one size (ruling S10; the sheet's green figures say
the rest)."""


def next_box(game: YamsGame, seen: bool, computer: bool,
             expert_box: Callable[[], Box | None]) -> Box | None:
    """The box that is the person's next action, or None (a roll or a pick is).

    ``seen``: the roll's dice have landed and been seen; ``computer``: the computer plays
    (it needs no next-action box); ``expert_box``: the expert's box for the roll (the Joker's)."""
    if (game.finished or computer or game.dice is None or game.picked is not None
            or not is_penta(game.dice) or not seen):
        return None
    if game.current_card.points(Box.PENTA) is None:
        return Box.PENTA
    return expert_box() if game.joker_active else None


def joker_detail(game: YamsGame, tr: Callable[..., str]) -> tuple[str, ...]:
    """The Joker's line for the roll on the table (empty without a roll), in ``tr``'s words."""
    dice, options = game.dice, game.options()
    if dice is None:
        return ()
    upper = Box.upper(dice[0])
    if options.keys() == {upper}:
        return (tr("yams.joker.upper", box=tr(upper.key)),)
    lower = sorted(((points, box) for box, points in options.items() if not box.is_upper),
                   key=lambda item: (-item[0], item[1].value))
    if lower:
        listed = ", ".join(f"{tr(box.key)} {format_int(points)}"
                           for points, box in lower[:JOKER_BOXES_SAID])
        return (tr("yams.joker.lower", boxes=listed),)
    return (tr("yams.joker.zero"),)


JOKER_TAG = "joker"
"""The tag of the Joker's pick on its prompt (:attr:`game.flow.messages.Message.tag`): the
view marks it with the red "Joker" tag."""


def joker_pick(game: YamsGame, tr: Callable[..., str]) -> tuple[str, dict[str, object]]:
    """The table's Joker line once its stage has said the rule (+100, where it may go): only
    what to do now, short ("Alege Patru": the pill's "Joker" tag says whose): the catalog
    key and its parameters."""
    dice, options = game.dice, game.options()
    upper = Box.upper(dice[0]) if dice is not None else None
    if upper is not None and options.keys() == {upper}:
        return "yams.joker_pick.upper", {"box": tr(upper.key)}
    lower = sorted(((points, box) for box, points in options.items() if not box.is_upper),
                   key=lambda item: (-item[0], item[1].value))
    if lower:
        listed = ", ".join(f"{tr(box.key)} {format_int(points)}"
                           for points, box in lower[:JOKER_PICK_BOXES_SAID])
        return "yams.joker_pick.lower", {"boxes": listed}
    return "yams.joker_pick.zero", {}


def joker_refusal(game: YamsGame) -> tuple[str, dict[str, object]]:
    """Why the Joker refuses a box for the roll on the table: the catalog key and its
    parameters (the one upper box it allows, else a lower box, else an upper box for 0)."""
    options = game.options()
    dice = game.dice
    upper = Box.upper(dice[0]) if dice is not None else None
    if upper is not None and options.keys() == {upper}:
        return "yams.joker_refused.upper", {"box": upper.key}
    if any(not box.is_upper for box in options):
        return "yams.joker_refused.lower", {}
    return "yams.joker_refused.zero", {}


def joker_hatches(game: YamsGame) -> bool:
    """True when the Joker (Y7) leaves an open box it may not fill with this roll: the sheet
    hatches it, and the Joker's line says what the hatching means."""
    if not game.joker_active:
        return False
    card, options = game.current_card, game.options()
    return any(card.points(box) is None and box not in options for box in Box)
