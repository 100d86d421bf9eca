"""The Yams "?" Joker card draws its whole rule (ruling S98 4., critic cC80 #6 and change 5:
"the Joker gets its own clear illustrated card: Penta → +100 → Patru, then a lower box"):
under its Penta the lit upper box of its face carries the Joker's "+100" on a gold chip,
between the box's name and its points and clear of both, so the picture reads as its bold
line does; the lower box and the hatched closed box follow under it (S84 3.)."""

from __future__ import annotations

import pytest

from game.rules.yams import PENTA_BONUS
from game.scenes.yams_help import JOKER_BOXES, STEPS, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_joker_card_carries_its_bonus_on_its_lit_box(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_table(app, "yams", 1)
        shown = YamsHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        k = next(i for i, step in enumerate(STEPS) if step[1] == "joker")
        frame = shown.frame_rect(shown.step_rects(k)[0])
        texts = [t for t in recorded_step(app, 1 / 60).texts if frame.contains(t.rect)]
        bonus = [t.rect for t in texts if t.text == f"+{PENTA_BONUS}"]
        assert len(bonus) == 1, [t.text for t in texts]
        name = next(t.rect for t in texts if t.text == app.tr(JOKER_BOXES[0].key))
        points = next(t.rect for t in texts if t.text.isdigit()
                      and abs(t.rect.centery - name.centery) <= 2)
        chip = bonus[0]
        assert abs(chip.centery - name.centery) <= 3, (chip, name)
        assert name.right < chip.left and chip.right < points.left, (name, chip, points)
        assert chip.h >= 12, chip
    finally:
        app.close()
