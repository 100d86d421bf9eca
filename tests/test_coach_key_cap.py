"""A coach card shows the key that goes on (hC40, critic B32 "Coach marks" 7: "no advance
key on the card"): beside "Înainte" (and "Gata" on the last tip) a key cap "→" is drawn inside
the action's face, its words and its key apart (never "Înainte →" run together), the key 15 px
of em or more at 1024x600 like every word on the card; and → does what the cap says on both
tables: the next tip comes, the last one closes, the game's keys still act."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_card import split_key
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import key
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUILDS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot")


def coach_texts(app) -> list[layout_record.Text]:
    """The words the shown card draws, as the frame records them."""
    coach = _table(app).coach
    surface = pygame.Surface(app.screen.get_size())
    layout_record.start(surface.get_size())
    try:
        coach.draw(surface)
        return [t for t in layout_record.frame().texts if t.role == "coach"]
    finally:
        layout_record.stop()


@pytest.mark.parametrize(("size", "builds"), [
    ((1024, 600), BUILDS), ((1366, 768), ("_yams_box", "_farkle_hot")),
    ((1920, 1080), ("_yams_hold", "_farkle_bank"))])
def test_the_next_action_wears_its_key_in_a_cap(tmp_path, size, builds):
    for build in builds:
        app = coach_app(tmp_path / build, size=size)
        try:
            getattr(screens_coach, build)(app)
            coach = _table(app).coach
            assert coach.card is not None, (build, size)
            words, cap = split_key(coach.footer[2])
            assert cap == "→" and words in ("Înainte", "Gata", "Am înțeles"), coach.footer
            texts = {t.text: t for t in coach_texts(app)}
            assert coach.footer[2] not in texts, (build, size, list(texts))  # not run together
            said, drawn = texts[words], texts[cap]
            face = coach.next_rect()
            assert face.contains(said.rect) and face.contains(drawn.rect), (build, size)
            assert drawn.rect.left >= said.rect.right, (build, size, said.rect, drawn.rect)
            if size == (1024, 600):
                assert em_px(drawn.size) >= 15 and em_px(said.size) >= 15, (build, drawn.size)
        finally:
            app.close()


def test_the_arrow_key_steps_through_the_10000_tips_and_closes_the_last(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_set_aside(app)
        scene = _table(app)
        assert scene.coach.shown == "farkle.set_aside"
        key(app, pygame.K_RIGHT)
        # (round 73, critic K72: the risk's tip waits for a die set aside, "Aruncă" greyed)
        assert scene.coach.shown is None and not scene.game.selected  # the key stepped on
        key(app, pygame.K_1)  # a key of the game still acts
        assert scene.game.selected
        for _ in range(40):
            app.step(0.05)
        assert scene.coach.shown == "farkle.risk" and scene.coach.card is not None
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown == "farkle.bank"
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown is None
        assert {"farkle.set_aside", "farkle.risk", "farkle.bank"} <= set(
            app.settings.coach_seen)
    finally:
        app.close()


def test_the_last_tip_says_done_with_its_key_and_the_key_closes_it(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_hot(app)
        scene = _table(app)
        assert scene.coach.shown == "farkle.hot"
        assert split_key(scene.coach.footer[2]) == ("Gata", "→"), scene.coach.footer
        key(app, pygame.K_RIGHT)
        assert scene.coach.shown is None and "farkle.hot" in app.settings.coach_seen
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_actions_never_make_a_card_taller_than_its_two_lines(size):
    """With its key cap the next action's face over "Nu mai arăta" is no taller than two
    lines of words: the card stays low (at 1024x600 a die's card then stands clear of the
    prompt above it, the bank's clear of "Selecție" under it); but for the link's least
    room under the face, 2 window pixels (round 70, critic B69: the tuck read crammed)."""
    from game import theme
    from game.views.coach_card import card_size, words_height

    scale = theme.scale_for(size)
    for footer in (("1/5", "Nu mai arăta", "Înainte →"), ("5/5", "Nu mai arăta", "Gata →"),
                   ("1/3", "Don't show again", "Next →")):
        low = words_height(2, scale) + 2 * theme.px(theme.COACH_CARD_PAD_Y, scale)
        assert low <= card_size(("Ăg", "Ăg"), footer, scale)[1] <= low + 2, (size, footer)
