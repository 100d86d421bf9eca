"""The 10 000 table's selection mat only while it holds dice (ruling S64 1., round 79, hF97,
critic cB78 #3: an empty six-slot tray and "Selecție: —" filled the middle of the table before
every throw, on the computer's turn and through every passing). :func:`mat_wanted` says when the
mat is in use; :func:`draw_faded` draws it (its cloth, its free slots) as far as it has come,
the :class:`~game.flow.farkle_mat.MatPresence` on the scene's clock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.views import farkle_views as views


def mat_wanted(scene: Any) -> bool:
    """True while a die lies on the mat or glides to or from it (a selection, hot dice' six
    leaving it for the cup), or a bank's kept dice are shown there (fading, or lit under a big
    bank's stage); False while nothing is chosen: then no empty tray is drawn."""
    flow = scene.flow
    if flow.kept_dice_shown() > 0 or flow.bank_dice_named():
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
