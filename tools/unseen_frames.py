"""Step an app through frames nobody looks at, drawing only the last one.

The tests and the screen renderer roll dice through the real app: a throw is ~40 frames, each
drawn, though a test looks only at the table once the dice are down. Within
:func:`unseen_frames` every frame runs as always (events, update, the notices, the flip: the
same dt steps, so the same physics and the same random draws) but the screens are not drawn;
on leaving, the last frame is drawn as the app draws a frame, so the screen, and every rect
a draw lays out, is what the last step would have shown. One thing differs: a screen pushed
within the block fades in from the last frame drawn (the screen as it was before the block),
so a test that looks at a transition's frames steps them drawn.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pygame


def draw_shown_frame(app: Any) -> None:
    """Draw what ``app``'s last step would have drawn (as ``App.step`` draws a frame)."""
    from game import theme
    from game.away import draw_paused_veil
    from game.widgets.mute_icon import draw_mute_icon

    app._guarded_frame(lambda: app.manager.draw(app.screen))
    if app.settings.muted:
        draw_mute_icon(app.screen)
    if app.notices.active:
        app.notices.draw(app.screen, theme.scale_for(app.size))
    if app.away.away and any(getattr(scene, "shows_paused_veil", False)
                             for scene in app.manager.stack):
        draw_paused_veil(app.screen, app.tr)
    pygame.display.flip()


@contextlib.contextmanager
def unseen_frames(app: Any, last_drawn: bool = True) -> Iterator[None]:
    """Within the block ``app``'s frames run undrawn; the last one is drawn on leaving (not
    with ``last_drawn`` False: for a test that draws a frame of its own at once after).

    Frames are drawn as always when something watches them: the layout record is on, or
    the manager's draw is already replaced (a test counting or skipping frames itself)."""
    from game.widgets import layout_record

    manager = app.manager
    if layout_record.ON or "draw" in vars(manager):
        yield
        return
    skipped = None  # the frame count of the last frame that would have been drawn

    def undrawn(surface: pygame.Surface) -> None:
        nonlocal skipped
        skipped = app.frames

    manager.draw = undrawn
    try:
        yield
    finally:
        if vars(manager).get("draw") is undrawn:
            del manager.draw  # the class's own draw again
    # the last step would have drawn (not a paused app's frame left undrawn): draw it
    if (last_drawn and skipped == app.frames - 1 and app.running
            and manager.top is not None):
        draw_shown_frame(app)
