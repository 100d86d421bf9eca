"""The last round speaks with one voice (critic hF27 §3: its ribbon came in solid and the prompt
waited under it). hL50 goes further (critic B41: "Obiectiv atins!" and "Ultima tură!" back to
back): the goal's banner says the last round and no ribbon follows it, so there is nothing
for the prompt to wait for once the turn has passed and nothing to draw over the empty slots.
The ribbon's tests are rewritten to that; a look banner drawn smaller (the ribbon's test,
moved to the stamp once the ribbon was deleted: round 50) keeps its plate opaque."""

from __future__ import annotations

import pygame
import pytest

from game.views import farkle_views as views
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_prompt_speaks_once_the_turn_has_passed_after_the_goal():
    # (was: "the prompt waits while the ribbon shows": no ribbon now, nothing to wait for)
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round
    for _ in range(round(12 / DT)):
        table.run(DT)
        said = table.flow.voice.announcement  # (round 50: any; the key is not a big one now)
        assert said is None or said.key != "farkle.last_round"
        if (table.flow.frozen is None and table.flow.shown_player == 1
                and not table.flow.handoff.active and not table.flow.moment.busy):
            break
    said = table.flow.prompt()
    assert said is not None and said.text  # the prompt, the strip beside it
    assert table.flow.last_round_strip() is not None


def test_nothing_is_drawn_over_the_slots_after_the_goal(tmp_path):
    # (was: "the ribbon is solid from its first frame": after the goal's banner no ribbon is
    # drawn at all, the strip in the title's band says the last round)
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_strip(app)
        table = app.manager.top
        assert table.flow.last_round_strip() is not None
        drawn = views.draw_announcement(pygame.Surface(size), table, table.flow,
                                        table.roll_button.rect.top, [], table.die_side)
        assert drawn is None
    finally:
        app.close()


def test_a_stamp_drawn_smaller_keeps_its_plate_opaque():
    """Where a look banner is fitted smaller (1024×600's short room), it stays opaque.
    (Rewritten in round 50 from the last round's ribbon, deleted, to the bust's stamp, the
    one look left: the same fitting, rotozoom not smoothscale, never a see-through plate;
    round 79: the stamp's code removed, undrawn since S47, the bust's plate (S65) is the look
    fitted here.)"""
    from game import theme
    from game.widgets.farkle_banners import draw_look_banner, stamp_height

    scale = 600 / 1080
    drawn = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((600, 300))
        surface.fill(ground)
        rect = draw_look_banner(surface, (300, 100), 500, scale, "Tură pierdută!",
                                ["Niciun zar nu punctează"], theme.FARKLE_BUST, 255, "plate",
                                bottom=50 + stamp_height(1, scale) * 3 // 4, top=50, grow=0.6)
        # (grow=0.6, its entrance's scaling: since hB51 a stamp set tight fits any room
        # without being scaled, so the room alone no longer reached the scaling pinned here)
        assert rect.h < stamp_height(1, scale)  # fitted smaller
        inner = rect.inflate(-rect.w * 2 // 3, -rect.h // 2)
        drawn.append(pygame.image.tobytes(surface.subsurface(inner), "RGB"))
    assert drawn[0] == drawn[1]
