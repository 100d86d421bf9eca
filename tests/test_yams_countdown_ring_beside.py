"""The Y10 countdown gives ONE signal on the sheet (critic C30 §2: the text, a ring crossing
the cell's outline and a bar along its top edge were three at once): one ring, larger than the
old badge, standing beside the box it will fill (at the right end of that row's label, on
plain paper, never on the box's outline nor over the label's words); no drain bar on the box.

(Rewritten by hY33: since critic hY14 §4 / C19 §4 the ring stood inside the box, beside its
value, with a frame draining on the box's outline; critic C30 read the two as a ring crossing
the border and a stray bar, so the promise moved beside the box.)"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box
from game.widgets.text import BOLD, text_size
from tests.test_yams_countdown_tag import _counting, _frame
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_one_ring_beside_the_box_and_no_bar_on_its_edge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        game, box = scene.game, scene.flow.marked_box
        cell = scene.sheet.cell_rect(game.current, box)
        label = pygame.Rect(scene.sheet.rect.x, cell.y, scene.sheet.label_w, cell.h)
        ring = scene.countdown_ring_rect()
        assert ring is not None
        assert not ring.colliderect(cell), (ring, cell)  # beside the box, not on it
        assert label.contains(ring), (ring, label)  # in its own row, within the sheet
        assert ring.h >= 0.8 * cell.h  # a ring that reads, as tall as the row allows
        name_w = text_size(scene.tr(box.key), scene.sheet.font_size, BOLD)[0]
        assert ring.left >= label.x + name_w + 8  # clear of the row's name
        long_w = text_size(scene.tr(Box.THREE_OF_A_KIND.key), scene.sheet.font_size, BOLD)[0]
        assert ring.left >= label.x + long_w + 8  # of the longest name too
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        drain = pygame.mask.from_threshold(drawn.subsurface(cell.inflate(8, 8)),
                                           theme.COUNTDOWN_DRAIN, (1, 1, 1, 255))
        assert drain.count() == 0  # no bar draining along the box's edge
        arc = pygame.mask.from_threshold(drawn.subsurface(ring), theme.COUNTDOWN_ARC,
                                         (1, 1, 1, 255))
        assert arc.count() > 0  # the ring shows its time left
    finally:
        app.close()


def test_the_countdown_says_why_and_the_way_out(tmp_path):
    # critic C30 §2: "Înscriere automată la Doi · 3 s" never said why nor what to do: over
    # the big line ("Se înscrie la Doi în 3 s") a line says why and the way out
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _counting(app)
        line, why = scene.flow.countdown_line(), scene.flow.countdown_why()
        box = scene.tr(scene.flow.marked_box.key)
        assert f"la {box} în {scene.flow.countdown_seconds()} s" in line, line
        assert why is not None and why.startswith("Fără aruncări"), why  # why it counts
        assert "alege altă căsuță" in why, why  # the way out
        # and one instruction read across the two lines: the way out, "otherwise…" the big
        # line's count (hY51, critic C41 read two instructions; it ended at "căsuță")
        assert why.endswith(", altfel…"), why
        # offered, not ordered: "alege altă căsuță" over "Se înscrie la Doi" read as the two
        # lines contradicting each other (critic C41)
        assert "poți alege" in why, why
        shown = _frame(app).shown_texts()
        said = [t.text for t in shown]
        assert said.count(line) == 1 and said.count(why) == 1, said  # each said once
        over = next(t for t in shown if t.text == why)
        under = next(t for t in shown if t.text == line)
        assert over.rect.bottom <= under.rect.top  # the reason over the count
        assert over.size >= 16 * scene.scale  # readable
        scene.game.pick(scene.flow.marked_box)  # a picked box stops it: nothing said
        app.step(0.05)
        assert scene.flow.countdown_why() is None
    finally:
        app.close()
