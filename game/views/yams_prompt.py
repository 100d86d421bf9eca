"""What the Yams table's one prompt pill says in each beat (ruling S10): the person's next
step (with what the card can aim for before a throw), the "Sugestie" advice, a Joker's or a
sacrifice's note with what it means, the countdown's reason over what it will do, a seen
Penta's box, the computer's words and choices, the last box written. Every one of them in
the same pill (:mod:`game.widgets.prompt_pill`), at one size, in one place; only a refusal
keeps its own red pill (a refused click, not the prompt). Reads the scene only."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.messages import Channel, Ends, Message, Tone
from game.flow.yams_end_line import end_line
from game.rules.yams import Box
from game.views import yams_notes
from game.views import yams_views as views
from game.views.coach_reads import speaks_for_prompt
from game.widgets.prompt_pill import PromptSay, draw_prompt_pill, pill_rect, prompt_size


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


def prompt_say(scene: Any) -> PromptSay | None:
    """What the pill says now (None: nothing, under a stage, a coach card saying the next
    step, a refusal's pill or the results)."""
    flow, game = scene.flow, scene.game
    if game.finished and scene.results_shown:
        return None
    channel = scene.lane_channel()
    if channel is Channel.REFUSAL:
        return None  # (a refused click's own pill stands in its place)
    quiet = flow.passing_card_line()  # the band says the turn change alone (S7): the pill
    if quiet is not None:  # keeps its place, the next player's card said quietly (S13)
        return PromptSay(quiet, theme.MUTED)
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


def draw_prompt(surface: pygame.Surface, scene: Any) -> None:
    """The pill in its place, saying what :func:`prompt_say` says now."""
    draw_prompt_pill(surface, prompt_rect(scene), prompt_say(scene),
                     prompt_size(scene.scale), scene.scale)
