"""Statistici's page frame (ruling S35, round 77, hS33; critic cC77: "the tab row is
left-aligned under a centred title"): the tabs stand centred under the centred title on every
tab, played or not, as Scoruri's subtitle does; the 10 000 target keys or the Yams pages take
the row's left end, the player's chip its right end, none over another (at 1024x600 beside
the target keys the tabs stand as near the centre as the keys allow)."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("games", "kind"), [(1, None), (50, "farkle_only"), (50, None)])
def test_the_tabs_stand_centred_under_the_title(tmp_path, size, games, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, games, kind=kind)
        for tab in ("yams", "farkle", "dice"):
            scene.select_kind(tab)
            app.step(FRAME)
            tabs = scene.tabs.rect
            row = [tabs, scene.chooser] if scene.chooser.w else [tabs]
            left = [c.rect for c in (scene.target_choice, scene.page_choice) if c.visible]
            row += left
            # centred; where the row's left end holds the target keys and there is no room
            # for both (1024x600), as near the centre as the keys allow, just clear of them
            pushed = left and tabs.left - max(r.right for r in left) <= scene.px(48)
            assert abs(tabs.centerx - size[0] // 2) <= 2 or pushed, (tab, tabs, left)
            for i, rect in enumerate(row):
                assert scene.content.contains(rect), (tab, rect, scene.content)
                assert not any(rect.colliderect(other) for other in row[i + 1:]), (tab, row)
    finally:
        app.close()
