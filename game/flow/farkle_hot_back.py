"""Hot dice' six going back to the throw row (round 77, hF90, ruling S26): once "Zaruri
fierbinți!" has been said (its stage gone, never under it) and the six have lain on the mat a
beat, they go back **into the cup** (round 77, hF92, S26 amended): the cup stands at its place,
the six glide into its mouth, shrinking, their faces fading, and the cup holds six as before a
turn's first throw, so the next throw visibly comes from the cup like a fresh turn's (going back
to the throw row face up, they read as a fresh throw already made). They are the throw's, no
longer chosen one by one (a click on one is refused with a shake)."""

from __future__ import annotations

from typing import Any

from game import theme_table


def six_due(flow: Any) -> bool:
    """True while a turn's six dice, all set aside and scoring (hot dice, F8), have been said
    to come back: from the frame the stage that said it has gone (the hot dice', or a six-dice
    figure's, whose dice come home to the mat) until they are thrown or banked."""
    return bool(flow.game.hot_dice_pending and flow.live() and flow.hot_back.said
                and not flow.moment.busy)


def into_cup(flow: Any) -> float:
    """0..1: how far the six have gone into the cup (0 until they are sent back; 1 once they
    lie in it: the cup holds them, no die drawn)."""
    if not six_back(flow):
        return 0.0
    length: float = theme_table.FARKLE_HOT_BACK / flow.factor
    return min(1.0, float(flow.hot_back.going) / length)


def six_back(flow: Any) -> bool:
    """True while the six belong in the throw row: :func:`six_due`, and they have lain still
    on the mat for :data:`game.theme_table.FARKLE_HOT_REST` (seen set aside, then going)."""
    return six_due(flow) and flow.hot_back.rested >= theme_table.FARKLE_HOT_REST / flow.factor


class HotDiceBack:
    """Asks the flow's dice to go back to the row the frame :func:`six_back` starts."""

    def __init__(self) -> None:
        """Nothing gone back yet."""
        self.back = False
        """True once the six have been sent back (until they are thrown or banked)."""
        self.said = False
        """True once a stage has been asked for over these six (they go to the mat first,
        the sixth as the others, and stay there under it), or a six-dice figure's said it."""
        self.rested = 0.0
        """Seconds the six have lain still on the mat since they were due back."""
        self.going = 0.0
        """Seconds since the six were sent back into the cup (:func:`into_cup`)."""
        self.thrown = False
        """True while the six thrown from the cup are in the air (their throw leaves the
        cup's mouth, the cup going as for a turn's first throw)."""
        self.shaken: float | None = None
        """Seconds since the cup holding the six was shaken by a refused click (None: still;
        :data:`game.theme_table.FARKLE_CUP_SHAKE`, ruling S53 3.)."""

    def update(self, flow: Any, dt: float) -> None:
        """Send the six back into the cup the frame they are due there (the dice port places
        them, gliding: :data:`game.theme_table.FARKLE_HOT_BACK`)."""
        if not flow.game.hot_dice_pending:
            self.said = False
        elif flow.moment.busy or flow.rare_was_hot():  # its stage is on, or a six-dice
            self.said = True  # figure's said it (its dice chosen under it, home on the mat)
        due = six_due(flow)
        self.rested = self.rested + dt if due and not flow.dice.gliding else (
            self.rested if due else 0.0)
        back = six_back(flow)
        if self.shaken is not None:
            self.shaken += dt
            if self.shaken >= theme_table.FARKLE_CUP_SHAKE or not back:
                self.shaken = None
        self.thrown = bool((self.back or self.thrown) and not back and flow.in_the_air)
        self.going = self.going + dt if back and self.back else 0.0
        if back and not self.back:
            flow.dice.place()
        self.back = back

    def holds(self, flow: Any) -> bool:
        """True from the frame the six are due back until they lie in the row: the computer
        waits for them (its bank or throw never cuts their way short; a person's press lands
        them at once)."""
        return six_due(flow) and (not self.back or flow.dice.gliding)

    def refuses(self, flow: Any, index: int) -> bool:
        """True when a click on die ``index`` comes while the six go back into the cup or lie
        in it: they are the next throw's, "Aruncă" throws them (or "Încasează"). Refused
        where it is seen, with the refused sound: the die shaken while it is drawn whole on
        its way, the cup once their faces fade into it and while they lie in it unseen
        (round 78, hF95, ruling S53 3.: a die no one sees was shaken, nothing moved)."""
        if not six_back(flow):
            return False
        flow.app.audio.play("refused")
        if into_cup(flow) >= 0.5:  # (their faces fading from half way: the cup says it)
            self.shaken = 0.0
        elif flow.tray_live and index < flow.dice.count:
            flow.dice.shake(index)
        return True
