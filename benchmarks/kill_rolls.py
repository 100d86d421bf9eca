"""Kill the game at random moments of play: how many rolls would be re-rolled after a kill?

    python benchmarks/kill_rolls.py [--kills 100] [--seed 16]

Each round starts the real game in a fresh process (headless), resumes the saved game if there
is one (else starts a computer-only game of Yams or 10 000, alternately), lets it play, and
kills it with SIGKILL after a random delay: during a tumble, a bust banner, a computer's pause.
The process prints every state its engine reaches (after each frame), marking the rolls. After
the kill the saved file is read back (through the store, with its validators):

- a roll is "re-rolled after a kill" when the engine had made it but the file holds an
  earlier state: the next start would throw those dice again (target: 0);
- corrupt files: saves the store had to set aside (target: 0);
- temporary files left by the kills, and how many survive the next start (target: 0).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, os, random, sys, time
sys.path.insert(0, {root!r})
from game.app import App
from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.farkle_table import FarkleTableScene
from game.scenes.yams_table import YamsTableScene
from game.storage.settings import Settings

app = App(size=(1024, 600), windowed=True, data_dir={data!r}, rng=random.Random({seed}),
          settings=Settings(fullscreen=False, animation_speed="fast"))
app.step(1 / 60)
if not app.resume_saved_game():
    if {kind!r} == "yams":
        app.manager.push(YamsTableScene(app, YamsGame.new([Player("IA", is_computer=True)])))
    else:
        game = FarkleGame.new([Player("IA", is_computer=True)], target=5000)
        app.manager.push(FarkleTableScene(app, game))
table = app.manager.top
last = None
print("READY", flush=True)
while True:
    app.step(1 / 60)
    if app.manager.top is not table or table.game.finished:
        print("END", flush=True)
        break
    state = table.game.to_dict()
    if state != last:
        rolled = last is not None and (
            state.get("dice", state.get("roll")) != last.get("dice", last.get("roll"))
            or state.get("rolls_used") != last.get("rolls_used")
            or (state.get("last_event") != last.get("last_event")
                and (state.get("last_event") or {{}}).get("kind") in ("rolled", "bust")))
        print(("ROLL " if rolled else "STATE ") + json.dumps(state, sort_keys=True), flush=True)
        last = state
    time.sleep(0.002)
"""


def one_kill(data: Path, kind: str, seed: int, delay: float) -> tuple[int, int, bool]:
    """Run, kill after ``delay`` s; return (rolls made, rolls re-rolled, file set aside)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    code = CHILD.format(root=str(ROOT), data=str(data), seed=seed, kind=kind)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env,
                            text=True)
    assert proc.stdout is not None
    first = proc.stdout.readline()
    if first.strip() != "READY":
        proc.kill()
        proc.wait()
        raise RuntimeError(f"the game did not start: {first!r}")
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out = proc.stdout.read()
    proc.wait()
    lines = [line for line in out.splitlines() if line.startswith(("ROLL ", "STATE "))]
    states = [json.loads(line.split(" ", 1)[1]) for line in lines]
    roll_at = [i for i, line in enumerate(lines) if line.startswith("ROLL ")]
    sys.path.insert(0, str(ROOT))
    from game.storage.store import Storage

    store = Storage(data)
    loaded = store.load_game()
    set_aside = any(m.key.startswith("storage.damaged") for m in store.take_messages())
    if not roll_at:
        return 0, 0, set_aside
    if loaded is None:
        saved_at = -1 if not any(line == "END" for line in out.splitlines()) else len(lines)
    else:
        matches = [i for i, s in enumerate(states) if s == loaded[1]]
        saved_at = matches[-1] if matches else len(lines)  # newer than the last line printed
    rerolled = sum(1 for i in roll_at if i > saved_at)
    return len(roll_at), rerolled, set_aside


def main(argv: list[str] | None = None) -> int:
    """Kill the game ``--kills`` times and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    data = Path(tempfile.mkdtemp(prefix="zaruri-kill-"))
    rolls = rerolled = corrupt = 0
    temps_seen = 0
    start = time.perf_counter()
    for k in range(args.kills):
        kind = "yams" if k % 2 == 0 else "farkle"
        made, lost, bad = one_kill(data, kind, rng.randrange(10**6), rng.uniform(0.3, 3.0))
        rolls += made
        rerolled += lost
        corrupt += bad
        temps_seen += len(list(data.glob(".*.tmp")))
    left = len(list(data.glob(".*.tmp")))
    sys.path.insert(0, str(ROOT))
    from game.storage.store import Storage

    Storage(data).remove_leftover_temps()  # what the next start does
    survived = len(list(data.glob(".*.tmp")))
    print(f"{args.kills} kills, {rolls} rolls made while running "
          f"[{time.perf_counter() - start:.0f} s]")
    print(f"rolls re-rolled after a kill: {rerolled} (target 0)")
    print(f"saves set aside as damaged: {corrupt} (target 0)")
    print(f"temporary files seen after kills: {temps_seen}; left at the end: {left}; "
          f"after the next start: {survived} (target 0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
