"""A dialog's entrance is seen (ruling S98 3., critic cC80 "Dialogs": "the entrance is barely
noticeable: the dialog is complete by about 0.17 s"): the panel grows and rises into place
over ~0.28 s, still on its way at 0.17 s, while the screen under it sinks into the dim (never
dark from the first frame, never lit once the panel stands); opaque throughout (the older
promise of `test_transitions.py`)."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.overlays import quit_confirm
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _brightness(colour) -> int:
    return sum(colour[:3])


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_dialog_grows_and_rises_in_while_the_screen_dims(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=True)
    try:
        for _ in range(30):
            app.step(FRAME)
        dialog = quit_confirm(app, lambda: None)
        app.manager.push(dialog)
        panel = dialog.entrance_rect()
        far = (app.screen.get_width() // 2, app.screen.get_height() - 4)  # the felt's frame
        frames, lights = [], []
        elapsed = 0.0
        while app.manager.transitioning and elapsed < 1.0:
            app.step(FRAME)
            elapsed += FRAME
            frames.append((elapsed, app.screen.copy()))
            lights.append(_brightness(app.screen.get_at(far)))
        assert 0.25 <= elapsed <= 0.34, elapsed  # a beat, never a wait
        final = app.screen.copy()
        mid = next(picture for t, picture in frames if t >= 0.17 - 1e-9)
        step = max(2, panel.w // 120)
        moved = [(x, y) for x in range(panel.left, panel.right, step)
                 for y in (panel.top + panel.h // 5, panel.bottom - panel.h // 5)
                 if sum(abs(a - b) for a, b in zip(mid.get_at((x, y))[:3],
                                                    final.get_at((x, y))[:3], strict=True)) > 40]
        assert len(moved) >= 12, len(moved)  # at 0.17 s the panel is still on its way
        assert lights[0] > lights[-1] + 30, lights  # the screen below sinks as it enters
        assert all(a >= b - 3 for a, b in zip(lights, lights[1:], strict=False)), lights
        assert lights[-1] == _brightness(final.get_at(far))
        assert theme.DIALOG_ENTRANCE_TIME <= 0.32
    finally:
        app.close()
