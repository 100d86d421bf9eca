"""The Yams table's top right is live: the game's progress as 13 turn dots (ruling S113 3.,
round 82, hY129; critic cA81 Yams table row, defect 15 "bare felt right of the title block",
change 5).

In the felt over the sheet, beside the "?" button, one dot a turn: the turns played filled,
the turn being played lit (larger, gold), the turns ahead hollow. The lit dot is the title's
"Tura x din 13" (the words stay the title's, the dots say the same number in every frame),
readable at 1024x600, clear of the title lines by the coach dock's air (S106: ≥ 32 px) and
never under or beside a coach card docked in that room.
"""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame, recorded_step

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
DOT = "yams.round_dot"
"""The layout record's role of a turn dot (``…_lit`` the turn being played, ``…_played`` a
turn played, ``…_ahead`` one to come)."""


def table_at_round(app, names, played):
    """A Yams table of people ``names``, each with ``played`` boxes written (the upper ones
    first), the first on turn; the dice scripted."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame
    from game.rules.yams import Box, Scorecard
    from game.scenes.yams_table import YamsTableScene
    from tools.scripted_dice import ScriptedDice

    app.rng = ScriptedDice((6, 6, 6, 5, 5) * 8)
    boxes = list(Box)[:played]
    cards = [Scorecard.from_points({box: 0 for box in boxes}) for _ in names]
    game = YamsGame([Player(name) for name in names], cards, 0)
    table = YamsTableScene(app, game)
    app.manager.push(table, fade=False)
    for _ in range(10):
        app.step(1 / 60)
    return table


def dots_of(frame):
    """The turn dots a recorded frame drew, left to right, as (kind, rect)."""
    marks = [(p.role[len(DOT) + 1:], p.rect) for p in frame.panels
             if p.role.startswith(DOT + "_")]
    return sorted(marks, key=lambda mark: mark[1].centerx)


def round_said(frame):
    """The turn the title says ("Tura 5 din 13" -> 5), or None."""
    import re

    for mark in frame.shown_texts():
        found = re.fullmatch(r"Tura (\d+) din 13", mark.text)
        if found:
            return int(found.group(1))
    return None


@pytest.mark.parametrize("size", SIZES)
def test_the_top_right_shows_thirteen_turn_dots_the_current_lit(tmp_path, size):
    """S113 3.: at turn 5, thirteen dots in the felt over the sheet left of "?": four played,
    the fifth lit and larger, eight ahead; clear of the title's words by ≥ 32 px, of the sheet
    and of "?"; the lit dot gold where it is drawn; readable at 1024x600; the strip fills the
    felt over the sheet, no bare band."""
    from game import theme
    from game.views.coach_yams import title_words

    app = make_app(tmp_path, size=size)
    try:
        table = table_at_round(app, ["Ana", "Ion"], 4)
        surface = app.screen.copy()
        frame = recorded_frame(app.manager, size, onto=surface)
        dots = dots_of(frame)
        assert [kind for kind, _ in dots] == ["played"] * 4 + ["lit"] + ["ahead"] * 8, dots
        assert round_said(frame) == 5
        rects = [rect for _, rect in dots]
        lit = rects[4]
        title_right = max(r.right for r in title_words(table))
        help_left = table.help_button.rect.left
        sheet = table.sheet.rect
        for rect in rects:
            assert rect.left >= title_right + 32, (rect, title_right)
            assert rect.right <= help_left - 8, (rect, help_left)
            assert rect.bottom <= sheet.top - 4, (rect, sheet.top)
        least = 14 if size[0] < 1366 else 18
        assert min(r.w for r in rects) >= least * 0.7, rects
        assert lit.w >= least and lit.w > rects[0].w, (lit, rects[0])
        strip = rects[0].unionall(rects)
        room = help_left - max(title_right, sheet.left)
        assert strip.w >= 0.6 * room, (strip, room)
        r, g, b = surface.get_at(lit.center)[:3]
        gold = theme.GOLD
        assert abs(r - gold[0]) + abs(g - gold[1]) + abs(b - gold[2]) < 90, (r, g, b)
        played = surface.get_at(rects[0].center)[:3]
        ahead = surface.get_at(rects[12].center)[:3]
        assert played != ahead, (played, ahead)
    finally:
        app.close()


def test_the_lit_dot_moves_on_with_the_title_as_the_turn_passes(tmp_path):
    """S113 3.: Ion writes his fifth box; stepping the passing frame by frame, every frame
    lights exactly one dot, the one the title says ("Tura 5" then "Tura 6"), and the strip
    never vanishes."""
    from game.rules.yams import Box

    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_at_round(app, ["Ana", "Ion"], 4)
        seen = set()
        for _ in range(2):
            table.roll()
            while not table.outcome_visible():
                app.step(1 / 60)
            app.step(1 / 60)
            table.pick_cell(table.game.current, 1 + Box.CHANCE.value)
            table.validate()
            for _ in range(240):
                frame = recorded_step(app, 1 / 60)
                dots = dots_of(frame)
                said = round_said(frame)
                assert len(dots) == 13, len(dots)
                lit = [i for i, (kind, _) in enumerate(dots) if kind == "lit"]
                assert len(lit) == 1 and said is not None and lit[0] + 1 == said, (lit, said)
                seen.add(said)
        assert table.game.current == 0 and seen == {5, 6}, seen
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_docked_coach_card_never_crowds_the_dots(tmp_path, size):
    """S113 3.: the first game's box card docks in the felt over the sheet (S20); the dots
    give it the room: no dot under the card nor within 16 px of it."""
    from tools import screens_coach

    app = make_app(tmp_path, size=size)
    try:
        screens_coach._yams_box(app)
        table = app.manager.top
        card = table.coach.card
        assert card is not None and table.coach.shown == "yams.box"
        frame = recorded_frame(app.manager, size)
        for _, rect in dots_of(frame):
            assert not rect.colliderect(card.inflate(32, 32)), (rect, card)
    finally:
        app.close()
