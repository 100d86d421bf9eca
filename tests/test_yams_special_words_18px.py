"""Ruling S45 (round 78, hY110; hY107's reverted S37 done again): the Yams special states'
words (a sacrifice looming and due, a Joker's pick, the countdown's reason and what it will
do) are drawn in the prompt's pill at 18 px of em or more at 1024x600, whole (never cut with
"…"), in both languages with one to six players; the pill takes a third line there for a
headline that needs two (the seed's Y11 sentence with three players), its one height
reserved in every beat so nothing jumps. The room is the header's (the round's words beside
the title at 1024x600), never the kept row's: the rack and the rolled dice keep their places
and the felt between them (hY107's rack went 16 px down and was reverted)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box, Scorecard
from game.views.yams_prompt import draw_prompt, prompt_rect, prompt_say
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan", "Ema", "Radu")
SIZE = (1024, 600)
ZERO_CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}


def _pill_texts(scene):
    """The texts the pill draws now, as the layout record has them, and the pill's rect."""
    surface = pygame.Surface(SIZE)
    layout_record.start(SIZE)
    try:
        draw_prompt(surface, scene)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    rect = prompt_rect(scene)
    return [t for t in frame.texts if rect.colliderect(t.rect)], rect


def _sacrifice(app, players, throws):
    scene = table(app, NAMES[:players], [1, 1, 3, 4, 6] * 3, computer=False,
                  cards=[Scorecard.from_points(ZERO_CARD)] * players)
    for _ in range(throws):
        roll(app, scene)
    app.step(0.1)
    return scene


def _joker(app, players):
    card = Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})
    scene = table(app, NAMES[:players], [2] * 5, computer=False,
                  cards=[card] * players)
    roll(app, scene)
    for _ in range(300):  # its stage played, the table saying the pick
        app.step(1 / 30)
        if scene.on_stage is None and prompt_say(scene) is not None:
            break
    return scene


def _countdown(app, players):
    scene = table(app, NAMES[:players], [1, 2, 2, 4, 6, 3, 5, 6, 6, 6, 2, 2] * 2,
                  computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.5)
    return scene


STATES = {"sacrifice_looming": lambda app, n: _sacrifice(app, n, 1),
          "sacrifice_due": lambda app, n: _sacrifice(app, n, 3),
          "joker": _joker, "countdown": _countdown}


@pytest.mark.parametrize("lang", ["ro", "en"])
@pytest.mark.parametrize("players", [1, 3, 6])
@pytest.mark.parametrize("state", sorted(STATES))
def test_a_special_states_words_are_18_px_and_whole_at_1024x600(tmp_path, state, players,
                                                                 lang):
    app = make_app(tmp_path, size=SIZE, menu_drawn=False, language=lang)
    try:
        scene = STATES[state](app, players)
        say = prompt_say(scene)
        assert say is not None, state
        key = scene.flow.prompt().key if scene.flow.prompt() is not None else None
        expected = {"sacrifice_looming": "yams.zero_roll", "sacrifice_due": "yams.sacrifice"}
        if state in expected:
            assert key == expected[state] and say.headline == scene.tr(key), (key, say)
        elif state == "joker":
            assert say.tag is not None, say  # the red "Joker" tag: its pick is said
        else:
            assert say.detail == scene.flow.countdown_line(), say
        texts, rect = _pill_texts(scene)
        said = [t for t in texts if t.role != "prompt_tag"]
        assert said, (state, texts)
        assert min(em_px(t.size) for t in said) >= 18, [(t.text, em_px(t.size)) for t in said]
        assert not [t.text for t in said if "…" in t.text], [t.text for t in said]
        # the headline whole, over its line (one line or two), the line under it whole
        drawn = " ".join(t.text for t in said)
        assert say.headline in drawn and (not say.detail or say.detail in drawn), drawn
        assert all(rect.contains(t.rect) for t in said), (rect, [t.rect for t in said])
        assert rect.bottom <= scene.held_band.top, (rect, scene.held_band)  # nothing cut
    finally:
        app.close()


