"""Ruling S106 2. (round 82, hY128; critic cA81 #11 and change 4): the due sacrifice says its
words on two lines at every size, each clear of the countdown's ring by a visible gap (at
1920 its first line ran against the ring, ``seq/sacr_002_r329``; at 1024 it wrapped to
three cramped lines, ``shots2/yams_sacrifice_three_players_1024x600``). The seed's Y11
sentence stays exact (RULES.md Y11): where it takes both lines (1366, 1024) it breaks at
its colon, and the countdown's words follow its second half there when they fit."""

from __future__ import annotations

import pygame
import pytest

from game.views.yams_prompt import prompt_rect
from tests.uihelpers import make_app, recorded_frame
from tools.screens_yams import _sacrifice_last_roll
from tools.screens_yams_special import _sacrifice_three, _sacrifice_three_en

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

Y11 = "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"


@pytest.mark.parametrize("state", [_sacrifice_three, _sacrifice_last_roll, _sacrifice_three_en])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_sacrifice_says_two_lines_clear_of_the_ring(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        state(app)
        scene = app.manager.top
        assert scene.tr("yams.sacrifice") == Y11 or state is _sacrifice_three_en
        ring = scene.countdown_ring_rect()
        assert ring is not None  # the countdown runs: the ring in the pill
        frame = recorded_frame(scene, size, pygame.Surface(size))
        pill = prompt_rect(scene)
        said = sorted((t for t in frame.texts if pill.contains(t.rect) and t.text.strip()
                       and not ring.contains(t.rect)), key=lambda t: t.rect.top)
        rows = sorted({t.rect.centery for t in said})
        assert len(rows) == 2, [t.text for t in said]  # two lines, never three
        joined = " ".join(t.text for t in said)
        fact, _, rest = scene.tr("yams.sacrifice").partition(": ")
        assert fact in joined and rest in joined  # the seed's sentence whole
        assert scene.flow.countdown_line() in joined  # and where the ring writes
        gap = max(8, round(ring.w * 0.35))  # a visible gap before the ring's rim
        for mark in said:
            assert mark.rect.right <= ring.left - gap, (mark.text, mark.rect, ring, gap)
    finally:
        app.close()
