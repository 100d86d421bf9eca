"""The 10 000 win's hand-over caught mid-way (round 79, hF99, ruling S72 2.): the results'
card a third of the way in round the held headline and podium, the win's rays still lit
under it, fading as it comes (one cross-fade, no bare beat, no popped frame)."""

from __future__ import annotations

from typing import Any

from tools.render_screens import register

FRAME = 1 / 60


@register("farkle_win_handover", settle=0)
def _handover(app: Any) -> None:
    """Ion banks the win over Ana; stepped to 0.15 s after the results open."""
    from game.scenes.results import ResultsOverlay
    from tools.end_frames import play_last_move

    play_last_move(app, "person")
    for _ in range(900):
        app.step(FRAME)
        if isinstance(app.manager.top, ResultsOverlay):
            break
    for _ in range(9):
        app.step(FRAME)
