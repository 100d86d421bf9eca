"""The last round's ribbon speaks alone and solid (critic hF27 §3): from its first frame it
is opaque (it scales in, it does not fade in see-through over the empty slots), and while it
shows the prompt line waits ("Aruncă cele 6 zaruri…" comes back once it has gone)."""

from __future__ import annotations

import pygame
import pytest

from game.views import farkle_views as views
from game.views import moments
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ribbon_up(table) -> bool:
    said = table.flow.big_announcement()
    return said is not None and said.key == "farkle.last_round"


def test_the_prompt_waits_while_the_ribbon_shows():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round
    seen = False
    for _ in range(round(12 / DT)):
        table.run(DT)
        if _ribbon_up(table) and table.flow.frozen is None:  # the turn passed: it shows
            seen = True
            assert table.flow.prompt() is None, table.flow.prompt()
        elif seen:
            break
    assert seen and not _ribbon_up(table)
    said = table.flow.prompt()
    assert said is not None and said.text  # back once the ribbon has gone


def test_the_ribbon_is_solid_from_its_first_frame(tmp_path):
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round(app)
        table = app.manager.top
        said = table.flow.big_announcement()
        assert said is not None and said.key == "farkle.last_round"
        moment = table.flow.moment
        assert moment.playing("last_round")
        full = views.draw_announcement(pygame.Surface(size), table, table.flow,
                                       table.roll_button.rect.top, [], table.die_side)
        moment.age = moment.duration * 0.02  # its first frames
        drawn = []
        for ground in ((0, 0, 0), (255, 255, 255)):
            surface = pygame.Surface(size)
            surface.fill(ground)
            moments.draw_announcement(surface, table, table.flow,
                                      table.roll_button.rect.top, [], table.die_side)
            inner = full.inflate(-full.w * 2 // 3, -full.h // 2)
            drawn.append(pygame.image.tobytes(surface.subsurface(inner), "RGB"))
        assert drawn[0] == drawn[1]  # nothing of the ground shows through it
        assert drawn[0] != bytes(len(drawn[0]))  # and it is there
    finally:
        app.close()


def test_a_ribbon_drawn_smaller_keeps_its_band_opaque():
    """Where the ribbon is fitted smaller (1024×600's short room), its band stays opaque."""
    from game import theme
    from game.widgets.farkle_banners import draw_look_banner, ribbon_height

    scale = 600 / 1080
    drawn = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((600, 300))
        surface.fill(ground)
        rect = draw_look_banner(surface, (300, 100), 500, scale, "Ultima tură!",
                                ["mai joacă 3"], theme.GOLD, 255, "ribbon", bottom=50 + (
                                    ribbon_height(scale) * 3 // 4), top=50)
        assert rect.h < ribbon_height(scale)  # fitted smaller
        inner = rect.inflate(-rect.w * 2 // 3, -rect.h // 2)
        drawn.append(pygame.image.tobytes(surface.subsurface(inner), "RGB"))
    assert drawn[0] == drawn[1]
