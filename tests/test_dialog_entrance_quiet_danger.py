"""A dialog's opening and its answers (hM40, after the A32 critic): the role's medallion on
the panel's top edge enters whole with the panel (never sliced by the panel's edge while it
grows), and the destructive answer is a live red beside the safe one (hM64 reversed hM40's quiet
dark crimson: critic A64 read it as disabled), while the calm gold safe answer holds the
focus."""

from __future__ import annotations

from collections import Counter

import pytest

from game import theme
from game.contrast import contrast_ratio
from game.scenes.overlays import PauseOverlay, leave_confirm, quit_confirm
from game.widgets.dialog_icons import icon_rect
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MAKERS = [lambda app: quit_confirm(app, lambda: None),
          lambda app: leave_confirm(app, lambda: None),
          lambda app: PauseOverlay(app, lambda: None)]


def _goldish(colour) -> bool:
    r, g, b = colour[:3]
    return r > 150 and g > 110 and b < 130


@pytest.mark.parametrize("make", MAKERS)
def test_the_medallion_enters_whole_with_the_panel(tmp_path, make):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        dialog = make(app)
        app.manager.push(dialog)
        medallion = icon_rect(dialog.panel, dialog.scale)
        assert dialog.entrance_rect().contains(medallion)
        frames = 0
        whole = dialog.entrance_rect()
        while app.manager.transitioning and frames < 60:
            progress = app.manager.transition_progress() or 0.0
            app.step(FRAME)
            frames += 1
            # (amended round 81, S98 3.: the dialog also rises as it grows; the medallion's
            # top half is looked for where this frame's picture puts it)
            eased = 1.0 - (1.0 - min(1.0, progress + FRAME / theme.DIALOG_ENTRANCE_TIME)) ** 2
            grow = theme.DIALOG_ENTRANCE_SCALE + (1 - theme.DIALOG_ENTRANCE_SCALE) * eased
            rise = round(theme.px(theme.DIALOG_ENTRANCE_RISE, dialog.scale) * (1 - eased))

            def placed(y: int, grow: float = grow, rise: int = rise) -> int:
                return round(whole.centery + (y - whole.centery) * grow) + rise

            column = [app.screen.get_at((medallion.centerx, y))
                      for y in range(placed(medallion.top), placed(dialog.panel.top))]
            assert any(_goldish(c) for c in column), frames  # its top half is there too
        assert frames >= 3  # the entrance was seen, frame by frame
    finally:
        app.close()


@pytest.mark.parametrize("make", MAKERS)
def test_the_destructive_answer_is_a_live_wine_beside_the_focused_safe_one(tmp_path, make):
    # rewritten (hM64, critic A64: "the maroon risky button reads disabled"), and again round
    # 74 (hB74, critic cQ74 #3: the crimson face was a second loud button beside the focused
    # gold): a quiet wine face near the panel's, live by its crimson rim and light coral
    # words (7:1), far off the disabled grey, while the calm gold safe answer keeps the focus
    # and stays by far the brightest thing in the dialog
    app = make_app(tmp_path, size=(1366, 768))
    try:
        dialog = make(app)
        app.manager.push(dialog, fade=False)
        for _ in range(40):
            app.step(FRAME)
        safe = dialog.focus.widgets[0]
        danger = next(w for w in dialog.focus.widgets if getattr(w, "style", "") == "danger")
        assert dialog.focus.focused is safe and safe.style == "safe"

        def face(button):
            inner = button.rect.inflate(-button.rect.w // 5, -button.rect.h // 3)
            seen = Counter(tuple(app.screen.get_at((x, y))[:3])  # the face, not its words
                           for x in range(inner.left, inner.right, 2)
                           for y in range(inner.top, inner.bottom, 2))
            return seen.most_common(1)[0][0]

        inside = app.screen.get_at((dialog.panel.x + theme.px(30, dialog.scale),
                                    dialog.panel.bottom - theme.px(30, dialog.scale)))[:3]
        danger_face, safe_face = face(danger), face(safe)
        assert (danger_face[0] - min(danger_face)) / danger_face[0] >= 0.4, danger_face  # wine
        rim = app.screen.get_at((danger.rect.centerx, danger.rect.y + 1))[:3]
        assert rim == danger_face, rim  # (amended round 79, S67 4: no rim at rest, one
        # family with the dialog's other buttons; round 74 ringed it in crimson)
        assert sum(abs(a - b) for a, b in zip(danger_face, theme.BUTTON_DISABLED,
                                                strict=True)) > 60  # far from disabled
        assert contrast_ratio(safe_face, inside) > 3 * contrast_ratio(danger_face, inside)
        assert contrast_ratio(theme.BUTTON_DANGER_TEXT, theme.BUTTON_DANGER) >= 7  # (white)
    finally:
        app.close()
