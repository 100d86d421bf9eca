"""The stage: a staged moment as a layer of the scene stack, with its own clock.

A table hands the rarest moments (:data:`game.flow.stage.RARITY`) to a
:class:`StageOverlay` pushed over it. The scene manager updates only the scene on top, so
while the stage plays the table below is drawn (once, then reused) but none of its clocks
advances: the Y10 countdown, the computer's pace, the turn banner, the coach marks, the
flow's moments and the results' wait all resume exactly where they were when the stage
leaves. That is the one "the table's clocks wait" mechanism: anything that must stop the
table's time pushes a layer over it (:func:`table_clocks_wait` says whether they wait).

A click or a key ends the stage at once, and only ends it (ruling hB50): the event that
ends a stage is consumed, the table gets the next one. A player clicking to hurry a "+3 000"
along never also sets a die aside or picks a box under it; Esc likewise only skips the stage
(a second Esc opens the leave dialog). Only the table's lit "?" and "Pauză" (a click on one,
and F1 for the rules) act under a stage: their screen opens over it, the stage waiting
(review, round 69).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.flow.stage import GONE, StageClock
from game.scenes.base import Scene
from game.views.stage import StagePicture, draw_stage, handed_back
from game.views.stage_gather import forget_emptied
from game.views.stage_yams_exit import played_out

if TYPE_CHECKING:
    from game.app import App


def table_clocks_wait(app: App, table: Scene) -> bool:
    """True while ``table``'s clocks wait: some layer (a stage, a dialog) is over it, so the
    scene manager does not update it."""
    return app.manager.top is not table


class StageOverlay(Scene):
    """One staged moment over the dimmed table; it leaves by itself when played, or at once
    on a click or a key (which does nothing more)."""

    is_overlay = True
    dim_below = False  # the stage dims the table itself, gradually

    def __init__(self, app: App, table: Scene, build: Callable[[], StagePicture],
                 clock: StageClock, on_end: Callable[[], None],
                 on_land: Callable[[], None] | None = None) -> None:
        """Stage what ``build`` draws (called again after a resize) over ``table`` on
        ``clock``; ``on_land`` runs once as its number lands in its cell (the table below
        is drawn again then, with the new figure), ``on_end`` once as the stage leaves."""
        super().__init__(app)
        self.table = table
        self.build = build
        self.clock = clock
        self.on_end = on_end
        self.on_land = on_land
        self.landed = False
        self.picture: StagePicture | None = None
        self._ended = False
        self._lifting = False

    def layout(self, size: tuple[int, int]) -> None:
        """Rebuild the picture for the new size (the table has been laid out first)."""
        super().layout(size)
        self.picture = self.build()

    def handle_event(self, event: pygame.event.Event) -> None:
        """A click or a key ends the stage, and is consumed: the table gets the next one; but
        the table's lit "?" and "Pauză" (and F1) act over it, the stage waiting under them."""
        controls = getattr(self.table, "control_under_stage", None)
        if controls is not None and controls(event):
            return
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN
                                            and event.button == 1):
            self.clock.skip()
            self.end()

    def update(self, dt: float) -> None:
        """Age the stage's own clock; leave once it has played."""
        self.clock.update(dt)
        aged = getattr(self.table, "stage_aged", None)  # a row counting under the stage
        if aged is not None and aged(self.clock.kind, self.clock.progress):
            self._table_redrawn()  # (the table below drawn again with its figure)
            if self.picture is not None:
                self.picture.forget_table()
        if not self.landed and self.clock.flight() >= 1:
            self.land()
        if (not getattr(self.table, "stage_handing_back", True) and self.picture is not None
                and self.picture.tail is None and handed_back(self.picture, self.clock) > 0):
            self.table.stage_handing_back = True  # the table comes back through its veil:
            getattr(self.table, "refresh_buttons", lambda: None)()  # its actions lit again,
            self._table_redrawn()  # drawn again, its line saying what to do now
        if not self._lifting and self.clock.progress >= GONE:
            self._lifting = True  # the table below is drawn again as the stage lifts off it
            self._table_redrawn()  # (its prompt is back: no blank beat at the end)
        if self.picture is not None and not self.clock.done \
                and played_out(self.picture, self.clock):  # a Yams Penta's, once its dice
            self.land()  # are home over its lit table (S103 2.): what it carries landed,
            self.clock.age = self.clock.duration  # it has played
        if self.clock.done:
            self.end()
            if self.app.manager.top is self.table:  # what follows the moment (the next
                self.table.update(0.0)  # stage, the results) takes this very frame: no bare beat

    def land(self) -> None:
        """The stage's number reached its cell (once): the table takes it in and is drawn
        again under the stage, its figures new from this frame on."""
        if self.landed:
            return
        self.landed = True
        if self.on_land is not None:
            self.on_land()
            self._table_redrawn()
            if self.picture is not None:
                self.picture.forget_table()

    def _table_redrawn(self) -> None:
        """The table below is drawn again next frame (and the picture of it emptied of its
        dice made again with it, S77)."""
        self.app.manager.invalidate()
        if self.picture is not None:
            forget_emptied(self.picture)

    def end(self) -> None:
        """Leave the stage (once): pop it and let the table resume."""
        if self._ended:
            return
        self._ended = True
        if self.app.manager.top is self:
            self.app.manager.pop(fade=False)
        self.on_end()

    def is_animating(self) -> bool:
        """A stage always moves."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The moment over the table the manager has drawn below."""
        if self.picture is None:
            self.picture = self.build()
        draw_stage(surface, self.picture, self.clock)
