"""Too few throws for a verdict (ruling S67 1, round 79, hK84; critic cC78 #12: "the 'too
few throws' panel has a large hole between its list and '120 / 300'"): the count and its
bar stand centred by their ink between the sources' list and the faces' note, the air over
the figure's digits no larger than the air under its bar (where the count's room allows:
its line box never rises into the air over its room)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import STAMP, font
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_count_stands_evenly_between_the_list_and_the_note(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, throws=120, kind="dice")
        app.step(FRAME)
        frame = recorded_frame(scene, size)
        count = next(t for t in frame.texts if t.text.replace("\u00a0", " ") == "120 / 300")
        ink = font(count.size, STAMP).render(count.text, True, (255, 255, 255)) \
            .get_bounding_rect()
        digits_top = count.rect.y + ink.y
        over = digits_top - scene.sources_end
        under = scene.figures_top - scene.progress_bar.bottom
        assert over > 0 and under > 0, (over, under)
        at_least = count.rect.y <= scene.sources_end + scene.px(theme.GAP) + 1  # (its room's
        # top: never nearer the list, where it would read as the list's next line)
        assert abs(over - under) <= scene.px(6) or (at_least and over > under), (
            size, over, under)
    finally:
        app.close()
