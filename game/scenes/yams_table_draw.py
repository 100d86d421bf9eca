"""How the Yams table draws itself: the title, the turn's header, the prompt, the dice, the
sheet (from what the flow exposes), the countdown, the voice and the standings. Reads only.
A part of :class:`game.scenes.yams_table.YamsTableScene`."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.messages import Tone
from game.flow.moments import total_flourish
from game.flow.yams_end_line import end_line
from game.flow.yams_hold_row import hold_row
from game.i18n import shown_name
from game.rules.yams import DICE_COUNT
from game.views import yams_moments, yams_prompt, yams_rack, yams_turn_entrance
from game.views import yams_views as views
from game.views.coach_reads import invitation_waits
from game.views.ended_turn import draw_ended_veil
from game.views.yams_countdown_pulse import (
    beaten_radius,
    draw_countdown_box_pulse,
    draw_ring_halo,
    ring_room,
)
from game.views.yams_lit_band import lit_entrance
from game.views.yams_round_dots import draw_round_dots
from game.views.yams_seat_card import card_lane, draw_yams_seat_card
from game.views.yams_standings_fold import draw_folded_standings
from game.widgets import dice_cup
from game.widgets.scorecard import SheetView
from game.widgets.seats import player_style
from game.widgets.text import draw_text


class YamsTableDrawing:
    """The Yams table's drawing (mixed into the scene, whose widgets, flow and game it reads)."""

    def draw_players(self, surface: pygame.Surface) -> None:
        """The players are the sheet's columns: no separate panel."""

    def sheet_view(self) -> SheetView:
        """What the sheet shows now, from the engine's and the flow's state."""
        game, flow = self.game, self.flow
        shown = yams_turn_entrance.shown_game(self)  # nothing a stage carries shows before it lands
        flash = None
        if flow.flash is not None:
            flash = (flow.flash[0], flow.flash[1], flow.flash[2] / theme.YAMS_FLASH_TIME)
        return SheetView(
            names=[shown_name(p.name, p.is_computer, self.tr) for p in game.players],
            cards=list(shown.cards),
            # the last sheet stays as it was (its column lit) until the results cover it
            # (under the passing's band the ended turn's, as its greyed pill: the column
            # moves in the frame the pill names the next player, ruling S62 2.)
            current=None if game.finished and self._results_pushed else self.pill_player(),
            options=game.options() if flow.show_options else {}, picked=game.picked,
            flash=flash, hint=flow.hint_box, refused=flow.refused_cell,
            marked=flow.marked_box, hover=None if self.computer_turn else self.hover,
            focus=(self.sheet_focus.current_box() if self.focus.focused is self.sheet_focus
                   and not self.computer_turn else None),  # (a zero box's 0 said under it)
            # (a Penta's box shows its 50 under the stage too: the stage lights it, "posibil")
            primary=flow.action_box,  # the countdown's too
            cheapest=flow.sacrifice_box, cheapest_breath=flow.sacrifice_breath,
            badge_left=self.badge_beside(),
            computer=[p.is_computer for p in game.players])

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """The prompt under the names: what the table expects now (or the Y7/Y11 news)."""
        prompt = self.flow.prompt()
        if prompt is None:
            return "", theme.MUTED
        if self.flow.countdown is not None and prompt.tone is Tone.INFO:
            return prompt.text, theme.MESSAGE_WARN  # what the countdown will do: urgent
        return prompt.text, views.prompt_colour(prompt.tone)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Title, round, whose turn, the prompt, dice, the voice, the sheet and the countdown."""
        game, flow = self.game, self.flow
        left = self.left
        cx = left.centerx
        lines = self._lines
        voice = flow.voice
        # (the title lines said beside every coach card: S20 amended round 77, hC81)
        # (the round beside the title where the prompt took its line, ruling S45)
        # (the words, sizes and places every measure of the header reads: S45, round 79)
        (title, title_px, bold, at), (said, said_px, regular, said_at) = self.header_words()
        draw_text(surface, title, title_px, theme.GOLD, at, shadow=self.px(3), weight=bold)
        ended = game.finished and self._results_pushed  # the panel's: nothing peeks over it
        if not ended:
            draw_text(surface, said, said_px, theme.MUTED, said_at, weight=regular)
        pop = 1.0  # (the lit turn's dot comes in with the round's first pill: S113 3.)
        # the staged player's turn (the scored one's while their dice leave), no early total
        shown = yams_turn_entrance.shown_game(self)
        # while the passing's band says "Ion e la rând" it is the one voice: the "La rând"
        # pill keeps its place and shows the turn that ended, quiet (the outgoing player's
        # name under the ended turn's veil: ruling S13, amended round 77; round 76 drew no
        # pill, critic: "regions vanish"); "La rând: Ion" comes the frame the band has gone,
        # with the prompt, the lit row and the folded row's status, in one change
        # (S76, round 80: from the scored turn's end to the card the pill is that turn's,
        # greyed, no "La rând"; under the card none: the card becomes it, naming the next)
        if not game.finished and flow.turn_ended:
            self._draw_ended_pill(surface, (cx, lines["turn"]))
        elif not game.finished and flow.prompt_waits:  # under the card: the pill turns (S91)
            self._draw_passing_pill(surface, (cx, lines["turn"]))
        if not game.finished and not flow.prompt_waits and not flow.turn_ended:
            player = shown.current_player
            name = shown_name(player.name, player.is_computer, self.tr)
            # a player whose last box is scored is never named as on turn (critic C60: the
            # pill said "La rând: Ion" through his TOTAL while the standings said "a terminat")
            done = game.cards[shown.current].is_complete
            text = self.tr("yams.turn_done" if done else "yams.turn", name=name)
            seat = player_style(game.players, shown.current)
            age = voice.banner.age if voice.banner is not None and self.on_stage is None else None
            # one look all turn: the band in their colour, opening as the turn passes (the
            # next player's entrance), then at rest until the turn's last beat
            turn = self.turn_key()
            progress = 1.0 if age is None else self.entrance.progress(age, turn)
            yams_turn_entrance.draw_entrance(surface, text, self.held_band, (cx, lines["turn"]),
                                             self.scale, seat, progress,
                                             self.entrance.name_scale(age, turn))
            pop = progress if shown.current == 0 else 1.0
        if not ended:  # the game's turns as dots in the top right (S113 3., critic cA81)
            draw_round_dots(surface, self, pop)
        end = end_line(flow)
        if end is not None and not ended:  # the end (critic C64): the pill stays, naming the
            # winner in their colour, at rest (a tie: no one's, the neutral gold); the lane
            # says the end itself (below)
            seat = None if end.seat_player is None else player_style(game.players,
                                                                     end.seat_player)
            yams_turn_entrance.draw_entrance(
                surface, end.pill, self.held_band, (cx, lines["turn"]), self.scale, seat,
                1.0, 1.0)
        row = hold_row(flow)  # the kept row as the flow decides it, in every beat (S1):
        slots = self.kept_row_slots()  # quiet sockets of one look, one place all game
        rack = self.kept_rack()  # in a wooden rack, the same in every beat (round 76, hI76)
        if not ended and rack is not None:
            yams_rack.draw_rack(surface, rack, self._slot_x, self.tray.die_size, self.scale)
        if not ended and slots:
            views.draw_held_slots(surface, slots, self.tray.die_size, self.scale)
        if not ended and slots and row.invite:  # its one invitation, under its sockets
            # (none while the hold card speaks of the row: round 72, one voice at a time)
            if not invitation_waits(self):
                views.draw_hold_invite(surface, row.invite, self.hold_invite_lane(), self.scale)
        # before a turn's first throw (the computer's too) the dice are in the cup: no value
        # before the throw, no dark empty slot, nothing that looks broken (round 40's ruling)
        if not self._drawing_still:  # (while dice tumble: over the picture, each frame)
            self.draw_over_still(surface)
        if game.dice is None and flow.leaving.active:  # the scored dice sweep off the felt
            yams_turn_entrance.draw_leaving_dice(surface, self.tray, flow.leaving.progress,
                                                 self.left, self.standings.area.top)
        if game.dice is None and game.finished and not ended:  # the last throw, seen
            self.draw_dice(surface)
        if game.dice is not None:  # no greyed placeholder dice before a turn's first roll
            if not self.dice_off:  # (no glow where no die lies: S77's emptied table)
                yams_moments.draw_under_dice(surface, self)  # a Penta's glow, under the dice
            if flow.undo_return.active:  # an undo: the dice rise back to their places
                yams_turn_entrance.draw_leaving_dice(surface, self.tray,
                                                     1 - flow.undo_return.progress, self.left)
            else:
                self.draw_dice(surface)
        if self.settled and not self.dice_off:
            views.draw_hint_marks(surface, self.hint_rings(), self.release_marks(), self.scale)
        sheet_view = self.sheet_view()
        self.sheet.draw(surface, sheet_view, self.tr)
        # (what its marks mean is said by the prompt's note, beside the prompt: critic C41)
        yams_turn_entrance.greet_column(surface, self, shown.current)  # with the entrance
        views.draw_unwritten(surface, self.sheet, flow.undo_return, self.scale)
        yams_moments.draw_counters(surface, self)  # the bonuses, a full card's TOTAL
        yams_moments.draw_penta_box_pulse(surface, self)  # a seen Penta waits for its box
        if not ended:  # the keys of a turn; once the last box is written, the keys that
            # still act, in the line's place until the results cover it (critic D69: gone)
            self.draw_key_hints(surface, self.tr(self.keys_line_key()))
        glints = None
        if self.settled and not self.tray.is_moving:
            glints = [self.tray.position(i) for i in range(DICE_COUNT)]
        yams_moments.draw_penta(surface, self, glints)  # the Penta's stamp
        stamp = yams_moments.stamp_rect(self)
        # (said beside every coach card but the hold card, under which it folds to its title
        # line, S62 1.: round 76 left it undrawn there, critic: "they vanish")
        card = self.coach.card if self.coach.shown == "yams.hold" else None
        if card is not None and card.colliderect(self.standings.area):  # folded under the
            draw_folded_standings(surface, self, card)  # hold card (S62 1., critic cA78 #5)
        else:
            self.draw_standings(surface, yams_turn_entrance.shown_game(self, standings=True),
                                stamp)  # (a full card's TOTAL counted there, S43 fixN)
        # every beat's prompt in one pill of one size in one place (ruling S10, critics
        # C69/D69): the step, the advice, a note, the countdown, the computer's words
        said = yams_prompt.draw_prompt(surface, self)
        # the countdown's ring at the pill's right end, beside the words saying what it will
        # write (ruling S45: off the sheet, where it halved the box, critic cA77 #5; critics
        # C50/C51: draining, its seconds inside; one count, "Validează tura" its own look)
        ring = self.countdown_ring_rect()
        if ring is not None and flow.countdown is not None and said is not None:
            beat = flow.countdown_pulse()  # (its last second beats, S93 2.: the flow's
            inside = ring_room(self)  # clock, the view draws it; inside the pill, round 82)
            draw_ring_halo(surface, ring, beat, self.scale, inside)
            views.draw_countdown_ring(surface, ring.center, beaten_radius(ring, beat, inside),
                                      flow.countdown / theme.YAMS_AUTO_SCORE_DELAY,
                                      flow.countdown_count())
            # its box beats with it, in its colour, one beat a second (S62 4., cA78 #15)
            draw_countdown_box_pulse(surface, self)
        # (a refused click's answer: the pill's second line, under the step; round 74)
        # on the row where the new dice land (empty then: the scored dice have left, the cup
        # comes as it fades), its words' own band, clear of the kept row and the Clasament
        # (critic L72 #15: a die tall, it nearly touched the Clasament at 1024); it fades
        # where it lies as the cup fades in under it (it never flies to the pill: the pill
        # comes in its own place as the band has gone)
        # (S76, round 80: the 10 000's seat card, dropping where the old dice lay, then
        # becoming the "La rând" pill, critic cF79 #4)
        draw_yams_seat_card(surface, flow.handoff, player_style(game.players, game.current),
                            card_lane(self.rack_place().union(self.held_band),
                                      self.standings.area, left, self.scale),
                            self.scale, None)  # (it fades where it rests, S91)

    def draw_standings(self, surface: pygame.Surface, shown: Any,
                       stamp: pygame.Rect | None) -> None:
        """The Clasament under the dice, whole (its rows lit with the pill's "La rând: …" and
        the prompt, one change, round 75)."""
        flow = self.flow
        self.standings.draw(surface, shown, self.tr,
                            self.message_rects() + ([stamp] if stamp is not None else []),
                            total_flourish(flow.moment),  # a full card's TOTAL (S8)
                            quiet=flow.prompt_waits or flow.turn_ended,  # (S13, S76)
                            light_from=lit_entrance(flow.handoff, shown.current),
                            done_said=self.pill_says_done())

    def pill_says_done(self) -> bool:
        """True while the pill shows a player's last turn ended (from its last box to the
        passing's card, the lane saying the box): the Clasament's rows then keep their "a
        terminat" unsaid, the box first, one voice at each beat (ruling S99 1., S113 2.;
        the end's is S94 5.)."""
        regions = self.turn_regions()
        seat = regions["ended"] if regions["ended"] is not None else regions["live"]
        if self.flow.prompt_waits and not self.game.finished:  # under the passing's card
            seat = self.outgoing_player()  # the box line still said, quiet (S113 2.)
        return seat is not None and self.game.cards[seat].is_complete

    def pill_player(self) -> int | None:
        """The player the "La rând" pill (and the sheet's lit column with it) shows now: the
        turn that ended from its scoring to the passing's card (:meth:`_draw_ended_pill`),
        none under the card (it becomes the pill), else the staged turn's player (S76)."""
        if self.flow.prompt_waits and not self.game.finished:  # under the card: the pill's
            return self.game.current if self.passing_pill_turned() else None  # (S91)
        if self.flow.turn_ended:
            return self.outgoing_player()
        return int(yams_turn_entrance.shown_game(self).current)

    def live_pill_look(self, passing: bool = False) -> yams_turn_entrance.PillLook:
        """"La rând: Ion" for the engine's current player, at its entrance's present point;
        ``passing``: as its entrance will begin the frame the passing's card has gone (the
        pill under the card is already it, S91: no jump as the card goes)."""
        game = self.game
        player = game.current_player
        text = self.tr("yams.turn", name=shown_name(player.name, player.is_computer, self.tr))
        banner = self.flow.voice.banner
        age = banner.age if banner is not None and self.on_stage is None else None
        if passing:
            age = 0.0
        turn = self.turn_key()
        progress = 1.0 if age is None else self.entrance.progress(age, turn)
        return yams_turn_entrance.PillLook(text, player_style(game.players, game.current),
                                           progress, self.entrance.name_scale(age, turn))

    def passing_morph(self) -> float:
        """How far the pill has turned under the passing's card, 0..1: whole from the card's
        first frame, the pill and the sheet's lit column the next player's as the band lands
        (S91 amended round 82, hY127, critic cA81 #7: the ended turn's dim pill beside a band
        naming the next, and no column lit, said the turn change two ways at once)."""
        return 1.0 if self.flow.handoff.active else 0.0

    def passing_pill_turned(self) -> bool:
        """True once the pill under the passing's card is more the next player's than the
        ended turn's (it names them, the sheet's column lit with it)."""
        return self.flow.handoff.active and self.passing_morph() >= 0.5

    def _draw_passing_pill(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """Under the passing's seat card the pill keeps its place: the ended turn's greyed
        name while the card drops and holds, turning into the next player's "La rând: Ion"
        as the card fades where it rests (ruling S91, round 81, critic cA80 #3: the place
        stood bare under the card)."""
        yams_turn_entrance.draw_pill_morph(surface, self.ended_pill_look(),
                                           self.live_pill_look(passing=True),
                                           self.held_band, centre, self.scale,
                                           self.passing_morph())

    def turn_regions(self) -> dict[str, int | None]:
        """Whom each region that says whose turn it is names now (None: nobody): the pill
        ("live": "La rând: Ion"; "ended": the scored player's name, greyed), the sheet's lit
        column, the Clasament's lit ("acum") row, the passing's card (ruling S76: never two
        players at once; after the card only the next one)."""
        flow, game = self.flow, self.game
        live = ended = None
        if not game.finished and flow.turn_ended:
            ended = self.outgoing_player()
        elif not game.finished and flow.prompt_waits:  # the pill turning under the card (S91)
            if self.passing_pill_turned():
                live = game.current
            else:
                ended = self.outgoing_player()
        elif not game.finished and not flow.prompt_waits:
            live = yams_turn_entrance.shown_game(self).current
        quiet = flow.prompt_waits or flow.turn_ended
        return {"live": live, "ended": ended, "column": self.sheet_view().current,
                "row": (None if quiet or game.finished
                        else yams_turn_entrance.shown_game(self).current),
                "card": flow.handoff.player if flow.handoff.active else None}

    def outgoing_player(self) -> int:
        """The player whose turn just ended: the scored turn's the table still shows (S76:
        never the last passing's, which names the turn before), else the passing's, else the
        last event's."""
        game = self.game
        if self.flow.turn_ended:
            return int(self.flow.shown_turn)
        outgoing = self.flow.handoff.outgoing
        if outgoing is None:
            event = game.last_event
            outgoing = game.current if event is None else event.player
        return int(outgoing)

    def ended_pill_look(self) -> yams_turn_entrance.PillLook:
        """The turn that ended as its pill shows it: the outgoing player's mark and name (no
        "La rând": the card names the next, C60's promise kept), greyed; after their last
        box too, while the lane says what they wrote: their row says "a terminat" once the
        next player is lit, the box first, never both at once (S113 2., amends S76 1.)."""
        game = self.game
        outgoing = self.outgoing_player()
        player = game.players[outgoing]
        name = shown_name(player.name, player.is_computer, self.tr)
        return yams_turn_entrance.PillLook(name, player_style(game.players, outgoing),
                                           ended=True)

    def _draw_ended_pill(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The "La rând" pill from the scored turn's end to the passing's card
        (:meth:`ended_pill_look`), greyed as the turn that ended
        (:func:`game.views.ended_turn.draw_ended_veil`)."""
        look = self.ended_pill_look()
        pill = yams_turn_entrance.draw_entrance(surface, look.text, self.held_band, centre,
                                                self.scale, look.seat, 1.0, 1.0)
        draw_ended_veil(surface, pill, pill.h // 2)

    def draw_over_still(self, surface: pygame.Surface) -> None:
        """The dice cup where it stands (:meth:`cup_rect`), at its fade: in the table's
        picture, or each frame over its cached still picture while the first throw's dice
        leave it (never in that picture: it is not drawn again every frame of the fade), in
        its own layer there too: what the picture holds over the cup (a coach card) is laid
        back over it (critic D69: the going cup was drawn over the whole picture)."""
        cup = self.cup_rect()
        if cup is None:
            return
        # its five dice lie in its mouth until they are thrown (round 76, hI76): the cup
        # fading under the first throw is empty, its dice the ones in the air
        dice_cup.draw_cup(surface, cup, self.tray.die_size, self.cup_alpha(),
                          filled=self.game.dice is None, dice=DICE_COUNT)
        still = self._still_layer
        if still is None or still.get_size() != surface.get_size():
            return  # (drawn in its place in the table's picture)
        for rect in self.over_cup_rects():
            area = rect.clip(cup)
            if area.w > 0 and area.h > 0:
                surface.blit(still, area, area)

    def over_cup_rects(self) -> list[pygame.Rect]:
        """What the table draws over its dice cup: the coach's card (the voice's pills never
        lie on it: :meth:`cup_rect` waits for them)."""
        return [] if self.coach.card is None else [pygame.Rect(self.coach.card)]

    def still_layer_key(self) -> object:
        """The widgets, the voice, flashes, the Penta: what changes the picture (the cup is
        drawn over it: :meth:`draw_over_still`)."""
        flow = self.flow
        flash = None if flow.flash is None else round(flow.flash[2] * 10)
        refused = None if flow.refused_cell is None else round(flow.refused_cell[2] * 10)
        banner = flow.voice.banner
        return (super().still_layer_key(),
                tuple((t, round(min(left, 0.4) * 20)) for t, _, left in self.toasts),
                None if banner is None else (banner.text, round(banner.age * 20)),
                flash, refused, round(flow.penta_time * 20), round(flow.penta_wait * 20),
                flow.hint_text, self.hover,
                round(flow.leaving.progress * 30), self.standings.slide.key(),
                flow.handoff.pending, round(flow.handoff.share * 60),
                flow.pre_throw_aim(),  # what the card aims for, before the throw
                yams_prompt.prompt_say(self),  # what the prompt's pill says (S10)
                hold_row(flow).invite)  # the kept row's invitation (its sockets drawn alike in
        # every beat since round 68: their look no longer rebuilds the layer, review round 68)
