"""The Yams table says each thing once: the computer's turn has one voice (its banner, a
refusal or the prompt, never together), a person's turn is greeted by the turn line itself
(one "La rând", no second banner), a click that ends a stage is never also refused, a bonus
its stage said is not said again by a pill."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.rules.yams import Box, Scorecard
from game.scenes.stage import StageOverlay
from game.widgets.seats import player_style, seat_colour
from game.widgets.text import line_height
from tests.layout_check import shown_texts
from tests.uihelpers import make_app
from tools.screens_yams import UPPER_45, click_at, pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One app for the file (each test pushes its own table)."""
    application = make_app(tmp_path_factory.mktemp("one_voice"), size=(1366, 768))
    yield application
    application.close()



def fresh(app):
    """No scene left from the test before."""
    while app.manager.top is not None:
        app.manager.pop(fade=False)


def test_a_click_on_the_computers_turn_gets_one_short_refusal_clear_of_the_buttons(app):
    fresh(app)
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
    roll(app, scene)
    pick(app, scene, Box.TWOS)
    validate(app, scene)
    with unseen_frames(app, last_drawn=False):  # the next step draws
        while (scene.flow.leaving.active or scene.flow.handoff.active  # Ana's dice leave
               or scene.flow.handoff.pending):  # first, then the turn's passing plays
            app.step(1 / 30)
    app.step(1 / 30)
    assert scene.computer_turn and scene.flow.voice.banner is not None
    texts = shown_texts(app)
    # (round 71: the band said the turn; the prompt says what the computer does, once, no
    # banner fading in over it after the band)
    assert "Își face aruncările…" in texts and "Urmărește-i aruncările" not in texts
    assert texts.count("La rând: Calculatorul") == 1  # the name once, in its place
    click_at(app, scene.roll_button.rect.center)  # its pill says it: the click says nothing
    texts = shown_texts(app)
    refusal = app.tr("yams.computer_turn")
    assert refusal not in texts and "Își face aruncările…" in texts
    _past_banner(app, scene)
    assert scene.flow.voice.banner is None and scene.game.dice is not None
    click_at(app, scene.roll_button.rect.center)
    texts = shown_texts(app)
    # "wait" said once: the pill's second line answers the click (S21, round 76: the row
    # stays greyed in its place, no status words in it to light; round 75 lit the folded
    # row's "Așteaptă-ți rândul…" instead)
    assert texts.count(refusal) == 1 and "Urmărește-i aruncările" not in texts
    assert app.tr("yams.computer_bar") not in texts


def test_the_turn_line_stays_still_and_the_banner_never_repeats_the_name(app):
    fresh(app)
    scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6], computer=False)
    roll(app, scene)
    pick(app, scene, Box.CHANCE)
    validate(app, scene)
    with unseen_frames(app):
        while (scene.flow.leaving.active or scene.flow.handoff.active  # Ana's dice leave
               or scene.flow.handoff.pending):  # first, then the turn's passing plays
            app.step(1 / 30)
    seen = []
    for _ in range(75):  # the turn line greets Ion: it never leaves its place, nor says twice
        with unseen_frames(app, last_drawn=False):  # shown_texts draws the next frame
            app.step(1 / 30)
        texts = shown_texts(app)
        assert texts.count("La rând: Ion") == 1 and "E rândul tău!" not in texts
        assert not [t for t in texts if "Ion" in t and t != "Ion" and "La rând" not in t], texts
        banner = scene.flow.voice.banner
        if banner is not None and abs(banner.age - theme.TURN_BANNER_TIME / 2) < 0.1:
            seen.append(_lit_turn_line(app, scene))
        elif banner is None:  # the greeting is over: the band rests (one look all turn,
            assert _lit_turn_line(app, scene)  # never plain text mid-turn)
    assert seen and all(seen) and scene.flow.voice.banner is None


def _past_banner(app, scene) -> None:
    """Step the computer's turn until its banner has gone and its first throw is seen (only
    that frame drawn)."""
    with unseen_frames(app):
        for _ in range(150):
            if (scene.flow.voice.banner is None and scene.settled
                    and scene.game.dice is not None):
                return
            app.step(1 / 30)
    raise AssertionError("the computer's banner never gave way to its throw")


