"""How the 10 000 table takes a player's input: dice clicks and keys 1–6, Space and Enter for
"Aruncă" and "Încasează", a click cutting a moment or the dice's flight short, a click on the
computer's dice refused. A part of :class:`game.scenes.farkle_table.FarkleTableScene` (mixed in
before the shared table, whose widgets and focus it reads); every verb is the flow's."""

from __future__ import annotations

import pygame

from game.scenes.table_base import is_undo_key

DIE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
"""Keys 1–6 set aside (or put back) the die in that place."""
PRESS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""Keys that press the ringed button, else throw (Space) or bank (Enter)."""


class FarkleTableInput:
    """The 10 000 table's events (mixed into the scene: its buttons, tray, flow and focus)."""

    def _on_control(self, pos: tuple[int, int]) -> bool:
        return any(w.rect.collidepoint(pos) for w in (self.help_button, self.menu_button))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Dice clicks and keys 1–6 / Space / Enter; "?" and the pause button; Esc."""
        if self.coach.handle_event(event):  # the event only closed a coach mark
            return
        if self._takes_the_bank_back(event):  # (S108 3.: before the card's end, or it
            return  # would end the card and with it the offer)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            carded = self.flow.skip_entrance()  # "La rând: …" at rest at once (the press acts)
            self.refresh_buttons()  # (the seat card gone: "Aruncă" lit for this very press)
            if carded and event.type == pygame.KEYDOWN and self._quiet_under_card(event.key):
                return  # ruling S39: under the card a game key that does not throw only
            # ends it (critic cB77: "2" said "Aruncă mai întâi zarurile." under the card)
        self._handle(event)
        self.refresh_buttons()  # an overlay opened in the same frame stops our update

    def _takes_the_bank_back(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z, Backspace or a click on the banker's card's "Anulează (Ctrl+Z)" while it
        is offered (from the passing card until the next person's first throw, ruling S114
        1.): the bank taken back; True when it was."""
        if not self.undo_button.enabled:  # (offered: never drawn in the action row)
            return False
        link = getattr(self, "undo_link", None)
        clicked = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                   and link is not None and link.collidepoint(event.pos))
        if not (clicked or is_undo_key(event)):
            return False
        self.undo()
        return True

    def _quiet_under_card(self, code: int) -> bool:
        """True for a game key (1–6, Space, Enter) that does not throw for a person now:
        pressed under the seat card it ends the card and is not answered (ruling S39)."""
        if code in DIE_KEYS:
            return True
        if code not in PRESS_KEYS or self.computer_turn:
            return code in PRESS_KEYS
        focused = self.focus.focused
        return not (focused is self.roll_button or (focused is None and code == pygame.K_SPACE))

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self._on_control(event.pos):
                self.flow.moment.skip()  # a click cuts a moment short (and still counts)
                throws = (self.roll_button.enabled  # the next person throws under a bust
                          and self.roll_button.rect.collidepoint(event.pos))
                if (self.tray.is_animating or self.flow.hold > 0
                        or self.flow.win_hold > 0) and not throws:
                    self.skip()
                    return
                if self.computer_turn and self._on_play_control(event.pos):
                    self.flow.refuse_watching()
                    return
        if event.type == pygame.KEYDOWN:
            focused = self.focus.focused
            own = focused is None or focused in (self.roll_button, self.bank_button)
            if event.key in DIE_KEYS:
                self.press_die(DIE_KEYS.index(event.key))
                return
            if own and event.key in PRESS_KEYS:
                # one rule, the key line's: a ring's button is pressed by Space and Enter
                # alike (round 74, hF85: Space threw under a ring on "Încasează"; round 73,
                # critic O73: Enter banked under one on "Aruncă"); with no ring, Space
                # throws and Enter banks
                if focused is self.bank_button or (focused is None
                                                   and event.key != pygame.K_SPACE):
                    self.press_bank()
                else:
                    self.press_roll()
                return
            super().handle_event(event)
            return
        if self.focus.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.tray.die_at(event.pos)
            if index is not None:
                self.press_die(index)
        elif event.type == pygame.MOUSEMOTION:
            over = self.tray.die_at(event.pos)
            for i in range(self.tray.count):
                self.tray.set_state(i, hovered=i == over and self._live()
                                    and not self.computer_turn)

    def _on_play_control(self, pos: tuple[int, int]) -> bool:
        if self.roll_button.rect.collidepoint(pos) or self.bank_button.rect.collidepoint(pos):
            return True
        return self.tray.die_at(pos) is not None
