"""How long the coach's one place takes a frame while a 10 000 card is due or shows (review
round 69: :func:`game.views.coach_spot.spot_rect` re-wrapped up to five cards' words on every
frame): the same frames timed with the forms kept (:data:`game.views.coach_words._FORMS`, as
the game runs) and with them measured afresh each frame (as before round 70).

    python -m tools.coach_wrap_bench [--frames 200] [--size 1024x600]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def frames_per_ms(size: tuple[int, int], frames: int, afresh: bool) -> float:
    """Milliseconds the one place takes per frame at ``size``, over ``frames`` frames of a
    first 10 000 game's set-aside card (``afresh``: the kept forms cleared each frame)."""
    from game.views import coach_words
    from game.views.coach_spot import spot_rect
    from tools.render_screens import make_app
    from tools.screens_coach import _farkle_set_aside

    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(size, Path(tmp))
        try:
            _farkle_set_aside(app)
            table = app.manager.top
            start = time.perf_counter()
            for _ in range(frames):
                if afresh:
                    coach_words._FORMS.clear()
                spot_rect(table)
            return (time.perf_counter() - start) * 1000 / frames
        finally:
            app.close()


def main() -> None:
    """Print the one place's time a frame, forms kept and measured afresh."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--size", default="1024x600")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    assert len(size) == 2
    afresh = frames_per_ms((size[0], size[1]), args.frames, True)
    kept = frames_per_ms((size[0], size[1]), args.frames, False)
    print(f"{args.size}: one place a frame, words wrapped afresh {afresh:.3f} ms, "
          f"forms kept {kept:.3f} ms ({afresh / max(kept, 1e-9):.0f}x)")


if __name__ == "__main__":
    main()
