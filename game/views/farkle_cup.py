"""The 10 000 table's throw cue: before a turn's first throw the felt where the dice will land
is never bare (critic row "10 000 table", round 69: an empty tray read as a dead region).
The dice cup stands in the middle of the dice row, the six dice in it out of sight (no face
shows before the throw, as on the Yams table: :mod:`game.widgets.dice_cup`), and on a
person's turn a quiet word under it says what starts the turn ("Aruncă · Spațiu"): a hint in
the felt, not a second button. The turn's first throw tumbles out of the cup's mouth
(:func:`throw_origin`), the cup fading under the leaving dice at the Yams cup's pace
(:func:`cue_alpha`), the dice coming to rest in the row's fixed places.

- :func:`cup_place`: where the cup stands (one rectangle at every beat it shows).
- :func:`cue_shown`: whether the cue stands now (the flow's fact, the stage and results).
- :func:`caption_place`: where its word lies (None: no word now).
- :func:`cue_alpha`: how strongly it shows (coming in with the turn, going with the throw).
- :func:`draw_throw_cue`: the cup and its word (while dice tumble, drawn each frame over the
  table's cached still picture, as the dice are: never in it).
- :func:`throw_origin`: the cup's mouth for a turn's first throw, else None.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.flow.cup_fade import cup_fade
from game.widgets import dice_cup
from game.widgets.button import blend
from game.widgets.text import draw_text, line_height

CAPTION_COLOUR = blend(theme.GOLD, theme.MUTED, 0.35)
"""The cue's word: a quiet gold on the felt, quieter than a button's words."""


def cup_place(scene: Any) -> pygame.Rect:
    """Where the cup stands: on the dice row's middle, its rim level with the row's top (the
    "La rând" pill keeps its gap above the row), its foot a little under the row's floor."""
    side = scene.die_side
    w, h = dice_cup.cup_size(side)
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = (scene.center.centerx, round(scene.row_y - side / 2))
    return rect


def cue_shown(scene: Any) -> bool:
    """True while the cue stands: before a turn's first throw (the flow's
    :attr:`~game.flow.farkle_reading.FarkleFlowReading.awaits_first_throw`) and as that
    throw's dice leave the cup (:func:`cue_alpha`), with no stage over the table and no
    results under which the middle column is not drawn."""
    flow = scene.flow
    return (cue_alpha(scene) > 0 and scene.on_stage is None and not flow.results_shown)


def caption_place(scene: Any) -> tuple[pygame.Rect, int] | None:
    """Where the cue's word lies and its size: under the cup, in the felt over the
    "Selecție" line, centred on the row; None on the computer's turn, while "Aruncă" is not
    lit, while a coach card speaks (it says more, in that felt) or where there is no room."""
    if (scene.coach.card is not None or not scene.roll_button.enabled
            or not scene.flow.awaits_first_throw):
        return None  # ("Aruncă" is a person's: never lit on the computer's turn)
    size = max(theme.font_px(theme.FONT_SMALL, scene.scale), theme.TABLE_TYPE_LEAST)
    cup = cup_place(scene)
    top = cup.bottom + scene.px(6)
    floor = scene.mat.top - scene.px(12) - line_height(theme.font_px(theme.FONT_SMALL,
                                                                     scene.scale))
    height = line_height(size)
    if floor - top < height:
        return None
    rect = pygame.Rect(0, top, scene.center.w, height)
    rect.centerx = scene.center.centerx
    return rect, size


def cue_alpha(scene: Any) -> int:
    """How strongly the cue shows (0..255), by the flow's :func:`~game.flow.cup_fade.cup_fade`
    (the Yams cup's timing): before a turn's first throw, and going as that throw's dice leave
    its mouth; 0 otherwise."""
    flow = scene.flow
    if flow.awaits_first_throw:
        return cup_fade(flow.handoff, None)
    if flow.in_the_air and flow.throw_is_first and scene.tray.is_animating:
        return cup_fade(flow.handoff, scene.tray.roll_elapsed)
    return 0


def draw_throw_cue(surface: pygame.Surface, scene: Any) -> None:
    """The cup on the dice row and, on a person's turn, its word under it (when the cue
    stands: :func:`cue_shown`)."""
    if not cue_shown(scene):
        return
    alpha = cue_alpha(scene)
    dice_cup.draw_cup(surface, cup_place(scene), scene.die_side, alpha)
    place = caption_place(scene)
    if place is None:
        return
    rect, size = place
    if alpha < 255:
        return  # (its word once the turn has passed: never half-seen over the band)
    draw_text(surface, scene.tr("farkle.throw_cue"), size, CAPTION_COLOUR, rect.center,
              max_width=rect.w, role="throw_cue")


def throw_origin(scene: Any) -> tuple[float, float] | None:
    """Where a throw leaves from: the cup's mouth for a turn's first throw (the flow's
    :attr:`~game.flow.farkle_reading.FarkleFlowReading.throw_is_first`), else None (a hand
    along the tray's side, the tray's own)."""
    if not scene.flow.throw_is_first or scene.size == (0, 0):
        return None
    return dice_cup.mouth(cup_place(scene))
