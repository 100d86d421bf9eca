"""Time a coach card's placement (:func:`game.views.coach_place.place_card`, whose search for
the nearest free place with a clear leader, ``_nearest_free``, is its dear part).

    python benchmarks/coach_place.py                  # the nine coach steps, three sizes
    python benchmarks/coach_place.py --save F.pickle  # also keep what each call found
    python benchmarks/coach_place.py --check F.pickle # and say whether it still finds that

The calls a first game's coach steps make (both tables, at 1920×1080, 1366×768 and
1024×600: ``tools/screens_coach.py``) are recorded once, then each is timed ``--rounds``
times; the figures are the median CPU time of one call, of the calls that fell through to
``_nearest_free`` and the sum over all calls, in milliseconds. ``--check`` compares every
call's result with a saved run (a faster search must find the very same places).
Runs headless (dummy SDL video driver).
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SIZES = ((1920, 1080), (1366, 768), (1024, 600))
STEPS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
         "_farkle_refused", "_farkle_refused_far", "_farkle_risk", "_farkle_bank",
         "_farkle_hot")


def record() -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
    """The distinct ``place_card`` calls of every coach step at every size."""
    import random

    import game.views.coach as coach
    from game.app import App
    from game.storage.settings import Settings
    from tools import screens_coach

    calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {}
    real = coach.place_card

    def kept(*args: Any, **kwargs: Any) -> Any:
        key = repr((args, sorted(kwargs.items())))
        calls.setdefault(key, (args, kwargs))
        return real(*args, **kwargs)

    coach.place_card = kept
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for size in SIZES:
                for step in STEPS:
                    app = App(size=size, windowed=True, data_dir=Path(tmp) / f"{step}{size[0]}",
                              rng=random.Random(0),
                              settings=Settings(fullscreen=False, coach_marks=True))
                    app.manager.draw = lambda surface: None
                    app.step(0.0)
                    getattr(screens_coach, step)(app)
                    app.close()
    finally:
        coach.place_card = real
    return list(calls.values())


def main() -> int:
    """Record the calls, time them, report (and save or check what they find)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(prog="python benchmarks/coach_place.py")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--check", type=Path)
    args = parser.parse_args()
    import game.views.coach_place as place

    calls = record()
    results = [place.place_card(*a, **k) for a, k in calls]
    searched = []
    real = place._nearest_free

    def counted(*a: Any, **k: Any) -> Any:
        searched.append(True)
        return real(*a, **k)

    times, deep = [], []
    for a, k in calls:
        searched.clear()
        place._nearest_free = counted
        place.place_card(*a, **k)
        place._nearest_free = real
        spent = []
        for _ in range(args.rounds):
            start = time.process_time()
            place.place_card(*a, **k)
            spent.append(time.process_time() - start)
        times.append(statistics.median(spent) * 1000)
        if searched:
            deep.append(times[-1])
    print(f"{len(calls)} placements, {len(deep)} fell through to _nearest_free")
    print(f"median per call {statistics.median(times):.2f} ms; "
          f"per _nearest_free call {statistics.median(deep) if deep else 0:.2f} ms; "
          f"slowest {max(times):.2f} ms; all calls {sum(times):.0f} ms")
    found = [(tuple(r[0]), r[1]) if r is not None else None for r in results]
    if args.save is not None:
        args.save.write_bytes(pickle.dumps(([repr((a, sorted(k.items()))) for a, k in calls],
                                            found)))
    if args.check is not None:
        keys, before = pickle.loads(args.check.read_bytes())
        now = dict(zip([repr((a, sorted(k.items()))) for a, k in calls], found, strict=True))
        same = sum(now.get(key, "missing") == was for key, was in zip(keys, before, strict=True))
        print(f"same places as {args.check.name}: {same} of {len(keys)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
