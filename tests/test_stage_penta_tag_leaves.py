"""The Penta strip keeps no dark space where "de înscris" stood (hY65's report, critic C61:
from ~62 % to ~77 % of the stage a bare dark end of the plate stayed past the box after the
tag faded): the tag's end of the plate leaves with the tag. Since hY70 the row leaves with the
words under the dice (stage_row_leaves) and the tag with it: the end fades as one with the row's
plate (hY77: the old window, 68-78 %, looked at the table already back, and missed the end
baked into the hushed table)."""

from __future__ import annotations

import pytest

from game.views.stage_landing import possible_rect
from game.views.stage_table import PLATE
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_tags_end_of_the_plate_leaves_with_the_tag(tmp_path):
    """The row leaves with the words under the dice (YAMS_EXIT_WORDS) and the tag with them:
    over those frames the plate's end under the tag fades into the felt exactly as the row's
    own plate does (one plate leaving), never darker than its share (the end also baked into
    the hushed table, then laid again with the tag: a dark end lagging behind the row)."""
    from game import theme
    from game.theme_stage import YAMS_HAND_BACK
    from game.views.stage_landing import end_rect
    from game.views.stage_row_leaves import row_gone
    from tools.screens_stage import _penta, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        picture = stage.picture
        tag, end = possible_rect(picture), end_rect(picture)
        assert tag is not None
        rim = max(2, theme.px(3, picture.scale))
        dark = (end.centerx, (end.top + rim + tag.top) // 2)  # the end's own dark, off the tag
        felt = (end.centerx, end.top - theme.px(14, picture.scale))  # the felt over the plate
        checked = 0
        while app.manager.top is stage and stage.clock.progress < YAMS_HAND_BACK[0]:
            gone = row_gone(picture, stage.clock)
            if 0.2 <= gone <= 0.85:  # the row partly gone, the table not yet back
                app.manager.draw(app.screen)
                shown = app.screen.get_at(dark)[:3]
                ground = app.screen.get_at(felt)[:3]
                expected = [p + (f - p) * gone for p, f in zip(PLATE, ground, strict=True)]
                assert max(abs(a - b) for a, b in zip(shown, expected, strict=True)) <= 5, (
                    round(stage.clock.progress, 3), round(gone, 2), shown, expected)
                checked += 1
            app.step(1 / 30)
        assert checked >= 2, checked
    finally:
        app.close()

