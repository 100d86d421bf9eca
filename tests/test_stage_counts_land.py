"""A stage's counted figure is held, then lands in its cell (which pops); its table is dimmed
evenly (no dark blob under the words); every frame of a stage says what it is."""

from __future__ import annotations

import pygame

from game import theme
from game.flow.stage import GONE, RARITY, SLAM, STAMP_GONE, StageClock
from game.views.stage import StagePicture, draw_stage
from game.views.stage_words import counter_text
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

SIZE = (1366, 768)
FLAT = (70, 110, 80)


def _bonus(counter: tuple[int, int] = (0, 35), kind: str = "upper_bonus") -> StagePicture:
    """A counting stage over a plain felt, its counter landing in a cell on the right."""
    felt = felt_area(SIZE)
    target = pygame.Rect(felt.right - 300, felt.bottom - 120, 200, 40)
    return StagePicture(kind, RARITY[kind], felt, theme.scale_for(SIZE), "Bonus!", line="Ana",
                        seat=0, counter=counter, target=target, format_number=str)


def test_a_counted_figure_is_held_at_its_final_value_before_it_leaves():
    # "+35" is seen, still, for about half a second before it flies into its cell; round 67
    # (critic C66: "+35" beside a row still 0 in stills) flies the upper bonus's sooner,
    # said whole (its stage's counter is (35, 35)) a third of a second, its row counting
    # and holding it while staged (tests/test_yams_bonus_counts_staged.py)
    for kind, counter in (("upper_bonus", (35, 35)), ("penta", (0, 50))):
        picture = _bonus(counter, kind)
        clock = StageClock(kind)
        held = 0.0
        step = 1 / 60
        while not clock.done:
            clock.update(step)
            final = counter_text(picture, clock) == f"+{counter[1]}"
            if final and clock.flight() == 0 and clock.stamp_alpha() >= 1:
                held += step
        assert held >= (0.3 if kind == "upper_bonus" else 0.4), (kind, held)


def _gold_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` are the stamp's warm gold (the figure's letters)."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, _ = surface.get_at((x, y))
            count += r > 200 and g > 140 and b < 150
    return count


def test_the_figure_lands_in_its_cell_which_pops_and_shows_it(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        picture = _bonus()
        assert picture.target is not None
        clock = StageClock("upper_bonus")
        clock.age = clock.duration * (clock.fly[1] + 0.03)  # just landed: the cell pops
        table = pygame.Surface(SIZE)
        table.fill(FLAT)
        surface = table.copy()
        draw_stage(surface, picture, clock)
        cell = picture.target.inflate(-4, -4)
        assert _gold_in(surface, cell) >= 60  # the figure's letters, in its cell
        # it pops: bigger than the cell at first
        popped = picture.target.inflate(picture.target.w // 3, picture.target.h)
        above = pygame.Rect(popped.x, popped.y, popped.w, picture.target.top - popped.y)
        assert _gold_in(surface, above) >= 10
    finally:
        app.close()


def test_a_lesser_stage_dims_its_table_evenly_no_blob_under_the_words(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        picture = _bonus()
        table = pygame.Surface(SIZE)
        table.fill(FLAT)
        dimmed = picture.dimmed_table(table, lit=False)
        cx, cy = picture.centre
        felt = picture.felt
        corner = (felt.left + 6, felt.top + 6)
        # from the words' centre out to the felt's corner the backdrop only darkens, smoothly
        # (its vignette, hB25): never a darker patch under the words
        shades = [sum(dimmed.get_at((round(cx + (corner[0] - cx) * k / 12),
                                     round(cy + (corner[1] - cy) * k / 12)))[:3])
                  for k in range(13)]
        assert all(b <= a + 3 for a, b in zip(shades, shades[1:], strict=False)), shades
        assert all(abs(a - b) <= 30 for a, b in zip(shades, shades[1:], strict=False)), shades
    finally:
        app.close()


def test_every_frame_of_a_stage_says_what_it_is():
    # from the stamp's entrance to the last frame the stamp shows: no frame of dice on a
    # dark table with no words (it leaves with the dimming, never before it)
    for kind in RARITY:
        for factor in (1.0, 2.0):
            clock = StageClock(kind, factor)
            while not clock.done:
                clock.update(1 / 120)
                if clock.done:
                    break
                u = clock.progress
                if SLAM[1] <= u < GONE:
                    assert clock.stamp_alpha() >= 0.99, (kind, factor, u)
                if GONE <= u < (GONE + STAMP_GONE) / 2:  # it leaves with the dimming
                    assert clock.stamp_alpha() > 0.3, (kind, factor, u)


