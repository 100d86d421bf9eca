"""The keyboard's and the computer's promises: Tab skips what cannot be pressed and Shift+Tab
goes backwards; the Yams beginner never rerolls a made Penta."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import yams as yams_ai
from game.rules.yams import Box, Scorecard
from game.widgets.button import Button, FocusGroup


def _group() -> tuple[FocusGroup, dict[str, Button]]:
    buttons = {name: Button(name) for name in "abcde"}
    buttons["b"].enabled = False  # e.g. "Aruncă" with five dice held
    buttons["e"].visible = False
    return FocusGroup(list(buttons.values())), buttons


def _tab(group: FocusGroup, shift: bool = False) -> str:
    mod = pygame.KMOD_SHIFT if shift else 0
    assert group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod))
    assert group.focused is not None
    return str(group.focused.label)


def test_tab_skips_disabled_and_hidden_widgets():
    group, _ = _group()
    assert [_tab(group) for _ in range(4)] == ["a", "c", "d", "a"]


def test_shift_tab_goes_backwards():
    group, _ = _group()
    assert [_tab(group, shift=True) for _ in range(4)] == ["d", "c", "a", "d"]
    _tab(group)  # forwards from "d": wraps to "a"
    assert _tab(group, shift=True) == "d"


def _cards() -> list[Scorecard]:
    some = {Box.ONES: 3, Box.FULL_HOUSE: 25, Box.CHANCE: 22}
    return [Scorecard(), Scorecard.from_points(some),
            Scorecard.from_points({**some, Box.PENTA: 50}),
            Scorecard.from_points({**some, Box.PENTA: 0}),
            Scorecard.from_points({box: 0 for box in Box if box is not Box.SIXES})]


@pytest.mark.parametrize("face", range(1, 7))
def test_the_yams_beginner_never_rerolls_a_made_penta(face: int):
    dice = (face,) * 5
    for card in _cards():
        for rolls_left in (2, 1):
            for seed in range(40):  # the beginner's slips come from its generator
                keep = yams_ai.choose_keep(card, dice, rolls_left, level="beginner",
                                           rng=random.Random(seed))
                assert keep == dice, (card, rolls_left, seed, keep)
