"""The 10 000 table's throw cue: before a turn's first throw the felt where the dice will land
is never bare (critic row "10 000 table", round 69: an empty tray read as a dead region).
The dice cup stands in the middle of the dice row, the six dice seen lying in its mouth, tipped
over (round 76, hG80: the wait for the throw read as "a cup and an empty tray"; no side square
to the viewer, nothing reads as a roll: :func:`game.widgets.dice_cup.cup_art`), with no word
under it: the cup itself is the cue, the prompt says the throw once in words and the red
"Aruncă" is the action (critic B69: a word under the cup said "Aruncă" a third time at once,
beside the prompt, the button and the key line). The turn's first throw tumbles out of the
cup's mouth (:func:`throw_origin`), the cup fading under the leaving dice at the Yams cup's pace
(:func:`cue_alpha`), the dice coming to rest in the row's fixed places.

- :func:`cup_place`: where the cup stands (one rectangle at every beat it shows).
- :func:`cue_shown`: whether the cue stands now (the flow's fact, the stage and results).
- :func:`cue_alpha`: how strongly it shows (coming in with the turn, going with the throw).
- :func:`draw_throw_cue`: the cup (while dice tumble, drawn each frame over the table's cached
  still picture, as the dice are: never in it).
- :func:`throw_origin`: the cup's mouth for a turn's first throw, else None.
- :func:`cup_wobble`: how far the cup swings sideways as a click on the six in it is refused.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game import theme, theme_table
from game.flow.cup_fade import cup_fade, cup_under_stage
from game.flow.farkle_hot_back import into_cup, six_back
from game.views.farkle_hot_cup import heap_alpha
from game.views.farkle_overtake import cup_under_overtake
from game.widgets import dice_cup
from game.widgets.dice import SHAKE_CYCLES
from game.widgets.text import text_size


def cup_side(scene: Any) -> int:
    """The die side the cup is drawn for: the table's, grown (theme_table.FARKLE_CUP_GROW) so
    the cup fills the felt down towards the mat (round 75, hG78, critic cB75)."""
    return int(round(scene.die_side * theme_table.FARKLE_CUP_GROW))


def cup_place(scene: Any) -> pygame.Rect:
    """Where the cup stands: on the dice row, in the felt between the prompt's line and the
    mat's words (ruling S95 1., round 81: the mat stands under it at every beat; S64 1. had
    it in the middle of the felt down to the buttons), never higher than the dice row's top
    (the "La rând" pill keeps its gap above the row)."""
    side = scene.die_side
    w, h = dice_cup.cup_size(cup_side(scene))
    rect = pygame.Rect(0, 0, w, h)
    top = round(scene.row_y - side / 2)
    words = scene.center.y + scene.px(70)  # (under the prompt: the dice' own ceiling)
    floor = scene.mat.top - scene.px(8) - mat_words_height(scene)
    middle = (words + floor) // 2 - h // 2
    rect.midtop = (scene.center.centerx, max(top, middle))
    return rect


def mat_words_height(scene: Any) -> int:
    """The height of the "Selecție: …" line's words over the mat (its small type)."""
    return int(text_size("Ăg", scene.font_px(theme.FONT_SMALL))[1])


def cue_shown(scene: Any) -> bool:
    """True while the cue stands: before a turn's first throw (the flow's
    :attr:`~game.flow.farkle_reading.FarkleFlowReading.awaits_first_throw`) and as that
    throw's dice leave the cup (:func:`cue_alpha`), with no stage over the table but a bank's
    plate (S100 3.) and no results under which the middle column is not drawn."""
    flow = scene.flow
    under = cup_under_stage(scene.on_stage)  # (a bank's plate: the cup on the row, S100 3.)
    return cue_alpha(scene) > 0 and under and not flow.results_shown


