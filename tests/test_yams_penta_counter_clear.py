"""The Penta's "+50", counted under the dice before it flies, stays clear of the lifted
Penta row (its label and its box, lit beside the sheet) at every size."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_stage import _penta, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_penta_count_keeps_off_its_lifted_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _penta(app)
        freeze(app, 50, "penta")
        stage = app.manager.top
        picture = stage.picture
        assert picture.labels and picture.target is not None
        row = picture.labels[0].union(picture.target)
        texts = screen_frame(app).texts
        count = [t for t in texts if t.role == "stage" and t.text.startswith("+")]
        assert count, [t.text for t in texts]
        assert not count[0].rect.colliderect(row), (count[0].rect, row)
    finally:
        app.close()
