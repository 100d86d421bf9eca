"""The 10 000 table's selection mat, the middle of the table at every beat (ruling S95 1., round
81, hF106, critic cB80 #1 and change 1: with the mat drawn only while it held dice, S64 1., a
band of bare felt ~300 px tall lay between the dice row and the buttons at the first roll,
after a throw, under a bust and a big bank). The tray stands in one rectangle all game: empty,
it names itself ("Pune deoparte aici", :func:`draw_mat_inside`); holding dice, its free sockets
round them. :func:`mat_wanted` says when dice are in it (the sockets and the "Selecție" line
come and go with them, :class:`~game.flow.farkle_mat.MatPresence` on the scene's clock);
:func:`draw_faded` draws a part as far as it has come."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme
from game.views import farkle_views as views
from game.views.farkle_dice_to_ledger import dice_leaving_mat
from game.views.farkle_sockets import draw_dice_slots
from game.widgets.text import draw_text


def mat_wanted(scene: Any) -> bool:
    """True while a die lies on the mat or glides to or from it (a selection, hot dice' six
    leaving it for the cup), or a bank's kept dice are shown there (fading, or lit under a big
    bank's stage), or a die set aside still lies over it on its way to the ledger (its name
    comes after them: S95 1. amended round 81, fixL); False while nothing is chosen: then
    its sockets fade and it names itself (S95 1.)."""
    flow = scene.flow
    if flow.kept_dice_shown() > 0 or flow.bank_dice_named():
        return True
    if dice_leaving_mat(scene):  # (the tray not empty yet: its name after them, fixL)
        return True
    tray, mat = scene.tray, scene.mat
    return any(mat.collidepoint(tray.position(i)) or mat.collidepoint(tray.rest_positions[i])
               for i in range(tray.count))


def draw_faded(surface: pygame.Surface, draw: Callable[[pygame.Surface], None],
               share: float) -> None:
    """``draw`` (the mat and its slots) on ``surface`` as far as it has come (``share`` 0..1):
    nothing at 0, straight on the surface when whole, else through a layer at that alpha."""
    if share <= 0:
        return
    if share >= 1:
        draw(surface)
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    draw(layer)
    layer.set_alpha(round(255 * share))
    surface.blit(layer, (0, 0))


def draw_selection_words(surface: pygame.Surface, scene: Any, flow: Any) -> None:
    """The mat's "Selecție: …" line while it names something (the dice chosen once they lie
    there, a bank's dice); never "Selecție: —" (S64 1.: nothing chosen, nothing said, the
    mat itself gone; a die still flying to it is named as it lands, S53 1.)."""
    if views.selection_label(flow, scene.tr)[0] == scene.tr("farkle.selection_points",
                                                             points="—"):
        return
    views.draw_selection_line(surface, scene, flow)


def mat_empty(scene: Any) -> bool:
    """True while nothing but a selection may lie on the mat (no bank's kept dice shown there,
    no bust's plate over it): the tray names itself then as far as no die lies on it
    (S95 1.)."""
    flow = scene.flow
    return not (flow.bust_shown or flow.kept_dice_shown() > 0 or flow.bank_dice_named())


def tray_named(scene: Any) -> bool:
    """True in the person's own selection beat, when "Pune deoparte aici" invites: their
    turn, their throw landed and seen, no hot dice' six back in the cup, no stage, no
    turn-passing card, no bank on the table (its coins, its plate), no bust (ruling S107 2.,
    round 82, hF110, critic cB81 #3: the name was the centre's loudest words through the
    computer's turn, under the card, under the coins and round a plate)."""
    flow = scene.flow
    return (not flow.computer_turn and flow.game.roll_dice is not None
            and not flow.game.hot_dice_pending and not flow.in_the_air
            and flow.frozen is None and scene.on_stage is None and flow.flight is None
            and not flow.bust_shown and not flow.handoff.holds and not flow.game.finished)


def draw_mat_inside(surface: pygame.Surface, scene: Any) -> None:
    """The mat's inside (S95 1.): its free sockets round the dice set aside while any lie there
    (S1, S64 1.), coming with them; empty, its name across its middle ("Pune deoparte aici",
    gold and quiet), going as the first die comes; only in the person's selection beat, fading in
as it starts (:func:`tray_named`, S107 2.)."""
    share = scene.mat_share()
    draw_faded(surface, lambda onto: draw_dice_slots(onto, scene.mat_slots_free(),
                                                     scene.die_side, scene.scale), share)
    if mat_empty(scene) and tray_named(scene):  # (in the selection beat alone: S107 2.)
        draw_faded(surface, lambda onto: draw_mat_name(onto, scene),
                   (1.0 - share) * scene.mat_presence.named)


def draw_mat_name(surface: pygame.Surface, scene: Any) -> None:
    """"Pune deoparte aici" across the empty mat's middle, in the heading type, muted gold."""
    mat = scene.mat
    draw_text(surface, scene.tr("farkle.mat_empty"), scene.font_px(theme.FONT_HEADING),
              theme.GOLD_DARK, mat.center, shadow=scene.px(2),
              max_width=mat.w - 2 * scene.px(24), role="mat_name")
