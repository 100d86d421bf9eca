"""A big bank's stage never shows a lone chip reading "0" in the felt's corner (critic hF27
§2): the banker's total is not lifted out of the hushed players panel onto a framed plate;
the stage is the figure, its dice and the banker's name, and the points land in the total
once the stage has gone."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_big_banks_stage_lifts_no_total_chip(tmp_path):
    from tests.uihelpers import make_app
    from tools.screens_stage import STATES, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        {name: b for name, b, _ in STATES}["bank_big"](app)
        stage = until_staged(app, "bank_big")
        picture = stage.picture
        assert picture.row_plate() is None
        # (hB60: its target is the banker's total, where its amount flies; no row's labels
        # lifted with it, no chip)
        assert not picture.labels, (picture.target, picture.labels)
        for _ in range(200):
            if app.manager.stack[-1] is not stage:
                break
            app.step(0.1)
        assert app.manager.stack[-1] is not stage  # and the stage goes
    finally:
        app.close()
