"""A first Yams game's box card played by keys (hC30): with no clean way to its row at
1366x768 it points at the prompt line, which stays said (:mod:`tools.render_screens`)."""

from __future__ import annotations

from typing import Any

import pygame

from tools.render_screens import register
from tools.screens_coach import coach_on
from tools.screens_yams import table


@register("coach_yams_box_by_keys")
def _yams_box_by_keys(app: Any) -> None:
    coach_on(app)
    scene = table(app, ["Ana"], [2, 5, 5, 3, 6, 4, 1, 5, 2, 2, 3, 6])
    for code in (pygame.K_SPACE, pygame.K_2, pygame.K_SPACE):
        app.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0,
                                                    unicode=""))
        for _ in range(80):
            app.step(0.05)
            if scene.coach.shown == "yams.box":
                break
