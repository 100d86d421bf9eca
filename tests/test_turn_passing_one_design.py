"""The turn passing, one design on both tables (ruling S13 amended round 77, hH81).

Two critics of round 76 read the two tables' passings against each other: on the Yams table
the "La rând" pill and the prompt's pill were not drawn while the band named the next player
("regions vanish"); on the 10 000 table the seat card named the next player over the
outgoing turn's panels drawn whole and live, its row lit ("stale"); and in the 10 000's last
round the card settled into a pill that never came. Now, on both: while the band (the card)
names the next player every region keeps its frame and place and shows the turn that ended,
quiet (under the shared veil of :mod:`game.views.ended_turn`), nothing red, no live prompt,
no lit row; as it goes the next player's contents come in one change ("La rând: …" in its
pill, the prompt, the lit row), in every passing, the last round's too. Stepped frame by
frame (1/60 s) at three sizes: person → person, person → computer, computer → person on both
tables, and a passing of the 10 000's last round.
Amended in round 80 for the 10 000 (ruling S79 1., hF100): under its card the skeleton names
the incoming player (their row lit, their Tura panel, no veil), never blank nor the old turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.views import farkle_views
from game.views.yams_prompt import prompt_rect
from tests.uihelpers import drawing_one_frame_in, make_app, recorded_frame
from tools import screens_farkle
from tools.scripted_dice import ScriptedDice

FRAME = 1 / 60
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
LONG = "Constantinos"
PASSINGS = ["person_person", "person_computer", "computer_person"]

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _veils(frame: Any) -> list[pygame.Rect]:
    return [p.rect for p in frame.panels if p.role == "ended_turn"]


def _veiled(frame: Any, region: pygame.Rect) -> bool:
    """True when the ended turn's veil lies over ``region`` (inside its frame, most of it)."""
    for veil in _veils(frame):
        inside = veil.clip(region)
        if inside.w * inside.h >= 0.7 * region.w * region.h:
            return True
    return False


def _step(app: Any, scene: Any, size: tuple[int, int], naming: Any, each: Any,
          under: Any, after: Any, limit: int = 400) -> int:
    """Step the passing frame by frame (each drawn and recorded): ``each`` on every frame,
    ``under`` on those where the band names the next player, ``after`` on the settled one;
    the number of frames under the band."""
    flow = scene.flow
    seen = 0
    with drawing_one_frame_in(app, 0):
        for count in range(limit):
            app.step(FRAME)
            frame = recorded_frame(scene, size)
            each(frame, count)
            if naming(flow):
                seen += 1
                under(frame, count)
            elif seen and not flow.handoff.holds:
                after(frame)
                return seen
    raise AssertionError(f"the passing never settled ({seen} frames under the band)")


# --- the Yams table --------------------------------------------------------------------------


def _yams_pills(frame: Any, scene: Any) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    turn = [p.rect for p in frame.panels if p.role == "turn_band"]
    prompt = prompt_rect(scene)
    said = [p.rect for p in frame.panels if p.rect == prompt and p.role != "ended_turn"]
    return turn, said


def _yams_passing(app: Any, scene: Any, size: tuple[int, int], outgoing: str,
                  incoming: str) -> int:
    # (round 80, hY118, ruling S76, critics cA79 #7, cF79 #1 and #4: the Yams passing is the
    # 10 000's seat card, which becomes the pill: under it no pill, the card the pill on its
    # way, naming the next player alone; was the outgoing name greyed in the pill)
    # (round 81, hY121, S91: the card fades where it rests, the pill in its place all along;
    # the next turn shown whole the frame it has gone, the cup still coming in)
    def naming(flow: Any) -> bool:
        return flow.handoff.names_next

    def each(frame: Any, count: int) -> None:
        turn, said = _yams_pills(frame, scene)
        card = [p for p in frame.panels if p.role == "handoff_band"]
        assert turn or card, (size, count, "neither the 'La rând' pill nor the card")
        assert said, (size, count, "the prompt's pill vanished")

    def under(frame: Any, count: int) -> None:
        turn, said = _yams_pills(frame, scene)
        # (round 81, hY121, ruling S91, critic cA80 #3: the pill's place stood bare under
        # the card): one pill in its place, the ended turn's greyed name while the card
        # rests, turning into "La rând: …" as the card fades where it rests
        assert len(turn) == 1, (size, count, "the pill's place bare or doubled")
        assert _veiled(frame, said[0]), (size, count, "the prompt live under the card")
        assert not [p for p in frame.panels if p.primary], (size, count, "red under the band")
        words = [t.text for t in frame.texts if t.role == "turn_line"]
        card = [t.text for t in frame.texts if t.role == "handoff"]
        # (round 82, hY127, S91 amended, critic cA81 #7: the ended turn's dim name beside a
        # band naming the next): the band lands in the pill, "La rând: …" from its first frame
        if scene.flow.handoff.active:
            assert words and all(incoming in w and "La rând" in w for w in words), (
                size, count, words)
            assert card and all(incoming in w for w in card), (size, count, card)
        assert not [t for t in frame.texts if t.role == "aim"], (size, count)
        ended = [t.text for t in frame.texts if said[0].contains(t.rect)
                 and t.role != "handoff"]  # (the card flies over it into the pill, S76)
        # (amended round 82, hY131, ruling S118 1., critic cA82 #2: the pill kept, greyed,
        # its words gone: the ended turn's "Ana a ales …" said the turn change a third time)
        assert not [t for t in ended if t.strip()], (size, count, ended, outgoing)
        assert not [t for t in frame.texts if t.role in ("prompt", "banner")
                    and prompt_rect(scene).contains(t.rect)], (size, count, "a live prompt")

    def after(frame: Any) -> None:
        turn, said = _yams_pills(frame, scene)
        assert turn and said and not _veils(frame), (size, "the next turn not whole")
        words = [t.text for t in frame.texts if t.role == "turn_line"]
        assert any("La rând" in w and incoming in w for w in words), (size, words)

    return _step(app, scene, size, naming, each, under, after)


