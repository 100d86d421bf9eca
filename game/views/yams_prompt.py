"""What the Yams table's one prompt pill says in each beat (ruling S10): the person's next
step (with what the card can aim for before a throw), the "Sugestie" advice, a Joker's or a
sacrifice's note with what it means, the countdown's reason over what it will do, a seen
Penta's box, the computer's words and choices, the last box written. Every one of them in
the same pill (:mod:`game.widgets.prompt_pill`), at one size, in one place; a refused click's
answer is the pill's second line for its moment, under the step to take (round 74). Reads the
scene only."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game import theme
from game.flow.messages import Channel, Ends, Message, Tone
from game.flow.yams_end_line import end_line
from game.rules.yams import Box
from game.views import yams_notes
from game.views import yams_views as views
from game.views.coach_reads import speaks_for_prompt
from game.views.ended_turn import draw_ended_veil
from game.widgets.pill import WARN
from game.widgets.prompt_pill import (
    PromptSay,
    PromptTag,
    draw_prompt_pill,
    pill_radius,
    pill_rect,
    prompt_size,
)


def prompt_rect(scene: Any) -> pygame.Rect:
    """The pill's one place: under the turn line's pill, over the kept row, across the left
    column, in every beat."""
    room = scene.tail_lane()
    return pill_rect(room, room.w, prompt_size(scene.scale), scene.scale)


def _colour(tone: Tone) -> tuple[int, int, int]:
    return theme.MESSAGE_WARN if tone in (Tone.WARN, Tone.BAD) else theme.CREAM


def _timed_alpha(message: Message) -> int:
    if message.ends is not Ends.TIMER or message.seconds is None:
        return 255
    left = message.seconds - message.age  # a timed one fades out at its end
    return 255 if left > 0.4 else max(0, round(255 * left / 0.4))


def announcement_say(said: Message) -> PromptSay:
    """An announcement in the pill: its lines said as one sentence ("Ana: înscris automat
    Doi, 4 · Bonus +35"), in its tone's colour, fading out at the end of a timed one."""
    return PromptSay(views.lane_text(said), _colour(said.tone), alpha=_timed_alpha(said),
                     role="announcement")


def refusal_say(say: PromptSay | None, refusal: Message) -> PromptSay:
    """``say`` with a refused click's answer as its second line (round 74, S10 amended: the
    step to take stays the headline, in its place), in the warning's amber after its "!"
    sign (a neutral "wait" in cream, no sign); alone when the pill had nothing to say."""
    warn = views.refusal_pill(refusal) == WARN
    colour = theme.MESSAGE_WARN if warn else theme.CREAM
    sign = PromptTag("!", theme.PILL_WARN) if warn else None  # the refusal pill's sign
    if say is None:
        return PromptSay(refusal.text, colour, role="refusal", tag=sign)
    return replace(say, detail=refusal.text, detail_colour=colour, detail_role="refusal",
                   detail_tag=sign, alpha=255)


def prompt_say(scene: Any) -> PromptSay | None:
    """What the pill says now (None: nothing, under a stage, a coach card saying the next
    step, or the results); a refused click's answer under its headline for its moment."""
    if scene.game.finished and scene.results_shown:
        return None
    if scene.flow.prompt_waits:  # the passing's band names the next player, the one voice:
        return ended_say(scene)  # the pill keeps its place, empty under its veil (S118 1.)
    say = _said(scene, scene.lane_channel(refusal=False))
    refusal = scene.flow.voice.refusal
    if refusal is not None and scene.lane_channel() is Channel.REFUSAL:
        say = refusal_say(say, refusal)
    return _beside_the_ring(scene, say)


def _beside_the_ring(scene: Any, say: PromptSay | None) -> PromptSay | None:
    """``say`` with the pill's right end kept for the countdown's ring while it runs (ruling
    S45: the ring off the sheet, in the pill, beside the words saying what it will write)."""
    ring = scene.countdown_ring_rect()
    if say is None or ring is None:
        return say
    return replace(say, trail=ring.w + theme.px(COUNTDOWN_WORDS_AIR, scene.scale))


COUNTDOWN_WORDS_AIR = 30
"""The air (reference pixels) between the pill's words and the countdown's ring (S45; 14
before ruling S106 2.: the sacrifice's line ran against the ring's rim at 1920)."""


def ended_say(scene: Any) -> PromptSay | None:
    """What the pill says under the passing's band: nothing, its place kept (an empty pill
    under the ended turn's veil, :func:`draw_prompt`). It said what the turn that ended
    wrote ("Ana a ales Șansă: 16", S13 amended round 77), greyed beside the band and the
    "La rând" pill: the turn change said three times (ruling S118 1., round 82, cA82 #2);
    the sheet's lit cell and the Clasament keep what was written."""
    return PromptSay("", role="announcement")


def _said(scene: Any, channel: Channel) -> PromptSay | None:
    """What the pill says in ``channel``, a refusal aside."""
    flow = scene.flow
    if channel is Channel.ANNOUNCEMENT:
        said = scene.shown_announcement()
        if said is None:
            return None
        return announcement_say(said)
    if channel is Channel.BANNER and not flow.band_said_turn:  # (a band said the turn: the
        # prompt says what the computer does, no banner fading in after it, round 71)
        banner = views.held_row_banner(flow.voice, scene.computer_turn)
        if banner is None or flow.handoff.holds:
            return None
        return PromptSay(banner.text, alpha=round(255 * views.banner_alpha(banner)),
                         role="banner")
    if (scene.on_stage is not None and not scene.stage_handing_back) or speaks_for_prompt(scene):
        return None
    end = end_line(flow)
    if end is not None:  # what was written last (critic C65: no winner before "Victorie!")
        return PromptSay(end.caption)
    countdown = flow.countdown_line() if scene.on_stage is None else None
    note = yams_notes.shown_note(scene)
    if note is not None:
        return yams_notes.note_say(scene.tr, note, countdown)
    if flow.hint_text and scene.on_stage is None:  # the advice: the step of the moment,
        # what it aims for under it, each phrase whole on its line (critic C70)
        return PromptSay(flow.hint_advice, theme.CREAM, flow.hint_outlook, theme.CREAM)
    if countdown is not None:  # why it counts over what it will do
        return PromptSay(flow.countdown_why() or "", theme.MESSAGE_WARN, countdown)
    prompt = flow.prompt()
    if prompt is None:
        return None
    if flow.penta_waits or (scene.stage_handing_back and flow.primary_box is Box.PENTA):
        return PromptSay(prompt.text, theme.GOLD)  # a seen Penta keeps its moment: gold
    aim = flow.pre_throw_aim()  # before a turn's first throw, what the card can aim for
    return PromptSay(prompt.text, _colour(prompt.tone), aim or "", theme.GOLD,
                     detail_role="aim")


def draw_prompt(surface: pygame.Surface, scene: Any) -> PromptSay | None:
    """The pill in its place, saying what :func:`prompt_say` says now; under the passing's
    band, the turn that ended, greyed (:func:`game.views.ended_turn.draw_ended_veil`).
    Returns what it said (None: no pill drawn)."""
    rect = prompt_rect(scene)
    say = prompt_say(scene)
    draw_prompt_pill(surface, rect, say, prompt_size(scene.scale), scene.scale)
    if scene.flow.prompt_waits:
        draw_ended_veil(surface, rect, pill_radius(rect, scene.scale))
    return say
