"""The seal by a stage's stamp saying which Penta it is ("de 2 ori"), split from
:mod:`game.views.stage` by meaning (round 80, hY119): built once a picture, tilted, on the
letters' right shoulder, fading with the stamp."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme, theme_stage
from game.views.stage_paint import EMBER_BOTTOM, TOP
from game.widgets.text import BOLD, font, text_size

if TYPE_CHECKING:
    from game.views.stage_picture import StagePicture


def seal_image(picture: StagePicture) -> pygame.Surface:
    """The seal saying which Penta this is (:func:`built_seal`), built once a picture."""
    size = theme.font_px(theme.STAGE_BADGE_FONT, picture.scale)
    key = f"seal {picture.badge} {size}"
    seal = picture.drawn_once.get(key)
    if seal is None:
        seal = picture.drawn_once[key] = built_seal(picture)
    return seal


def built_seal(picture: StagePicture) -> pygame.Surface:
    """The seal saying which Penta this is ("de 2 ori", never a bare "×2", critic C32): a
    tilted pill sized to its words."""
    size = theme.font_px(theme.STAGE_BADGE_FONT, picture.scale)
    w, h = text_size(picture.badge, size, BOLD)
    pad = theme.px(18, picture.scale)
    seal = pygame.Surface((w + 2 * pad, h + pad), pygame.SRCALPHA)
    radius = seal.get_height() // 2
    pygame.draw.rect(seal, EMBER_BOTTOM, seal.get_rect(), border_radius=radius)
    pygame.draw.rect(seal, TOP, seal.get_rect(), max(2, seal.get_height() // 14),
                     border_radius=radius)
    label = font(size, BOLD).render(picture.badge, True, (255, 255, 255))
    seal.blit(label, label.get_rect(center=seal.get_rect().center))
    return pygame.transform.rotozoom(seal, theme.STAGE_BADGE_TILT, 1.0)


def badge_rect(picture: StagePicture, letters: pygame.Rect,
               size: tuple[int, int]) -> pygame.Rect:
    """Where a seal of ``size`` stands by the stamp's letters drawn at ``letters``: on their
    right shoulder, :data:`~game.theme_stage.STAGE_BADGE_GAP` clear of them (critic C69: on
    the letters' corner it touched the "!"), level with their top (never floating in the
    empty line box above them); above their right end when the felt has no room beside."""
    gap = theme.px(theme_stage.STAGE_BADGE_GAP, picture.scale)
    rect = pygame.Rect((0, 0), size)
    rect.left = letters.right + gap
    rect.centery = letters.top + round(size[1] * theme_stage.STAGE_BADGE_RAISE)
    edge = picture.felt.right - theme.px(8, picture.scale)
    if rect.right > edge:  # no room beside the "!": over the letters' right end
        rect.right = min(letters.right, edge)
        rect.bottom = letters.top - gap
    return rect


def draw_badge(surface: pygame.Surface, picture: StagePicture, stamp: pygame.Rect,
                alpha: float) -> None:
    """The seal (:func:`seal_image`) by the stamp's letters (``stamp``: where they are
    drawn), at :func:`badge_rect`: part of the stamp, fading with it, the "!" whole."""
    seal = seal_image(picture)
    seal.set_alpha(round(255 * alpha))  # the seal and its words fade with the stamp
    surface.blit(seal, badge_rect(picture, stamp, seal.get_size()))  # a seal by the stamp:
    # part of it, not a text of its own
