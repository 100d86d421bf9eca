"""The "?" pages close over the table's dim (hR74: their first closing frame lit the table
round them). Round 74 (hH76, ruling S18): the page lays no blurred, sunk backdrop of its own
any more (the table is dimmed as under every dialog); the test that pinned that backdrop made
once and sunk by ``HEADER_HUSH`` went with it, this one stays."""

from __future__ import annotations

import pygame

from tests.uihelpers import make_app


def test_the_table_does_not_brighten_as_the_help_closes(tmp_path):
    """Between states (hR74): the closing "?" page fades out over its own sunk backdrop, not
    over the dialogs' lighter dim (its first closing frame lit the whole table round it)."""
    from tests.uihelpers import FRAME
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    try:
        table = open_table(app, "yams", 1)
        table.open_help()
        for _ in range(20):
            app.step(FRAME)
        shown = app.manager.top
        spot = pygame.Rect(0, 0, app.screen.get_width(), shown.panel.top)
        before = pygame.transform.average_color(app.screen, spot)
        app.manager.pop()
        app.step(1 / 1000)  # its first closing instant (the fade itself barely begun)
        after = pygame.transform.average_color(app.screen, spot)
        assert sum(after[:3]) <= sum(before[:3]) + 9, (before, after)
    finally:
        app.close()
