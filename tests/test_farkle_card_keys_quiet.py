"""A game key under the 10 000 seat card is never answered with a refusal (ruling S39, round
77, hQ82; critic cB77: "2" pressed while "Jucătorul 2 e la rând" showed piled "Aruncă mai
întâi zarurile." and an empty red-ringed slot onto the cup, under the card). Under the card a
throw key ends it and throws (S13, as a click on "Aruncă"); any other game key (a digit, Enter)
ends the card and nothing else: no refusal said, no slot lit, no "refused" sound. Under the
computer's card no key is refused either (its card ends quietly)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, drawing_one_frame_in, key, make_app, recorded_frame
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DICE = (1, 5, 2, 3, 4, 4, 2, 2, 3, 4, 6, 5)
QUIET_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
              pygame.K_RETURN, pygame.K_KP_ENTER)


def _under_the_card(app: Any, table: Any) -> None:
    with drawing_one_frame_in(app, 0):
        for _ in range(900):
            if table.flow.handoff.active:
                break
            app.step(FRAME)
        app.step(FRAME)
    assert table.flow.handoff.names_next, "no seat card named the next player"


def _nothing_refused(app: Any, table: Any, size: tuple[int, int]) -> None:
    assert table.flow.voice.refusal is None, table.flow.voice.refusal
    assert app.audio.last_played is None or "refus" not in app.audio.last_played
    frame = recorded_frame(table, size)
    refused = {app.tr("error.farkle.roll_first"), app.tr("farkle.wait_computer")}
    said = [t.text for t in frame.texts]
    assert not refused & set(said), said


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("code", QUIET_KEYS, ids=pygame.key.name)
def test_a_game_key_under_the_persons_card_ends_it_and_is_not_refused(tmp_path, size, code):
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, DICE, computer=False)
        _under_the_card(app, table)
        app.audio.last_played = None
        key(app, code, frames=1)
        assert not table.flow.handoff.holds  # the key ended the card
        assert not table.flow.in_the_air and table.game.roll_dice is None  # nothing thrown
        with unseen_frames(app, last_drawn=False):  # (each frame read as drawn afresh)
            for _ in range(6):  # and in the frames after it, nothing red comes
                _nothing_refused(app, table, size)
                app.step(FRAME)
        assert table.roll_button.enabled  # the one next action, lit
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_space_under_the_persons_card_ends_it_and_throws(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, DICE, computer=False)
        _under_the_card(app, table)
        app.audio.last_played = None
        key(app, pygame.K_SPACE, frames=1)
        assert not table.flow.handoff.holds
        assert table.flow.in_the_air or table.game.roll_dice is not None
        assert table.flow.voice.refusal is None
    finally:
        app.close()


@pytest.mark.parametrize("code", (pygame.K_SPACE, pygame.K_2, pygame.K_RETURN),
                         ids=pygame.key.name)
def test_a_game_key_under_the_computers_card_is_not_refused(tmp_path, code):
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, DICE, computer=True)
        _under_the_card(app, table)
        assert table.computer_turn
        app.audio.last_played = None
        key(app, code, frames=1)
        assert not table.flow.handoff.holds
        _nothing_refused(app, table, size)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("code", (pygame.K_2, pygame.K_RETURN), ids=pygame.key.name)
def test_a_game_key_as_the_bank_counts_is_not_refused_under_the_card_after_it(tmp_path, size,
                                                                            code):
    # critic cB77's very keys: "1", Enter (a bank), then "2" half a second later, as the
    # bank still counted into the total: its refusal came, then the card dropped over it
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, DICE, computer=False)
        with drawing_one_frame_in(app, 0):
            for _ in range(20):
                app.step(FRAME)
        assert table.flow.frozen is not None and not table.flow.handoff.holds  # the bank's
        app.audio.last_played = None
        key(app, code, frames=1)
        carded = False
        with unseen_frames(app, last_drawn=False):  # (each frame read as drawn afresh)
            for _ in range(240):
                _nothing_refused(app, table, size)
                carded = carded or table.flow.handoff.names_next
                if carded and not table.flow.handoff.holds:
                    break
                app.step(FRAME)
        assert carded, "the seat card never named the next player"
        assert not table.flow.in_the_air and table.game.roll_dice is None
    finally:
        app.close()
