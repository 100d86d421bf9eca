"""The 10 000 prompt's guidance for a legal but unfinished selection (pure Python, no pygame):
"Mai pune deoparte un 2: trei de 2 aduc puncte" when the roll holds the rest of a figure the
chosen dice begin. Split from :mod:`game.flow.farkle_reading` (round 76, a file near 600
lines), which says it as the prompt."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.farkle import FarkleGame
from game.flow.messages import Channel, Message, Tone


def unfinished(game: FarkleGame, tr: Callable[..., str]) -> Message | None:
    """A legal but unfinished selection of ``game``, said as guidance: "one 2 set aside: set
    aside two more for three 2s" (when the roll holds them); None when it is not that."""
    roll = game.roll_dice
    if roll is None:
        return None
    chosen = [roll[i] for i in game.selected]
    for face in (2, 3, 4, 6):  # the faces that score only three (or more) at a time
        have = chosen.count(face)
        if 0 < have < 3 and roll.count(face) >= 3:
            key = "farkle.guide.one_more" if have == 2 else "farkle.guide.two_more"
            return Message(Channel.PROMPT, key, tr(key, face=face), Tone.WARN)
    if len(roll) == 6 and len(chosen) < 6:  # a part of the six dice's combination
        if sorted(roll) == [1, 2, 3, 4, 5, 6]:
            key = "farkle.guide.straight_all"
        elif all(roll.count(face) % 2 == 0 for face in roll):
            key = "farkle.guide.pairs_all"
        else:
            return None
        return Message(Channel.PROMPT, key, tr(key), Tone.WARN)
    return None
