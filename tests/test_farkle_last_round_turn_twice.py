"""In the last round whose turn it is is said twice, not four times (critic B70: the band's
light chip, the "La rând" pill, the players' list's arrow and the Tura card all at once,
`farkle_last_round_1920`): the list's arrow and the Tura card say it; the band's chips are
the seats still to play, in their order, none marked. Round 77 (hH81, ruling S13 amended:
every passing says the next player alike, the last round's too; the seat card had settled
into a pill that never came): the "La rând" pill speaks after the card as in every passing,
beside the list's arrow and the Tura card, as on any turn; the band's chips stay unmarked."""

from __future__ import annotations

import pygame
import pytest

from game.views.farkle_last_round import band_layout
from game.views.farkle_turn_band import draw_turn_banner
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_turn_is_said_as_in_every_passing_no_chip_lit(tmp_path, size):
    # (was: test_the_turn_is_said_by_the_arrow_and_the_card_alone, the pill quiet; S13
    # amended in round 77)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        table = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        with unseen_frames(app):  # the goal's stage to its end
            for _ in range(120):
                app.step(0.05)
                if table.flow.last_round_strip() is not None and app.manager.top is table:
                    break
        with unseen_frames(app):  # the passing's card (round 77: the goal's too), then the pill
            for _ in range(120):
                if not table.flow.handoff.holds:
                    break
                app.step(0.05)
        app.step(0.3)
        strip = table.flow.last_round_strip()
        assert strip is not None and table.flow.voice.banner is not None  # (a pill to say)
        picture = pygame.Surface(size)
        frame = recorded_frame(table, size, picture)
        name = table.flow.game.players[strip.playing].name
        pill = table.flow.voice.banner.text  # ("La rând: …")
        assert [t for t in frame.texts if t.text == pill], pill  # as in every passing
        assert draw_turn_banner(pygame.Surface(size), table, table.flow) is not None  # its place
        # no chip lit for the one playing (its chip named: round 71, a chip is its name
        # whole or its token alone, whose whole face is the token: no ground beside it)
        band = band_layout(table, strip)
        named = [c for c in band.chips if c.name]
        # (round 73: where the names do not fit whole, every chip its token, beside the count)
        assert any(c.playing for c in named) or (band.count and not named), named
        for chip in named:
            ground = picture.get_at((chip.rect.right - chip.rect.h // 2,
                                     chip.rect.top + chip.rect.h // 7))
            assert sum(ground[:3]) < 400, (chip, ground)
        said = [t.text for t in frame.texts]
        assert name in said  # the Tura card names them
    finally:
        app.close()