def _lit_turn_line(app, scene) -> bool:
    """True when the turn line is drawn lit (the next player's entrance: the band in their
    seat colour around the line, its rim seen above and below the words, where the still
    line has nothing; the seat mark beside the name lies between those rows)."""
    y = scene._lines["turn"]
    colour = seat_colour(player_style(scene.game.players, scene.game.current))
    tall = line_height(theme.font_px(theme.FONT_BODY, scene.scale))
    rows = [y + sign * dy for sign in (-1, 1)
            for dy in range(round(tall * 0.45), round(tall * 0.8) + 1)]
    colours = {tuple(app.screen.get_at((x, row)))[:3] for row in rows
               for x in range(scene.held_band.x, scene.held_band.right, 2)}
    return any(max(abs(a - b) for a, b in zip(c, colour, strict=True)) < 30 for c in colours)


def test_the_computers_turn_is_named_once_while_it_plays(app):
    fresh(app)
    scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
    roll(app, scene)
    pick(app, scene, Box.TWOS)
    validate(app, scene)
    for _ in range(60):  # past the banner, the computer rolling
        with unseen_frames(app, last_drawn=False):  # shown_texts draws the next frame
            app.step(1 / 30)
        texts = shown_texts(app)
        if scene.computer_turn and not scene.flow.leaving.active:  # (Ana's dice leave first)
            said = [t for t in texts if "Calculatorul" in t and t != "Calculatorul"]
            # (the band goes before its moment ends, the cup after it: round 70, critic D69)
            # (S76, round 80: the card names it until it has become the pill)
            # (S91, round 81: the card names it until it has faded where it rests, the pill
            # then "La rând: Calculatorul" alone, the cup still coming in)
            if scene.flow.handoff.names_next:  # the passing's band names it; the pill keeps
                # its place under the round (critic C41: a hole there), wordless while the
                # band says it (critic C69: "Calculatorul e la rând" beside "La rând:
                # Calculatorul", one turn change said twice at once)
                # (S91 amended round 82, hY127, critic cA81 #7: the band lands in the pill,
                # which names the next player live from the band's first frame: the band's
                # words and the pill's, never the ended turn's name beside them)
                assert sorted(said) == ["Calculatorul e la rând", "La rând: Calculatorul"], said
                continue
            assert said == ["La rând: Calculatorul"], said  # the name said once
            # and the greyed "Aruncă" counts no throw of the computer's (critic C69: "Aruncă
            # 2" on its turn read as the person's throws left)
            assert scene.roll_button.text == app.tr("yams.roll"), scene.roll_button.text


def _upper_bonus_staged(app):
    scene = table(app, ["Ana"], [6, 6, 6, 1, 2] + [1, 2, 3, 4, 6] * 3,
                  cards=[Scorecard.from_points(UPPER_45), Scorecard()])
    roll(app, scene)
    pick(app, scene, Box.SIXES)
    validate(app, scene)
    with unseen_frames(app):  # only the frame the stage is in drawn
        for _ in range(120):
            if isinstance(app.manager.top, StageOverlay):
                return scene
            app.step(1 / 30)
    raise AssertionError("the upper bonus took no stage")


def test_a_bonus_said_by_its_stage_is_not_said_again_by_a_pill(app):
    fresh(app)
    scene = _upper_bonus_staged(app)
    with unseen_frames(app):  # the stage's frames undrawn: the table after it is looked at
        for _ in range(200):
            if app.manager.top is scene:
                break
            app.step(1 / 30)
    assert app.manager.top is scene
    said = scene.flow.voice.announcement
    assert said is None or not any("bonus" in line.lower() for line in said.lines())
    assert not [t for t in shown_texts(app) if "bonusul de sus" in t]


def test_a_click_that_ends_a_stage_is_never_also_refused(app):
    fresh(app)
    scene = _upper_bonus_staged(app)
    # a click on the computer's column: refused at any other time
    click_at(app, scene.sheet.cell_rect(1, Box.CHANCE).center)
    assert app.manager.top is scene
    assert scene.flow.voice.refusal is None
    _past_banner(app, scene)  # (while the computer's banner greets it, a click says nothing)
    click_at(app, scene.sheet.cell_rect(1, Box.CHANCE).center)  # a plain click is refused
    assert scene.flow.voice.refusal is not None
    pygame.event.clear()
