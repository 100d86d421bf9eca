"""A number the stage flies into a total lands in exactly that player's total, as the
panel draws it (its rows as compact as the players make them), its flash inside the panel,
and it has faded into the total as it lands: no second figure lies on the new one; the
name under it fades as it takes off."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import FLY, LANDING, StageClock
from game.views.stage import StagePicture, draw_stage
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_flying_number_has_faded_into_its_total_as_it_lands(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        felt = felt_area((1024, 600))
        target = pygame.Rect(felt.x + 40, felt.y + 60, 110, 30)
        shown = []
        for words in ("+1 450", "+9 950"):  # the same frame, whatever the number says
            # (hB61: was "bank_big", which since hB60 draws its own plate, not this flying
            # stamp: a banner bank's kind at the stamp's rank still flies it)
            picture = StagePicture("bank_banner", "big", felt, 0.53, words, target=target)
            picture.particles.clear()  # the sparks aside: the number itself
            clock = StageClock("bank_banner")
            clock.age = clock.duration * (FLY[1] + 0.002)
            surface = pygame.Surface((1024, 600))
            surface.fill((30, 90, 50))
            draw_stage(surface, picture, clock)
            # the total and round it
            shown.append(pygame.image.tobytes(surface.subsurface(target.inflate(40, 40)),
                                              "RGB"))
            # nor any of its light where it rose: the felt there only dimmed (the hush
            # under its words gone with them)
            base = pygame.Surface((1024, 600))
            base.fill((30, 90, 50))
            dark = base.copy()
            picture.hush_table(dark, base, words=False)
            dark.set_alpha(None if clock.dimming() >= 0.999 else round(255 * clock.dimming()))
            base.blit(dark, (0, 0))
            assert surface.get_at(picture.centre) == base.get_at(picture.centre)
        assert shown[0] == shown[1]  # nothing of the number lies on the total
    finally:
        app.close()


def test_a_counter_landing_in_a_narrow_cell_is_no_wider_than_the_cell(tmp_path):
    # six columns at 1024×600: "+100" lands in its own player's cell, never over the next
    from game.views.stage_words import draw_counter

    app = make_app(tmp_path, size=(1024, 600))
    try:
        felt = felt_area((1024, 600))
        cell = pygame.Rect(felt.right - 200, felt.y + 300, 40, 30)
        picture = StagePicture("upper_bonus", "big", felt, 0.53, "Bonus Penta!",
                               counter=(0, 100), target=cell)
        clock = StageClock("upper_bonus")
        span_ = clock.fly[1] - clock.fly[0]  # (its own flight: the upper bonus's, round 67)
        for flown_share in (0.66, 0.75, 0.85):  # fading into its cell, still seen
            clock.age = clock.duration * (clock.fly[0] + span_ * flown_share)
            assert LANDING <= clock.flight() < 1, clock.flight()
            surface = pygame.Surface((1024, 600), pygame.SRCALPHA)
            draw_counter(surface, picture, clock, felt.y + 100)
            drawn = surface.get_bounding_rect(min_alpha=1)
            assert drawn.w > 0, flown_share
            assert drawn.w <= cell.w + 4, (drawn, cell, flown_share)
    finally:
        app.close()


def test_a_flying_banks_name_fades_as_its_number_takes_off_not_in_one_frame(
        tmp_path, monkeypatch):
    # "+1 450" leaves for its total: "Ana" under it fades over a few frames (no pop)
    from game.flow.stage import BIG
    from game.views import stage_words

    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        target = pygame.Rect(felt.x + 40, felt.y + 60, 90, 30)
        picture = StagePicture("bank_banner", BIG, felt, 0.55, "+1 450", line="Ana", seat=0,
                               target=target)  # (hB61: was "bank_big", its own plate now)
        shown: list[float] = []
        line = stage_words.draw_line
        monkeypatch.setattr(stage_words, "draw_line", lambda surface, pic, clock, top,
                            fade=1.0: (shown.append(fade), line(surface, pic, clock, top,
                                                                 fade)))
        clock = StageClock("bank_big")  # (the big bank's hold, as this test was written)
        surface = pygame.Surface(size)
        seen: list[float] = []
        clock.age = clock.duration * (FLY[0] - 0.04)
        while clock.progress < FLY[0] + 0.2:
            shown.clear()
            draw_stage(surface, picture, clock)
            seen.append(shown[0] if shown else 0.0)
            clock.update(1 / 60)
        assert seen[0] == 1.0 and seen[-1] == 0.0, seen
        drops = [a - b for a, b in zip(seen[:-1], seen[1:], strict=True)]
        assert max(drops) <= 0.5, seen  # it fades: no frame takes it all away
    finally:
        app.close()
