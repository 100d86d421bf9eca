"""The Yams header reads its title first at every size (round 78, hY112, critic cA78 #10,
ruling S45 amended): at 1920x1080 "Yams" over "Tura 1 din 13"; at 1366x768 and 1024x600,
where the prompt's third line took the round's line (S45), hY110 drew the round left of the
title ("Tura 1 din 13 Yams": the round read before the title, the pair off-centre). Now the
title, then the round, one group centred over the left column, on the title's line, the
turn line and the prompt's three lines where S45 put them."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _header(scene, size):
    """The title's and the round's drawn text rects."""
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        scene.draw(surface)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    title = scene.tr(scene.title_key)
    said = scene.tr("yams.round", round=scene.game.round, rounds=13)
    titles = [t.rect for t in frame.texts if t.text == title]
    rounds = [t.rect for t in frame.texts if t.text == said]
    assert len(titles) == 1 and len(rounds) == 1, (titles, rounds)
    return titles[0], rounds[0]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_title_reads_before_the_round_in_one_centred_group(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = table(app, ["Ana", "Ion", "Eva"], [1, 2, 3, 4, 6], computer=False)
        title, said = _header(scene, size)
        cx = scene.left.centerx
        if said.top >= title.bottom - 2:  # under the title (1920x1080): centred under it
            assert abs(title.centerx - cx) <= 2 and abs(said.centerx - cx) <= 2, (title, said)
        else:  # on its line: after it, one group centred on the column, baselines near
            assert title.right + 8 <= said.left, (title, said)  # "Yams", then "Tura 1 din 13"
            assert abs(said.centery - title.centery) <= 8, (title, said)
            group = title.union(said)
            assert abs(group.centerx - cx) <= 2, (group, cx)
        turn_top = scene._lines["turn"] - scene.px(12)
        assert max(title.bottom, said.bottom) + 4 <= turn_top, (title, said, scene._lines)
    finally:
        app.close()
