"""The Yams prompt pill says the turn change once and only of the player on turn (critic C70,
ruling S7, amended S13): while the passing's band says "Calculatorul e la rând" the prompt pill
is not drawn, the band the one voice (round 76, hY104, S13 amended: round 71's quiet card line,
"Puncte: 0 · Căsuțe libere: 13", read as a generic line for nobody, critics cZ75, cF75a), then
the next turn's prompt comes as the band goes, never blank before or after it; and the
last player's report ("Ana a ales Patru: 20 · Bonus Penta +100") is never said under a "La
rând" naming the next player."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.yams import Box, Scorecard
from game.views.yams_prompt import prompt_say
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _said(scene: Any) -> str:
    say = prompt_say(scene)
    return "" if say is None else f"{say.headline} {say.detail}"


def _step_through_the_passing(app: Any, scene: Any, check: Any) -> None:
    """Step frame by frame from a validated box until the band has gone and the next turn's
    prompt speaks, calling ``check`` on every frame (the drawing is not needed: the pill
    draws what :func:`prompt_say` says)."""
    flow, seen_band = scene.flow, False
    with unseen_frames(app, last_drawn=False):
        for _ in range(600):
            app.step(FRAME)
            check()
            seen_band = seen_band or flow.handoff.active
            if seen_band and not flow.handoff.active:
                return
    raise AssertionError("the turn never passed")


def test_the_prompt_waits_unseen_while_the_band_says_the_turn_change(tmp_path):
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 4)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    flow = scene.flow
    under_band: list[str] = []
    after_band: list[str] = []

    blank: list[int] = []

    def check() -> None:
        if flow.handoff.band_strength > 0:
            under_band.append(_said(scene))
            return
        if prompt_say(scene) is None:
            blank.append(len(under_band) + len(after_band))
        if flow.handoff.active:
            after_band.append(_said(scene))

    _step_through_the_passing(app, scene, check)
    # the next turn's prompt waits, unseen, under the band: the pill keeps what the ended
    # turn wrote, greyed under its veil (round 77, hH81, ruling S13 amended: round 76's
    # blank pill read as a region vanishing; round 71's quiet card line as generic)
    # (amended round 82, hY131, ruling S118 1., critic cA82 #2: the pill kept, empty under
    # its veil: its greyed "Ana a ales Șansă: 16" said the turn change a third time)
    assert under_band and set(under_band) == {" "}, set(under_band)
    assert after_band and after_band[-1].strip()  # then the next turn's prompt comes
    assert not blank, blank  # from the validated box to the next turn's prompt, the band aside


def test_the_prompt_never_names_a_player_other_than_la_rand(tmp_path):
    # the Joker Penta's +100 after a refused box (yams_joker_bonus_banner): Ana's report must
    # end before "La rând" names the computer (critic C70)
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    scene = table(app, ["Ana"], [4] * 5 + [1, 2, 3, 4, 6] * 4,
                  cards=[Scorecard.from_points({Box.PENTA: 50}), Scorecard()])
    roll(app, scene)
    pick(app, scene, Box.THREES)
    pick(app, scene, Box.FOURS)
    validate(app, scene)
    flow = scene.flow
    names = [flow.port.player_label(i) for i in range(len(scene.game.players))]
    reports: list[str] = []
    wrong: list[tuple[str, str]] = []

    def check() -> None:
        said = _said(scene)
        # (round 77, S13 amended: under the band the "La rând" pill holds the outgoing
        # player's name, greyed, beside their greyed report; the next is named as it goes)
        on_turn = names[flow.handoff.outgoing if flow.prompt_waits else flow.shown_turn]
        if "Ana a ales" in said:
            reports.append(said)
        wrong.extend((on_turn, said) for name in names if name != on_turn and name in said)

    _step_through_the_passing(app, scene, check)
    assert reports  # Ana's report is said, while her turn shows
    assert not wrong, wrong[:3]


def test_the_next_turns_prompt_comes_whole_with_its_aim_as_the_band_goes(tmp_path):
    # round 71: the headline came alone, centred, then jumped up as the aim joined it frames
    # later (the aim waited for the passing's end, not the band's)
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    scene = table(app, ["Ana", "Constantinos"], [1, 2, 3, 4, 6] * 4, computer=False)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    flow = scene.flow
    after_band: list[tuple[str, str]] = []

    def check() -> None:
        say = prompt_say(scene)
        # (S76, round 80: the card lasts until it has become the pill: "after it" is the
        # frames once it has gone, the passing over)
        if flow.handoff.since is not None and not flow.handoff.active and say is not None:
            after_band.append((say.headline, say.detail))

    _step_through_the_passing(app, scene, check)
    with unseen_frames(app, last_drawn=False):
        for _ in range(10):
            app.step(FRAME)
            check()
    aim = flow.pre_throw_aim()
    assert aim and after_band, (aim, after_band)
    assert set(after_band) == {(flow.prompt().text, aim)}, set(after_band)


def test_after_the_band_the_computers_turn_is_said_once_without_a_blink(tmp_path):
    # round 71: after the band, "Își face aruncările…" gave way to a fading-in "Urmărește-i
    # aruncările" (the whole pill from nothing), then came back: the turn's one line, said
    # three times, the pill blinking
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 4)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    flow = scene.flow
    said: list[tuple[str, int]] = []

    def check() -> None:
        if flow.handoff.since is not None and not flow.handoff.active:  # (S76: once gone)
            say = prompt_say(scene)
            said.append(("", 0) if say is None else (say.headline, say.alpha))

    _step_through_the_passing(app, scene, check)
    with unseen_frames(app, last_drawn=False):
        while scene.game.dice is None and len(said) < 400:
            app.step(FRAME)
            check_say = prompt_say(scene)
            said.append(("", 0) if check_say is None else (check_say.headline,
                                                            check_say.alpha))
    assert said and set(said) == {(scene.tr("yams.computer_playing"), 255)}, set(said)


def test_the_computers_choice_is_not_said_again_after_the_band(tmp_path):
    # round 71: "Calculatorul a ales Suită mică: 30", said as its turn passed, came back
    # after the band under "La rând: Ana" (the old turn's caption goes with the band: C66)
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False)
    scene = table(app, ["Ana"], [1, 2, 3, 4, 6] * 6)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    flow, game = scene.flow, scene.game
    after: list[str] = []
    seen_band = False
    with unseen_frames(app, last_drawn=False):
        for _ in range(3000):
            app.step(FRAME)
            if game.current != 0 or game.last_event is None or game.last_event.player == 0:
                continue  # (until the computer has scored and the turn is Ana's again)
            seen_band = seen_band or flow.handoff.active
            if seen_band and not flow.handoff.active:  # (S76: the card lasts till the pill)
                after.append(_said(scene))
            if len(after) > 90:
                break
    chose = game.last_event
    assert chose is not None and chose.player == 1 and len(after) > 90, after[:3]
    assert not [said for said in after if "a ales" in said or "chose" in said], set(after)