def test_the_y11_sentence_takes_two_lines_with_three_players():
    """The seed's exact sentence does not fit one line of the 1024 column at 18 px: it
    breaks after its colon, its fact over what it means, the countdown's line under it."""
    from game import theme
    from game.widgets.prompt_pill import SIDE, PromptSay, pill_height, prompt_size, said_lines

    scale = theme.scale_for(SIZE)
    size = prompt_size(scale)
    say = PromptSay("Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una",
                    detail="Se înscrie automat la Doi")
    lines = said_lines(say, 480 - 2 * theme.px(SIDE, scale), size, scale)
    assert [t for t, _ in lines] == ["Nicio căsuță deschisă nu aduce puncte:",
                                     "trebuie sacrificată una", "Se înscrie automat la Doi"]
    assert pill_height(size, scale) >= 3 * 18  # its room holds the three


def test_a_jokers_pick_breaks_after_its_dash_with_three_players(tmp_path):
    """S45: a Joker's pick too long for one line breaks after its dash, the pick over its
    boxes, never one figure left alone on the second line ("… Suită mică" / "30")."""
    app = make_app(tmp_path, size=SIZE, menu_drawn=False)
    try:
        scene = _joker(app, 3)
        texts, _ = _pill_texts(scene)
        bold = [t.text for t in texts if t.role not in ("prompt_tag",) and t.rect.h
                and t.text != prompt_say(scene).detail]
        assert bold[:2] == ["Alege o căsuță de jos —", "Suită mare 40, Suită mică 30"], bold
    finally:
        app.close()


@pytest.mark.parametrize("state", ["yams_first_roll", "sacrifice_due"])
def test_the_pill_keeps_one_height_and_top_at_1024x600(tmp_path, state):
    """One height for the pill's place (S10, S45): an ordinary beat's pill is as tall and
    stands where a three-line note's does, its three lines' room whole between the turn
    line's pill and the kept row's rack."""
    app = make_app(tmp_path, size=SIZE, menu_drawn=False)
    try:
        if state == "sacrifice_due":
            scene = _sacrifice(app, 3, 3)
        else:
            scene = table(app, NAMES[:3], [1, 2, 3, 4, 6], computer=False)
        from game.widgets.prompt_pill import pill_height, prompt_size
        rect = prompt_rect(scene)
        assert rect.h == pill_height(prompt_size(scene.scale), scene.scale) >= 3 * 18, rect
        assert rect.bottom <= scene.rack_place().top - 3, (rect, scene.rack_place())
        assert scene.tail_lane().contains(rect), (rect, scene.tail_lane())
    finally:
        app.close()


def _header_boxes(scene):
    """The title's, the round's and the turn line's drawn boxes, top to bottom."""
    surface = pygame.Surface(SIZE)
    layout_record.start(SIZE)
    try:
        scene.draw(surface)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    title = scene.tr(scene.title_key)
    said = scene.tr("yams.round", round=scene.game.round, rounds=13)
    rounds = [t.rect for t in frame.texts if t.text == said]
    titles = [t.rect for t in frame.texts if t.text == title]
    return titles, rounds


@pytest.mark.parametrize("players", [1, 3, 6])
def test_the_room_is_the_headers_never_the_kept_rows(tmp_path, players):
    """S45: the third line's room comes from the header drawn closer, not from the kept row
    (hY107's rack 16 px down put the rolled dice on the standings, reverted): at 1024x600 the
    felt between the rack and the rolled dice keeps its invitation's lane, and the
    title, the round and the turn line's pill keep clear of each other."""
    app = make_app(tmp_path, size=SIZE, menu_drawn=False)
    try:
        scene = table(app, NAMES[:players], [1, 2, 3, 4, 6], computer=False)
        assert scene.hold_invite_lane().h >= 15, scene.hold_invite_lane()  # the gap kept
        die = scene.tray.die_size
        assert scene._free_y + die // 2 < scene.standings.area.top  # dice off the standings
        titles, rounds = _header_boxes(scene)
        assert len(titles) == 1 and len(rounds) == 1, (titles, rounds)
        title, said = titles[0], rounds[0]
        # the round beside the title on its line, clear of it: after it, the pair one group
        # centred on the column (S45 amended round 78, hY112, critic cA78 #10: the round
        # left of the title read "Tura 1 din 13 Yams", off-centre)
        assert title.right + 8 <= said.left and abs(said.centery - title.centery) <= 6, \
            (title, said)
        assert abs(title.union(said).centerx - scene.left.centerx) <= 2, (title, scene.left)
        turn_top = scene._lines["turn"] - scene.px(12)
        assert max(title.bottom, said.bottom) + 8 <= turn_top, (title, said, scene._lines)
        assert title.top >= scene.left.y - scene.px(30) + 8, title  # off the frame
    finally:
        app.close()