def cue_alpha(scene: Any) -> int:
    """How strongly the cue shows (0..255): whole before a turn's first throw, from the frame
    the last turn's bank or bust has left the table, the passing card dropping in over it
    (ruling S64 3.: it no longer comes in with the card's sweep), and going as that throw's
    dice leave its mouth by the flow's :func:`~game.flow.cup_fade.cup_fade` (the Yams cup's
    timing); 0 otherwise."""
    flow = scene.flow
    share = scene.cup_share() if hasattr(scene, "cup_share") else 1.0
    share *= cup_under_overtake(flow)  # going under the lead's plate, no rim (hF114, cB82)
    if flow.awaits_first_throw:  # under the passing card too (ruling S64 3., round 79,
        # hF97, critic cB78 #2: bare felt under the card); after a bust, once its dice
        # have gone, over its short fade (ruling S79 2., round 80: no pop)
        return round(255 * share)
    if flow.frozen is not None and flow.frozen is flow.banked_view and not flow.in_the_air:
        # back once a bank's dice and its mat have gone, never through them (S79 2., round
        # 80, critic cB79 #6: they cross-dissolved; was S64 3.'s "as they go")
        return round(255 * share)
    if six_back(flow):  # hot dice' six going into it: it comes as they start (S26, hF92)
        return round(255 * min(1.0, 3.0 * into_cup(flow)))
    if flow.in_the_air and from_cup(flow) and scene.tray.is_animating:
        return cup_fade(flow.handoff, scene.tray.roll_elapsed, fading_band=False)
    return 0


def draw_throw_cue(surface: pygame.Surface, scene: Any) -> None:
    """The cup on the dice row, alone (when the cue stands: :func:`cue_shown`)."""
    if not cue_shown(scene):
        return
    flow = scene.flow
    place = cup_place(scene).move(round(cup_wobble(scene)), 0)
    dice_cup.draw_cup(surface, place, cup_side(scene), cue_alpha(scene),
                      filled=flow.awaits_first_throw or into_cup(flow) >= 1.0  # its dice
                      or flow.frozen is not None and flow.frozen is flow.banked_view)  # (S64)
    # lying in its mouth (hot dice' six once they are in it: S26 amended, round 77, hF92)
    # until they leave it (round 76, hG80, critics cF75b, cZ75: "a cup and an empty tray")
    heap = heap_alpha(into_cup(flow)) * cue_alpha(scene) // 255 if six_back(flow) else 0
    if heap > 0 and into_cup(flow) < 1.0:  # the heap comes as the six fade in (S53 2.)
        art = dice_cup.cup_art(cup_side(scene), True).copy()
        art.set_alpha(heap)
        surface.blit(art, place)


def cup_wobble(scene: Any) -> float:
    """Pixels the cup stands off its place sideways now: a refused click on hot dice' six
    lying in it unseen shakes it, as a refused die shakes (a few swings, each smaller, then
    still: round 78, hF95, ruling S53 3.); 0 otherwise."""
    shaken: float | None = scene.flow.hot_back.shaken
    if shaken is None:
        return 0.0
    u = min(1.0, shaken / theme_table.FARKLE_CUP_SHAKE)
    swing: float = theme_table.FARKLE_CUP_SHAKE_SWING * cup_place(scene).w
    return swing * math.sin(2 * math.pi * SHAKE_CYCLES * u) * (1.0 - u)


def throw_origin(scene: Any) -> tuple[float, float] | None:
    """Where a throw leaves from: the cup's mouth for a turn's first throw (the flow's
    :attr:`~game.flow.farkle_reading.FarkleFlowReading.throw_is_first`), else None (a hand
    along the tray's side, the tray's own)."""
    if not from_cup(scene.flow) or scene.size == (0, 0):
        return None
    return dice_cup.mouth(cup_place(scene))


def from_cup(flow: Any) -> bool:
    """True for a throw that leaves the cup: a turn's first, or hot dice' six thrown again
    from the cup they went back into (S26 amended, round 77, hF92)."""
    return bool(flow.throw_is_first or flow.hot_back.back or flow.hot_back.thrown)
