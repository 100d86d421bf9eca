"""The Yams "?" reads like the 10 000's: the four steps of a turn are numbered 1–4 on their
pictures' edge (the turn's order at a glance, clear of the dice and the words), the upper
bonus is drawn as the sheet's own two rows ("Total sus" 63, "Bonus" +35, the rules'
numbers) and the countdown as the table shows it (tests/test_yams_help_timer.py)."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.yams import UPPER_BONUS, UPPER_BONUS_THRESHOLD
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def help_over_a_table(app: Any) -> tuple[YamsHelpOverlay, list[Any]]:
    """The Yams "?" opened over a table of one, and the texts of its first whole frame."""
    open_table(app, "yams", 1)
    shown = YamsHelpOverlay(app)
    app.manager.push(shown, fade=False)
    app.step(1 / 60)
    return shown, recorded_step(app, 1 / 60).texts



@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_turns_steps_are_numbered_and_the_bonus_is_the_sheets_rows(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        shown, texts = help_over_a_table(app)
        for k in range(len(STEPS)):  # inside its frame's top-right corner, right of the
            # picture, before the words (hA71, critic E70: on the frame's edge it crossed the
            # border); every tile numbered, the right column's too (hM31: only 1-4 were)
            art, words = shown.step_rects(k)
            frame = shown.frame_rect(art)
            assert any(t.text == str(k + 1) and frame.contains(t.rect)
                       and t.rect.right < words.x and t.rect.left > art.right
                       and t.rect.centery < frame.centery for t in texts), k
        bonus = next(k for k, step in enumerate(STEPS) if step[1] == "bonus")
        frame = shown.frame_rect(shown.step_rects(bonus)[0])
        inside = {t.text for t in texts if frame.colliderect(t.rect)}
        assert {app.tr("yams.row.upper_total"), app.tr("yams.row.upper_bonus"),
                str(UPPER_BONUS_THRESHOLD), f"+{UPPER_BONUS}"} <= inside, inside
    finally:
        app.close()
