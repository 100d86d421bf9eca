"""The prompt's pill is built once per thing it says (review round 70: a new surface, its
rounded rects and its wrapped words on every draw, every frame of a banner's fade): drawn
again, at any strength, it is blitted from its kept picture, its strength applied then."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import prompt_pill
from game.widgets.prompt_pill import PromptSay, draw_prompt_pill, prompt_size


def test_a_fading_pill_is_built_once_and_fades_as_it_is_blitted():
    pygame.init()
    scale = theme.scale_for((1024, 600))
    size = prompt_size(scale)
    rect = pygame.Rect(20, 20, 460, prompt_pill.pill_height(size, scale))
    say = PromptSay("Calculatorul a ales Șansă: 28 · o rundă anume", role="banner")
    before = prompt_pill.pictures_built()
    seen = []
    for alpha in (255, 200, 120, 40, 255):
        surface = pygame.Surface((500, 200))
        surface.fill((0, 90, 40))
        draw_prompt_pill(surface, rect, PromptSay(say.headline, alpha=alpha, role="banner"),
                         size, scale)
        seen.append(surface.get_at(rect.center)[:3])
    assert prompt_pill.pictures_built() == before + 1  # one picture for the whole fade
    assert seen[0] == seen[-1] and seen[0] != seen[3]  # its strength applied at each blit
    assert surface.get_at(rect.topleft)[:3] == (0, 90, 40)  # its round corner: the felt
    draw_prompt_pill(pygame.Surface((500, 200)), rect, PromptSay("Alt lucru"), size, scale)
    assert prompt_pill.pictures_built() == before + 2  # other words: a picture of their own