@pytest.mark.parametrize("size", SIZES)
def test_yams_every_region_stays_quiet_under_the_band_then_the_next_turn_whole(tmp_path,
                                                                                 size):
    from game.rules.yams import Box
    from tools.screens_yams import pick, roll, table, validate

    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", LONG], [1, 2, 3, 4, 6] * 20)
        for outgoing, incoming in (("Ana", LONG), (LONG, "Calculatorul")):
            roll(app, scene)
            pick(app, scene, Box.CHANCE)
            validate(app, scene)
            assert _yams_passing(app, scene, size, outgoing, incoming) >= 10
        with drawing_one_frame_in(app, 0):  # the computer plays its turn, undrawn
            for _ in range(3000):
                if scene.flow.game.current == 0:
                    break
                app.step(FRAME)
        assert scene.flow.game.current == 0
        assert _yams_passing(app, scene, size, "Calculatorul", "Ana") >= 10
    finally:
        app.close()


# --- the 10 000 table ------------------------------------------------------------------------


def _farkle_passing(app: Any, scene: Any, size: tuple[int, int], incoming: str) -> int:
    def naming(flow: Any) -> bool:
        return flow.handoff.active

    def each(frame: Any, count: int) -> None:
        assert any(scene.turn_rect.contains(t.rect) for t in frame.texts), (
            size, count, "the Tura panel vanished")

    def under(frame: Any, count: int) -> None:
        # ruling S79 1. (round 80, hF100, critics cB79 #4, cF79 #1; amends S13 amended
        # round 77 2. for the 10 000): under the card the skeleton already names the
        # incoming player, live: no veil, their row lit (was: the ended turn veiled, no
        # row lit); still nothing red, the card speaks alone
        assert not _veiled(frame, scene.turn_rect), (size, count, "the Tura panel veiled")
        assert not [p for p in frame.panels if p.primary], (size, count, "red under the card")
        lit = [line.name for line in farkle_views.player_lines(scene.flow, scene.tr, True)
               if line.current]
        assert lit == [incoming], (size, count, "the card's player not lit under it", lit)

    def after(frame: Any) -> None:
        assert not _veiled(frame, scene.turn_rect), size
        pills = [t.text for t in frame.texts if t.role == "banner"]
        assert any(incoming in t for t in pills), (size, "no 'La rând' after the card", pills)

    return _step(app, scene, size, naming, each, under, after, limit=600)


def _farkle_bank(app: Any, scene: Any) -> None:
    scene.press_roll()
    screens_farkle.play(app, 20)
    scene.press_die(0)
    scene.press_bank()


@pytest.mark.parametrize("size", SIZES)
def test_farkle_the_ended_turn_quiet_under_the_card_then_the_next_turn_whole(tmp_path, size):
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=size)
    try:
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 30)
        scene = open_table(app, "farkle", 2)
        game = scene.game
        game.players[1] = replace(game.players[1], name=LONG)
        for incoming in (LONG, "Calculatorul"):
            _farkle_bank(app, scene)
            assert _farkle_passing(app, scene, size, incoming) >= 10
        with drawing_one_frame_in(app, 0):  # the computer plays its turn, undrawn
            for _ in range(4000):
                if scene.flow.game.current == 0 and scene.flow.handoff.holds:
                    break
                app.step(FRAME)
        assert _farkle_passing(app, scene, size, game.players[0].name) >= 10
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_farkle_a_last_round_passing_is_said_as_every_other(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round(app)
        scene = app.manager.top
        screens_farkle.play_until(app, lambda: not scene.flow.handoff.holds
                                  and scene.flow.last_round_strip() is not None)
        screens_farkle.play(app, 10)
        assert scene.flow.last_round_strip() is not None
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 10)
        before = scene.flow.game.current
        _farkle_bank(app, scene)
        incoming = scene.flow.player_label(scene.flow.game.current)
        assert scene.flow.game.current != before
        assert _farkle_passing(app, scene, size, incoming) >= 10
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_farkle_the_goals_passing_has_its_card_as_every_other(tmp_path, size):
    # (round 77: the goal's passing had no card, B62's quiet passing; now the goal's stage
    # says the last round, then the card names the next player as in every passing)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        scene = [s for s in app.manager.stack if hasattr(s, "flow")][-1]
        with drawing_one_frame_in(app, 0):
            for _ in range(3000):
                if scene.flow.handoff.holds and app.manager.top is scene:
                    break
                app.step(FRAME)
        assert scene.flow.handoff.holds, "no card after the goal's stage"
        incoming = scene.flow.player_label(scene.flow.game.current)
        assert _farkle_passing(app, scene, size, incoming) >= 10
    finally:
        app.close()
