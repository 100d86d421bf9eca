"""A sacrifice's last throw says where the countdown writes at every seat count (critic cA80
#5, ``seq/sac/sac_r3_000``: with two players at 1920x1080 the seed's sentence took both of the
pill's lines beside the ring and "Se înscrie automat la Doi" was dropped; alone it stayed).
Kept since round 81 (hY122, ruling S93, amends S45 1.): at 1920x1080 the pill holds two
lines and the seed's sentence (exact, never cut) keeps to the first beside the ring, a little
smaller (``prompt_pill.headline_size``), the countdown's line under it (fixF's strict xfails
removed)."""

from __future__ import annotations

import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.views.yams_prompt import prompt_rect, prompt_say
from game.widgets.prompt_pill import SIDE, prompt_size, said_lines
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan")


CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_the_sacrifices_last_throw_says_where_it_writes_at_every_seat_count(tmp_path, seats,
                                                                            size):
    """S91: the headline whole (the seed's sentence) and, under it, the countdown's line
    "Se înscrie automat la Doi", whole, at every seat count and size."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        names = NAMES[:seats]
        scene = table(app, names, [1, 1, 3, 4, 6] * 3, computer=False,
                      cards=[Scorecard.from_points(CARD)] * seats)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        line = scene.flow.countdown_line()
        assert line == "Se înscrie automat la Doi", line
        say = prompt_say(scene)
        assert say is not None and say.headline == scene.tr("yams.sacrifice")
        rect = prompt_rect(scene)
        room = rect.w - 2 * theme.px(SIDE, scene.scale)
        lines = said_lines(say, room, prompt_size(scene.scale), scene.scale)
        # S106 2. (amended round 82): where the headline takes both of its lines (1366 and
        # 1024 with more than one seat) the countdown's line follows its second half, whole
        # (two lines, never three); elsewhere under it
        folded = f"{scene.tr('yams.sacrifice')} · {line}"
        said = " ".join(text for text, bold in lines if bold)
        under = [text for text, bold in lines if not bold]
        assert (said, under) in ((scene.tr("yams.sacrifice"), [line]), (folded, [])), lines
        assert len(lines) <= 2, lines
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["ro", "en"])
@pytest.mark.parametrize("seats", [2, 6])
def test_the_headline_keeps_to_one_line_beside_the_ring_at_1920_a_little_smaller(tmp_path,
                                                                                 seats, lang):
    """S93 1.: drawn, at 1920x1080 with 2 and 6 players in both languages, the sacrifice's
    headline is one whole bold line at no less than ``BESIDE_RING_LEAST`` of the pill's
    size, the countdown's line whole under it at the pill's size, every word inside the
    pill and left of the ring."""
    import pygame

    from game.views.yams_prompt import draw_prompt
    from game.widgets import layout_record
    from game.widgets.prompt_pill import BESIDE_RING_LEAST

    size = (1920, 1080)
    app = make_app(tmp_path, size=size, menu_drawn=False, language=lang)
    try:
        names = ("Ana", "Ion", "Eva", "Dan", "Ema", "Radu")[:seats]
        scene = table(app, names, [1, 1, 3, 4, 6] * 3, computer=False,
                      cards=[Scorecard.from_points(CARD)] * seats)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        layout_record.start(size)
        try:
            draw_prompt(pygame.Surface(size), scene)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        rect, ring = prompt_rect(scene), scene.countdown_ring_rect()
        said = [t for t in frame.texts if rect.colliderect(t.rect)]
        assert [t.text for t in said] == [scene.tr("yams.sacrifice"),
                                          scene.flow.countdown_line()], said
        head, line = said
        pill = prompt_size(scene.scale)
        assert line.size == pill and pill * BESIDE_RING_LEAST <= head.size <= pill, said
        assert all(rect.contains(t.rect) and t.rect.right <= ring.left for t in said), said
        assert head.rect.bottom <= line.rect.top, said
    finally:
        app.close()
