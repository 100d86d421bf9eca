"""One undo offer after any bank (ruling S79 3., round 80, hF100; critic cB79 #8, #9 and its
change 2). After a 150 bank "Anulează încasarea: Ana" was lit at once, over the coins still
flying; after a 1 050 bank a greyed "Anulează (Ctrl+Z)" stood under the plaque, the offer
coming later (`seq/sb_a.png` 13 vs `seq/bb_a.png` 7–9). Now both are offered the same way at
the same beat: greyed (its short label) while the bank's own moment plays (its coins, its
count, its plaque), lit with the banker's name from the frame that moment has gone (the seat
card entering), until the next throw. The undo's beat never contradicts itself: "Total tură"
never says 0 (it said 0 beside "Încasează 1 050" while the Scor counted back); since round 82
(S114 2.) it counts the undone selection in as its die lands, and its confirmation is said in
the prompt's place, on its pill (not a small grey line under a disabled button,
`seq/undo_a.png`). Stepped at 1/60 s."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.views import farkle_views as views
from game.views.farkle_story import ledger_groups
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle
from tools.render_screens import open_table
from tools.scripted_dice import ScriptedDice

STEP = 1 / 60
SMALL = ((1, 5, 2, 3, 4, 6), (0, 1))  # 150
BIG = ((1, 1, 1, 5, 2, 3), (0, 1, 2, 3))  # 1 050: its plaque


def _offer(app, scene) -> list[tuple[str, bool, str, str]]:
    """Each frame from the bank to a while after the card: (beat, lit, label, style)."""
    flow, frames, after = scene.flow, [], 0
    for _ in range(900):
        app.step(STEP)
        if app.manager.top is not scene or scene.on_stage is not None:
            beat = "stage"
        elif flow.frozen is not None:
            beat = "bank"
        elif flow.handoff.holds:
            beat = "card"
        else:
            beat = "after"
            after += 1
        button = scene.undo_button
        frames.append((beat, button.enabled, scene.undo_label(), button.style))
        if after > 30:
            break
    return frames


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_small_and_a_big_bank_offer_their_undo_the_same_way_at_the_same_beat(
        tmp_path, size):
    offers = {}
    for name, (dice, keep) in (("small", SMALL), ("big", BIG)):
        app = make_app(tmp_path / name, size=size)
        try:
            app.rng = ScriptedDice(dice + (2, 3, 4, 6, 6, 2) * 10)
            scene = open_table(app, "farkle", 2)
            scene.press_roll()
            screens_farkle.play(app, 20)
            for i in keep:
                scene.press_die(i)
            scene.press_bank()
            frames = _offer(app, scene)
            short = app.tr("undo.button")
            named = app.tr("farkle.undo.bank", name=scene.flow.player_label(0))
            for beat, lit, label, style in frames:
                if beat in ("bank", "stage"):  # the bank's own moment: not yet offered
                    assert not lit and label == short, (name, beat, lit, label)
                else:  # the passing card and the next person's turn at rest: offered
                    # (round 82, hF113, S114 1.: until the next throw, on the card)
                    assert lit and label == named and style == "quiet", (name, beat, label)
            assert [b for b, *_ in frames].count("card") > 10, name
            offers[name] = {(b, lit, label, style) for b, lit, label, style in frames
                            if b in ("card", "after")}
        finally:
            app.close()
    assert offers["small"] == offers["big"]  # one offer, shown the same way


def _bank_1050_after_two_throws(app):
    app.rng = ScriptedDice((1, 1, 1, 2, 3, 4, 5, 2, 3) + (2, 3, 4, 6, 6, 2) * 10)
    scene = open_table(app, "farkle", 2)
    scene.press_roll()
    screens_farkle.play(app, 20)
    for i in (0, 1, 2):
        scene.press_die(i)
    scene.press_roll()
    screens_farkle.play(app, 20)
    scene.press_die(0)
    scene.press_bank()
    screens_farkle.play_until(app, lambda: scene.undo_button.enabled, most=200)
    assert scene.undo_button.enabled
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_undos_beat_agrees_with_itself_and_says_it_clearly(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _bank_1050_after_two_throws(app)
        flow = scene.flow
        scene.undo()
        said = app.tr("undo.done_farkle", points=format_int(1050))
        prompted = 0
        for k in range(90):
            app.step(STEP)
            total = ledger_groups(flow)[1]
            assert scene.game.turn_total == 1050
            # (round 82, hF113, S114 2.: the button says "Încasează" alone since S108; the
            # total is the set-aside 1 000 while the undone 5 glides back, 1 050 as it lands,
            # never the 0 S79 3. saw)
            assert total == (1000 if flow.dice.gliding else 1050), (k, total)
            text = views.prompt_line(flow, scene.outcome_visible())[0]
            line = flow.line_message()
            assert line is None or line.key != "farkle.undone", k  # never under the button
            if text == said:
                prompted += 1
                if k == 10:
                    frame = recorded_frame(scene, size)
                    pills = [t for t in frame.texts if t.text == said]
                    assert pills and pills[0].role == "undone", pills  # on its pill
        assert prompted > 30, prompted  # said in the prompt's place, a while
    finally:
        app.close()
