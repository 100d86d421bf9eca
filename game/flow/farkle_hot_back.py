"""Hot dice' six going back to the throw row (round 77, hF90, ruling S26): once "Zaruri
fierbinți!" has been said (its stage gone, never under it), the six dice set aside on the mat
glide back to the throw row, all six live again for the next throw; there they are the
throw's, no longer chosen one by one (a click on one is refused with a shake)."""

from __future__ import annotations

from typing import Any


def six_back(flow: Any) -> bool:
    """True while a turn's six dice, all set aside and scoring (hot dice, F8), belong in the
    throw row: from the frame the stage that said it has gone (the hot dice', or a six-dice
    figure's, whose dice come home to the mat first) until they are thrown or banked."""
    return bool(flow.game.hot_dice_pending and flow.live() and flow.hot_back.said
                and not flow.moment.busy)


class HotDiceBack:
    """Asks the flow's dice to go back to the row the frame :func:`six_back` starts."""

    def __init__(self) -> None:
        """Nothing gone back yet."""
        self.back = False
        """True once the six have been sent back (until they are thrown or banked)."""
        self.said = False
        """True once a stage has been asked for over these six (they go to the mat first,
        the sixth as the others, and stay there under it)."""

    def update(self, flow: Any) -> None:
        """Send the six back to the row the frame they are due there (the dice port places
        them, gliding: :data:`game.theme_table.FARKLE_HOT_BACK`)."""
        if not flow.game.hot_dice_pending:
            self.said = False
        elif flow.moment.busy:  # its stage (or a six-dice figure's, which said it) is on
            self.said = True
        due = six_back(flow)
        if due and not self.back:
            flow.dice.place()
        self.back = due

    def holds(self, flow: Any) -> bool:
        """True while the six glide back to the row: the computer waits for them (its bank
        or throw never cuts their way short; a person's press lands them at once)."""
        return self.back and six_back(flow) and flow.dice.gliding

    def refuses(self, flow: Any, index: int) -> bool:
        """True (the die shaken) when a click on die ``index`` comes while the six are back
        in the row: they are the next throw's, "Aruncă" throws them (or "Încasează")."""
        if not six_back(flow):
            return False
        if flow.tray_live and index < flow.dice.count:
            flow.dice.shake(index)
        return True
