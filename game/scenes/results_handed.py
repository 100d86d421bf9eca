"""The picture handed over to the results panel (split from
:mod:`game.scenes.results_picture` in round 80, hF103): the win's stage's last frame
softened on the hushed felt (:func:`softened`), its card's column cleared
(:func:`column_cleared`), and a card made wholly opaque (:func:`solid`)."""

from __future__ import annotations

import pygame

from game.widgets.felt import felt_area

HANDED_SOFTEN = 4
"""How many times smaller the picture before the panel is scaled down and back up as it
opens (:func:`softened`): its glow stays, its words go soft, so none stands cut by the
rising panel's edge (hR60, critic C51: "words sliced at the panel's edges"; a wider blur,
10, reached past the felt's corners and lifted them at the hand-off)."""


def softened(picture: pygame.Surface, base: pygame.Surface) -> pygame.Surface:
    """``picture`` (the stage's last frame) softened on the felt over ``base`` (the hushed
    table it played on): what it adds to the felt, or takes from it, blurred
    (:data:`HANDED_SOFTEN`), its light kept and no sharp letter left; where it adds nothing
    the felt stays exactly as it is (no lift nor dip of its corners), the wooden frame
    round it as the picture shows it."""
    felt = felt_area(picture.get_size())
    felt.size = (max(HANDED_SOFTEN, felt.w - felt.w % HANDED_SOFTEN),  # whole blocks: the
                 max(HANDED_SOFTEN, felt.h - felt.h % HANDED_SOFTEN))  # blur shifts nothing
    small = (felt.w // HANDED_SOFTEN, felt.h // HANDED_SOFTEN)
    shown, table = picture.subsurface(felt), base.subsurface(felt)
    soft_felt = table.copy()
    for over, under, flag in ((shown, table, pygame.BLEND_RGB_ADD),
                              (table, shown, pygame.BLEND_RGB_SUB)):
        part = over.copy()
        part.blit(under, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # what it adds
        blurred = pygame.transform.smoothscale(pygame.transform.smoothscale(part, small),
                                               felt.size)
        soft_felt.blit(blurred, (0, 0), special_flags=flag)
    soft = picture.copy()
    soft.blit(soft_felt, felt)
    return soft


COLUMN_FEATHER = 90
"""Reference pixels over which the picture before the panel comes back beside the card's
column (:func:`column_cleared`): its light fades out there, soft-edged."""


def column_cleared(picture: pygame.Surface, card: pygame.Rect, feather: int) -> pygame.Surface:
    """``picture`` (the stage's last frame, softened) with nothing left over the column of
    ``card`` (the results' card, top to bottom), coming back over ``feather`` pixels beside
    it: the card takes its whole column at once as it comes, so no word of the stage (a new
    record's "Nou record!" over it) stands over the card's edge, sliced by it, as it fades
    (round 77, hW80, ruling S29); beside the card the stage's light fades out as before."""
    import numpy

    cleared = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    cleared.blit(picture, (0, 0))
    xs = numpy.arange(picture.get_width())
    outside = numpy.maximum(card.left - xs, xs - card.right + 1)  # pixels beside the column
    ramp = numpy.clip(outside / max(1, feather), 0.0, 1.0)
    alpha = pygame.surfarray.pixels_alpha(cleared)
    alpha[...] = (ramp[:, None] * 255).astype(numpy.uint8)
    del alpha  # the pixels unlocked again
    return cleared


def solid(picture: pygame.Surface, least: int = 240) -> None:
    """Make the nearly opaque pixels of ``picture`` (alpha ``least`` or more: a card
    smoothly scaled keeps 253) wholly opaque in place; its soft shadow stays soft."""
    import numpy

    alpha = pygame.surfarray.pixels_alpha(picture)
    numpy.putmask(alpha, alpha >= least, 255)
    del alpha  # the pixels are unlocked again
